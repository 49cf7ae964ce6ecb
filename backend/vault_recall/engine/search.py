"""The search service: a query → candidate entries from the index → ranked, explained results.

Ranking (signals of every result):
- ``bm25``: tantivy's BM25 over entries, title/heading/tag fields boosted, prefix expansions
  (``postgres`` → ``postgresql``) at a discount;
- ``overlap``: IDF-weighted share of the query's keywords the entry or its context has;
- ``recency``, ``hall``, ``confidence``: multipliers from the entry's own date, type and folder;
- ``fused``: reciprocal rank fusion (k=60) of the relevance ranking with the date ranking of the
  entries that match the whole topic, so recency moves results by rank, never by raw score.
"When did I last…" queries answer with the newest entries matching the whole topic instead.
"""
from __future__ import annotations

import datetime as dt
import math
import time

import orjson
import tantivy

from . import bilingual, rank, tokens
from . import query as querymod
from .candidates import Candidate, CandidatePool, Concept, cover, tiebreak
from .config import Settings
from .halls import HALL_BOOST, HALLS
from .index import NO_DATE, IndexStore, day_number
from .snippets import make_snippet

FIELD_BOOST = {"body": 1.0, "title": 2.5, "heading": 1.2, "tags": 2.0}
PREFIX_BOOST = 0.6
TRANSLATION_BOOST = 0.5
MAX_TRANSLATIONS = 4
MAX_EXPANSIONS = 6
CANDIDATES = 50
MAX_LIMIT = 100
RELATED_TERMS = 12
RELATED_COVERAGE_SHARE = 0.2
NAMED_NOTES = 2
NAMED_NOTE_ENTRIES = 20  # the opening of a named note, in reading order
NEWEST_CANDIDATES = 50
HALL_CANDIDATES = 50
TIE_WINDOW = 50  # hits past a cut read to settle a tie across it


class SearchError(ValueError):
    """Bad search input; the message says what to change."""


def _days_value(days: int | None, settings: Settings) -> int:
    return settings.recency_days if days is None else days


class Searcher:
    """Answers queries over one ``IndexStore``."""

    def __init__(self, store: IndexStore, settings: Settings | None = None) -> None:
        self.store = store
        self.schema = store.schema
        self.settings = settings or Settings()

    # Public API --------------------------------------------------------------------------------

    def search(self, raw: str, limit: int = 10, days: int | None = None, now: dt.date | None = None,
               hall: str | None = None, exclude: tuple[str, ...] = ()) -> dict:
        started = time.perf_counter()
        if not isinstance(raw, str) or not raw.strip():
            raise SearchError("the query is empty")
        limit = _check_limit(limit)
        as_of = now
        now = now or dt.date.today()
        if hall is not None and hall not in HALLS:
            raise SearchError(f"unknown hall {hall!r}; use one of {', '.join(HALLS)}")
        try:
            parsed = querymod.parse(raw, now)
        except querymod.QueryError as exc:
            raise SearchError(str(exc)) from exc
        parsed.hall = hall or parsed.hall
        if as_of is not None or parsed.intent == "last":
            # Entries dated after `now` did not exist yet on that day.
            parsed.until = now
        searcher = self.store.searcher()
        concepts = self._concepts(searcher, parsed.task_words if parsed.lists_tasks else parsed.terms)
        results = self._run(searcher, parsed, concepts, limit, _days_value(days, self.settings), now, exclude)
        return {"query": raw, "took_ms": round((time.perf_counter() - started) * 1000, 3),
                "intent": parsed.intent, "results": results}

    def related(self, text: str, path: str | None = None, limit: int = 10,
                now: dt.date | None = None) -> dict:
        """Decision entries in other notes on the most distinctive topics of ``text``."""
        started = time.perf_counter()
        limit = _check_limit(limit)
        now = now or dt.date.today()
        searcher = self.store.searcher()
        total = max(self.store_entry_count(searcher), 1)
        counts: dict[str, int] = {}
        for token in tokens.tokenize(text):
            counts[token] = counts.get(token, 0) + 1
        weights = []
        for term, tf in counts.items():
            df = searcher.doc_freq("body", term)
            # Numbers and dates are shared by every note of a period, not by a topic.
            if df == 0 or len(term) < 2 or not any(ch.isalpha() for ch in term):
                continue
            weights.append(((1 + math.log(tf)) * _idf(df, total), term))
        weights.sort(reverse=True)
        parsed = querymod.ParsedQuery(raw=text[:200], hall="facts", intent="related")
        concepts = [Concept(term, [term], [], w) for w, term in weights[:RELATED_TERMS]]
        exclude_paths = (path,) if path else ()
        results = self._run(searcher, parsed, concepts, limit, self.settings.recency_days, now, (),
                            exclude_paths=exclude_paths, weighted=True)
        return {"query": path or "", "took_ms": round((time.perf_counter() - started) * 1000, 3),
                "intent": "related", "results": results}

    def bm25(self, text: str, limit: int = 10) -> list[tuple[float, dict]]:
        """Plain BM25 over the query's tokens: the engine's floor, with no intent, fusion or
        snippets. Benchmarks measure it beside the full pipeline."""
        searcher = self.store.searcher()
        terms = list(dict.fromkeys(tokens.tokenize(text)))
        should = [q for q in (self._term_query(Concept(t, [t], [], 1.0), False) for t in terms) if q]
        if not should:
            return []
        query = tantivy.Query.boolean_query([(tantivy.Occur.Should, q) for q in should])
        return [(score, orjson.loads(searcher.doc(address)["doc"][0]))
                for score, address in searcher.search(query, limit=limit, count=False).hits]

    @staticmethod
    def store_entry_count(searcher: tantivy.Searcher) -> int:
        """Documents in the index (entries plus one per file): the N of IDF, read in O(1)."""
        return searcher.num_docs

    # Query building -----------------------------------------------------------------------------

    def _concepts(self, searcher: tantivy.Searcher, terms: list[str]) -> list[Concept]:
        total = max(self.store_entry_count(searcher), 1)
        concepts = []
        for term in terms:
            fields = {term: tuple(f for f in FIELD_BOOST if searcher.doc_freq(f, term))}
            exact = [term] if fields[term] else []
            prefixed: list[str] = []
            if tokens.is_prefixable(term):
                found = searcher.terms_with_prefix("body", term, limit=MAX_EXPANSIONS + 1)
                prefixed = [t for t, _ in found if t != term][:MAX_EXPANSIONS]
            translated: list[str] = []
            if self.settings.cross_language:
                found_df = [(searcher.doc_freq("body", t), t) for t in bilingual.translations(term)]
                translated = [t for d, t in sorted(found_df, reverse=True)[:MAX_TRANSLATIONS] if d > 0]
            # Prefix expansions are matched in the body only (each clause costs every query);
            # a translation may be all a note's title has ("database" for 資料庫遷移計畫).
            fields.update((t, ("body",)) for t in prefixed)
            fields.update((t, tuple(f for f in FIELD_BOOST if searcher.doc_freq(f, t))) for t in translated)
            df = max([searcher.doc_freq("body", t) for t in exact + prefixed] or [0])
            concepts.append(Concept(term, exact, prefixed, _idf(max(df, 1), total), translated, fields))
        return concepts

    def _term_query(self, concept: Concept, weighted: bool) -> tantivy.Query | None:
        clauses = []
        for terms, factor in ((concept.exact, 1.0), (concept.prefixed, PREFIX_BOOST),
                              (concept.translated, TRANSLATION_BOOST)):
            for term in terms:
                for fname in concept.fields.get(term, tuple(FIELD_BOOST)):
                    clauses.append(tantivy.Query.boost_query(
                        tantivy.Query.term_query(self.schema, fname, term, index_option="freq"),
                        FIELD_BOOST[fname] * factor))
        if not clauses:
            return None
        query = tantivy.Query.disjunction_max_query(clauses, tie_breaker=0.3)
        return tantivy.Query.boost_query(query, concept.weight) if weighted else query

    def _filters(self, parsed: querymod.ParsedQuery, exclude_paths: tuple[str, ...]) -> list:
        occur, term_query = tantivy.Occur, tantivy.Query.term_query
        # No kind=entry filter: file documents have no text fields, so text queries never
        # reach them, and intersecting with every entry's posting cost a millisecond a query.
        filters = []
        if parsed.hall:
            filters.append((occur.Must, _unscored(term_query(self.schema, "hall", parsed.hall))))
        if parsed.task:
            filters.append((occur.Must, _unscored(term_query(self.schema, "task", parsed.task))))
        if parsed.after or parsed.before:
            filters.append(self._dated(day_number(parsed.after) if parsed.after else 0,
                                       day_number(parsed.before) if parsed.before else 10**7))
        for word in parsed.excluded:
            for fname in ("body", "heading", "title", "tags"):
                filters.append((occur.MustNot, term_query(self.schema, fname, word, index_option="freq")))
        for path in exclude_paths:
            filters.append((occur.MustNot, term_query(self.schema, "path", path)))
        return filters

    def _until_filter(self, parsed: querymod.ParsedQuery) -> list:
        return [self._dated(NO_DATE, day_number(parsed.until))] if parsed.until else []

    def _dated(self, first_day: int, last_day: int) -> tuple:
        return tantivy.Occur.Must, _unscored(tantivy.Query.range_query(
            self.schema, "date", tantivy.FieldType.Integer, first_day, last_day))

    def _content_query(self, parsed: querymod.ParsedQuery, concepts: list[Concept], weighted: bool):
        should = [q for q in (self._term_query(c, weighted) for c in concepts) if q is not None]
        for tag in parsed.tags:
            should.append(tantivy.Query.boost_query(
                tantivy.Query.term_query(self.schema, "tags", tag, index_option="freq"), 4.0))
        for link in parsed.links:
            should.append(tantivy.Query.boost_query(
                tantivy.Query.const_score_query(tantivy.Query.term_query(self.schema, "links", link), 1.0), 8.0))
        return should

    # Ranking -------------------------------------------------------------------------------------

    def _run(self, searcher, parsed, concepts, limit, days, now, exclude, exclude_paths=(), weighted=False):
        should = self._content_query(parsed, concepts, weighted)
        undated_filters = self._filters(parsed, exclude_paths)
        filters = undated_filters + self._until_filter(parsed)
        hits: list = []
        if should:
            content = tantivy.Query.boolean_query([(tantivy.Occur.Should, q) for q in should])
            hits = self._top_hits(searcher, content, undated_filters, filters, parsed.until)
        if parsed.lists_tasks or (not should and (parsed.after or parsed.before or parsed.hall or parsed.paths)):
            # "yesterday", "上週", "hall:facts", "列出待辦事項": everything in that slice, newest first
            # (after the tasks that match the words asking for them).
            everything = tantivy.Query.term_query(self.schema, "kind", "entry")
            query = tantivy.Query.boolean_query([(tantivy.Occur.Must, everything), *filters])
            hits += [(0.0, a) for _, a in _top(searcher, query, CANDIDATES, order_by_field="date")]
        elif not should:
            return []
        pool = CandidatePool(searcher)
        pool.add(hits)
        if parsed.prefer_hall and should:
            # "What did I decide about X": decisions about X may sit below the BM25 cut.
            hall = _unscored(tantivy.Query.term_query(self.schema, "hall", parsed.prefer_hall))
            query = tantivy.Query.boolean_query([(tantivy.Occur.Must, content), (tantivy.Occur.Must, hall), *filters])
            pool.add(_top(searcher, query, HALL_CANDIDATES))
        if parsed.intent == "last" and concepts:
            self._add_all_topic_matches(searcher, concepts, filters, pool)
        if concepts and parsed.intent != "related" and not parsed.lists_tasks:
            self._add_named_notes(searcher, concepts, filters, pool)
        candidates = pool.candidates
        ranked = self._rank(list(candidates.values()), parsed, concepts, days, now, exclude)
        wanted = frozenset(t for c in concepts for t in c.all_terms)
        return [self._result(c, wanted) for c in ranked[:limit]]

    def _top_hits(self, searcher, content, undated_filters, filters, until: dt.date | None) -> list:
        """The BM25 top candidates, none dated after ``until``. The date range costs as much as
        the words (tantivy scans the date column: 1.2 → 2.1 ms for a two-word query at 10k), and
        the top rarely holds an entry from after an as-of date: search without the range, and
        again with it only when it did. Equal either way, ties included: both searches rank the
        same scores in the same document order."""
        query = tantivy.Query.boolean_query([(tantivy.Occur.Must, content), *undated_filters])
        hits = _top(searcher, query, CANDIDATES)
        if until is None or not hits:
            return hits
        last_day = day_number(until)
        days = searcher.fast_field_values("date", [address for _, address in hits])
        if all(day is None or day <= last_day for day in days):
            return hits
        query = tantivy.Query.boolean_query([(tantivy.Occur.Must, content), *filters])
        return _top(searcher, query, CANDIDATES)

    def _add_all_topic_matches(self, searcher, concepts, filters, pool: CandidatePool) -> None:
        """The newest entries that have every topic word, whatever their BM25."""
        required = [q for q in (self._term_query(c, False) for c in concepts if c.all_terms) if q is not None]
        if not required:
            return
        query = tantivy.Query.boolean_query([(tantivy.Occur.Must, q) for q in required] + filters)
        newest = _top(searcher, query, NEWEST_CANDIDATES, order_by_field="date")
        pool.add([(0.0, address) for _, address in newest])

    def _add_named_notes(self, searcher, concepts, filters, pool: CandidatePool) -> None:
        """A note whose title the query names is on topic as a whole, though its entries need
        not repeat the title's words (a recipe's steps under the title 紅燒肉)."""
        words = {t for c in concepts for t in c.all_terms} | {c.word for c in concepts}
        named = [c.stored["path"] for c in pool.candidates.values() if c.stored.get("first")
                 and any(rank.name_match(name, words) for name in c.stored.get("names", ()))]
        for path in named[:NAMED_NOTES]:
            query = tantivy.Query.boolean_query(
                [(tantivy.Occur.Must, tantivy.Query.term_query(self.schema, "path", path)),
                 (tantivy.Occur.Must, tantivy.Query.term_query(self.schema, "kind", "entry")), *filters])
            hits = searcher.search(query, limit=NAMED_NOTE_ENTRIES, count=False,
                                   order_by_field="line", order=tantivy.Order.Asc).hits
            pool.add([(0.0, address) for _, address in hits])

    def _rank(self, candidates, parsed, concepts, days, now, exclude) -> list[Candidate]:
        kept = [c for c in candidates if self._passes_operators(c.stored, parsed, exclude)]
        cover(kept, concepts)
        kept = self._above_floor(kept, parsed, concepts)
        if not kept:
            return []
        for cand in kept:
            stored = cand.stored
            cand.signals = {
                "bm25": cand.bm25,
                "overlap": cand.coverage,
                "recency": rank.recency_decay(cand.date, now, days),
                "hall": HALL_BOOST.get(stored["hall"], 1.0),
                "confidence": stored["confidence"],
                "structure": cand.structure * rank.kind_weight(stored.get("kind", "")),
            }
        best = max(c.coverage for c in kept)
        relevance = sorted(kept, key=lambda c: (-self._relevance(c), *tiebreak(c)))
        complete = [c for c in kept if c.coverage >= best - 1e-9]
        by_date = sorted((c for c in complete if c.date is not None), key=lambda c: (-c.day, -c.bm25, *tiebreak(c)[1:]))
        fused = rank.reciprocal_rank_fusion(
            [([c.key for c in relevance], 1.0), ([c.key for c in by_date], self.settings.recency_weight)])
        for cand in kept:
            cand.fused = cand.signals["fused"] = fused.get(cand.key, 0.0)
        head = self._head(kept, complete, by_date, parsed)
        chosen = {c.key for c in head}
        tail = sorted((c for c in kept if c.key not in chosen), key=lambda c: (-c.fused, *tiebreak(c)))
        return head + tail

    @staticmethod
    def _passes_operators(stored: dict, parsed: querymod.ParsedQuery, exclude: tuple[str, ...]) -> bool:
        path = stored["path"]
        if exclude and any(path.startswith(e.rstrip("/") + "/") for e in exclude):
            return False
        if parsed.paths and not any(p.casefold() in path.casefold() for p in parsed.paths):
            return False
        return not parsed.phrases or all(p in tokens.normalize(stored["text"]) for p in parsed.phrases)

    def _above_floor(self, kept: list[Candidate], parsed, concepts: list[Concept]) -> list[Candidate]:
        if not kept or parsed.lists_tasks:
            return kept
        best = max(c.coverage for c in kept)
        if parsed.intent == "related":
            # A note's topics are many words of which an entry shares a few: a low floor.
            floor = best * RELATED_COVERAGE_SHARE
        else:
            # When some query words exist nowhere, what is left must still carry the query.
            unknown = any(not c.all_terms for c in concepts)
            floor = max(best * self.settings.min_coverage_share, self.settings.min_coverage if unknown else 0.0)
        return [c for c in kept if c.coverage >= floor]

    @staticmethod
    def _head(kept, complete, by_date, parsed) -> list[Candidate]:
        """What the query's intent puts first, ahead of the fused order."""
        named = [c for c in kept if c.names_note]
        if named and parsed.intent is None and parsed.prefer_hall is None:
            # The user typed a note's name: open with that note, in reading order.
            notes = {c.stored["path"] for c in named}
            return sorted((c for c in kept if c.stored["path"] in notes),
                          key=lambda c: (not c.names_note, c.stored["path"], c.stored["line_start"]))
        if parsed.intent == "last":
            return [c for c in by_date if not parsed.prefer_hall or c.stored["hall"] == parsed.prefer_hall]
        if parsed.prefer_hall:
            return sorted((c for c in complete if c.stored["hall"] == parsed.prefer_hall),
                          key=lambda c: (-c.fused, *tiebreak(c)))
        return []

    @staticmethod
    def _relevance(c: Candidate) -> float:
        s = c.signals
        return (rank.smoothed_bm25(c.bm25) * rank.overlap_factor(c.coverage) * s["recency"] * s["hall"]
                * s["confidence"] * s["structure"])

    @staticmethod
    def _result(cand: Candidate, wanted: frozenset[str]) -> dict:
        stored = cand.stored
        return {
            "path": stored["path"],
            "line_start": stored["line_start"],
            "line_end": stored["line_end"],
            "heading": stored["heading"],
            "title": stored["title"],
            "date": stored["date"],
            "dated": stored.get("dated", True),
            "hall": stored["hall"],
            "score": round(cand.fused, 6),
            "snippet": make_snippet(stored["text"], wanted),
            "signals": {name: round(value, 6) for name, value in cand.signals.items()},
        }


def _top(searcher: tantivy.Searcher, query: tantivy.Query, limit: int, **order) -> list:
    """The first ``limit`` hits, the entries tied exactly at the cut taken newest first, then by
    note and line (index.tie_order). tantivy breaks ties by document order, which depends on
    how the indexing threads and later edits laid out the segments, so two builds of one vault
    answered differently (142 of the 200 bench queries had a tie across their 50-entry cut).
    A tie running more than TIE_WINDOW past the cut is settled among the hits read: reading it
    all took a second search, 10 ms on a common word at 100k notes."""
    hits = searcher.search(query, limit=limit + TIE_WINDOW, count=False, **order).hits
    if len(hits) <= limit or hits[limit - 1][0] != hits[limit][0]:
        return hits[:limit]
    edge = hits[limit - 1][0]
    first, end = limit - 1, limit
    while first and hits[first - 1][0] == edge:
        first -= 1
    while end < len(hits) and hits[end][0] == edge:
        end += 1
    tied = hits[first:end]
    keys = searcher.fast_field_values("order", [address for _, address in tied])
    ranked = sorted(zip(keys, range(len(tied))))
    return hits[:first] + [tied[i] for _, i in ranked[:limit - first]]


def _unscored(query: tantivy.Query) -> tantivy.Query:
    """A filter: a Must clause adds its own score to every hit (a date range 1.0, a hall term its
    BM25), which would shift the BM25 signal by whichever filters a query happens to have."""
    return tantivy.Query.const_score_query(query, 0.0)


def _idf(df: int, total: int) -> float:
    """BM25's IDF (Robertson–Spärck Jones, with Lucene's +1 to stay positive)."""
    return math.log(1 + (total - df + 0.5) / (df + 0.5))


def _check_limit(limit: object) -> int:
    if isinstance(limit, bool) or not isinstance(limit, int):
        raise SearchError("limit must be an integer")
    if not 1 <= limit <= MAX_LIMIT:
        raise SearchError(f"limit must be between 1 and {MAX_LIMIT}")
    return limit


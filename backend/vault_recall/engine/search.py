"""The search service: check and parse the query, expand its words against the index, decide
whether the vault can answer, and run the pipeline (pipeline.py: the retrievers pool their
entries, the pool is ranked by fusing their rankings, the results are explained and snippeted),
again without a period that held nothing. ``related`` runs it on a note's topic.

    parse (query.py) → expand (expand.py) → retrievers (retrievers.py) → pool (candidates.py)
      → rankings: entry relevance · note · newest (oldest) on the whole topic · (semantic)
      → weighted RRF (fusion.py) → the first answers' translations, fused again (languages.py)
      → (reranker over the first entries, fused with that order)
      → what the intent puts first → results with signals, snippets

Every result carries its ``signals``: the entry ranking's terms (``bm25``, ``overlap``,
``recency``, ``hall``, ``confidence``, ``structure``), ``language`` (below 1 for a translation,
not in the question's language, of another answer), the ranks it holds in each ranking
(``rank_entry``, ``rank_note``, ``rank_daily_note``, ``rank_date``, ``rank_semantic``, ``rank_rerank``), the
reranker's score ``rerank``, the date's ``date_source`` and ``fused``.
"""

from __future__ import annotations

import datetime as dt
import time
from typing import Any

import tantivy

from . import query as querymod
from . import tokens
from .config import Settings
from .documents import StoredEntry
from .expand import Concept, Expander
from .fusion import Weights
from .halls import ENTRY_TYPES, hall_named
from .index import IndexStore
from .notes import parse_note
from .pipeline import Pipeline
from .questions import answerable, counted_concepts, meaning_text
from .related import related_concepts
from .rerank import NOTHING_TO_REORDER, Reranker, RerankResult
from .retrievers import Retrievers
from .semantic import Question, SemanticRetriever
from .snippets import Result
from .topic import QueryWord

MAX_LIMIT = 100
SEMANTIC_K = 10  # passages and notes asked of the vector retriever
SEMANTIC_BUDGET_MS = 80.0  # past this the question is answered by words alone, and says so


class SearchError(ValueError):
    """Bad search input; the message says what to change."""


class Searcher:
    """Answers queries over one ``IndexStore``."""

    def __init__(
        self, store: IndexStore, settings: Settings | None = None, semantic: SemanticRetriever | None = None
    ) -> None:
        self.store = store
        self.schema = store.schema
        self.settings = settings or Settings()
        self.weights: Weights = self.settings.ranking_weights()
        # Sections by vector similarity, when semantic search is on (None: words only).
        self.semantic = semantic
        # The user's cross-encoder over the first entries of the fused order (None: off).
        self.reranker: Reranker | None = None

    # Public API --------------------------------------------------------------------------------

    def search(
        self,
        raw: str,
        limit: int = 10,
        days: int | None = None,
        now: dt.date | None = None,
        hall: str | None = None,
        exclude: tuple[str, ...] = (),
    ) -> dict[str, Any]:
        started = time.perf_counter()
        if not isinstance(raw, str) or not raw.strip():
            raise SearchError("the query is empty")
        limit = _check_limit(limit)
        as_of = now
        now = now or dt.date.today()
        stored_hall = None
        if hall is not None:
            stored_hall = hall_named(hall)
            if stored_hall is None:
                raise SearchError(f"unknown entry type {hall!r}; use one of {', '.join(ENTRY_TYPES)}")
        searcher = self.store.searcher()
        retrievers = Retrievers(searcher, self.schema, self.weights)
        try:
            parsed = querymod.parse(raw, now, link_target=retrievers.links_to)
            if parsed.dated_in_words and not retrievers.any_dated(parsed.after, parsed.before):
                # Nothing in the vault is dated in the period the question writes out ("1938年10月
                # 的什麼事件"): the date is part of what it asks about, not when it was written.
                parsed = querymod.parse(raw, now, read_dates=False, link_target=retrievers.links_to)
        except querymod.QueryError as exc:
            raise SearchError(str(exc)) from exc
        parsed.hall = stored_hall or parsed.hall
        if as_of is not None or parsed.by_date:
            # Entries dated after `now` did not exist yet on that day.
            parsed.until = now
        expander = Expander(searcher, self.settings.cross_language, self.weights)
        concepts = expander.concepts(parsed.words)
        if parsed.task and not any(c.all_terms for c in concepts):
            # "列出待辦事項" (and with words no note has): every task in that state, the ones
            # under a heading that says what was asked for first.
            concepts = _task_listing(parsed, expander)
        days_ = self.settings.recency_days if days is None else days
        asked: Question | None = None
        results: list[Result] = []
        reranked: RerankResult | None = None
        empty_period: dict[str, str | None] | None = None
        unanswered_period: dict[str, str | None] | None = None
        if parsed.lists_tasks or answerable(parsed, concepts, retrievers):
            asked = self._ask_semantic(raw, parsed, concepts)
            results, reranked = self._pipeline().run(
                searcher, parsed, concepts, limit, days_, now, exclude, asked=asked, rerank_query=raw
            )
            if (
                not results
                and parsed.period_in_words
                and counted_concepts(concepts, parsed)
                and not retrievers.any_dated(parsed.after, parsed.before)
            ):
                # Nothing in the vault is dated in the period the question says in passing
                # ("paid for Publish by accident yesterday, how do I get my money back", of pages
                # with no dates): it cannot be when the answer was written. Like a word the vault
                # lacks, it is let go, and the page says which period had nothing. An operator's
                # period, or one with dated entries, is kept.
                empty_period = {"after": _iso(parsed.after), "before": _iso(parsed.before)}
                parsed.after = parsed.before = None
                results, reranked = self._pipeline().run(
                    searcher, parsed, concepts, limit, days_, now, exclude, asked=asked, rerank_query=raw
                )
            elif parsed.period_in_words and counted_concepts(concepts, parsed) and _covered(results) < WHOLE_QUESTION:
                # The period says when something else happened ("after the vet on Nov 7, was the
                # food decided"): nothing in it says the whole question. When something outside it
                # does, that answers, and the page says which period had nothing on it. So do the
                # open tasks of a request that none in the period are ("大前天打去南榕追完錢，合約還剩
                # 哪些事要做": the call was then, the tasks are older), as they do not say the call.
                within = (parsed.after, parsed.before)
                parsed.after = parsed.before = None
                wider, wider_reranked = self._pipeline().run(
                    searcher, parsed, concepts, limit, days_, now, exclude, asked=asked, rerank_query=raw
                )
                if _covered(wider) >= WHOLE_QUESTION or (parsed.task and wider and not results):
                    unanswered_period = {"after": _iso(within[0]), "before": _iso(within[1])}
                    results, reranked = wider, wider_reranked
                else:
                    parsed.after, parsed.before = within
        if not results and parsed.task and parsed.only_question_words:
            # No task says 事情 of "有哪些事情還沒處理": the question words only wrapped the
            # request, which lists the tasks in that state. (Tasks that do say them, as
            # "notes" or "journal" of the folders they sit in, come first when there are.)
            parsed.words = []
            concepts = _task_listing(parsed, expander)
            results, reranked = self._pipeline().run(
                searcher, parsed, concepts, limit, days_, now, exclude, rerank_query=raw
            )
        page: dict[str, Any] = {
            "query": raw,
            "took_ms": round((time.perf_counter() - started) * 1000, 3),
            "intent": parsed.intent,
            "results": results,
        }
        if empty_period is not None:
            page["empty_period"] = empty_period
        if unanswered_period is not None:
            page["unanswered_period"] = unanswered_period
        if asked is not None:
            meaning = asked.answer()
            page["semantic"] = {
                "status": meaning.status,
                "detail": meaning.detail,
                "took_ms": round(meaning.took_ms, 3),
            }
        if self.reranker is not None:
            reranked = reranked or RerankResult("skipped", NOTHING_TO_REORDER)
            page["rerank"] = {
                "status": reranked.status,
                "detail": reranked.detail,
                "took_ms": round(reranked.took_ms, 3),
            }
        return page

    def _ask_semantic(self, raw: str, parsed: querymod.ParsedQuery, concepts: list[Concept]) -> Question | None:
        """Start the search by meaning, for a question about a topic that the vault can answer
        (asked only then: vectors always have a nearest neighbour, they never decide that it
        can). Not for tasks:
        the nearest open task to "what is still open for the migration" is an open task on
        anything when the migration has none (notes-blind tasks 0.832 → 0.858 nDCG@10)."""
        if self.semantic is None or parsed.task:
            return None
        if not counted_concepts(concepts, parsed):
            # A tag, a link or a phrase alone says exactly what is asked for.
            return None
        return self.semantic.ask(meaning_text(raw, concepts), SEMANTIC_K, SEMANTIC_BUDGET_MS)

    def related(
        self, text: str, path: str | None = None, limit: int = 10, now: dt.date | None = None
    ) -> dict[str, Any]:
        """Decision entries in other notes on the most distinctive topics of ``text``."""
        started = time.perf_counter()
        limit = _check_limit(limit)
        now = now or dt.date.today()
        searcher = self.store.searcher()
        names: list[str] = []
        tags: list[str] = []
        if path:
            note = parse_note(path, text)
            names = [note.title, *note.aliases]
            tags = [*note.tags]
        topic = related_concepts(searcher, text, names, tags)
        concepts = topic.concepts
        parsed = querymod.ParsedQuery(
            raw=text[:200],
            hall="facts",
            intent="related",
            distinctive=topic.distinctive,
            anchors=topic.anchors,
            telling=topic.telling,
        )
        exclude_paths = (path,) if path else ()
        # A note with no topic (empty, or only dates and numbers) has nothing related.
        results = (
            self._pipeline().run(
                searcher,
                parsed,
                concepts,
                limit,
                self.settings.recency_days,
                now,
                (),
                exclude_paths=exclude_paths,
                weighted=True,
            )[0]
            if concepts and answerable(parsed, concepts, Retrievers(searcher, self.schema, self.weights))
            else []
        )
        return {
            "query": path or "",
            "took_ms": round((time.perf_counter() - started) * 1000, 3),
            "intent": "related",
            "results": results,
        }

    def _pipeline(self) -> Pipeline:
        return Pipeline(self.store, self.weights, self.reranker)

    def bm25(self, text: str, limit: int = 10) -> list[tuple[float, StoredEntry]]:
        """Plain BM25 over the query's tokens: the engine's floor, with no intent, fusion or
        snippets. Benchmarks measure it beside the full pipeline."""
        searcher = self.store.searcher()
        retrievers = Retrievers(searcher, self.schema, self.weights)
        terms = list(dict.fromkeys(tokens.tokenize(text)))
        should = [q for q in (retrievers.term_query(Concept(t, [t], [], 1.0), False) for t in terms) if q]
        if not should:
            return []
        query = tantivy.Query.boolean_query([(tantivy.Occur.Should, q) for q in should])
        return [
            (score, retrievers.stored(address))
            for score, address in searcher.search(query, limit=limit, count=False).hits
        ]


def _task_listing(parsed: querymod.ParsedQuery, expander: Expander) -> list[Concept]:
    """List the tasks in the state asked for, ranked by the words that asked for them (the items
    under a "## 待辦" heading first)."""
    parsed.listing = True
    return expander.concepts([QueryWord(t) for t in parsed.task_words])


# An answer's coverage of the question, summed from its words' weights, says all of it from here.
WHOLE_QUESTION = 0.999


def _covered(results: list[Result]) -> float:
    """How much of the question the best of the answers says (1.0: all of it)."""
    return max((r["signals"].get("overlap", 0.0) for r in results if "rank_context" not in r["signals"]), default=0.0)


def _iso(day: dt.date | None) -> str | None:
    return day.isoformat() if day else None


def _check_limit(limit: object) -> int:
    if isinstance(limit, bool) or not isinstance(limit, int):
        raise SearchError("limit must be an integer")
    if not 1 <= limit <= MAX_LIMIT:
        raise SearchError(f"limit must be between 1 and {MAX_LIMIT}")
    return limit

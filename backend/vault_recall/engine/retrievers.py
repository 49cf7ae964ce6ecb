"""The retrievers: each asks the index for entries its own way and hands back a ranked list
of hits (score, document address). The search service pools them and fusion ranks the pool.

- ``entry_hits``: BM25 over the entries (title, heading, tag fields boosted);
- ``note_ranking`` + ``entries_of_notes``: BM25 over whole notes (title × 3, headings × 1.5,
  body), then the best entries of the best notes, so a question about a subject reaches that
  subject's note even when no single line of it says all the words;
- ``newest_topic_matches``: the newest entries that have every topic word, whatever their BM25
  (``oldest_topic_matches``: the oldest whose author dated them, for "when did I first…");
- ``note_opening``: the opening of a note the query names, or the first tasks or decisions of
  a note about the topic;
- ``type_hits``: entries of one type (decisions) among the matches.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import tantivy

from .documents import NO_DATE, TEXT_FIELDS, WRITTEN, StoredEntry, day_number, read_record, stored_entry
from .expand import Concept
from .fusion import Weights
from .notes import date_from_path
from .ties import CANDIDATES, Clauses, Hits, ranked, top, top_until

NOTES = 5
# The notes a question for tasks in a state reads when none of the first NOTES has such a task.
TASK_NOTES_READ = 20
# Under this many entries expected to hold two words by chance, an entry holding both is no
# accident (Retrievers.together).
CHANCE_MEETINGS = 0.02
# Whole notes read to keep the first NOTES that are not daily notes.
WHOLE_NOTES_READ = 20
NOTE_ENTRIES = 5  # the best entries a note the entry BM25 left out brings
RESCORED_ENTRIES = 400  # the best entries of the notes whose pooled entries the words never scored
NEWEST_CANDIDATES = 50
HALL_CANDIDATES = 50
NAMED_NOTES_READ = 5  # notes bearing one of a note's names: its translations among them
NAMED_NOTE_ENTRIES = 12  # the opening of a named note, in reading order
SPAN_ENTRIES = 3  # the entries of a span of lines the semantic retriever found (an entry's: one)
NOTE_READ_ENTRIES = 400  # entries of one note read to find the spans' lines
NEAR_LINES = 40  # how far from an answer its section's other entries are looked for


def meet_by_chance(first_count: int, second_count: int, total: int) -> bool:
    """Whether two words held by these many of ``total`` entries would meet in some entry if
    words fell at random: the entries expected to hold both are ``CHANCE_MEETINGS`` or more."""
    return first_count * second_count / max(total, 1) >= CHANCE_MEETINGS


@dataclass(frozen=True, slots=True)
class RankedNote:
    """A note of the note ranking: its path, the words of its title and aliases, whether it is
    written in Chinese, and its BM25 score there."""

    path: str
    names: tuple[tuple[str, ...], ...] = ()
    chinese: bool = False
    score: float = 0.0


def _period_days(after: dt.date | None, before: dt.date | None) -> tuple[int, int]:
    return (day_number(after) if after else 0, day_number(before) if before else 10**7)


class Retrievers:
    def __init__(self, searcher: tantivy.Searcher, schema: tantivy.Schema, weights: Weights) -> None:
        self.searcher = searcher
        self.schema = schema
        self.weights = weights

    # Query pieces ------------------------------------------------------------------------------

    def term_query(
        self,
        concept: Concept,
        weighted: bool,
        field_boost: dict[str, float] | None = None,
        field_names: dict[str, str] | None = None,
    ) -> tantivy.Query | None:
        """One concept as a query: the best of its terms in each field (a dis-max, so three
        pieces standing for one word count once)."""
        w = self.weights
        boost = field_boost or {
            "body": w.body_boost,
            "title": w.title_boost,
            "heading": w.heading_boost,
            "tags": w.tags_boost,
        }
        clauses = []
        for terms, factor in self._term_factors(concept):
            for term in terms:
                for fname in concept.fields.get(term, TEXT_FIELDS):
                    target = field_names[fname] if field_names else fname
                    if target not in boost:
                        continue
                    clauses.append(
                        tantivy.Query.boost_query(
                            tantivy.Query.term_query(self.schema, target, term, index_option="freq"),
                            boost[target] * factor,
                        )
                    )
        if concept.split:
            # Every piece of the word where a note's text cut it apart, scored as the mean of
            # the pieces at a back-off's weight: the word itself says it more surely.
            factor = w.backoff_boost / len(concept.split)
            for fname in ("body", "title", "heading"):
                if fname in boost and not field_names:
                    pieces = [
                        (tantivy.Occur.Must, tantivy.Query.term_query(self.schema, fname, p, index_option="freq"))
                        for p in concept.split
                    ]
                    clauses.append(
                        tantivy.Query.boost_query(tantivy.Query.boolean_query(pieces), boost[fname] * factor)
                    )
        if not clauses:
            return None
        query = tantivy.Query.disjunction_max_query(clauses, tie_breaker=0.3)
        if concept.optional:
            query = tantivy.Query.boost_query(query, w.question_word_boost)
        return tantivy.Query.boost_query(query, concept.weight) if weighted else query

    def unscored(self, query: tantivy.Query) -> tantivy.Query:
        """A filter: a Must clause adds its own score to every hit (a date range 1.0, a hall
        term its BM25), which would shift the BM25 signal by whichever filters a query has."""
        return tantivy.Query.const_score_query(query, 0.0)

    def dated(self, first_day: int, last_day: int) -> tuple[tantivy.Occur, tantivy.Query]:
        return tantivy.Occur.Must, self.unscored(self._days(first_day, last_day))

    def in_period(self, after: dt.date | None, before: dt.date | None) -> tuple[tantivy.Occur, tantivy.Query]:
        """The filter of entries dated in a period whose ends may be open."""
        return self.dated(*_period_days(after, before))

    def any_dated(self, after: dt.date | None, before: dt.date | None) -> bool:
        """Whether some entry of the vault is dated in the period (either end may be open)."""
        query = self._days(*_period_days(after, before))
        return bool(self.searcher.search(query, limit=1, count=False).hits)

    def together(self, concepts: list[Concept]) -> bool:
        """Whether some entry has two of these words that would rarely meet by chance: each
        word's entries × the other's ÷ all entries, the number of entries expected to hold both
        if words fell at random, is under ``CHANCE_MEETINGS``. Two words the vault has in a
        dozen entries each ("next", "lesson") meet somewhere by chance; two it has in one or
        two (右手, 揉麵) meet only where the vault speaks of what the question does."""
        total = max(self.searcher.num_docs, 1)
        rare = []
        for concept in concepts:
            terms = concept.exact + concept.backoff + concept.prefixed
            found = max((self.searcher.doc_freq(f, t) for t in terms for f in TEXT_FIELDS), default=0)
            query = self.term_query(concept, False)
            if found and query is not None:
                rare.append((found, query))
        for i, (first_count, first) in enumerate(rare):
            for second_count, second in rare[i + 1 :]:
                if meet_by_chance(first_count, second_count, total):
                    continue
                both = tantivy.Query.boolean_query([(tantivy.Occur.Must, first), (tantivy.Occur.Must, second)])
                if self.searcher.search(both, limit=1, count=False).hits:
                    return True
        return False

    def _days(self, first_day: int, last_day: int) -> tantivy.Query:
        return tantivy.Query.range_query(self.schema, "date", tantivy.FieldType.Integer, first_day, last_day)

    def until_filter(self, until: dt.date | None) -> Clauses:
        return [self.dated(NO_DATE, day_number(until))] if until else []

    # Retrievers --------------------------------------------------------------------------------

    def entry_hits(
        self, content: tantivy.Query, undated_filters: Clauses, filters: Clauses, until: dt.date | None
    ) -> Hits:
        """The BM25 top candidates, none dated after ``until``."""
        return top_until(self.searcher, [content], undated_filters, filters, until, CANDIDATES)

    def note_ranking(self, concepts: list[Concept], limit: int = NOTES) -> list[RankedNote]:
        """Notes by BM25 over their title (× 3), headings (× 1.5) and body, best first: a
        question about a subject finds the subject's note though no single line of it has all
        the words."""
        w = self.weights
        boosts = (
            ("note_title", w.note_title_boost),
            ("note_heading", w.note_heading_boost),
            ("note_body", w.note_body_boost),
        )
        query = self._notes_query(concepts, boosts, self._term_factors)
        if query is None:
            return []
        return [self._ranked_note(address, score) for score, address in ranked(self.searcher, query, limit)]

    def _ranked_note(self, address: tantivy.DocAddress, score: float) -> RankedNote:
        stored = self.stored(address)
        names = tuple(tuple(n) for n in stored.get("names", ()))
        return RankedNote(stored["path"], names, bool(stored.get("chinese")), score)

    def whole_note_ranking(self, concepts: list[Concept]) -> list[str]:
        """Over the whole-note index (``self`` searching it): notes by plain BM25 over all
        their words, in the question's own language, best first, daily notes left out (a day
        is not a subject). Question words count at ``question_word_boost``."""
        backoff = self.weights.backoff_boost
        query = self._notes_query(
            concepts,
            (("words", 1.0),),
            lambda c: ((c.exact, 1.0), (c.backoff, backoff), ([p for p in c.pieces if len(p) > 1], backoff)),
        )
        if query is None:
            return []
        paths = [self.path_of(address) for _, address in ranked(self.searcher, query, WHOLE_NOTES_READ)]
        return [path for path in paths if date_from_path(path) is None][:NOTES]

    def _notes_query(
        self,
        concepts: list[Concept],
        boosts: tuple[tuple[str, float], ...],
        factors: Callable[[Concept], tuple[tuple[list[str], float], ...]],
    ) -> tantivy.Query | None:
        """A note ranking's query: each word the best of its terms (``factors``) in the fields
        (``boosts``), question words at ``question_word_boost``, the words summed."""
        should = []
        for concept in concepts:
            clauses = [
                tantivy.Query.boost_query(
                    tantivy.Query.term_query(self.schema, field, term, index_option="freq"), boost * factor
                )
                for terms, factor in factors(concept)
                for term in terms
                for field, boost in boosts
            ]
            if clauses:
                one = tantivy.Query.disjunction_max_query(clauses, tie_breaker=0.3)
                if concept.optional:
                    one = tantivy.Query.boost_query(one, self.weights.question_word_boost)
                should.append((tantivy.Occur.Should, one))
        return tantivy.Query.boolean_query(should) if should else None

    def _term_factors(self, concept: Concept) -> tuple[tuple[list[str], float], ...]:
        w = self.weights
        return (
            (concept.exact, 1.0),
            ([] if concept.apart else concept.backoff, w.backoff_boost),
            (concept.prefixed, w.prefix_boost),
            (concept.translated, w.translation_boost),
        )

    def notes_named(self, names: Sequence[Sequence[str]]) -> list[RankedNote]:
        """The first few notes whose title or aliases hold every word of one of ``names``."""
        named = [
            tantivy.Query.boolean_query(
                [(tantivy.Occur.Must, tantivy.Query.term_query(self.schema, "note_title", t)) for t in name]
            )
            for name in names
            if name
        ]
        if not named:
            return []
        # Only note documents have a note_title.
        query = tantivy.Query.boolean_query([(tantivy.Occur.Should, q) for q in named])
        return [self._ranked_note(address, score) for score, address in ranked(self.searcher, query, NAMED_NOTES_READ)]

    def entries_of_notes(self, paths: list[str], content: tantivy.Query, filters: Clauses, limit: int = 0) -> Hits:
        """The entries of these notes that match the words, best first."""
        if not paths:
            return []
        in_notes = tantivy.Query.boolean_query(
            [(tantivy.Occur.Should, tantivy.Query.term_query(self.schema, "path", p)) for p in paths]
        )
        query = tantivy.Query.boolean_query(
            [(tantivy.Occur.Must, content), (tantivy.Occur.Must, self.unscored(in_notes)), *filters]
        )
        return top(self.searcher, query, limit or NOTE_ENTRIES * len(paths))

    def newest_topic_matches(
        self, required: list[tantivy.Query], undated_filters: Clauses, filters: Clauses, until: dt.date | None
    ) -> Hits:
        """The newest entries that have every topic word, whatever their BM25, none dated after
        ``until``."""
        if not required:
            return []
        hits = top_until(
            self.searcher, required, undated_filters, filters, until, NEWEST_CANDIDATES, order_by_field="date"
        )
        return [(0.0, address) for _, address in hits]

    def oldest_topic_matches(
        self, required: list[tantivy.Query], undated_filters: Clauses, filters: Clauses, until: dt.date | None
    ) -> Hits:
        """The oldest entries that have every topic word and a date their author wrote (their
        own, their heading's, their daily note's), none dated after ``until``: the undated sort
        first, and a project's front-matter date says when the note began, not when a line of
        it was written."""
        if not required:
            return []
        hits = top_until(
            self.searcher,
            [*required, self.written_filter()],
            undated_filters,
            filters,
            until,
            NEWEST_CANDIDATES,
            order_by_field="date",
            order=tantivy.Order.Asc,
        )
        return [(0.0, address) for _, address in hits]

    def stored(self, address: tantivy.DocAddress) -> StoredEntry:
        """The record an entry document stores (a note's is its first entry's)."""
        return stored_entry(self.searcher, address)

    def path_of(self, address: tantivy.DocAddress) -> str:
        """The note a document is of: all that a whole note's document stores (wholenotes.py)."""
        return str(read_record(self.searcher, address)["path"])

    def in_chinese(self, hits: Hits) -> bool | None:
        """Whether the note of these entries is written in Chinese (None: no entries)."""
        if not hits:
            return None
        return bool(self.stored(hits[0][1]).get("chinese"))

    def span_entries(self, spans: list[tuple[str, int, int]], filters: Clauses) -> list[Hits]:
        """The entries of each span (path, first line, last line), in reading order, up to
        SPAN_ENTRIES a span: one search per note."""
        by_note: dict[str, list[tuple[int, int]]] = {}
        for path, first, last in spans:
            by_note.setdefault(path, []).append((first, last))
        found: dict[tuple[str, int, int], Hits] = {}
        for path, ranges in by_note.items():
            hits = self._note_in_order(path, filters, NOTE_READ_ENTRIES)
            lines = self.searcher.fast_field_values("line", [address for _, address in hits])
            for first, last in ranges:
                inside = [
                    (0.0, address)
                    for (_, address), line in zip(hits, lines, strict=True)
                    if line is not None and first <= line <= last
                ]
                found[(path, first, last)] = inside[:SPAN_ENTRIES]
        return [found[span] for span in spans]

    def entries_near(self, path: str, line: int, filters: Clauses) -> list[StoredEntry]:
        """The stored entries of a note within ``NEAR_LINES`` of a line (that line's own left
        out), in reading order."""
        hits = self._note_in_order(path, filters, NOTE_READ_ENTRIES)
        lines = self.searcher.fast_field_values("line", [address for _, address in hits])
        return [
            self.stored(address)
            for (_, address), at in zip(hits, lines, strict=True)
            if at is not None and at != line and abs(at - line) <= NEAR_LINES
        ]

    def note_opening(self, path: str, filters: Clauses) -> Hits:
        """A note's first entries that pass ``filters``, in reading order: the opening of a note
        the query names, or, when the filters ask for tasks or decisions, its first of them."""
        return self._note_in_order(path, filters, NAMED_NOTE_ENTRIES)

    def newest_of_note(self, path: str, filters: Clauses) -> Hits:
        """A note's newest dated entries that pass ``filters``: a note the question names is
        about its topic as a whole, so "when did I last…" may be answered by its newest line
        though the line does not repeat the name (a log under dated headings)."""
        return self._note_entries(path, filters, NAMED_NOTE_ENTRIES, "date", tantivy.Order.Desc)

    def oldest_of_note(self, path: str, filters: Clauses) -> Hits:
        """A note's oldest entries with a date their author wrote: "when did I first…" asked of
        a note the question names (a log under dated headings)."""
        written = [*filters, (tantivy.Occur.Must, self.written_filter())]
        return self._note_entries(path, written, NAMED_NOTE_ENTRIES, "date", tantivy.Order.Asc)

    def note_first_entry(self, path: str, filters: Clauses) -> Hits:
        """A note's first entry that passes ``filters``: what stands for the whole note."""
        return self._note_in_order(path, filters, 1)

    def links_to(self, name: str) -> bool:
        """Whether ``name`` (normalized) is a note of the vault or the target of one of its links:
        a note's first entry carries its title among its links."""
        return bool(self.searcher.doc_freq("links", name))

    def written_filter(self) -> tantivy.Query:
        """The entries whose date their author wrote (documents.WRITTEN)."""
        return self.unscored(tantivy.Query.term_query(self.schema, "kind", WRITTEN))

    def hall_filter(self, hall: str) -> tantivy.Query:
        return self.unscored(tantivy.Query.term_query(self.schema, "hall", hall))

    def _note_in_order(self, path: str, filters: Clauses, limit: int) -> Hits:
        """A note's first ``limit`` entries in reading order."""
        return self._note_entries(path, filters, limit, "line", tantivy.Order.Asc)

    def _note_entries(self, path: str, filters: Clauses, limit: int, field: str, order: tantivy.Order) -> Hits:
        """A note's first ``limit`` entries that pass ``filters``, ordered by ``field``."""
        query = tantivy.Query.boolean_query(
            [
                (tantivy.Occur.Must, tantivy.Query.term_query(self.schema, "path", path)),
                (tantivy.Occur.Must, tantivy.Query.term_query(self.schema, "kind", "entry")),
                *filters,
            ]
        )
        hits = self.searcher.search(query, limit=limit, count=False, order_by_field=field, order=order).hits
        return [(0.0, address) for _, address in hits]

    def type_hits(
        self, content: tantivy.Query, hall: str, undated_filters: Clauses, filters: Clauses, until: dt.date | None
    ) -> Hits:
        """ "What did I decide about X": decisions about X may sit below the BM25 cut."""
        return top_until(
            self.searcher, [content, self.hall_filter(hall)], undated_filters, filters, until, HALL_CANDIDATES
        )

    def newest_in_slice(self, filters: Clauses) -> Hits:
        """Everything in a slice (a period, a type, a folder, tasks), newest first."""
        everything = tantivy.Query.term_query(self.schema, "kind", "entry")
        query = tantivy.Query.boolean_query([(tantivy.Occur.Must, everything), *filters])
        return [(0.0, a) for _, a in top(self.searcher, query, CANDIDATES, order_by_field="date")]

"""Entries that join the pool beyond what the words' retrieval found: the openings of the notes
a question names, the tasks or decisions of the notes on its topic, the entries the vectors
found, and, once the answers are ranked, the rest of their sections on a page they do not fill.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from . import query as querymod
from . import rank
from .candidates import Candidate, CandidatePool
from .documents import StoredEntry
from .expand import Concept
from .ranking import TOPIC_NOTES, SemanticOrder, passes_operators
from .retrievers import RankedNote, Retrievers
from .semantic import SemanticResult
from .ties import Clauses

if TYPE_CHECKING:
    # numpy comes with the semantic extra: the words alone never import it.
    from .nearest import Hit, NoteHit

NAMED_NOTES = 2


def section_context(
    retrievers: Retrievers,
    answers: list[Candidate],
    parsed: querymod.ParsedQuery,
    filters: Clauses,
    exclude: tuple[str, ...],
    room: int,
) -> list[Candidate]:
    """A page the answers do not fill shows the rest of their sections, best answer first, in
    reading order: the line that answers a question often does not repeat its words ("长照险
    最后买了没有" is answered by "想了两个月，还是不买了" under the heading 长照险要不要买).
    The question's filters hold for them: asked for open tasks, the rest of a list's open
    tasks."""
    shown = {c.key for c in answers}
    context: list[Candidate] = []
    for place, answer in enumerate(answers, 1):
        stored = answer.stored
        if not _a_section(stored):
            continue
        for stored_near in retrievers.entries_near(stored["path"], stored["line_start"], filters):
            cand = Candidate(stored_near)
            if (
                cand.key in shown
                or stored_near["heading"] != stored["heading"]
                or not passes_operators(stored_near, parsed, exclude)
            ):
                continue
            shown.add(cand.key)
            cand.signals = {"rank_context": float(place)}
            context.append(cand)
            if len(context) == room:
                return context
    return context


def add_from_topic_notes(retrievers: Retrievers, notes: list[str], filters: Clauses, pool: CandidatePool) -> None:
    """The entries that pass ``filters`` (tasks in a state, decisions) of the best notes for
    the words that have such entries: the best notes may have none."""
    with_entries = 0
    for path in notes:
        found = retrievers.note_opening(path, filters)
        pool.add(found)
        with_entries += bool(found)
        if with_entries == TOPIC_NOTES:
            return


def add_named_notes(
    retrievers: Retrievers,
    concepts: list[Concept],
    filters: Clauses,
    pool: CandidatePool,
    ranked_notes: list[RankedNote],
    intent: str | None = None,
) -> None:
    """A note whose title the query names, or says part of, is on topic as a whole, though
    its entries need not repeat the title's words (a recipe's steps under the title 紅燒肉).
    The note is known by its opening the words found, or by its place in the note ranking:
    "open tasks for the Christmas concert" asks for the tasks of the note of that name,
    none of which repeats it, and the opening, not a task, is not among the answers."""
    words = {t for c in concepts for t in (*_naming_terms(c), c.word, *c.pieces)}
    required = [{*_naming_terms(c), c.word, *c.pieces} for c in concepts if c.all_terms and not c.optional]

    def named(names: Sequence[Sequence[str]]) -> bool:
        return any(rank.name_match(name, words) or rank.names_part(name, required) for name in names)

    found = sorted(
        (-c.bm25, c.stored["path"])
        for c in pool.candidates.values()
        if c.stored.get("first") and named(c.stored.get("names", ()))
    )
    # Best matched first, then by path: not in the order the index happened to store them.
    paths = [path for _, path in found]
    paths += [n.path for n in ranked_notes if n.path not in paths and named(n.names)]
    for path in paths[:NAMED_NOTES]:
        pool.add(retrievers.note_opening(path, filters))
        if intent == "last":
            pool.add(retrievers.newest_of_note(path, filters))
        elif intent == "first":
            pool.add(retrievers.oldest_of_note(path, filters))


def _naming_terms(concept: Concept) -> list[str]:
    """The terms by which a word names a note: its translations only when the vault has no
    word of its own language for it. 固定 (pin) of a Chinese question is in the Chinese
    pages; its translation "set" would name the page Settings."""
    return concept.all_terms if not concept.native or concept.phrased else concept.native_terms


def add_semantic(
    retrievers: Retrievers, meaning: SemanticResult, filters: Clauses, pool: CandidatePool, note_margin: float
) -> SemanticOrder:
    """The entries the vectors found into the pool: the best entry of each nearest note (those
    near the nearest, see ``near_the_nearest``) and the nearest entries; their two orders are
    the semantic rankings."""
    note_spans = [_span(n.passage) for n in meaning.notes]
    hit_spans = [_span(h) for h in meaning.hits]
    spans = list(dict.fromkeys(note_spans + hit_spans))
    entries_of = dict(zip(spans, retrievers.span_entries(spans, filters), strict=True))
    languages = [retrievers.in_chinese(entries_of[span]) for span in note_spans]
    notes = near_the_nearest(meaning.notes, languages, note_margin)
    wanted = {_span(n.passage) for n in notes} | set(hit_spans)
    keys_of: dict[tuple[str, int, int], list[tuple[str, int]]] = {}
    for span in spans:
        if span in wanted:
            pool.add(entries_of[span])
            keys_of[span] = pool.keys_of(entries_of[span])
    entries = list(dict.fromkeys(key for span in hit_spans for key in keys_of[span]))
    found = frozenset(key for keys in keys_of.values() for key in keys)
    return SemanticOrder(entries, [n.path for n in notes], found)


def near_the_nearest(notes: Sequence[NoteHit], in_chinese: Sequence[bool | None], margin: float) -> list[NoteHit]:
    """The notes within ``margin`` of the similarity of the nearest note in their language. RRF
    gives the tenth place nearly the first's vote, and past a small margin the vectors' order
    is noise; a small multilingual model puts notes in the question's language nearer than the
    other language's, so each language's nearest sets its own bar."""
    nearest: dict[bool | None, float] = {}
    for note, chinese in zip(notes, in_chinese, strict=True):
        nearest.setdefault(chinese, note.similarity)
    return [n for n, chinese in zip(notes, in_chinese, strict=True) if n.similarity >= nearest[chinese] - margin]


def _span(hit: Hit) -> tuple[str, int, int]:
    return (hit.path, hit.line_start, hit.line_end)


def _a_section(stored: StoredEntry) -> bool:
    """Whether an entry sits in a section on one subject. A day's list is none, under no
    heading, a date (## 2026-11-25) or the daily note's own title: its lines are about other
    things. A note's title heading over a note on one subject (a book's reading notes) is one."""
    if not stored["heading"]:
        return False
    words = stored.get("section", [])
    if words and all(word.isdigit() for word in words):
        return False
    return not (stored["heading"] == stored["title"] and stored.get("date_source") in ("daily", "heading"))

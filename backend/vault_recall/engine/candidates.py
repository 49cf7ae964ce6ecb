"""The candidates a query gathers: the query words with the index terms that stand for them,
the entries retrieved for them (each stored document read once), and how much of the query
each entry covers, from its own words, its section and its note's names.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Sequence

import tantivy

from . import rank
from .documents import StoredEntry, day_number, stored_entry
from .expand import Concept
from .fusion import Weights
from .notes import WRITTEN_DATES
from .ties import Hits

NAME_SHARE = 0.999  # every query word is in the name


class Candidate:
    """One retrieved entry: its stored record and the ranking's values for it."""

    __slots__ = (
        "stored",
        "bm25",
        "coverage",
        "structure",
        "names_note",
        "signals",
        "fused",
        "key",
        "date",
        "day",
        "written",
    )

    def __init__(self, stored: StoredEntry, bm25: float = 0.0) -> None:
        self.stored = stored
        self.bm25 = bm25
        self.coverage = 0.0
        self.structure = 1.0
        self.names_note = False  # the query is this note's title or alias
        self.signals: dict[str, float] = {}
        self.fused = 0.0
        self.key: tuple[str, int] = (stored["path"], stored["line_start"])
        # The date ranking may trust: the entry's own or its note's, never a bare mtime.
        value = stored.get("date")
        self.date: dt.date | None = dt.date.fromisoformat(value) if value and stored.get("dated", True) else None
        self.day = day_number(self.date)
        # The date the entry was written, for "newest first": its own, its heading's or its
        # daily note's; a front-matter date says when the note began, not when this was written.
        self.written = self.date if stored.get("date_source", "entry") in WRITTEN_DATES else None


class CandidatePool:
    """Candidates gathered from several retrievals, each stored document read once."""

    def __init__(self, searcher: tantivy.Searcher) -> None:
        self.searcher = searcher
        self.candidates: dict[tuple[str, int], Candidate] = {}
        # Each document read: its address (segment, doc) → its candidate's key.
        self._keys: dict[tuple[int, int], tuple[str, int]] = {}

    def keys_of(self, hits: list[tuple[float, tantivy.DocAddress]]) -> list[tuple[str, int]]:
        """The candidate keys of hits already added."""
        return [
            self._keys[(address.segment_ord, address.doc)]
            for _, address in hits
            if (address.segment_ord, address.doc) in self._keys
        ]

    def add(self, hits: Hits) -> None:
        """Read each new hit's stored record. An entry's word score is the best any retrieval
        gave it, whichever came first: the vectors' and a note's opening bring entries with
        none, and the words may match them later."""
        candidates, keys, searcher = self.candidates, self._keys, self.searcher
        for score, address in hits:
            where = (address.segment_ord, address.doc)
            key = keys.get(where)
            if key is not None:
                known = candidates[key]
                known.bm25 = max(known.bm25, score)
                continue
            cand = Candidate(stored_entry(searcher, address), bm25=score)
            candidates.setdefault(cand.key, cand)
            keys[where] = cand.key

    def rescore(self, hits: Hits) -> None:
        """The word scores of entries already in the pool; hits not in it are left out."""
        for score, address in hits:
            key = self._keys.get((address.segment_ord, address.doc))
            if key is not None:
                known = self.candidates[key]
                known.bm25 = max(known.bm25, score)


def tiebreak(c: Candidate) -> tuple[int, str, int]:
    """Deterministic order among equals: newer first, then path, then line."""
    return (-c.day, c.stored["path"], c.stored["line_start"])


def cover(
    candidates: list[Candidate],
    concepts: list[Concept],
    weights: Weights,
    asking: Sequence[Concept] = (),
    pages: float = 1.0,
) -> None:
    """Each candidate's keyword coverage of ``concepts`` (the words an answer is expected to
    have), and whether it sits under a title or heading the query names. The question words of
    ``asking`` count in no coverage, but they are words of the question when it types a name:
    "脚注视图" is the title 脚注视图 though jieba reads its 脚 and 图 as lone characters, and
    "note" in "note composer" is a word questions ask with. The opening of a note whose whole
    name the question says beside other words stands above the note's other lines as much as
    the vault is reference pages (``pages``): there it is the page's answer, in a journal the
    line that says the rest is ("黑糖的心絲蟲藥是哪個牌子" of the note 黑糖)."""
    beside = weights.title_boost_rest + (weights.title_first_boost - weights.title_boost_rest) * pages
    total_weight = sum(c.weight for c in concepts)
    # Each word with its terms, the pieces a note may write it apart in, and the forms it may
    # take in a name: its terms, itself and its pieces.
    words = [(c, frozenset(c.single_terms), c.split, (c.word, *c.pieces)) for c in concepts]
    word_forms = [terms.union(forms) for _, terms, _, forms in words]
    asked_forms = frozenset(t for c in asking for t in (*c.all_terms, c.word, *c.pieces))
    # The query's few terms intersected with each entry's many: the cost of the smaller side.
    query_terms = set().union(*(terms for _, terms, _, _ in words), *(c.split for c in concepts))
    # A name or heading sharing none of these cannot be named by the question.
    any_form = set().union(*word_forms)
    context_share = weights.context_share
    for cand in candidates:
        stored = cand.stored
        section = stored.get("section", ())
        context = stored["context"]
        # The entry's words and its own section's heading: what it is about. A word it says only
        # inside a wikilink ("見 [[Terraform 模組化]]") is the linked note's subject, not its own.
        own = query_terms.intersection(stored["terms"])
        linked = stored.get("linked")
        if linked:
            own.difference_update(linked)
        if section:
            own.update(query_terms.intersection(section))
        have = own.union(query_terms.intersection(context))
        hits: list[tuple[Concept, Collection[str]]] = []
        matched = set(have)
        for c, terms, split, forms in words:
            if not terms.isdisjoint(have):
                hits.append((c, terms & have))
            elif split and have.issuperset(split):
                hits.append((c, frozenset(split)))
            else:
                continue
            matched.update(forms)
        if asked_forms:
            matched |= asked_forms.intersection(context)
            matched |= asked_forms.intersection(section)
        # The note's names that share a form with the question: most share none.
        names = [name for name in stored.get("names", ()) if not any_form.isdisjoint(name)]
        title_hit = title_part = False
        if names:
            title_hit = any(rank.name_match(name, matched) for name in names)
            # A query that says part of the title ("2026 關西旅行") is about the note too, but
            # does not name it: its entries rise, and the note does not open in reading order.
            title_part = not title_hit and any(rank.names_part(name, word_forms) for name in names)
        # A word only in the note's title or an outer heading counts for less than one the
        # entry or its section says (not every entry of "台北馬拉松備賽" is about the
        # marathon), unless the query names the note or says most of its name, whose entries
        # are then all on topic ("Christmas concert" of the note "Christmas concert 2026").
        whole = title_hit or title_part
        weight = sum([c.weight * (1.0 if whole or not own.isdisjoint(found) else context_share) for c, found in hits])
        cand.coverage = rank.overlap(weight, total_weight) if total_weight else 1.0
        if title_hit and stored.get("first") and total_weight:
            named = [c for c, _ in hits if any(c.word in n or not set(c.all_terms).isdisjoint(n) for n in names)]
            cand.names_note = rank.overlap(sum(c.weight for c in named), total_weight) >= NAME_SHARE
        section_hit = bool(section) and not any_form.isdisjoint(section) and rank.name_match(section, matched)
        # An entry whose title and section the question names neither keeps a boost of 1.
        first = stored.get("first", False)
        said_more = title_hit and first and not cand.names_note
        opening = beside if said_more else weights.title_first_boost
        cand.structure = (
            rank.structure_boost(whole, first, section_hit, weights, opening) if whole or section_hit else 1.0
        )

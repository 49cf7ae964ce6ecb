"""The pool of candidates → one ranked list: which entries are answers at all, the rankings each
retriever's evidence gives them, their fusion, and what the question's intent puts first.

    answers   operators, keyword coverage, the coverage floor (entries found by meaning pass)
    rankings  entry-level: entry relevance · newest (oldest) on the whole topic · semantic entries
              note-level:  note BM25 (daily notes apart) · semantic notes, each note standing in by one entry
    fusion    weighted RRF of them all (fusion.py), the question's language first (languages.py)
    head      what the intent asks for first: a named note, the newest or oldest, decisions

A note-level ranking says which notes are on the subject, not which of their lines: a note
stands in it by its *representative*, the entry of the note that the entry-level evidence
(words and meaning, not dates) ranks best. Every note-level ranking uses the same one, so when
the words and the meaning agree on a note their votes add up on one entry instead of going to
two lines of it while a third note collects both (help-blind, questions that share no word
with their page: 0.68 → 0.80 nDCG@10).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, field

from . import languages, lexicon, rank, tokens
from . import query as querymod
from .candidates import Candidate, cover, tiebreak
from .documents import StoredEntry
from .expand import Concept
from .fusion import Weights, reciprocal_rank_fusion
from .notes import date_from_path
from .retrievers import RankedNote

Key = tuple[str, int]

# Rankings whose evidence is about an entry's own words or meaning: they choose each note's
# representative (dates say when, not what).
ENTRY_EVIDENCE = ("entry", "semantic")
TOPIC_NOTES = 2  # the notes about the topic whose tasks or decisions are asked for


@dataclass(frozen=True, slots=True)
class SemanticOrder:
    """What the vector retriever found, as candidates of the pool: entries by similarity, and
    notes by the similarity of their opening and best entry. ``found`` holds every entry it
    brought (they need not share the question's words)."""

    entries: list[Key] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    found: frozenset[Key] = frozenset()


@dataclass(slots=True)
class Fused:
    """The answers with their signals and fused scores, those with the best coverage
    (``complete``), those of them that are dated, newest first or, for "when did I first…",
    oldest first (``by_date``), and the first
    answers' pages with their translations (``counterparts``)."""

    kept: list[Candidate]
    complete: list[Candidate]
    by_date: list[Candidate]
    counterparts: Sequence[tuple[str, str]] = ()


def fuse(
    candidates: list[Candidate],
    parsed: querymod.ParsedQuery,
    counted: list[Concept],
    notes: list[str],
    days: int,
    now: dt.date,
    exclude: tuple[str, ...],
    weights: Weights,
    semantic: SemanticOrder | None = None,
    missing: bool = False,
    whole_notes: Sequence[str] = (),
    translations: dict[str, str] | None = None,
    asking: Sequence[Concept] = (),
    counterparts: Sequence[tuple[str, str]] = (),
    covered: frozenset[Key] = frozenset(),
    pages: float = 1.0,
) -> Fused:
    """Rank the pool: ``notes`` is the note BM25's order, ``whole_notes`` the whole-note
    ranking's (long questions), ``missing`` whether a word of the question is not in the vault,
    ``translations`` the pages of the other language that a translation stands in for
    (languages.stand_ins), ``counterparts`` the first answers' pages and their translations
    (languages.counterparts), ``covered`` the candidates whose coverage an earlier fusion of
    the same question worked out, ``pages`` how much the vault is reference pages and not a
    journal (Searcher._pages)."""
    w = weights
    meant = semantic.found if semantic is not None else frozenset()
    # Most questions have no operator to check: every candidate passes.
    operators = exclude or parsed.paths or parsed.distinctive or parsed.phrases
    kept = [c for c in candidates if passes_operators(c.stored, parsed, exclude)] if operators else list(candidates)
    cover([c for c in kept if c.key not in covered], counted, w, asking, pages)
    # A translation standing in for its page, or beside it, is an answer as the page is, in
    # other words: its opening passes the floor; its other entries pass on their own words.
    standing = set(translations.values()) if translations else set()
    standing.update(translation for _, translation in counterparts)
    stand_ins = frozenset(c.key for c in kept if c.stored.get("first") and c.stored["path"] in standing)
    kept = above_floor(kept, parsed, meant | stand_ins, w)
    if not kept:
        return Fused([], [], [])
    by_words = {c.key for c in above_floor(kept, parsed, stand_ins, w)} if meant else set()
    amount_unit = lexicon.vocabulary().unit(parsed.amount_unit)
    for cand in kept:
        stored = cand.stored
        cand.signals = {
            "bm25": cand.bm25,
            "overlap": cand.coverage,
            # "When did I first…" asks for the old: being recent is no evidence there.
            "recency": 1.0 if parsed.intent == "first" else rank.recency_decay(cand.date, now, days),
            "hall": w.hall_boost(stored["hall"], 1.0 - pages),
            "confidence": stored["confidence"],
            "structure": cand.structure * rank.kind_weight(stored.get("kind", ""), w),
        }
        if parsed.asks_amount:
            stated = rank.states_amount(stored["text"], amount_unit.stated if amount_unit else None)
            cand.signals["amount"] = w.amount_boost if stated else 1.0
    best = max(c.coverage for c in kept)
    relevance = sorted(kept, key=lambda c: (-relevance_of(c, w), *tiebreak(c)))
    complete = [c for c in kept if c.coverage >= best - 1e-9]
    if parsed.prefer_hall and not parsed.by_date and all(c.stored["hall"] != parsed.prefer_hall for c in complete):
        # "新烤箱最後買了哪一台": no entry saying the whole topic is a decision, and the decision
        # says the oven without the question's other words; the words' best answers that say
        # enough of it are on the topic.
        chosen = {c.key for c in complete}
        complete = complete + [
            c
            for c in relevance[: int(w.type_partial_depth)]
            if c.key not in chosen and c.coverage >= w.type_partial_share * best
        ]
        if notes and all(c.stored["hall"] != parsed.prefer_hall for c in complete):
            # Nor among them: the notes about the topic hold the decision, which says what was
            # chosen (拍板：先不請外籍看護) and not the topic their title says (照顧安排). None of
            # those just added is a decision, so ``chosen`` still tells the ones already in.
            complete = complete + [
                c
                for c in kept
                if c.stored["path"] in notes[:TOPIC_NOTES]
                and c.stored["hall"] == parsed.prefer_hall
                and c.key not in chosen
            ]
    if parsed.by_date and best < 1.0 - 1e-9:
        # No entry says the whole topic: the entries sharing the most of its words may share
        # only "dad" of "Dad's last HbA1c test"; the words' best answers are on the topic.
        complete = relevance[: int(w.last_partial_depth)]
    # "When did I last / first…" is answered by when entries were written, not when their note
    # began; the oldest first for the first time.
    dated = [c for c in complete if (c.written if parsed.by_date else c.date) is not None]
    oldest = parsed.intent == "first"
    by_date = sorted(dated, key=lambda c: (c.day if oldest else -c.day, -c.bm25, *tiebreak(c)[1:]))
    # An entry meaning found is in the words' ranking only if the words alone let it past the
    # floor: a place in it was a vote the words never gave, and at k = 60 the second place's
    # vote is nearly the first's (help-tw-blind with meaning 0.738 → 0.769 nDCG@10 for those
    # sharing no word; DRCD as a vault 0.919 → 0.932 for those sharing too few).
    words_found = [c for c in relevance if c.key not in meant or (c.bm25 > 0 and c.key in by_words)]
    rankings: dict[str, list[Candidate]] = {"entry": words_found, "date": by_date}
    # A daily note is a day, not a subject: that a day mentions the topic in many lines is
    # evidence of another kind than a note about it, and counts in a ranking of its own.
    note_orders: dict[str, list[str]] = {"note": [], "daily_note": []}
    for path in notes:
        note_orders["note" if date_from_path(path) is None else "daily_note"].append(path)
    if whole_notes:
        note_orders["whole_note"] = list(whole_notes)
    if semantic is not None:
        by_key = {c.key: c for c in kept}
        rankings["semantic"] = [by_key[key] for key in semantic.entries if key in by_key]
        note_orders["semantic_note"] = semantic.notes
    share = w.ranking_weights(parsed.intent, 1.0 - pages)
    if best >= 1.0 - 1e-9 and not missing:
        # Some entry says every word of the question: the words found it, and meaning has a
        # small say beside them.
        share["semantic"] = share["semantic_note"] = w.semantic_when_words_match
    evidence = reciprocal_rank_fusion(
        [([c.key for c in rankings[name]], share[name]) for name in ENTRY_EVIDENCE if name in rankings], w.rrf_k
    )
    relevance_rank = {c.key: i for i, c in enumerate(relevance)}
    representative = sorted(kept, key=lambda c: (-evidence.get(c.key, 0.0), relevance_rank[c.key]))
    representative_rank = {c.key: i for i, c in enumerate(representative)}
    for name, order in note_orders.items():
        rankings[name] = best_entry_of_each(kept, order, representative_rank)
    fused = reciprocal_rank_fusion([([c.key for c in r], share[name]) for name, r in rankings.items()], w.rrf_k)
    for name, ranking in rankings.items():
        signal = f"rank_{name}"
        for position, cand in enumerate(ranking, 1):
            cand.signals[signal] = position
    languages.prefer_question_language(kept, fused, parsed, translations or {}, semantic is None, w)
    languages.lift_counterparts(kept, counterparts, w.translation_share)
    return Fused(kept, complete, by_date, counterparts)


def near_the_best_note(ranked: Sequence[RankedNote], share: float) -> list[str]:
    """The note ranking as it votes: the notes whose BM25 is at least ``share`` of the best
    note's. RRF gives the tenth place nearly the first's vote, and a note that shares one
    common word of the question is no evidence that its best line answers it."""
    best = ranked[0].score if ranked else 0.0
    return [n.path for n in ranked if n.score >= share * best]


def best_entry_of_each(kept: list[Candidate], notes: Sequence[str], rank_of: dict[Key, int]) -> list[Candidate]:
    """A ranking of notes as a ranking of entries: each note stands in it by its entry that
    ``rank_of`` puts first, so one long note cannot fill it (three lines of a project note
    lifted above the daily entries that say both words of the question)."""
    wanted = set(notes)
    best: dict[str, Candidate] = {}
    for cand in kept:
        path = cand.stored["path"]
        if path in wanted and (path not in best or rank_of[cand.key] < rank_of[best[path].key]):
            best[path] = cand
    return [best[path] for path in dict.fromkeys(notes) if path in best]


def passes_operators(stored: StoredEntry, parsed: querymod.ParsedQuery, exclude: tuple[str, ...]) -> bool:
    path = stored["path"]
    if exclude and any(path.startswith(e.rstrip("/") + "/") for e in exclude):
        return False
    if parsed.paths and not any(p.casefold() in path.casefold() for p in parsed.paths):
        return False
    if parsed.distinctive:
        shared = parsed.distinctive.intersection(stored["terms"]) | parsed.distinctive.intersection(
            stored.get("section", ())
        )
        if shared.isdisjoint(parsed.anchors) and not any(pair <= shared for pair in parsed.telling):
            return False
    return not parsed.phrases or all(p in tokens.normalize(stored["text"]) for p in parsed.phrases)


def above_floor(
    kept: list[Candidate], parsed: querymod.ParsedQuery, meant: frozenset[Key], weights: Weights
) -> list[Candidate]:
    """The entries that cover enough of the question to be answers; those found by meaning
    need not share its words."""
    if not kept or parsed.lists_tasks:
        return kept
    best = max(c.coverage for c in kept)
    # A note's topics are many words of which an entry shares a few: a low floor.
    share = weights.related_coverage_share if parsed.intent == "related" else weights.min_coverage_share
    # An entry none of whose words, headings, title or tags says the topic is no answer
    # though its note mentions it (the open tasks of a daily note that mentions the topic once).
    return [c for c in kept if (c.coverage > 0 and c.coverage >= best * share) or c.key in meant]


def relevance_of(c: Candidate, w: Weights) -> float:
    """The entry ranking's score: BM25 times the journal script's axes."""
    s = c.signals
    return (
        rank.smoothed_bm25(c.bm25, w.bm25_smoothing)
        * rank.overlap_factor(c.coverage, w.overlap_weight)
        * s["recency"]
        * s["hall"]
        * s["confidence"]
        * s["structure"]
        * s.get("amount", 1.0)
    )


def head(
    kept: list[Candidate], complete: list[Candidate], by_date: list[Candidate], parsed: querymod.ParsedQuery
) -> list[Candidate]:
    """What the query's intent puts first, ahead of the fused order."""
    named = [c for c in kept if c.names_note]
    if named and parsed.intent is None and parsed.prefer_hall is None:
        # The user typed a note's name: open with that note, in reading order. Two notes of
        # the same name (a page and its translation) come in the order the fusion puts them.
        standing: dict[str, float] = {}
        for c in kept:
            path = c.stored["path"]
            standing[path] = max(standing.get(path, 0.0), c.fused)
        notes = sorted({c.stored["path"] for c in named}, key=lambda p: (-standing[p], p))
        place = {path: i for i, path in enumerate(notes)}
        return sorted(
            (c for c in kept if c.stored["path"] in place),
            key=lambda c: (not c.names_note, place[c.stored["path"]], c.stored["line_start"]),
        )
    if parsed.by_date:
        in_time = [c for c in by_date if not parsed.prefer_hall or c.stored["hall"] == parsed.prefer_hall]
        if not parsed.prefer_hall:
            return in_time
        # "Which day was the decision on X written": decisions whose day is unknown (only
        # their note's front matter says when it began) still come before other entries.
        shown = {c.key for c in in_time}
        undated = sorted(
            (c for c in complete if c.stored["hall"] == parsed.prefer_hall and c.key not in shown),
            key=lambda c: (-c.fused, *tiebreak(c)),
        )
        return in_time + undated
    if parsed.prefer_hall:
        return sorted(
            (c for c in complete if c.stored["hall"] == parsed.prefer_hall), key=lambda c: (-c.fused, *tiebreak(c))
        )
    return []


def in_order(fused: Fused, parsed: querymod.ParsedQuery) -> list[Candidate]:
    """The intent's head, then the rest by fused score."""
    first = head(fused.kept, fused.complete, fused.by_date, parsed)
    chosen = {c.key for c in first}
    order = first + sorted((c for c in fused.kept if c.key not in chosen), key=lambda c: (-c.fused, *tiebreak(c)))
    return translation_after_opening(order, fused.counterparts)


def translation_after_opening(order: list[Candidate], counterparts: Sequence[tuple[str, str]]) -> list[Candidate]:
    """A page the question names opens in reading order, and a reader of both languages wants
    the same page in the other language next, not after every line of the first: its
    translation's best entry follows the page's opening (help-dev 0.808 → 0.824 nDCG@10 with
    words, 0.850 → 0.866 with meaning; no hand-written vault moved)."""
    if not order or not order[0].names_note:
        return order
    page = order[0].stored["path"]
    translation = next((t for p, t in counterparts if p == page), None)
    at = next((i for i, c in enumerate(order) if c.stored["path"] == translation), None)
    if at is None or at <= 1:
        return order
    return [order[0], order[at], *order[1:at], *order[at + 1 :]]

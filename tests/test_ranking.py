"""The pool → one ranked list: answers, rankings, each note's representative, fusion, the head."""

from __future__ import annotations

import datetime as dt

import pytest

from vault_recall.engine import query as querymod
from vault_recall.engine.candidates import Candidate
from vault_recall.engine.expand import Concept
from vault_recall.engine.fusion import Weights
from vault_recall.engine.ranking import (
    SemanticOrder,
    best_entry_of_each,
    fuse,
    in_order,
    near_the_best_note,
)
from vault_recall.engine.retrievers import RankedNote

NOW = dt.date(2026, 11, 30)
SYNC = Concept("sync", ["sync"], [], 1.0)


def entry(path: str, line: int, terms: list[str], bm25: float, date: str | None = None) -> Candidate:
    return Candidate(
        {
            "path": path,
            "line_start": line,
            "line_end": line,
            "terms": terms,
            "context": [],
            "section": [],
            "names": [],
            "first": line == 1,
            "date": date,
            "dated": date is not None,
            "date_source": "daily" if date else "entry",
            "hall": "events",
            "confidence": 1.0,
            "kind": "item",
            "text": " ".join(terms),
        },
        bm25=bm25,
    )


def keys(cands: list[Candidate]) -> list[tuple[str, int]]:
    return [c.key for c in cands]


def test_a_notes_rankings_vote_for_one_entry_of_it_the_one_words_and_meaning_rank_best():
    # The words rank X.md:1 first and X.md:5 last; meaning puts X.md:5 and X first.
    lexical_top = entry("X.md", 1, ["sync"], 5.0)
    meant = entry("X.md", 5, ["sync"], 0.5)
    other = entry("Y.md", 1, ["sync"], 4.0)
    pool = [lexical_top, meant, other]
    semantic = SemanticOrder([("X.md", 5), ("Y.md", 1)], ["X.md", "Y.md"], frozenset({("X.md", 5), ("Y.md", 1)}))
    parsed = querymod.ParsedQuery(raw="sync plan")
    fused = fuse(pool, parsed, [SYNC], ["Y.md", "X.md"], 30, NOW, (), Weights(), semantic, missing=True)
    # X.md stands in both note rankings by X.md:5 (words + meaning), not by X.md:1 (words alone).
    assert (meant.signals["rank_note"], meant.signals["rank_semantic_note"]) == (2, 1)
    assert "rank_note" not in lexical_top.signals and "rank_semantic_note" not in lexical_top.signals
    assert keys(in_order(fused, parsed)) == [("X.md", 5), ("Y.md", 1), ("X.md", 1)]


def test_without_meaning_a_note_stands_in_by_its_best_entry_by_the_words():
    first = entry("X.md", 1, ["sync"], 5.0)
    second = entry("X.md", 5, ["sync"], 1.0)
    other = entry("Y.md", 1, ["sync"], 4.0)
    parsed = querymod.ParsedQuery(raw="sync")
    fused = fuse([second, other, first], parsed, [SYNC], ["X.md", "Y.md"], 30, NOW, (), Weights())
    assert (first.signals["rank_note"], other.signals["rank_note"]) == (1, 2)
    assert "rank_note" not in second.signals and "rank_semantic" not in first.signals
    assert keys(in_order(fused, parsed)) == [("X.md", 1), ("Y.md", 1), ("X.md", 5)]


def test_daily_notes_are_ranked_apart_from_the_notes_about_a_subject():
    # The note BM25 puts a day that says "sync" in many lines first and the project note second;
    # each leads a note ranking of its own, and the day's counts half.
    day = entry("journal/2026-11-20.md", 3, ["sync"], 2.0, "2026-11-20")
    project = entry("Projects/Sync.md", 4, ["sync"], 2.0)
    parsed = querymod.ParsedQuery(raw="sync")
    fuse(
        [day, project], parsed, [SYNC], ["journal/2026-11-20.md", "Projects/Sync.md"], 30, NOW, (), Weights(), pages=0.0
    )
    assert (day.signals["rank_daily_note"], project.signals["rank_note"]) == (1, 1)
    assert "rank_note" not in day.signals and "rank_daily_note" not in project.signals
    # The day: first by its words (more recent), its date and the daily note ranking (0.25); the
    # project: second by its words, first in the note ranking (0.5).
    assert day.fused == pytest.approx((1 + 0.5 + 0.25) / 61)
    assert project.fused == pytest.approx(1 / 62 + 0.5 / 61)


def test_when_an_entry_has_every_word_meaning_has_a_small_say():
    exact = entry("A.md", 1, ["sync"], 3.0)
    near = entry("B.md", 1, [], 0.0)
    semantic = SemanticOrder([("B.md", 1)], ["B.md"], frozenset({("B.md", 1)}))
    parsed = querymod.ParsedQuery(raw="sync")
    fused = fuse([exact, near], parsed, [SYNC], ["A.md"], 30, NOW, (), Weights(), semantic)
    w = Weights()
    assert near.fused == pytest.approx(2 * w.semantic_when_words_match / 61)
    assert keys(in_order(fused, parsed)) == [("A.md", 1), ("B.md", 1)]


def test_an_entry_only_meaning_found_gets_no_vote_from_the_words_ranking():
    # 2 · 1/61 from meaning alone stays below 1/61 + 1/61 of the line the words rank second and
    # meaning first among notes; before, its place at the end of the words' ranking added 1/63.
    said = entry("A.md", 1, ["bow"], 3.0)
    half = entry("B.md", 1, ["bow"], 2.0)
    meant = entry("C.md", 1, [], 0.0)
    semantic = SemanticOrder([("C.md", 1)], ["C.md"], frozenset({("C.md", 1)}))
    parsed = querymod.ParsedQuery(raw="bowing adagio")
    bow = Concept("bow", ["bow"], [], 1.0)
    fuse([said, half, meant], parsed, [bow], [], 30, NOW, (), Weights(), semantic, missing=True)
    assert "rank_entry" not in meant.signals
    assert (said.signals["rank_entry"], half.signals["rank_entry"]) == (1, 2)
    assert meant.fused == pytest.approx(1 / 61 + 1 / 61)


def test_an_entry_meaning_let_past_the_floor_gets_no_vote_from_the_words_ranking():
    # One word of three is below the floor (0.34 of the best): the words never ranked it, and
    # its second place among them would have given it nearly the first's vote.
    plan = Concept("plan", ["plan"], [], 1.0)
    budget = Concept("budget", ["budget"], [], 1.0)
    every = entry("A.md", 1, ["sync", "plan", "budget"], 3.0)
    one_word = entry("B.md", 1, ["budget"], 2.5)
    two_words = entry("C.md", 1, ["sync", "plan"], 2.0)
    found = frozenset({("B.md", 1), ("C.md", 1)})
    semantic = SemanticOrder([("B.md", 1), ("C.md", 1)], [], found)
    parsed = querymod.ParsedQuery(raw="sync plan budget")
    fused = fuse([every, one_word, two_words], parsed, [SYNC, plan, budget], [], 30, NOW, (), Weights(), semantic)
    assert keys(fused.kept) == [("A.md", 1), ("B.md", 1), ("C.md", 1)]
    assert (every.signals["rank_entry"], two_words.signals["rank_entry"]) == (1, 2)
    assert "rank_entry" not in one_word.signals
    # Meaning's quarter say (an entry has every word) is all it has: 0.25/61, not 1/62 more.
    assert one_word.fused == pytest.approx(Weights().semantic_when_words_match / 61)
    assert keys(in_order(fused, parsed)) == [("C.md", 1), ("A.md", 1), ("B.md", 1)]


def test_entries_found_by_meaning_pass_the_coverage_floor_others_do_not():
    covered = entry("A.md", 1, ["sync", "plan"], 3.0)
    stray = entry("B.md", 1, ["weather"], 2.0)
    meant = entry("C.md", 1, ["weather"], 0.0)
    plan = Concept("plan", ["plan"], [], 1.0)
    semantic = SemanticOrder([("C.md", 1)], [], frozenset({("C.md", 1)}))
    parsed = querymod.ParsedQuery(raw="sync plan")
    fused = fuse([covered, stray, meant], parsed, [SYNC, plan], [], 30, NOW, (), Weights(), semantic, missing=True)
    assert keys(fused.kept) == [("A.md", 1), ("C.md", 1)]


def test_when_did_i_last_puts_the_newest_complete_entry_first():
    old = entry("journal/2026-01-02.md", 1, ["sync"], 9.0, "2026-01-02")
    new = entry("journal/2026-11-02.md", 1, ["sync"], 1.0, "2026-11-02")
    parsed = querymod.ParsedQuery(raw="when did I last sync", intent="last")
    fused = fuse([old, new], parsed, [SYNC], [], 30, NOW, (), Weights())
    assert keys(in_order(fused, parsed)) == [("journal/2026-11-02.md", 1), ("journal/2026-01-02.md", 1)]


def test_when_did_i_first_puts_the_oldest_complete_entry_first_whatever_its_recency():
    new = entry("journal/2026-11-02.md", 1, ["sync"], 9.0, "2026-11-02")
    old = entry("journal/2025-01-02.md", 1, ["sync"], 1.0, "2025-01-02")
    mid = entry("journal/2026-01-02.md", 1, ["sync"], 5.0, "2026-01-02")
    parsed = querymod.ParsedQuery(raw="when did I first sync", intent="first")
    fused = fuse([new, old, mid], parsed, [SYNC], [], 30, NOW, (), Weights())
    assert keys(in_order(fused, parsed)) == [
        ("journal/2025-01-02.md", 1),
        ("journal/2026-01-02.md", 1),
        ("journal/2026-11-02.md", 1),
    ]
    # Being recent is no evidence for the first time.
    assert {c.signals["recency"] for c in fused.kept} == {1.0}


def test_an_empty_pool_ranks_nothing():
    fused = fuse([], querymod.ParsedQuery(raw="x"), [SYNC], [], 30, NOW, (), Weights())
    assert (fused.kept, fused.complete, fused.by_date) == ([], [], [])


def test_the_note_ranking_votes_for_the_notes_near_the_best():
    ranked = [RankedNote("Tags.md", score=12.0), RankedNote("CLI.md", score=3.6), RankedNote("Daily/1.md", score=3.5)]
    assert near_the_best_note(ranked, 0.3) == ["Tags.md", "CLI.md"]
    assert near_the_best_note(ranked, 0.0) == ["Tags.md", "CLI.md", "Daily/1.md"]
    assert near_the_best_note(ranked, 1.0) == ["Tags.md"]
    assert near_the_best_note([], 0.3) == []


def test_best_entry_of_each_keeps_the_notes_order_and_skips_notes_without_entries():
    a1, a2, b1 = entry("a.md", 1, [], 0.0), entry("a.md", 2, [], 0.0), entry("b.md", 1, [], 0.0)
    rank_of = {a1.key: 2, a2.key: 0, b1.key: 1}
    assert keys(best_entry_of_each([a1, a2, b1], ["b.md", "gone.md", "a.md", "b.md"], rank_of)) == [
        ("b.md", 1),
        ("a.md", 2),
    ]


def test_two_notes_the_question_names_open_in_the_order_the_fusion_puts_them():
    # A page and its translation are both named by "sync": the one the words rank first opens
    # the answer, whatever their paths' alphabetical order.
    weak = entry("en/Sync.md", 1, ["sync"], 2.0)
    weak_rest = entry("en/Sync.md", 2, ["sync"], 1.0)
    strong = entry("zh/Sync.md", 1, ["sync"], 5.0)
    for cand in (weak, weak_rest, strong):
        cand.stored["names"] = [["sync"]]
    parsed = querymod.ParsedQuery(raw="sync")
    fused = fuse([weak, weak_rest, strong], parsed, [SYNC], ["zh/Sync.md", "en/Sync.md"], 30, NOW, (), Weights())
    assert (strong.names_note, weak.names_note) == (True, True)
    assert keys(in_order(fused, parsed)) == [("zh/Sync.md", 1), ("en/Sync.md", 1), ("en/Sync.md", 2)]


def test_when_no_entry_has_every_word_the_newest_of_the_best_answers_comes_first():
    # "when was Dad's last HbA1c test": no entry says all three words. The newest entry sharing
    # the most of them (one that says "dad" and "test" in passing) is not the answer; the newest
    # of those the words rank best is.
    dad, test, hba1c = (Concept(word, [word], [], 1.0) for word in ("dad", "test", "hba1c"))
    passing = entry("journal/2026-11-20.md", 1, ["dad", "test"], 2.0, "2026-11-20")
    answers = [entry(f"journal/2026-0{m}-01.md", 1, ["hba1c"], 14.0 - m, f"2026-0{m}-01") for m in (3, 6)]
    parsed = querymod.ParsedQuery(raw="when was Dad's last HbA1c test", intent="last")
    fused = fuse([passing, *answers], parsed, [dad, test, hba1c], [], 30, NOW, (), Weights(last_partial_depth=2))
    assert keys(in_order(fused, parsed)) == [
        ("journal/2026-06-01.md", 1),
        ("journal/2026-03-01.md", 1),
        ("journal/2026-11-20.md", 1),
    ]


def test_a_decision_is_lifted_in_a_journal_and_not_in_reference_pages():
    # 《魔戒》的作者是哪國人 of DRCD as a vault: a paragraph of 新約聖經 on its authors, which the
    # entry types read as a decision, over the paragraph on Tolkien that says more of the question.
    lotr, author = Concept("魔戒", ["魔戒"], [], 1.5), Concept("作者", ["作者"], [], 1.0)
    gospel = entry("新約聖經.md", 3, ["作者"], 9.2)
    gospel.stored["hall"] = "facts"
    tolkien = entry("托爾金.md", 3, ["魔戒", "作者"], 8.0)
    parsed = querymod.ParsedQuery(raw="魔戒的作者是哪國人")
    fuse([gospel, tolkien], parsed, [lotr, author], [], 30, NOW, (), Weights(), pages=0.0)
    assert gospel.signals["hall"] == pytest.approx(1.3)
    assert (gospel.signals["rank_entry"], tolkien.signals["rank_entry"]) == (1, 2)
    pages = fuse([gospel, tolkien], parsed, [lotr, author], [], 30, NOW, (), Weights(), pages=1.0)
    assert gospel.signals["hall"] == 1.0
    assert (tolkien.signals["rank_entry"], gospel.signals["rank_entry"]) == (1, 2)
    assert keys(in_order(pages, parsed)) == [("托爾金.md", 3), ("新約聖經.md", 3)]


def test_the_newest_first_ranking_votes_in_a_journal_and_not_among_reference_pages():
    # DRCD as a vault: of two paragraphs that say as much of a question, the one that mentions
    # 2011 is no more its answer than the undated one; "when did I last…" still goes by dates.
    quake = entry("仙台市.md", 2, ["sync"], 2.0, "2011-03-11")
    plain = entry("温度.md", 3, ["sync"], 2.0)
    parsed = querymod.ParsedQuery(raw="sync")
    fuse([quake, plain], parsed, [SYNC], [], 30, NOW, (), Weights(), pages=0.0)
    assert quake.fused == pytest.approx((1 + 0.5) / 61)
    fuse([quake, plain], parsed, [SYNC], [], 30, NOW, (), Weights(), pages=1.0)
    assert quake.signals["rank_date"] == 1
    assert quake.fused == pytest.approx(1 / 61)
    last = querymod.ParsedQuery(raw="sync", intent="last")
    fuse([quake, plain], last, [SYNC], [], 30, NOW, (), Weights(), pages=1.0)
    assert quake.fused == pytest.approx((1 + 0.5) / 61)


def test_a_decision_question_falls_back_to_decisions_that_say_part_of_the_topic():
    # "新烤箱最後買了哪一台": the entry with both words is no decision; the decision says the oven
    # alone. It comes first; a decision sharing too little of the topic does not.
    oven, new = Concept("烤箱", ["烤箱"], [], 2.0), Concept("新", ["新"], [], 1.0)
    both = entry("烤箱更換.md", 3, ["烤箱", "新"], 6.0)
    decided = entry("日誌/2026-03-10.md", 3, ["烤箱"], 3.0, "2026-03-10")
    decided.stored["hall"] = "facts"
    aside = entry("日誌/2026-05-01.md", 2, ["新"], 2.0, "2026-05-01")
    aside.stored["hall"] = "facts"
    parsed = querymod.ParsedQuery(raw="新烤箱最後買了哪一台", prefer_hall="facts")
    fused = fuse([both, decided, aside], parsed, [oven, new], [], 30, NOW, (), Weights())
    assert keys(in_order(fused, parsed))[0] == ("日誌/2026-03-10.md", 3)
    assert ("日誌/2026-05-01.md", 2) not in keys(fused.complete)
    # With a complete decision, the partial ones stay behind.
    both.stored["hall"] = "facts"
    fused = fuse([both, decided, aside], parsed, [oven, new], [], 30, NOW, (), Weights())
    assert keys(in_order(fused, parsed))[0] == ("烤箱更換.md", 3)

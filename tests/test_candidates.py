from __future__ import annotations

import pytest

from conftest import vault_engine
from vault_recall.engine.candidates import Candidate, CandidatePool, Concept, cover, tiebreak
from vault_recall.engine.fusion import Weights
from vault_recall.engine.retrievers import Retrievers


def candidate(terms, context=(), section=(), names=(), first=False, date="2026-11-01", path="a.md", line=1):
    return Candidate(
        {
            "path": path,
            "line_start": line,
            "terms": list(terms),
            "context": list(context),
            "section": list(section),
            "names": [list(n) for n in names],
            "first": first,
            "date": date,
            "dated": True,
        }
    )


MARATHON = Concept("marathon", ["marathon"], [], 2.0)
RUN = Concept("run", ["run"], [], 1.0)


def test_words_of_the_entry_count_fully_title_words_half():
    own = candidate(["marathon", "run"])
    titled = candidate(["run"], context=["marathon", "台北"], names=[["marathon", "台北"]])
    cover([own, titled], [MARATHON, RUN], Weights())
    assert own.coverage == 1.0
    assert titled.coverage == pytest.approx((1.0 + 0.5 * 2.0) / 3.0)


def test_a_named_note_counts_its_title_fully_and_opens_first():
    first = candidate(["run"], context=["marathon"], names=[["marathon"]], first=True)
    cover([first], [MARATHON, RUN], Weights())
    assert (first.coverage, first.names_note, first.structure) == (1.0, False, 3.0)
    only_name = candidate([], context=["marathon"], names=[["marathon"]], first=True)
    cover([only_name], [MARATHON], Weights())
    assert only_name.names_note is True


def test_a_title_typed_in_full_names_the_note_whatever_its_words_the_parser_reads_as_question_words():
    # jieba cuts 脚注视图 into 脚 | 注视 | 图 on both sides; the lone characters are question words.
    gaze = Concept("注视", ["注视"], [], 8.0)
    asked = [Concept("脚", ["脚"], [], 8.0, optional=True), Concept("图", ["图"], [], 6.7, optional=True)]
    title = ["图", "注视", "脚"]
    opening = candidate(["注视", "脚"], context=title, names=[title], first=True, path="脚注视图.md")
    mention = candidate(["注视", "脚", "图"], names=[["插件"]], path="插件.md")
    cover([opening, mention], [gaze], Weights())
    assert (opening.structure, opening.names_note) == (1.0, False)
    cover([opening, mention], [gaze], Weights(), asked)
    assert (opening.structure, opening.names_note, mention.structure) == (3.0, True, 1.0)
    # Question words count in no coverage.
    assert (opening.coverage, mention.coverage) == (1.0, 1.0)


def test_part_of_the_title_lifts_the_note_without_naming_it():
    trip = Concept("旅行", ["旅行"], [], 1.0)
    kansai = Concept("关西", ["关西"], [], 2.0)
    names = [["日本", "关西", "旅行", "2026"]]
    opening = candidate(["京都", "住宿"], context=names[0], names=names, first=True)
    later = candidate(["大阪"], context=names[0], names=names, line=9)
    cover([opening, later], [kansai, trip], Weights())
    assert (opening.structure, opening.names_note, later.structure) == (3.0, False, 1.3)
    # The question says most of the title: its entries are on topic, as a named note's are.
    assert (opening.coverage, later.coverage) == (1.0, 1.0)
    elsewhere = candidate(["关西", "旅行"], names=[["东京", "自由行"]])
    cover([elsewhere], [kansai, trip], Weights())
    assert (elsewhere.structure, elsewhere.coverage) == (1.0, 1.0)


def test_section_heading_words_belong_to_the_entry():
    item = candidate(["护照"], context=["待办"], section=["待办"])
    cover([item], [Concept("待办", ["待办"], [], 1.0)], Weights())
    assert (item.coverage, item.structure) == (1.0, 2.0)


def test_words_found_nowhere_count_against_coverage():
    entry = candidate(["marathon"])
    cover([entry], [MARATHON, Concept("harpsichord", [], [], 2.0)], Weights())
    assert entry.coverage == 0.5


def test_trusted_dates_only_and_deterministic_ties():
    undated = Candidate({"path": "b.md", "line_start": 3, "date": "2026-11-30", "dated": False})
    assert undated.date is None
    newer, older = candidate([], date="2026-11-02", path="z.md"), candidate([], date="2026-11-01", path="a.md")
    assert sorted([older, newer], key=tiebreak) == [newer, older]
    assert tiebreak(candidate([], path="a.md", line=7)) < tiebreak(candidate([], path="a.md", line=9))


def test_an_entry_keeps_the_best_word_score_any_retrieval_gave_it(tmp_path):
    # The note's opening comes first with no score (as the vectors' entries do); the words then
    # find the same entry, and their score is its score, whichever came first.
    with vault_engine(tmp_path, {"跑步.md": "# 跑步\n\n- 週六 馬拉松 配速\n"}) as engine:
        searcher = engine.store.searcher()
        retrievers = Retrievers(searcher, engine.store.schema, Weights())
        pool = CandidatePool(searcher)
        pool.add(retrievers.note_opening("跑步.md", []))
        words = retrievers.entry_hits(
            retrievers.term_query(Concept("马拉松", ["马拉松"], [], 1.0), False), [], [], None
        )
        pool.add(words)
        pool.add(retrievers.note_opening("跑步.md", []))
    scores = {key: cand.bm25 for key, cand in pool.candidates.items()}
    assert scores[("跑步.md", 3)] == pytest.approx(words[0][0])
    assert scores[("跑步.md", 3)] > 0


def test_rescoring_gives_pooled_entries_their_word_score_and_adds_none(tmp_path):
    notes = {"跑步.md": "# 跑步\n\n每週跑三次。\n\n- 週六 馬拉松 配速\n", "游泳.md": "- 馬拉松 之後 去 游泳\n"}
    with vault_engine(tmp_path, notes) as engine:
        searcher = engine.store.searcher()
        retrievers = Retrievers(searcher, engine.store.schema, Weights())
        pool = CandidatePool(searcher)
        pool.add(retrievers.note_opening("跑步.md", []))
        words = retrievers.entry_hits(
            retrievers.term_query(Concept("马拉松", ["马拉松"], [], 1.0), False), [], [], None
        )
        pool.rescore(words)
    assert sorted(pool.candidates) == [("跑步.md", 3), ("跑步.md", 5)]
    assert pool.candidates[("跑步.md", 3)].bm25 == 0.0
    assert pool.candidates[("跑步.md", 5)].bm25 == pytest.approx(words[0][0])

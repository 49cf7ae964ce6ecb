from __future__ import annotations

from pathlib import Path

from conftest import NOW, vault_engine
from vault_recall.engine import Engine
from vault_recall.engine.abbreviations import abbreviations, contiguous
from vault_recall.engine.expand import Expander
from vault_recall.engine.query import parse
from vault_recall.engine.topic import QueryWord


def concepts(engine: Engine, raw: str):
    return Expander(engine.store.searcher()).concepts(parse(raw, NOW).words)


def test_two_words_stand_for_the_abbreviation_the_vault_writes(tmp_path: Path):
    notes = {
        "journal/2026-11-17.md": "- FastAPI 壓測 p99 120ms\n- 學生會議改到週五\n",
        "journal/2026-11-18.md": "- FastAPI 測試覆蓋率 80%\n- 終於學會用 locust\n",
    }
    with vault_engine(tmp_path, notes) as eng:
        [_, pressure, test] = concepts(eng, "FastAPI 壓力測試")
        assert (pressure.exact, test.exact) == (["压测"], ["测试", "压测"])
        found = eng.search("FastAPI 壓力測試", now=NOW)["results"]
        assert [(r["path"], r["line_start"]) for r in found][:1] == [("journal/2026-11-17.md", 1)]
        # 学会 of 学生会议 is a common word of its own ("learned"), no abbreviation.
        [student, meeting] = concepts(eng, "學生會議")
        assert (student.all_terms, meeting.all_terms) == (["学生"], ["会议"])


def test_an_abbreviation_is_the_words_the_vault_writes_in_full(tmp_path: Path):
    notes = {
        "外掛/反向連結.md": "# 反向連結\n\n- 反向連結面板列出連到目前筆記的筆記\n- 反向的排序可以切換\n",
        "外掛/出鏈.md": "# 出鏈\n\n- 出鏈面板列出目前筆記連到的筆記\n",
        "journal/2026-11-17.md": "- 補了單元測試，覆蓋率 80%\n- 反覆讀了兩遍\n",
    }
    with vault_engine(tmp_path, notes) as eng:
        # 反链 keeps the first characters of 反向 and 链接, which the vault writes in a row.
        [back, link] = concepts(eng, "反鏈")
        assert (back.exact, link.exact) == (["反向"], ["链接"])
        found = eng.search("反鏈", now=NOW)["results"]
        assert [(r["path"], r["line_start"]) for r in found][:1] == [("外掛/反向連結.md", 3)]
        # The full form is one word of the index (单元测试, of which 单测 keeps 单 and 测): that word.
        [unit, coverage] = concepts(eng, "單測 覆蓋率")
        assert (unit.exact, coverage.exact) == (["单元测试"], ["覆盖率"])
    # Words the vault writes apart, never one after the other, are no full form: 反复 and 链接
    # are both in this vault, and 反链 stays a word it lacks.
    apart = {"journal/2026-11-18.md": "- 反覆讀了那篇文章的連結\n- 連結壞了\n"}
    with vault_engine(tmp_path / "apart", apart) as eng:
        [lacking] = concepts(eng, "反鏈")
        assert (lacking.word, lacking.exact) == ("反链", [])


def test_only_two_two_character_words_side_by_side_make_an_abbreviation():
    run = "压力测试"
    pressure = QueryWord("压力", run=run, start=0, end=2)
    test = QueryWord("测试", run=run, start=2, end=4)
    apart = QueryWord("测试", run="压力 测试", start=3, end=5)
    assert contiguous([pressure, test]) is True
    assert contiguous([pressure, apart]) is False
    in_the_vault = {"压测": ("body",)}
    assert abbreviations([pressure, test], lambda t: in_the_vault.get(t, ())) == {0: ("压测",), 1: ("压测",)}
    assert abbreviations([pressure, test], lambda t: ()) == {}
    assert abbreviations([pressure, apart], lambda t: in_the_vault.get(t, ())) == {}

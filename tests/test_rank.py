from __future__ import annotations

import datetime as dt

import pytest

from vault_recall.engine import lexicon, rank
from vault_recall.engine.fusion import Weights

NOW = dt.date(2026, 11, 30)


def test_recency_decay_is_gentle_beyond_the_window():
    assert rank.recency_decay(NOW, NOW, 30) == pytest.approx(1.4)
    assert rank.recency_decay(NOW - dt.timedelta(days=30 + 180), NOW, 30) == pytest.approx(0.875)
    assert rank.recency_decay(None, NOW, 30) == 0.75
    assert rank.recency_decay(NOW + dt.timedelta(days=3), NOW, 30) == 0.75


def test_smoothed_bm25_adds_one_to_matches_only():
    assert rank.smoothed_bm25(2.5) == 3.5
    assert rank.smoothed_bm25(0.0) == 0.0


def test_overlap():
    assert rank.overlap(1.0, 4.0) == 0.25
    assert rank.overlap(1.0, 0.0) == 0.0
    assert rank.overlap_factor(1.0) == pytest.approx(1.3)


def test_name_match_and_structure_boost():
    assert rank.name_match(["模组", "terraform"], {"terraform", "模组", "x"})
    assert not rank.name_match([], {"x"})
    assert rank.structure_boost(True, True, False, Weights()) == 3.0
    assert rank.structure_boost(True, False, True, Weights()) == pytest.approx(2.6)
    assert rank.kind_weight("code", Weights()) == 0.5
    assert rank.kind_weight("table", Weights()) == 1.0
    assert rank.kind_weight("table", Weights(table_weight=0.8)) == 0.8
    assert rank.kind_weight("paragraph", Weights()) == 1.0


def test_names_part_when_every_word_is_in_the_name_and_says_half_of_it():
    title = ["日本", "关西", "旅行", "2026"]
    assert rank.names_part(title, [{"2026"}, {"关西"}, {"旅行"}])
    assert rank.names_part(title, [{"日本"}, {"旅行", "trip"}])
    # One word says a quarter of the name; a word outside the name says nothing of it.
    assert not rank.names_part(title, [{"关西"}, {"京都"}])
    assert not rank.names_part(title, [{"关西"}])
    assert not rank.names_part(["redis", "缓存", "层", "重构"], [{"redis"}])
    assert not rank.names_part([], [{"a"}, {"b"}])


@pytest.mark.parametrize(
    "text",
    [
        "- 总共花了 ¥23,600：窗 16,800 + 砖和人工 3,400",
        "- 2026-10-25 成都马拉松半程，净计时 2:08:41",
        "1. Hyponatremia (serum Na 126 mmol/L on admission)",
        "- 麻糬現在三公斤",
        "- 全麻洗牙總共 NT$ 6,500。",
        "p99 120ms after the change",
        # A long run of letters (a pasted blob) before the figure is read once.
        "x" * 20_000 + " weighs 12 kg",
        "三" * 20_000 + "公斤",
    ],
)
def test_an_entry_states_an_amount_in_figures(text):
    assert rank.states_amount(text)


@pytest.mark.parametrize(
    "text",
    [
        "12:10 Terraform 模块做了一半",
        "- [ ] 检查 p99 的 S3 backend",
        "阳台王师傅 4 月 8 号开工",
        "- 昨天 [[2026-05-11]] 去了 #2026",
        "Met Lena on May 4th",
        "- [x] 2026 年 3 月 5 日 交了",
        "- 9/12 去醫院複診",
        "1. 一个人去",
        "",
    ],
)
def test_dates_times_of_day_list_numbers_and_identifiers_are_no_amount(text):
    assert not rank.states_amount(text)


@pytest.mark.parametrize(
    ("text", "unit", "stated"),
    [
        ("- 素燒：cone 06，大約 1,000°C", "temperature", True),
        ("- 素燒 21 件，聖誕市集那批", "temperature", False),
        ("- 全程 112 公里，爬升大約 600 公尺", "distance", True),
        ("- 全麻洗牙總共 NT$ 6,500", "money", True),
        ("- 总共花了 ¥23,600", "money", True),
        ("Rate 2026: €65/h, payment term 30 days", "money", True),
        ("- 2026 年 3 月 5 日 交了 3 份", "duration", False),
        ("- 阿凱說：休息三週不要抓小點", "duration", True),
        ("Tried Evah Pirazzi on G and C, 2 sets", "weight", False),
        ("- 500g flour, 12kmz", "weight", True),
        ("- 500 flour, 12kmz", "distance", False),
    ],
)
def test_an_amount_in_the_unit_the_question_names(text, unit, stated):
    found = lexicon.vocabulary().unit(unit)
    assert found is not None
    assert rank.states_amount(text, found.stated) is stated
    assert lexicon.vocabulary().unit("fathoms") is None

from __future__ import annotations

import datetime as dt

import pytest

from vault_recall.engine import rank
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


def test_names_part_when_every_word_is_in_the_name_and_says_half_of_it():
    title = ["日本", "关西", "旅行", "2026"]
    assert rank.names_part(title, [{"2026"}, {"关西"}, {"旅行"}])
    assert rank.names_part(title, [{"日本"}, {"旅行", "trip"}])
    # One word says a quarter of the name; a word outside the name says nothing of it.
    assert not rank.names_part(title, [{"关西"}, {"京都"}])
    assert not rank.names_part(title, [{"关西"}])
    assert not rank.names_part(["redis", "缓存", "层", "重构"], [{"redis"}])
    assert not rank.names_part([], [{"a"}, {"b"}])

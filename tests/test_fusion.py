from __future__ import annotations

from dataclasses import fields
from pathlib import Path

import pytest

from vault_recall.engine.fusion import Weights, reciprocal_rank_fusion


def test_rrf_uses_ranks_not_scores():
    fused = reciprocal_rank_fusion([(["a", "b", "c"], 1.0), (["c", "a"], 1.0)])
    assert fused["a"] == pytest.approx(1 / 61 + 1 / 62)
    assert fused["c"] == pytest.approx(1 / 63 + 1 / 61)
    assert fused["b"] == pytest.approx(1 / 62)
    assert sorted(fused, key=fused.get, reverse=True) == ["a", "c", "b"]


def test_rrf_weights_scale_a_ranking_and_zero_leaves_it_out():
    fused = reciprocal_rank_fusion([(["a", "b"], 1.0), (["b"], 0.5), (["c"], 0.0)], k=10)
    assert fused == {"a": pytest.approx(1 / 11), "b": pytest.approx(1 / 12 + 0.5 / 11)}


def test_weights_from_config_keep_defaults_for_bad_values():
    weights = Weights.from_config(
        {"note_ranking": 0.8, "rrf_k": 0, "title_boost": "x", "nope": 1.0, "tag_boost": True, "link_boost": -1}
    )
    assert weights.note_ranking == 0.8
    assert (weights.rrf_k, weights.title_boost, weights.tag_boost, weights.link_boost) == (60.0, 1.5, 4.0, 8.0)


def test_when_did_i_last_lets_dates_rule_over_the_note_ranking():
    weights = Weights()
    assert weights.ranking_weights(None) == {
        "entry": 1.0,
        "note": 0.5,
        "whole_note": 0.5,
        "daily_note": 0.25,
        "date": 0.5,
        "semantic": 1.0,
        "semantic_note": 1.0,
    }
    assert weights.ranking_weights("last")["note"] == 0.3
    assert weights.ranking_weights("last")["whole_note"] == 0.3
    assert weights.ranking_weights("last")["daily_note"] == 0.15
    # "When did I first…" is the same question the other way in time.
    assert weights.ranking_weights("first") == weights.ranking_weights("last")
    assert weights.ranking_weights("first")["date"] == 0.5
    assert weights.ranking_weights(None, journal=0.0)["date"] == 0.0
    assert weights.ranking_weights("first", journal=0.0)["date"] == 0.5


def test_every_weight_is_documented_with_its_default():
    """docs/ranking.md's table says what each weight means: a field it leaves out is a number
    nobody can tune knowingly."""
    table = (Path(__file__).resolve().parents[1] / "docs" / "ranking.md").read_text("utf-8")
    rows = [line for line in table.splitlines() if line.startswith("| `")]
    for f in fields(Weights):
        assert any(f"`{f.name}`" in row.split("|")[1] for row in rows), f.name


def test_an_entry_types_multiplier_counts_as_much_as_the_vault_is_a_journal():
    weights = Weights()
    assert weights.hall_boost("facts") == pytest.approx(1.3)
    assert weights.hall_boost("facts", journal=0.5) == pytest.approx(1.15)
    assert weights.hall_boost("discoveries", journal=0.0) == 1.0
    assert weights.hall_boost("preferences", journal=0.0) == 1.0
    assert weights.hall_boost("advice", journal=0.0) == pytest.approx(1.1)
    assert weights.hall_boost("events", journal=1.0) == 1.0

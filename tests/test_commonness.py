from __future__ import annotations

import pytest

from vault_recall.engine import commonness


def weight(word: str, chinese: bool, min_zipf: float, power: float) -> float:
    return commonness.factor_of(commonness.zipf(word, chinese, min_zipf), min_zipf, power)


def test_zipf_values_of_common_english_and_chinese_words():
    assert commonness.zipf("see", False, 3.0) == pytest.approx(6.1)
    assert commonness.zipf("See", False, 3.0) == pytest.approx(6.1)
    assert commonness.zipf("contractor", False, 3.0) == pytest.approx(4.08)
    assert commonness.zipf("出门", True, 3.0) == pytest.approx(4.49)
    assert commonness.zipf("跑步", True, 3.0) == pytest.approx(3.84)


def test_rarer_than_the_threshold_or_unknown_is_none():
    assert commonness.zipf("kubernetes", False, 3.0) is None
    assert commonness.zipf("florbixate", False, 3.0) is None
    assert commonness.zipf("跑步", True, 4.0) is None
    assert commonness.zipf("", False, 3.0) is None


def test_everyday_words_weigh_less_than_topic_words():
    see = weight("see", False, 3.0, 0.5)
    chen = weight("chen", False, 3.0, 0.5)
    assert see == pytest.approx(((9 - 6.1) / 6) ** 0.5)
    assert see < chen < 1.0
    assert weight("出门", True, 3.0, 0.5) < weight("跑步", True, 3.0, 0.5)
    assert weight("kubernetes", False, 3.0, 0.5) == 1.0


def test_the_most_common_words_weigh_no_less_than_at_zipf_seven():
    floor = ((9 - 7) / 6) ** 0.5
    assert weight("the", False, 3.0, 0.5) == pytest.approx(floor)
    assert weight("的", True, 3.0, 0.5) == pytest.approx(floor)


def test_power_zero_turns_it_off():
    assert weight("see", False, 3.0, 0.0) == 1.0

"""Holidays a question names as the time it asks about."""

from __future__ import annotations

import datetime as dt

import pytest

from conftest import vault_engine
from vault_recall.engine import festivals
from vault_recall.engine.periods import Period, read

D = dt.date
NOW = D(2026, 11, 30)


@pytest.mark.parametrize(
    ("key", "year", "days"),
    [
        # The State Council's breaks, bridging days and the weekends around them included.
        ("spring_festival", 2026, (D(2026, 2, 15), D(2026, 2, 23))),
        ("spring_festival", 2025, (D(2025, 1, 28), D(2025, 2, 4))),
        ("new_years_eve_lunar", 2026, (D(2026, 2, 16), D(2026, 2, 16))),
        ("national_day", 2025, (D(2025, 10, 1), D(2025, 10, 8))),
        ("golden_week", 2025, (D(2025, 10, 1), D(2025, 10, 8))),
        ("mid_autumn", 2026, (D(2026, 9, 25), D(2026, 9, 27))),
        ("dragon_boat", 2025, (D(2025, 5, 31), D(2025, 6, 2))),
        # Fixed days, and the fourth Thursday of November with its weekend.
        ("christmas", 2025, (D(2025, 12, 24), D(2025, 12, 26))),
        ("new_years_eve", 2025, (D(2025, 12, 31), D(2025, 12, 31))),
        ("thanksgiving", 2026, (D(2026, 11, 26), D(2026, 11, 29))),
        ("no_such_holiday", 2026, None),
    ],
)
def test_the_days_of_a_holiday(key, year, days):
    assert festivals.days_of(key, year) == days


def test_without_a_year_a_holiday_is_its_latest_begun_by_now():
    assert festivals.latest("christmas", NOW) == (D(2025, 12, 24), D(2025, 12, 26))
    assert festivals.latest("national_day", NOW) == (D(2026, 10, 1), D(2026, 10, 7))
    # Under way: up to today.
    assert festivals.latest("thanksgiving", D(2026, 11, 27)) == (D(2026, 11, 26), D(2026, 11, 27))
    assert festivals.latest("christmas", NOW, 2024) == (D(2024, 12, 24), D(2024, 12, 26))


@pytest.mark.parametrize(
    ("text", "after", "before", "left"),
    [
        ("what did I do over the 2025 National Day", D(2025, 10, 1), D(2025, 10, 8), "what did I do"),
        ("今年春节那几天", D(2026, 2, 15), D(2026, 2, 23), ""),
        ("2026 年过年期间 我在哪", D(2026, 2, 15), D(2026, 2, 23), "我在哪"),
        ("去年國慶連假去了哪", D(2025, 10, 1), D(2025, 10, 8), "去了哪"),
        ("Golden Week 2025, where did I go", D(2025, 10, 1), D(2025, 10, 8), ", where did I go"),
        ("Christmas break", D(2025, 12, 24), D(2025, 12, 26), ""),
        # A holiday said without a span is a topic: the Christmas concert, 中秋雅集, 端午比賽.
        ("Christmas concert setlist", None, None, "Christmas concert setlist"),
        ("中秋雅集的曲目", None, None, "中秋雅集的曲目"),
        ("端午比賽我們排第幾", None, None, "端午比賽我們排第幾"),
        # A gift for Christmas is bought before it; a year no calendar has is no year.
        ("gift for Christmas", None, None, "gift for Christmas"),
        ("0000 Christmas break", None, None, "0000 Christmas break"),
    ],
)
def test_a_holiday_said_as_a_span_of_days_is_the_period(text, after, before, left):
    period = Period()
    rest = read(text, period, NOW)
    assert (period.after, period.before, rest.split()) == (after, before, left.split())


def test_a_holiday_is_the_period_of_a_question_about_what_went_on_then():
    period = Period()
    assert read("at Christmas", period, NOW, asks_what_happened=True).split() == ["at"]
    assert (period.after, period.before, period.dated_in_words) == (D(2025, 12, 24), D(2025, 12, 26), True)
    # Dates left in the text (a vault with nothing dated then): the holiday stays a word too.
    period = Period()
    assert read("春節期間", period, NOW, read_dates=False) == "春節期間"
    assert (period.after, period.before) == (None, None)


def test_what_i_did_over_a_holiday_lists_its_days(tmp_path):
    notes = {
        "journal/2026-02-17.md": "- 回老家，跟阿嬷包饺子\n",
        "journal/2026-03-02.md": "- 开工第一天，饺子还剩一盒\n",
        "journal/2025-12-25.md": "- Christmas dinner at Mia's, brought the pie\n",
    }
    with vault_engine(tmp_path, notes) as eng:
        found = eng.search("今年过年期间做了什么", now=NOW)["results"]
        assert [(r["path"], r["line_start"]) for r in found] == [("journal/2026-02-17.md", 1)]
        found = eng.search("what did I do over Christmas", now=NOW)["results"]
        assert [(r["path"], r["line_start"]) for r in found] == [("journal/2025-12-25.md", 1)]
        # The same holiday as a topic: the entry that names it.
        found = eng.search("Christmas dinner", now=NOW)["results"]
        assert [(r["path"], r["line_start"]) for r in found][:1] == [("journal/2025-12-25.md", 1)]

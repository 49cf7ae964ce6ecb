"""The days a part of a month covers."""

from __future__ import annotations

import datetime as dt

import pytest

from vault_recall.engine import month_parts

D = dt.date


@pytest.mark.parametrize(
    ("year", "month", "kind", "days"),
    [
        (2026, 3, None, (D(2026, 3, 1), D(2026, 3, 31))),
        # 旬: ten days, the last to the month's end.
        (2026, 3, "early", (D(2026, 3, 1), D(2026, 3, 10))),
        (2026, 3, "mid", (D(2026, 3, 11), D(2026, 3, 20))),
        (2026, 2, "late", (D(2026, 2, 21), D(2026, 2, 28))),
        # Weeks: seven days each from the 1st; the last week the month's last seven days.
        (2026, 3, "week2", (D(2026, 3, 8), D(2026, 3, 14))),
        (2026, 3, "week5", (D(2026, 3, 29), D(2026, 3, 31))),
        (2026, 2, "week5", (D(2026, 2, 1), D(2026, 2, 28))),  # no fifth week: the month
        (2024, 2, "lastweek", (D(2024, 2, 23), D(2024, 2, 29))),
    ],
)
def test_the_days_of_a_part_of_a_month(year, month, kind, days):
    assert month_parts.of_month(year, month, kind) == days


def test_every_part_a_question_says_has_a_kind():
    assert {month_parts.KIND[w] for w in ("初", "上旬", "early", "beginning", "start")} == {"early"}
    assert {month_parts.KIND[w] for w in ("底", "下旬", "late", "end")} == {"late"}
    assert {month_parts.KIND[w] for w in ("最後", "最后一", "last", "final")} == {"lastweek"}

from __future__ import annotations

import datetime as dt

import pytest

from vault_recall.engine.written_dates import Context, date_at, heading_year, leading_date

D = dt.date
IN_MARCH = Context(day=D(2026, 3, 10))


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("- 2026-03-04 x", D(2026, 3, 4)),
        ("- [x] 2026/3/4 done", D(2026, 3, 4)),
        ("- 2026年3月4日 修好熱水器", D(2026, 3, 4)),
        ("- 2026 年 3 月 4 號 修好", D(2026, 3, 4)),
        ("**14 March 2026** — met the builder", D(2026, 3, 14)),
        ("- March 4th, 2026: plumber", D(2026, 3, 4)),
        ("- Tuesday, 3 March 2026 — tiles", D(2026, 3, 3)),
        ("1. Sept 9 2025 first lesson", D(2025, 9, 9)),
        ("- 2026-02-30 no such day", None),
        ("- March 2026 summary", None),
        ("- 14:30 meeting", None),
        ("- a line 2026-03-04 inside", None),
    ],
)
def test_dates_with_their_year(line, expected):
    assert leading_date(line) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("- 3月4日 換濾心", D(2026, 3, 4)),
        ("- 3 月 4 号 换滤芯", D(2026, 3, 4)),
        ("- 3/4 換濾心", D(2026, 3, 4)),
        ("- Tue 3 Mar: plumber came", D(2026, 3, 3)),
        ("- March 3rd: plumber came", D(2026, 3, 3)),
        ("- 5 May: x", D(2026, 5, 5)),
    ],
)
def test_dates_without_a_year_take_the_contexts(line, expected):
    assert leading_date(line, IN_MARCH) == expected


def test_the_year_that_puts_the_date_nearest_its_context_wins():
    january = Context(day=D(2026, 1, 5))
    assert leading_date("- 12/30 看醫生", january) == D(2025, 12, 30)
    assert leading_date("- 1/20 回診", Context(day=D(2025, 12, 28))) == D(2026, 1, 20)
    assert leading_date("- 2/10 開窯", Context(year=2025)) == D(2025, 2, 10)


def test_no_year_and_no_context_is_no_date():
    assert leading_date("- 3/4 換濾心") is None
    assert leading_date("- 4 March: plumber") is None
    assert leading_date("- 2/30 換濾心", IN_MARCH) is None


def test_fractions_english_numbers_and_the_verb_may_are_not_dates():
    assert leading_date("- 1/2 杯糖", IN_MARCH) is None
    assert leading_date("- 3/4 茶匙鹽", IN_MARCH) is None
    # English day/month order depends on the region: 3/4 is read only in Chinese text.
    assert leading_date("- 3/4 done", IN_MARCH) is None
    assert leading_date("- 5 may be enough", IN_MARCH) is None
    assert leading_date("- May 5 people came", IN_MARCH) is None
    assert leading_date("- May 5, 2026 people came") == D(2026, 5, 5)


def test_date_at_reads_from_a_position():
    assert date_at("## 2026年3月4日 會議", 3) == D(2026, 3, 4)
    assert date_at("會議 2026-03-04") is None


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("2026", 2026),
        ("2026 年 10 月 回顧", 2026),
        ("2026-03", 2026),
        ("**2025**", 2025),
        ("March 2026", 2026),
        ("Sept, 2025 trips", 2025),
        ("20260", None),
        ("Log", None),
        ("May plans", None),
    ],
)
def test_heading_year(name, expected):
    assert heading_year(name) == expected

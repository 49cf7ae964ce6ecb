"""Dates as people write them at the head of a line, a heading or a file name: ISO
(2026-03-04, 2026/3/4), Chinese (2026年3月4日, 3月4號), English (4 March 2026, Tue 3 Mar,
March 4th, 2026) and, in Chinese text, month/day (3/4).

A date without its year takes the year of what surrounds it (``Context``): the heading above
that names a year, or the note's own day. A date the writer leaves the year off is near that day,
so the year that puts it nearest wins: "12/30" in the daily note of 2026-01-05 is 2025-12-30.
English day/month order differs by region (3/4 is March in Taipei and New York, April in
Auckland), so bare numbers are read only in Chinese text, where it is always month/day, and
never before a measure (1/2 杯 is half a cup).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sept", "sep"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ),
        1,
    )
    for name in names
}
_MONTH = "(" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_WEEKDAY = r"(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?[ \t]+)?"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"(?:,?[ \t]+(\d{4}))?"
# What may stand before a date in a heading: emphasis or an opening bracket; at the head of a
# line, a list marker, a checkbox and a hall tag too.
_MARKS = r"[(\[（【*_ ]*"
_HEADING_LEAD_RE = re.compile("^" + _MARKS)
_LINE_LEAD_RE = re.compile(
    r"^[ \t]*(?:\[hall_\w+\][ \t]*)?(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?(?:\[[ xX/-]\][ \t]+)?"
    r"(?:\[hall_\w+\][ \t]*)?" + _MARKS
)
_END = r"(?![\w/-])"

_ISO_RE = re.compile(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)")
_ZH_RE = re.compile(r"(?:(\d{4})[ \t]*年[ \t]*)?(\d{1,2})[ \t]*月[ \t]*(\d{1,2})[ \t]*[日號号]")
# 1/2 杯, 3/4 tsp: a fraction before a measure is an amount, not a day.
_MONTH_DAY_RE = re.compile(
    r"(\d{1,2})/(\d{1,2})"
    + _END
    + r"(?![ \t]*(?:[杯匙克斤個个份碗顆颗粒條条塊块片包瓶罐張张次倍升]|[茶湯汤]匙|公[斤克]|毫升"
    r"|cups?\b|tsp\b|tbsp\b|k?g\b|ml\b))"
)
_EN_DAY_FIRST_RE = re.compile(_WEEKDAY + _DAY + r"[ \t]+" + _MONTH + _YEAR + r"\b", re.I)
_EN_MONTH_FIRST_RE = re.compile(_WEEKDAY + _MONTH + r"[ \t]+" + _DAY + _YEAR + r"\b", re.I)
# A heading that names a year, or a month of one, says the year of the dates under it.
_YEAR_HEADING_RE = re.compile(
    "^" + _MARKS + r"(?:" + _MONTH + r",?[ \t]+)?(\d{4})(?:[ \t]*年|[-/.]\d{1,2}(?!\d)|\b)", re.I
)
_CJK_RE = re.compile(r"[\u3400-\u9fff]")


@dataclass(frozen=True, slots=True)
class Context:
    """What gives a year-less date its year: the day the note is about (its daily name, its
    front matter), a heading's date or year."""

    day: dt.date | None = None
    year: int | None = None


def full_date(year: int, month: int, day: int) -> dt.date | None:
    try:
        value = dt.date(year, month, day)
    except ValueError:
        return None
    return value if 1900 <= value.year <= 2200 else None


def _with_year(month: int, day: int, context: Context) -> dt.date | None:
    around = context.day
    if around is not None:
        near = [full_date(around.year + shift, month, day) for shift in (-1, 0, 1)]
        found = [d for d in near if d is not None]
        return min(found, key=lambda d: abs((d - around).days)) if found else None
    if context.year is not None:
        return full_date(context.year, month, day)
    return None


def _dated(year: str | None, month: int | None, day: str, context: Context) -> dt.date | None:
    if month is None:
        return None
    if year:
        return full_date(int(year), month, int(day))
    return _with_year(month, int(day), context)


def _plainly_a_month(m: re.Match[str], month: int, year: int) -> bool:
    """ "May" is also a verb ("5 may be enough"): without a year it is a month only when
    punctuation or the end of the line follows."""
    if m.group(month).lower() != "may" or m.group(year):
        return True
    return m.end() == len(m.string) or m.string[m.end()] in ":：,，.;—–-)]*"


def date_at(text: str, at: int = 0, context: Context = Context()) -> dt.date | None:
    """The date written at ``at`` in ``text``, in any of the forms above, else None."""
    m = _ISO_RE.match(text, at)
    if m:
        return full_date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    m = _ZH_RE.match(text, at)
    if m:
        return _dated(m.group(1), int(m.group(2)), m.group(3), context)
    m = _EN_DAY_FIRST_RE.match(text, at)
    if m and _plainly_a_month(m, 2, 3):
        return _dated(m.group(3), _MONTHS.get(m.group(2).lower()), m.group(1), context)
    m = _EN_MONTH_FIRST_RE.match(text, at)
    if m and _plainly_a_month(m, 1, 3):
        return _dated(m.group(3), _MONTHS.get(m.group(1).lower()), m.group(2), context)
    m = _MONTH_DAY_RE.match(text, at)
    if m and _CJK_RE.search(text):
        return _with_year(int(m.group(1)), int(m.group(2)), context)
    return None


def leading_date(line: str, context: Context = Context()) -> dt.date | None:
    """The date a line opens with, after its list marker, checkbox or emphasis."""
    lead = _LINE_LEAD_RE.match(line)
    return date_at(line, lead.end() if lead else 0, context)


def heading_date(name: str, context: Context = Context()) -> dt.date | None:
    """The date a heading opens with, after its emphasis or bracket."""
    lead = _HEADING_LEAD_RE.match(name)
    return date_at(name, lead.end() if lead else 0, context)


def heading_year(name: str) -> int | None:
    """The year a heading names ("2026", "2026 年 10 月", "2026-03", "March 2026"), else None."""
    m = _YEAR_HEADING_RE.match(name)
    year = int(m.group(2)) if m else None
    return year if year is not None and 1900 <= year <= 2200 else None

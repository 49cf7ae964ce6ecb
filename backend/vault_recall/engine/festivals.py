"""Holidays a question names as the time it asks about ("what did I do over the 2025 National
Day", 今年春节那几天, 过年期间, "Christmas break", "Golden Week"): the days of the holiday's
break in the year meant.

A holiday is also a topic ("the Christmas concert", 中秋雅集, 端午比賽): it is read as a period
only when the question says it spans days (期間, 那幾天, 假期, 連假, "over", "during",
"holiday", "break"), asks what went on then (query.py's happenings), or names a span itself
("Golden Week", 黃金週). The names are data (vocabulary.toml, ``[holidays]``).

The dates of the Chinese holidays follow the lunar calendar and the State Council's yearly
schedule, bridging days included (2026's Spring Festival: 除夕 on February 16 to the 23rd).
They come from the ``holidays`` package (python-holidays, the standard table of public
holidays, which computes the lunar dates), its mainland China calendar: Taiwan's and Hong
Kong's breaks around the same festivals differ by a day or two. The western holidays are fixed
days: Christmas the 24th to the 26th of December.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Iterator
from functools import lru_cache

from . import lexicon

Narrow = Callable[[dt.date, dt.date], None]

# The name python-holidays gives each festival of its China calendar (in English).
_CHINA_NAMES = {
    "spring_festival": ("Chinese New Year's Eve", "Chinese New Year (Spring Festival)"),
    "new_years_eve_lunar": ("Chinese New Year's Eve",),
    "qingming": ("Tomb-Sweeping Day",),
    "labour_day": ("Labor Day",),
    "dragon_boat": ("Dragon Boat Festival",),
    "mid_autumn": ("Mid-Autumn Festival",),
    "national_day": ("National Day",),
    "golden_week": ("National Day",),
    "new_years_day": ("New Year's Day",),
}
# Fixed days: (month, first day, days).
_FIXED = {
    "christmas": (12, 24, 3),
    "new_years_eve": (12, 31, 1),
    "valentines": (2, 14, 1),
    "halloween": (10, 31, 1),
}
# Thanksgiving (the fourth Thursday of November) and the weekend after it.
THANKSGIVING_DAYS = 4
# The years a holiday is looked up in: "0000 Christmas" is no date.
YEARS = range(1900, 2200)
# Holidays whose name says a span of days by itself.
SPANS = frozenset({"golden_week"})
# "Day off (substituted from 02/14/2026)": a weekend day worked for a day off in the break.
_SUBSTITUTED_RE = re.compile(r"substituted from (\d\d)/(\d\d)/(\d{4})")


@lru_cache(maxsize=16)
def _china(year: int) -> dict[dt.date, str]:
    import holidays  # a tenth of a second: only for a question that names a holiday

    return dict(holidays.country_holidays("CN", years=year))


def _worked_weekend_days(year: int) -> set[dt.date]:
    worked = set()
    for name in _china(year).values():
        m = _SUBSTITUTED_RE.search(name)
        if m:
            worked.add(dt.date(int(m.group(3)), int(m.group(1)), int(m.group(2))))
    return worked


def _off(day: dt.date, worked: set[dt.date]) -> bool:
    return day in _china(day.year) or (day.weekday() >= 5 and day not in worked)


def days_of(key: str, year: int) -> tuple[dt.date, dt.date] | None:
    """The first and last day of the holiday ``key`` in ``year`` (None: no such holiday)."""
    if key in _FIXED:
        month, day, length = _FIXED[key]
        first = dt.date(year, month, day)
        return first, first + dt.timedelta(days=length - 1)
    if key == "thanksgiving":
        november = dt.date(year, 11, 1)
        thursday = november + dt.timedelta(days=(3 - november.weekday()) % 7 + 21)
        return thursday, thursday + dt.timedelta(days=THANKSGIVING_DAYS - 1)
    names = _CHINA_NAMES.get(key)
    if names is None:
        return None
    days = sorted(d for d, name in _china(year).items() if name in names)
    if not days:
        return None
    if key == "new_years_eve_lunar":
        return days[0], days[0]
    # The break: the festival's days and the days off around them (bridging days, weekends not
    # worked in exchange).
    worked = _worked_weekend_days(year) | _worked_weekend_days(year - 1) | _worked_weekend_days(year + 1)
    first, last = days[0], days[-1]
    while _off(first - dt.timedelta(days=1), worked):
        first -= dt.timedelta(days=1)
    while _off(last + dt.timedelta(days=1), worked):
        last += dt.timedelta(days=1)
    return first, last


def latest(key: str, now: dt.date, year: int | None = None) -> tuple[dt.date, dt.date] | None:
    """The holiday's days in ``year``, or without one its latest begun by ``now``."""
    if year is not None:
        return days_of(key, year)
    for candidate in (now.year, now.year - 1):
        found = days_of(key, candidate)
        if found is not None and found[0] <= now:
            return found[0], min(found[1], now)
    return None


def _keys(m: re.Match[str]) -> Iterator[str]:
    return (key for key, value in m.groupdict().items() if value and not key.startswith("_"))


def read(text: str, now: dt.date, narrow: Narrow, asks_what_happened: bool) -> str:
    """``text`` without the holidays it names as a span of days, each passed to ``narrow``; with
    ``asks_what_happened`` every holiday it names is one."""
    pattern = lexicon.vocabulary().holidays
    if pattern is None or not pattern.search(text):
        return text

    def holiday(m: re.Match[str]) -> str:
        key = next(_keys(m), None)
        spanned = bool(m.group("_span_before") or m.group("_span_after")) or key in SPANS
        if key is None or not (spanned or asks_what_happened):
            return m.group(0)
        written = m.group("_year") or m.group("_year_after")
        year = int(written) if written else None
        back = m.group("_years_back")
        if back:
            year = now.year - {"今年": 0, "去年": 1, "前年": 2}.get(back, 0)
        if year is not None and year not in YEARS:
            return m.group(0)
        found = latest(key, now, year)
        if found is None:
            return m.group(0)
        narrow(*found)
        return " "

    return pattern.sub(holiday, text)

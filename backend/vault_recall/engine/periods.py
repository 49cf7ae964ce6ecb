"""When a question asks about: the period its time expressions say ("last week", "上個月",
"2026-03-05", "三月", "in December"), read and removed from the text so they never count as
topic words.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from dataclasses import dataclass

from . import festivals, month_parts, relative_periods


@dataclass
class Period:
    """The days a question allows, both ends inclusive (None: open). ``dated_in_words`` when a
    date or month is written out (2026-03-05, 1938年10月, 三月), not relative (上週, last month)."""

    after: dt.date | None = None
    before: dt.date | None = None
    dated_in_words: bool = False

    def narrow(self, start: dt.date, end: dt.date, way: str | None = None) -> None:
        """Narrow to the days ``start``–``end``, or (``way``) to the days from them on ("from":
        "after", "since", 之後), up to their end ("to": "until", a range's end) or before them
        ("before": "before", 之前)."""
        if way == "before":
            end = start - dt.timedelta(days=1)
        if way in (None, "from"):
            self.after = max(self.after, start) if self.after else start
        if way in (None, "to", "before"):
            self.before = min(self.before, end) if self.before else end


# Cantonese too: 今日 today, 琴日 / 尋日 / 噚日 yesterday, 前日 the day before.
_RELATIVE_ZH = {
    "今天": (0, 0),
    "今日": (0, 0),
    "昨天": (1, 1),
    "琴日": (1, 1),
    "尋日": (1, 1),
    "寻日": (1, 1),
    "噚日": (1, 1),
    "前天": (2, 2),
    "前日": (2, 2),
    "大前天": (3, 3),
    "大前日": (3, 3),
}

# Last week, this week: 上週, 上星期, 上個禮拜, 這個星期, 本週, Cantonese 今個禮拜, 呢個星期.
_WEEK_RE = re.compile(
    r"\b(?:earlier\s+)?(last|this|past)\s+week\b"
    r"|上(?:週|周)|上[個个]?(?:禮拜|礼拜|星期)|(?:本|這|这)(?:週|周)|(?:這|这|本|今|呢)[個个]?(?:禮拜|礼拜|星期)",
    re.I,
)
_MONTH_REL_RE = re.compile(
    r"\b(?:earlier\s+)?(last|this|past)\s+month\b|(?:上個月|上个月|這個月|这个月|本月|今個月|今个月|呢個月|呢个月)"
    + month_parts.PATTERN,
    re.I,
)
# A year said relative to today, or a coming week or month, is when the topic happens, not when
# its notes were written: "last year's taxes" are filed this year, "next year's rate" is agreed
# now, and a year's notes are not all dated in it. No period, and no word an answer must have
# (as 今年, 去年, 明年 are time words, jieba's class t).
_TIME_ASIDE_RE = re.compile(
    r"\b(?:(?:earlier|later)\s+)?(?:this|last|next|past|previous|coming)\s+year(?:['’]s)?\b"
    r"|\b(?:next|coming)\s+(?:week|month)(?:['’]s)?\b",
    re.I,
)
# This day or this time of year a year ago ("this time last year", 去年這個時候, 去年今天): the
# same day a year back, or the fortnight around it. Read before a bare "last year", which is no
# period.
_YEAR_AGO_RE = re.compile(
    r"\b(?P<day>a\s+year\s+ago\s+today|this\s+day\s+last\s+year)\b|\bthis\s+time\s+last\s+year\b"
    r"|(?:去年|一年前|舊年|旧年)(?:的|嘅)?(?P<zh_day>今天|今日)"
    r"|(?:去年|舊年|旧年)(?:的|嘅)?(?:這個時候|这个时候|這時候|这时候|此時|此时|同期|呢個時候|呢个时候)",
    re.I,
)
YEAR_AGO_AROUND = 7  # days either side of the day a year back
# The same in Chinese (下週, 下個月, 下個禮拜): when the topic happens, no period.
_ZH_COMING_RE = re.compile(r"下(?:個|个)?(?:週|周|星期|禮拜|礼拜|月)")
# "Today's date", "今天的日期" name a date, the value a template or a command puts in a note,
# not the day to search.
_DAY_REL_RE = re.compile(
    r"\b(?:(?:earlier|later)\s+)?(today|yesterday)\b(?!['’]s\s+date|\s+date)"
    r"|(?:" + "|".join(sorted(_RELATIVE_ZH, key=len, reverse=True)) + r")(?!的?日期)",
    re.I,
)
_YEAR_MONTH_RE = re.compile(r"(?<!\d)(\d{4})(?:-|/|年)(\d{1,2})(?:月)?(?![\d-])" + month_parts.PATTERN)
_FULL_DATE_RE = re.compile(
    r"(?<![\d:/])(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?![\d/])|(?<!\d)(\d{4})年(\d{1,2})月(\d{1,2})(?:日|號|号)"
)
_ZH_MONTH = r"(十[一二]|[一二三四五六七八九十]|1[0-2]|0?[1-9])月(?:份)?"
_ZH_MONTH_RE = re.compile(
    r"(?:(?<![\d\u4e00-\u9fff])|(?<=從)|(?<=从)|(?<=到)|(?<=至))" + _ZH_MONTH + month_parts.PATTERN
)
# A month of this year or of a year before ("去年十二月", "今年3月份", Cantonese 舊年): the
# year says which one, where a month alone is the latest of that name. A coming year's month is
# when its topic happens, as a coming year is (see _TIME_ASIDE_RE).
_ZH_YEARS_BACK = {"今年": 0, "去年": 1, "旧年": 1, "舊年": 1, "前年": 2}
_ZH_YEAR_MONTH_RE = re.compile("(" + "|".join(_ZH_YEARS_BACK) + ")(?:的|嘅)?" + _ZH_MONTH + month_parts.PATTERN)
# Full month names only ("may" only after "in"): abbreviations collide with ordinary words.
_EN_MONTHS = r"january|february|march|april|may|june|july|august|september|october|november|december"
_EN_MONTH_RE = re.compile(
    r"\b(?:in\s+)?(january|february|march|april|june|july|august|september|october|november"
    r"|december)\b|\bin\s+(may)\b"
    # May closing a range ("March to May", "between March and May"), where it is no verb.
    r"|(?:(?<=\bto )|(?<=\bthrough )|(?<=\bthru )|(?<=\buntil )|(?<=\btill )|(?<=\band ))(may)\b",
    re.I,
)
# Early, mid or late in a month, its end or beginning, a week of it ("early November",
# "mid-October", "the end of last month", "the first week of March"): that part of the month
# (month_parts.py), as 初, 底 and 第一週 are; no topic word.
_EN_MONTH_PART_RE = re.compile(
    r"\b(?:(?P<part>early|mid|late)|(?:the\s+)?(?:(?P<of>end|beginning|start|middle)"
    r"|(?P<week>first|second|third|fourth|last|final)\s+week)\s+of)[\s-]+"
    r"(?=(?:the\s+)?(?:last\s+month|this\s+month|" + _EN_MONTHS + r")\b)",
    re.I,
)
# "October 2025", "Oct. 2025", "March of 2024": that month of that year. A day between them is
# read first ("Nov 25 2025"), and "may" only after "in", as a month alone.
_EN_MONTH_YEAR_RE = re.compile(
    r"\b(?:in\s+(may)|(january|february|march|april|june|july|august|september|october|november|december"
    r"|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec))\.?,?\s+(?:of\s+)?(\d{4})\b",
    re.I,
)
# "March of last year", "December this year": the month of that year.
_EN_YEAR_MONTH_RE = re.compile(r"\b(?:in\s+)?(" + _EN_MONTHS + r")\s+(?:of\s+)?(this|last)\s+year\b", re.I)
# A day of a month with no year ("3月5號", "十一月二十五日", "去年12月24號", "March 5th", "Nov 25",
# "25 November 2025"): without a year, the latest such day up to today, as a month alone is the
# latest of that name. Abbreviated months count here, where a day beside them says they are one.
_ZH_DAY = r"([一二三四五六七八九十]{1,3}|3[01]|[12]\d|0?[1-9])"
_ZH_MONTH_DAY_RE = re.compile(
    r"(?<![\d年])(?:(" + "|".join(_ZH_YEARS_BACK) + r")(?:的|嘅)?)?"
    r"(十[一二]|[一二三四五六七八九十]|1[0-2]|0?[1-9])月" + _ZH_DAY + r"(?:日|號|号)"
)
# A day of this or last month (上個月25號, 這個月三號): 號 alone is as often a number (3號箱).
_ZH_REL_MONTH_DAY_RE = re.compile(
    r"(上個月|上个月|這個月|这个月|本月|今個月|今个月|呢個月|呢个月)(?:的|嘅)?" + _ZH_DAY + r"(?:日|號|号)"
)
_EN_ANY_MONTH = _EN_MONTHS + r"|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec"
_EN_DAY = r"(3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)?"
_EN_MONTH_DAY_RE = re.compile(
    r"\b(?:(" + _EN_ANY_MONTH + r")\.?\s+" + _EN_DAY + r"|" + _EN_DAY + r"\s+(?:of\s+)?(" + _EN_ANY_MONTH + r")\.?)"
    r"(?:,?\s+(\d{4}))?\b",
    re.I,
)


# A written date or month with a word that opens it: "after Nov 7", "since March", "from
# 2026-03-05", 自從三月, 11月7號之後 (also a few characters later: 11月7號看完獸醫之後), 3月以後,
# 3月5號起; or closes it: "before March 5", "until 2026-03", 3月5號之前, 3月前.
_FROM_BEFORE_EN_RE = re.compile(r"\b(?:after|since|from|between)\s+(?:the\s+|on\s+)?$", re.I)
_UNTIL_BEFORE_EN_RE = re.compile(r"\b(?:before|prior\s+to)\s+(?:the\s+|on\s+)?$", re.I)
_FROM_BEFORE_ZH_RE = re.compile(r"(?:自從|自从|從|从)\s*$")
# A range, "3月5號到3月10號", "March to May", "between March and May", "2026-03-01 至今": the first
# date opens it when another date (or now) follows the word between them, the second closes it,
# itself included ("until March 5" too).
_RANGE_NEXT = r"(?=\s*(?:\d|[一二三四五六七八九十]|今|現在|现在|目前|now\b|today\b|" + (
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b))"
)
_RANGE_AFTER_RE = re.compile(
    r"\s*(?:到|至|~|～|–|—)" + _RANGE_NEXT + r"|\s+(?:to|until|till|through|thru|-)\s+" + _RANGE_NEXT, re.I
)
_RANGE_END_BEFORE_RE = re.compile(
    r"(?:到|至|~|～|–|—)\s*$|\b(?:to|until|till|through|thru)\s+(?:the\s+)?$|\bbetween\b.+\band\s+$", re.I
)
_FROM_AFTER_ZH_RE = re.compile(
    r"\s*(?:的|嘅)?(?:之後|之后|以後|以后|以來|以来|後(?![天日])|后(?![天日])|起(?![來来床])|開始|开始)"
    r"|[^\s\d，。,.;；!?！？、]{1,6}?(?:之後|之后|以後|以后)"
)
_UNTIL_AFTER_ZH_RE = re.compile(r"\s*(?:的|嘅)?(?:之前|以前|前(?![天日年一]))")
# What the question says beside the date to open or close it: read with it, no topic word.
_OPENING = "\u2063"  # an invisible separator: no word, and no whitespace to strip
_OPENING_WORDS_RE = re.compile(
    r"\b(?:after|since|from|before|until|till|prior\s+to|to|through|thru|between|and)\s+(?:the\s+|on\s+)?(?=\u2063)"
    r"|(?:到|至|~|～|–|—)\s*(?=\u2063)"
    r"|(?:自從|自从|從|从)\s*(?=\u2063)"
    r"|\u2063\s*(?:至今|迄今|到現在|到现在|到目前為止|到目前为止|until\s+now)"
    r"|\u2063\s*(?:的|嘅)?(?:之後|之后|以後|以后|以來|以来|之前|以前|後(?![天日])|后(?![天日])|前(?![天日年一])|起(?![來来床])|開始|开始)"
    r"|\u2063",
    re.I,
)


def _way(m: re.Match[str]) -> str | None:
    """How the words around a date bound the period (``Period.narrow``): from it on ("from"), up
    to its end ("to") or before it ("before"); None: the date itself."""
    ahead, behind = m.string[: m.start()], m.string[m.end() :]
    if _RANGE_END_BEFORE_RE.search(ahead):
        return "to"
    if (
        _FROM_BEFORE_EN_RE.search(ahead)
        or _FROM_BEFORE_ZH_RE.search(ahead)
        or _FROM_AFTER_ZH_RE.match(behind)
        or _RANGE_AFTER_RE.match(behind)
    ):
        return "from"
    if _UNTIL_BEFORE_EN_RE.search(ahead) or _UNTIL_AFTER_ZH_RE.match(behind):
        return "before"
    return None


def read(text: str, period: Period, now: dt.date, read_dates: bool = True, asks_what_happened: bool = False) -> str:
    """Narrow ``period`` by the time expressions of ``text`` and return the text without them;
    with ``read_dates=False`` the dates, months and holidays it writes out stay in the text.
    ``asks_what_happened``: the question asks what went on then, so a holiday it names is when
    (festivals.py)."""

    def bounded(m: re.Match[str], start: dt.date, end: dt.date) -> str:
        """Narrow to a period, or from it on or before it, as the words beside it say ("since
        last week", 3月5號之前); what the match leaves of the text: a mark where those words are
        to go too."""
        way = _way(m)
        period.narrow(start, end, way)
        return _OPENING if way else " "

    def week(m: re.Match[str]) -> str:
        if not relative_periods.starts_word(m):
            return m.group(0)
        word = (m.group(1) or "").lower()
        monday = now - dt.timedelta(days=now.weekday())
        if word == "past":
            return bounded(m, now - dt.timedelta(days=7), now)
        if word == "last" or m.group(0)[0] in "上":
            return bounded(m, monday - dt.timedelta(days=7), monday - dt.timedelta(days=1))
        return bounded(m, monday, now)

    # The parts of a month said in English before it ("early", "the first week of"), for the
    # months read after them, in order.
    english_parts: list[str] = []

    def english_part(m: re.Match[str]) -> str:
        english_parts.append(month_parts.KIND[(m.group("part") or m.group("of") or m.group("week")).lower()])
        return " "

    def part_kind(m: re.Match[str]) -> str | None:
        """The part of the month the match says (三月初, 3月第一週), or the English said before it."""
        groups = m.groupdict()
        if groups.get("week"):
            return month_parts.KIND[groups["week"]]
        if groups.get("part"):
            return month_parts.KIND[groups["part"]] if relative_periods.ends_word(m) else None
        return english_parts.pop(0) if english_parts else None

    def unread_part(m: re.Match[str], left: str = " ") -> str:
        """What the match leaves of the text (``left``: a space, or the mark of words bounding
        it), and a month's part that begins a word (初 of 上個月初步評估)."""
        part = m.groupdict().get("part")
        return left.strip() + (" " + part if part and not relative_periods.ends_word(m) else " ")

    def month(m: re.Match[str]) -> str:
        if not relative_periods.starts_word(m):
            return m.group(0)
        word = (m.group(1) or "").lower()
        first = now.replace(day=1)
        if word == "past":
            opened = bounded(m, now - dt.timedelta(days=30), now)
        elif word == "last" or m.group(0)[0] == "上":
            prev_end = first - dt.timedelta(days=1)
            opened = bounded(m, *month_parts.days(prev_end.replace(day=1), prev_end, part_kind(m)))
        else:
            last = first.replace(day=calendar.monthrange(now.year, now.month)[1])
            start, end = month_parts.days(first, last, part_kind(m))
            opened = bounded(m, start, min(end, now)) if start <= now else bounded(m, first, now)
        return unread_part(m, opened)

    def day(m: re.Match[str]) -> str:
        if not relative_periods.starts_word(m):
            return m.group(0)
        word = (m.group(1) or m.group(0)).lower()
        back = {"today": 0, "yesterday": 1}.get(word, _RELATIVE_ZH.get(word, (0, 0))[0])
        target = now - dt.timedelta(days=back)
        return bounded(m, target, target)

    def written(m: re.Match[str], start: dt.date, end: dt.date) -> str:
        """A date or month the question writes out, bounded as the words beside it say."""
        period.dated_in_words = True
        return bounded(m, start, end)

    def written_day(m: re.Match[str], mon: int, mday: int, year: int | None) -> str:
        """A day the question writes out; without a year, the latest such day up to today. The
        match itself when there is no such day (2月30號)."""
        if year is None:
            year = now.year if (mon, mday) <= (now.month, now.day) else now.year - 1
        target = _safe_date(year, mon, mday)
        return m.group(0) if target is None else written(m, target, target)

    def full_date(m: re.Match[str]) -> str:
        date_parts = (m.group(1), m.group(3), m.group(4)) if m.group(1) else m.groups()[4:]
        year, mon, mday = (int(g) for g in date_parts)
        left = written_day(m, mon, mday, year)
        # An impossible date written in full (2026-02-30) is still no topic word.
        return " " if left == m.group(0) else left

    def year_month(m: re.Match[str]) -> str:
        year, mon = int(m.group(1)), int(m.group(2))
        if not 1 <= mon <= 12:
            return m.group(0)
        return unread_part(m, written(m, *month_parts.of_month(year, mon, part_kind(m))))

    def en_month_year(m: re.Match[str]) -> str:
        year, mon = int(m.group(3)), _en_month_number(m.group(1) or m.group(2))
        return written(m, *month_parts.of_month(year, mon, part_kind(m)))

    def named_month(m: re.Match[str], mon: int, years_back: int | None = None) -> str:
        if years_back is None:
            year = now.year if mon <= now.month else now.year - 1
        else:
            year = now.year - years_back
        return written(m, *month_parts.of_month(year, mon, part_kind(m)))

    def zh_month_day(m: re.Match[str]) -> str:
        years_back = _ZH_YEARS_BACK.get(m.group(1) or "")
        year = now.year - years_back if years_back is not None else None
        mon, mday = relative_periods.number_of(m.group(2)), relative_periods.number_of(m.group(3))
        return written_day(m, mon, mday, year)

    def en_month_day(m: re.Match[str]) -> str:
        name, mday = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        if name in ("may", "march") and not re.search(r"\b(?:on|in)\s+$", text[: m.start()], re.I):
            # Lower-case "may" and "march" are as often the verb ("top 5 march madness").
            return m.group(0)
        year = int(m.group(5)) if m.group(5) else None
        return written_day(m, _en_month_number(name), int(mday), year)

    def zh_relative_month_day(m: re.Match[str]) -> str:
        if not relative_periods.starts_word(m):
            return m.group(0)
        first, _ = relative_periods.month_back(now, 1 if m.group(1)[0] == "上" else 0)
        target = _safe_date(first.year, first.month, relative_periods.number_of(m.group(2)))
        if target is None:
            return m.group(0)
        period.narrow(target, target)
        return " "

    def zh_month(m: re.Match[str]) -> str:
        return unread_part(m, named_month(m, relative_periods.number_of(m.group(1))))

    def zh_year_month(m: re.Match[str]) -> str:
        if not relative_periods.starts_word(m):
            return m.group(0)
        return unread_part(m, named_month(m, relative_periods.number_of(m.group(2)), _ZH_YEARS_BACK[m.group(1)]))

    def en_month(m: re.Match[str]) -> str:
        if m.group(3) and _way(m) != "to":
            # "bread and may go": no range it closes, a verb.
            return m.group(0)
        return named_month(m, _en_month_number(m.group(1) or m.group(2) or m.group(3)))

    def en_year_month(m: re.Match[str]) -> str:
        return named_month(m, _en_month_number(m.group(1)), 1 if m.group(2).lower() == "last" else 0)

    def year_ago(m: re.Match[str]) -> str:
        day = _safe_date(now.year - 1, now.month, now.day) or dt.date(now.year - 1, now.month, 28)
        around = 0 if m.group("day") or m.group("zh_day") else YEAR_AGO_AROUND
        period.narrow(day - dt.timedelta(days=around), day + dt.timedelta(days=around))
        return " "

    def holiday(start: dt.date, end: dt.date) -> None:
        period.dated_in_words = True
        period.narrow(start, end)

    text = _YEAR_AGO_RE.sub(year_ago, text)
    if read_dates:
        text = festivals.read(text, now, holiday, asks_what_happened)
    text = _EN_MONTH_PART_RE.sub(english_part, text)
    if read_dates:
        text = _FULL_DATE_RE.sub(full_date, text)
        text = _YEAR_MONTH_RE.sub(year_month, text)
        text = _ZH_MONTH_DAY_RE.sub(zh_month_day, text)
        text = _EN_MONTH_DAY_RE.sub(en_month_day, text)
        text = _EN_MONTH_YEAR_RE.sub(en_month_year, text)
        text = _ZH_YEAR_MONTH_RE.sub(zh_year_month, text)
        text = _EN_YEAR_MONTH_RE.sub(en_year_month, text)
    text = _TIME_ASIDE_RE.sub(" ", text)
    text = _ZH_COMING_RE.sub(lambda m: " " if relative_periods.starts_word(m) else m.group(0), text)
    text = relative_periods.read(text, now, period.narrow)
    text = _ZH_REL_MONTH_DAY_RE.sub(zh_relative_month_day, text)
    text = _WEEK_RE.sub(week, text)
    text = _MONTH_REL_RE.sub(month, text)
    text = _DAY_REL_RE.sub(day, text)
    if read_dates:
        text = _ZH_MONTH_RE.sub(zh_month, text)
        text = _EN_MONTH_RE.sub(en_month, text)
    return _OPENING_WORDS_RE.sub(" ", text) if _OPENING in text else text


def _en_month_number(name: str) -> int:
    return list(calendar.month_abbr).index(name[:3].title())


def _safe_date(year: int, month: int, day: int) -> dt.date | None:
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None

"""Periods counted back from today that a question says in a few words: "3 days ago", "過去兩週",
"上上個月", "last weekend", "上週三", "last night", "前幾天". Each is read and removed from the
text (periods.read calls ``read`` before the plain week, month and day words, which would
otherwise take 上週 out of 上週三 and leave 三 as a word of the topic).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable

import rjieba

from . import tokens

Narrow = Callable[[dt.date, dt.date], None]
# Reads one match into a period; False when it says no period after all (一百天前: no count).
Handler = Callable[[re.Match[str]], bool]

# A few days, said vaguely ("前幾天", "a few days ago", "the past few days"): the week up to today.
VAGUE_DAYS = 7

_EN_NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
}
_ZH_DIGITS = {"一": 1, "二": 2, "兩": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_EN_NUMBER = r"\d{1,3}|" + "|".join(_EN_NUMBERS)
_ZH_NUMBER = r"\d{1,3}|[一二兩两三四五六七八九十]{1,3}"
# Days, weeks and months in Chinese; a month needs its measure word (三個月), 三月 is March.
_ZH_UNIT = r"天|日|(?:個|个)?(?:星期|禮拜|礼拜)|週|周|(?:個|个)月"
_EN_UNIT = r"day|week|month"

_ZH_AGO_RE = re.compile(rf"(?P<n>{_ZH_NUMBER})\s*(?P<unit>{_ZH_UNIT})(?:之|以)?前")
_EN_AGO_RE = re.compile(rf"\b(?P<n>{_EN_NUMBER})\s+(?P<unit>{_EN_UNIT})s?\s+ago\b", re.I)
_ZH_PAST_RE = re.compile(
    rf"(?:過去|过去|最近|近|這|这)(?:的)?(?P<n>{_ZH_NUMBER})\s*(?P<unit>{_ZH_UNIT})(?:以來|以来|內|内|裡|里)?"
)
_EN_PAST_RE = re.compile(
    rf"\b(?:(?:in|over|during)\s+)?(?:the\s+)?(?:past|last|previous)\s+(?P<n>{_EN_NUMBER})\s+(?P<unit>{_EN_UNIT})s?\b",
    re.I,
)
_ZH_FEW_DAYS_RE = re.compile(
    r"(?:前|這|这|最近|近|過去|过去)(?:幾|几)(?:天|日)|前(?:兩|两)(?:天|日)|前些(?:天|日子)|(?:呢|早)(?:幾|几)日"
)
_EN_FEW_DAYS_RE = re.compile(
    r"\b(?:a\s+)?(?:few|couple\s+of|several)\s+days\s+ago\b|\bthe\s+other\s+day\b"
    r"|\b(?:(?:in|over|during)\s+)?(?:the\s+|these\s+)?(?:past|last)\s+(?:few|couple\s+of|several)\s+days\b",
    re.I,
)
# The week or month before last: two back.
_ZH_TWO_BACK_RE = re.compile(r"上上(?:個|个)?(?P<unit>週|周|星期|禮拜|礼拜|月)")
_EN_TWO_BACK_RE = re.compile(r"\bthe\s+(?P<unit>week|month)\s+before\s+last\b", re.I)
_EN_WEEKEND_TWO_BACK_RE = re.compile(r"\bthe\s+weekend\s+before\s+last\b", re.I)
_ZH_WEEKEND_RE = re.compile(r"(?P<which>上|這|这|本|今|呢)(?:個|个)?(?:週末|周末)")
# "Over the weekend": the latest one, this one on a Saturday or Sunday.
_EN_WEEKEND_RE = re.compile(r"\b(?:(?P<which>last|this|past)|(?:over|at|on|during)\s+the)\s+weekend\b", re.I)
_ZH_WEEKDAYS = "一二三四五六"
_ZH_WEEKDAY_RE = re.compile(
    r"(?P<which>上|這|这|本|今|呢)(?:個|个)?(?:週|周|星期|禮拜|礼拜)(?P<day>[一二三四五六日天])"
)
# Each weekday by the first three letters every spelling of it begins with.
_EN_WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
# A day's name or its abbreviation ("last Sat", "this Thurs"): after last/this/past it is no other word.
_EN_WEEKDAY_RE = re.compile(
    r"\b(?P<which>last|this|past)\s+(?P<day>mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)(?:[a-z]*day)?\.?(?![a-z])", re.I
)
# Last night is yesterday's; this morning and tonight are today's. Cantonese: 琴晚 / 噚晚 / 尋晚
# last night, 今朝 this morning.
_ZH_NIGHT_RE = re.compile(
    r"(?P<yesterday>昨晚|昨夜|昨天晚上|昨天夜裡|昨天夜里|琴晚|噚晚|尋晚|寻晚)|今早|今晨|今天早上|今朝|今晚|今天晚上|今夜"
)
# A character or word every expression above has one of.
_ZH_CUE_RE = re.compile(r"[前過过最近這这上本今呢昨琴噚尋寻早]")
_EN_CUE_RE = re.compile(r"ago|past|last|previous|before|weekend|this|night|tonight|other\s+day", re.I)
_EN_DAY_BEFORE_RE = re.compile(r"\bthe\s+day\s+before\s+yesterday\b", re.I)
_EN_NIGHT_RE = re.compile(r"\b(?P<yesterday>last\s+night)\b|\bthis\s+(?:morning|afternoon|evening)\b|\btonight\b", re.I)


def read(text: str, now: dt.date, narrow: Narrow) -> str:
    """``text`` without the relative periods it says, each passed to ``narrow``."""
    monday = now - dt.timedelta(days=now.weekday())

    def chinese(handler: Handler, whole_word: bool = False) -> Callable[[re.Match[str]], str]:
        def replace(m: re.Match[str]) -> str:
            if not starts_word(m) or (whole_word and not ends_word(m)) or not handler(m):
                return m.group(0)
            return " "

        return replace

    def english(handler: Handler) -> Callable[[re.Match[str]], str]:
        def replace(m: re.Match[str]) -> str:
            return " " if handler(m) else m.group(0)

        return replace

    def days_back(first: int, last: int) -> None:
        narrow(now - dt.timedelta(days=first), now - dt.timedelta(days=last))

    def unit_back(unit: str, count: int) -> None:
        """The day, the Monday-to-Sunday week or the calendar month ``count`` back."""
        if unit == "day":
            days_back(count, count)
        elif unit == "week":
            start = monday - dt.timedelta(weeks=count)
            narrow(start, start + dt.timedelta(days=6))
        else:
            narrow(*month_back(now, count))

    def unit_past(unit: str, count: int) -> None:
        """From ``count`` days, weeks or months before today up to today."""
        if unit == "month":
            narrow(month_back(now, count)[0].replace(day=min(now.day, 28)), now)
        else:
            days_back(count * (7 if unit == "week" else 1), 0)

    def ago(m: re.Match[str]) -> bool:
        count = number_of(m.group("n"))
        if count:
            unit_back(_unit(m.group("unit")), count)
        return count > 0

    def past(m: re.Match[str]) -> bool:
        count = number_of(m.group("n"))
        if count:
            unit_past(_unit(m.group("unit")), count)
        return count > 0

    def two_back(m: re.Match[str]) -> bool:
        unit_back(_unit(m.group("unit")), 2)
        return True

    def weekend(m: re.Match[str]) -> bool:
        saturday = monday + dt.timedelta(days=5)
        which = m.group("which")
        if (which and _is_last(which)) or (not which and now < saturday):
            saturday -= dt.timedelta(weeks=1)
        narrow(saturday, saturday + dt.timedelta(days=1))
        return True

    def weekend_two_back(m: re.Match[str]) -> bool:
        saturday = monday + dt.timedelta(days=5) - dt.timedelta(weeks=2)
        narrow(saturday, saturday + dt.timedelta(days=1))
        return True

    def zh_weekday(m: re.Match[str]) -> bool:
        day = monday + dt.timedelta(days=_ZH_WEEKDAYS.index(m.group("day")) if m.group("day") in _ZH_WEEKDAYS else 6)
        if _is_last(m.group("which")):
            day -= dt.timedelta(weeks=1)
        narrow(day, day)
        return True

    def en_weekday(m: re.Match[str]) -> bool:
        index = _EN_WEEKDAYS.index(m.group("day")[:3].lower())
        if _is_last(m.group("which")):
            # "last Friday": the latest Friday before today.
            back = (now.weekday() - index - 1) % 7 + 1
            days_back(back, back)
        else:
            day = monday + dt.timedelta(days=index)
            narrow(day, day)
        return True

    def night(m: re.Match[str]) -> bool:
        back = 1 if m.group("yesterday") else 0
        days_back(back, back)
        return True

    def few_days(m: re.Match[str]) -> bool:
        days_back(VAGUE_DAYS, 0)
        return True

    def day_before_yesterday(m: re.Match[str]) -> bool:
        days_back(2, 2)
        return True

    # Most questions say none: each language's expressions are looked for only where one may be.
    if _ZH_CUE_RE.search(text):
        text = _ZH_TWO_BACK_RE.sub(chinese(two_back), text)
        text = _ZH_WEEKEND_RE.sub(chinese(weekend), text)
        # 上週一 is last Monday, but 上週一直 is "last week, all along".
        text = _ZH_WEEKDAY_RE.sub(chinese(zh_weekday, whole_word=True), text)
        text = _ZH_FEW_DAYS_RE.sub(chinese(few_days), text)
        text = _ZH_AGO_RE.sub(chinese(ago), text)
        text = _ZH_PAST_RE.sub(chinese(past), text)
        text = _ZH_NIGHT_RE.sub(chinese(night), text)
    if _EN_CUE_RE.search(text):
        text = _EN_WEEKEND_TWO_BACK_RE.sub(english(weekend_two_back), text)
        text = _EN_TWO_BACK_RE.sub(english(two_back), text)
        text = _EN_DAY_BEFORE_RE.sub(english(day_before_yesterday), text)
        text = _EN_WEEKEND_RE.sub(english(weekend), text)
        text = _EN_WEEKDAY_RE.sub(english(en_weekday), text)
        text = _EN_FEW_DAYS_RE.sub(english(few_days), text)
        text = _EN_AGO_RE.sub(english(ago), text)
        text = _EN_PAST_RE.sub(english(past), text)
        text = _EN_NIGHT_RE.sub(english(night), text)
    return text


def _is_last(which: str) -> bool:
    return which.lower() in ("上", "last", "past")


def _unit(word: str) -> str:
    """day, week or month, from a unit of either language."""
    lowered = word.lower()
    if lowered in ("day", "天", "日"):
        return "day"
    if lowered == "month" or lowered.endswith("月"):
        return "month"
    return "week"


def number_of(word: str) -> int:
    """The number a question writes in digits, English words or Chinese numerals up to 99 (0:
    none); periods.py reads a month's number (十二月, 3月) with it too."""
    lowered = word.lower()
    if lowered.isdigit():
        return int(lowered)
    if lowered in _EN_NUMBERS:
        return _EN_NUMBERS[lowered]
    tens, _, ones = word.partition("十")
    if "十" not in word:
        return _ZH_DIGITS.get(word, 0) if len(word) == 1 else 0
    if len(tens) > 1 or len(ones) > 1 or (tens and tens not in _ZH_DIGITS) or (ones and ones not in _ZH_DIGITS):
        return 0
    return (_ZH_DIGITS[tens] if tens else 1) * 10 + (_ZH_DIGITS[ones] if ones else 0)


def month_back(now: dt.date, count: int) -> tuple[dt.date, dt.date]:
    """The first and last days of the calendar month ``count`` before ``now``'s."""
    index = now.year * 12 + now.month - 1 - count
    first = dt.date(index // 12, index % 12 + 1, 1)
    following = dt.date((index + 1) // 12, (index + 1) % 12 + 1, 1)
    return first, following - dt.timedelta(days=1)


def _cjk_run(m: re.Match[str]) -> tuple[str, int]:
    """The stretch of Chinese around a match, in Simplified characters (jieba cuts Traditional
    text worse: 上週一開會 as 上週|一開會), and where the match begins in it."""
    text, start = m.string, m.start()
    while start and tokens.CJK_RE.match(text[start - 1]):
        start -= 1
    end = m.end()
    while end < len(text) and tokens.CJK_RE.match(text[end]):
        end += 1
    run = text[start:end]
    folded = tokens.fold_script(run)
    return (folded if len(folded) == len(run) else run), m.start() - start


def starts_word(m: re.Match[str]) -> bool:
    """Whether a match begins a word of jieba's cut (periods.py asks it too): 上週末 in 上週末的聚餐
    does, 近三天 in 附近三天 and 本周 in 日本周刊 do not."""
    if m.start() == 0 or not tokens.CJK_RE.match(m.string[m.start() - 1]):
        return True
    run, at = _cjk_run(m)
    return any(begin == at for _, begin, _ in rjieba.tokenize(run))


def ends_word(m: re.Match[str]) -> bool:
    """Whether a match ends a word of jieba's cut: 上週一 in 上週一開會 does, in 上週一直在忙 not."""
    if m.end() == len(m.string) or not tokens.CJK_RE.match(m.string[m.end()]):
        return True
    run, at = _cjk_run(m)
    return any(end == at + len(m.group(0)) for _, _, end in rjieba.tokenize(run))

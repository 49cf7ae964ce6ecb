"""A part of a month a question says: early, mid or late in it (三月初, 十二月中旬, 上個月底,
"early November", "the end of last month") and a week of it (三月第一週, 3月的最後一個禮拜, "the
first week of March"), as the days it covers (periods.py reads the month).
"""

from __future__ import annotations

import calendar
import datetime as dt

# 上個月底, 三月初, 十二月中旬, 三月第一週, 3月的最後一個禮拜: a part of the month, when it ends a
# word (not 初 of 初步).
PATTERN = (
    r"(?:(?:的)?(?P<week>第[一二三四五1-5]|最後一?|最后一?)[個个]?(?:週|周|星期|禮拜|礼拜)"
    r"|(?P<part>初|底|中旬|上旬|下旬))?"
)
# The days of a month a part of it says, by the Chinese convention of 旬 (ten days): early
# (初, 上旬, "early", "the beginning of") the 1st to the 10th, mid the 11th to the 20th, late (底,
# 下旬, "the end of") the 21st to its last; a week of it the 1st to the 7th, the 8th to the 14th…
# and its last week its last seven days.
KIND = {
    "初": "early", "上旬": "early", "中旬": "mid", "底": "late", "下旬": "late",
    "early": "early", "beginning": "early", "start": "early", "mid": "mid", "middle": "mid",
    "late": "late", "end": "late",
    "第一": "week1", "第1": "week1", "第二": "week2", "第2": "week2", "第三": "week3", "第3": "week3",
    "第四": "week4", "第4": "week4", "第五": "week5", "第5": "week5", "最後": "lastweek", "最後一": "lastweek",
    "最后": "lastweek", "最后一": "lastweek",
    "first": "week1", "second": "week2", "third": "week3", "fourth": "week4", "last": "lastweek", "final": "lastweek",
}  # fmt: skip


def days(first: dt.date, last: dt.date, kind: str | None) -> tuple[dt.date, dt.date]:
    """The days ``kind`` (of KIND) says of the month ``first``–``last``; the whole month
    for none, and for a part past its end (a fifth week of February)."""
    if kind is None:
        return first, last
    if kind == "lastweek":
        return max(first, last - dt.timedelta(days=6)), last
    if kind.startswith("week"):
        start = first + dt.timedelta(days=7 * (int(kind[4:]) - 1))
    else:
        start = first + dt.timedelta(days={"early": 0, "mid": 10, "late": 20}[kind])
    if start > last:
        return first, last
    end = last if kind == "late" else min(last, start + dt.timedelta(days=9 if kind in ("early", "mid") else 6))
    return start, end


def of_month(year: int, month: int, kind: str | None) -> tuple[dt.date, dt.date]:
    """The days of a month, or of the part of it ``kind`` says (days)."""
    return days(dt.date(year, month, 1), dt.date(year, month, calendar.monthrange(year, month)[1]), kind)

from __future__ import annotations

import datetime as dt

import pytest

from vault_recall.engine.relative_periods import read

NOW = dt.date(2026, 11, 30)  # a Monday
D = dt.date


def test_over_the_weekend_said_on_a_sunday_is_this_one():
    assert periods_of("hike at the weekend", D(2026, 11, 29)) == ([(D(2026, 11, 28), D(2026, 11, 29))], ["hike"])


def periods_of(text: str, now: dt.date = NOW) -> tuple[list[tuple[dt.date, dt.date]], list[str]]:
    found: list[tuple[dt.date, dt.date]] = []
    rest = read(text, now, lambda start, end: found.append((start, end)))
    return found, rest.split()


@pytest.mark.parametrize(
    ("text", "start", "end", "left"),
    [
        # N back: the day, the Monday-to-Sunday week, the calendar month.
        ("3 days ago", D(2026, 11, 27), D(2026, 11, 27), ""),
        ("backup two weeks ago", D(2026, 11, 16), D(2026, 11, 22), "backup"),
        ("a month ago", D(2026, 10, 1), D(2026, 10, 31), ""),
        ("三天前跑步", D(2026, 11, 27), D(2026, 11, 27), "跑步"),
        ("兩週前的會議", D(2026, 11, 16), D(2026, 11, 22), "的會議"),
        ("十天前", D(2026, 11, 20), D(2026, 11, 20), ""),
        ("三個月前的決定", D(2026, 8, 1), D(2026, 8, 31), "的決定"),
        ("两日前", D(2026, 11, 28), D(2026, 11, 28), ""),
        # The past N: up to today.
        ("past two weeks backup", D(2026, 11, 16), D(2026, 11, 30), "backup"),
        ("in the last 3 days", D(2026, 11, 27), D(2026, 11, 30), ""),
        ("過去三天的筆記", D(2026, 11, 27), D(2026, 11, 30), "的筆記"),
        ("最近一週 跑步", D(2026, 11, 23), D(2026, 11, 30), "跑步"),
        ("近兩個月", D(2026, 9, 28), D(2026, 11, 30), ""),
        ("过去十二天", D(2026, 11, 18), D(2026, 11, 30), ""),
        # Vague: the week up to today.
        ("前幾天 跑步", D(2026, 11, 23), D(2026, 11, 30), "跑步"),
        ("a few days ago", D(2026, 11, 23), D(2026, 11, 30), ""),
        ("saw the vet the other day", D(2026, 11, 23), D(2026, 11, 30), "saw the vet"),
        ("the day before yesterday", D(2026, 11, 28), D(2026, 11, 28), ""),
        # "Over the weekend": the latest, this one when today is a Saturday or Sunday.
        ("over the weekend", D(2026, 11, 28), D(2026, 11, 29), ""),
        ("the past few days", D(2026, 11, 23), D(2026, 11, 30), ""),
        ("呢幾日", D(2026, 11, 23), D(2026, 11, 30), ""),
        # Two back.
        ("上上週 跑步", D(2026, 11, 16), D(2026, 11, 22), "跑步"),
        ("上上個月的帳單", D(2026, 9, 1), D(2026, 9, 30), "的帳單"),
        ("the week before last", D(2026, 11, 16), D(2026, 11, 22), ""),
        # Weekends and weekdays of last or this week.
        ("上週末 做了什麼", D(2026, 11, 28), D(2026, 11, 29), "做了什麼"),
        ("last weekend", D(2026, 11, 28), D(2026, 11, 29), ""),
        ("這週末", D(2026, 12, 5), D(2026, 12, 6), ""),
        ("上星期三 開會", D(2026, 11, 25), D(2026, 11, 25), "開會"),
        ("上週一開會", D(2026, 11, 23), D(2026, 11, 23), "開會"),
        ("上禮拜天", D(2026, 11, 29), D(2026, 11, 29), ""),
        ("上個禮拜五去咗邊", D(2026, 11, 27), D(2026, 11, 27), "去咗邊"),
        ("這週三的會議", D(2026, 12, 2), D(2026, 12, 2), "的會議"),
        ("last Monday meeting", D(2026, 11, 23), D(2026, 11, 23), "meeting"),
        ("last Sunday", D(2026, 11, 29), D(2026, 11, 29), ""),
        ("this Friday", D(2026, 12, 4), D(2026, 12, 4), ""),
        # A day's abbreviation after last or this.
        ("last Sat run", D(2026, 11, 28), D(2026, 11, 28), "run"),
        ("last Thurs.", D(2026, 11, 26), D(2026, 11, 26), ""),
        # The weekend before last: two back.
        ("the weekend before last", D(2026, 11, 21), D(2026, 11, 22), ""),
        # Last night is yesterday; this morning and tonight are today. Cantonese 琴晚, 今朝.
        ("昨晚 寫了什麼", D(2026, 11, 29), D(2026, 11, 29), "寫了什麼"),
        ("琴晚食咗乜", D(2026, 11, 29), D(2026, 11, 29), "食咗乜"),
        ("last night", D(2026, 11, 29), D(2026, 11, 29), ""),
        ("今朝 跑步", D(2026, 11, 30), D(2026, 11, 30), "跑步"),
        ("this morning run", D(2026, 11, 30), D(2026, 11, 30), "run"),
    ],
)
def test_relative_periods_are_read_and_removed(text, start, end, left):
    assert periods_of(text) == ([(start, end)], left.split())


def test_last_weekday_in_english_is_the_latest_before_today():
    wednesday = D(2026, 12, 2)
    assert periods_of("last Monday", wednesday)[0] == [(D(2026, 11, 30), D(2026, 11, 30))]
    assert periods_of("last Wednesday", wednesday)[0] == [(D(2026, 11, 25), D(2026, 11, 25))]


def test_a_month_back_crosses_the_year():
    assert periods_of("兩個月前", D(2026, 1, 15))[0] == [(D(2025, 11, 1), D(2025, 11, 30))]


@pytest.mark.parametrize(
    "text",
    [
        "附近三天有什麼",  # 近三天 does not begin a word there
        "上週一直在忙",  # 上週 and 一直 ("all along"), no Monday
        "一百天前",  # no count read
        "weekend plans",  # no last or this
        "星期一 開會",  # a bare weekday may be a recurring one
        "the last day of the trip",  # no count
        "this wedding",  # no Wednesday
        "last summit",  # no Sunday
    ],
)
def test_words_that_only_look_like_a_relative_period_stay(text):
    assert periods_of(text) == ([], text.split())

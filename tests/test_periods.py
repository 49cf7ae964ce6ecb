from __future__ import annotations

import datetime as dt

import pytest

from vault_recall.engine.periods import Period, read

NOW = dt.date(2026, 11, 30)  # a Monday


@pytest.mark.parametrize(
    ("text", "after", "before", "left"),
    [
        ("backup last week", dt.date(2026, 11, 23), dt.date(2026, 11, 29), "backup"),
        ("上週 備份", dt.date(2026, 11, 23), dt.date(2026, 11, 29), "備份"),
        ("上个月的账单", dt.date(2026, 10, 1), dt.date(2026, 10, 31), "的账单"),
        ("yesterday's run", dt.date(2026, 11, 29), dt.date(2026, 11, 29), "'s run"),
        ("2026-03-05 meeting", dt.date(2026, 3, 5), dt.date(2026, 3, 5), "meeting"),
        ("1938年10月的事", dt.date(1938, 10, 1), dt.date(1938, 10, 31), "的事"),
        ("三月 跑步", dt.date(2026, 3, 1), dt.date(2026, 3, 31), "跑步"),
        ("in December", dt.date(2025, 12, 1), dt.date(2025, 12, 31), ""),
        # Cantonese: 琴日 / 尋日 yesterday, 前日 the day before, 今日 today, 上個禮拜 last week.
        ("琴日食咗乜", dt.date(2026, 11, 29), dt.date(2026, 11, 29), "食咗乜"),
        ("尋日去咗邊", dt.date(2026, 11, 29), dt.date(2026, 11, 29), "去咗邊"),
        ("前日嘅會", dt.date(2026, 11, 28), dt.date(2026, 11, 28), "嘅會"),
        ("今日 開會", dt.date(2026, 11, 30), dt.date(2026, 11, 30), "開會"),
        ("上個禮拜 飲茶", dt.date(2026, 11, 23), dt.date(2026, 11, 29), "飲茶"),
        ("今個月交租", dt.date(2026, 11, 1), dt.date(2026, 11, 30), "交租"),
        # A month of a year said relative to today is that year's, not the latest of its name.
        ("去年十二月做了什麼", dt.date(2025, 12, 1), dt.date(2025, 12, 31), "做了什麼"),
        ("今年3月份的跑步", dt.date(2026, 3, 1), dt.date(2026, 3, 31), "的跑步"),
        ("前年的十月", dt.date(2024, 10, 1), dt.date(2024, 10, 31), ""),
        ("舊年十二月去咗邊", dt.date(2025, 12, 1), dt.date(2025, 12, 31), "去咗邊"),
        ("backup in March of last year", dt.date(2025, 3, 1), dt.date(2025, 3, 31), "backup"),
        ("November this year", dt.date(2026, 11, 1), dt.date(2026, 11, 30), ""),
        # A day of a month with no year: the latest such day up to today.
        ("11月25日做了什麼", dt.date(2026, 11, 25), dt.date(2026, 11, 25), "做了什麼"),
        ("我3月5號去看牙醫", dt.date(2026, 3, 5), dt.date(2026, 3, 5), "我 去看牙醫"),
        ("十二月二十五號的聚餐", dt.date(2025, 12, 25), dt.date(2025, 12, 25), "的聚餐"),
        ("去年12月24號 派對", dt.date(2025, 12, 24), dt.date(2025, 12, 24), "派對"),
        ("dentist on March 5th", dt.date(2026, 3, 5), dt.date(2026, 3, 5), "dentist on"),
        ("Nov 25 meeting notes", dt.date(2026, 11, 25), dt.date(2026, 11, 25), "meeting notes"),
        ("25 December party", dt.date(2025, 12, 25), dt.date(2025, 12, 25), "party"),
        ("March 5, 2025 dentist", dt.date(2025, 3, 5), dt.date(2025, 3, 5), "dentist"),
        ("on may 3", dt.date(2026, 5, 3), dt.date(2026, 5, 3), "on"),
        # A day of this or last month.
        ("上個月25號的會議", dt.date(2026, 10, 25), dt.date(2026, 10, 25), "的會議"),
        ("這個月三號買了什麼", dt.date(2026, 11, 3), dt.date(2026, 11, 3), "買了什麼"),
        # Early, mid or late in a month (旬: ten days, the last to its end); 初 of 初步 stays.
        ("上個月底 搬家", dt.date(2026, 10, 21), dt.date(2026, 10, 31), "搬家"),
        ("三月初的會議", dt.date(2026, 3, 1), dt.date(2026, 3, 10), "的會議"),
        ("上個月初步評估", dt.date(2026, 10, 1), dt.date(2026, 10, 31), "初步評估"),
        ("去年十二月中旬", dt.date(2025, 12, 11), dt.date(2025, 12, 20), ""),
        ("2025年10月下旬", dt.date(2025, 10, 21), dt.date(2025, 10, 31), ""),
        ("2026年3月初", dt.date(2026, 3, 1), dt.date(2026, 3, 10), ""),
        ("這個月初", dt.date(2026, 11, 1), dt.date(2026, 11, 10), ""),
        ("這個月底", dt.date(2026, 11, 21), dt.date(2026, 11, 30), ""),
        # A week of a month: its first seven days, the next seven…, its last seven.
        ("2026年3月第一個禮拜", dt.date(2026, 3, 1), dt.date(2026, 3, 7), ""),
        ("三月的第二週 會議", dt.date(2026, 3, 8), dt.date(2026, 3, 14), "會議"),
        ("二月的最後一週", dt.date(2026, 2, 22), dt.date(2026, 2, 28), ""),
        ("二月第五週", dt.date(2026, 2, 1), dt.date(2026, 2, 28), ""),
        # Last week and this week, however they are said.
        ("上星期去了哪", dt.date(2026, 11, 23), dt.date(2026, 11, 29), "去了哪"),
        ("這個禮拜的會議", dt.date(2026, 11, 30), dt.date(2026, 11, 30), "的會議"),
        ("这星期", dt.date(2026, 11, 30), dt.date(2026, 11, 30), ""),
        # A month and a year in English.
        ("October 2025 trip", dt.date(2025, 10, 1), dt.date(2025, 10, 31), "trip"),
        ("the Sept. 2024 invoice", dt.date(2024, 9, 1), dt.date(2024, 9, 30), "the invoice"),
        ("in may 2025", dt.date(2025, 5, 1), dt.date(2025, 5, 31), ""),
        ("you may 2025", None, None, "you may 2025"),
        ("大前天 開會", dt.date(2026, 11, 27), dt.date(2026, 11, 27), "開會"),
        ("earlier today", dt.date(2026, 11, 30), dt.date(2026, 11, 30), ""),
        # Early, mid, late in a month, its end or beginning, a week of it, as 初, 底 and 第一週 are.
        ("early November", dt.date(2026, 11, 1), dt.date(2026, 11, 10), ""),
        ("mid-October trip", dt.date(2026, 10, 11), dt.date(2026, 10, 20), "trip"),
        ("rent at the end of last month", dt.date(2026, 10, 21), dt.date(2026, 10, 31), "rent at"),
        ("early October 2025", dt.date(2025, 10, 1), dt.date(2025, 10, 10), ""),
        ("the first week of March", dt.date(2026, 3, 1), dt.date(2026, 3, 7), ""),
        ("last week of October 2025", dt.date(2025, 10, 25), dt.date(2025, 10, 31), ""),
        # Not before a month: words of the topic.
        ("early morning run", None, None, "early morning run"),
        # This time last year: the fortnight around the day a year back; this day last year: it.
        ("去年這個時候在做什麼", dt.date(2025, 11, 23), dt.date(2025, 12, 7), "在做什麼"),
        ("this time last year", dt.date(2025, 11, 23), dt.date(2025, 12, 7), ""),
        ("舊年呢個時候去咗邊", dt.date(2025, 11, 23), dt.date(2025, 12, 7), "去咗邊"),
        ("去年今天", dt.date(2025, 11, 30), dt.date(2025, 11, 30), ""),
        ("a year ago today running", dt.date(2025, 11, 30), dt.date(2025, 11, 30), "running"),
    ],
)
def test_time_expressions_narrow_the_period_and_leave_the_topic(text, after, before, left):
    period = Period()
    rest = read(text, period, NOW)
    assert (period.after, period.before, rest.split()) == (after, before, left.split())


@pytest.mark.parametrize(
    ("text", "after", "before", "left"),
    [
        # From a written date or month on: after, since, from; 之後, 以後, 起, 自從, 從 … 開始.
        ("dog food after Nov 7", dt.date(2026, 11, 7), None, "dog food"),
        ("rent since March", dt.date(2026, 3, 1), None, "rent"),
        ("from 2026-03-05 on call", dt.date(2026, 3, 5), None, "on call"),
        ("11月7號之後的飼料", dt.date(2026, 11, 7), None, "的飼料"),
        ("3月以後的跑步", dt.date(2026, 3, 1), None, "的跑步"),
        ("3月5號起 上班", dt.date(2026, 3, 5), None, "上班"),
        ("自從3月開始跑步", dt.date(2026, 3, 1), None, "跑步"),
        ("從三月起的開銷", dt.date(2026, 3, 1), None, "的開銷"),
        # An event of that day between the date and 之後: still from that day on.
        ("11月7號看完獸醫之後，飼料", dt.date(2026, 11, 7), None, "看完獸醫之後，飼料"),
        # Before it: before, until; 之前, 以前, 前.
        ("taxes before March 5", None, dt.date(2026, 3, 4), "taxes"),
        ("3月5號前 報稅", None, dt.date(2026, 3, 4), "報稅"),
        ("2026年3月以前的帳", None, dt.date(2026, 2, 28), "的帳"),
        # A period said relative to today opens and closes alike.
        ("gym since last week", dt.date(2026, 11, 23), None, "gym"),
        ("上個月以來的開銷", dt.date(2026, 10, 1), None, "的開銷"),
        ("從上週開始 跑步", dt.date(2026, 11, 23), None, "跑步"),
        ("今天之前的待辦", None, dt.date(2026, 11, 29), "的待辦"),
        # A range: from the first date through the second, or from a date until now.
        ("3月到5月的開銷", dt.date(2026, 3, 1), dt.date(2026, 5, 31), "的開銷"),
        ("從3月5號到3月10號 的跑步", dt.date(2026, 3, 5), dt.date(2026, 3, 10), "的跑步"),
        ("3月5號至3月10號", dt.date(2026, 3, 5), dt.date(2026, 3, 10), ""),
        ("between March and May expenses", dt.date(2026, 3, 1), dt.date(2026, 5, 31), "expenses"),
        ("from March to May rent", dt.date(2026, 3, 1), dt.date(2026, 5, 31), "rent"),
        ("2026-03-01 to 2026-03-10 runs", dt.date(2026, 3, 1), dt.date(2026, 3, 10), "runs"),
        ("2026-03-01 至今 的開銷", dt.date(2026, 3, 1), None, "的開銷"),
        ("taxes until March 5", None, dt.date(2026, 3, 5), "taxes"),
        # 到 before a place is arriving there; "and may" without "between" is the verb.
        ("3月5號到台北", dt.date(2026, 3, 5), dt.date(2026, 3, 5), "到台北"),
        ("bread and may go", None, None, "bread and may go"),
        # Not an opening: 後天 is the day after tomorrow, 前一天 the day before, 起來 a verb.
        ("3月5號後天", dt.date(2026, 3, 5), dt.date(2026, 3, 5), "後天"),
        ("3月5號前一天", dt.date(2026, 3, 5), dt.date(2026, 3, 5), "前一天"),
    ],
)
def test_a_date_with_a_word_opening_or_closing_it_is_an_open_period(text, after, before, left):
    period = Period()
    rest = read(text, period, NOW)
    assert (period.after, period.before, rest.split()) == (after, before, left.split())


@pytest.mark.parametrize(
    ("text", "after", "before"),
    [
        # "may" in lower case is as often the verb.
        ("I may 3 things", None, None),
        # No such day: the month alone is read.
        ("2月30號", dt.date(2026, 2, 1), dt.date(2026, 2, 28)),
    ],
)
def test_no_day_where_a_month_and_a_number_do_not_make_one(text, after, before):
    period = Period()
    read(text, period, NOW)
    assert (period.after, period.before) == (after, before)


def test_a_period_only_narrows():
    period = Period(after=dt.date(2026, 11, 1))
    read("last month", period, NOW)
    assert (period.after, period.before) == (dt.date(2026, 11, 1), dt.date(2026, 10, 31))


def test_written_dates_are_marked_and_may_be_left_as_words():
    period = Period()
    assert read("2026-03-05", period, NOW).strip() == ""
    assert period.dated_in_words is True
    kept = Period()
    assert read("三月 2026-03-05", kept, NOW, read_dates=False) == "三月 2026-03-05"
    assert (kept.after, kept.dated_in_words) == (None, False)


def test_a_coming_or_bare_relative_year_is_no_period():
    # Next year's month is when its topic happens; a year alone is not when its notes were written.
    for text in ("明年三月的旅行", "去年的稅", "last year taxes"):
        period = Period()
        read(text, period, NOW)
        assert (period.after, period.before) == (None, None)


@pytest.mark.parametrize(
    ("text", "left"),
    [
        # A coming week or month is when the topic happens, and no word of it.
        ("阿媽覆診 下個禮拜", "阿媽覆診"),
        ("下週 開會", "開會"),
        ("下個月的房租", "的房租"),
        # 下周 inside 一下周末 is no coming week.
        ("看一下周末的安排", "看一下周末的安排"),
    ],
)
def test_a_coming_week_or_month_in_chinese_is_no_period(text, left):
    period = Period()
    assert read(text, period, NOW).split() == left.split()
    assert (period.after, period.before) == (None, None)


def test_impossible_dates_and_words_inside_words_are_no_period():
    period = Period()
    assert read("2026-02-30 日本周刊", period, NOW).split() == ["日本周刊"]
    assert (period.after, period.before) == (None, None)


def test_a_part_of_this_month_still_to_come_is_this_month_up_to_today():
    period = Period()
    read("這個月底", period, dt.date(2026, 11, 12))
    assert (period.after, period.before) == (dt.date(2026, 11, 1), dt.date(2026, 11, 12))

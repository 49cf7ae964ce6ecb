from __future__ import annotations

import datetime as dt

import pytest

from vault_recall.engine.notes import date_from_folder, date_from_path, parse_note, split_lines

D = dt.date


def spans(note):
    return [(e.line_start, e.line_end, e.kind) for e in note.entries]


def test_entries_lines_kinds_and_headings():
    text = (
        "# Title\n\n## 工作\n\n- item one\n  - nested child\n- [ ] a task\n- [x] done task\n\n"
        "paragraph line one\nparagraph line two\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n"
        "```python\nprint('x')\n```\n\n1. first step\n2. second step\n"
    )
    note = parse_note("memory/2026-11-17.md", text)
    assert spans(note) == [
        (5, 6, "item"),
        (7, 7, "task"),
        (8, 8, "task"),
        (10, 11, "paragraph"),
        (13, 15, "table"),
        (17, 19, "code"),
        (21, 21, "item"),
        (22, 22, "item"),
    ]
    assert note.entries[0].heading == ("Title", "工作")
    assert all(e.date == D(2026, 11, 17) for e in note.entries)


def test_crlf_bom_and_lone_cr_count_like_the_editor():
    text = "\ufeff- one\r\n- two\r\n\r\nthree\rfour\n"
    note = parse_note("a.md", text)
    assert spans(note) == [(1, 1, "item"), (2, 2, "item"), (4, 5, "paragraph")]


def test_old_tagger_style_tag_before_marker_is_its_own_entry():
    text = "- first\n[hall_events] - 2026-09-20：second\n"
    note = parse_note("p.md", text)
    assert spans(note) == [(1, 1, "item"), (2, 2, "item")]
    assert note.entries[1].hall == "events"
    assert note.entries[1].date == D(2026, 9, 20)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("- 2026-11-17：決定用 pgBackRest", D(2026, 11, 17)),
        ("- (2026-08-19) chose Longhorn", D(2026, 8, 19)),
        ("- **2026-03-04** 備份改用", D(2026, 3, 4)),
        ("- [x] 2026-01-02 renewed", D(2026, 1, 2)),
        ("- 2026年3月4日 換了濾心", D(2026, 3, 4)),
        ("- 4 March 2026: the plumber came", D(2026, 3, 4)),
        ("- 3/4 換濾心", D(2025, 3, 4)),  # the year of the note's own day
        # An open task's day is when it is due, not when it was written.
        ("- [ ] 2026-01-02 renew", D(2025, 1, 1)),
        ("- 14:30 meeting", D(2025, 1, 1)),
    ],
)
def test_entry_date_written_at_its_start(line, expected):
    note = parse_note("notes/x.md", f"---\ndate: 2025-01-01\n---\n{line}\n")
    assert note.entries[0].date == expected


def test_heading_date_applies_to_entries_below():
    note = parse_note("log.md", "### 2026-03-04\n\n- did a thing\n\n### Other\n\n- undated\n", mtime=0)
    assert note.entries[0].date == D(2026, 3, 4)
    assert note.entries[1].dated is False  # only the mtime is known


def test_a_year_less_date_takes_the_year_of_the_heading_above():
    text = (
        "# 燒窯紀錄\n\n## 2025\n\n- 12/3 開窯\n\n## 2026 年 1 月\n\n- 1月5日 素燒\n\n### 2026年2月3日\n\n- 又開了一窯\n"
    )
    note = parse_note("陶藝/燒窯紀錄.md", text, mtime=0)
    assert [(e.text, e.date_source, str(e.date)) for e in note.entries] == [
        ("- 12/3 開窯", "entry", "2025-12-03"),
        ("- 1月5日 素燒", "entry", "2026-01-05"),
        ("- 又開了一窯", "heading", "2026-02-03"),
    ]


def test_a_daily_note_looking_ahead_keeps_its_own_day():
    note = parse_note("Daily/2026-11-27.md", "- 11/25 交了報告\n- 12/2 发 11 月 invoice\n- 2026-12-05 dentist\n")
    assert [str(e.date) for e in note.entries] == ["2026-11-25", "2026-11-27", "2026-11-27"]
    assert [e.date_source for e in note.entries] == ["entry", "daily", "daily"]


def test_a_log_table_was_last_written_when_its_newest_row_was():
    text = (
        "---\ncreated: 2026-05-31\n---\n## 取蜜\n\n"
        "| 日期 | 重量 |\n| --- | --- |\n| 2025-10-19 | 6.2 斤 |\n| 2026-06-14 | 18.5 斤 |\n| 小計 | 24.7 斤 |\n\n"
        "| Date | Visit |\n|---|---|\n| 4 March 2026 | dentist |\n| 2 Feb 2026 | GP |\n\n"
        "| 名字 | 電話 |\n| --- | --- |\n| 阿君 | 0912 |\n"
    )
    note = parse_note("養蜂/摇蜜.md", text)
    assert [(e.line_start, e.kind, str(e.date), e.date_source) for e in note.entries] == [
        (6, "table", "2026-06-14", "entry"),
        (12, "table", "2026-03-04", "entry"),
        (17, "table", "2026-05-31", "front-matter"),
    ]


def test_a_daily_notes_table_of_days_ahead_keeps_the_notes_day():
    note = parse_note("Daily/2026-11-27.md", "| 日期 | 事 |\n|---|---|\n| 11/25 | 交報告 |\n| 12/2 | 看牙 |\n")
    assert [(str(e.date), e.date_source) for e in note.entries] == [("2026-11-27", "daily")]


def test_mtime_is_the_last_resort_and_marked_untrusted():
    note = parse_note("Ideas.md", "- a thought\n", mtime=86400 * 365)
    assert note.entries[0].date == D(1971, 1, 1)
    assert note.entries[0].dated is False


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("memory/2026-11-17.md", D(2026, 11, 17)),
        ("journal/20261117.md", D(2026, 11, 17)),
        ("2026/11/17.md", D(2026, 11, 17)),
        ("2026-02-30.md", None),
        ("Project.md", None),
        ("Resources/March 4 recipe ideas.md", None),  # a day of no year is no daily note
        ("Areas/3月4日.md", None),
    ],
)
def test_date_from_path(path, expected):
    assert date_from_path(path) == expected


def test_archive_folder_date():
    assert date_from_folder("archive-2026-03/週報.md") == D(2026, 3, 1)


def test_front_matter_title_aliases_tags_status_are_not_body():
    text = (
        "---\ntitle: 資料庫遷移\naliases: [DB migration]\ntags:\n  - pg\n  - '#project'\nstatus: superseded\n"
        "---\n- body #inline [[Other Note|alias]]\n"
    )
    note = parse_note("04-Archive/x.md", text)
    assert (note.title, note.aliases, note.tags, note.status) == (
        "資料庫遷移",
        ("DB migration",),
        ("pg", "project"),
        "superseded",
    )
    assert note.confidence == pytest.approx(0.425)
    assert len(note.entries) == 1
    assert note.entries[0].tags == ("inline",)
    assert note.entries[0].links == ("Other Note",)
    assert note.entries[0].line_start == 9


def test_the_front_matter_s_other_words_are_what_the_note_says_about_itself():
    text = (
        "---\ntitle: 官方同步故障排查指南\naliases: [Troubleshoot Sync]\n"
        "description: 本页面列出使用 Sync 时的常见问题\npermalink: sync/troubleshoot\n"
        "created: 2026-01-05\ncssclasses:\n  - soft-embed\n---\n- body\n"
    )
    note = parse_note("zh/Sync/官方同步故障排查指南.md", text)
    assert note.about == "本页面列出使用 Sync 时的常见问题 sync/troubleshoot soft-embed"
    assert parse_note("a.md", "- no front matter\n").about == ""


def test_title_falls_back_to_file_name_and_empty_note_has_no_entries():
    note = parse_note("folder/My Note.md", "")
    assert note.title == "My Note"
    assert note.entries == []


def test_unclosed_fence_runs_to_the_end():
    note = parse_note("a.md", "```\ncode\nmore\n")
    assert spans(note) == [(1, 3, "code")]


def test_split_lines_keeps_last_line_without_newline():
    assert split_lines("a\nb") == ["a", "b"]
    assert split_lines("a\n") == ["a"]


def test_checkbox_needs_a_space_to_be_a_task():
    note = parse_note("a.md", "- [ ]text\n- [ ] task\n- [x]\n")
    assert [e.kind for e in note.entries] == ["item", "task", "task"]


def test_task_states():
    note = parse_note(
        "a.md",
        "- [ ] 續簽護照\n- [/] 写迁移脚本\n- [x] Renew the cert\n- [X] b\n"
        "- [-] 取消的\n- plain item\n1. [ ] numbered\n",
    )
    assert [e.task for e in note.entries] == ["open", "open", "done", "done", "cancelled", None, "open"]


@pytest.mark.parametrize(
    "path",
    [
        "Daily/2026_11_17.md",
        "journal/2026.11.17 Tuesday.md",
        "2026-11-17 週二.md",
        "日記/2026年11月17日.md",
        "Daily/Tuesday, November 17th, 2026.md",
        "Daily/17 Nov 2026.md",
    ],
)
def test_other_daily_note_names(path):
    assert date_from_path(path) == D(2026, 11, 17)


def test_every_date_says_where_it_comes_from():
    text = (
        "---\ndate: 2026-01-05\n---\n# Plan\n\n- 2026-02-01 started the backup script\n- undated line\n\n"
        "### 2026-03-04\n\n- under a dated heading\n"
    )
    project = parse_note("01-Projects/Backup.md", text)
    assert [(e.text, e.date_source, str(e.date)) for e in project.entries] == [
        ("- 2026-02-01 started the backup script", "entry", "2026-02-01"),
        ("- undated line", "front-matter", "2026-01-05"),
        ("- under a dated heading", "heading", "2026-03-04"),
    ]
    daily = parse_note("journal/2026-03-10.md", "- 備份腳本改好了\n")
    assert [(e.date_source, str(e.date)) for e in daily.entries] == [("daily", "2026-03-10")]
    archived = parse_note("archive-2025-07/old.md", "- 舊的筆記\n")
    assert archived.entries[0].date_source == "folder"
    touched = parse_note("inbox/idea.md", "- an idea\n", mtime=0.0)
    assert (touched.entries[0].date_source, touched.entries[0].dated) == ("mtime", False)


def test_an_english_month_heading_gives_its_year_to_the_days_under_it():
    note = parse_note(
        "Projects/Bathroom.md", "# Bathroom\n\n## March 2026\n\n- 3 March: plumber came\n- 14 Mar: tiler\n"
    )
    assert [(str(e.date), e.date_source) for e in note.entries] == [("2026-03-03", "entry"), ("2026-03-14", "entry")]

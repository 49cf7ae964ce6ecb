"""What of a note is embedded: each entry (with its title and headings) and the opening."""

from __future__ import annotations

from vault_recall.engine.notes import parse_note
from vault_recall.engine.units import PASSAGE_CHARS, entry_units, make_unit, units

NOTE = (
    "---\ntags: [db]\n---\n# 資料庫遷移計畫\n\n把主資料庫從 PostgreSQL 14 遷移到 17。\n\n"
    "## 決策紀錄\n\n- 決定用 pg_upgrade --link\n- 先在測試機演練\n\n"
    "### 回滾\n\n回滾步驟寫在 runbook。\n\n## 待办\n\n- [ ] 续签护照\n"
)


def test_each_entry_is_a_unit_under_its_title_and_headings():
    found = entry_units(parse_note("db/資料庫遷移計畫.md", NOTE))
    assert [(u.line_start, u.line_end, u.text) for u in found] == [
        (6, 6, "資料庫遷移計畫\n把主資料庫從 PostgreSQL 14 遷移到 17。"),
        (10, 10, "資料庫遷移計畫 › 決策紀錄\n- 決定用 pg_upgrade --link"),
        (11, 11, "資料庫遷移計畫 › 決策紀錄\n- 先在測試機演練"),
        (15, 15, "資料庫遷移計畫 › 決策紀錄 › 回滾\n回滾步驟寫在 runbook。"),
        (19, 19, "資料庫遷移計畫 › 待办\n- [ ] 续签护照"),
    ]
    assert {u.path for u in found} == {"db/資料庫遷移計畫.md"}
    assert not any(u.opening for u in found)


def test_a_daily_note_is_cut_into_its_entries_not_one_day_of_text():
    found = entry_units(parse_note("journal/2026-11-25.md", "- backup.sh 改成每天凌晨三点跑\n\n- Redis maxmemory\n"))
    assert [(u.line_start, u.line_end, u.text) for u in found] == [
        (1, 1, "2026-11-25\n- backup.sh 改成每天凌晨三点跑"),
        (3, 3, "2026-11-25\n- Redis maxmemory"),
    ]


def test_an_entry_keeps_its_sub_items_on_one_line():
    (unit,) = entry_units(parse_note("a.md", "- 跑步\n  - 8 公里\n  - 配速 5:30\n"))
    assert (unit.line_start, unit.line_end, unit.text) == (1, 3, "a\n- 跑步 - 8 公里 - 配速 5:30")


def test_an_empty_note_is_its_title():
    assert [(u.line_start, u.line_end, u.text) for u in entry_units(parse_note("Ideas.md", "---\ntags: x\n---\n"))] == [
        (1, 1, "Ideas")
    ]


def test_a_long_entry_keeps_its_first_400_characters_and_a_heading_that_repeats_the_title_goes():
    text = "## Long\n\n" + "word " * 200 + "\n"
    (unit,) = entry_units(parse_note("long.md", text))
    assert unit.text == "long\n" + ("word " * 200)[:PASSAGE_CHARS]


def test_unit_hash_follows_the_text_only():
    assert make_unit("a.md", 1, 2, "same").hash == make_unit("b.md", 9, 9, "same").hash
    assert make_unit("a.md", 1, 2, "same").hash != make_unit("a.md", 1, 2, "other").hash


def test_units_are_the_entries_and_the_opening():
    note = parse_note("db/資料庫遷移計畫.md", NOTE)
    *parts, opening = units(note)
    assert parts == entry_units(note)
    assert (opening.line_start, opening.line_end, opening.opening) == (6, 19, True)
    assert opening.text == (
        "資料庫遷移計畫\n把主資料庫從 PostgreSQL 14 遷移到 17。 - 決定用 pg_upgrade --link "
        "- 先在測試機演練 回滾步驟寫在 runbook。 - [ ] 续签护照"
    )


def test_the_opening_of_a_one_entry_note_shares_the_entrys_vector():
    entry, opening = units(parse_note("journal/2026-11-25.md", "- backup.sh 改成每天凌晨三点跑\n"))
    assert (entry.hash, entry.opening, opening.opening) == (opening.hash, False, True)
    assert [u.text for u in units(parse_note("Ideas.md", ""))] == ["Ideas", "Ideas"]

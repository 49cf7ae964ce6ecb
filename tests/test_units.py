"""What of a note is embedded: sections (runs of entries under one heading path) and the opening."""

from __future__ import annotations

from vault_recall.engine.notes import parse_note
from vault_recall.engine.units import SECTION_CHARS, make_unit, sections, units

NOTE = (
    "---\ntags: [db]\n---\n# 資料庫遷移計畫\n\n把主資料庫從 PostgreSQL 14 遷移到 17。\n\n"
    "## 決策紀錄\n\n- 決定用 pg_upgrade --link\n- 先在測試機演練\n\n"
    "### 回滾\n\n回滾步驟寫在 runbook。\n\n## 待办\n\n- [ ] 续签护照\n"
)


def test_sections_are_runs_of_entries_under_one_heading():
    units = sections(parse_note("db/資料庫遷移計畫.md", NOTE))
    assert [(u.line_start, u.line_end, u.text) for u in units] == [
        (6, 6, "資料庫遷移計畫\n把主資料庫從 PostgreSQL 14 遷移到 17。"),
        (10, 11, "資料庫遷移計畫 › 決策紀錄\n- 決定用 pg_upgrade --link - 先在測試機演練"),
        (15, 15, "資料庫遷移計畫 › 決策紀錄 › 回滾\n回滾步驟寫在 runbook。"),
        (19, 19, "資料庫遷移計畫 › 待办\n- [ ] 续签护照"),
    ]
    assert {u.path for u in units} == {"db/資料庫遷移計畫.md"}


def test_a_note_without_headings_is_one_unit():
    units = sections(parse_note("journal/2026-11-25.md", "- backup.sh 改成每天凌晨三点跑\n\n- Redis maxmemory\n"))
    assert [(u.line_start, u.line_end, u.text) for u in units] == [
        (1, 3, "2026-11-25\n- backup.sh 改成每天凌晨三点跑 - Redis maxmemory")
    ]


def test_an_empty_note_is_its_title():
    assert [(u.line_start, u.line_end, u.text) for u in sections(parse_note("Ideas.md", "---\ntags: x\n---\n"))] == [
        (1, 1, "Ideas")
    ]


def test_section_text_keeps_the_first_400_characters():
    text = "## Long\n\n" + "word " * 200 + "\n"
    (unit,) = sections(parse_note("long.md", text))
    assert unit.text == "long\n" + ("word " * 200)[:SECTION_CHARS]


def test_unit_hash_follows_the_text_only():
    assert make_unit("a.md", 1, 2, "same").hash == make_unit("b.md", 9, 9, "same").hash
    assert make_unit("a.md", 1, 2, "same").hash != make_unit("a.md", 1, 2, "other").hash


def test_units_are_the_sections_and_the_opening():
    note = parse_note("db/資料庫遷移計畫.md", NOTE)
    *parts, opening = units(note)
    assert parts == sections(note)
    assert (opening.line_start, opening.line_end, opening.opening) == (6, 19, True)
    assert opening.text == (
        "資料庫遷移計畫\n把主資料庫從 PostgreSQL 14 遷移到 17。 - 決定用 pg_upgrade --link "
        "- 先在測試機演練 回滾步驟寫在 runbook。 - [ ] 续签护照"
    )


def test_a_note_without_headings_opens_with_its_one_section():
    section, opening = units(parse_note("journal/2026-11-25.md", "- backup.sh 改成每天凌晨三点跑\n"))
    assert (section.hash, section.opening, opening.opening) == (opening.hash, False, True)
    assert [u.text for u in units(parse_note("Ideas.md", ""))] == ["Ideas", "Ideas"]

"""The hall tagger: tags after the marker and checkbox, nothing else in a note changes."""

from __future__ import annotations

import datetime as dt
import os
import re
import stat
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vault_recall.cli import commands as cli
from vault_recall.cli import tagger
from vault_recall.cli.tagger import LINE_SPLIT_RE, Tagger, tag_line, tag_text, unified_diff, write_atomic
from vault_recall.engine.notes import parse_note
from vault_recall.engine.vaultfiles import SkipFile, VaultMissing

NOW = dt.date(2026, 11, 30)


@pytest.fixture(autouse=True)
def private_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("VAULT_RECALL_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("VAULT_RECALL_DATA_DIR", str(tmp_path / "data"))
    # cli.main sets a process-wide umask; keep it from leaking into other tests.
    umask = os.umask(0o022)
    os.umask(umask)
    yield
    os.umask(umask)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("- 決定改用 pgBackRest\n", "- [hall_facts] 決定改用 pgBackRest\n"),
        ("- [ ] 記得備份 NAS\n", "- [ ] [hall_advice] 記得備份 NAS\n"),
        ("- [x] 发现 Redis 默认是 noeviction\n", "- [x] [hall_discoveries] 发现 Redis 默认是 noeviction\n"),
        ("* I prefer tabs\n", "* [hall_preferences] I prefer tabs\n"),
        ("+ should go hiking\n", "+ [hall_advice] should go hiking\n"),
        ("1. 建议加上 flock\n", "1. [hall_advice] 建议加上 flock\n"),
        ("2) Decided to stay on 16\n", "2) [hall_facts] Decided to stay on 16\n"),
        ("-\t決定 tab\n", "-\t[hall_facts] 決定 tab\n"),
        ("-   建議 wide gap\n", "-   [hall_advice] 建議 wide gap\n"),
        ("- [/] decided, half done\n", "- [/] [hall_facts] decided, half done\n"),
        ("- parent\n  - 決定 child\n", "- [hall_facts] parent\n  - 決定 child\n"),
        ("- a\n- 決定 b", "- a\n- [hall_facts] 決定 b"),
        ("- 決定 a\r\n- 發現 b\r\n", "- [hall_facts] 決定 a\r\n- [hall_discoveries] 發現 b\r\n"),
        ("- 決定 a\r- 發現 b\r", "- [hall_facts] 決定 a\r- [hall_discoveries] 發現 b\r"),
        ("\ufeff- 決定 a\n", "\ufeff- [hall_facts] 決定 a\n"),
        ("para\n- should item\n", "para\n- [hall_advice] should item\n"),
    ],
)
def test_tags_go_after_marker_and_checkbox(before: str, after: str):
    assert tag_text(before)[0] == after
    assert tag_text(after)[0] == after


@pytest.mark.parametrize(
    "text",
    [
        "- [hall_advice] already\n",
        "[hall_facts] - the old tagger's order\n",
        "- [ ] [hall_events] tagged task\n",
        "- [HALL_FACTS] upper case\n",
        "```\n- 決定 in code\n```\n",
        "~~~md\n- 決定 in code\n~~~\n",
        "---\ntags:\n- 決定\n---\n",
        "| - 決定 | x |\n| - | - |\n",
        "* * *\n- - -\n",
        "-\n- [ ]\n- [x] \n",
        "決定 a paragraph\n",
        "> - 決定 quoted\n",
        "  - 決定 indented first item\n",
        "    - 決定 indented code\n",
        "",
    ],
)
def test_leaves_alone(text: str):
    assert tag_text(text) == (text, [])


def test_reports_lines_and_halls():
    text = "# 2026-11-28\n\n- 決定把備份改用 pgBackRest\n- 原來要先停 replication slot\n- 晚上跑步\n"
    assert tag_text(text)[1] == [(3, "facts"), (4, "discoveries")]


@pytest.mark.parametrize(
    "text",
    [
        "- 晚上去河濱跑了 8 公里\n",
        "- 晚上去河滨跑了 8 公里\n",
        "- went hiking, likely rain\n",
        "- [ ] 買牛奶\n",
        "- [Canvas](Plugins/Canvas.md)\n- [Sync](Plugins/Sync.md)\n",
    ],
)
def test_never_writes_the_default_hall(text: str):
    # Events is what the ranker assumes for an item no rule matches; a tag would add nothing.
    assert tag_text(text) == (text, [])


def test_tag_line_refuses_rules_and_empty_items():
    assert tag_line("* * *", "facts") is None
    assert tag_line("- [ ]", "facts") is None
    assert tag_line("- [ ]text", "facts") is None
    assert tag_line("- [link](x) text", "facts") == "- [hall_facts] [link](x) text"


# Property tests ------------------------------------------------------------------------------

PREFIXES = [
    "",
    "- ",
    "* ",
    "+ ",
    "1. ",
    "12) ",
    "- [ ] ",
    "- [x] ",
    "  - ",
    "\t- ",
    "```",
    "~~~",
    "---",
    "| ",
    "[hall_facts] - ",
    "- [hall_advice] ",
    "> ",
    "# ",
    "-",
    "* * *",
    "- - -",
]
WORDS = [
    "決定",
    "发现",
    "建議",
    "prefer",
    "should",
    "likely",
    "x",
    " ",
    "\t",
    "[",
    "]",
    "[ ]",
    "`",
    "-",
    "*",
    "|",
    "#",
    "中文",
    "2026-11-28",
    "[hall_events]",
    "\ufeff",
]
line_st = st.tuples(st.sampled_from(PREFIXES), st.lists(st.sampled_from(WORDS), max_size=5)).map(
    lambda t: t[0] + "".join(t[1])
)
note_st = st.tuples(
    st.booleans(),
    st.lists(st.tuples(line_st, st.sampled_from(["\n", "\r\n", "\r"])), max_size=12),
    st.booleans(),
).map(
    lambda t: ("\ufeff" if t[0] else "") + "".join(a + b for a, b in t[1]) + ("" if t[2] or not t[1] else t[1][-1][0])
)


def untag(original: str, tagged: str) -> str:
    """Remove, from each line that differs, the first hall tag and the space after it."""
    old_parts, new_parts = LINE_SPLIT_RE.split(original), LINE_SPLIT_RE.split(tagged)
    assert old_parts[1::2] == new_parts[1::2]
    out = [
        re.sub(r"\[hall_[a-z]+\] ", "", n, count=1) if o != n else n for o, n in zip(old_parts, new_parts, strict=True)
    ]
    return "".join(out)


@settings(max_examples=300, deadline=None)
@given(note_st)
def test_tagging_twice_is_tagging_once(text: str):
    once = tag_text(text)[0]
    assert tag_text(once) == (once, [])


@settings(max_examples=300, deadline=None)
@given(note_st)
def test_removing_the_added_tags_gives_back_the_bytes(text: str):
    tagged, added = tag_text(text)
    assert untag(text, tagged).encode("utf-8") == text.encode("utf-8")
    assert len(LINE_SPLIT_RE.split(tagged)) == len(LINE_SPLIT_RE.split(text))
    assert sum(1 for a, b in zip(LINE_SPLIT_RE.split(text), LINE_SPLIT_RE.split(tagged), strict=True) if a != b) == len(
        added
    )


@settings(max_examples=200, deadline=None)
@given(note_st)
def test_tagging_keeps_every_entry_and_task(text: str):
    def shape(t: str):
        return [(e.line_start, e.line_end, e.kind) for e in parse_note("n.md", t).entries]

    assert shape(tag_text(text)[0]) == shape(text)


# Files -------------------------------------------------------------------------------------

NOTES = {
    "journal/2026-11-28.md": "# 2026-11-28\n\n- 決定把 PostgreSQL 的備份改用 pgBackRest\n- [ ] 記得更新回滾步驟\n",
    "journal/2026-11-25.md": "- 发现 Redis 默认是 noeviction\r\n- 建议 cron 都加 flock",
    "journal/2026-10-02.md": "- 決定先升級 PostgreSQL 16\n",
    "01-Projects/Backup plan.md": "---\ndate: 2026-11-27\n---\n- I prefer restic over borg\n",
    "03-Resources/undated.md": "- TIL kubectl rollout restart keeps the old ReplicaSet\n",
    ".obsidian/workspace.md": "- should never be touched\n",
}


def write_vault(root: Path, notes: dict[str, str] = NOTES) -> Path:
    for rel, text in notes.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode("utf-8"))
    return root


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    return write_vault(tmp_path / "vault")


def read(vault: Path, rel: str) -> str:
    return (vault / rel).read_bytes().decode("utf-8")


def test_tags_notes_dated_in_the_window(vault: Path):
    report = Tagger(vault).run(NOW, days=7)
    assert report.notes == ["01-Projects/Backup plan.md", "journal/2026-11-25.md", "journal/2026-11-28.md"]
    assert dict(report.halls) == {"preferences": 1, "discoveries": 1, "advice": 2, "facts": 1}
    assert report.scanned == 5 and report.skipped == [] and report.failed == []
    assert read(vault, "journal/2026-11-28.md") == (
        "# 2026-11-28\n\n- [hall_facts] 決定把 PostgreSQL 的備份改用 pgBackRest\n- [ ] [hall_advice] 記得更新回滾步驟\n"
    )
    assert read(vault, "journal/2026-11-25.md") == (
        "- [hall_discoveries] 发现 Redis 默认是 noeviction\r\n- [hall_advice] 建议 cron 都加 flock"
    )
    assert (
        read(vault, "01-Projects/Backup plan.md")
        == "---\ndate: 2026-11-27\n---\n- [hall_preferences] I prefer restic over borg\n"
    )
    assert read(vault, "journal/2026-10-02.md") == NOTES["journal/2026-10-02.md"]
    assert read(vault, "03-Resources/undated.md") == NOTES["03-Resources/undated.md"]
    assert read(vault, ".obsidian/workspace.md") == NOTES[".obsidian/workspace.md"]


def test_dates_come_from_the_note_not_its_mtime(vault: Path):
    old = vault / "journal/2026-10-02.md"
    undated = vault / "03-Resources/undated.md"
    recent = dt.datetime(2026, 11, 29, 12).timestamp()
    for path in (old, undated):
        os.utime(path, (recent, recent))
    Tagger(vault).run(NOW, days=7)
    assert read(vault, "journal/2026-10-02.md") == NOTES["journal/2026-10-02.md"]
    assert read(vault, "03-Resources/undated.md") == NOTES["03-Resources/undated.md"]


def test_all_includes_old_and_undated_notes(vault: Path):
    report = Tagger(vault).run(NOW, days=None)
    assert len(report.notes) == 5
    assert (
        read(vault, "03-Resources/undated.md")
        == "- [hall_discoveries] TIL kubectl rollout restart keeps the old ReplicaSet\n"
    )


def test_old_daily_notes_are_not_even_read(vault: Path):
    (vault / "journal/2025-01-01.md").write_bytes(b"\xff not read\n")
    assert Tagger(vault).run(NOW, days=7).skipped == []
    assert Tagger(vault).run(NOW, days=None).skipped == [
        ("journal/2025-01-01.md", "not UTF-8 (invalid byte at offset 0)")
    ]


def test_future_notes_are_outside_the_window(tmp_path: Path):
    vault = write_vault(tmp_path / "v", {"journal/2026-12-05.md": "- 決定 x\n"})
    assert Tagger(vault).run(NOW, days=7).notes == []


def test_second_run_writes_nothing(vault: Path):
    Tagger(vault).run(NOW, days=7)
    before = {p: os.stat(p) for p in vault.rglob("*.md")}
    report = Tagger(vault).run(NOW, days=7)
    assert report.notes == [] and report.tags == 0
    after = {p: os.stat(p) for p in vault.rglob("*.md")}
    assert {p: (s.st_ino, s.st_mtime_ns) for p, s in before.items()} == {
        p: (s.st_ino, s.st_mtime_ns) for p, s in after.items()
    }


def test_mode_is_kept_and_no_temp_file_is_left(vault: Path):
    path = vault / "journal/2026-11-28.md"
    os.chmod(path, 0o640)
    Tagger(vault).run(NOW, days=7)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640
    assert sorted(p.name for p in path.parent.iterdir()) == ["2026-10-02.md", "2026-11-25.md", "2026-11-28.md"]


def test_dry_run_writes_nothing_and_returns_a_diff(vault: Path):
    before = {p: p.read_bytes() for p in vault.rglob("*.md")}
    report = Tagger(vault).run(NOW, days=7, dry_run=True)
    assert {p: p.read_bytes() for p in vault.rglob("*.md")} == before
    assert report.diffs["journal/2026-11-28.md"] == (
        "--- a/journal/2026-11-28.md\n+++ b/journal/2026-11-28.md\n@@ -1,4 +1,4 @@\n # 2026-11-28\n \n"
        "-- 決定把 PostgreSQL 的備份改用 pgBackRest\n-- [ ] 記得更新回滾步驟\n"
        "+- [hall_facts] 決定把 PostgreSQL 的備份改用 pgBackRest\n+- [ ] [hall_advice] 記得更新回滾步驟\n"
    )


def test_unified_diff_of_a_last_line_without_newline():
    assert unified_diff("a.md", "- x", "- [hall_events] x") == (
        "--- a/a.md\n+++ b/a.md\n@@ -1 +1 @@\n-- x\n+- [hall_events] x\n"
    )


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"- \xff\xfe bad\n", "not UTF-8 (invalid byte at offset 2)"),
        (b"- a\x00b\n", "binary content (NUL bytes)"),
        ("- 決定\n".encode("utf-16"), "UTF-16 text (the tagger only edits UTF-8)"),
    ],
)
def test_skips_files_that_are_not_utf8_text(tmp_path: Path, data: bytes, reason: str):
    vault = tmp_path / "v"
    vault.mkdir()
    (vault / "2026-11-29.md").write_bytes(data)
    report = Tagger(vault).run(NOW, days=7)
    assert report.skipped == [("2026-11-29.md", reason)]
    assert (vault / "2026-11-29.md").read_bytes() == data


def test_symlinks_are_not_followed_out_of_the_vault(tmp_path: Path):
    outside = write_vault(tmp_path / "outside", {"2026-11-29.md": "- 決定 outside\n", "d/2026-11-29.md": "- x\n"})
    vault = write_vault(tmp_path / "v", {"journal/2026-11-28.md": "- 決定 inside\n"})
    (vault / "journal/2026-11-29.md").symlink_to(outside / "2026-11-29.md")
    (vault / "linked").symlink_to(outside / "d")
    report = Tagger(vault).run(NOW, days=7)
    assert report.notes == ["journal/2026-11-28.md"] and report.scanned == 1
    assert (outside / "2026-11-29.md").read_text("utf-8") == "- 決定 outside\n"
    assert (outside / "d/2026-11-29.md").read_text("utf-8") == "- x\n"


def test_read_only_files_are_skipped(vault: Path):
    path = vault / "journal/2026-11-28.md"
    os.chmod(path, 0o444)
    report = Tagger(vault).run(NOW, days=7)
    assert report.skipped == [("journal/2026-11-28.md", "read-only file")]
    assert read(vault, "journal/2026-11-28.md") == NOTES["journal/2026-11-28.md"]


def test_a_failed_write_keeps_the_note_and_leaves_no_temp_file(vault: Path, monkeypatch: pytest.MonkeyPatch):
    def refuse(src, dst):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tagger.os, "replace", refuse)
    report = Tagger(vault).run(NOW, days=7)
    assert report.failed[0] == ("01-Projects/Backup plan.md", "cannot write: Permission denied")
    assert len(report.failed) == 3 and report.notes == []
    assert read(vault, "journal/2026-11-28.md") == NOTES["journal/2026-11-28.md"]
    assert not [p for p in vault.rglob("*.tmp")]


def test_a_note_saved_meanwhile_is_not_overwritten(tmp_path: Path):
    path = tmp_path / "n.md"
    path.write_text("- a\n", "utf-8")
    stale = os.stat(path)
    path.write_text("- a\n- the user's new line\n", "utf-8")
    with pytest.raises(SkipFile, match="changed while it was being tagged"):
        write_atomic(path, b"- [hall_events] a\n", stale)
    assert path.read_text("utf-8") == "- a\n- the user's new line\n"
    assert [p.name for p in tmp_path.iterdir()] == ["n.md"]


def test_missing_vault(tmp_path: Path):
    with pytest.raises(VaultMissing, match="vault folder not found"):
        Tagger(tmp_path / "nope")


# CLI ----------------------------------------------------------------------------------------


def test_cli_dry_run_prints_the_diff(vault: Path, capsys: pytest.CaptureFixture[str]):
    code = cli.main(["tag-halls", "--vault", str(vault), "--now", "2026-11-30", "--days", "3", "--dry-run"])
    out, err = capsys.readouterr()
    assert code == 0
    assert out == (
        "--- a/01-Projects/Backup plan.md\n+++ b/01-Projects/Backup plan.md\n@@ -1,4 +1,4 @@\n"
        " ---\n date: 2026-11-27\n ---\n-- I prefer restic over borg\n+- [hall_preferences] I prefer restic over borg\n"
        "--- a/journal/2026-11-28.md\n+++ b/journal/2026-11-28.md\n@@ -1,4 +1,4 @@\n # 2026-11-28\n \n"
        "-- 決定把 PostgreSQL 的備份改用 pgBackRest\n-- [ ] 記得更新回滾步驟\n"
        "+- [hall_facts] 決定把 PostgreSQL 的備份改用 pgBackRest\n+- [ ] [hall_advice] 記得更新回滾步驟\n"
    )
    assert err == "Would tag 3 entries in 2 notes (advice 1, facts 1, preferences 1).\n"
    assert read(vault, "journal/2026-11-28.md") == NOTES["journal/2026-11-28.md"]


def test_cli_tags_and_reports(vault: Path, capsys: pytest.CaptureFixture[str]):
    (vault / "journal/2026-11-29.md").write_bytes(b"\xff\n")
    code = cli.main(["tag-halls", "--vault", str(vault), "--now", "2026-11-30"])
    out, err = capsys.readouterr()
    assert code == 0
    assert out == "Tagged 5 entries in 3 notes (advice 2, discoveries 1, facts 1, preferences 1).\n"
    assert err == "  skipped journal/2026-11-29.md: not UTF-8 (invalid byte at offset 0)\n"
    assert cli.main(["tag-halls", "--vault", str(vault), "--now", "2026-11-30"]) == 0
    assert capsys.readouterr().out == (
        "Nothing to tag: no untagged list item in the 3 notes dated in the last 7 days reads as a "
        "decision, discovery, preference or advice (6 notes looked at).\n"
    )


UNDATED = {
    "Plugins/Canvas.md": "- 決定 use Canvas for maps\n",
    "Plugins/Sync.md": "- [Sync](https://obsidian.md/sync)\n",
    "Help/Index.md": "- [[Canvas]]\n- [[Sync]]\n",
}


def test_cli_says_the_window_is_why_an_undated_vault_gets_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    vault = write_vault(tmp_path / "v", UNDATED)
    code = cli.main(["tag-halls", "--vault", str(vault), "--now", "2026-11-30", "--dry-run"])
    out, err = capsys.readouterr()
    assert code == 0 and out == ""
    assert err == (
        "Nothing to tag: no note is dated in the last 7 days (3 notes looked at). The window goes by "
        "the date in a note's name or front matter, not its file time: use --days N for a longer "
        "window, or --all for every note.\n"
    )


def test_cli_all_tags_only_entries_a_rule_matches(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    vault = write_vault(tmp_path / "v", UNDATED)
    code = cli.main(["tag-halls", "--vault", str(vault), "--all", "--dry-run"])
    out, err = capsys.readouterr()
    assert code == 0
    assert out == (
        "--- a/Plugins/Canvas.md\n+++ b/Plugins/Canvas.md\n@@ -1 +1 @@\n"
        "-- 決定 use Canvas for maps\n+- [hall_facts] 決定 use Canvas for maps\n"
    )
    assert err == "Would tag 1 entry in 1 note (facts 1).\n"
    (vault / "Plugins/Canvas.md").unlink()
    assert cli.main(["tag-halls", "--vault", str(vault), "--all", "--dry-run"]) == 0
    assert capsys.readouterr().err == (
        "Nothing to tag: no untagged list item in the 2 notes reads as a decision, discovery, "
        "preference or advice (2 notes looked at).\n"
    )


def test_cli_missing_vault(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    assert cli.main(["tag-halls", "--vault", str(tmp_path / "nope")]) == 2
    assert capsys.readouterr().err == f"vault-recall: vault folder not found: {tmp_path / 'nope'}\n"


def test_cli_days_and_all_are_exclusive(vault: Path):
    with pytest.raises(SystemExit) as exc:
        cli.main(["tag-halls", "--vault", str(vault), "--days", "3", "--all"])
    assert exc.value.code == 2

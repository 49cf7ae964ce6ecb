from __future__ import annotations

import os

import pytest

from vault_recall.engine.vaultfiles import (
    MAX_NOTE_BYTES,
    DecodedNote,
    SkipFile,
    Vanished,
    decode_note,
    is_ignored,
    read_note_bytes,
    walk_vault,
)


def test_walk_skips_hidden_folders_excluded_and_non_markdown(vault):
    (vault / "attachments").mkdir()
    (vault / "attachments" / "x.png").write_bytes(b"\x89PNG")
    (vault / ".trash").mkdir()
    (vault / ".trash" / "old.md").write_text("- gone")
    found = walk_vault(vault, frozenset({"04-Archive"}))
    assert sorted(found) == [
        "01-Projects/資料庫遷移計畫.md",
        "journal/2026-10-02.md",
        "journal/2026-11-20.md",
        "journal/2026-11-25.md",
        "journal/2026-11-28.md",
    ]


def test_symlinks_are_never_followed(vault, tmp_path):
    outside = tmp_path / "outside.md"
    outside.write_text("- secret canary")
    os.symlink(outside, vault / "link.md")
    os.symlink(tmp_path, vault / "linkdir")
    assert "link.md" not in walk_vault(vault)
    assert not any(p.startswith("linkdir") for p in walk_vault(vault))


def test_hidden_ignored_and_excluded_folders_and_dot_files_are_ignored():
    excluded = frozenset({"04-Archive/old"})
    assert is_ignored(("journal", "2026-11-20.md"), excluded) is False
    assert is_ignored((".obsidian", "workspace.md"), excluded) is True
    assert is_ignored(("node_modules", "x.md"), excluded) is True
    assert is_ignored(("notes", ".draft.md"), excluded) is True
    assert is_ignored(("04-Archive", "old", "2019.md"), excluded) is True
    assert is_ignored(("04-Archive", "older", "2019.md"), excluded) is False


def test_a_note_is_read_whole_and_a_file_that_is_gone_or_too_big_is_skipped(tmp_path):
    note = tmp_path / "筆記.md"
    note.write_bytes("- 備份 done\n".encode())
    assert read_note_bytes(note) == "- 備份 done\n".encode()
    with pytest.raises(Vanished, match="deleted while being read"):
        read_note_bytes(tmp_path / "gone.md")
    big = tmp_path / "big.md"
    with open(big, "wb") as f:
        f.truncate(MAX_NOTE_BYTES + 1)
    with pytest.raises(SkipFile, match="larger than 8 MB"):
        read_note_bytes(big)


@pytest.mark.skipif(not hasattr(os, "O_NOFOLLOW"), reason="needs O_NOFOLLOW")
def test_a_symlink_is_not_read_through(tmp_path):
    outside = tmp_path / "outside.md"
    outside.write_text("- secret canary")
    link = tmp_path / "link.md"
    os.symlink(outside, link)
    with pytest.raises(SkipFile, match="cannot open"):
        read_note_bytes(link)


def test_decode_note():
    assert decode_note("\ufeff- x".encode()) == DecodedNote("- x", replacements=False)
    assert decode_note("- 備份 \ufffd".encode()) == DecodedNote("- 備份 \ufffd", replacements=False)
    assert decode_note(b"- caf\xe9 \xe5\x82\x99") == DecodedNote("- caf\ufffd 備", replacements=True)
    with pytest.raises(SkipFile, match="invalid UTF-16"):
        decode_note(b"\xff\xfe\x00")
    with pytest.raises(SkipFile, match="binary content"):
        decode_note(b"- caf\xe9\x00")

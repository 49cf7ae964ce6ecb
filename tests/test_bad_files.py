"""Files no indexer expects, in a vault served by a real daemon: each is indexed correctly (notes
with bytes that are not UTF-8 listed in /status `decoded_with_replacements`) or skipped with a
reason in /status `skipped`, and nothing blocks or crashes the daemon."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import textwrap

import pytest

from daemon_harness import Daemon, wait_until

pytestmark = pytest.mark.slow

LONG_NAME = "長" * 80 + ".md"  # 243 bytes: near the 255-byte limit of most file systems
GOOD_NAMES = {
    "emoji 🙂 note.md": "emojiword",
    "with spaces.md": "spaceword",
    "hash #1.md": "hashword",
    "percent 100%.md": "percentword",
    "%2e%2e%2f.md": "encodedword",
    LONG_NAME: "longnameword",
    "folder.md/inner.md": "innerword",
    "-dash.md": "dashword",
    "UPPER.MD": "upperword",
}


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    root = tmp_path_factory.mktemp("bad")
    vault = root / "vault"
    vault.mkdir()
    (vault / "bad-utf8.md").write_bytes(b"- caf\xe9 au lait\n")
    # zh-Hant with one byte pasted from a Windows-1252 file (0x80 is its euro sign).
    (vault / "cp1252.md").write_bytes("# 搬家\n\n- 決定把備份搬到 NAS，月費 ".encode() + b"\x80" + b" 5\n")
    (vault / "nul.md").write_bytes(b"- hello\x00world\n")
    (vault / "utf16.md").write_bytes("# UTF-16\n\n- 備份 utf16word\n".encode("utf-16"))
    (vault / "utf16be.md").write_bytes(b"\xfe\xff" + "- utf16beword\n".encode("utf-16-be"))
    (vault / "bom.md").write_bytes("\ufeff- bomword\n- second\n".encode())
    (vault / "crlf.md").write_bytes(b"# CRLF\r\n\r\n- crlfword\r\n- other\r\n")
    (vault / "lone-cr.md").write_bytes(b"# CR\r\r- lonecrword\r")
    (vault / "empty.md").write_bytes(b"")
    with open(vault / "huge.md", "wb") as huge:
        huge.write(b"- hugeword\n")
        huge.truncate(50 * 1024 * 1024)
    (vault / "long-line.md").write_bytes(b"- " + b"longlineword " * (10 * 1024 * 1024 // 13))
    (vault / "binary.md").write_bytes(random.Random(7).randbytes(4096))
    os.mkfifo(vault / "pipe.md")
    (vault / "mode000.md").write_text("- modezeroword\n")
    os.chmod(vault / "mode000.md", 0)
    os.symlink("/etc/passwd", vault / "passwd.md")
    os.symlink("loop.md", vault / "loop.md")
    os.symlink(".", vault / "loopdir")
    os.symlink("/", vault / "rootdir")
    (vault / os.fsdecode(b"bad\xff.md")).write_text("- badnameword\n")
    for name, word in GOOD_NAMES.items():
        (vault / name).parent.mkdir(parents=True, exist_ok=True)
        (vault / name).write_text(f"- {word}\n", "utf-8")
    daemon = Daemon(vault, root)
    try:
        daemon.start()
        yield daemon
    finally:
        daemon.stop()
        os.chmod(vault / "mode000.md", 0o600)


def skipped(daemon: Daemon) -> dict[str, str]:
    return {s["path"]: s["reason"] for s in daemon.status()["skipped"]}


def found(daemon: Daemon, word: str) -> list[tuple[str, int]]:
    return sorted((r["path"], r["line_start"]) for r in daemon.search(word) if "rank_context" not in r["signals"])


def test_the_daemon_is_ready_without_an_error(served):
    status = served.status()
    assert (status["state"], status["error"]) == ("ready", None)


@pytest.mark.parametrize(
    ("path", "reason"),
    [
        ("nul.md", "binary content (NUL bytes)"),
        ("huge.md", "larger than 8 MB"),
        ("long-line.md", "larger than 8 MB"),
        ("binary.md", "binary content (NUL bytes)"),
    ],
)
def test_unreadable_notes_are_skipped_with_a_reason(served, path, reason):
    assert skipped(served)[path] == reason


def test_notes_with_bytes_that_are_not_utf8_are_indexed_and_listed(served):
    assert served.status()["decoded_with_replacements"] == ["bad-utf8.md", "cp1252.md"]
    assert found(served, "lait") == [("bad-utf8.md", 1)]
    assert found(served, "NAS") == [("cp1252.md", 3)]
    assert ("cp1252.md", 3) in found(served, "備份")
    assert "bad-utf8.md" not in skipped(served) and "cp1252.md" not in skipped(served)


@pytest.mark.parametrize(
    ("word", "hits"),
    [
        ("utf16word", [("utf16.md", 3)]),
        ("utf16beword", [("utf16be.md", 1)]),
        ("bomword", [("bom.md", 1)]),
        ("crlfword", [("crlf.md", 3)]),
        ("lonecrword", [("lone-cr.md", 3)]),
    ],
)
def test_other_encodings_and_line_endings_are_indexed_with_editor_line_numbers(served, word, hits):
    assert found(served, word) == hits


@pytest.mark.parametrize(("name", "word"), GOOD_NAMES.items())
def test_odd_file_names_are_indexed_and_answered_exactly(served, name, word):
    assert found(served, word) == [(name, 1)]


def test_a_mode_000_note(served):
    if os.geteuid() == 0:
        # Root reads it anyway (CI runs as root): then it is simply indexed.
        assert found(served, "modezeroword") == [("mode000.md", 1)]
    else:
        assert skipped(served)["mode000.md"] == "cannot open: Permission denied"


def test_symlinks_are_never_followed(served):
    assert served.search("root") == []
    assert served.search("nologin") == []
    # Nothing under rootdir -> / or the loops was walked: the vault's own files only.
    assert served.status()["notes"] == 18  # 9 readable odd contents + 9 odd names; skipped files are listed apart


def test_the_daemon_still_follows_edits_after_all_that(served):
    (served.vault / "later.md").write_text("- laterword\n")
    assert wait_until(lambda: found(served, "laterword") == [("later.md", 1)], 10)
    # Writing into the FIFO's neighbour folder again, with the FIFO still there, does not block.
    (served.vault / "later.md").write_text("- laterword changed\n")
    assert wait_until(lambda: found(served, "changed") == [("later.md", 1)], 10)


@pytest.mark.parametrize("path", ["pipe.md", "passwd.md", "loop.md", "bad\ufffd.md"])
def test_every_file_left_out_is_listed_with_a_reason(served, path):
    assert path in skipped(served)


def test_a_search_over_a_paragraph_with_thousands_of_hits_is_fast(tmp_path):
    vault = tmp_path / "vault"
    vault.mkdir()
    (vault / "log.md").write_text("error at step " * 20_000 + "\n")
    script = textwrap.dedent(f"""
        from vault_recall.engine.service import Engine
        engine = Engine({str(vault)!r}, {str(tmp_path / "index")!r})
        engine.update()
        print(len(engine.search("error")["results"]))
    """)
    # A subprocess, so the runaway search can be killed instead of burning a core for the rest of the run.
    try:
        result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=8)
    except subprocess.TimeoutExpired:
        pytest.fail("the search did not finish within 8 s")
    assert result.stdout.strip() == "1"


def test_a_dot_named_note_is_either_not_indexed_or_servable(tmp_path):
    from vault_recall.engine.service import Engine, PathError

    vault = tmp_path / "vault"
    vault.mkdir()
    (vault / ".hidden.md").write_text("- dotword\n")
    engine = Engine(vault, tmp_path / "index")
    try:
        engine.update()
        indexed = [r["path"] for r in engine.search("dotword")["results"]] == [".hidden.md"]
        try:
            servable = engine.resolve_note(".hidden.md") == ".hidden.md"
        except PathError:
            servable = False
        assert indexed == servable
        assert not indexed  # Obsidian does not show dot-named files
    finally:
        engine.close()

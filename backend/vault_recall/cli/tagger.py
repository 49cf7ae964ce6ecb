"""The hall tagger: prefix each untagged top-level list item of recent notes with its hall tag.

Made to fix what the journal's weekly cron tagger broke: the tag goes after the list marker and
the checkbox (``- [ ] [hall_advice] …``) so tasks stay tasks; code fences, front matter and
tables are never touched; a missing final newline, CRLF/CR line ends and a BOM survive byte for
byte; and each note is replaced atomically, only when it changed. An item no rule matches gets no
tag: its hall is the default (events), which the ranker assumes anyway. Blocks and halls come from
``vault.parse_note`` and ``halls.classify``, the same code the ranker uses, so a tag always says
what the ranker would have guessed.
"""

from __future__ import annotations

import datetime as dt
import difflib
import os
import re
import stat
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from ..engine import halls
from ..engine.atomic import write_atomically
from ..engine.notes import date_from_path, parse_note
from ..engine.vaultfiles import SkipFile, VaultMissing, read_note_bytes, walk_vault

LINE_SPLIT_RE = re.compile(r"(\r\n|\n|\r)")
# The list marker, then an optional task checkbox; the tag goes right after them.
ITEM_HEAD_RE = re.compile(r"^((?:[-*+]|\d{1,9}[.)])(?:[ \t]+\[[ xX/-]\])?)([ \t]*)(.*)$")
# `* * *` and `- - -` are thematic breaks, not list items: a tag would turn a rule into a bullet.
THEMATIC_BREAK_RE = re.compile(r"^ {0,3}([-*_])[ \t]*(?:\1[ \t]*){2,}$")
TAGGED_KINDS = ("item", "task")
BOM = "\ufeff"


class NotText(ValueError):
    """A file that is not UTF-8 text; the tagger leaves it alone."""


def tag_line(line: str, hall: str) -> str | None:
    """``line`` with ``[hall_<hall>]`` after its marker and checkbox, or None if it has no text."""
    m = ITEM_HEAD_RE.match(line)
    if not m or not m.group(3).strip() or THEMATIC_BREAK_RE.match(line):
        return None
    head, space, rest = m.groups()
    if not space:
        # `- [ ]text`: the parser calls it a task, Obsidian may not; no place for a tag is safe.
        return None
    return f"{head}{space}[hall_{hall}] {rest}"


def tag_text(text: str) -> tuple[str, list[tuple[int, str]]]:
    """Tag a note's text; return the new text and the (1-based line, hall) of each added tag."""
    bom = BOM if text.startswith(BOM) else ""
    parts = LINE_SPLIT_RE.split(text[len(bom) :])
    lines = parts[0::2]  # the separators sit at the odd positions and are kept as they are
    added: list[tuple[int, str]] = []
    for entry in parse_note("note.md", text).entries:
        if entry.kind not in TAGGED_KINDS or halls.explicit_hall(entry.text):
            continue
        hall = halls.classify(entry.text)
        if hall == halls.DEFAULT_HALL:
            # The ranker gives every item no rule matches this hall already: the tag would say
            # nothing, and on an `--all` run it would bury every plain list under `[hall_events]`.
            continue
        index = entry.line_start - 1
        tagged = tag_line(lines[index], hall)
        if tagged is not None:
            lines[index] = tagged
            added.append((entry.line_start, hall))
    parts[0::2] = lines
    return bom + "".join(parts), added


def decode_text(data: bytes) -> str:
    """Strict UTF-8 (a BOM is kept as a character), so encoding gives back the same bytes."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise NotText("UTF-16 text (the tagger only edits UTF-8)")
    if b"\x00" in data:
        raise NotText("binary content (NUL bytes)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise NotText(f"not UTF-8 (invalid byte at offset {exc.start})") from exc


def in_window(date: dt.date | None, now: dt.date, days: int | None) -> bool:
    """Dated within the last ``days`` days (``None``: every note, dated or not)."""
    if days is None:
        return True
    return date is not None and now - dt.timedelta(days=days) <= date <= now


@dataclass
class TagReport:
    scanned: int = 0
    # Notes whose own date falls in the window (all of them for `--all`): when nothing is tagged,
    # zero here means the window, not the notes, was the reason.
    in_window: int = 0
    notes: list[str] = field(default_factory=list)
    halls: Counter = field(default_factory=Counter)
    diffs: dict[str, str] = field(default_factory=dict)
    skipped: list[tuple[str, str]] = field(default_factory=list)
    failed: list[tuple[str, str]] = field(default_factory=list)

    @property
    def tags(self) -> int:
        return sum(self.halls.values())


def _lines(text: str) -> list[str]:
    lines = LINE_SPLIT_RE.split(text)[0::2]
    return lines[:-1] if lines and lines[-1] == "" else lines


def unified_diff(rel: str, old: str, new: str) -> str:
    diff = difflib.unified_diff(_lines(old), _lines(new), f"a/{rel}", f"b/{rel}", lineterm="")
    return "\n".join(diff) + "\n"


def write_atomic(path: Path, data: bytes, expected: os.stat_result) -> None:
    """Replace ``path`` by a temp file of the same folder, with the original's mode.

    Raises ``SkipFile`` when the note changed since it was read (Obsidian saved it meanwhile):
    replacing it would lose the user's edit.
    """

    def keep_mode_unless_changed(tmp: Path) -> None:
        os.chmod(tmp, stat.S_IMODE(expected.st_mode))
        now = os.lstat(path)
        if (now.st_mtime_ns, now.st_size, now.st_ino) != (expected.st_mtime_ns, expected.st_size, expected.st_ino):
            raise SkipFile("changed while it was being tagged; run the tagger again")

    write_atomically(path, data, keep_mode_unless_changed)


class Tagger:
    """Tags the notes of one vault dated within a window."""

    def __init__(self, vault: Path, excluded: tuple[str, ...] = ()) -> None:
        self.vault = Path(vault).resolve()
        if not self.vault.is_dir():
            raise VaultMissing.at(vault)
        self.excluded = frozenset(e.strip("/") for e in excluded if e.strip("/"))

    def run(self, now: dt.date, days: int | None, dry_run: bool = False) -> TagReport:
        report = TagReport()
        for rel, st in sorted(walk_vault(self.vault, self.excluded).items()):
            report.scanned += 1
            try:
                self._tag_file(rel, st, now, days, dry_run, report)
            except (SkipFile, NotText) as exc:
                report.skipped.append((rel, str(exc)))
            except OSError as exc:
                report.failed.append((rel, f"cannot write: {exc.strerror or exc}"))
        return report

    def _tag_file(
        self, rel: str, st: os.stat_result, now: dt.date, days: int | None, dry_run: bool, report: TagReport
    ) -> None:
        named = date_from_path(rel)
        if named is not None and not in_window(named, now, days):
            return  # a daily note's name is its date: old ones are not even read
        path = self.vault / rel
        text = decode_text(read_note_bytes(path))
        if not in_window(parse_note(rel, text).date, now, days):
            return
        report.in_window += 1
        new_text, added = tag_text(text)
        if not added:
            return
        if dry_run:
            report.diffs[rel] = unified_diff(rel, text, new_text)
        elif not st.st_mode & stat.S_IWUSR:
            raise SkipFile("read-only file")
        else:
            write_atomic(path, new_text.encode("utf-8"), st)
        report.notes.append(rel)
        report.halls.update(hall for _, hall in added)

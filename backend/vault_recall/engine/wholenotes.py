"""Whole notes, one document each, in a tantivy index of their own beside the entries' index.

The entries' index also holds a document per note (the note ranking's title, headings and body
fields), but BM25 there reads statistics over every document: entries, notes and file records.
The average note looks ten times shorter than it is and the words' rarity is counted among
entries, which suits short questions (a title that says the question's word) and fails long
ones, whose words are common and spread over the page that answers them. Here each note is one
bag of words with statistics over notes alone, as a whole-file search ranks them.

The entries' index is the record of what is indexed. This one is committed first, so a crash
between the two commits leaves it ahead, and re-indexing the files the entries' index does not
have yet replaces their notes here too.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import orjson
import tantivy

FOLDER = "whole-notes"


def build_schema() -> tantivy.Schema:
    builder = tantivy.SchemaBuilder()
    builder.add_text_field("path", tokenizer_name="raw", index_option="basic")
    builder.add_text_field("words", tokenizer_name="whitespace", index_option="freq")
    # The entries' tie order (documents.tie_order), so notes tied in score come in one order.
    builder.add_unsigned_field("order", fast=True)
    builder.add_bytes_field("doc", stored=True, indexed=False, fast=False)
    return builder.build()


class WholeNotes:
    """The whole-note index in ``parent``/whole-notes; ``writable=False`` never takes a writer."""

    def __init__(self, parent: Path, writable: bool) -> None:
        self.directory = Path(parent) / FOLDER
        self.schema = build_schema()
        self._writer: tantivy.IndexWriter | None = None
        if writable:
            self.directory.mkdir(mode=0o700, exist_ok=True)
            self.index = tantivy.Index(self.schema, path=str(self.directory), reuse=True)
            self._writer = self.index.writer(heap_size=16_000_000, num_threads=1)
            # Files a commit killed midway left behind would clash with the next ones' names.
            self._writer.garbage_collect_files()
        else:
            self.index = tantivy.Index.open(str(self.directory))
        self.index.reload()

    @staticmethod
    def exists(parent: Path) -> bool:
        return (Path(parent) / FOLDER / "meta.json").exists()

    def searcher(self) -> tantivy.Searcher:
        return self.index.searcher()

    def delete(self, path: str) -> None:
        if self._writer is not None:
            self._writer.delete_documents_by_term("path", path)

    def put(self, path: str, words: list[str], order: int) -> None:
        """Replace the note at ``path`` (applied at the next commit)."""
        if self._writer is None:
            return
        self._writer.delete_documents_by_term("path", path)
        doc = tantivy.Document(path=path)
        doc.add_unsigned("order", order)
        if words:
            doc.add_text("words", " ".join(words))
        doc.add_bytes("doc", orjson.dumps({"path": path}))
        self._writer.add_document(doc)

    def commit(self) -> None:
        if self._writer is not None:
            self._writer.commit()
            self.index.reload()

    def rollback(self) -> None:
        if self._writer is not None:
            self._writer.rollback()

    def close(self, settle: bool) -> None:
        if self._writer is not None:
            with contextlib.suppress(ValueError):
                if not settle:
                    self._writer.rollback()
                self._writer.wait_merging_threads()
            self._writer = None

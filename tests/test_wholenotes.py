"""The whole-note index beside the entries' index: kept in step with it, private, rebuilt with it."""

from __future__ import annotations

import os
import shutil
import stat

import orjson
import tantivy

from vault_recall.engine.index import FileState, IndexStore
from vault_recall.engine.wholenotes import FOLDER


def note(path: str, body: list[str], title: list[str] = (), about: list[str] = ()) -> dict:
    """A note's first entry, which carries the note's own fields."""
    return {
        "hall": "events",
        "day": 20000,
        "links": [],
        "fields": {"body": body},
        "stored": {"path": path, "line_start": 1, "names": [title]},
        "note_fields": {"note_title": list(title), "note_heading": [], "note_body": [*body, *about]},
    }


def whole_notes(store: IndexStore, word: str) -> list[str]:
    searcher = store.whole_note_searcher()
    query = tantivy.Query.term_query(store.whole_notes.schema, "words", word)
    return sorted(orjson.loads(searcher.doc(a)["doc"][0])["path"] for _, a in searcher.search(query, 10).hits)


def test_a_note_put_replaced_and_deleted_is_so_among_whole_notes(tmp_path):
    store = IndexStore(tmp_path / "ix")
    store.put_file("備份.md", FileState(1, 1, "d1", 1), [note("備份.md", ["icloud", "硬盘"], ["备份"], ["backup"])])
    store.put_file("b.md", FileState(1, 1, "d2", 1), [note("b.md", ["icloud"])])
    store.commit()
    assert whole_notes(store, "icloud") == ["b.md", "備份.md"]
    # Title, body and the front matter's other words are one bag of words.
    assert [whole_notes(store, w) for w in ("备份", "硬盘", "backup")] == [["備份.md"]] * 3
    store.put_file("b.md", FileState(2, 2, "d3", 1), [note("b.md", ["sync"])])
    store.delete("備份.md")
    store.commit()
    assert (whole_notes(store, "icloud"), whole_notes(store, "sync")) == ([], ["b.md"])
    assert store.whole_note_searcher().num_docs == 1
    store.close()


def test_what_was_not_committed_is_rolled_back_on_both_sides(tmp_path):
    store = IndexStore(tmp_path / "ix")
    store.put_file("a.md", FileState(1, 1, "d", 1), [note("a.md", ["x"])])
    store.rollback()
    store.commit()
    assert (store.count(), store.whole_note_searcher().num_docs) == (0, 0)
    store.close()


def test_an_index_whose_whole_notes_are_gone_is_rebuilt(tmp_path):
    store = IndexStore(tmp_path / "ix")
    store.put_file("a.md", FileState(1, 1, "d", 1), [note("a.md", ["x"])])
    store.commit()
    store.close()
    shutil.rmtree(tmp_path / "ix" / FOLDER)
    store = IndexStore(tmp_path / "ix")
    assert store.rebuilt and store.files() == {} and store.whole_note_searcher().num_docs == 0
    store.close()


def test_a_reader_opens_the_whole_notes_the_writer_committed(tmp_path):
    writer = IndexStore(tmp_path / "ix")
    writer.put_file("a.md", FileState(1, 1, "d", 1), [note("a.md", ["x"])])
    writer.commit()
    reader = IndexStore(tmp_path / "ix", writable=False)
    assert whole_notes(reader, "x") == ["a.md"]
    reader.close()
    writer.close()


def test_whole_notes_are_private_even_under_a_loose_umask(tmp_path):
    old = os.umask(0o000)
    try:
        store = IndexStore(tmp_path / "ix")
        store.put_file("a.md", FileState(1, 1, "d", 1), [note("a.md", ["x"])])
        store.commit()
        store.close()
    finally:
        os.umask(old)
    folder = tmp_path / "ix" / FOLDER
    assert stat.S_IMODE(os.stat(folder).st_mode) == 0o700
    assert os.listdir(folder)
    for name in os.listdir(folder):
        assert stat.S_IMODE(os.stat(folder / name).st_mode) & 0o077 == 0, name

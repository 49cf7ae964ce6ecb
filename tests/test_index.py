from __future__ import annotations

import json
import os
import stat

import pytest

from vault_recall.engine import index as index_module
from vault_recall.engine.index import (
    DOCSTORE_BLOCK_BYTES,
    SCHEMA_VERSION,
    FileState,
    IndexLocked,
    IndexStore,
)


def entry(path: str, line: int, body: list[str], date_source: str = "mtime") -> dict:
    return {
        "hall": "events",
        "day": 20000,
        "links": [],
        "fields": {"body": body},
        "stored": {"path": path, "line_start": line, "date_source": date_source},
    }


def test_put_commit_and_files(tmp_path):
    store = IndexStore(tmp_path / "ix")
    store.put_file("a.md", FileState(10, 1, "d1", 2), [entry("a.md", 1, ["x"]), entry("a.md", 3, ["y"])])
    store.commit()
    assert store.count() == 2
    assert store.files() == {"a.md": FileState(10, 1, "d1", 2)}
    store.put_file("a.md", FileState(5, 2, "d2", 1), [entry("a.md", 1, ["z"])])
    store.commit()
    assert store.count() == 1
    store.delete("a.md")
    store.commit()
    assert (store.count(), store.files()) == (0, {})
    store.close()


def test_written_share_counts_the_entries_whose_date_the_author_wrote(tmp_path):
    """An entry's own date, a dated heading and a daily note's name are written; a front-matter
    date and the file's mtime are not. A commit that changes the counts is seen."""
    store = IndexStore(tmp_path / "ix")
    assert store.written_share(store.searcher()) == 0.0
    sources = ["entry", "heading", "daily", "front-matter", "folder", "mtime", "mtime", "mtime"]
    store.put_file("a.md", FileState(1, 1, "d", 8), [entry("a.md", n, ["x"], s) for n, s in enumerate(sources, 1)])
    store.commit()
    assert store.written_share(store.searcher()) == 0.375
    store.put_file(
        "b.md", FileState(1, 1, "e", 2), [entry("b.md", 1, ["y"], "daily"), entry("b.md", 2, ["z"], "daily")]
    )
    store.commit()
    assert store.written_share(store.searcher()) == 0.5
    assert store.count() == 10
    store.close()


def test_a_new_index_stores_documents_in_small_blocks_and_keeps_that_setting(tmp_path):
    store = IndexStore(tmp_path / "ix")
    store.put_file("a.md", FileState(10, 1, "d1", 1), [entry("a.md", 1, ["x"])])
    store.commit()
    store.close()
    store = IndexStore(tmp_path / "ix")
    store.put_file("b.md", FileState(10, 1, "d2", 1), [entry("b.md", 1, ["y"])])
    store.commit()
    meta = json.loads((tmp_path / "ix" / "meta.json").read_text())
    assert meta["index_settings"]["docstore_blocksize"] == DOCSTORE_BLOCK_BYTES == 2048
    assert len(meta["segments"]) >= 1
    assert set(store.files()) == {"a.md", "b.md"}
    store.close()


def test_uncommitted_changes_are_rolled_back(tmp_path):
    store = IndexStore(tmp_path / "ix")
    store.put_file("a.md", FileState(1, 1, "d", 1), [entry("a.md", 1, ["x"])])
    store.rollback()
    store.close()
    reopened = IndexStore(tmp_path / "ix")
    assert reopened.count() == 0
    reopened.close()


def test_second_writer_is_refused_but_readers_are_fine(tmp_path):
    store = IndexStore(tmp_path / "ix")
    with pytest.raises(IndexLocked):
        IndexStore(tmp_path / "ix")
    reader = IndexStore(tmp_path / "ix", writable=False)
    assert not reader.writable
    with pytest.raises(IndexLocked):
        reader.delete("a.md")
    store.close()


def test_schema_change_rebuilds(tmp_path):
    store = IndexStore(tmp_path / "ix")
    store.put_file("a.md", FileState(1, 1, "d", 1), [entry("a.md", 1, ["x"])])
    store.commit()
    store.close()
    (tmp_path / "ix" / "vault-recall.json").write_text(json.dumps({"schema": SCHEMA_VERSION - 1, "tokenizer": "x"}))
    store = IndexStore(tmp_path / "ix")
    assert store.rebuilt and store.count() == 0
    store.close()


def test_index_files_are_private_even_under_a_loose_umask(tmp_path):
    old = os.umask(0o000)
    try:
        store = IndexStore(tmp_path / "ix")
        store.put_file("a.md", FileState(1, 1, "d", 1), [entry("a.md", 1, ["x"])])
        store.commit()
        store.close()
    finally:
        os.umask(old)
    assert stat.S_IMODE(os.stat(tmp_path / "ix").st_mode) == 0o700
    for name in os.listdir(tmp_path / "ix"):
        assert stat.S_IMODE(os.stat(tmp_path / "ix" / name).st_mode) & 0o077 == 0, name


def test_a_temporary_file_renamed_away_during_a_commit_is_no_error(tmp_path, monkeypatch):
    # tantivy's merge threads rename their .tmpXXXX files while the commit makes the folder
    # private: the file listed is gone when its mode is set.
    store = IndexStore(tmp_path / "ix")
    store.put_file("a.md", FileState(1, 1, "d", 1), [entry("a.md", 1, ["x"])])
    real_scandir = os.scandir

    def list_then_rename(path):
        (tmp_path / "ix" / ".tmp1234").write_bytes(b"meta")
        listed = list(real_scandir(path))
        (tmp_path / "ix" / ".tmp1234").unlink()
        return iter(listed)

    monkeypatch.setattr(index_module.os, "scandir", list_then_rename)
    store.commit()
    monkeypatch.undo()
    assert store.files() == {"a.md": FileState(1, 1, "d", 1)}
    store.close()


def test_reader_never_wipes_or_creates(tmp_path):
    from vault_recall.engine.index import IndexCorrupt

    with pytest.raises(IndexCorrupt):
        IndexStore(tmp_path / "missing", writable=False)
    assert not (tmp_path / "missing").exists()
    store = IndexStore(tmp_path / "ix")
    store.put_file("a.md", FileState(1, 1, "d", 1), [entry("a.md", 1, ["x"])])
    store.commit()
    (tmp_path / "ix" / "vault-recall.json").write_text(json.dumps({"schema": SCHEMA_VERSION - 1, "tokenizer": "x"}))
    with pytest.raises(IndexCorrupt):
        IndexStore(tmp_path / "ix", writable=False)
    assert store.count() == 1  # the writer's index is untouched
    store.close()


def test_a_second_writer_cannot_wipe_a_live_index(tmp_path):
    store = IndexStore(tmp_path / "ix")
    store.put_file("a.md", FileState(1, 1, "d", 1), [entry("a.md", 1, ["x"])])
    store.commit()
    (tmp_path / "ix" / "vault-recall.json").write_text(json.dumps({"schema": SCHEMA_VERSION - 1, "tokenizer": "x"}))
    with pytest.raises(IndexLocked):
        IndexStore(tmp_path / "ix")
    assert store.count() == 1
    store.close()


def test_a_tokenizer_change_rebuilds(tmp_path, monkeypatch):
    from vault_recall.engine import tokens

    store = IndexStore(tmp_path / "ix")
    store.put_file("a.md", FileState(1, 1, "d", 1), [entry("a.md", 1, ["x"])])
    store.commit()
    store.close()
    monkeypatch.setattr(tokens, "FINGERPRINT", "another tokenizer")
    store = IndexStore(tmp_path / "ix")
    assert store.rebuilt and store.count() == 0
    store.close()


def test_settling_keeps_every_commit_and_frees_the_writer(tmp_path):
    store = IndexStore(tmp_path / "ix")
    for n in range(10):  # one segment per commit, enough for tantivy to start a merge
        store.put_file(f"n{n}.md", FileState(1, n, f"d{n}", 1), [entry(f"n{n}.md", 1, [f"w{n}"])])
        store.commit()
    store.close(settle=True)
    reopened = IndexStore(tmp_path / "ix")
    assert (reopened.count(), len(reopened.files())) == (10, 10)
    reopened.close()


def test_settling_still_discards_what_was_not_committed(tmp_path):
    store = IndexStore(tmp_path / "ix")
    store.put_file("a.md", FileState(1, 1, "d1", 1), [entry("a.md", 1, ["x"])])
    store.commit()
    store.put_file("b.md", FileState(1, 1, "d2", 1), [entry("b.md", 1, ["y"])])
    store.close(settle=True)
    reopened = IndexStore(tmp_path / "ix")
    assert set(reopened.files()) == {"a.md"}
    reopened.close()

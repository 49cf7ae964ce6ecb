"""The vector store: persistence, deletes, a model change, compaction and what a killed writer
leaves behind (the search over its rows: test_nearest.py)."""

from __future__ import annotations

import os

import numpy as np
import pytest

from passages import EMBEDDER, put, query, two_notes
from vault_recall.engine.units import make_unit
from vault_recall.engine.vectors import VectorsLocked, VectorStore


@pytest.fixture
def store(tmp_path):
    s = two_notes(tmp_path / "vectors")
    yield s
    s.close()


def test_reopened_store_has_the_same_vectors(store, tmp_path):
    before = store.nearest(query("backup"), 3)[0]
    store.close()
    again = VectorStore(tmp_path / "vectors", writable=False)
    assert (again.model_id, again.dims, again.passages) == ("hash-32", 32, 3)
    assert again.digests() == {"a.md": "d1", "b.md": "d1"}
    assert [(h.path, h.line_start) for h in again.nearest(query("backup"), 3)[0]] == [
        (h.path, h.line_start) for h in before
    ]


def test_removed_note_never_comes_back(store, tmp_path):
    store.remove_note("b.md")
    store.commit()
    assert {h.path for h in store.nearest(query("database backup drill"), 10)[0]} == {"a.md"}
    store.close()
    assert {h.path for h in VectorStore(tmp_path / "vectors", writable=False).nearest(query("drill"), 10)[0]} == {
        "a.md"
    }


def test_unchanged_text_is_reused_without_a_vector(store):
    unit = make_unit("c.md", 4, 4, "database backup drill")
    store.put_note("c.md", "d2", [unit], {})
    store.commit()
    assert [h.path for h in store.nearest(query("database backup drill"), 2)[0]] == ["b.md", "c.md"]


def test_unknown_unit_without_a_vector_is_refused(store):
    with pytest.raises(KeyError, match="no vector for a unit of c.md"):
        store.put_note("c.md", "d", [make_unit("c.md", 1, 1, "never embedded")], {})


def test_a_vector_of_the_wrong_width_is_refused(store):
    unit = make_unit("c.md", 1, 1, "new")
    with pytest.raises(ValueError, match="a vector of 3 dimensions in a store of 32"):
        store.put_note("c.md", "d", [unit], {unit.hash: np.ones(3, np.float32)})


def test_reset_forgets_everything_and_drops_old_segments(store, tmp_path):
    store.reset("other-model", 8)
    store.commit()
    assert (store.model_id, store.dims, store.passages, store.digests()) == ("other-model", 8, 0, {})
    assert sorted(os.listdir(tmp_path / "vectors")) == ["manifest.json", "vectors.lock"]


def test_dead_rows_stay_until_compact(tmp_path, monkeypatch):
    monkeypatch.setattr("vault_recall.engine.vectors.COMPACT_MIN_DEAD", 1)
    s = VectorStore(tmp_path / "v")
    s.reset(EMBEDDER.model_id, EMBEDDER.dims)
    for n in range(4):
        put(s, "a.md", [f"version {n}"])
        s.commit()
    s.remove_note("a.md")
    s.commit()
    assert s.has_vector(make_unit("a.md", 1, 1, "version 0").hash)
    assert segment_files(tmp_path / "v") == ["seg-000000.npy", "seg-000001.npy", "seg-000002.npy", "seg-000003.npy"]
    # The same text under a new name needs no vector; segments without a live row go.
    s.put_note("b.md", "d2", [make_unit("b.md", 1, 1, "version 3")], {})
    s.compact()
    assert segment_files(tmp_path / "v") == ["seg-000003.npy"]
    assert not s.has_vector(make_unit("a.md", 1, 1, "version 0").hash)
    assert s.nearest(query("version 3"), 1)[0][0].similarity == pytest.approx(1.0, abs=1e-3)
    reopened = VectorStore(tmp_path / "v", writable=False)
    assert (reopened.passages, reopened.digests()) == (1, {"b.md": "d2"})


def test_small_segments_are_merged(tmp_path, monkeypatch):
    monkeypatch.setattr("vault_recall.engine.vectors.MAX_SEGMENTS", 2)
    s = VectorStore(tmp_path / "v")
    s.reset(EMBEDDER.model_id, EMBEDDER.dims)
    put(s, "big.md", ["one", "two", "three"])
    s.commit()
    for n in range(3):
        put(s, f"n{n}.md", [f"note {n}"])
        s.commit()
    s.compact()
    assert segment_files(tmp_path / "v") == ["seg-000000.npy", "seg-000004.npy"]
    assert s.passages == 6
    assert [h.path for h in s.nearest(query("note 2"), 1)[0]] == ["n2.md"]


def segment_files(folder) -> list[str]:
    return sorted(n for n in os.listdir(folder) if n.startswith("seg-"))


def test_second_writer_is_refused_and_reader_cannot_commit(store, tmp_path):
    with pytest.raises(VectorsLocked):
        VectorStore(tmp_path / "vectors")
    reader = VectorStore(tmp_path / "vectors", writable=False)
    with pytest.raises(VectorsLocked, match="read-only"):
        reader.commit()


def test_files_are_private(store, tmp_path):
    folder = tmp_path / "vectors"
    assert os.stat(folder).st_mode & 0o777 == 0o700
    assert {os.stat(folder / n).st_mode & 0o777 for n in os.listdir(folder)} == {0o600}


def test_leftovers_of_a_killed_writer_are_removed(store, tmp_path):
    folder = tmp_path / "vectors"
    store.close()
    (folder / "seg-000099.npy").write_bytes(b"half a segment")
    (folder / ".manifest.json.1a2b3c4d.tmp").write_bytes(b'{"format": 1, "mod')
    reopened = VectorStore(folder)
    assert sorted(os.listdir(folder)) == ["manifest.json", "seg-000000.npy", "vectors.lock"]
    assert reopened.passages == 3


def test_a_damaged_store_reads_as_empty(store, tmp_path):
    folder = tmp_path / "vectors"
    store.close()
    (folder / "seg-000000.npy").write_bytes(b"not numpy")
    reopened = VectorStore(folder)
    assert (reopened.model_id, reopened.passages, reopened.digests()) == (None, 0, {})


def test_a_missing_store_is_empty(tmp_path):
    reader = VectorStore(tmp_path / "never", writable=False)
    assert (reader.model_id, reader.passages) == (None, 0)
    assert not (tmp_path / "never").exists()


def test_a_new_way_of_cutting_notes_keeps_the_vectors(store, tmp_path, monkeypatch):
    store.close()
    monkeypatch.setattr("vault_recall.engine.vectors.UNITS", "another recipe")
    again = VectorStore(tmp_path / "vectors")
    assert (again.model_id, again.digests(), again.passages) == ("hash-32", {}, 0)
    assert again.has_vector(make_unit("b.md", 1, 1, "database backup drill").hash)


def test_rows_are_rewritten_once_the_dead_outnumber_the_live(tmp_path, monkeypatch):
    monkeypatch.setattr("vault_recall.engine.vectors.COMPACT_MIN_DEAD", 1)
    s = VectorStore(tmp_path / "v")
    s.reset(EMBEDDER.model_id, EMBEDDER.dims)
    put(s, "a.md", ["keep", "drop one", "drop two", "drop three"])
    s.commit()
    put(s, "a.md", ["keep"])
    s.compact()
    assert segment_files(tmp_path / "v") == ["seg-000001.npy"]
    assert s.passages == 1 and not s.has_vector(make_unit("a.md", 1, 1, "drop one").hash)

"""The search over a vector store's rows: passages best first, ties in row order, notes ranked
by their opening and best passage, a search within some notes, and bad queries."""

from __future__ import annotations

import numpy as np
import pytest

from passages import query, two_notes
from vault_recall.engine.nearest import Hit, NoteHit
from vault_recall.engine.units import make_unit
from vault_recall.engine.vectors import VectorStore


@pytest.fixture
def store(tmp_path):
    s = two_notes(tmp_path / "vectors")
    yield s
    s.close()


def test_search_best_first(store):
    hits = store.nearest(query("database backup drill"), 3)[0]
    assert [(h.path, h.line_start) for h in hits] == [("b.md", 1), ("a.md", 1), ("a.md", 2)]
    assert hits[0].similarity == pytest.approx(1.0, abs=1e-3)


def test_search_within_paths_and_bad_queries(store):
    assert [h.path for h in store.nearest(query("database backup drill"), 5, paths={"a.md", "nope.md"})[0]] == [
        "a.md",
        "a.md",
    ]
    assert store.nearest(query("x"), 5, paths={"nope.md"})[0] == []
    assert store.nearest(query("x"), 0)[0] == []
    assert store.nearest(np.ones(7, np.float32), 5)[0] == []


def test_equal_similarities_keep_row_order(tmp_path):
    s = VectorStore(tmp_path / "v")
    s.reset("m", 2)
    unit = [make_unit("z.md", 1, 1, "one"), make_unit("z.md", 2, 2, "two")]
    s.put_note("z.md", "d", unit, {u.hash: np.array([1.0, 0.0], np.float32) for u in unit})
    s.commit()
    assert s.nearest(np.array([1.0, 0.0], np.float32), 2)[0] == [Hit("z.md", 1, 1, 1.0), Hit("z.md", 2, 2, 1.0)]


def test_notes_rank_by_opening_and_best_section(tmp_path):
    s = VectorStore(tmp_path / "v")
    s.reset("m", 2)
    x, y = np.array([1.0, 0.0], np.float32), np.array([0.0, 1.0], np.float32)
    diagonal = np.array([0.6, 0.8], np.float32)
    a = [make_unit("a.md", 3, 3, "a1"), make_unit("a.md", 5, 5, "a2"), make_unit("a.md", 3, 5, "a0", opening=True)]
    s.put_note("a.md", "d", a, {a[0].hash: x, a[1].hash: diagonal, a[2].hash: y})
    b = [make_unit("b.md", 1, 1, "b1")]
    s.put_note("b.md", "d", b, {b[0].hash: diagonal})
    s.commit()
    # a.md: best section 1.0 (line 3), opening 0.0 → 0.5; b.md: its one section, 0.6.
    assert s.nearest(x, 5)[1] == [
        NoteHit("b.md", pytest.approx(0.6, abs=1e-3), Hit("b.md", 1, 1, pytest.approx(0.6, abs=1e-3))),
        NoteHit("a.md", 0.5, Hit("a.md", 3, 3, 1.0)),
    ]
    assert [(h.path, h.line_start) for h in s.nearest(x, 5)[0]] == [("a.md", 3), ("a.md", 5), ("b.md", 1)]  # no opening
    assert s.nearest(x, 5, paths={"a.md"})[1] == [NoteHit("a.md", 0.5, Hit("a.md", 3, 3, 1.0))]
    assert s.nearest(x, 0)[1] == [] and s.nearest(np.ones(3, np.float32), 5)[1] == []


def test_a_search_over_every_note_answers_as_one_over_each_of_them(tmp_path):
    """The whole store is searched with masks and note runs worked out once; that must give
    what the search within given notes gives with all of them named: ties, a note with only an
    opening, a note with no opening, and an empty note included."""
    rng = np.random.default_rng(7)
    s = VectorStore(tmp_path / "v")
    s.reset("m", 8)
    for n in range(40):
        path = f"n{n:02d}.md"
        count = int(rng.integers(0, 5))
        units = [make_unit(path, i + 1, i + 1, f"{path} {i}") for i in range(count)]
        if n % 3:
            units.append(make_unit(path, 1, max(count, 1), f"{path} opening", opening=True))
        # Few distinct vectors, so that many similarities tie.
        vectors = {u.hash: rng.integers(-1, 2, 8).astype(np.float32) for u in units}
        s.put_note(path, "d", units, vectors)
    s.commit()
    every = set(s.digests())
    for _ in range(25):
        q = rng.standard_normal(8).astype(np.float32)
        q /= np.linalg.norm(q)
        for k in (1, 10, 200):
            assert s.nearest(q, k) == s.nearest(q, k, paths=every)

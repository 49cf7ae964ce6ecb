"""Passage vectors on disk (units: ``units``; the search over them: ``nearest``).

Files (``config.vector_dir``, beside the index, 0700/0600):
- ``manifest.json``: model id, dimensions, how notes are cut, the segment files with the content
  hash of each row, and for each note the digest of the text its units came from and its units
  (line_start, line_end, hash, opening);
- ``seg-NNNNNN.npy``: float16 rows, never rewritten.
A commit writes the new rows as a new segment, then replaces the manifest atomically, then
deletes the segments it no longer lists: a process killed at any point leaves the last manifest
and every segment it names. Rows are found by content hash, so a moved or unchanged entry is
never embedded twice. Rows no note uses stay until a sync has nothing left to do (a renamed
note, dropped before its new name is read, takes them back); ``compact`` then drops them,
rewriting the live rows when the dead outnumber them and merging small segments. Searches read
an immutable float32 copy of the live rows (6 ms for 50k × 384 on this machine, where a float16
product took 66 ms), swapped in at each commit.
"""

from __future__ import annotations

import io
import logging
import os
import re
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import numpy.typing as npt
import orjson

from .atomic import write_atomically
from .nearest import Hit, NoteHit, View, nearest
from .units import UNITS, Unit

try:
    import fcntl
except ImportError:  # Windows: the index's own lock already keeps a second writer out
    fcntl = None  # type: ignore[assignment]

log = logging.getLogger("vault_recall.vectors")

FORMAT = 1
MANIFEST = "manifest.json"
LOCK_FILE = "vectors.lock"
SEGMENT_RE = re.compile(r"seg-(\d{6})\.npy")
COMPACT_MIN_DEAD = 1024
MAX_SEGMENTS = 8


class VectorsLocked(RuntimeError):
    """Another process writes this vector store."""


@dataclass(slots=True)
class _Segment:
    name: str
    hashes: list[str]
    rows: npt.NDArray[np.float16]


@dataclass(slots=True)
class NoteVectors:
    digest: str
    units: list[tuple[int, int, str, bool]] = field(default_factory=list)  # line_start, line_end, hash, opening


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
        # Counts the commits this object has seen, so readers can tell its vectors changed.
        self.generation = 0

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
        for path, record in manifest["notes"].items() if manifest.get("units") == UNITS else ():
            units = [(int(a), int(b), str(h), bool(o)) for a, b, h, o in record["units"]]
            if all(h in self._where for _, _, h, _ in units):
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
    def passages(self) -> int:
        """Passages (entries) with a vector; openings not counted."""
        return int(np.count_nonzero(~self._view.opening))

    def has_vector(self, hash_: str) -> bool:
        """Whether a text with this content hash has a vector already (stored or pending)."""
        return hash_ in self._fresh or hash_ in self._where

    def nearest(
        self, query: npt.ArrayLike, k: int, paths: Collection[str] | None = None
    ) -> tuple[list[Hit], list[NoteHit]]:
        """The ``k`` passages most similar to ``query`` (a unit vector of the store's width), and
        the ``k`` notes whose opening and best passage together are (the mean of the two
        similarities), best first (ties: the earlier row), optionally only among the notes in
        ``paths``: one product over the rows for both."""
        return nearest(self._view, query, k, paths)

    # Writing ----------------------------------------------------------------------------------

    def reset(self, model_id: str, dims: int) -> None:
        """Forget every vector: a new model or width means embedding everything again."""
        next_segment = self._next_segment  # a new segment must never take an old one's name
        self._clear()
        self.model_id, self.dims, self._next_segment = model_id, dims, next_segment

    def put_note(
        self, path: str, digest: str, units: Iterable[Unit], vectors: Mapping[str, npt.NDArray[np.float32]]
    ) -> None:
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
            records.append((unit.line_start, unit.line_end, unit.hash, unit.opening))
        self._notes[path] = NoteVectors(digest, records)

    def remove_note(self, path: str) -> None:
        self._notes.pop(path, None)

    def commit(self) -> None:
        """Make every change so far durable and visible to searches. Rows no note uses stay
        until ``compact``: a note being renamed or re-cut may use them again."""
        if not self.writable:
            raise VectorsLocked("this vector store was opened read-only")
        live = self._live()
        fresh = [h for h in self._fresh if h in live and h not in self._where]
        self._publish(self._segments + ([self._write_segment(fresh)] if fresh else []))

    def compact(self) -> None:
        """Drop rows no note uses; call it when nothing is left to embed. Segments without a
        live row go; all rows are rewritten into one segment once the dead outnumber the live
        (at least ``COMPACT_MIN_DEAD``), and the small segments into one beyond ``MAX_SEGMENTS``."""
        self.commit()
        live = self._live()
        segments = [seg for seg in self._segments if any(h in live for h in seg.hashes)]
        rows = sum(len(seg.hashes) for seg in segments)
        if rows - len(live) > max(COMPACT_MIN_DEAD, len(live)):
            segments = [self._write_segment(self._live_rows(segments, live))] if live else []
        elif len(segments) > MAX_SEGMENTS:
            largest = max(segments, key=lambda seg: len(seg.hashes))
            rest = [seg for seg in segments if seg is not largest]
            segments = [largest, self._write_segment(self._live_rows(rest, live))]
        if [seg.name for seg in segments] != [seg.name for seg in self._segments]:
            self._publish(segments)

    def _live(self) -> set[str]:
        return {h for record in self._notes.values() for _, _, h, _ in record.units}

    @staticmethod
    def _live_rows(segments: list[_Segment], live: set[str]) -> list[str]:
        return list(dict.fromkeys(h for seg in segments for h in seg.hashes if h in live))

    def _publish(self, segments: list[_Segment]) -> None:
        """Replace the manifest, then forget what it no longer lists."""
        self._write_manifest(segments)
        self._segments = segments
        self._where = {h: (s, r) for s, seg in enumerate(segments) for r, h in enumerate(seg.hashes)}
        self._fresh = {}
        self._remove_unlisted_files()
        self._view = self._build_view()
        self.generation += 1

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
            "format": FORMAT,
            "units": UNITS,
            "model": self.model_id,
            "dims": self.dims,
            "next_segment": self._next_segment,
            "segments": [{"file": seg.name, "hashes": seg.hashes} for seg in segments],
            "notes": {path: {"digest": r.digest, "units": r.units} for path, r in sorted(self._notes.items())},
        }
        write_atomically(self.directory / MANIFEST, orjson.dumps(manifest))

    def _build_view(self) -> View:
        units: list[tuple[str, int, int]] = []
        opening: list[bool] = []
        note_of_row: list[int] = []
        sources: list[tuple[int, int]] = []
        notes = sorted(self._notes)
        rows_of_path: dict[str, npt.NDArray[np.intp]] = {}
        for index, path in enumerate(notes):
            first = len(units)
            for line_start, line_end, hash_, is_opening in self._notes[path].units:
                units.append((path, line_start, line_end))
                opening.append(is_opening)
                note_of_row.append(index)
                sources.append(self._where[hash_])
            rows_of_path[path] = np.arange(first, len(units))
        matrix = np.zeros((len(units), self.dims), dtype=np.float32)
        by_segment: dict[int, tuple[list[int], list[int]]] = {}
        for target, (segment, row) in enumerate(sources):
            targets, rows = by_segment.setdefault(segment, ([], []))
            targets.append(target)
            rows.append(row)
        for segment, (targets, rows) in by_segment.items():
            matrix[targets] = self._segments[segment].rows[rows]
        opening_mask = np.array(opening, dtype=bool)
        of_row = np.array(note_of_row, dtype=np.intp)
        run_note = np.array([i for i, path in enumerate(notes) if len(rows_of_path[path])], dtype=np.intp)
        run_starts = np.array([rows_of_path[notes[i]][0] for i in run_note], dtype=np.intp)
        opening_of_note = np.full(len(notes), -1, dtype=np.intp)
        opening_of_note[of_row[opening_mask]] = np.flatnonzero(opening_mask)
        return View(
            self.dims,
            matrix,
            units,
            opening_mask,
            of_row,
            notes,
            rows_of_path,
            np.where(opening_mask, np.float32(-np.inf), np.float32(0.0)).astype(np.float32),
            run_starts,
            run_note,
            opening_of_note[run_note],
        )

    def close(self) -> None:
        if self._lock_fd is not None:
            os.close(self._lock_fd)
            self._lock_fd = None

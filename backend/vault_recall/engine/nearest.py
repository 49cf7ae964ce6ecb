"""Brute-force search over a vector store's live rows: the view a search reads (float32 rows
with the masks and note runs worked out once per commit), and the nearest passages and notes to
a query vector."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt


@dataclass(frozen=True, slots=True)
class Hit:
    """A passage (lines of a note) and its similarity to the query."""

    path: str
    line_start: int
    line_end: int
    similarity: float


@dataclass(frozen=True, slots=True)
class NoteHit:
    """A note ranked by the mean of its opening's and its best passage's similarity."""

    path: str
    similarity: float
    passage: Hit


@dataclass(frozen=True, slots=True)
class View:
    """What a search reads: live units and their float32 vectors, never changed once built."""

    dims: int
    matrix: npt.NDArray[np.float32]
    units: list[tuple[str, int, int]]
    opening: npt.NDArray[np.bool_]  # per row: a note's opening, not one of its entries
    note_of_row: npt.NDArray[np.intp]  # per row: index into ``notes``
    notes: list[str]
    rows_of_path: dict[str, npt.NDArray[np.intp]]
    # For a search over every row, worked out once: -inf on the openings and 0 on the passages
    # (a passage ranking and each note's best passage without masking 140,000 rows per question),
    # and for each note that has rows (a run): where its rows begin, which note it is, and its
    # opening row (-1: none).
    passage_mask: npt.NDArray[np.float32]
    run_starts: npt.NDArray[np.intp]
    run_note: npt.NDArray[np.intp]
    run_opening: npt.NDArray[np.intp]


def nearest(
    view: View, query: npt.ArrayLike, k: int, paths: Collection[str] | None = None
) -> tuple[list[Hit], list[NoteHit]]:
    """The ``k`` passages of ``view`` most similar to ``query``, and its ``k`` nearest notes by
    the mean of their opening's and best passage's similarity, best first (ties: the earlier
    row), optionally only among the notes in ``paths``: one product over the rows for both."""
    if paths is None and k > 0:
        return _nearest_in_view(view, query, k)
    scored = _similarities(view, query, paths)
    if scored is None or k <= 0:
        return [], []
    rows, similarity = scored
    passages = np.flatnonzero(~view.opening[rows])
    hits = [_hit(view, rows[passages[i]], similarity[passages[i]]) for i in _top(similarity[passages], k)]
    return hits, _nearest_notes(view, rows, similarity, k)


def _similarities(
    view: View, query: npt.ArrayLike, paths: Collection[str] | None
) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.float32]] | None:
    """The rows searched (all, or those of ``paths``) and their similarity to ``query``."""
    vector = np.asarray(query, dtype=np.float32).reshape(-1)
    if vector.shape[0] != view.dims or not view.units:
        return None
    if paths is None:
        return np.arange(len(view.units)), view.matrix @ vector
    chosen = [view.rows_of_path[p] for p in paths if p in view.rows_of_path]
    if not chosen:
        return None
    rows = np.sort(np.concatenate(chosen))
    return rows, view.matrix[rows] @ vector


def _nearest_notes(
    view: View, rows: npt.NDArray[np.intp], similarity: npt.NDArray[np.float32], k: int
) -> list[NoteHit]:
    """The ``k`` notes of ``rows`` (all the rows of each of their notes, in the view's order, so
    a note's rows are one run) by the mean of their opening's and best passage's similarity."""
    notes, is_opening = view.note_of_row[rows], view.opening[rows]
    starts = np.flatnonzero(np.concatenate(([True], notes[1:] != notes[:-1])))
    ends = np.append(starts[1:], len(rows))
    lowest = np.float32(-np.inf)
    passage = np.where(is_opening, lowest, similarity)
    best = np.maximum.reduceat(passage, starts)
    opening = np.maximum.reduceat(np.where(is_opening, similarity, lowest), starts)
    opening = np.where(np.isfinite(opening), opening, best)
    score = (best + opening) * np.float32(0.5)
    candidates = np.flatnonzero(np.isfinite(score))
    found = []
    for i in _top(score[candidates], k):
        run = candidates[i]
        row = starts[run] + int(np.argmax(passage[starts[run] : ends[run]]))
        found.append(NoteHit(view.notes[notes[row]], float(score[run]), _hit(view, rows[row], similarity[row])))
    return found


def _nearest_in_view(view: View, query: npt.ArrayLike, k: int) -> tuple[list[Hit], list[NoteHit]]:
    """``nearest`` over every row, with the view's precomputed masks and note runs: the same
    answer as masking per question, with one pass over the rows after the product instead of
    five (bench: 8.2 → 6.5 ms at 140,000 rows, 5.2 of them the product)."""
    vector = np.asarray(query, dtype=np.float32).reshape(-1)
    if vector.shape[0] != view.dims or not view.units:
        return [], []
    similarity = view.matrix @ vector
    passage = similarity + view.passage_mask
    hits = [_hit(view, int(row), similarity[row]) for row in _top(passage, k) if np.isfinite(passage[row])]
    best = np.maximum.reduceat(passage, view.run_starts)
    has_opening = view.run_opening >= 0
    opening = np.where(has_opening, similarity[np.where(has_opening, view.run_opening, 0)], best)
    score = (best + opening) * np.float32(0.5)
    candidates = np.flatnonzero(np.isfinite(score))
    ends = np.append(view.run_starts[1:], len(view.units))
    found = []
    for i in _top(score[candidates], k):
        run = candidates[i]
        start = view.run_starts[run]
        row = start + int(np.argmax(passage[start : ends[run]]))
        note = view.notes[view.run_note[run]]
        found.append(NoteHit(note, float(score[run]), _hit(view, row, similarity[row])))
    return hits, found


def _top(scores: npt.NDArray[np.float32], k: int) -> npt.NDArray[np.intp]:
    """Positions of the ``k`` highest scores, best first; ties keep the earlier position."""
    k = min(k, len(scores))
    if k == 0:
        return np.zeros(0, dtype=np.intp)
    kth = -np.partition(-scores, k - 1)[k - 1]
    above = np.flatnonzero(scores > kth)
    top = np.concatenate([above, np.flatnonzero(scores == kth)[: k - len(above)]])
    return top[np.lexsort((top, -scores[top]))]


def _hit(view: View, row: int, similarity: float) -> Hit:
    path, line_start, line_end = view.units[row]
    return Hit(path, line_start, line_end, float(similarity))

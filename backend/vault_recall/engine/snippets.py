"""Snippets: a window of an entry's text around its best-matching span, as segments with a hit
flag, so any client renders highlights without offset arithmetic (Python counts code points,
JavaScript UTF-16 units; segments sidestep the difference); and the result record a front end
shows for an entry, snippet included.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, TypedDict

from . import tokens
from .documents import EntryPlace
from .halls import TYPE_OF_HALL

if TYPE_CHECKING:
    from .candidates import Candidate

WINDOW = 180
MAX_SPANS = 64
_MARKER_RE = re.compile(r"^\s*(?:\[hall_\w+\]\s*)?(?:(?:[-*+]|\d{1,9}[.)])\s+)?(?:\[[ xX/-]\]\s+)?(?:\[hall_\w+\]\s*)?")


def display_text(text: str) -> str:
    """The entry as one line: list marker, checkbox and hall tag removed, whitespace collapsed."""
    lines = [_MARKER_RE.sub("", line, count=1) for line in text.splitlines()]
    # Runs of whitespace as one space, none at either end: split() is the regex \s+ without one.
    return " ".join(" ".join(lines).split())


def _normalized_with_map(text: str) -> tuple[str, Sequence[int]]:
    """Normalise character by character, remembering which source character each came from."""
    whole = tokens.normalize(text)
    if len(whole) == len(text):
        # The common case (CJK, ASCII, full-width forms): one character in, one out.
        return whole, range(len(text))
    out: list[str] = []
    origin: list[int] = []
    for i, ch in enumerate(text):
        folded = tokens.normalize(ch)
        out.append(folded)
        origin.extend([i] * len(folded))
    return "".join(out), origin


@lru_cache(maxsize=256)
def _hit_pattern(wanted: frozenset[str]) -> re.Pattern[str] | None:
    """One regex for a query's index terms, over normalised text: CJK words as written (and the
    Taiwan words that fold to them), Latin stems as word starts (migrat → migrations, happi →
    happy) with the British spellings that fold to them (color → colour), longest first so the
    longer word wins."""
    cjk: set[str] = set()
    latin: set[str] = set()
    for term in wanted:
        if tokens.is_cjk(term):
            cjk.add(term)
            cjk.update(tokens.REGIONAL_VARIANTS.get(term, ()))
        elif term:
            latin.add(term)
            latin.update(tokens.british_forms().get(term, ()))
    parts = [re.escape(t) for t in sorted(cjk, key=len, reverse=True)]
    if latin:
        stems = [
            re.escape(t[:-1]) + "[iy]" if t.endswith("i") else re.escape(t)
            for t in sorted(latin, key=len, reverse=True)
        ]
        parts.append(rf"(?<![0-9a-z])(?:{'|'.join(stems)})[0-9a-z]*")
    return re.compile("|".join(parts)) if parts else None


def hit_spans(text: str, wanted: set[str] | frozenset[str]) -> list[tuple[int, int]]:
    """Source-text spans of the words that matched the query, merged, in order."""
    pattern = _hit_pattern(frozenset(wanted))  # a frozenset is passed through, not copied
    if pattern is None:
        return []
    normalized, origin = _normalized_with_map(text)
    spans: list[tuple[int, int]] = []
    for m in pattern.finditer(normalized):
        if m.end() > m.start():
            spans.append((origin[m.start()], origin[m.end() - 1] + 1))
            if len(spans) >= MAX_SPANS:
                # A pasted log can repeat the word thousands of times; one window shows a few.
                break
    merged: list[tuple[int, int]] = []
    for start, end in spans:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def _window(text: str, spans: list[tuple[int, int]], width: int) -> tuple[int, int]:
    if len(text) <= width:
        return 0, len(text)
    # Sliding window over the sorted spans: the start that shows the most whole hits.
    best_start, best_count, last = 0, -1, 0
    for first, (start, _) in enumerate(spans):
        begin = max(0, start - width // 4)
        last = max(last, first)
        while last + 1 < len(spans) and spans[last + 1][1] <= begin + width:
            last += 1
        if last - first + 1 > best_count:
            best_start, best_count = begin, last - first + 1
    begin = max(0, min(best_start, len(text) - width))
    end = min(len(text), begin + width)
    # Cut on a word boundary for Latin text; CJK has one at every character.
    if begin > 0:
        space = text.find(" ", begin, begin + 20)
        if space != -1 and not tokens.is_cjk(text[begin]):
            begin = space + 1
    if end < len(text):
        space = text.rfind(" ", end - 20, end)
        if space > begin and not tokens.is_cjk(text[end - 1]):
            end = space
    return begin, end


class Segment(TypedDict):
    """A piece of a snippet's text; ``hit`` marks the words that matched."""

    text: str
    hit: bool


def make_snippet(text: str, wanted: set[str] | frozenset[str], width: int = WINDOW) -> list[Segment]:
    """Segments ``[{"text", "hit"}]`` of a window of ``text`` around its densest matches."""
    line = display_text(text)
    spans = hit_spans(line, wanted)
    begin, end = _window(line, spans, width)
    segments: list[Segment] = []
    if begin > 0:
        segments.append({"text": "…", "hit": False})
    cursor = begin
    for start, stop in spans:
        if stop <= begin or start >= end:
            continue
        start, stop = max(start, begin), min(stop, end)
        if start > cursor:
            segments.append({"text": line[cursor:start], "hit": False})
        segments.append({"text": line[start:stop], "hit": True})
        cursor = stop
    if cursor < end:
        segments.append({"text": line[cursor:end], "hit": False})
    if end < len(line):
        segments.append({"text": "…", "hit": False})
    return segments


class Result(EntryPlace):
    """One answer as the HTTP API and the CLI show it (its schema: daemon/openapi.py)."""

    type: str
    score: float
    snippet: list[Segment]
    # Each ranking's say in the score (bm25, overlap, rank_entry, …): docs/ranking.md, Signals.
    signals: dict[str, float]


def result_of(cand: Candidate, wanted: frozenset[str]) -> Result:
    """The result a front end shows for a ranked entry: its place, date and type, its score and
    the signals behind it, and its text as a snippet with ``wanted``'s terms marked."""
    stored = cand.stored
    return {
        "path": stored["path"],
        "line_start": stored["line_start"],
        "line_end": stored["line_end"],
        "heading": stored["heading"],
        "title": stored["title"],
        "date": stored["date"],
        "dated": stored.get("dated", True),
        "date_source": stored.get("date_source", "entry"),
        "hall": stored["hall"],
        "type": TYPE_OF_HALL.get(stored["hall"], stored["hall"]),
        # The snippet shows the line without its checkbox: this says what the box holds.
        "task": stored.get("task"),
        "score": round(cand.fused, 6),
        "snippet": make_snippet(stored["text"], wanted),
        "signals": {name: round(value, 6) for name, value in cand.signals.items()},
    }

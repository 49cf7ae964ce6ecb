"""YAML front matter as Obsidian writes it: flat keys with scalars, ``[a, b]`` lists and
``- item`` lists. A subset on purpose: front matter gives titles, aliases, tags, dates and
status, and a full YAML parser would be a dependency (and a code path) for nothing else.
Anything it cannot read is ignored, never an error: a broken header must not hide the note.
"""

from __future__ import annotations

import re

FENCE = "---"
_KEY_RE = re.compile(r"^([A-Za-z_][\w\- ]*?)[ \t]*:(?:[ \t]+(.*?))?[ \t]*$")
_ITEM_RE = re.compile(r"^[ \t]+-[ \t]+(.*?)[ \t]*$|^-[ \t]+(.*?)[ \t]*$")
MAX_LINES = 500


def parse_front_matter(lines: list[str]) -> tuple[dict[str, str | list[str]], int]:
    """Return the front matter's keys and the index of the first body line."""
    if not lines or lines[0].rstrip() != FENCE:
        return {}, 0
    end = None
    for j in range(1, min(len(lines), MAX_LINES)):
        if lines[j].rstrip() in (FENCE, "..."):
            end = j
            break
    if end is None:
        return {}, 0
    meta: dict[str, str | list[str]] = {}
    key: str | None = None
    for line in lines[1:end]:
        item = _ITEM_RE.match(line)
        if item and key is not None:
            value = meta.get(key)
            items = value if isinstance(value, list) else []
            items.append(_scalar(item.group(1) if item.group(1) is not None else item.group(2)))
            meta[key] = items
            continue
        m = _KEY_RE.match(line)
        if not m:
            continue
        key = m.group(1).strip().casefold()
        raw = m.group(2)
        if raw is None or raw == "":
            meta[key] = []
        elif raw.startswith("[") and raw.endswith("]"):
            meta[key] = [_scalar(v) for v in raw[1:-1].split(",") if v.strip()]
        else:
            meta[key] = _scalar(raw)
    return meta, end + 1


def _scalar(raw: str) -> str:
    raw = raw.strip()
    if len(raw) >= 2 and raw[0] == raw[-1] and raw[0] in "\"'":
        return raw[1:-1]
    return raw

"""Entry types ("halls", after the mempalace model) and folder/status confidence.

One source of truth for the ranker and for the hall tagger. Rules run on one entry, never on a
whole file (the journal script ran them over files, and almost every long file "contained a
decision"), in both scripts of Chinese and in English with word boundaries ("likely" is not
"like"). An explicit ``[hall_*]`` tag always wins.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import PurePosixPath

from . import lexicon

HALLS = ("facts", "discoveries", "preferences", "advice", "events")
DEFAULT_HALL = "events"

# `- [hall_x] text`, `[hall_x] - text` (the older tagger's order) and `- [ ] [hall_x] text`.
TAG_RE = re.compile(r"\[hall_(facts|discoveries|preferences|advice|events)\]", re.IGNORECASE)


# Plain names, which users see and type, for the stored hall names (kept: `[hall_facts]` tags in
# notes and older API clients use them).
TYPE_OF_HALL = {
    "facts": "decision",
    "discoveries": "discovery",
    "preferences": "preference",
    "advice": "advice",
    "events": "event",
}
HALL_OF_TYPE = {plain: hall for hall, plain in TYPE_OF_HALL.items()}
ENTRY_TYPES = tuple(TYPE_OF_HALL.values())


def hall_named(name: str) -> str | None:
    """The stored hall for a name a user typed: a plain type (``decision``), a hall name
    (``facts``) or a tag (``hall_facts``), any case; None when it names none."""
    key = name.strip().casefold().removeprefix("hall_")
    if key in TYPE_OF_HALL:
        return key
    return HALL_OF_TYPE.get(key) or HALL_OF_TYPE.get(key.removesuffix("s"))


@lru_cache(maxsize=1)
def rules() -> tuple[tuple[str, lexicon.EntryType], ...]:
    """The entry-type rules from the shared vocabulary, as (hall, rule), in checking order."""
    return tuple((HALL_OF_TYPE[rule.name], rule) for rule in lexicon.vocabulary().entry_types)


# Multipliers from the journal script's hall boost, kept as the starting point the issue names.
HALL_BOOST = {"facts": 1.3, "discoveries": 1.15, "preferences": 1.1, "advice": 1.1, "events": 1.0}


def explicit_hall(text: str) -> str | None:
    m = TAG_RE.search(text[:80])
    return m.group(1).lower() if m else None


def classify(text: str) -> str:
    """The hall of one entry's text: its explicit tag, else the first rule that matches."""
    tagged = explicit_hall(text)
    if tagged:
        return tagged
    for hall, rule in rules():
        if rule.matches(text):
            return hall
    return DEFAULT_HALL


_STALE_STATUS = frozenset({"superseded", "archived", "stale", "deprecated", "obsolete"})


def folder_confidence(path: str) -> float:
    """Trust in a note by its PARA folder (journal script: archive 0.85, inbox 0.7, resources 1.15)."""
    factor = 1.0
    for part in PurePosixPath(path).parts[:-1]:
        name = part.casefold()
        if name.startswith(("04-archive", "archive")) or name in {"archive", "archives"}:
            factor = min(factor, 0.85)
        elif name.startswith("00-inbox") or name == "inbox":
            factor = min(factor, 0.7)
        elif name.startswith("03-resources") and factor == 1.0:
            factor = 1.1
        elif name.startswith("02-areas") and factor == 1.0:
            factor = 1.05
    return factor


def status_confidence(status: str | None) -> float:
    """Front matter `status: superseded|archived|stale` halves trust (journal script: ×0.5)."""
    if status and status.strip().casefold() in _STALE_STATUS:
        return 0.5
    return 1.0

"""Entry types ("halls", after the mempalace model) and folder/status confidence.

One source of truth for the ranker and for the hall tagger. Rules run on one entry, never on a
whole file (the journal script ran them over files, and almost every long file "contained a
decision"), in both scripts of Chinese and in English with word boundaries ("likely" is not
"like"). An explicit ``[hall_*]`` tag always wins.
"""
from __future__ import annotations

import re
from pathlib import PurePosixPath

HALLS = ("facts", "discoveries", "preferences", "advice", "events")
DEFAULT_HALL = "events"

# `- [hall_x] text`, `[hall_x] - text` (the older tagger's order) and `- [ ] [hall_x] text`.
TAG_RE = re.compile(r"\[hall_(facts|discoveries|preferences|advice|events)\]", re.IGNORECASE)


def _rule(chinese: str, english: str) -> re.Pattern[str]:
    return re.compile(rf"(?:{chinese})|(?<![a-z])(?:{english})(?![a-z])", re.IGNORECASE)


# Checked in this order: the first that matches names the hall.
RULES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("facts", _rule(
        "決定|决定|決策|决策|拍板|定案|敲定|決議|决议|選定|选定|定了|最終選|最终选|改用|採用|采用"
        "|結論|结论|最終方案|最终方案",
        r"decided|decide to|decision|chose|opted|settled on|final call|going with|went with"
        r"|we'?ll use|switched to|adopted|made the call|agreed to|we agreed|concluded",
    )),
    ("discoveries", _rule(
        "發現|发现|原來|原来|踩坑|才知道|學到|学到|竟然|居然|意外地|小發現|小发现",
        r"til|turns out|turned out|discovered|found out|found that|realized|realised|learned"
        r"|noticed|it seems",
    )),
    ("preferences", _rule(
        "偏好|更喜歡|更喜欢|喜歡|喜欢|習慣用|习惯用|愛用|爱用|比較想|比较想|寧願|宁愿",
        r"prefer|prefers|preferred|i like|i love|favou?rite|would rather|rather have"
        r"|like [^.;\n]{0,40}(?:best|better)",
    )),
    ("advice", _rule(
        "建議|建议|推薦|推荐|應該|应该|提醒|記得|记得|別忘|别忘|務必|务必|最好先|下次",
        r"recommend|recommended|suggest|suggested|should|tip|note to self|remember to|reminder"
        r"|don'?t forget|make sure|advice|next time|best practice|rule of thumb",
    )),
)

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
    for hall, pattern in RULES:
        if pattern.search(text):
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

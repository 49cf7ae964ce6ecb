"""Pure scoring terms of the entry ranking. Each function is one term of the formula; the search
service combines them and reports every value in a result's ``signals``.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Collection, Sequence

from .fusion import Weights
from .lexicon import CHINESE_NUMERALS

# What holds figures without stating an amount: links, tags, the list marker, a leading time of
# day (the journal's "12:10"), dates in every written form, and identifiers (p99, S3, E27).
_NOT_AMOUNTS_RE = re.compile(
    r"\[\[[^\]]*\]\]|\]\([^)]*\)|https?://\S+|#[\w/-]+"
    r"|^\s*(?:[-*+]\s+(?:\[.\]\s+)?)?(?:\d+[.)]\s+)?(?:\d{1,2}:\d{2}(?!:)\b)?"
    r"|\d{4}[-/.]\d{1,2}(?:[-/.]\d{1,2})?|\d{4}\s*年(?:\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日號号])?)?"
    r"|\d{1,2}\s*月\s*\d{1,2}\s*[日號号]?|\d{1,2}\s*月|(?<!\d)\d{1,2}/\d{1,2}(?![\d/])|\d{1,2}\s*[日號号](?![元圓圆])"
    r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b"
    r"|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b"
    # An identifier begins with letters: matched from the first of them only, so a long run of
    # letters is read once, not once from each of its characters.
    r"|(?<![a-z_])[a-z_]+\d\w*",
    re.IGNORECASE,
)
# A Chinese numeral is read from the first character of its run, as identifiers are above; a
# lone 一 ("一個人") is no amount.
_NUMERAL = f"[{CHINESE_NUMERALS}]"
_AMOUNT_RE = re.compile(
    rf"\d|(?<!{_NUMERAL})(?:[{CHINESE_NUMERALS.replace('一', '')}]|一[百千萬万]){_NUMERAL}*"
    r"(?:公斤|公里|小時|小时|分鐘|分钟|[個个次天年歲岁度元塊块蚊萬万千百斤週周倍杯碗層层頁页張张])"
)


def overlap(matched_weight: float, total_weight: float) -> float:
    """Share of the query's (IDF-weighted) keywords found in the entry, 0–1 (journal script)."""
    return matched_weight / total_weight if total_weight > 0 else 0.0


def smoothed_bm25(score: float, smoothing: float = 1.0) -> float:
    """BM25 plus one, so the multipliers decide among weak matches instead of small BM25 gaps
    (additive smoothing; dev nDCG@10 case-fold 0.897 without it, 0.914 with 0.5 to 1). An entry
    retrieved without a match of its own (a named note's opening, the newest on a topic) stays
    at zero and is placed by the date ranking and the intents."""
    return score + smoothing if score > 0 else 0.0


def overlap_factor(share: float, weight: float = 0.3) -> float:
    """The journal script's keyword-overlap multiplier, ``1 + 0.3·overlap``."""
    return 1.0 + weight * share


def recency_decay(entry_date: dt.date | None, now: dt.date, days: int, floor: float = 0.75) -> float:
    """Inside the window as the journal script, ``1 + 0.4·(1 − age/days)``; beyond it a gentle
    exponential decay (half-life ``days``·6) down to ``floor``, instead of the script's cliff to
    0.3, which let a week-old mention beat the one decision written two months ago (dev
    nDCG@10 0.964 with this term, 0.960 with the script's: case-fold 0.914 vs 0.900)."""
    if entry_date is None:
        return floor
    age = (now - entry_date).days
    if age < 0:
        return floor
    if age <= days:
        return 1.0 + 0.4 * (1.0 - age / max(days, 1))
    half_life = max(days, 1) * 6
    return floor + (1.0 - floor) * math.pow(0.5, (age - days) / half_life)


def name_match(name_terms: Sequence[str], matched_terms: set[str]) -> bool:
    """The user typed a note's title or a section's heading: every word of it matched."""
    return bool(name_terms) and matched_terms.issuperset(name_terms)


def names_part(name_terms: Sequence[str], words: Sequence[Collection[str]]) -> bool:
    """The query says part of a name: it has two words or more, each of them is in the name
    (any of the terms that stand for it), and together they say at least half of the name
    ("2026 關西旅行" of the note "日本關西旅行 2026"; not "redis" of "Redis 快取層重構")."""
    name = set(name_terms)
    if len(words) < 2 or not name:
        return False
    said: set[str] = set()
    for terms in words:
        inside = name.intersection(terms)
        if not inside:
            return False
        said |= inside
    return 2 * len(said) >= len(name)


def structure_boost(
    title_hit: bool, first_block: bool, section_hit: bool, weights: Weights, opening: float | None = None
) -> float:
    """Entries a typed name points at: the note's opening block most (``opening``, by default
    ``title_first_boost``), then its section's items and the rest of the note (a heading's items
    rarely repeat the heading's words)."""
    boost = 1.0
    if title_hit:
        first = weights.title_first_boost if opening is None else opening
        boost *= first if first_block else weights.title_boost_rest
    if section_hit:
        boost *= weights.section_boost
    return boost


def states_amount(text: str, unit: re.Pattern[str] | None = None) -> bool:
    """The entry gives an amount in figures (¥23,600, 2:08:41, 126 mmol/L, 三公斤), not only dates,
    times of day, list numbers or identifiers: what "how much" and "多少" ask for; in ``unit``
    (lexicon.AmountUnit.stated) when the question names one."""
    figures = _NOT_AMOUNTS_RE.sub(" ", text)
    return _AMOUNT_RE.search(figures) is not None and (unit is None or unit.search(figures) is not None)


def kind_weight(kind: str, weights: Weights) -> float:
    """Code is kept searchable but is rarely the entry a question is about; a table counts as
    ``table_weight`` says (as any entry, by default)."""
    if kind == "code":
        return weights.code_weight
    if kind == "table":
        return weights.table_weight
    return 1.0

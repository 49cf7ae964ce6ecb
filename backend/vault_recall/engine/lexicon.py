"""The vocabulary shared by questions and entries, read from ``lexicon/vocabulary.toml``.

One file says which words make an entry a decision (``halls``) and which make a question ask
for one (``query``), so the two sides cannot drift apart; it also lists the question words
that wrap a topic without being part of it. The file is data: changing it changes the index
version (``index.index_version`` hashes it), since entry types are computed at index time.
"""

from __future__ import annotations

import hashlib
import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

VOCABULARY_FILE = "vocabulary.toml"
# Entry types by their plain name, checked in this order: the first that matches names the type.
TYPE_ORDER = ("decision", "discovery", "preference", "advice")


@dataclass(frozen=True)
class EntryType:
    """One entry type's rule: ``pattern`` makes an entry that type, unless all it matches is
    inside what ``unless`` matches ("還沒決定", "haven't decided yet": no decision yet)."""

    name: str
    pattern: re.Pattern[str]
    unless: re.Pattern[str] | None = None

    def matches(self, text: str) -> bool:
        return self.pattern.search(self.unless.sub(" ", text) if self.unless else text) is not None


@dataclass(frozen=True)
class AmountUnit:
    """A unit a question may ask an amount in (money, distance, …): ``asked`` reads it in the
    question, ``stated`` finds a figure written in it in an entry."""

    name: str
    asked: re.Pattern[str]
    stated: re.Pattern[str]


_HAS_CHINESE = re.compile("[\u3400-\u9fff\uf900-\ufaff]")
_HAS_LATIN = re.compile("[A-Za-z]")


@dataclass(frozen=True)
class Phrases:
    """Phrases of the question side, English and Chinese apart: a question is read only by the
    phrases of the scripts it is written in (most are in one), which halves the regex work."""

    english: tuple[re.Pattern[str], ...] = ()
    chinese: tuple[re.Pattern[str], ...] = ()

    def sub(self, replace: Callable[[re.Match[str]], str], text: str) -> tuple[str, int]:
        """``text`` with every phrase replaced, and how many were."""
        found = 0
        for patterns, script in ((self.english, _HAS_LATIN), (self.chinese, _HAS_CHINESE)):
            if patterns and script.search(text):
                for pattern in patterns:
                    text, n = pattern.subn(replace, text)
                    found += n
        return text, found


# The Chinese numerals, both scripts; a figure is written in digits or in them.
CHINESE_NUMERALS = "一二兩两三四五六七八九十百千萬万"
_FIGURE = f"[0-9{CHINESE_NUMERALS}半]"


def _unit(name: str, section: dict[str, list[str]]) -> AmountUnit:
    asked = _alternation(section.get("ask_zh", []), section.get("ask_en", [])) or "(?!)"
    forms = []
    if section.get("before"):
        forms.append(r"(?:" + "|".join(section["before"]) + r")\s*[0-9]")
    if section.get("after"):
        # A Latin unit ends at the word's end (km, not kmz); °C is ° then a letter.
        after = [u + r"(?![a-z])" if re.search("[a-z]", u) else u for u in section["after"]]
        forms.append(_FIGURE + r"\s*(?:" + "|".join(after) + ")")
    return AmountUnit(name, re.compile(asked, re.IGNORECASE), re.compile("|".join(forms) or "(?!)", re.IGNORECASE))


@dataclass(frozen=True)
class Vocabulary:
    text: str
    entry_types: tuple[EntryType, ...]
    asks_decision: re.Pattern[str]
    asks_last: Phrases
    # The same phrases holding their verb in the group `verb`: "when did I last *run*" asks
    # about running when nothing else is left to ask about.
    asks_last_keeping_verb: Phrases
    # "When did I first…", 第一次: the oldest on the topic; a group `mark` holds the word for
    # "first" that entries also write of a first time.
    asks_first: Phrases
    asks_first_keeping_verb: Phrases
    filler: frozenset[str]
    interrogative: re.Pattern[str]
    asks_amount: re.Pattern[str]
    asks_which: re.Pattern[str]
    asks_backlinks: tuple[re.Pattern[str], ...]
    # "how long", "how far": the group `word` is the adjective that asks for a figure.
    asks_how: re.Pattern[str] = re.compile("(?!)")
    # A numeral and its measure word (一則, 三個): how many, not what.
    count: re.Pattern[str] = re.compile("(?!)")
    units: tuple[AmountUnit, ...] = ()
    # English clipped word → the full word the dictionary knows ("sync" → "synchronize").
    clippings: tuple[tuple[str, str], ...] = ()
    # Nouns that stand for the doing in a when-question ("most recent Kubernetes work").
    last_nouns: frozenset[str] = frozenset()
    # "Where did I put", 叫什麼名字, and English hedges ("actually", "exactly"): how a question
    # frames its topic, taken out before it is read.
    frames: Phrases = Phrases()
    # "What happened", 在忙什麼, "what was I up to": with a period, its entries are asked for.
    happenings: Phrases = Phrases()
    # A holiday and the words around it: a group per holiday (festivals.py), and `_year`,
    # `_year_after`, `_years_back`, `_span_before`, `_span_after`. None: no holidays listed.
    holidays: re.Pattern[str] | None = None

    def unit(self, name: str | None) -> AmountUnit | None:
        return next((u for u in self.units if u.name == name), None)

    @property
    def fingerprint(self) -> str:
        return hashlib.blake2b(self.text.encode("utf-8"), digest_size=8).hexdigest()


def _alternation(chinese: list[str], english: list[str]) -> str:
    parts = []
    if chinese:
        parts.append("(?:" + "|".join(chinese) + ")")
    if english:
        parts.append(r"(?<![a-z])(?:" + "|".join(english) + r")(?![a-z])")
    return "|".join(parts)


def _words(section: dict[str, list[str]], *keys: str) -> list[str]:
    return [word for key in keys for word in section.get(key, [])]


def _by_script(patterns: list[str]) -> str:
    """``_alternation`` of a list that mixes Chinese and English patterns."""
    english = [p for p in patterns if re.search("[a-z]", p)]
    return _alternation([p for p in patterns if p not in english], english)


def _holidays(section: dict[str, list[str]], ask: dict[str, list[str]]) -> re.Pattern[str] | None:
    """One pattern for every holiday of ``section``, with the year and the span words beside it
    ("the 2025 National Day holiday", 去年春節那幾天)."""
    if not section:
        return None
    names = "|".join(f"(?P<{key}>{_by_script(patterns)})" for key, patterns in section.items())
    before = "|".join(ask.get("holiday_span_before", [])) or "(?!)"
    after = _by_script(ask.get("holiday_span_after", [])) or "(?!)"
    return re.compile(
        rf"(?P<_span_before>(?<![a-z])(?:{before})\s+(?:the\s+)?)?"
        r"(?:(?<!\d)(?P<_year>\d{4})\s*年?\s*(?:的\s*)?)?"
        r"(?:(?P<_years_back>今年|去年|前年)(?:的)?)?"
        rf"(?:{names})"
        r"(?:\s*(?P<_year_after>\d{4})(?!\d))?"
        rf"(?:\s*(?:的)?(?P<_span_after>{after}))?",
        re.IGNORECASE,
    )


def parse_vocabulary(text: str) -> Vocabulary:
    data = tomllib.loads(text)
    types = data["types"]
    entry_types = []
    for name in TYPE_ORDER:
        section = types[name]
        pattern = _alternation(_words(section, "both_zh", "entry_zh"), _words(section, "both_en", "entry_en"))
        unless = _alternation(_words(section, "not_zh"), _words(section, "not_en"))
        entry_types.append(
            EntryType(name, re.compile(pattern, re.IGNORECASE), re.compile(unless, re.IGNORECASE) if unless else None)
        )
    decision = types["decision"]
    # The longest form first: "decide to keep" before "decide", which would leave "keep", and
    # 最终选择 before 最终选, which would leave 择, as topic words.
    asks_zh = sorted(_words(decision, "both_zh", "query_zh"), key=len, reverse=True)
    asks_en = sorted(_words(decision, "both_en", "query_en"), key=len, reverse=True)
    asks = _alternation(asks_zh, asks_en)
    ask = data["ask"]
    filler = frozenset(w.casefold() for w in _words(ask, "filler_zh", "filler_en"))
    verbs = "|".join(ask["last_verbs"])

    def asks_when(which: str, verb: str) -> Phrases:
        """The ``{which}_en`` and ``{which}_zh`` phrases: ``{verb!}`` is a verb the phrase
        needs, ``{verb}`` one it may have."""

        def compiled(key: str) -> tuple[re.Pattern[str], ...]:
            return tuple(
                re.compile(p.replace("{verb!}", rf"\s+{verb}").replace("{verb}", rf"(?:\s+{verb})?"), re.IGNORECASE)
                for p in _words(ask, key)
            )

        return Phrases(compiled(f"{which}_en"), compiled(f"{which}_zh"))

    interrogative = re.compile("|".join(ask.get("interrogative_zh", []) + ask.get("pointing_zh", [])) or "(?!)")
    amount = _alternation(_words(ask, "amount_zh"), _words(ask, "amount_en")) or "(?!)"
    return Vocabulary(
        text=text,
        entry_types=tuple(entry_types),
        asks_decision=re.compile(asks, re.IGNORECASE),
        asks_last=asks_when("last", f"(?:{verbs})"),
        asks_last_keeping_verb=asks_when("last", f"(?P<verb>{verbs})"),
        asks_first=asks_when("first", f"(?:{verbs})"),
        asks_first_keeping_verb=asks_when("first", f"(?P<verb>{verbs})"),
        filler=filler,
        interrogative=interrogative,
        asks_amount=re.compile(amount, re.IGNORECASE),
        asks_which=re.compile("|".join(ask.get("which_zh", [])) or "(?!)"),
        count=re.compile("|".join(ask.get("count_zh", [])) or "(?!)"),
        asks_backlinks=tuple(re.compile(p, re.IGNORECASE) for p in _words(ask, "backlinks_zh", "backlinks_en")),
        units=tuple(_unit(name, section) for name, section in ask.get("units", {}).items()),
        asks_how=re.compile(
            r"(?<![a-z])how\s+(?P<word>" + "|".join(ask.get("how_en", [])) + r")(?![a-z])"
            if ask.get("how_en")
            else "(?!)",
            re.IGNORECASE,
        ),
        last_nouns=frozenset(ask.get("last_nouns_en", [])),
        frames=Phrases(
            tuple(
                re.compile(p, re.IGNORECASE)
                for p in ([r"\b(?:" + "|".join(ask["hedges_en"]) + r")\b"] if ask.get("hedges_en") else [])
                + _words(ask, "frames_en")
            ),
            tuple(re.compile(p) for p in _words(ask, "frames_zh")),
        ),
        holidays=_holidays(data.get("holidays", {}), ask),
        happenings=Phrases(
            tuple(re.compile(p, re.IGNORECASE) for p in _words(ask, "happenings_en")),
            tuple(re.compile(p) for p in _words(ask, "happenings_zh")),
        ),
        clippings=tuple(
            (clipped.casefold(), full.casefold())
            for clipped, full in data.get("english", {}).get("clippings", {}).items()
        ),
    )


def data_text(name: str) -> str:
    """A data file of the engine's ``lexicon/`` folder, as text."""
    return (resources.files(__package__) / "lexicon" / name).read_text("utf-8")


@lru_cache(maxsize=1)
def vocabulary() -> Vocabulary:
    return parse_vocabulary(data_text(VOCABULARY_FILE))

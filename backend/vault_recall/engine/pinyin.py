"""Chinese words spelled in pinyin: an English question often names a Chinese thing by its sound
(nanyin for 南音, Xiamen for 厦门, jiaozi for 饺子), and many such names have no one-word English
gloss in CC-CEDICT. A word in Latin letters that reads whole as two to four toneless pinyin
syllables stands for the vault's words whose characters read those syllables in that order.

The readings are CC-CEDICT's, every reading of each character (a character read two ways is
found by either), picked out of bilingual.cedict_text() by a pattern that matches only the
entries of one character: 0.1 s on the first such word (the daemon's warm-up asks one), where
splitting all 120,000 lines took 0.3, then kept. ü is typed as v or u (lv, lu for 绿), as keyboards make
people type it.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Callable
from functools import cache, lru_cache

from . import bilingual, tokens

MIN_SYLLABLES = 2  # one syllable (an, ban, long) is an English word as often as not
MAX_SYLLABLES = 4
LONGEST_SYLLABLE = 6  # zhuang, shuang
VOWELS = frozenset("aoe")
NASALS = frozenset({"m", "n", "ng", "hm", "hng"})
# A dictionary line of one character: traditional, simplified, [reading].
ONE_CHARACTER = re.compile(r"^(\S) (\S) \[([^\]]+)\]", re.MULTILINE)
# Character combinations looked up for one reading of a word: three common syllables have tens
# of thousands, each a lookup of half a microsecond.
MAX_COMBINATIONS = 20_000


@lru_cache(maxsize=1)
def readings() -> dict[str, tuple[str, ...]]:
    """Toneless syllable → the characters (folded as the index folds them) that read it."""
    chars: dict[str, set[str]] = {}
    for _, simplified, written in ONE_CHARACTER.findall(bilingual.cedict_text()):
        reading = written.lower().rstrip("012345")
        char = tokens.normalize(simplified)
        if " " in reading or not reading.isascii() or not tokens.is_cjk(char):
            continue
        for typed in {reading.replace("u:", "v"), reading.replace("u:", "u")}:
            chars.setdefault(typed, set()).add(char)
    return {syllable: tuple(sorted(found)) for syllable, found in chars.items()}


def syllable_splits(word: str) -> list[tuple[str, ...]]:
    """Every way to read ``word`` whole as MIN_SYLLABLES to MAX_SYLLABLES pinyin syllables
    (xian → xi an; nanyin → nan yin)."""
    known = readings()

    @cache
    def splits(start: int) -> tuple[tuple[str, ...], ...]:
        if start == len(word):
            return ((),)
        found: list[tuple[str, ...]] = []
        for end in range(start + 1, min(len(word), start + LONGEST_SYLLABLE) + 1):
            syllable = word[start:end]
            # Pinyin marks a syllable that begins with a vowel inside a word (xi'an): without
            # the mark, the letters read the other way (xian). m, n, ng are interjections.
            if syllable in known and (start == 0 or syllable[0] not in VOWELS) and syllable not in NASALS:
                found.extend((syllable, *rest) for rest in splits(end) if len(rest) < MAX_SYLLABLES)
        return tuple(found)

    return [split for split in splits(0) if len(split) >= MIN_SYLLABLES]


def words_spelled(typed: str, in_vault: Callable[[str], bool]) -> list[str]:
    """The words of the vault (``in_vault`` says which) that ``typed`` spells in pinyin, in no
    particular order; none when it is no pinyin."""
    word = typed.lower()
    if not (word.isascii() and word.isalpha()):
        return []
    known = readings()
    found: dict[str, None] = {}
    for split in syllable_splits(word):
        choices = [known[syllable] for syllable in split]
        if math.prod(len(c) for c in choices) > MAX_COMBINATIONS:
            continue
        found.update((w, None) for w in map("".join, itertools.product(*choices)) if in_vault(w))
    return list(found)

"""The topic words of a question: what is left once operators, intent and time are read, cut by
jieba's search mode into words that hold their pieces, each marked optional when it only asks
(question words, lone characters, function words, "how long").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import rjieba

from . import bilingual, lexicon, tokens


@dataclass(frozen=True)
class QueryWord:
    """One word of the topic: the longest piece jieba found there, with the smaller pieces of
    its search mode inside it (``数据库`` holds ``数据``), which stand in for it when the vault
    lacks the whole word. ``run`` is the stretch of Chinese it came from, ``start``/``end`` its
    place there, so parts crossing jieba's cut can be looked up too (``保管库到`` → ``保管库``)."""

    text: str
    pieces: tuple[str, ...] = ()
    run: str = ""
    start: int = 0
    end: int = 0
    # Question words ("notes", "筆記", "日期") and lone Chinese characters: they rank, but an
    # entry need not have them.
    optional: bool = False
    # The word closed up with the next one, as notes often write a phrasal verb's noun
    # ("backed up" → backup, "log in" → login).
    joined: str = ""
    # The next topic word's term when only a space or a hyphen stands between them: the two may
    # be one phrase ("tire pressure", "blood sugar").
    next_term: str = ""
    # Pieces of two characters or more that spell the word end to end (华氏温标 → 华氏, 温标): a
    # note's text may be cut there by its context.
    split: tuple[str, ...] = ()


@lru_cache(maxsize=1)
def _filler_tokens() -> frozenset[str]:
    words = lexicon.vocabulary().filler
    return frozenset(words | {t for word in words for t in tokens.tokenize(word)})


def topic_words(text: str) -> list[QueryWord]:
    """The topic words of what is left of a query, each with the pieces inside it."""
    normalized = tokens.normalize(text)
    found = sorted(tokens.iter_tokens(normalized), key=lambda t: (t[1], t[1] - t[2]))
    filler = _filler_tokens()
    asking = [m.span("word") for m in lexicon.vocabulary().asks_how.finditer(normalized)]
    words: list[QueryWord] = []
    spans: list[tuple[int, int, list[str]]] = []
    for token, start, end in found:
        outer = next((s for s in spans if s[0] <= start and end <= s[1]), None)
        if outer is not None:
            if token not in outer[2] and token != normalized[outer[0] : outer[1]]:
                outer[2].append(token)
            continue
        spans.append((start, end, []))
    seen: set[str] = set()
    tokens_at = {(start, end): token for token, start, end in found}
    inside = [(start, end) for _, start, end in found]
    for i, (start, end, pieces) in enumerate(spans):
        text_ = tokens_at[(start, end)]
        if text_ in seen:
            continue
        seen.add(text_)
        run_start, run_end = _cjk_run(normalized, start, end)
        lone_char = tokens.is_cjk(text_) and len(text_) == 1 and not _names_a_thing(text_)
        following = _NEXT_WORD_RE.match(normalized, end)
        joined = text_ + following.group(1) if following and text_.isalpha() and text_.isascii() else ""
        after = spans[i + 1] if i + 1 < len(spans) else None
        next_term = tokens_at[after[:2]] if after and _PHRASE_GAP_RE.fullmatch(normalized, end, after[0]) else ""
        words.append(
            QueryWord(
                text_,
                tuple(p for p in pieces if p != text_),
                normalized[run_start:run_end],
                start - run_start,
                end - run_start,
                text_ in filler
                or lone_char
                or _function_word(text_)
                or _asks_quantity(text_)
                or (start, end) in asking,
                joined,
                next_term,
                _tiling(start, end, inside, tokens_at) if tokens.is_cjk(text_) else _parts(text_, pieces),
            )
        )
    return words


def _parts(word: str, pieces: list[str]) -> tuple[str, ...]:
    """The parts of a joined word (self-hosted, pg_upgrade) when it has two or more of two
    characters or more: a note may write it apart ("self hosted", "pg upgrade")."""
    parts = tuple(p for p in pieces if p != word)
    if len(parts) < 2 or any(len(p) < 2 for p in parts) or not tokens.is_joined(word):
        return ()
    return parts


def _tiling(
    start: int, end: int, inside: list[tuple[int, int]], tokens_at: dict[tuple[int, int], str]
) -> tuple[str, ...]:
    """The fewest pieces of two characters or more that spell ``start``–``end`` end to end, if
    there are two or more such pieces."""
    best: dict[int, tuple[str, ...]] = {start: ()}
    for at in range(start, end):
        if at not in best:
            continue
        for begin, stop in inside:
            if begin == at and stop <= end and stop - begin >= 2 and (begin, stop) != (start, end):
                path = (*best[at], tokens_at[(begin, stop)])
                if stop not in best or len(path) < len(best[stop]):
                    best[stop] = path
    return best.get(end, ()) if len(best.get(end, ())) >= 2 else ()


# Word classes of jieba's dictionary that wrap a topic rather than name one: pronouns (自己,
# 那邊, 哪款), time words (後來, 今年, 下次), conjunctions, prepositions, particles, interjections
# and measure words. Locality words (右边), numerals (第三方), adverbs (同步) and set phrases
# (正则表达式) are tagged in classes that hold topic words too, so they are left to be topic.
_FUNCTION_CLASSES = frozenset({"r", "t", "c", "p", "u", "y", "e", "q"})


@lru_cache(maxsize=4096)
def _names_a_thing(char: str) -> bool:
    """A lone character is mostly what jieba could not join (了, 事, 跑, 骑); a noun of a single
    meaning names a thing (鞋 shoe, 釉 glaze) and is topic like any word, and so is a character
    jieba's dictionary does not hold at all (䲟, 雫 of 雫石): a rare one, no function word."""
    tagged = rjieba.tag(char)
    if len(tagged) != 1:
        return False
    return tagged[0][1] == "x" or (tagged[0][1] == "n" and bilingual.one_meaning(char))


def _asks_quantity(word: str) -> bool:
    """幾度, 多少, 多久: the question asks for a number the entry writes as one."""
    return lexicon.vocabulary().interrogative.fullmatch(word) is not None


@lru_cache(maxsize=4096)
def _function_word(word: str) -> bool:
    """A Chinese word of a class that carries no topic: it ranks, but no entry needs it."""
    if not tokens.is_cjk(word):
        return False
    tagged = rjieba.tag(word)
    return len(tagged) == 1 and tagged[0][1] in _FUNCTION_CLASSES


_NEXT_WORD_RE = re.compile(r"[ \t]+([a-z]{2,})\b")
_PHRASE_GAP_RE = re.compile(r"[ \t]+|[ \t]*-[ \t]*")


def _cjk_run(text: str, start: int, end: int) -> tuple[int, int]:
    if not tokens.is_cjk(text[start:end]):
        return start, end
    while start > 0 and tokens.is_cjk(text[start - 1]):
        start -= 1
    while end < len(text) and tokens.is_cjk(text[end]):
        end += 1
    return start, end

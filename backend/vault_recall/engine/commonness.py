"""How common a word is in the language at large.

A small vault's own statistics cannot tell a question's everyday words from its topic: in "when
did I last see Chen the contractor" the verb "see" is in as few entries as "Chen" (one
cross-reference says "see [[Cello care]]"), and in "上回出門跑步的日期" 出門 is in fewer than
跑步. How often each word occurs in text at large can: "see" and 出门 are everyday words, "Chen"
and 跑步 are not. Query words more common than ``Weights.common_word_zipf`` count for less
(``Expander`` scales each word's weight by ``factor_of`` its ``zipf``), in the coverage an answer
needs and in the words' BM25.

The frequencies are wordfreq's (Speer 2022; its "large" English and Chinese lists, CC BY-SA 4.0),
on the Zipf scale: log10 of occurrences per billion words (7 for "the", 6.1 "see", 4.0 "Chen",
2.3 "Kubernetes"). Only the words at least ``Weights.common_word_zipf`` common are read, from
the start of each list (most frequent first): 68,326 English and Chinese words at Zipf 3, in
70 ms at the first question, kept as one sorted array of their hashes (half a megabyte, where a
dict of them took 12 MB); every rarer word weighs as one at the threshold.
"""

from __future__ import annotations

import bisect
import gzip
from array import array
from functools import lru_cache

import msgpack
import wordfreq

# wordfreq's packed lists (cBpack): a header, then one list of words per centibel of
# frequency, most frequent first: the words of list i (from 1) occur 10 ** (-(i - 1) / 100) per
# word of text, Zipf 9 − (i − 1) / 100.
ZIPF_OF_FIRST_LIST = 9.0
MOST_COMMON_ZIPF = 7.0  # "the", "的": no word weighs less than one this common
# A word's key: its hash with the low bits holding its list; a hash collision of the rest
# (54 bits) among 68,326 words is a chance of 1 in 10 ** 11.
LIST_BITS = 10
LIST_MASK = (1 << LIST_BITS) - 1


@lru_cache(maxsize=8)
def common_words(language: str, min_zipf: float) -> array[int]:
    """The keys of the words of ``language`` ("en" or "zh") at least ``min_zipf`` common, sorted
    (empty for a language wordfreq has no list of)."""
    path = wordfreq.available_languages("large").get(language)
    keys: array[int] = array("q")
    if path is None:
        return keys
    lists = min(round((ZIPF_OF_FIRST_LIST - min_zipf) * 100) + 1, LIST_MASK)
    with gzip.open(path, "rb") as packed:
        unpacker = msgpack.Unpacker(packed, raw=False, use_list=False)
        count = unpacker.read_array_header()
        unpacker.skip()  # the header
        for number in range(1, min(count, lists + 1)):
            keys.extend((hash(word) & ~LIST_MASK) | number for word in unpacker.unpack())
    return array("q", sorted(keys))


def zipf(word: str, chinese: bool, min_zipf: float) -> float | None:
    """The word's Zipf value when it is at least ``min_zipf`` (None: rarer, or unknown).
    Chinese words are looked up in Simplified characters, as the tokenizer folds them."""
    keys = common_words("zh" if chinese else "en", min_zipf)
    key = hash(word.lower()) & ~LIST_MASK
    at = bisect.bisect_left(keys, key)
    if at == len(keys) or keys[at] & ~LIST_MASK != key:
        return None
    return ZIPF_OF_FIRST_LIST - ((keys[at] & LIST_MASK) - 1) / 100


def factor_of(value: float | None, min_zipf: float, power: float) -> float:
    """How much a word whose Zipf value is ``value`` (``zipf``; None: rarer than ``min_zipf``)
    weighs: 1 for a word rarer than ``min_zipf``; less the more common it is, down to
    ((9 − 7) / (9 − min_zipf)) ** power for the most common words."""
    if power <= 0 or value is None:
        return 1.0
    value = min(value, MOST_COMMON_ZIPF)
    return float(((ZIPF_OF_FIRST_LIST - value) / (ZIPF_OF_FIRST_LIST - min_zipf)) ** power)

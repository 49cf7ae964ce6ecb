"""Chinese abbreviations: a two-character word made of the first characters of two words
(压测 of 压力测试, 反链 of 反向链接). The question's two words are also matched as the vault's
abbreviation of them, and an abbreviation the vault lacks as the two words the vault writes in
full."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable
from dataclasses import replace

import tantivy

from . import commonness, tokens
from .documents import entry_schema, stored_entry
from .topic import QueryWord

# A word made of the first characters of two (压测 of 压力测试) is their abbreviation only when
# the language at large rarely writes it: 学会 of 学生会议 is "learn".
ABBREVIATION_ZIPF = 3.0
# An abbreviation's full form is looked for among the words of the vault that begin with each of
# its characters (the most frequent this many), in this many entries holding one of each.
FULL_FORM_WORDS = 40
FULL_FORM_ENTRIES = 50

# The index fields a term occurs in (Expander.fields_of): none when the vault lacks it.
FieldsOf = Callable[[str], tuple[str, ...]]


def abbreviations(words: list[QueryWord], fields_of: FieldsOf) -> dict[int, tuple[str, ...]]:
    """The vault's abbreviation of two two-character Chinese words in a row, for each of
    the two: 压力测试 is 压测 in a note ("FastAPI 壓測"), which says both."""
    found: dict[int, tuple[str, ...]] = {}
    for i, (first, second) in enumerate(itertools.pairwise(words)):
        if len(first.text) != 2 or len(second.text) != 2 or not contiguous([first, second]):
            continue
        short = first.text[0] + second.text[0]
        if (
            short not in (first.text, second.text)
            and commonness.zipf(short, True, ABBREVIATION_ZIPF) is None
            and fields_of(short)
        ):
            found[i] = found.get(i, ()) + (short,)
            found[i + 1] = found.get(i + 1, ()) + (short,)
    return found


def full_forms(words: list[QueryWord], searcher: tantivy.Searcher, fields_of: FieldsOf) -> list[QueryWord]:
    """Each two-character Chinese word the vault lacks and the language rarely writes, as
    the words the vault writes it in full: a Chinese abbreviation keeps the first character
    of each word (反链 of 反向链接, 压测 of 压力测试), so the vault's words that begin with
    them, written one after the other in its entries, are what it stands for."""
    out: list[QueryWord] = []
    for word in words:
        full = _full_form(word, searcher) if _abbreviation_like(word, fields_of) else []
        out.extend(full or [word])
    return out


def _abbreviation_like(word: QueryWord, fields_of: FieldsOf) -> bool:
    text = word.text
    return (
        len(text) == 2
        and tokens.is_cjk(text)
        and not word.optional
        and not fields_of(text)
        and not (word.joined and fields_of(word.joined))
        and commonness.zipf(text, True, ABBREVIATION_ZIPF) is None
    )


def _full_form(word: QueryWord, searcher: tantivy.Searcher) -> list[QueryWord]:
    """The words the vault most often writes in a row for the abbreviation, as query words
    in its place: one word when the vault's index has the full form whole (单元测试), else
    its two halves (反向, 链接). None found: nothing."""
    first, second = word.text[0], word.text[1]
    begins = [t for t, _ in searcher.terms_with_prefix("body", first, limit=FULL_FORM_WORDS)]
    whole = [t for t in begins if len(t) == 4 and tokens.is_cjk(t) and t[2] == second]
    if whole:
        return [replace(word, text=whole[0], pieces=(), split=(), joined="")]
    firsts = {t for t in begins if len(t) == 2 and tokens.is_cjk(t)}
    seconds = {
        t
        for t, _ in searcher.terms_with_prefix("body", second, limit=FULL_FORM_WORDS)
        if len(t) == 2 and tokens.is_cjk(t)
    }
    if not firsts or not seconds:
        return []
    schema = entry_schema()
    query = tantivy.Query.boolean_query(
        [
            (tantivy.Occur.Must, tantivy.Query.term_set_query(schema, "body", sorted(firsts))),
            (tantivy.Occur.Must, tantivy.Query.term_set_query(schema, "body", sorted(seconds))),
        ]
    )
    found: Counter[tuple[str, str]] = Counter()
    for _, address in searcher.search(query, limit=FULL_FORM_ENTRIES, count=False).hits:
        text = tokens.normalize(stored_entry(searcher, address).get("text", ""))
        # Cut as the index cuts it, so a Taiwan word is the term it is indexed as (連結 → 链接).
        ending: dict[int, set[str]] = {}
        starting: dict[int, set[str]] = {}
        for token, start, end in tokens.iter_tokens(text):
            if token in firsts:
                ending.setdefault(end, set()).add(token)
            if token in seconds:
                starting.setdefault(start, set()).add(token)
        found.update({(x, y) for at, xs in ending.items() for x in xs for y in starting.get(at, ())})
    if not found:
        return []
    halves = found.most_common(1)[0][0]
    return [replace(word, text=half, pieces=(), split=(), joined="") for half in halves]


def contiguous(words: list[QueryWord]) -> bool:
    """Chinese words next to each other in one stretch of Chinese."""
    first = words[0]
    return all(w.run and w.run == first.run and tokens.is_cjk(w.text) for w in words) and all(
        b.start == a.end for a, b in itertools.pairwise(words)
    )

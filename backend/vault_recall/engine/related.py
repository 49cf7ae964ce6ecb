"""A note's topic as a question: the query for the entries of other notes related to it."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import tantivy

from . import tokens
from .expand import Concept, idf
from .retrievers import meet_by_chance

RELATED_TERMS = 12
RELATED_SALIENT = 2  # the note's most salient words, beside its names


@dataclass(frozen=True)
class Topic:
    """What a note is about, as the query for the entries of other notes related to it.

    ``concepts``: its words weighted by TF-IDF. ``distinctive``: those of its title, aliases and
    tags, and the few that weigh most by raw term frequency × IDF (which keeps the word a note is
    about and repeats, "GitHub Actions" in a CI note, ahead of rare words it mentions once).
    ``anchors``: the most salient word and the tags, any one of which makes an entry related.
    ``telling``: the pairs of distinctive words that would rarely meet by chance (as
    ``Retrievers.together`` counts), either of which, both in one entry, makes it related: two
    words every page of a manual uses (插件 "plugin" and 创建 "create") meet in many entries
    that have nothing to do with the note."""

    concepts: list[Concept]
    distinctive: frozenset[str]
    anchors: frozenset[str]
    telling: frozenset[frozenset[str]]


def related_concepts(
    searcher: tantivy.Searcher, text: str, names: Sequence[str] = (), tags: Sequence[str] = ()
) -> Topic:
    """A note's topic (``Topic``) from its text, names and tags."""
    total = max(searcher.num_docs, 1)
    counts: dict[str, int] = {}
    for token in tokens.tokenize(text):
        counts[token] = counts.get(token, 0) + 1
    weights: dict[str, float] = {}
    salience: dict[str, float] = {}
    for term, tf in counts.items():
        df = searcher.doc_freq("body", term)
        if _topical(term, df):
            weights[term] = (1 + math.log(tf)) * idf(df, total)
            salience[term] = tf * idf(df, total)
    named = [t for name in names for t in tokens.tokenize(name) if _topical(t, searcher.doc_freq("body", t))]
    ranked_salience = sorted(salience.values(), reverse=True)
    # Words tied with the last one chosen are chosen too: a short note's words often tie.
    cut = ranked_salience[min(RELATED_SALIENT, len(ranked_salience)) - 1] if ranked_salience else 0.0
    salient = sorted((t for t in salience if salience[t] >= cut), key=lambda t: (-salience[t], t))
    highest = ranked_salience[0] if ranked_salience else 0.0
    anchor = [t for t in salient if salience[t] >= highest]
    ranked = sorted(((w, term) for term, w in weights.items()), reverse=True)
    concepts = [Concept(term, [term], [], w) for w, term in ranked[:RELATED_TERMS]]
    chosen = {c.word for c in concepts}
    top = max(weights.values(), default=1.0)
    concepts += [Concept(t, [t], [], top) for t in dict.fromkeys(named + salient) if t not in chosen]
    # The note's tags are topics its author declared: sharing one is being related.
    tagged = [
        t
        for tag in tags
        for t in (tokens.normalize(tag), *tokens.tokenize(tag))
        if searcher.doc_freq("body", t) or searcher.doc_freq("tags", t)
    ]
    distinctive = sorted(set(named + salient + tagged))
    found = {t: max(searcher.doc_freq("body", t), searcher.doc_freq("tags", t)) for t in distinctive}
    telling = frozenset(
        frozenset((first, second))
        for i, first in enumerate(distinctive)
        for second in distinctive[i + 1 :]
        if not meet_by_chance(found[first], found[second], total)
    )
    return Topic(concepts, frozenset(distinctive), frozenset(anchor + tagged), telling)


def _topical(term: str, df: int) -> bool:
    # Numbers and dates are shared by every note of a period, not by a topic.
    return df > 0 and len(term) >= 2 and any(ch.isalpha() for ch in term)

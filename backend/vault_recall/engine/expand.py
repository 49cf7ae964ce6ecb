"""Query words → concepts: the index terms that stand for each word, found in the index's own
vocabulary.

A word the index has is matched as it is, plus longer words it begins (``postgres`` →
``postgresql``) and its translations (``backup`` ↔ ``備份``). A word the index lacks backs off,
in order, to the pieces jieba's search mode found inside it (``数据库`` → ``数据``), then to the
longest words of the index that overlap it in the stretch of Chinese it came from (``练跑步`` →
``跑步``, ``保管库到`` → ``保管库``; character bigrams are among them) and to the nouns of a word
jieba's HMM made up (``糖要`` → ``糖``), so one unknown compound does not empty the answer.
An abbreviation the vault writes in full (``反链`` of ``反向链接``) is the two words it stands for
(abbreviations.py).
Words with no term at all are reported missing: they cannot be matched, so they are left out of
what an entry must cover.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

import tantivy

from . import bilingual, commonness, pinyin, tokens
from .abbreviations import abbreviations, contiguous, full_forms
from .documents import TEXT_FIELDS, entry_schema
from .fusion import Weights
from .topic import QueryWord

MAX_TRANSLATIONS = 4
MAX_EXPANSIONS = 6
MAX_BACKOFFS = 3
LONGEST_BACKOFF = 6  # characters: longer index words are rare and slow to look up
MIN_COMPOUND_PART = 4
MAX_REJOIN = 4  # words


@dataclass
class Concept:
    """One query word and the index terms that stand for it."""

    word: str
    exact: list[str]
    prefixed: list[str]
    weight: float
    translated: list[str] = field(default_factory=list)
    # The index fields each term occurs in; a term not listed is tried in every field.
    fields: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # Parts standing in for a word the index lacks.
    backoff: list[str] = field(default_factory=list)
    optional: bool = False
    # The smaller pieces jieba found inside the word: a title "模組化" is named by the word
    # 模组化 though the title's own tokens are 模组, 组化 and 模组化.
    pieces: tuple[str, ...] = ()
    # Whether a translation of the phrase the word makes with its neighbour was found (blood
    # sugar → 血糖): as sure a match as the word itself, where one word's translations are not.
    phrased: bool = False
    # The word as the vault may also write it, cut apart (华氏温标 → 华氏 + 温标): an entry with
    # every one of these has the word.
    split: list[str] = field(default_factory=list)
    # Its translations are words that begin with a character of the word's translation (kiln →
    # 窯 → 窯爐): a guess at what the vault calls it, good enough to rank by, not to say it.
    guessed: bool = False
    # How common the word is in the language at large (Zipf, commonness.py; None: rarer than
    # any word read): a missing everyday word says little of whether the vault holds the answer.
    zipf: float | None = None

    @property
    def all_terms(self) -> list[str]:
        return self.exact + self.backoff + self.prefixed + self.translated

    @property
    def apart(self) -> bool:
        """A closed compound the vault has only written apart (workflow as "work flow"): only an
        entry with every part says it; one part alone is another word ("worked")."""
        return bool(self.split) and not self.exact

    @property
    def single_terms(self) -> list[str]:
        """The terms any one of which says the word."""
        return self.prefixed + self.translated if self.apart else self.all_terms

    @property
    def native_terms(self) -> list[str]:
        return self.exact + self.backoff + self.prefixed

    @property
    def native(self) -> bool:
        """Matched in the query's own language, not only through a translation."""
        return bool(self.exact or self.backoff or self.prefixed)

    @property
    def sure(self) -> bool:
        """Matched as surely as the word itself: in the query's own language, or through the
        translation of the phrase it makes with its neighbour."""
        return self.native or self.phrased


def _as_typed(word: QueryWord) -> tuple[str, bool]:
    """The word as the language writes it, and whether it is Chinese: English as typed, since
    the stem (kubernet) is no word of the language."""
    chinese = tokens.is_cjk(word.text)
    return (word.text if chinese or not word.run.isalpha() else word.run), chinese


def idf(df: int, total: int) -> float:
    """BM25's IDF (Robertson–Spärck Jones, with Lucene's +1 to stay positive)."""
    return math.log(1 + (total - df + 0.5) / (df + 0.5))


class Expander:
    """Looks query words up in one searcher's view of the index."""

    def __init__(self, searcher: tantivy.Searcher, cross_language: bool = True, weights: Weights | None = None) -> None:
        self.searcher = searcher
        self.cross_language = cross_language
        self.weights = weights or Weights()
        self.total = max(searcher.num_docs, 1)
        self._fields_of: dict[str, tuple[str, ...]] = {}

    def fields_of(self, term: str) -> tuple[str, ...]:
        found = self._fields_of.get(term)
        if found is None:
            found = tuple(f for f in TEXT_FIELDS if self.searcher.doc_freq(f, term))
            self._fields_of[term] = found
        return found

    def concepts(self, words: list[QueryWord]) -> list[Concept]:
        joined = full_forms(self.rejoin(words), self.searcher, self.fields_of)
        phrased = self.phrase_translations(joined) if self.cross_language else {}
        short = abbreviations(joined, self.fields_of)
        return [self.concept(word, phrased.get(i, ()), short.get(i, ())) for i, word in enumerate(joined)]

    def phrase_translations(self, words: list[QueryWord]) -> dict[int, tuple[str, ...]]:
        """The Chinese words the vault has for two English words in a row that make one
        phrase ("blood sugar" → 血糖), for each of the two: an entry that says 血糖 says both."""
        found: dict[int, tuple[str, ...]] = {}
        place = {w.text: i for i, w in enumerate(words)}
        for i, word in enumerate(words):
            after = place.get(word.next_term)
            if after is None or tokens.is_cjk(word.text) or tokens.is_cjk(word.next_term):
                continue
            meant = tuple(t for t in bilingual.phrase_translations(word.text, word.next_term) if self.fields_of(t))
            for k in (i, after):
                found[k] = tuple(dict.fromkeys(found.get(k, ()) + meant))
        return found

    def rejoin(self, words: list[QueryWord]) -> list[QueryWord]:
        """Adjacent words of one stretch of Chinese that the vault also writes as one word:
        jieba cuts an unknown word by its context, so the question's 攀岩|鞋 is 攀岩鞋 in some
        notes and 攀岩|鞋 in others. A cut that left a lone character is undone: the lone
        character is matched as itself or as the joined word, and, optional otherwise, is then
        part of the topic (鞋 is what "攀岩鞋" asks about). Its neighbours stay as they are:
        jieba's search mode puts them inside the joined word too. The longest joined word the
        index has wins."""
        out = list(words)
        i = 0
        while i < len(words):
            for j in range(min(len(words), i + MAX_REJOIN), i + 1, -1):
                group = words[i:j]
                if not any(len(w.text) == 1 for w in group) or not contiguous(group):
                    continue
                text = group[0].run[group[0].start : group[-1].end]
                term = tokens.REGIONAL_WORDS.get(text, text)
                if len(text) <= LONGEST_BACKOFF and self.fields_of(term):
                    for k in range(i, j):
                        if len(words[k].text) == 1:
                            out[k] = replace(words[k], joined=term, optional=False)
                    i = j - 1
                    break
            i += 1
        return out

    def concept(self, word: QueryWord, phrased: tuple[str, ...] = (), short: tuple[str, ...] = ()) -> Concept:
        term = word.text
        exact = [term] if self.fields_of(term) else []
        if word.joined and self.fields_of(word.joined):
            exact.append(word.joined)
        backoff = [] if exact else self._backoff(word)
        compound = not exact and len(backoff) == 2 and not tokens.is_cjk(term)
        exact += [t for t in short if t not in exact]
        prefixed: list[str] = []
        if tokens.is_prefixable(term):
            # Longer words that begin with the word as typed (postgres → postgresql), not with
            # its stem (apple's stem appl does not stand for application).
            typed = word.run if word.run.isalpha() else term
            found = self.searcher.terms_with_prefix("body", term, limit=4 * MAX_EXPANSIONS)
            prefixed = [t for t, _ in found if t != term and t.isalpha() and t.startswith(typed)][:MAX_EXPANSIONS]
        translated: list[str] = []
        guessed = False
        if self.cross_language:
            # Every form the vault has of the word ("backed up" is also backup, which has 備份).
            # A compound's parts translate to other words (workflow's "work" is 工作).
            # A lone character standing in for a word says too many things to translate (单 of
            # 单测 is a bill).
            sources = exact if exact else [term] if compound else [term, *(b for b in backoff if len(b) > 1)]
            # An irregular form is translated as its word is ("bought" as buy, 购买).
            irregular = bilingual.word_of_form(word.run)
            if irregular:
                sources = [*sources, irregular]
            candidates = (t for source in sources for t in bilingual.translations(source))
            # A phrase's translation says exactly what the two words do: it comes first.
            room = max(0, MAX_TRANSLATIONS - len(phrased))
            translated = [*phrased, *self._commonest((t for t in candidates if t not in phrased), room)]
            if not translated:
                # No word of the vault translates it: a character whose first sense it is may
                # ("cats" → 貓 of 貓砂盆, where CC-CEDICT's 貓 is also a modem).
                chars = [t for source in sources for t in bilingual.character_translations(source)]
                translated = self._commonest(chars, MAX_TRANSLATIONS)
                if not translated:
                    # The vault writes the character only inside words it begins ("kiln" → 窯
                    # of 窯爐, a dictionary word never cut apart).
                    inside = (w for c in chars for w, _ in self.searcher.terms_with_prefix("body", c, limit=8))
                    translated = self._commonest(inside, MAX_TRANSLATIONS)
                    guessed = bool(translated)
            if not translated:
                # Nor a character: a word of its family may have them ("registration" of a
                # note saying 注册费: the dictionary glosses 注册 as "to register").
                kin = (t for r in bilingual.relatives(term) for t in bilingual.translations(r))
                translated = self._commonest(kin, MAX_TRANSLATIONS)
            if not translated and word.run.isascii() and not _glossed(sources):
                # A word no dictionary entry glosses (the dictionary's words are English: women,
                # anna) may be a Chinese name typed in pinyin (nanyin → 南音, Xiamen → 厦门).
                spelled = pinyin.words_spelled(word.run, lambda t: self.searcher.doc_freq("body", t) > 0)
                translated = self._commonest(spelled, MAX_TRANSLATIONS)
        # Prefix expansions are matched in the body only (each clause costs every query);
        # a translation may be all a note's title has ("database" for 資料庫遷移計畫).
        fields = {t: self.fields_of(t) for t in exact + backoff + translated}
        fields.update((t, ("body",)) for t in prefixed)
        native = exact + backoff + prefixed
        split = list(word.split) if exact and word.split and all(self.fields_of(p) for p in word.split) else []
        if compound:
            split = backoff
        df = max([self.searcher.doc_freq("body", t) for t in native or translated] or [0])
        # How common the word is in the language at large (commonness.py): a small vault's IDF
        # cannot tell "see" from "Chen", so a common word weighs less than its IDF.
        w = self.weights
        zipf = commonness.zipf(*_as_typed(word), w.common_word_zipf)
        return Concept(
            term,
            exact,
            prefixed,
            idf(max(df, 1), self.total) * commonness.factor_of(zipf, w.common_word_zipf, w.common_word_power),
            translated,
            fields,
            backoff,
            word.optional,
            word.pieces,
            bool(phrased),
            split,
            guessed,
            zipf,
        )

    def _commonest(self, terms: Iterable[str], limit: int) -> list[str]:
        """The first ``limit`` of ``terms`` the vault has, the most frequent first."""
        by_df = sorted(((self.searcher.doc_freq("body", t), t) for t in dict.fromkeys(terms)), reverse=True)
        return [t for d, t in by_df[:limit] if d > 0]

    def _backoff(self, word: QueryWord) -> list[str]:
        # A word of the same meaning says more than a piece of the word: 地板磚 is 地磚 (floor
        # tile) before it is 地板 (floor).
        same = (
            [w for w in bilingual.synonyms(word.text) if self.fields_of(w)]
            if self.cross_language and tokens.is_cjk(word.text)
            else []
        )
        pieces = [p for p in word.pieces if len(p) > 1 and self.fields_of(p)]
        if same or pieces:
            return [*same, *pieces][:MAX_BACKOFFS]
        if not tokens.is_cjk(word.text):
            parts = self._compound_parts(word.text)
            # One part alone is another word ("work" of workflow): the parts stand for the
            # compound only where some entry writes them both.
            return parts if len(parts) < 2 or self._together(parts) else []
        around = self._overlapping_words(word)
        # A noun inside an index word that lies within the word adds nothing (拉筋 of 拉筋練 has 筋).
        within = [w for w in around if w in word.text]
        inside = [p for p in self._dictionary_words(word.text) if not any(p in w for w in within)]
        return [*around, *inside][:MAX_BACKOFFS]

    def _dictionary_words(self, term: str) -> list[str]:
        """The index words among the dictionary's words inside a word jieba's HMM made up
        (tokens.dictionary_pieces: 糖要 → 糖): one of them can be what the question asks about."""
        return [p for p, _, _ in tokens.dictionary_pieces(term) if p not in tokens.STOPWORDS and self.fields_of(p)]

    def _together(self, terms: list[str]) -> bool:
        """Whether some entry has every one of these words in its text."""
        schema = entry_schema()
        query = tantivy.Query.boolean_query(
            [(tantivy.Occur.Must, tantivy.Query.term_query(schema, "body", t)) for t in terms]
        )
        return bool(self.searcher.search(query, limit=1, count=False).hits)

    def _compound_parts(self, term: str) -> list[str]:
        """A Latin word written closed that the vault writes apart (slideshow → slide, show):
        the split into two words of four letters or more, each in the index or a stopword (not
        both), with the longest first part. The parts that are index words stand for it."""
        if not term.isalpha() or len(term) < 2 * MIN_COMPOUND_PART:
            return []
        for cut in range(len(term) - MIN_COMPOUND_PART, MIN_COMPOUND_PART - 1, -1):
            parts = [term[:cut], term[cut:]]
            indexed = [tokens.stem(p) for p in parts if p not in tokens.STOPWORDS]
            if (
                len(indexed) == 2 - sum(p in tokens.STOPWORDS for p in parts)
                and indexed
                and all(self.fields_of(p) for p in indexed)
            ):
                return indexed
        return []

    def _overlapping_words(self, word: QueryWord) -> list[str]:
        """The longest index words (two characters or more) in the word's stretch of Chinese
        that share a character with it, without overlapping each other."""
        run = word.run
        chosen: list[str] = []
        taken: set[int] = set()
        for length in range(min(LONGEST_BACKOFF, len(run)), 1, -1):
            for start in range(max(0, word.start - length + 1), min(word.end, len(run) - length + 1)):
                span = set(range(start, start + length))
                if span & taken:
                    continue
                piece = run[start : start + length]
                term = tokens.REGIONAL_WORDS.get(piece, piece)
                if term != word.text and self.fields_of(term):
                    chosen.append(term)
                    taken |= span
            if len(chosen) >= MAX_BACKOFFS:
                break
        return chosen[:MAX_BACKOFFS]


def _glossed(terms: list[str]) -> bool:
    """Whether the dictionary translates any of ``terms``, into words of this vault or not."""
    return any(
        bilingual.translations(t) or bilingual.character_translations(t) or bilingual.relatives(t) for t in terms
    )

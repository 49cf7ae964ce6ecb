"""Text normalisation and tokenisation, shared by the indexer and the query parser.

Order matters and is the same on both sides: NFKC, then case folding, then Traditional →
Simplified folding, then tokenising. Case folding comes first because the journal script this
replaces lower-cased keywords only for its stopword test, so `postgresql` never matched
`PostgreSQL` for two weeks.

Script folding uses the character table of OpenCC (``TSCharacters.txt``, shipped by the
pure-Python ``opencc-python-reimplemented`` package) compiled once into a ``str.translate``
table: a character-level fold is all search needs (both sides fold the same way, so an
imperfect one-to-many choice still matches itself), it runs at C speed, and it pulls in no C++
toolchain. Folding to Simplified before segmentation also helps jieba, whose dictionary is
mostly Simplified.

CJK runs are segmented with jieba's search mode through ``rjieba`` (bindings to jieba-rs: the
same dictionary and algorithm, 20–30× faster than pure-Python jieba, which is the cold-index
bottleneck, and no shared cache file in /tmp to trust).
"""

from __future__ import annotations

import hashlib
import re
import tomllib
import unicodedata
from collections.abc import Iterable, Iterator
from functools import lru_cache
from importlib import resources

import rjieba
import tantivy

from . import lexicon, stopwords

_CJK = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002ffff"
_WORD = r"[0-9a-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]"
# A URI scheme is a name of its own ("obsidian://" is the app's links, not the app); its word is
# indexed too. The web's (http, https) are in every link and name no subject: they stay words.
# A code identifier keeps its joiners (pg_upgrade, v1.2.3, gpt-4o); its parts are indexed too.
_TOKEN_RE = re.compile(
    rf"(?P<cjk>[{_CJK}]+)|(?P<scheme>(?!https?://){_WORD}+://)|(?P<ident>{_WORD}+(?:[_.\-/+#]{_WORD}+)+)|(?P<word>{_WORD}+)"
)
_JOINERS_RE = re.compile(r"[_.\-/+#]")
CJK_RE = re.compile(f"[{_CJK}]")
_LATIN_WORD_RE = re.compile(r"[A-Za-z]+")
# What an apostrophe leaves of an English clitic (vault's, don't, we'll, they've, I'm): dropped,
# as Lucene's English possessive filter drops 's, so "a vault's settings" asks about a vault.
_CLITICS = frozenset({"s", "t", "d", "ll", "re", "ve", "m"})
_APOSTROPHES = frozenset("'\u2019")
MAX_TOKEN_CHARS = 64


def _load_fold_table() -> dict[int, str]:
    text = (resources.files("opencc") / "dictionary" / "TSCharacters.txt").read_text("utf-8")
    table: dict[int, str] = {}
    for line in text.splitlines():
        parts = line.split("\t")
        if len(parts) == 2 and len(parts[0]) == 1:
            target = parts[1].split(" ")[0]
            if len(target) == 1:
                table[ord(parts[0])] = target
    # Taiwan writes accounts with 帳 (帳號, 記帳, 轉帳), which the table folds to 帐, where the
    # mainland writes 账 (账号, 记账) and keeps 帐 for tents and nets: one character for all three,
    # so either spelling finds the other (a tent folded to 账篷 still meets itself).
    for variant in "帳帐賬":
        table[ord(variant)] = "账"
    return table


_FOLD = _load_fold_table()


def fold_script(text: str) -> str:
    """Map Traditional characters to their Simplified form (資料庫 → 资料库)."""
    return text.translate(_FOLD)


def normalize(text: str) -> str:
    """NFKC, case fold, script fold: the form every comparison in the engine is made on."""
    if text.isascii():
        # All three are identities on ASCII but lower-casing, and cost 100 ns a character.
        return text.lower()
    return fold_script(unicodedata.normalize("NFKC", text).casefold())


STOPWORDS: frozenset[str] = frozenset(normalize(w) for w in stopwords.WORDS)


def _load_regional_words() -> dict[str, tuple[str, ...]]:
    """Taiwan words → their mainland equivalents (資料庫 → 数据库, 伺服器 → 服务器), from OpenCC's
    TWPhrases table: character folding alone cannot make 数据库 find 資料庫. A few have two
    (檢視 is 查看 "look at" and 视图 "view"); OpenCC's own choice comes first."""
    text = (resources.files("opencc") / "dictionary" / "TWPhrases.txt").read_text("utf-8")
    table: dict[str, tuple[str, ...]] = {}
    for line in text.splitlines():
        mainland, _, taiwan = line.partition("\t")
        for variant in taiwan.split(" "):
            if variant and mainland:
                key, value = normalize(variant), normalize(mainland)
                if value not in table.get(key, ()):
                    table[key] = (*table.get(key, ()), value)
    # The table is applied to every text, a mainland one too, so a mainland word that is also a
    # Taiwan word is indexed as the word it maps to (文件 as 文档). A Taiwan word mapping to such
    # a word maps on to where it lands (檔案 → 文件 → 文档), or it would find nothing.
    return {
        key: tuple(dict.fromkeys(landed for v in values for landed in _landing(table, key, v)))
        for key, values in table.items()
    }


def _landing(table: dict[str, tuple[str, ...]], key: str, value: str) -> tuple[str, ...]:
    onward = table.get(value)
    return onward if onward and value != key and key not in onward else (value,)


_REGIONAL_FORMS = _load_regional_words()
REGIONAL_WORDS = {taiwan: forms[0] for taiwan, forms in _REGIONAL_FORMS.items()}


# Taiwan words written in Chinese characters alone, by their first character, longest first:
# jieba cuts many of them apart (正規表示式 → 正规|表示|式, 內建 → 内|建), and a word cut apart is
# never looked up.
def _regional_by_first() -> dict[str, tuple[str, ...]]:
    table: dict[str, tuple[str, ...]] = {}
    for word in sorted(REGIONAL_WORDS, key=len, reverse=True):
        if len(word) > 1 and all(CJK_RE.match(c) for c in word):
            table[word[0]] = (*table.get(word[0], ()), word)
    return table


_REGIONAL_BY_FIRST = _regional_by_first()
_REGIONAL_START_RE = re.compile("[" + "".join(sorted(_REGIONAL_BY_FIRST)) + "]")


def _regional_spans(run: str) -> Iterator[tuple[int, int, str]]:
    """The Taiwan words in a stretch of Chinese, leftmost and longest first, not overlapping."""
    done = 0
    for m in _REGIONAL_START_RE.finditer(run):
        start = m.start()
        if start < done:
            continue
        for word in _REGIONAL_BY_FIRST[m.group()]:
            if run.startswith(word, start):
                done = start + len(word)
                yield start, done, word
                break


def reverse_table(pairs: Iterable[tuple[str, str]]) -> dict[str, tuple[str, ...]]:
    """Each value of ``(key, value)`` pairs → the keys that map to it, in their order."""
    keys_of: dict[str, tuple[str, ...]] = {}
    for key, value in pairs:
        keys_of[value] = (*keys_of.get(value, ()), key)
    return keys_of


# The reverse table: which Taiwan words a mainland word stands for (to highlight them).
REGIONAL_VARIANTS = reverse_table((taiwan, mainland) for taiwan, forms in _REGIONAL_FORMS.items() for mainland in forms)


@lru_cache(maxsize=1)
def american_spellings() -> dict[str, str]:
    """British spellings → American (colour → color, centre → center), from the lexicon folder:
    read like the Taiwan words, so either spelling finds the other, and CC-CEDICT, which glosses
    in American spelling, translates both."""
    return dict(tomllib.loads(lexicon.data_text("british_spellings.toml"))["spellings"])


_AMERICAN = american_spellings()


@lru_cache(maxsize=1)
def british_forms() -> dict[str, tuple[str, ...]]:
    """The reverse table by the American word's stem: which British spellings a term stands for
    (to highlight them)."""
    return reverse_table((british, stem(american)) for british, american in _AMERICAN.items())


# Bump when token rules change in code; tables and stopwords are hashed in below.
TOKENIZER_REVISION = 8


def _fingerprint() -> str:
    digest = hashlib.blake2b(digest_size=8)
    tables = (sorted(STOPWORDS), sorted(_REGIONAL_FORMS.items()), sorted(_FOLD.items()), sorted(_AMERICAN.items()))
    for part in (str(TOKENIZER_REVISION), *tables):
        digest.update(repr(part).encode("utf-8"))
    return digest.hexdigest()


FINGERPRINT = _fingerprint()


_STEMMER = tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.raw()).filter(tantivy.Filter.stemmer("english")).build()


@lru_cache(maxsize=32768)
def stem(word: str) -> str:
    """Snowball English (Porter2), the stemmer Lucene and tantivy ship: migrations → migrat."""
    if len(word) <= 3 or not word.isascii() or not word.isalpha():
        return word
    stemmed = _STEMMER.analyze(word)
    return stemmed[0] if stemmed else word


@lru_cache(maxsize=8192)
def _segment_cjk(run: str) -> tuple[tuple[str, int, int], ...]:
    """jieba's search-mode words of a stretch of Chinese, Taiwan words read as the mainland's.
    A word jieba found is replaced (資料庫 → 数据库; 檢視, which is 查看 "look at" and 视图 "view",
    by both). A Taiwan word that no word of jieba's holds whole, because jieba cut it apart
    (正規表示式 → 正规|表示|式), is added whole beside its pieces; one inside a longer word is
    left to that word (文件夹 is a folder in both regions, though 文件 is Taiwan's 文档)."""
    words = rjieba.tokenize(run, mode="search")
    found: list[tuple[str, int, int]] = []
    for word, begin, end in words:
        forms = _REGIONAL_FORMS.get(word)
        if forms:
            # A Taiwan word is a word, though jieba's dictionary lacks it (內建 → 内置).
            found.extend((form, begin, end) for form in forms)
            continue
        found.append((word, begin, end))
        found.extend((piece, begin + b, begin + e) for piece, b, e in dictionary_pieces(word))
    for begin, end, word in _regional_spans(run):
        if not any(b <= begin and end <= e for _, b, e in words):
            found.extend((form, begin, end) for form in _REGIONAL_FORMS[word])
    return tuple(found)


@lru_cache(maxsize=4096)
def dictionary_pieces(word: str) -> tuple[tuple[str, int, int], ...]:
    """The dictionary's words inside a word jieba's HMM made up from characters its dictionary
    could not place (糖要 of 糖要放多少, 陪媽 of 陪媽回診): the same text elsewhere is cut into
    them, so a question and a note cut differently around a noun still share it. A lone
    character is kept when it names a thing (糖, 媽), not when it is a verb's or a particle's.
    A made-up word of three characters none of which the dictionary joins is most often a
    name of two and the character beside it (带蛋挞 of 带蛋挞覆诊, 同阿贤 of 同阿贤倾好): both
    its halves are kept, so the name written alone elsewhere (蛋撻, 阿賢) meets it."""
    if len(word) < 2:
        return ()
    pieces = rjieba.tokenize(word, mode="default", hmm=False)
    if len(pieces) < 2:
        return ()
    kept = tuple((p, b, e) for p, b, e in pieces if len(p) > 1 or _noun_character(p))
    if len(word) == 3 and len(pieces) == 3:
        kept += ((word[:2], 0, 2), (word[1:], 1, 3))
    return kept


@lru_cache(maxsize=4096)
def _noun_character(char: str) -> bool:
    """jieba tags the character as a noun or a noun's morpheme (糖 zg), or does not know it."""
    tag = rjieba.tag(char)[0][1]
    return tag.startswith("n") or tag in ("zg", "x")


def iter_tokens(normalized: str, keep_stopwords: bool = False) -> Iterator[tuple[str, int, int]]:
    """Yield ``(token, start, end)`` over already-normalised text, offsets into that text."""
    for m in _TOKEN_RE.finditer(normalized):
        start = m.start()
        if m.lastgroup == "cjk":
            for piece, begin, end in _segment_cjk(m.group()):
                if keep_stopwords or piece not in STOPWORDS:
                    yield piece, start + begin, start + end
            continue
        word = m.group()
        if len(word) > MAX_TOKEN_CHARS:
            continue
        if word in _CLITICS and start and normalized[start - 1] in _APOSTROPHES:
            continue
        if m.lastgroup == "scheme":
            yield word, start, m.end()
            name = word[: -len("://")]
            if keep_stopwords or name not in STOPWORDS:
                yield stem(name), start, start + len(name)
        elif m.lastgroup == "ident":
            yield word, start, m.end()
            offset = start
            for part in _JOINERS_RE.split(word):
                if part and (keep_stopwords or part not in STOPWORDS):
                    yield stem(_AMERICAN.get(part, part)), offset, offset + len(part)
                offset += len(part) + 1
        elif keep_stopwords or word not in STOPWORDS:
            yield stem(_AMERICAN.get(word, word)), start, m.end()


def tokenize(text: str) -> list[str]:
    """Tokens of raw text for indexing: normalised, segmented, stemmed, stopwords removed."""
    return [t for t, _, _ in iter_tokens(normalize(text))]


def is_cjk(token: str) -> bool:
    return CJK_RE.search(token) is not None


def is_joined(token: str) -> bool:
    """A code identifier or compound kept whole with its joiners (pg_upgrade, self-hosted)."""
    return _JOINERS_RE.search(token) is not None


def mostly_chinese(text: str) -> bool:
    """Whether a text is written in Chinese: it has at least as many Chinese characters as Latin
    words. A Chinese sentence names products and commands in Latin letters ("从 Google Play 在
    Android 手机上安装"); an English one quotes a Chinese word now and then."""
    chinese = len(CJK_RE.findall(text))
    return chinese > 0 and chinese >= len(_LATIN_WORD_RE.findall(text))


def is_prefixable(token: str) -> bool:
    """Latin words of four letters or more may stand for longer ones (postgres → postgresql)."""
    return len(token) >= 4 and token.isascii() and token.isalpha()

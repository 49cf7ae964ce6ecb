"""What a question asks of the vault: the words an answer is expected to have, the words notes
are ranked by, what the vectors are asked, and whether the vault can answer at all."""

from __future__ import annotations

from . import lexicon, tokens
from . import query as querymod
from .expand import Concept
from .fusion import Weights
from .retrievers import Retrievers


def counted_concepts(concepts: list[Concept], parsed: querymod.ParsedQuery) -> list[Concept]:
    """The words an answer is expected to have: those the vault has, question words aside. A
    question made only of question words is about them, unless a tag, link or phrase says what
    it is about ("標了 #料理 的筆記")."""
    found = [c for c in concepts if c.all_terms]
    required = [c for c in found if not c.optional]
    if required or parsed.tags or parsed.links or parsed.phrases:
        return required
    return found


def noted_concepts(concepts: list[Concept], counted: list[Concept]) -> list[Concept]:
    """The words notes are ranked by: those an answer is expected to have, and the question
    words the vault has, which count at a share as in the entry ranking ("笔记顶部 … 日期 …
    字段" is about the page on dates at the top of a note)."""
    extra = [c for c in concepts if c.all_terms and c.optional and c not in counted]
    return [*counted, *extra] if counted else counted


def meaning_text(raw: str, concepts: list[Concept]) -> str:
    """What the vectors are asked: the question, and when most of its words the vault has only
    in the other language, their translations too (the most frequent in the vault for each).
    A small multilingual model matches a question with the notes of its own language better
    than with the other's; the dictionary has already found the words the answer uses
    (notes-blind-3 0.570 → 0.583, concept 0.124 → 0.132 nDCG@10, no set lower). An English
    question gets its Chinese translations whenever one of its words is in the vault only in
    Chinese: the line that answers most likely says it (docs/ranking.md, "Meaning across
    languages"). A guessed translation (``Concept.guessed``) is not added: the vectors read
    what the question means better than a guess at the vault's word."""
    required = [c for c in concepts if not c.optional]
    translated = [c.translated[0] for c in required if c.translated and not c.sure and not c.guessed]
    into_chinese = bool(translated) and all(tokens.is_cjk(t) for t in translated)
    if not into_chinese and len(translated) <= sum(1 for c in required if c.sure):
        return raw
    return " ".join([raw, *translated])


def _lacking(concept: Concept, weights: Weights) -> float:
    """How much a word the vault lacks counts against answering: 1 for a word of a topic, less
    for an everyday word of the language, nothing for the commonest (Weights.missing_word_*).
    That a vault lacks "went" says little of whether it holds the answer. The words it has
    count in full whatever their commonness: counted as these are, 媽媽 or 卫生间 weighed too
    little against one rare word missing, and questions the vault answers came back empty
    (notes-blind-9 0.448 → 0.438, help-blind-6 0.745 → 0.723)."""
    full, none = weights.missing_word_full_zipf, weights.missing_word_none_zipf
    if concept.zipf is None or concept.zipf <= full:
        return 1.0
    return max(0.0, (none - concept.zipf) / (none - full)) if none > full else 0.0


def answerable(parsed: querymod.ParsedQuery, concepts: list[Concept], retrievers: Retrievers) -> bool:
    """Whether the vault can answer at all. Words the vault lacks never empty an answer that
    the vault's words carry: the question is answered when the words it has in the question's
    own language are at least as many as the words it lacks, each counted by ``_lacking`` (a
    translation-only match counts half, unless it translates a phrase: "blood sugar" is 血糖 and
    nothing else; asked wholly in the other language, translations are the question's words and
    count fully). A question of which most distinctive words are missing ("量子退火 研究 論文"
    with only 研究 in the vault) has no answer, not a noise floor, unless two of the words it
    has, rare in the vault, meet in one entry (Retrievers.together): a long question in the
    asker's own words ("有一陣子右手揉麵痛到不行…") may lack more words than it has and still be
    about that entry."""
    if parsed.tags or parsed.links or parsed.phrases or not concepts:
        return True
    # A count the vault lacks (一則) says how many, not what: it is no word the vault lacks.
    count = lexicon.vocabulary().count
    required = [c for c in concepts if not c.optional and (c.all_terms or not count.fullmatch(c.word))] or concepts
    native = [c for c in required if c.sure]
    translated = [c for c in required if c.all_terms and not c.sure]
    missing = [c for c in required if not c.all_terms]
    if not missing:
        return bool(native or translated)
    w = retrievers.weights
    lacked = sum(_lacking(c, w) for c in missing)
    if not native:
        # Asked wholly in the other language: translations are all it can match.
        return len(translated) >= lacked
    if len(native) + len(translated) / 2 >= lacked:
        return True
    return retrievers.together(native)

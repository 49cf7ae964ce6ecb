"""What a question asks of the vault: the words an answer is expected to have, the words notes
are ranked by, what the vectors are asked, and whether the vault can answer at all."""

from __future__ import annotations

from . import lexicon, tokens
from . import query as querymod
from .expand import Concept
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


def answerable(parsed: querymod.ParsedQuery, concepts: list[Concept], retrievers: Retrievers) -> bool:
    """Whether the vault can answer at all. Words the vault lacks never empty an answer that
    the vault's words carry: the question is answered when the words it has in the question's
    own language are at least as many as the words it lacks (a translation-only match counts
    half, unless it translates a phrase: "blood sugar" is 血糖 and nothing else; asked wholly in
    the other language, translations are the question's words and count fully). A question of
    which most distinctive words are missing ("量子退火 研究 論文" with only 研究 in the vault)
    has no answer, not a noise floor, unless two of the words it has, rare in the vault, meet
    in one entry (Retrievers.together): a long question in the asker's own words ("有一陣子
    右手揉麵痛到不行…") may lack more words than it has and still be about that entry."""
    if parsed.tags or parsed.links or parsed.phrases or not concepts:
        return True
    # A count the vault lacks (一則) says how many, not what: it is no word the vault lacks.
    count = lexicon.vocabulary().count
    required = [c for c in concepts if not c.optional and (c.all_terms or not count.fullmatch(c.word))] or concepts
    native = sum(1 for c in required if c.sure)
    translated = sum(1 for c in required if c.all_terms and not c.sure)
    missing = sum(1 for c in required if not c.all_terms)
    if missing == 0:
        return native + translated > 0
    if native == 0:
        # Asked wholly in the other language: translations are all it can match.
        return translated >= missing
    if native + translated / 2 >= missing:
        return True
    return retrievers.together([c for c in required if c.sure])

"""A page and its translation: the reader wants the one in the language they asked in.

A bilingual vault may hold a page in English and in Chinese (the help vault's Simplified pages
list their English title among their aliases). A note is the translation of another when its
title or one of its aliases is the other's title and the two are written in different languages.
Daily notes are days, not pages: two journals' notes of one day are not each other's translation.

    translations  a page in the other language that the note ranking puts among the best brings
                  its translation into the pool (``stand_ins``); in the fused order the
                  translation takes its place, and the page itself follows
    language      of a page and its translation both among the answers, the one not in the
                  question's language has its fused score ÷ (1 + question_language_boost)
    counterparts  the pages of the first answers bring their translations (``counterparts``):
                  for a reader of both languages the same page in the other language answers
                  too, and the judges of every bilingual set here graded it so; it stands at
                  ``translation_share`` of its page's score (``lift_counterparts``)
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from pathlib import PurePosixPath

import tantivy

from . import query as querymod
from . import tokens
from .candidates import Candidate, CandidatePool
from .fusion import Weights
from .notes import date_from_path
from .retrievers import RankedNote, Retrievers
from .ties import Clauses

Names = Sequence[tuple[str, ...]]
# A hair above the page it stands in for, so the two come in that order.
STAND_IN_MARGIN = 1.0 + 1e-6


def asked_in_chinese(parsed: querymod.ParsedQuery) -> bool | None:
    """The language a question is asked in: Chinese when any of it is ("Android 安装" and
    "上次搞 PostgreSQL 是什麼時候" ask in Chinese about a product), English otherwise; None when
    words do not ask it (a tag, a link, a note's related entries)."""
    if parsed.intent == "related" or parsed.tags or parsed.links or not parsed.words:
        return None
    return tokens.is_cjk(parsed.raw)


def name_each_other(names: Names, other: Names) -> bool:
    """Whether one note's title is among the other's names (its title or an alias)."""
    return bool(names and other) and (names[0] in other or other[0] in names)


def translation_pairs(kept: list[Candidate]) -> set[str]:
    """The notes among the answers that have their translation among them too (named as
    ``name_each_other`` says, by a table of titles)."""
    titles: dict[tuple[str, ...], set[str]] = {}
    # Each note's title and aliases: a product's page and its translation may both bear its name.
    names_of: dict[str, list[tuple[str, ...]]] = {}
    chinese: dict[str, bool] = {}
    for cand in kept:
        path = cand.stored["path"]
        names = cand.stored.get("names") or []
        if path in chinese or not names or date_from_path(path) is not None:
            continue
        chinese[path] = bool(cand.stored.get("chinese"))
        names_of[path] = [tuple(name) for name in names]
        titles.setdefault(names_of[path][0], set()).add(path)
    paired: set[str] = set()
    for path, said in names_of.items():
        for name in said:
            for other in titles.get(name, ()):
                if other != path and chinese[other] != chinese[path]:
                    paired.update((path, other))
    return paired


def stand_ins(
    retrievers: Retrievers,
    notes: list[RankedNote],
    in_chinese: bool,
    content: tantivy.Query,
    filters: Clauses,
    pool: CandidatePool,
) -> dict[str, str]:
    """For each of the note ranking's ``notes`` written in the other language than the
    question, its translation in the question's language, if the vault has one: path → path.
    The translation's entries that match the words and its first entry join the pool ("Android
    安装" finds the English page Obsidian for Android; its Chinese translation, 安卓端应用, says
    下载 where the question says 安装, and no line of it has both words)."""
    found: dict[str, str] = {}
    for note in notes:
        if note.chinese == in_chinese:
            continue
        translation = translation_of(retrievers, note.path, note.names, note.chinese)
        if translation is not None:
            pool.add(retrievers.entries_of_notes([translation.path], content, filters))
            pool.add(retrievers.note_first_entry(translation.path, filters))
            found[note.path] = translation.path
    return found


def translation_of(retrievers: Retrievers, path: str, names: Names, chinese: bool) -> RankedNote | None:
    """The note's translation in the vault, if it has one (see ``name_each_other``)."""
    if not names or date_from_path(path) is not None:
        return None
    named = [
        other
        for other in retrievers.notes_named(names)
        if other.path != path
        and other.chinese != chinese
        and date_from_path(other.path) is None
        and name_each_other(names, other.names)
    ]
    # Two pages of one title ("Security and privacy" of Publish and of Sync): the translation
    # sits in the folder of the same name, and the index's order of equals is no answer.
    folders = set(PurePosixPath(path).parts[:-1])
    return min(
        named,
        key=lambda other: (-len(folders.intersection(PurePosixPath(other.path).parts[:-1])), -other.score, other.path),
        default=None,
    )


def counterparts(
    retrievers: Retrievers, answers: Sequence[Candidate], pages: int, filters: Clauses, pool: CandidatePool
) -> list[tuple[str, str]]:
    """(page, its translation) for those of the first ``pages`` notes among ``answers`` (in
    their order) that have one named by an alias. Each translation's first entry joins the
    pool: its entries the words match are there already when the words reached it, and its
    opening stands for it when they did not (its best matching entries as well cost a search
    each and moved no set)."""
    found: list[tuple[str, str]] = []
    seen: set[str] = set()
    for cand in answers:
        path = cand.stored["path"]
        if path in seen:
            continue
        seen.add(path)
        if len(seen) > pages:
            break
        names = [tuple(name) for name in cand.stored.get("names") or []]
        translation = translation_of(retrievers, path, names, bool(cand.stored.get("chinese")))
        # Two notes of one title in two languages may be a product's page and its translation,
        # or two folders' "index" or "note-42": only an alias says a translation for certain.
        if translation is not None and translation.names[0] != names[0]:
            pool.add(retrievers.note_first_entry(translation.path, filters))
            found.append((path, translation.path))
    return found


def lift_counterparts(kept: list[Candidate], pairs: Sequence[tuple[str, str]], share: float) -> None:
    """Each translation's best entry rises to ``share`` of its page's best fused score, if it
    stands lower: close to the page, below it. Its ``rank_translation`` signal is its page's
    place among the pages that brought one."""
    best_of = _best_of_each_note(kept)
    for place, (page, translation) in enumerate(pairs, 1):
        if page in best_of and translation in best_of:
            cand = best_of[translation]
            cand.fused = cand.signals["fused"] = max(cand.fused, share * best_of[page].fused)
            cand.signals["rank_translation"] = place


def _best_of_each_note(kept: list[Candidate]) -> dict[str, Candidate]:
    best_of: dict[str, Candidate] = {}
    for cand in kept:
        path = cand.stored["path"]
        if path not in best_of or cand.fused > best_of[path].fused:
            best_of[path] = cand
    return best_of


def prefer_question_language(
    kept: list[Candidate],
    fused: Mapping[Hashable, float],
    parsed: querymod.ParsedQuery,
    translations: dict[str, str],
    words_only: bool,
    weights: Weights,
) -> None:
    """Each candidate's fused score, in the question's language first. A page's translation in
    the question's language (``translations``, from ``stand_ins``) takes the page's place: its
    best entry rises to the page's best score. Of a page and its translation both among the
    answers, the one in the other language is then lowered a little. The vectors already
    favour the question's language (a small multilingual model matches its own language
    best): only the words alone need telling."""
    for cand in kept:
        cand.fused = fused.get(cand.key, 0.0)
    if translations:
        best_of = _best_of_each_note(kept)
        for page, translation in translations.items():
            if page in best_of and translation in best_of:
                stand_in = best_of[translation]
                stand_in.fused = max(stand_in.fused, best_of[page].fused * STAND_IN_MARGIN)
    in_chinese = asked_in_chinese(parsed) if words_only else None
    paired = translation_pairs(kept) if in_chinese is not None else set()
    lowered = 1.0 / (1.0 + weights.question_language_boost)
    for cand in kept:
        other_language = cand.stored["path"] in paired and bool(cand.stored.get("chinese")) != in_chinese
        cand.signals["language"] = lowered if other_language else 1.0
        cand.fused = cand.signals["fused"] = cand.fused * cand.signals["language"]

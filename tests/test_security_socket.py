"""The security checklist (docs in /work/shared/docs/security-checklist.md) against a real
`vault-recall serve` socket, with raw bytes: what h11 and uvicorn do before the app sees a
request matters here. A canary file outside the vault must never be read
(its atime is watched)."""

from __future__ import annotations

import contextlib
import http.client
import os
import socket
import stat
import threading
import time
from pathlib import Path

import pytest
import starlette
import uvicorn

from daemon_harness import TOKEN, Daemon, wait_until
from vault_recall.daemon import server
from vault_recall.daemon.app import DaemonState, create_app

pytestmark = pytest.mark.slow

CANARY = "CANARYWORDqzx"


def _atime_is_tracked(probe: Path) -> bool:
    probe.write_text("probe")
    os.utime(probe, (1_000_000, time.time()))
    probe.read_text()
    return os.stat(probe).st_atime != 1_000_000


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    root = tmp_path_factory.mktemp("socket")
    vault = root / "Vault"
    (vault / "notes").mkdir(parents=True)
    (vault / "notes" / "備份.md").write_text("# 備份\n\n- 2026-11-17：決定把備份換成 pgBackRest\n", "utf-8")
    (vault / "notes" / "backup.md").write_text("# Backup\n\n- 2026-11-20: nightly backup to object storage\n")
    for hidden in (".obsidian", ".trash", ".git"):
        (vault / hidden).mkdir()
        (vault / hidden / "secret.md").write_text(f"- {CANARY} in {hidden}\n")
    (vault / os.fsdecode(b"bad\xff.md")).write_text("- badnameword\n")
    (root / "Vault2").mkdir()
    canaries = [root / "Vault2" / "x.md", root / "canary.md"]
    for canary in canaries:
        canary.write_text(f"- {CANARY}\n")
    os.symlink(root / "canary.md", vault / "leak.md")
    os.symlink(root / "Vault2", vault / "linked")
    tracked = _atime_is_tracked(root / "probe")
    for canary in canaries:
        os.utime(canary, (1_000_000, time.time()))
    # Started under umask 000: whatever the user's umask, what the daemon writes must be private.
    daemon = Daemon(vault, root, preexec=lambda: os.umask(0))
    try:
        daemon.start()
        yield {"daemon": daemon, "root": root, "canaries": canaries if tracked else []}
    finally:
        daemon.stop()
    log = daemon.log()
    assert TOKEN not in log
    assert "Traceback" not in log


@pytest.fixture
def port(world) -> int:
    return world["daemon"].port


@pytest.fixture(autouse=True)
def canaries_untouched(request):
    yield
    if "world" in request.fixturenames:
        world = request.getfixturevalue("world")
        for canary in world["canaries"]:
            assert os.stat(canary).st_atime == 1_000_000, f"{canary} was read"


def build(method: str, target: str, headers: list[tuple[str, str | bytes]], body: bytes = b"") -> bytes:
    lines = [f"{method} {target} HTTP/1.1".encode()]
    lines += [name.encode() + b": " + (value.encode() if isinstance(value, str) else value) for name, value in headers]
    return b"\r\n".join(lines) + b"\r\n\r\n" + body


def send(port: int, data: bytes, timeout: float = 10.0, method: str = "GET") -> tuple[int, dict[str, str], bytes]:
    """Raw bytes in, the parsed answer out; the server may answer (and close) before all is sent."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        try:
            sock.sendall(data)
        except (BrokenPipeError, ConnectionResetError):
            pass
        response = http.client.HTTPResponse(sock, method=method)  # a HEAD answer has no body
        response.begin()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()


def request(
    port: int,
    method: str = "GET",
    target: str = "/status",
    host: str | None = None,
    extra: list[tuple[str, str | bytes]] | None = None,
    auth: bool = True,
    body: bytes = b"",
) -> tuple:
    headers: list[tuple[str, str | bytes]] = [("Host", host if host is not None else f"127.0.0.1:{port}")]
    if auth:
        headers.append(("Authorization", f"Bearer {TOKEN}"))
    headers += extra or []
    headers.append(("Connection", "close"))
    if body and not any(n.lower() in ("content-length", "transfer-encoding") for n, _ in headers):
        headers.append(("Content-Length", str(len(body))))
    return send(port, build(method, target, headers, body), method=method)


# Network --------------------------------------------------------------------------------------


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "LOCALHOST", "LocalHost", "[::1]"])
def test_local_hosts_any_case_are_answered(port, host):
    for value in (host, f"{host}:{port}"):
        status, headers, _ = request(port, host=value)
        assert status == 200
        assert headers["cache-control"] == "no-store"
        assert headers["x-content-type-options"] == "nosniff"
        assert "server" not in headers and "date" not in headers


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
    "[::ffff:127.0.0.1]",
    "127.0.0.1:1:2",
    "localhost\tevil",
]


@pytest.mark.parametrize("host", BAD_HOSTS)
def test_foreign_hosts_are_refused(port, host):
    status, headers, body = request(port, target="/search?q=backup", host=host)
    assert status in (400, 403)
    assert b"results" not in body
    assert "access-control-allow-origin" not in headers


def test_a_duplicate_host_is_refused(port):
    data = build(
        "GET",
        "/search?q=backup",
        [
            ("Host", f"127.0.0.1:{port}"),
            ("Host", "attacker.example"),
            ("Authorization", f"Bearer {TOKEN}"),
            ("Connection", "close"),
        ],
    )
    status, _, body = send(port, data)
    assert status in (400, 403)
    assert b"results" not in body


def test_a_missing_host_is_refused(port):
    status, _, _ = send(port, build("GET", "/status", [("Authorization", f"Bearer {TOKEN}"), ("Connection", "close")]))
    assert status == 400
    status, _, _ = send(port, f"GET /status HTTP/1.0\r\nAuthorization: Bearer {TOKEN}\r\n\r\n".encode())
    assert status in (400, 403)


@pytest.mark.parametrize("target", ["http://attacker.example/status", "http://127.0.0.1/status"])
def test_absolute_form_targets_do_not_bypass_the_host_check(port, target):
    status, _, body = request(port, target=target, host="attacker.example")
    assert status in (400, 403, 404)
    assert b'"notes"' not in body


def test_obsidian_origin_is_allowed_and_echoed(port):
    status, headers, _ = request(port, extra=[("Origin", "app://obsidian.md")])
    assert status == 200
    assert headers["access-control-allow-origin"] == "app://obsidian.md"
    assert "access-control-allow-credentials" not in headers


@pytest.mark.parametrize(
    "origin",
    [
        "https://evil.example",
        "null",
        "file://",
        "http://localhost:3000",
        "http://127.0.0.1:{port}",
        "app://obsidian.md.evil.com",
        "app://obsidian.mdx",
        "app://obsidian.md/",
        "APP://obsidian.md",
    ],
)
def test_foreign_origins_are_refused_even_with_the_token(port, origin):
    status, headers, body = request(port, target="/search?q=backup", extra=[("Origin", origin.format(port=port))])
    assert status == 403
    assert b"forbidden_origin" in body
    assert "access-control-allow-origin" not in headers


PREFLIGHT = [
    ("Access-Control-Request-Method", "POST"),
    ("Access-Control-Request-Headers", "authorization"),
    ("Access-Control-Request-Private-Network", "true"),
]


def test_preflights(port):
    status, headers, _ = request(
        port, "OPTIONS", "/related", auth=False, extra=[("Origin", "app://obsidian.md"), *PREFLIGHT]
    )
    assert status == 204
    assert headers["access-control-allow-origin"] == "app://obsidian.md"
    assert "access-control-allow-private-network" not in headers
    assert "access-control-allow-credentials" not in headers
    status, headers, _ = request(
        port, "OPTIONS", "/related", auth=False, extra=[("Origin", "https://evil.example"), *PREFLIGHT]
    )
    assert status == 403
    assert not [h for h in headers if h.startswith("access-control-")]


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"])
def test_simple_cross_site_posts_are_refused(port, content_type):
    status, _, body = request(
        port, "POST", "/related", extra=[("Content-Type", content_type)], body=b'{"text": "backup"}'
    )
    assert status == 415
    assert b"results" not in body


# Auth -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [
        None,
        f"Bearer {TOKEN[:-1]}",
        f"Bearer {TOKEN}x",
        f"Bearer x{TOKEN}",
        "Bearer ",
        "Bearer",
        f"Basic {TOKEN}",
        TOKEN,
        b"Bearer \xff\xfe",
        "Bearer tökén".encode(),
    ],
)
def test_a_wrong_token_is_refused(port, value):
    extra = [] if value is None else [("Authorization", value)]
    status, headers, body = request(port, target="/search?q=backup", auth=False, extra=extra)
    assert status == 401
    assert headers["www-authenticate"] == "Bearer"
    assert b"results" not in body


@pytest.mark.parametrize("extra", [[("Cookie", f"token={TOKEN}")], [("X-Api-Key", TOKEN)]])
def test_the_token_is_only_read_from_the_authorization_header(port, extra):
    assert request(port, target=f"/search?q=backup&token={TOKEN}", auth=False, extra=extra)[0] == 401


def test_the_token_is_not_on_the_command_line(world):
    cmdline = Path(f"/proc/{world['daemon'].proc.pid}/cmdline")
    if cmdline.exists():
        assert TOKEN.encode() not in cmdline.read_bytes()


# Input ----------------------------------------------------------------------------------------


def test_headers_over_16_kib_are_refused(port):
    status, _, _ = request(port, extra=[("X-Big", "a" * 17 * 1024)])
    assert status == 400
    many = [(f"X-H{i}", "b" * 100) for i in range(200)]
    assert request(port, extra=many)[0] == 400


def test_headers_under_the_limit_are_fine(port):
    assert request(port, extra=[("X-Big", "a" * 8 * 1024)])[0] == 200


def test_a_declared_body_over_64_kib_is_refused(port):
    body = b'{"text": "' + b"x" * (70 * 1024) + b'"}'
    status, _, _ = request(port, "POST", "/related", extra=[("Content-Type", "application/json")], body=body)
    assert status == 413


def test_a_chunked_body_over_64_kib_is_refused(port):
    chunk = b"x" * 8192
    body = b"".join(b"%x\r\n%s\r\n" % (len(chunk), chunk) for _ in range(10)) + b"0\r\n\r\n"
    status, _, _ = request(
        port,
        "POST",
        "/related",
        extra=[("Content-Type", "application/json"), ("Transfer-Encoding", "chunked")],
        body=body,
    )
    assert status == 413


def test_a_small_chunked_body_is_read(port):
    payload = '{"text": "backup 備份", "limit": 3}'.encode()
    body = b"%x\r\n%s\r\n0\r\n\r\n" % (len(payload), payload)
    status, _, answer = request(
        port,
        "POST",
        "/related",
        extra=[("Content-Type", "application/json"), ("Transfer-Encoding", "chunked")],
        body=body,
    )
    assert status == 200
    assert b'"results"' in answer


def test_content_length_beside_chunked_is_ignored_not_smuggled(port):
    # RFC 9112 6.3: Transfer-Encoding wins; h11 reads the chunks and closes the connection after.
    payload = b'{"text": "backup"}'
    body = b"%x\r\n%s\r\n0\r\n\r\n" % (len(payload), payload)
    status, _, _ = request(
        port,
        "POST",
        "/related",
        extra=[("Content-Type", "application/json"), ("Content-Length", "5"), ("Transfer-Encoding", "chunked")],
        body=body + b"GET /status HTTP/1.1\r\nHost: attacker.example\r\n\r\n",
    )
    assert status in (200, 400)


@pytest.mark.parametrize(
    "extra",
    [
        [("Content-Length", "5"), ("Content-Length", "6")],
        [("Content-Length", "-1")],
        [("Transfer-Encoding", "gzip")],
    ],
)
def test_ambiguous_framing_is_refused(port, extra):
    status, _, _ = request(
        port, "POST", "/related", extra=[("Content-Type", "application/json"), *extra], body=b'{"text": "x"}'
    )
    assert status in (400, 501)


@pytest.mark.parametrize(
    "body",
    [
        b"{",
        b"[" * 60_000,
        b'{"text": 1' + b"0" * 5000 + b"}",
        b'{"text": "\\ud800"}',
        b'{"text": null}',
        b'{"text": "a", "limit": -1}',
        b'{"text": "a", "limit": 1.5}',
    ],
)
def test_malformed_json_is_a_client_error(port, body):
    status, _, _ = request(port, "POST", "/related", extra=[("Content-Type", "application/json")], body=body)
    assert status in (400, 422)


@pytest.mark.parametrize(
    "query",
    [
        "q=" + "x" * 1001,
        "q=",
        "limit=5",
        "q=a&limit=-1",
        "q=a&limit=99999999",
        "q=a&limit=1.5",
        "q=%FF%FE",
        "q=%00",
        "q=a&now=2026-02-30",
        "q=a&q=b",
    ],
)
def test_bad_query_strings_are_client_errors(port, query):
    status, _, _ = request(port, target=f"/search?{query}")
    assert 400 <= status < 500 or status == 200


# Filesystem -----------------------------------------------------------------------------------

TRAVERSALS = [
    "../canary.md",
    "..%2Fcanary.md",
    "..%2F" * 20 + "etc%2Fpasswd",
    "%2e%2e%2fcanary.md",
    "%252e%252e%252fcanary.md",
    "%2Fetc%2Fpasswd",
    "C:%5CWindows%5Cwin.ini",
    "%5C%5Cserver%5Cshare%5Cx.md",
    "..%5C..%5Ccanary.md",
    "a%00.md",
    "a" * 5000 + ".md",
    "../Vault2/x.md",
    "..%2FVault2%2Fx.md",
    "leak.md",
    "linked/x.md",
    "notes/../../canary.md",
    "%c0%ae%c0%ae%2fcanary.md",
    "notes%2F..%2F..%2Fcanary.md",
]


@pytest.mark.parametrize("path", TRAVERSALS)
def test_note_paths_cannot_leave_the_vault(port, path):
    status, _, body = request(port, target=f"/related?path={path}")
    assert status in (400, 404)
    assert CANARY.encode() not in body and b"root:" not in body


@pytest.mark.parametrize("path", ["../canary.md", "/etc/passwd", "C:\\\\x.md", "../Vault2/x.md", "leak.md"])
def test_note_paths_in_a_body_cannot_leave_the_vault(port, path):
    body = f'{{"text": "backup", "path": "{path}"}}'.encode()
    status, _, answer = request(port, "POST", "/related", extra=[("Content-Type", "application/json")], body=body)
    assert status in (400, 404)
    assert CANARY.encode() not in answer


@pytest.mark.parametrize(
    "target",
    [
        "/../../etc/passwd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "//etc/passwd",
        "/status/../../canary.md",
        "/..%2f..%2fcanary.md",
        "/\\..\\canary.md",
    ],
)
def test_traversal_in_the_request_path_finds_no_route(port, target):
    status, _, body = request(port, target=target)
    assert status in (400, 404)
    assert CANARY.encode() not in body


@pytest.mark.parametrize("path", [".obsidian/secret.md", ".trash/secret.md", ".git/secret.md"])
def test_hidden_folders_are_never_served(port, path):
    status, _, body = request(port, target=f"/related?path={path}")
    assert status in (400, 404)
    assert CANARY.encode() not in body


def test_an_undecodable_file_name_leaves_the_answers_valid_json(world):
    status = world["daemon"].status()
    assert status["state"] == "ready"
    assert all(isinstance(s["path"], str) for s in status["skipped"])
    assert world["daemon"].search("badnameword") == []


@pytest.mark.parametrize("method", ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD"])
@pytest.mark.parametrize("target", ["/status", "/search?q=backup", "/related", "/openapi.json", "/nope"])
def test_only_options_skips_the_token(port, method, target):
    assert request(port, method, target, auth=False)[0] == 401


def test_get_never_changes_state(world, port):
    index_dir = world["root"] / "data" / "indexes"

    def snapshot() -> dict:
        return {p: (p.stat().st_size, p.stat().st_mtime_ns) for p in index_dir.rglob("*") if p.is_file()}

    before = snapshot()
    for target in ["/status", "/search?q=backup", "/related?path=notes/backup.md", "/openapi.json", "/health"]:
        assert request(port, target=target)[0] == 200
    assert snapshot() == before


def test_symlinks_and_outside_files_are_never_indexed(world):
    assert world["daemon"].search(CANARY) == []
    assert sorted(r["path"] for r in world["daemon"].search("backup")) == ["notes/backup.md", "notes/備份.md"]


def test_files_the_daemon_writes_are_private(world):
    root = world["root"]
    for top in (root / "config", root / "data"):
        for path in [top, *top.rglob("*")]:
            assert stat.S_IMODE(os.lstat(path).st_mode) & 0o077 == 0, path


def test_starlette_is_recent_enough():
    major, minor, patch = (int(x) for x in starlette.__version__.split(".")[:3])
    assert (major, minor, patch) >= (0, 49, 1)


# Resources: an in-process uvicorn with the daemon's exact settings, so the timeouts can be short


class SlowEngine:
    def __init__(self) -> None:
        self.release = threading.Event()

    def search(self, *args, **kwargs) -> dict:
        self.release.wait(10)
        return {"query": "q", "took_ms": 0.0, "intent": None, "results": []}


@contextlib.contextmanager
def served_in_thread(app):
    bound: list[int] = []
    instance = server.DaemonServer(server.uvicorn_config(app, "127.0.0.1", 0), bound.append)
    thread = threading.Thread(target=instance.run, daemon=True)
    thread.start()
    try:
        assert wait_until(lambda: bound, 10)
        yield bound[0]
    finally:
        instance.should_exit = True
        thread.join(10)


@pytest.fixture
def slow_server(monkeypatch):
    monkeypatch.setattr(server, "HEAD_TIMEOUT", 0.5)
    engine = SlowEngine()
    try:
        with served_in_thread(create_app(engine, DaemonState(vault="v"), TOKEN, max_concurrent=2)) as port:
            yield port, engine
    finally:
        engine.release.set()


def test_a_search_over_its_time_budget_answers_503(monkeypatch):
    engine = SlowEngine()
    try:
        with served_in_thread(create_app(engine, DaemonState(vault="v"), TOKEN, work_timeout=0.3)) as port:
            started = time.monotonic()
            status, headers, body = request(port, target="/search?q=a", host="127.0.0.1")
            assert (status, headers["retry-after"]) == (503, "1")
            assert b'"busy"' in body
            assert time.monotonic() - started < 5
    finally:
        engine.release.set()


def test_idle_and_trickling_connections_are_closed(slow_server):
    port, _ = slow_server
    started = time.monotonic()
    with (
        socket.create_connection(("127.0.0.1", port), timeout=5) as idle,
        socket.create_connection(("127.0.0.1", port), timeout=5) as trickle,
    ):
        trickle.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        assert idle.recv(1024) == b""
        assert trickle.recv(1024) == b""
    assert time.monotonic() - started < 4


def test_a_head_trickled_past_16_kib_is_refused_before_it_completes(slow_server):
    port, _ = slow_server
    with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
        sock.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        answer = b""
        with contextlib.suppress(OSError):
            for n in range(40):  # 40 × 1 KiB headers, never the blank line that ends a head
                sock.sendall(b"X-Pad-%d: %s\r\n" % (n, b"a" * 1024))
        with contextlib.suppress(OSError):
            while chunk := sock.recv(4096):
                answer += chunk
    assert answer.startswith(b"HTTP/1.1 400 ")
    assert b"connection: close" in answer.lower()


def test_a_kept_alive_connection_still_gets_its_answers(slow_server):
    port, _ = slow_server
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        for _ in range(3):
            conn.request("GET", "/health", headers={"Host": "127.0.0.1"})
            assert conn.getresponse().read() == b'{"ok":true,"version":"0.1.0"}'
            time.sleep(0.2)
    finally:
        conn.close()


def test_over_capacity_answers_503_retry_after_and_health_still_answers(slow_server):
    port, engine = slow_server
    held = []
    for _ in range(2):
        sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        sock.sendall(build("GET", "/search?q=a", [("Host", "127.0.0.1"), ("Authorization", f"Bearer {TOKEN}")]))
        held.append(sock)
    try:
        time.sleep(0.2)
        status, headers, body = send(
            port,
            build(
                "GET",
                "/search?q=a",
                [("Host", "127.0.0.1"), ("Authorization", f"Bearer {TOKEN}"), ("Connection", "close")],
            ),
        )
        assert (status, headers["retry-after"]) == (503, "1")
        assert b'"busy"' in body
        assert send(port, build("GET", "/health", [("Host", "127.0.0.1"), ("Connection", "close")]))[0] == 200
    finally:
        engine.release.set()
        for sock in held:
            sock.close()


def test_uvicorn_settings_follow_the_checklist():
    config = server.uvicorn_config(object(), "127.0.0.1", 0)
    assert (config.http, config.ws, config.proxy_headers, config.server_header, config.access_log) == (
        server.GuardedH11,
        "none",
        False,
        False,
        False,
    )
    assert config.h11_max_incomplete_event_size == 16 * 1024
    assert isinstance(uvicorn.__version__, str)

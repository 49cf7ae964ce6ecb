"""Load: 200 concurrent keep-alive clients against a daemon serving a 2,000-note vault while notes
are being edited. Only 200, 429 and 503 may come back, /health must always answer, and the
figures (throughput, p50/p99) are printed for docs/security.md. Default run: 2 s; `-m soak`: 10 s."""

from __future__ import annotations

import asyncio
import random
import subprocess
import sys
import time
from dataclasses import dataclass, field
from urllib.parse import quote

import pytest

from daemon_harness import TOKEN, Daemon, generate_vault, wait_until

pytestmark = pytest.mark.slow

CLIENTS = 200
REQUEST_TIMEOUT = 30.0
HEALTH_BOUND = 5.0
QUERIES = [
    "備份",
    "备份",
    "backup",
    "資料庫遷移",
    "Kevin",
    "kubectl rollout",
    "記憶體",
    "meeting agenda",
    "上次 Redis",
    "decided",
    "紅燒肉",
    "Grafana disk latency",
    "pgBackRest",
    "object storage",
]


@dataclass
class Tally:
    statuses: dict[int, int] = field(default_factory=dict)
    search_ms: list[float] = field(default_factory=list)
    health_ms: list[float] = field(default_factory=list)
    health_failures: list[str] = field(default_factory=list)

    def add(self, kind: str, status: int, ms: float) -> None:
        self.statuses[status] = self.statuses.get(status, 0) + 1
        if kind == "health":
            self.health_ms.append(ms)
            if status != 200:
                self.health_failures.append(f"status {status}")
        elif status == 200:
            self.search_ms.append(ms)


def target(rng: random.Random) -> tuple[str, str]:
    roll = rng.random()
    if roll < 0.08:
        return "health", "/health"
    if roll < 0.12:
        return "status", "/status"
    if roll < 0.17:
        return "related", f"/related?path={quote('folder-03/note-00003.md')}"
    return "search", f"/search?q={quote(rng.choice(QUERIES))}&limit=10&now=2026-11-30"


async def exchange(reader, writer, port: int, path: str) -> tuple[int, bool]:
    writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: Bearer {TOKEN}\r\n\r\n".encode())
    await writer.drain()
    status = int((await reader.readline()).split()[1])
    length, close = 0, False
    while (line := await reader.readline()) not in (b"\r\n", b""):
        name, _, value = line.decode("latin-1").partition(":")
        if name.lower() == "content-length":
            length = int(value)
        elif name.lower() == "connection" and "close" in value.lower():
            close = True
    await reader.readexactly(length)
    return status, close


async def client(port: int, until: float, seed: int, tally: Tally) -> None:
    rng = random.Random(seed)
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        while time.monotonic() < until:
            kind, path = target(rng)
            started = time.perf_counter()
            status, close = await asyncio.wait_for(exchange(reader, writer, port, path), REQUEST_TIMEOUT)
            tally.add(kind, status, (time.perf_counter() - started) * 1000)
            if close:
                writer.close()
                reader, writer = await asyncio.open_connection("127.0.0.1", port)
    finally:
        writer.close()


async def health_prober(port: int, until: float, tally: Tally) -> None:
    """A fresh connection each time, as the plugin's status check makes: it must always get in."""
    while time.monotonic() < until:
        started = time.perf_counter()
        try:
            reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), HEALTH_BOUND)
            try:
                status, _ = await asyncio.wait_for(exchange(reader, writer, port, "/health"), HEALTH_BOUND)
            finally:
                writer.close()
        except (TimeoutError, OSError) as exc:
            tally.health_failures.append(repr(exc))
            continue
        tally.add("health", status, (time.perf_counter() - started) * 1000)
        await asyncio.sleep(0.05)


async def storm(port: int, seconds: float) -> Tally:
    tally = Tally()
    until = time.monotonic() + seconds
    await asyncio.gather(
        health_prober(port, until, tally), *(client(port, until, seed, tally) for seed in range(CLIENTS))
    )
    return tally


EDITOR = """
import random, sys, time
from pathlib import Path
vault, seconds = Path(sys.argv[1]), float(sys.argv[2])
rng, edits, until = random.Random(77), 0, time.monotonic() + seconds
while time.monotonic() < until:
    path = vault / f"folder-{rng.randrange(20):02d}" / f"note-{rng.randrange(2000):05d}.md"
    marker = "zq" + "".join(chr(97 + int(d)) for d in str(edits))
    path.write_text(f"# edited\\n\\n- 2026-11-30: {marker} under load\\n", "utf-8")
    edits += 1
    time.sleep(0.05)
print(edits, path.relative_to(vault).as_posix(), marker)
"""


def start_editor(daemon: Daemon, seconds: float) -> subprocess.Popen:
    # A process of its own: in this one the event loop of 200 clients would starve it of the GIL.
    return subprocess.Popen(
        [sys.executable, "-c", EDITOR, str(daemon.vault), str(seconds)], stdout=subprocess.PIPE, text=True
    )


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


@pytest.fixture(scope="module")
def daemon(tmp_path_factory):
    root = tmp_path_factory.mktemp("load")
    generate_vault(root / "vault", 2000, seed=1)
    served = Daemon(root / "vault", root)
    try:
        served.start()
        yield served
    finally:
        served.stop()


def run_load(daemon: Daemon, seconds: float, capsys) -> None:
    editor = start_editor(daemon, seconds)
    try:
        started = time.monotonic()
        tally = asyncio.run(storm(daemon.port, seconds))
        elapsed = time.monotonic() - started
        edits, last_path, last_marker = editor.communicate(timeout=30)[0].split()
    finally:
        editor.kill()
        editor.wait(10)
    total = sum(tally.statuses.values())
    with capsys.disabled():
        print(
            f"\nload {seconds:g} s, {CLIENTS} clients: {total} requests ({total / elapsed:.0f}/s), "
            f"statuses {dict(sorted(tally.statuses.items()))}, {edits} note edits; "
            f"search p50 {percentile(tally.search_ms, 0.5):.1f} ms p99 {percentile(tally.search_ms, 0.99):.1f} ms; "
            f"health p99 {percentile(tally.health_ms, 0.99):.1f} ms max {max(tally.health_ms):.1f} ms"
        )
    assert set(tally.statuses) <= {200, 429, 503}, tally.statuses
    assert tally.health_failures == []
    assert max(tally.health_ms) < HEALTH_BOUND * 1000
    assert len(tally.search_ms) > 0
    # The edits made under load reach the index once it settles.
    assert wait_until(lambda: [r["path"] for r in daemon.search(last_marker)] == [last_path], 10)
    assert daemon.status()["error"] is None


def test_short_load_while_editing(daemon, capsys):
    run_load(daemon, 2.0, capsys)


@pytest.mark.soak
def test_ten_seconds_of_load_while_editing(daemon, capsys):
    run_load(daemon, 10.0, capsys)

"""Processes under measurement: a timed child with its peak RSS, and the serving daemon with a
keep-alive HTTP client that only ever talks to 127.0.0.1."""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import signal
import socket
import subprocess
import time
import urllib.parse
from dataclasses import dataclass
from pathlib import Path
from typing import Any

POLL = 0.01


class BenchError(RuntimeError):
    """A measured process failed or timed out; the message says which and why."""


@dataclass(frozen=True)
class Measured:
    seconds: float
    peak_rss: int  # bytes
    output: str


def tail(path: Path, lines: int = 20) -> str:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except FileNotFoundError:
        return ""
    return "\n".join(text.splitlines()[-lines:])


def run_measured(cmd: list[str], env: dict[str, str], log: Path, timeout: float) -> Measured:
    """Run cmd to completion; wall time, and peak RSS from wait4() on that very child."""
    with log.open("wb") as out:
        start = time.perf_counter()
        proc = subprocess.Popen(
            cmd, env=env, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True
        )
        reaped = False
        try:
            while not reaped:
                pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
                reaped = pid != 0
                if not reaped and time.perf_counter() - start > timeout:
                    raise BenchError(f"{cmd[1]} did not finish in {timeout:.0f} s:\n{tail(log)}")
                time.sleep(0 if reaped else POLL)
        finally:
            if not reaped:
                kill_group(proc)
        seconds = time.perf_counter() - start
    # wait4() reaped the child behind Popen's back; tell Popen so it does not wait again.
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise BenchError(f"{' '.join(cmd[:2])} exited with {proc.returncode}:\n{tail(log)}")
    return Measured(seconds, usage.ru_maxrss * 1024, tail(log, 5))


def kill_group(proc: subprocess.Popen[bytes], grace: float = 10.0) -> None:
    """SIGTERM, then SIGKILL after `grace` seconds; the child leads its own process group."""
    for sig, wait in ((signal.SIGTERM, grace), (signal.SIGKILL, 5.0)):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, sig)
        try:
            proc.wait(timeout=wait)
            return
        except subprocess.TimeoutExpired:
            continue


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def process_rss(pid: int) -> int:
    """Resident memory of pid alone, in bytes (VmRSS from /proc); 0 once it is gone."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return 0
    return next((int(line.split()[1]) * 1024 for line in status.splitlines() if line.startswith("VmRSS:")), 0)


def tree_rss(pid: int) -> int:
    """Resident memory of pid and its descendants, in bytes (VmRSS from /proc)."""
    total = 0
    stack = [pid]
    seen: set[int] = set()
    while stack and len(seen) < 1000:
        current = stack.pop()
        if current in seen:
            continue
        seen.add(current)
        try:
            status = Path(f"/proc/{current}/status").read_text()
            tasks = list(Path(f"/proc/{current}/task").iterdir())
        except (FileNotFoundError, ProcessLookupError):
            continue
        for line in status.splitlines():
            if line.startswith("VmRSS:"):
                total += int(line.split()[1]) * 1024
        for task in tasks:
            try:
                stack += [int(c) for c in (task / "children").read_text().split()]
            except FileNotFoundError:
                continue
    return total


@dataclass(frozen=True)
class Embedded:
    """A daemon's search by meaning once every note is embedded, as its /status says."""

    seconds: float  # from the call of Daemon.wait_embedded until /status said so
    notes: int
    passages: int
    model: str


def embedding_done(semantic: dict[str, Any]) -> bool:
    """Whether the ``semantic`` object of /status says every note is embedded; BenchError when it
    never will be (off, unavailable, error, or a daemon without it)."""
    state = semantic.get("state")
    if state == "ready":
        return True
    if state in ("waiting", "embedding"):
        return False
    detail = semantic.get("detail") or "no detail"
    raise BenchError(f"search by meaning is {state or 'missing from /status'}: {detail}")


class Client:
    """Keep-alive HTTP/1.1 to the daemon, with the headers the contract requires."""

    def __init__(self, port: int, token: str, timeout: float = 10.0) -> None:
        self.port = port
        self.timeout = timeout
        self.headers = {"Host": f"127.0.0.1:{port}", "Authorization": f"Bearer {token}"}
        self.conn: http.client.HTTPConnection | None = None
        self.retries = 0  # 429/503 answers waited out: a non-zero count taints the latencies

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    def get_raw(self, path: str, params: dict[str, str] | None = None) -> tuple[int, bytes]:
        url = path + ("?" + urllib.parse.urlencode(params) if params else "")
        for attempt in range(2):
            if self.conn is None:
                self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout)
            try:
                self.conn.request("GET", url, headers=self.headers)
                response = self.conn.getresponse()
                return response.status, response.read()
            except (TimeoutError, ConnectionError, http.client.HTTPException):
                # A dropped keep-alive connection: reconnect once, then give up.
                self.close()
                if attempt:
                    raise
        raise AssertionError("unreachable")

    def get(self, path: str, params: dict[str, str] | None = None) -> dict[str, Any]:
        for _ in range(20):
            status, body = self.get_raw(path, params)
            if status in (429, 503):
                self.retries += 1
                time.sleep(0.05)
                continue
            if status != 200:
                raise BenchError(f"GET {path} answered {status}: {body[:300]!r}")
            return dict(json.loads(body))
        raise BenchError(f"GET {path} stayed busy (429/503) for 20 tries")


class Daemon:
    """One `vault-recall serve` process, stopped for sure by stop() (use it in a finally)."""

    def __init__(self, exe: Path, vault: Path, index_dir: Path, config_dir: Path, log: Path) -> None:
        self.port = free_port()
        self.token = "bench-" + os.urandom(16).hex()
        self.cmd = [str(exe), "serve", "--vault", str(vault), "--port", str(self.port), "--index-dir", str(index_dir)]
        self.env = {**os.environ, "VAULT_RECALL_TOKEN": self.token, "VAULT_RECALL_CONFIG_DIR": str(config_dir)}
        self.log = log
        self.proc: subprocess.Popen[bytes] | None = None
        self.client = Client(self.port, self.token)
        # Notes the daemon had to (re)index before it was ready: 0 when the index was reused as is.
        self.reindexed = 0

    def start(self) -> float:
        """Start and wait until /status says ready; returns the seconds that took."""
        with self.log.open("wb") as out:
            start = time.perf_counter()
            self.proc = subprocess.Popen(
                self.cmd,
                env=self.env,
                stdout=out,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                start_new_session=True,
            )
        return self.wait_ready(start)

    def wait_ready(self, start: float, timeout: float = 600.0) -> float:
        assert self.proc is not None
        while time.perf_counter() - start < timeout:
            if self.proc.poll() is not None:
                raise BenchError(f"the daemon exited with {self.proc.returncode}:\n{tail(self.log)}")
            try:
                status = self.client.get("/status")
            except (OSError, http.client.HTTPException):
                self.client.close()
                time.sleep(POLL)
                continue
            if status.get("error"):
                raise BenchError(f"the daemon reports an error: {status['error']}")
            if status.get("state") == "ready":
                return time.perf_counter() - start
            progress = status.get("progress") or {}
            self.reindexed = max(self.reindexed, int(progress.get("total") or 0))
            time.sleep(POLL)
        raise BenchError(f"the daemon was not ready after {timeout:.0f} s:\n{tail(self.log)}")

    def wait_embedded(self, timeout: float) -> Embedded:
        """Poll /status until search by meaning has embedded every note."""
        assert self.proc is not None
        start = time.perf_counter()
        while time.perf_counter() - start < timeout:
            if self.proc.poll() is not None:
                raise BenchError(f"the daemon exited with {self.proc.returncode}:\n{tail(self.log)}")
            semantic = self.client.get("/status").get("semantic") or {}
            if embedding_done(semantic):
                seconds = time.perf_counter() - start
                return Embedded(seconds, int(semantic["embedded"]), int(semantic["passages"]), str(semantic["model"]))
            time.sleep(POLL)
        raise BenchError(f"search by meaning was not ready after {timeout:.0f} s:\n{tail(self.log)}")

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    def stop(self) -> None:
        self.client.close()
        if self.proc is not None and self.proc.poll() is None:
            kill_group(self.proc)

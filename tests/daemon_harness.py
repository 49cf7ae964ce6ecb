"""Shared by the daemon's end-to-end tests: a generated vault, a real `vault-recall serve`
subprocess on a free port with private config/data folders, and a way to read an index's
entries for comparing it with a from-scratch index."""
from __future__ import annotations

import http.client
import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from vault_recall.engine.index import IndexStore

TOKEN = "test-token-" + "x" * 32
EXE = Path(sys.executable).with_name("vault-recall")
START_TIMEOUT = 30.0

ZH_LINES = ["決定把 PostgreSQL 的備份改用 pgBackRest", "今天把备份脚本改成每天凌晨三点跑",
            "跟 Kevin 討論資料庫遷移", "紅燒肉要用冰糖，顏色更亮", "週會決議：下季度停用 Jenkins",
            "發現 Redis 的記憶體用量翻倍", "偏好用 Markdown 寫會議紀錄"]
EN_LINES = ["decided to move the nightly backup to object storage", "TIL kubectl rollout restart keeps old pods",
            "prefer short meetings with a written agenda", "the Grafana dashboard shows disk latency spikes",
            "advice: always test the restore, not only the backup", "migrated the wiki to Obsidian"]


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def note_text(rng: random.Random, title: str, lines: int = 6) -> str:
    day = f"2026-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d}"
    body = [f"- {day}：{rng.choice(ZH_LINES)} #{rng.choice(['ops', 'home', 'db'])}" if rng.random() < 0.5
            else f"- {day}: {rng.choice(EN_LINES)} {rng.randint(1, 99_999)}" for _ in range(lines)]
    return f"# {title}\n\n## 記錄\n\n" + "\n".join(body) + "\n"


def generate_vault(root: Path, notes: int, seed: int = 1, folders: int = 20) -> list[str]:
    """``notes`` Markdown notes in ``folders`` folders, mixed zh-Hant/zh-Hans/en; the same seed
    gives the same files."""
    rng = random.Random(seed)
    paths = []
    for i in range(notes):
        rel = f"folder-{i % folders:02d}/note-{i:05d}.md"
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(note_text(rng, f"note {i}"), "utf-8")
        paths.append(rel)
    return paths


def index_entries(index_dir: Path) -> set[tuple[str, int, int]]:
    """Every entry an index holds, as (path, line_start, line_end)."""
    store = IndexStore(index_dir, writable=False)
    try:
        searcher = store.searcher()
        import tantivy

        query = tantivy.Query.term_query(store.schema, "kind", "entry")
        total = searcher.search(query, limit=1, count=True).count or 0
        out = set()
        if total:
            for _, address in searcher.search(query, limit=total, count=False).hits:
                doc = json.loads(searcher.doc(address)["doc"][0])
                out.add((doc["path"], doc["line_start"], doc["line_end"]))
        return out
    finally:
        store.close()


def scratch_entries(vault: Path, scratch: Path) -> set[tuple[str, int, int]]:
    """What a from-scratch index of ``vault`` holds, built in-process in ``scratch``."""
    from vault_recall.engine.service import Engine

    engine = Engine(vault, scratch)
    try:
        engine.update()
    finally:
        engine.close()
    return index_entries(scratch)


def wait_until(predicate: Callable[[], object], timeout: float, step: float = 0.05) -> object:
    """Poll ``predicate`` until it returns something truthy; its last value otherwise."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(step)


class Daemon:
    """One `vault-recall serve` subprocess; always stopped by ``stop()`` (call it in finally)."""

    def __init__(self, vault: Path, home: Path, index_dir: Path | None = None,
                 extra_env: dict[str, str] | None = None, preexec: Callable[[], None] | None = None,
                 settings: dict[str, object] | None = None) -> None:
        self.vault = vault
        self.home = home
        # Semantic search is off unless a test asks for it: a model embedding in the background
        # of every daemon would only slow the suite down (tests/test_server.py turns it on).
        config = home / "config"
        config.mkdir(mode=0o700, parents=True, exist_ok=True)
        path = config / "config.json"
        path.write_text(json.dumps(settings or {"semantic": "off"}), "utf-8")
        path.chmod(0o600)  # the user's own file; tests/test_security_socket.py checks every mode here
        self.port = free_port()
        self.log_path = home / f"daemon-{self.port}.log"
        self.env = {**os.environ, "VAULT_RECALL_TOKEN": TOKEN,
                    "VAULT_RECALL_CONFIG_DIR": str(home / "config"),
                    "VAULT_RECALL_DATA_DIR": str(home / "data"), **(extra_env or {})}
        self.cmd = [str(EXE), "serve", "--vault", str(vault), "--port", str(self.port)]
        if index_dir is not None:
            self.cmd += ["--index-dir", str(index_dir)]
        self.preexec = preexec
        self.proc: subprocess.Popen | None = None

    def start(self, wait_ready: bool = True) -> "Daemon":
        with open(self.log_path, "ab") as log:
            # Its own process group, so a kill also reaches any worker processes it started.
            self.proc = subprocess.Popen(self.cmd, env=self.env, stdout=log, stderr=subprocess.STDOUT,
                                         stdin=subprocess.DEVNULL, preexec_fn=self.preexec,
                                         start_new_session=True)
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"daemon exited with {self.proc.returncode}:\n{self.log()}")
            try:
                if self.get("/health")[0] == 200:
                    break
            except OSError:
                pass
            time.sleep(0.05)
        else:
            raise RuntimeError(f"daemon did not answer within {START_TIMEOUT} s:\n{self.log()}")
        if wait_ready:
            self.wait_ready()
        return self

    def wait_ready(self, timeout: float = START_TIMEOUT) -> dict:
        status = wait_until(lambda: (s := self.status()) and s["state"] == "ready" and s, timeout)
        assert status, f"daemon not ready within {timeout} s: {self.status()}\n{self.log()}"
        return status

    def log(self) -> str:
        return self.log_path.read_text("utf-8", "replace") if self.log_path.exists() else ""

    def request(self, method: str, path: str, body: bytes | None = None,
                headers: dict[str, str] | None = None, timeout: float = 15.0) -> tuple[int, dict, bytes]:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            sent = {"Host": f"127.0.0.1:{self.port}", "Authorization": f"Bearer {TOKEN}", **(headers or {})}
            conn.request(method, path, body=body, headers=sent)
            response = conn.getresponse()
            return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
        finally:
            conn.close()

    def get(self, path: str, **kwargs) -> tuple[int, dict, bytes]:
        return self.request("GET", path, **kwargs)

    def json(self, path: str) -> dict:
        status, _, body = self.get(path)
        assert status == 200, (status, body)
        return json.loads(body)

    def status(self) -> dict | None:
        try:
            return self.json("/status")
        except (OSError, AssertionError):
            return None

    def search(self, q: str, **params: str) -> list[dict]:
        from urllib.parse import urlencode

        return self.json("/search?" + urlencode({"q": q, "now": "2026-11-30", "limit": "50", **params}))["results"]

    def terminate(self, timeout: float = 20.0) -> int:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGTERM)
        return self.proc.wait(timeout)

    def kill(self) -> None:
        """SIGKILL, as a crash or an out-of-memory kill would."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
        self._kill_group()

    def _kill_group(self) -> None:
        if self.proc is not None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass

    def stop(self) -> None:
        if self.proc is None:
            return
        if self.proc.poll() is None:
            try:
                self.terminate(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self._kill_group()

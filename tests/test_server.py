"""End to end: a real `vault-recall serve` subprocess on a free port, with its config and data
folders in tmp. Waits are bounded polls; what the daemon did is read from its counters."""

from __future__ import annotations

import json
import os
import shlex
import signal
import socket
import stat
import subprocess
import time
from pathlib import Path

import pytest

from daemon_harness import EXE, START_TIMEOUT, TOKEN, Daemon, free_port, generate_vault, group_alive, wait_until
from vault_recall.engine.config import vault_id
from vault_recall.engine.index import IndexStore

pytestmark = pytest.mark.slow

CHANGE_TIMEOUT = 10.0
# The daemon waits up to STOP_WAIT (10 s) for an update to let go; it should take well under that.
STOP_BOUND = 8.0
NOTES = {
    "01-Projects/資料庫遷移.md": "# 資料庫遷移\n\n## 決策紀錄\n\n"
    "- 2026-11-17：決定把 PostgreSQL 的備份換成 pgBackRest\n",
    "journal/2026-11-25.md": "# 2026-11-25\n\n- 今天把备份脚本 backup.sh 改成每天凌晨三点跑\n",
    "02-Areas/Homelab.md": "# Homelab\n\n- 2026-11-20: Decided to move the nightly backup to object storage.\n",
}


def make_vault(root: Path) -> Path:
    vault = root / "Notes"
    for rel, text in NOTES.items():
        (vault / rel).parent.mkdir(parents=True, exist_ok=True)
        (vault / rel).write_text(text, "utf-8")
    return vault


def hits(daemon: Daemon, q: str) -> list[tuple[str, int]]:
    return sorted((r["path"], r["line_start"]) for r in daemon.search(q) if "rank_context" not in r["signals"])


def test_serve_search_follow_edits_stop_and_restart_warm(tmp_path):
    vault = make_vault(tmp_path)
    daemon = Daemon(vault, tmp_path)
    try:
        daemon.start()
        status = daemon.status()
        assert (status["notes"], status["indexed_since_start"], status["error"]) == (3, 3, None)

        record = json.loads((tmp_path / "config" / "runtime" / f"{vault_id(vault)}.json").read_text())
        assert record["port"] == daemon.port and record["pid"] == daemon.proc.pid
        assert (record["token"], record["vault"]) == (TOKEN, str(vault.resolve()))
        runtime_file = tmp_path / "config" / "runtime" / f"{vault_id(vault)}.json"
        assert stat.S_IMODE(runtime_file.stat().st_mode) == 0o600

        both = [("01-Projects/資料庫遷移.md", 5), ("02-Areas/Homelab.md", 3), ("journal/2026-11-25.md", 3)]
        assert hits(daemon, "備份") == both
        assert hits(daemon, "backup") == both

        # An edit shows up within a bounded poll.
        with open(vault / "02-Areas/Homelab.md", "a", encoding="utf-8") as note:
            note.write("- 2026-11-29: Adopted a quokka named 袋鼠仔.\n")
        assert wait_until(lambda: hits(daemon, "quokka") == [("02-Areas/Homelab.md", 4)], CHANGE_TIMEOUT)

        # A deleted note is gone.
        (vault / "journal/2026-11-25.md").unlink()
        assert wait_until(lambda: hits(daemon, "凌晨") == [], CHANGE_TIMEOUT)

        # A renamed note answers under its new name only.
        os.rename(vault / "02-Areas/Homelab.md", vault / "02-Areas/Home lab #1.md")
        assert wait_until(lambda: hits(daemon, "quokka") == [("02-Areas/Home lab #1.md", 4)], CHANGE_TIMEOUT)

        # A renamed folder: no ghost of its old path.
        os.rename(vault / "01-Projects", vault / "01-Done")
        assert wait_until(lambda: hits(daemon, "pgBackRest") == [("01-Done/資料庫遷移.md", 5)], CHANGE_TIMEOUT)
        assert wait_until(lambda: daemon.status()["notes"] == 2, CHANGE_TIMEOUT)

        assert daemon.terminate() == 0
        assert not runtime_file.exists()
        assert TOKEN not in daemon.log()

        # Restart warm: nothing is parsed again, even after a checkout rewrote every mtime.
        for path in vault.rglob("*.md"):
            os.utime(path, (time.time() + 60, time.time() + 60))
        daemon.start()
        status = daemon.status()
        assert (status["notes"], status["indexed_since_start"], status["rebuilt"]) == (2, 0, False)
        assert hits(daemon, "quokka") == [("02-Areas/Home lab #1.md", 4)]
        daemon.terminate()

        # A note changed while the daemon was down is the only one parsed at the next start.
        with open(vault / "01-Done/資料庫遷移.md", "a", encoding="utf-8") as note:
            note.write("- 2026-11-30：決定每週演練一次還原\n")
        daemon.start()
        assert daemon.status()["indexed_since_start"] == 1
        assert hits(daemon, "演練") == [("01-Done/資料庫遷移.md", 6)]
    finally:
        daemon.stop()


def test_sigint_also_exits_cleanly(tmp_path):
    vault = make_vault(tmp_path)
    daemon = Daemon(vault, tmp_path)
    try:
        daemon.start()
        daemon.proc.send_signal(signal.SIGINT)
        assert daemon.proc.wait(20) == 0
        assert list((tmp_path / "config" / "runtime").iterdir()) == []
    finally:
        daemon.stop()


@pytest.fixture(scope="module")
def big_vault(tmp_path_factory) -> Path:
    vault = tmp_path_factory.mktemp("big") / "vault"
    generate_vault(vault, 3000)  # its catch-up takes seconds, in worker processes
    return vault


def test_ctrl_c_during_the_catch_up_stops_workers_and_daemon_quietly(big_vault, tmp_path):
    """A terminal's Ctrl-C reaches the indexing workers too; only the daemon acts on it, and a
    second press (uvicorn's "force exit") must not cut its shutdown short either."""
    daemon = Daemon(big_vault, tmp_path, index_dir=tmp_path / "ix")
    try:
        daemon.start(wait_ready=False)
        assert wait_until(
            lambda: (s := daemon.status()) and s["state"] == "indexing" and s["progress"]["done"] > 0, START_TIMEOUT
        ), daemon.log()
        for _ in range(2):
            os.killpg(daemon.proc.pid, signal.SIGINT)
            time.sleep(0.05)
        assert daemon.proc.wait(STOP_BOUND) == 0
        assert wait_until(lambda: not group_alive(daemon.proc.pid), 2.0), "a worker outlived the daemon"
        assert "Traceback" not in daemon.log()
        assert list((tmp_path / "config" / "runtime").iterdir()) == []
    finally:
        daemon.stop()
    IndexStore(tmp_path / "ix").close()  # opens: not locked, not damaged


@pytest.mark.parametrize("second_index", [None, "other-index"], ids=["same index", "another index"])
def test_a_second_daemon_for_the_same_vault_is_refused_and_leaves_the_first_alone(tmp_path, second_index):
    vault = make_vault(tmp_path)
    first = Daemon(vault, tmp_path)
    second = Daemon(vault, tmp_path, index_dir=tmp_path / second_index if second_index else None)
    runtime_file = tmp_path / "config" / "runtime" / f"{vault_id(vault)}.json"
    try:
        first.start()
        record = json.loads(runtime_file.read_text())
        with pytest.raises(RuntimeError, match="exited with 1"):
            second.start()
        assert second.log() == (
            f"vault-recall: a daemon is already serving this vault (process {first.proc.pid}, "
            f"port {first.port}, index {tmp_path}/data/indexes/{vault_id(vault)}); "
            "stop it first\n"
        )
        assert json.loads(runtime_file.read_text()) == record
        assert first.status()["state"] == "ready"
    finally:
        second.stop()
        first.stop()
    assert not runtime_file.exists()


def test_another_vaults_daemon_on_the_same_index_is_refused(tmp_path):
    vault = make_vault(tmp_path)
    index = tmp_path / "shared-index"
    first = Daemon(vault, tmp_path, index_dir=index)
    try:
        first.start()
        other = tmp_path / "Other"
        other.mkdir()
        result = run_serve(tmp_path, other, "--index-dir", str(index), "--port", str(free_port()))
        assert result.returncode == 1
        assert result.stderr == (
            f"vault-recall: another process is writing the index at {index} (a daemon, or "
            "`vault-recall index`); stop it or use --index-dir\n"
        )
        assert first.status()["state"] == "ready"
    finally:
        first.stop()


def run_serve(tmp_path: Path, vault: Path, *args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    full_env = {k: v for k, v in os.environ.items() if k != "VAULT_RECALL_TOKEN"}
    full_env.update(
        {
            "VAULT_RECALL_CONFIG_DIR": str(tmp_path / "config"),
            "VAULT_RECALL_DATA_DIR": str(tmp_path / "data"),
            **(env or {}),
        }
    )
    return subprocess.run(
        [str(EXE), "serve", "--vault", str(vault), *args], env=full_env, capture_output=True, text=True, timeout=30
    )


@pytest.mark.parametrize("host", ["0.0.0.0", "192.168.1.10", "::"])
def test_serve_refuses_to_listen_beyond_this_machine(tmp_path, host):
    result = run_serve(tmp_path, make_vault(tmp_path), "--host", host, "--port", str(free_port()))
    assert result.returncode == 2
    assert "only listens on 127.0.0.1" in result.stderr


def test_serve_refuses_a_symlinked_token_file(tmp_path):
    vault = make_vault(tmp_path)
    tokens = tmp_path / "config" / "tokens"
    tokens.mkdir(parents=True)
    (tmp_path / "stolen").write_text("attacker-chosen-token-0123456789")
    os.symlink(tmp_path / "stolen", tokens / vault_id(vault))
    result = run_serve(tmp_path, vault, "--port", str(free_port()))
    assert result.returncode == 1
    assert "remove it" in result.stderr
    assert (tmp_path / "stolen").read_text() == "attacker-chosen-token-0123456789"


def test_announce_says_where_the_token_is_without_printing_it(tmp_path):
    vault = tmp_path / "My Notes's $HOME"
    os.rename(make_vault(tmp_path), vault)
    daemon = Daemon(vault, tmp_path)
    daemon.env.pop("VAULT_RECALL_TOKEN")
    daemon.cmd.append("--announce")
    try:
        daemon.start(wait_ready=False)  # /health needs no token
        log = daemon.log()
        token = (tmp_path / "config" / "tokens" / vault_id(vault)).read_text()
        assert f"http://127.0.0.1:{daemon.port}/" in log
        assert str(tmp_path / "config" / "runtime" / f"{vault_id(vault)}.json") in log
        # A command the user can paste, whatever the vault's name holds.
        assert f"token --vault {shlex.quote(str(vault.resolve()))}" in log
        assert token not in log
    finally:
        daemon.stop()


def test_a_busy_port_is_one_line_and_exit_status_1(tmp_path):
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        result = run_serve(tmp_path, make_vault(tmp_path), "--port", str(port))
    assert result.returncode == 1
    assert result.stderr == f"vault-recall: port {port} is in use (by another program); choose another with --port\n"
    assert not (tmp_path / "config" / "runtime").exists() or not any((tmp_path / "config" / "runtime").iterdir())


def test_a_busy_port_names_the_vault_recall_daemon_holding_it(tmp_path, monkeypatch):
    from vault_recall.daemon.runtime import write_runtime
    from vault_recall.daemon.server import bind_failure, bind_listener

    monkeypatch.setenv("VAULT_RECALL_CONFIG_DIR", str(tmp_path / "config"))
    (tmp_path / "Work").mkdir()
    with bind_listener("127.0.0.1", 0) as holder:
        holder.listen()
        port = holder.getsockname()[1]
        write_runtime(tmp_path / "Work", port, "t" * 43, "0.1.0")
        with pytest.raises(OSError) as busy:
            bind_listener("localhost", port)
    assert bind_failure(port, busy.value) == (
        f"vault-recall: port {port} is in use (by the Vault Recall daemon of "
        f"{tmp_path / 'Work'}, process {os.getpid()}); choose another with --port"
    )
    assert (
        bind_failure(80, PermissionError(13, "Permission denied"))
        == "vault-recall: cannot listen on port 80: Permission denied"
    )


def test_port_zero_records_the_port_actually_bound(tmp_path):
    vault = make_vault(tmp_path)
    daemon = Daemon(vault, tmp_path)
    daemon.cmd[daemon.cmd.index("--port") + 1] = "0"
    runtime_file = tmp_path / "config" / "runtime" / f"{vault_id(vault)}.json"
    try:
        with open(daemon.log_path, "ab") as log:
            daemon.proc = subprocess.Popen(
                daemon.cmd, env=daemon.env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
            )
        assert wait_until(runtime_file.exists, 20)
        daemon.port = json.loads(runtime_file.read_text())["port"]
        assert daemon.port != 0
        assert daemon.get("/health")[0] == 200
    finally:
        daemon.stop()


def test_sigterm_during_a_cold_index_exits_promptly_and_cleanly(tmp_path):
    from daemon_harness import generate_vault

    vault = tmp_path / "vault"
    generate_vault(vault, 3000)
    daemon = Daemon(vault, tmp_path, index_dir=tmp_path / "ix")
    try:
        daemon.start(wait_ready=False)
        assert wait_until(lambda: (s := daemon.status()) and s["state"] == "indexing", 10)
        started = time.monotonic()
        assert daemon.terminate(30) == 0
        assert time.monotonic() - started < 10
        assert list((tmp_path / "config" / "runtime").iterdir()) == []
        assert "Traceback" not in daemon.log()
    finally:
        daemon.stop()


def test_the_index_lives_outside_the_vault(tmp_path):
    vault = make_vault(tmp_path)
    before = sorted(p.relative_to(vault) for p in vault.rglob("*"))
    daemon = Daemon(vault, tmp_path)
    try:
        daemon.start()
        assert daemon.terminate() == 0
    finally:
        daemon.stop()
    assert sorted(p.relative_to(vault) for p in vault.rglob("*")) == before
    assert list((tmp_path / "data" / "indexes").iterdir()) == [tmp_path / "data" / "indexes" / vault_id(vault)]


def test_a_vault_that_goes_away_and_comes_back_is_reported_then_caught_up(tmp_path):
    vault = make_vault(tmp_path)
    daemon = Daemon(vault, tmp_path)
    try:
        daemon.start()
        os.rename(vault, tmp_path / "unmounted")
        status = wait_until(lambda: (s := daemon.status()) and s["error"] and s, CHANGE_TIMEOUT)
        assert status and "the vault folder is gone" in status["error"]
        assert hits(daemon, "pgBackRest") == [("01-Projects/資料庫遷移.md", 5)]  # the last index still answers
        (tmp_path / "unmounted" / "journal" / "2026-11-25.md").unlink()
        os.rename(tmp_path / "unmounted", vault)
        assert wait_until(lambda: (s := daemon.status()) and s["error"] is None and s["notes"] == 2, CHANGE_TIMEOUT)
        assert hits(daemon, "凌晨") == []
    finally:
        daemon.stop()


@pytest.mark.skipif(not Path("/proc/self/maps").exists() or os.uname().sysname != "Linux", reason="glibc only")
def test_the_malloc_arena_limit_is_accepted_by_glibc():
    # In a child process: the limit is process-wide and must be set before threads start.
    code = "from vault_recall.daemon import server; print(server.limit_malloc_arenas())"
    done = subprocess.run([str(Path(EXE).parent / "python"), "-c", code], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "True", done.stderr


def test_semantic_vectors_follow_the_index_and_survive_a_restart(tmp_path):
    vault = make_vault(tmp_path)
    daemon = Daemon(vault, tmp_path, settings={"semantic": "hash:16"})

    def semantic() -> dict:
        return (daemon.status() or {}).get("semantic") or {}

    try:
        daemon.start()
        ready = wait_until(lambda: (s := semantic()) and s["state"] == "ready" and s, CHANGE_TIMEOUT)
        assert ready == {
            "model": "hash-16",
            "state": "ready",
            "embedded": 3,
            "total": 3,
            "passages": 3,
            "sections": 3,
            "detail": None,
        }
        vectors = tmp_path / "data" / "indexes" / f"{vault_id(vault)}-vectors"
        assert stat.S_IMODE(vectors.stat().st_mode) == 0o700

        (vault / "journal/2026-11-25.md").unlink()
        assert wait_until(lambda: (s := semantic()) and (s["total"], s["sections"]) == (2, 2), CHANGE_TIMEOUT)
        assert daemon.terminate() == 0

        daemon.start()
        restarted = wait_until(lambda: (s := semantic()) and s["state"] == "ready" and s, CHANGE_TIMEOUT)
        assert (restarted["embedded"], restarted["total"], restarted["sections"]) == (2, 2, 2)
        assert "embedding stopped" not in daemon.log() and "Traceback" not in daemon.log()
    finally:
        daemon.stop()


def test_a_missing_ollama_only_shows_in_the_status(tmp_path):
    vault = make_vault(tmp_path)
    port = free_port()
    daemon = Daemon(
        vault, tmp_path, settings={"semantic": "ollama:bge-m3"}, extra_env={"OLLAMA_HOST": f"127.0.0.1:{port}"}
    )
    try:
        daemon.start()
        failed = wait_until(
            lambda: (s := (daemon.status() or {}).get("semantic")) and s["state"] == "error" and s, CHANGE_TIMEOUT
        )
        assert failed["model"] == "ollama:bge-m3" and failed["embedded"] == 0 and failed["total"] == 3
        assert failed["detail"].startswith(f"Ollama at http://127.0.0.1:{port} cannot be reached")
        assert hits(daemon, "pgBackRest") == [("01-Projects/資料庫遷移.md", 5)]
    finally:
        daemon.stop()

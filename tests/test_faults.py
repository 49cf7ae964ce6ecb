"""Faults (issue 7): kill -9 in the middle of indexing, a `git checkout` storm, a file vanishing
mid-scan, a folder of 500 notes renamed, a damaged index, a full disk. After each, the index must
equal a from-scratch index of the vault: the same (path, line_start, line_end) set.

Kill points are seeded random delays; the default run does 3 of them, `-m soak` 20."""

from __future__ import annotations

import os
import random
import resource
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from daemon_harness import EXE, Daemon, generate_vault, index_entries, note_text, scratch_entries, wait_until
from vault_recall.engine import indexer as indexer_module
from vault_recall.engine.service import Engine

pytestmark = pytest.mark.slow

SETTLE_TIMEOUT = 10.0
COLD_NOTES = 400


def settled_index(index_dir: Path, expected: set, timeout: float = SETTLE_TIMEOUT) -> set:
    """Poll the live index (read-only) until it equals ``expected``; its last state otherwise."""
    last: set = set()

    def check() -> bool:
        nonlocal last
        try:
            last = index_entries(index_dir)
        except (OSError, ValueError):
            return False  # a merge removed a segment under the reader: look again
        return last == expected

    wait_until(check, timeout, step=0.2)
    return last


def kill_during_cold_index(home: Path, vault: Path, expected: set, delay: float) -> None:
    index_dir = home / "index"
    shutil.rmtree(index_dir, ignore_errors=True)
    daemon = Daemon(vault, home, index_dir)
    try:
        daemon.start(wait_ready=False)
        time.sleep(delay)
    finally:
        daemon.kill()
    restart_and_compare(home, vault, index_dir, expected)


def fresh_scratch(vault: Path, home: Path) -> set:
    return scratch_entries(vault, Path(tempfile.mkdtemp(prefix="scratch-", dir=home)))


def kill_during_incremental_batch(home: Path, vault: Path, rng: random.Random, delay: float) -> set:
    index_dir = home / "index"
    daemon = Daemon(vault, home, index_dir)
    try:
        daemon.start()
        notes = sorted(p for p in vault.rglob("*.md"))
        for path in rng.sample(notes, 150):
            path.write_text(note_text(rng, path.stem, lines=rng.randint(1, 12)), "utf-8")
        for path in rng.sample([p for p in notes if p.exists()], 20):
            path.unlink()
        (vault / "added").mkdir(exist_ok=True)
        for _ in range(30):
            (vault / "added" / f"new-{rng.randrange(10**9)}.md").write_text(note_text(rng, "new"), "utf-8")
        time.sleep(delay)
    finally:
        daemon.kill()
    expected = fresh_scratch(vault, home)
    restart_and_compare(home, vault, index_dir, expected)
    return expected


def restart_and_compare(home: Path, vault: Path, index_dir: Path, expected: set) -> None:
    daemon = Daemon(vault, home, index_dir)
    try:
        daemon.start()
        assert daemon.status()["error"] is None
        assert daemon.terminate() == 0
    finally:
        daemon.stop()
    assert index_entries(index_dir) == expected


def kill_schedule(seed: int, count: int) -> list[tuple[str, float]]:
    rng = random.Random(seed)
    return [("cold" if i % 3 != 2 else "incremental", round(rng.uniform(0.05, 2.0), 3)) for i in range(count)]


def run_kills(tmp_path: Path, count: int) -> None:
    vault = tmp_path / "vault"
    generate_vault(vault, COLD_NOTES, seed=11)
    expected = scratch_entries(vault, tmp_path / "scratch")
    rng = random.Random(42)
    for kind, delay in kill_schedule(42, count):
        if kind == "cold":
            kill_during_cold_index(tmp_path, vault, expected, delay)
        else:
            expected = kill_during_incremental_batch(tmp_path, vault, rng, delay)


def test_kill_9_at_random_points_leaves_an_index_that_catches_up(tmp_path):
    run_kills(tmp_path, 3)


@pytest.mark.soak
def test_kill_9_at_twenty_random_points(tmp_path):
    run_kills(tmp_path, 20)


def checkout_storm(vault: Path, rng: random.Random, operations: int) -> None:
    notes = sorted(vault.rglob("*.md"))
    for i in range(operations):
        kind = rng.random()
        if kind < 0.3 or not notes:
            path = vault / f"folder-{rng.randrange(20):02d}" / f"storm-{i}.md"
            path.parent.mkdir(exist_ok=True)
            path.write_text(note_text(rng, f"storm {i}"), "utf-8")
            notes.append(path)
        elif kind < 0.6:
            path = rng.choice(notes)
            path.write_text(note_text(rng, path.stem, lines=rng.randint(1, 10)), "utf-8")
        elif kind < 0.8:
            path = notes.pop(rng.randrange(len(notes)))
            target = vault / f"folder-{rng.randrange(20):02d}" / f"moved-{i}.md"
            target.parent.mkdir(exist_ok=True)
            os.rename(path, target)
            notes.append(target)
        else:
            notes.pop(rng.randrange(len(notes))).unlink()


@pytest.mark.parametrize("operations", [2000, pytest.param(6000, marks=pytest.mark.soak)])
def test_a_checkout_storm_settles_to_a_from_scratch_index(tmp_path, operations):
    vault = tmp_path / "vault"
    generate_vault(vault, 600, seed=3)
    index_dir = tmp_path / "index"
    daemon = Daemon(vault, tmp_path, index_dir)
    try:
        daemon.start()
        checkout_storm(vault, random.Random(5), operations)
        os.rename(vault / "folder-07", vault / "folder-07-renamed")
        storm_ended = time.monotonic()
        expected = scratch_entries(vault, tmp_path / "scratch")
        remaining = max(0.5, SETTLE_TIMEOUT - (time.monotonic() - storm_ended))
        assert settled_index(index_dir, expected, remaining) == expected
        assert daemon.status()["error"] is None
    finally:
        daemon.stop()


def test_a_folder_of_500_notes_renamed_leaves_no_ghosts(tmp_path):
    vault = tmp_path / "vault"
    generate_vault(vault / "big", 500, seed=9, folders=1)
    generate_vault(vault / "other", 20, seed=10)
    index_dir = tmp_path / "index"
    daemon = Daemon(vault, tmp_path, index_dir)
    try:
        daemon.start()
        os.rename(vault / "big", vault / "big renamed 重新命名")
        expected = scratch_entries(vault, tmp_path / "scratch")
        assert settled_index(index_dir, expected) == expected
        assert not any(path.startswith("big/") for path, _, _ in expected)
        assert wait_until(lambda: daemon.status()["notes"] == 520, SETTLE_TIMEOUT)
    finally:
        daemon.stop()


def test_a_file_deleted_between_listing_and_reading(tmp_path, monkeypatch):
    vault = tmp_path / "vault"
    generate_vault(vault, 30, seed=4)
    victim = "folder-03/note-00003.md"
    real_walk = indexer_module.walk_vault

    def walk_then_delete(*args, **kwargs):
        listed = real_walk(*args, **kwargs)
        assert victim in listed
        (vault / victim).unlink()
        return listed

    monkeypatch.setattr(indexer_module, "walk_vault", walk_then_delete)
    engine = Engine(vault, tmp_path / "index")
    try:
        engine.update()
    finally:
        engine.close()
    monkeypatch.undo()
    entries = index_entries(tmp_path / "index")
    assert not any(path == victim for path, _, _ in entries)
    assert entries == scratch_entries(vault, tmp_path / "scratch")


def test_a_file_deleted_mid_scan_is_not_reported_as_skipped(tmp_path, monkeypatch):
    vault = tmp_path / "vault"
    generate_vault(vault, 5, seed=4)
    victim = "folder-03/note-00003.md"
    real_walk = indexer_module.walk_vault

    def walk_then_delete(*args, **kwargs):
        listed = real_walk(*args, **kwargs)
        (vault / victim).unlink()
        return listed

    monkeypatch.setattr(indexer_module, "walk_vault", walk_then_delete)
    engine = Engine(vault, tmp_path / "index")
    try:
        engine.update()
        assert engine.indexer.skipped() == []
        assert engine.counts()[0] == 4
    finally:
        engine.close()


def _damage(index_dir: Path, how: str) -> None:
    if how == "deleted":
        shutil.rmtree(index_dir)
    elif how == "meta garbage":
        (index_dir / "meta.json").write_text("{garbage")
    elif how == "segment truncated":
        store = max(index_dir.glob("*.store"), key=lambda p: p.stat().st_size)
        os.truncate(store, store.stat().st_size // 2)
    elif how == "segment deleted":
        next(index_dir.glob("*.term")).unlink()
    elif how == "version garbage":
        (index_dir / "vault-recall.json").write_text("\x00\x01")
    elif how == "everything emptied":
        for path in index_dir.iterdir():
            if path.is_file():
                os.truncate(path, 0)


@pytest.mark.parametrize(
    "how", ["deleted", "meta garbage", "segment truncated", "segment deleted", "version garbage", "everything emptied"]
)
def test_a_damaged_index_is_noticed_and_rebuilt(tmp_path, how):
    vault = tmp_path / "vault"
    generate_vault(vault, 100, seed=6)
    index_dir = tmp_path / "index"
    expected = scratch_entries(vault, tmp_path / "scratch")
    # Built by another process: truncating files this one still has mapped would be a SIGBUS here.
    subprocess.run(
        [str(EXE), "index", "--vault", str(vault), "--index-dir", str(index_dir)],
        check=True,
        capture_output=True,
        timeout=60,
    )
    _damage(index_dir, how)
    daemon = Daemon(vault, tmp_path, index_dir)
    try:
        daemon.start()
        status = daemon.status()
        assert (status["notes"], status["error"]) == (100, None)
        # Noticed: either it said so, or it had to parse every note again.
        assert status["rebuilt"] or status["indexed_since_start"] == 100
        if status["rebuilt"]:
            assert "rebuilding it from the vault" in daemon.log()
        assert daemon.terminate() == 0
    finally:
        daemon.stop()
    assert index_entries(index_dir) == expected


def _limit_file_size() -> None:
    # A soft limit only, so the test can lift it again; SIGXFSZ ignored turns it into EFBIG,
    # what a full disk (ENOSPC) looks like to the writer.
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (200_000, resource.RLIM_INFINITY))


def test_a_full_disk_keeps_the_last_index_and_says_so(tmp_path):
    vault = tmp_path / "vault"
    generate_vault(vault, 30, seed=8)
    index_dir = tmp_path / "index"
    daemon = Daemon(vault, tmp_path, index_dir, preexec=_limit_file_size)
    try:
        daemon.start()
        before = index_entries(index_dir)
        generate_vault(vault / "more", 800, seed=12)
        status = wait_until(lambda: (s := daemon.status()) and s["error"] and s, 30)
        assert status, daemon.status()
        assert status["error"].startswith("indexing failed: ")
        assert status["notes"] == 30
        assert index_entries(index_dir) == before
        assert len(daemon.search("backup", limit="5")) == 5
        # Space again: the next change brings everything in, and the error clears.
        resource.prlimit(daemon.proc.pid, resource.RLIMIT_FSIZE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
        (vault / "trigger.md").write_text("- 2026-11-30: quokka after the disk was freed\n")
        assert wait_until(lambda: (s := daemon.status()) and s["error"] is None and s["notes"] == 831, 30)
        assert [r["path"] for r in daemon.search("quokka")] == ["trigger.md"]
        assert daemon.terminate() == 0
    finally:
        daemon.stop()
    assert index_entries(index_dir) == scratch_entries(vault, tmp_path / "scratch")


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


@pytest.mark.soak
def test_fifty_thousand_watcher_events_stay_bounded(tmp_path):
    vault = tmp_path / "vault"
    generate_vault(vault, 500, seed=13)
    index_dir = tmp_path / "index"
    daemon = Daemon(vault, tmp_path, index_dir)
    try:
        daemon.start()
        rng = random.Random(14)
        flood = vault / "flood"
        flood.mkdir()
        # 12,500 notes created, rewritten, renamed and half deleted: over 50,000 events.
        for i in range(12_500):
            (flood / f"n{i}.md").write_text(note_text(rng, f"n{i}", lines=1), "utf-8")
        for i in range(12_500):
            (flood / f"n{i}.md").write_text(note_text(rng, f"n{i}", lines=2), "utf-8")
        for i in range(12_500):
            os.rename(flood / f"n{i}.md", flood / f"m{i}.md")
        for i in range(0, 12_500, 2):
            (flood / f"m{i}.md").unlink()
        expected = scratch_entries(vault, tmp_path / "scratch")
        peak = 0.0

        def settled() -> bool:
            nonlocal peak
            peak = max(peak, _rss_mb(daemon.proc.pid))
            return settled_index(index_dir, expected, 0.1) == expected

        assert wait_until(settled, 180, step=1.0)
        assert peak < 1024, f"daemon RSS peaked at {peak:.0f} MB"
        assert daemon.status()["error"] is None
    finally:
        daemon.stop()

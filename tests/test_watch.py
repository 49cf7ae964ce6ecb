"""watch.batch_paths (which notes a batch of file events touches) and the watcher thread."""

from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

import pytest
from watchfiles import Change

from daemon_harness import wait_until
from vault_recall.daemon.watch import MAX_BATCH_PATHS, VaultWatcher, batch_paths, watched_folders


@pytest.fixture
def vault(tmp_path) -> Path:
    root = tmp_path / "vault"
    for rel in ["a.md", "journal/2026-11-30.md", "journal/old/x.md", "img/p.png", ".obsidian/app.json"]:
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text("x")
    return root


def changes(vault: Path, *items: tuple[Change, str]) -> set[tuple[Change, str]]:
    return {(kind, str(vault / rel)) for kind, rel in items}


@pytest.mark.parametrize(
    ("events", "expected"),
    [
        ([(Change.modified, "a.md")], ["a.md"]),
        ([(Change.added, "journal/2026-11-30.md"), (Change.modified, "a.md")], ["a.md", "journal/2026-11-30.md"]),
        ([(Change.deleted, "gone.md")], ["gone.md"]),
        ([(Change.modified, "A.MD")], ["A.MD"]),
        ([(Change.modified, "img/p.png")], []),
        ([(Change.deleted, "img/old.png")], []),
        ([(Change.modified, ".obsidian/app.json")], []),
        ([(Change.modified, ".obsidian/notes.md")], []),
        ([(Change.modified, ".trash/x.md")], []),
        ([(Change.modified, ".git/index")], []),
        ([(Change.modified, "node_modules/x.md")], []),
        ([(Change.modified, "a.md"), (Change.modified, "a.md")], ["a.md"]),
        # The indexer indexes a dot-named note outside hidden folders, so the watcher must report it.
        ([(Change.modified, ".hidden.md")], [".hidden.md"]),
        ([(Change.added, ".git")], []),
    ],
)
def test_note_events_become_paths(vault, events, expected):
    assert batch_paths(vault, changes(vault, *events)) == expected


@pytest.mark.parametrize(
    "events",
    [
        [(Change.added, "journal")],  # a folder moved in: its notes were never reported one by one
        [(Change.modified, "a.md"), (Change.added, "journal/old")],
        [(Change.added, "folder.md")],  # a folder, whatever its name says
    ],
)
def test_an_existing_folder_in_a_batch_means_a_full_rescan(vault, events):
    (vault / "folder.md").mkdir()
    assert batch_paths(vault, changes(vault, *events)) is None


def test_a_path_outside_the_vault_means_a_full_rescan(vault, tmp_path):
    assert batch_paths(vault, {(Change.modified, str(tmp_path / "elsewhere.md"))}) is None


def test_a_vanished_folder_reports_the_notes_the_index_holds_in_it(vault):
    known = ["a.md", "journal/2026-11-30.md", "journal/old/x.md", "journalism/y.md", "v1.2/z.md"]
    events = changes(vault, (Change.deleted, "gone-folder"), (Change.deleted, "v1.2"))
    assert batch_paths(vault, events, known) == ["v1.2/z.md"]
    os.rename(vault / "journal", vault / "moved-out")
    events = changes(vault, (Change.deleted, "journal"))
    assert batch_paths(vault, events, known) == ["journal/2026-11-30.md", "journal/old/x.md"]


def test_a_vanished_subfolder_reports_only_its_notes(vault):
    known = ["journal/2026-11-30.md", "journal/old/x.md"]
    (vault / "journal" / "old" / "x.md").unlink()
    (vault / "journal" / "old").rmdir()
    assert batch_paths(vault, changes(vault, (Change.deleted, "journal/old")), known) == ["journal/old/x.md"]


def test_a_vanished_attachment_reports_nothing(vault):
    assert batch_paths(vault, changes(vault, (Change.deleted, "img/q.png")), ["a.md", "img/x.md"]) == []


def test_a_symlink_is_reported_as_a_note_path_for_the_indexer_to_drop(vault, tmp_path):
    os.symlink("/etc/passwd", vault / "leak.md")
    os.symlink("/", vault / "root")
    assert batch_paths(vault, changes(vault, (Change.added, "leak.md"), (Change.added, "root"))) == ["leak.md"]


def test_an_oversized_batch_means_a_full_rescan(vault):
    many = changes(vault, *[(Change.added, f"n{i}.md") for i in range(MAX_BATCH_PATHS + 1)])
    assert batch_paths(vault, many) is None
    assert len(batch_paths(vault, set(list(many)[:MAX_BATCH_PATHS]))) == MAX_BATCH_PATHS


def test_watched_folders_skip_hidden_excluded_and_symlinked_folders(vault):
    (vault / "private" / "deep").mkdir(parents=True)
    (vault / ".trash" / "t").mkdir(parents=True)
    os.symlink("/", vault / "root-link")
    os.symlink(vault, vault / "loop")
    folders = [Path(f).relative_to(vault).as_posix() for f in watched_folders(vault, frozenset({"private"}))]
    assert folders == [".", "img", "journal", "journal/old"]


class Recorder:
    def __init__(self) -> None:
        self.batches: list[set | None] = []
        self.lock = threading.Lock()

    def __call__(self, batch) -> None:
        with self.lock:
            self.batches.append(batch)

    def paths(self) -> set[str]:
        with self.lock:
            return {Path(p).name for b in self.batches if b for _, p in b}


def test_the_watcher_scans_first_then_reports_changes_in_new_folders(vault):
    """With a `link -> /` in the vault (recursive watching would crawl the disk and die)."""
    os.symlink("/", vault / "root-link")
    recorder = Recorder()
    watcher = VaultWatcher(vault, recorder)
    watcher.start()
    try:
        assert wait_until(lambda: recorder.batches, 10)
        assert recorder.batches[0] is None  # the catch-up scan, once the watch is in place
        (vault / "a.md").write_text("changed")
        assert wait_until(lambda: "a.md" in recorder.paths(), 10)
        (vault / "new" / "deeper").mkdir(parents=True)
        assert wait_until(lambda: watcher.restarts >= 1, 10)
        (vault / "new" / "deeper" / "b.md").write_text("in a folder made after the start")
        assert wait_until(lambda: "b.md" in recorder.paths(), 10)
    finally:
        watcher.stop()
    assert not watcher.thread.is_alive()


def test_a_failing_callback_does_not_stop_the_watcher(vault):
    seen: list[object] = []

    def explode(batch) -> None:
        seen.append(batch)
        raise RuntimeError("indexing failed")

    watcher = VaultWatcher(vault, explode)
    watcher.start()
    try:
        assert wait_until(lambda: seen, 10)
        (vault / "a.md").write_text("again")
        assert wait_until(lambda: len(seen) >= 2, 10)
    finally:
        watcher.stop()


def test_a_deleted_vault_is_reported_and_rescanned_when_it_comes_back(vault, tmp_path):
    reasons: list[str] = []
    batches: list[object] = []
    watcher = VaultWatcher(vault, batches.append, on_error=reasons.append)
    watcher.start()
    try:
        assert wait_until(lambda: batches, 10)
        shutil.move(vault, tmp_path / "elsewhere")
        assert wait_until(lambda: reasons, 10)
        assert reasons == [f"the vault folder is gone ({vault}); waiting for it to come back"]
        shutil.move(tmp_path / "elsewhere", vault)
        assert wait_until(lambda: batches.count(None) >= 2, 10)  # scanned in full again
        (vault / "a.md").write_text("after the return")
        assert wait_until(lambda: any(b and (Change.modified, str(vault / "a.md")) in b for b in batches), 10)
    finally:
        watcher.stop()

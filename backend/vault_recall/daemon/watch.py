"""watchfiles → debounced batches → the indexer. A `git checkout` of thousands of files arrives
as a few batches, not thousands of reindexes; anything that is not a plain note change (a folder
created or moved in, an oversized batch) turns the batch into a full rescan, which costs one stat
per file and reads only what changed.

Each real folder of the vault is watched on its own, without recursion: watchfiles' recursive
mode follows symlinks, so one `link -> /` in a vault would have it crawl the whole disk (and die
on the first unreadable folder). When the set of folders changes the watch restarts, and the
changes that made it restart are handed over only once the new watch is in place.
"""

from __future__ import annotations

import logging
import os
import stat
import threading
from collections.abc import Callable, Collection, Iterable
from pathlib import Path

import watchfiles

from ..engine.vaultfiles import IGNORED_DIRS

log = logging.getLogger("vault_recall.watch")

Changes = set[tuple[watchfiles.Change, str]]

DEBOUNCE_MS = 250
STEP_MS = 30
# How often an idle watch wakes up; also bounds the wait for the first (catch-up) batch.
IDLE_MS = 300
MAX_BATCH_PATHS = 500
_RESCAN = None


def _hidden(name: str) -> bool:
    return name in IGNORED_DIRS or name.startswith(".")


def _in_ignored_folder(parts: tuple[str, ...]) -> bool:
    """The indexer's rule: notes inside .obsidian/.git/hidden folders are not indexed."""
    return any(_hidden(p) for p in parts[:-1])


def batch_paths(
    vault: Path, changes: Iterable[tuple[watchfiles.Change, str]], known: Collection[str] = ()
) -> list[str] | None:
    """Vault-relative note paths to reindex, or None when only a full rescan is safe.

    ``known`` are the notes the index holds: a folder that vanished (deleted, or moved out of the
    vault) is reported as one event for the folder, and its notes are found there.
    """
    paths: set[str] = set()
    known_folders: set[str] | None = None
    for _, raw in changes:
        try:
            rel = Path(raw).relative_to(vault)
        except ValueError:
            return None
        parts = rel.parts
        if not parts or _in_ignored_folder(parts):
            continue
        try:
            mode: int | None = os.lstat(vault / rel).st_mode
        except OSError:
            mode = None
        if mode is not None and stat.S_ISDIR(mode):
            if _hidden(rel.name):
                continue
            # A folder created or moved in: its notes were never reported one by one.
            return None
        if rel.name.lower().endswith(".md"):
            paths.add(rel.as_posix())
        elif mode is None:
            if known_folders is None:
                known_folders = {os.path.dirname(p) for p in known}
                known_folders |= {f for p in known_folders for f in _ancestors(p)}
            folder = rel.as_posix()
            if folder in known_folders:
                prefix = folder + "/"
                paths.update(p for p in known if p.startswith(prefix))
    if len(paths) > MAX_BATCH_PATHS:
        return None
    return sorted(paths)


def _ancestors(folder: str) -> list[str]:
    parts = folder.split("/")
    return ["/".join(parts[:i]) for i in range(1, len(parts))]


def watched_folders(vault: Path, excluded: Collection[str] = ()) -> list[str]:
    """The vault and every real folder in it that the indexer reads; symlinks are not followed."""
    folders = [str(vault)]
    stack = [vault]
    while stack:
        folder = stack.pop()
        try:
            with os.scandir(folder) as it:
                entries = [e for e in it if e.is_dir(follow_symlinks=False) and not _hidden(e.name)]
        except OSError:
            continue
        for entry in entries:
            if Path(entry.path).relative_to(vault).as_posix() in excluded:
                continue
            folders.append(entry.path)
            stack.append(Path(entry.path))
    return sorted(folders)


def _may_change_folders(changes: Changes) -> bool:
    return any(not raw.lower().endswith(".md") or os.path.isdir(raw) for _, raw in changes)


class VaultWatcher:
    """Runs ``on_changes(changes)`` for each settled batch, in its own thread. The first call is
    ``on_changes(None)`` (scan everything), made once the watch is in place."""

    def __init__(
        self,
        vault: Path,
        on_changes: Callable[[Changes | None], None],
        excluded: Collection[str] = (),
        on_error: Callable[[str], None] | None = None,
    ) -> None:
        self.vault = Path(vault).resolve()
        self.on_changes = on_changes
        self.on_error = on_error
        self.excluded = frozenset(e.strip("/") for e in excluded if e.strip("/"))
        self.stop_event = threading.Event()
        self.thread = threading.Thread(target=self._run, name="vault-watcher", daemon=True)
        self.restarts = 0

    def start(self) -> None:
        self.thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        self.stop_event.set()
        if self.thread.is_alive():
            self.thread.join(timeout)

    def _deliver(self, changes: Changes | None) -> None:
        try:
            self.on_changes(changes)
        except Exception:  # a failed batch must not stop the watching; the next rescan heals it
            log.exception("indexing a batch of changes failed")

    def _run(self) -> None:
        owed: Changes | None = _RESCAN
        has_owed = True
        polling = False
        failures = 0
        missing = False
        while not self.stop_event.is_set():
            if not self.vault.is_dir():
                # Unmounted, or a sync tool replacing it: wait, then scan it all again.
                if not missing:
                    missing = True
                    self._report(f"the vault folder is gone ({self.vault}); waiting for it to come back")
                self.stop_event.wait(1.0)
                continue
            if missing:
                missing, has_owed, owed = False, True, _RESCAN
            folders = watched_folders(self.vault, self.excluded)
            try:
                for changes in watchfiles.watch(
                    *folders,
                    watch_filter=self._keep,
                    debounce=DEBOUNCE_MS,
                    step=STEP_MS,
                    rust_timeout=IDLE_MS,
                    yield_on_timeout=True,
                    stop_event=self.stop_event,
                    raise_interrupt=False,
                    recursive=False,
                    force_polling=polling or None,
                    ignore_permission_denied=True,
                ):
                    if self.stop_event.is_set():
                        return
                    if not self.vault.is_dir():
                        # A watch follows the folder's inode, wherever it was moved: look again.
                        has_owed, owed = True, _RESCAN
                        break
                    failures = 0
                    if has_owed:
                        batch = None if owed is _RESCAN else owed | changes
                        has_owed, owed = False, set()
                    elif changes:
                        batch = changes
                    else:
                        continue
                    if (
                        batch is not None
                        and _may_change_folders(batch)
                        and watched_folders(self.vault, self.excluded) != folders
                    ):
                        has_owed, owed = True, batch
                        break
                    self._deliver(batch)
            except OSError as exc:
                # A folder that vanished while the watch was being set up, or the inotify watch
                # limit: retry, then poll (slower, but it still sees every change).
                failures += 1
                has_owed, owed = True, _RESCAN
                if failures >= 5:
                    self._report(f"live updates stopped ({exc}); restart the daemon to resume them")
                    return
                if failures >= 2 and not polling:
                    log.warning("cannot watch the vault natively (%s); polling it instead", exc)
                    polling = True
                self.stop_event.wait(0.2 * failures)
            else:
                self.restarts += 1

    def _report(self, reason: str) -> None:
        log.error("%s", reason)
        if self.on_error is not None:
            self.on_error(reason)

    def _keep(self, change: watchfiles.Change, path: str) -> bool:
        try:
            parts = Path(path).relative_to(self.vault).parts
        except ValueError:
            return False
        return bool(parts) and not _in_ignored_folder(parts)

"""watchfiles → debounced batches → the indexer. A `git checkout` of thousands of files arrives
as a few batches, not thousands of reindexes; anything that is not a plain note change (a folder
renamed or deleted, an overflowed event queue) turns the batch into a full rescan, which costs
one stat per file and reads only what changed.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path

import watchfiles

from .indexer import IGNORED_DIRS

log = logging.getLogger("vault_recall.watch")

DEBOUNCE_MS = 250
STEP_MS = 30
MAX_BATCH_PATHS = 500


def _ignored(parts: tuple[str, ...]) -> bool:
    return any(p in IGNORED_DIRS or p.startswith(".") for p in parts)


def batch_paths(vault: Path, changes: set[tuple[watchfiles.Change, str]]) -> list[str] | None:
    """Vault-relative note paths to reindex, or None when only a full rescan is safe."""
    paths: set[str] = set()
    for _, raw in changes:
        try:
            rel = Path(raw).relative_to(vault)
        except ValueError:
            return None
        parts = rel.parts
        if not parts or _ignored(parts):
            continue
        if not rel.name.lower().endswith(".md"):
            # A folder moved or deleted: inotify reports the folder, not each note in it.
            if "." not in rel.name or (vault / rel).is_dir():
                return None
            continue
        paths.add(rel.as_posix())
    if len(paths) > MAX_BATCH_PATHS:
        return None
    return sorted(paths)


class VaultWatcher:
    """Runs ``on_batch(paths or None)`` for each settled batch of changes, in its own thread."""

    def __init__(self, vault: Path, on_batch: Callable[[list[str] | None], None]) -> None:
        self.vault = Path(vault).resolve()
        self.on_batch = on_batch
        self.stop_event = threading.Event()
        self.thread = threading.Thread(target=self._run, name="vault-watcher", daemon=True)

    def start(self) -> None:
        self.thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        self.stop_event.set()
        self.thread.join(timeout)

    def _run(self) -> None:
        def keep(change: watchfiles.Change, path: str) -> bool:
            try:
                return not _ignored(Path(path).relative_to(self.vault).parts)
            except ValueError:
                return False

        try:
            for changes in watchfiles.watch(
                self.vault, watch_filter=keep, debounce=DEBOUNCE_MS, step=STEP_MS,
                stop_event=self.stop_event, yield_on_timeout=False, raise_interrupt=False,
            ):
                if self.stop_event.is_set():
                    break
                try:
                    self.on_batch(batch_paths(self.vault, changes))
                except Exception:  # a failed batch must not stop the watching; the next rescan heals it
                    log.exception("indexing a batch of changes failed")
        except Exception:
            if not self.stop_event.is_set():
                log.exception("the vault watcher stopped")

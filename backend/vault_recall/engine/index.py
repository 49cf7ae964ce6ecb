"""The persisted index: one tantivy index per vault, holding entry documents and, beside them,
one document per file with what the indexer needs to skip unchanged files.

Why tantivy: measured on this kind of machine (BM25 over pre-tokenised entries, top 10, OR),
tantivy answered in p50 0.06 ms / p99 0.15 ms at 10,000 notes and 0.19 / 0.58 ms at 100,000
(70 MB on disk, 68 MB RSS), where SQLite FTS5 took 0.63 / 5.3 ms and 9.3 / 46 ms (its
``ORDER BY rank`` scores every matching row) and a pickled dict index 2.9 / 21 ms with 401 MB
RSS. It has real BM25 with IDF per field, fast fields to sort by date, and commits that are
atomic: a file's old entries are deleted and its new ones added in one commit, and a process
killed at any moment leaves the last committed state (``meta.json`` is replaced atomically).
Keeping the file states in the same index puts them under that same commit, so the index can
never claim a file is indexed while its entries are missing.

Tokens are computed by ``tokens`` and handed to tantivy joined by spaces, under its whitespace
tokenizer, so index and query share one tokenizer written in Python.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, cast

import orjson
import tantivy

from . import lexicon, tokens
from .atomic import write_atomically
from .documents import (
    NOTE_FIELDS,
    TEXT_FIELDS,
    WRITTEN,
    EntryDocument,
    TokenFields,
    build_schema,
    read_record,
    tie_order,
)
from .notes import WRITTEN_DATES
from .wholenotes import WholeNotes

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

SCHEMA_VERSION = 28
LOCK_FILE = "vault-recall.lock"
# A search reads 50–100 scattered entries from the document store, and each read decompresses
# the whole block it sits in: at tantivy's default 16 KiB a random read took 11 µs, at 2 KiB
# 5 µs (10k-note vault: index 33 → 46 MB, search p50 2.58 → 2.29 ms in process).
DOCSTORE_BLOCK_BYTES = 2048


class IndexLocked(RuntimeError):
    """Another process (usually the daemon) holds this index's writer."""


class IndexCorrupt(RuntimeError):
    """The index folder exists but cannot be opened; the caller rebuilds it."""


class _Counted(Protocol):
    # tantivy's SearchResult has it (None unless searched with count=True); its stub lacks it.
    count: int | None


@dataclass(slots=True, frozen=True)
class FileState:
    size: int
    mtime_ns: int
    digest: str
    entries: int
    skipped: str | None = None
    # Bytes that are not UTF-8 were read as U+FFFD: the rest of the note is indexed.
    replacements: bool = False


def index_version() -> dict[str, int | str]:
    """What an index must have been built with to be reused: the document schema, the
    tokenizer (stopwords, folding tables, stemmer) and the hall rules, since tokens and halls
    are computed in Python at index time."""
    return {"schema": SCHEMA_VERSION, "tokenizer": tokens.FINGERPRINT, "vocabulary": lexicon.vocabulary().fingerprint}


def _lock_folder(directory: Path) -> int | None:
    """An exclusive advisory lock on the index folder, held while this process writes it."""
    fd = os.open(directory / LOCK_FILE, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
    if fcntl is None:  # Windows: tantivy's own writer lock still guards the segments
        return fd
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        os.close(fd)
        raise IndexLocked(f"another process is writing the index in {directory}") from exc
    return fd


def _private_tree(directory: Path) -> None:
    """No group/other bits on the index folder or anything in it. tantivy's merge threads go on
    after a commit, writing and renaming their temporary files (.tmpXXXX): one listed here may be
    gone when its turn comes, and a file that is gone needs no mode."""
    os.chmod(directory, 0o700)
    for entry in os.scandir(directory):
        if entry.is_file(follow_symlinks=False):
            with contextlib.suppress(FileNotFoundError):
                os.chmod(entry.path, 0o600)
        elif entry.is_dir(follow_symlinks=False):
            _private_tree(Path(entry.path))


class IndexStore:
    """Open (or create) the index in ``directory``; ``writable=False`` never takes the writer."""

    def __init__(self, directory: Path, writable: bool = True) -> None:
        self.directory = Path(directory)
        self.schema = build_schema()
        self.rebuilt = False
        self._dirty = False  # changes made since the last commit
        self._lock_fd: int | None = None
        self._writer: tantivy.IndexWriter | None = None
        self._written_share: tuple[tuple[int, int], float] | None = None
        if writable:
            self._open_for_writing()
        else:
            self._open_for_reading()
        self.index.reload()
        self.whole_notes = WholeNotes(self.directory, writable)

    def _open_for_reading(self) -> None:
        """Never creates, wipes or chmods anything: a reader may run beside the daemon."""
        if not (self.directory / "meta.json").exists():
            raise IndexCorrupt(f"no index in {self.directory} yet")
        if not self._version_matches() or not WholeNotes.exists(self.directory):
            raise IndexCorrupt(f"the index in {self.directory} is from another version; run `index`")
        try:
            self.index = tantivy.Index.open(str(self.directory))
        except ValueError as exc:
            raise IndexCorrupt(f"cannot open the index in {self.directory}: {exc}") from exc

    def _open_for_writing(self) -> None:
        old_umask = os.umask(0o077)
        try:
            self.directory.mkdir(parents=True, exist_ok=True, mode=0o700)
            # Our own lock first: nothing may be wiped while another process writes here.
            self._lock_fd = _lock_folder(self.directory)
            fresh = not (self.directory / "meta.json").exists()
            if not self._version_matches() or not (fresh or WholeNotes.exists(self.directory)):
                # Another version's index, or one whose whole notes are gone: rebuild both.
                self._wipe()
                fresh = True
            try:
                self.index = tantivy.Index(self.schema, path=str(self.directory), reuse=True)
                if fresh:
                    self._set_docstore_block_size()
            except ValueError as exc:
                self._release_lock()
                raise IndexCorrupt(f"cannot open the index in {self.directory}: {exc}") from exc
            self._write_version()
            try:
                # One indexing thread: the notes are parsed and tokenised in worker processes, so
                # a second thread made a cold index of 10,000 notes no faster (9.4 s against 9.2
                # – 10.7 s) and split each commit into twice the segments, which every search
                # then walks: in process p50 2.23 → 2.04 ms at 10,000 notes.
                self._writer = self.index.writer(heap_size=64_000_000, num_threads=1)
            except ValueError as exc:
                self._release_lock()
                raise IndexLocked(str(exc)) from exc
            # A process killed mid-commit leaves files no commit refers to; tantivy names the
            # next ones alike (segment id and operation stamp), and writing them then failed
            # with FileAlreadyExists until they were removed.
            self._writer.garbage_collect_files()
            _private_tree(self.directory)
        finally:
            os.umask(old_umask)

    def _set_docstore_block_size(self) -> None:
        """tantivy-py takes no index settings, but tantivy reads them from ``meta.json`` each
        time it opens an index and writes every segment with them: set the block size in the
        new, still empty index's meta file, then open it again."""
        meta_path = self.directory / "meta.json"
        meta = json.loads(meta_path.read_text())
        meta["index_settings"]["docstore_blocksize"] = DOCSTORE_BLOCK_BYTES
        write_atomically(meta_path, json.dumps(meta).encode())
        self.index = tantivy.Index(self.schema, path=str(self.directory), reuse=True)

    def _release_lock(self) -> None:
        if self._lock_fd is not None:
            os.close(self._lock_fd)
            self._lock_fd = None

    # Versioning -------------------------------------------------------------------------------

    def _version_file(self) -> Path:
        return self.directory / "vault-recall.json"

    def _version_matches(self) -> bool:
        if not any(entry.name != LOCK_FILE for entry in self.directory.iterdir()):
            return True
        try:
            written: object = json.loads(self._version_file().read_text())
            return written == index_version()
        except (OSError, ValueError, KeyError, TypeError):
            return False

    def _write_version(self) -> None:
        path = self._version_file()
        if not path.exists():
            write_atomically(path, json.dumps(index_version()).encode())

    def _wipe(self) -> None:
        self.wipe_folder(self.directory)
        self.rebuilt = True

    @staticmethod
    def wipe_folder(directory: Path) -> None:
        """A schema change or a damaged index: start from an empty folder."""
        for entry in os.scandir(directory):
            if entry.name == LOCK_FILE:
                continue
            if entry.is_dir(follow_symlinks=False):
                shutil.rmtree(entry.path)
            else:
                os.unlink(entry.path)

    # Reading ----------------------------------------------------------------------------------

    @property
    def writable(self) -> bool:
        return self._writer is not None

    def searcher(self) -> tantivy.Searcher:
        return self.index.searcher()

    def whole_note_searcher(self) -> tantivy.Searcher:
        return self.whole_notes.searcher()

    def files(self) -> dict[str, FileState]:
        """Every file the index knows, with the state it was indexed at."""
        searcher = self.searcher()
        query = tantivy.Query.term_query(self.schema, "kind", "file")
        total = cast(_Counted, searcher.search(query, limit=1, count=True)).count or 0
        states: dict[str, FileState] = {}
        if total:
            for _, address in searcher.search(query, limit=total, count=False).hits:
                data = read_record(searcher, address)
                states[data["path"]] = FileState(
                    data["size"],
                    data["mtime_ns"],
                    data["digest"],
                    data["entries"],
                    data.get("skipped"),
                    data.get("replacements", False),
                )
        return states

    def count(self, kind: str = "entry", searcher: tantivy.Searcher | None = None) -> int:
        query = tantivy.Query.term_query(self.schema, "kind", kind)
        return cast(_Counted, (searcher or self.searcher()).search(query, limit=1, count=True)).count or 0

    def written_share(self, searcher: tantivy.Searcher) -> float:
        """The share of the vault's entries whose date their author wrote (their own, a dated
        heading's, a daily note's name): near 0 in a vault of reference pages, a third or more
        in a journal. Counting walks two posting lists, so it is kept until the index changes
        (its document and segment counts: an edit that changes neither barely moves it)."""
        key = (searcher.num_docs, searcher.num_segments)
        if self._written_share is None or self._written_share[0] != key:
            entries = self.count("entry", searcher)
            share = self.count(WRITTEN, searcher) / entries if entries else 0.0
            self._written_share = (key, share)
        return self._written_share[1]

    # Writing ----------------------------------------------------------------------------------

    def _require_writer(self) -> tantivy.IndexWriter:
        if self._writer is None:
            raise IndexLocked("this index was opened read-only")
        return self._writer

    def delete(self, path: str) -> None:
        self._require_writer().delete_documents_by_term("path", path)
        self.whole_notes.delete(path)
        self._dirty = True

    def put_file(self, path: str, state: FileState, entries: list[EntryDocument]) -> None:
        """Replace everything indexed for ``path`` (applied at the next commit)."""
        writer = self._require_writer()
        writer.delete_documents_by_term("path", path)
        self.whole_notes.delete(path)
        for entry in entries:
            writer.add_document(self._entry_document(path, entry))
            if "note_fields" in entry:
                fields = entry["note_fields"]
                names = entry["stored"].get("names", [])
                chinese = bool(entry["stored"].get("chinese"))
                writer.add_document(self._note_document(path, fields, entry["day"], names, chinese))
                words = [t for name in NOTE_FIELDS for t in fields.get(name, ())]
                self.whole_notes.put(path, words, tie_order(path, 0, entry["day"]))
        writer.add_document(self._file_document(path, state))
        self._dirty = True

    def put_file_state(self, path: str, state: FileState) -> None:
        """Record a new stat for a file whose content (and so its entries) did not change."""
        writer = self._require_writer()
        writer.delete_documents_by_query(self._file_query(path))
        writer.add_document(self._file_document(path, state))
        self._dirty = True

    def _file_query(self, path: str) -> tantivy.Query:
        return tantivy.Query.boolean_query(
            [
                (tantivy.Occur.Must, tantivy.Query.term_query(self.schema, "kind", "file")),
                (tantivy.Occur.Must, tantivy.Query.term_query(self.schema, "path", path)),
            ]
        )

    @staticmethod
    def _file_document(path: str, state: FileState) -> tantivy.Document:
        record = {
            "path": path,
            "size": state.size,
            "mtime_ns": state.mtime_ns,
            "digest": state.digest,
            "entries": state.entries,
            "skipped": state.skipped,
            "replacements": state.replacements,
        }
        doc = tantivy.Document(kind="file", path=path)
        doc.add_bytes("doc", orjson.dumps(record))
        return doc

    @staticmethod
    def _note_document(
        path: str, note_fields: TokenFields, day: int, names: list[list[str]], chinese: bool
    ) -> tantivy.Document:
        doc = tantivy.Document(kind="note", path=path)
        # Notes tied in score are taken newest first, like entries (ties.top).
        doc.add_unsigned("order", tie_order(path, 0, day))
        for name in NOTE_FIELDS:
            if note_fields.get(name):
                doc.add_text(name, " ".join(note_fields[name]))
        # The words of its title and aliases: the note ranking says which notes a question names;
        # with its language, which of them is another's translation (languages.stand_ins).
        doc.add_bytes("doc", orjson.dumps({"path": path, "names": names, "chinese": chinese}))
        return doc

    def _entry_document(self, path: str, entry: EntryDocument) -> tantivy.Document:
        doc = tantivy.Document(
            kind="entry", path=path, hall=entry["hall"], date=entry["day"], line=entry["stored"]["line_start"]
        )
        doc.add_unsigned("order", tie_order(path, entry["stored"]["line_start"], entry["day"]))
        if entry["stored"].get("date_source") in WRITTEN_DATES:
            # Counted by written_share(): how much of the vault is a journal.
            doc.add_text("kind", WRITTEN)
        for name in TEXT_FIELDS:
            tokens = entry["fields"].get(name)
            if tokens:
                doc.add_text(name, " ".join(tokens))
        task = entry.get("task")
        if task:
            doc.add_text("task", task)
        for link in entry["links"]:
            doc.add_text("links", link)
        doc.add_bytes("doc", orjson.dumps(entry["stored"]))
        return doc

    def commit(self) -> None:
        writer = self._require_writer()
        # The whole notes first: a crash between the two commits leaves them ahead of the
        # entries, and the files the entries' index lacks are indexed again, both sides.
        self.whole_notes.commit()
        writer.commit()
        self._dirty = False
        # tantivy creates segment files with the process umask; the CLI and daemon set 077,
        # and this keeps a library caller with a looser umask private too.
        _private_tree(self.directory)
        self.index.reload()

    def rollback(self) -> None:
        if self._writer is not None:
            self._writer.rollback()
            self.whole_notes.rollback()
            self._dirty = False

    def close(self, settle: bool = False) -> None:
        """Discard what was not committed and release the writer. ``settle`` first lets the
        segment merges the last commits started finish (rolling back abandons them): a cold
        index of 100k notes otherwise left them to the daemon's first save, which then took
        0.6 s instead of 0.1 s while they ran."""
        if self._writer is not None:
            try:
                if self._dirty or not settle:
                    self._writer.rollback()
                self._writer.wait_merging_threads()
            except ValueError:
                pass
            self._writer = None
        self.whole_notes.close(settle and not self._dirty)
        self._release_lock()

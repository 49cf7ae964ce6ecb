"""Keeps the index equal to the vault: walk it, read what changed, parse and tokenise it, and
replace each changed file's entries in one commit.

Unchanged files are recognised by size + mtime without reading them, and by content digest when
only the mtime moved (a ``git checkout`` or a sync tool touching every file), so reopening an
indexed vault tokenises nothing. Files that cannot be indexed are recorded with a reason and
skipped; bytes that are not UTF-8 in a text note are read as U+FFFD and the note is recorded as
decoded with replacements; nothing in a note can stop the indexer.
"""

from __future__ import annotations

import logging
import os
import re
import stat
import time
from collections.abc import Callable, Generator, Iterable
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from . import tokens
from .documents import EntryDocument, TokenFields, day_number
from .index import FileState, IndexStore
from .notes import Note, parse_note
from .vaultfiles import (
    SkipFile,
    Vanished,
    VaultMissing,
    decode_note,
    digest,
    is_ignored,
    read_note_bytes,
    walk_vault,
)
from .workers import map_in_workers

log = logging.getLogger("vault_recall.indexer")

BATCH_FILES = 5000
PARALLEL_MIN_FILES = 400
MAX_WORKERS = 4
HEADING_SEPARATOR = " › "

Progress = Callable[[int, int], None]


@dataclass
class UpdateReport:
    scanned: int = 0
    indexed: int = 0
    touched: int = 0
    deleted: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)
    decoded_with_replacements: list[str] = field(default_factory=list)
    tokenized_bytes: int = 0
    seconds: float = 0.0


# A wikilink or embed, target and shown text: "[[Terraform 模組化]]", "[[Note|its alias]]".
_LINK_SPAN_RE = re.compile(r"!?\[\[[^\]]*\]\]")


def link_only_words(text: str, body: list[str]) -> list[str]:
    """The words an entry says only inside its wikilinks: "(見 [[Terraform 模組化]])" points at
    that note; its words are the other note's subject, not this entry's."""
    outside = set(tokens.tokenize(_LINK_SPAN_RE.sub(" ", text)))
    return sorted(set(body) - outside)


def note_documents(note: Note) -> list[EntryDocument]:
    """The index documents of one parsed note: token fields, links, and what results show."""
    names = [sorted(set(tokens.tokenize(name))) for name in (note.title, *note.aliases)]
    title_tokens = [t for name in names for t in name]
    note_tag_tokens = _tag_tokens(note.tags)
    # The language the note is written in, for questions asked in one (code is neither).
    chinese = tokens.mostly_chinese(" ".join(e.text for e in note.entries if e.kind != "code") or note.title)
    documents: list[EntryDocument] = []
    all_headings: dict[str, None] = {}
    folders = PurePosixPath(note.path).parent.parts
    folder_tokens = set(tokens.tokenize(" ".join(folders)))
    for position, entry in enumerate(note.entries):
        heading = [h for h in entry.heading if not (h == note.title and entry.heading[0] == h)]
        body = _code_tokens(entry.text) if entry.kind == "code" else tokens.tokenize(entry.text)
        heading_tokens = tokens.tokenize(" ".join(heading))
        tag_tokens = _tag_tokens(entry.tags)
        fields: TokenFields = {"body": body, "heading": heading_tokens, "tags": tag_tokens}
        if position == 0:
            fields["title"] = title_tokens
            fields["tags"] = tag_tokens + note_tag_tokens
        context = set(heading_tokens) | set(title_tokens) | set(note_tag_tokens) | folder_tokens
        linked = link_only_words(entry.text, body) if entry.kind != "code" and "[[" in entry.text else []
        all_headings.update(dict.fromkeys(heading))
        documents.append(
            {
                "hall": entry.hall,
                "task": entry.task,
                "day": day_number(entry.date if entry.dated else None),
                "links": [tokens.normalize(link) for link in entry.links]
                + ([tokens.normalize(note.title)] if position == 0 else []),
                "fields": fields,
                "stored": {
                    "path": note.path,
                    "line_start": entry.line_start,
                    "line_end": entry.line_end,
                    "kind": entry.kind,
                    "heading": HEADING_SEPARATOR.join(entry.heading),
                    "title": note.title,
                    "date": entry.date.isoformat() if entry.date else None,
                    "dated": entry.dated,
                    "date_source": entry.date_source,
                    "hall": entry.hall,
                    "task": entry.task,
                    "confidence": note.confidence,
                    "chinese": chinese,
                    "first": position == 0,
                    "text": entry.text,
                    "terms": sorted(set(body) | set(tag_tokens)),
                    "linked": linked,
                    "context": sorted(context),
                    "names": [n for n in names if n],
                    "section": sorted(set(tokens.tokenize(entry.heading[-1]))) if entry.heading else [],
                },
            }
        )
    if documents:
        # The note as a whole, for the note ranking: carried by its first entry.
        documents[0]["note_fields"] = {
            "note_title": title_tokens + note_tag_tokens,
            # Its folders say what it is about as its headings do (Plugins/, Obsidian Sync/, Cats/).
            "note_heading": tokens.tokenize(" ".join([*all_headings, *folders])),
            # Its entries' words, and what its front matter says about it (a description).
            "note_body": [t for d in documents for t in d["fields"]["body"]] + tokens.tokenize(note.about),
        }
    return documents


def _tag_tokens(tags: Iterable[str]) -> list[str]:
    out: list[str] = []
    for tag in tags:
        whole = tokens.normalize(tag)
        out.append(whole)
        out.extend(t for t in tokens.tokenize(tag.replace("/", " ")) if t != whole)
    return out


def _code_tokens(text: str) -> list[str]:
    """Code is searchable by its identifiers; jieba's segmentation would only add noise."""
    normalized = tokens.normalize(text)
    return [t for t, _, _ in tokens.iter_tokens(normalized) if not tokens.is_cjk(t)]


class Indexer:
    """Brings an ``IndexStore`` up to date with a vault folder."""

    def __init__(self, vault: Path, store: IndexStore, excluded: Iterable[str] = ()) -> None:
        self.vault = Path(vault)
        self.store = store
        self.excluded = frozenset(e.strip("/") for e in excluded if e.strip("/"))
        # The committed file states, kept in memory so a watcher batch costs no index scan.
        self.known: dict[str, FileState] = store.files()
        # .md names the last full walk could not index, with why (not stored: they may not be text).
        self.left_out: list[tuple[str, str]] = []

    def reload(self) -> None:
        """After a failed batch was rolled back, trust only what the index committed."""
        self.known = self.store.files()

    def skipped(self) -> list[tuple[str, str]]:
        return sorted([(p, s.skipped) for p, s in self.known.items() if s.skipped] + self.left_out)

    def decoded_with_replacements(self) -> list[str]:
        """Indexed notes with bytes that are not UTF-8, read as U+FFFD."""
        return sorted(p for p, s in self.known.items() if s.replacements)

    def update(self, progress: Progress | None = None, paths: Iterable[str] | None = None) -> UpdateReport:
        """Index what changed. ``paths`` limits the work to those vault-relative paths."""
        started = time.perf_counter()
        if not self.vault.is_dir():
            raise VaultMissing.at(self.vault)
        known = self.known
        if paths is None:
            left_out: list[tuple[str, str]] = []
            on_disk = walk_vault(self.vault, self.excluded, left_out)
            self.left_out = left_out
            gone = [p for p in known if p not in on_disk]
        else:
            on_disk, gone = self._stat_paths(paths)
            gone = [p for p in gone if p in known]
        report = UpdateReport(scanned=len(on_disk))
        changed = [p for p, st in on_disk.items() if self._changed(known.get(p), st)]
        for path in gone:
            self.store.delete(path)
            del known[path]
            report.deleted += 1
        total = len(changed)
        if progress:
            progress(0, total)
        pending = report.deleted
        tasks = [
            (
                str(self.vault),
                rel,
                on_disk[rel].st_size,
                on_disk[rel].st_mtime_ns,
                on_disk[rel].st_mtime,
                known[rel].digest if rel in known and known[rel].skipped is None else None,
            )
            for rel in changed
        ]
        # closing(): whatever stops this loop (Ctrl-C, the daemon stopping, a failed commit)
        # stops the worker processes with it, not when the iterator is garbage-collected.
        with closing(_prepare_all(tasks)) as prepared_files:
            for done, prepared in enumerate(prepared_files, 1):
                self._apply(prepared, report)
                pending += 1
                if pending >= BATCH_FILES:
                    self.store.commit()
                    pending = 0
                if progress and (done % 200 == 0 or done == total):
                    progress(done, total)
        if pending:
            self.store.commit()
        report.seconds = time.perf_counter() - started
        return report

    def _apply(self, prepared: Prepared, report: UpdateReport) -> None:
        rel, state = prepared.rel, prepared.state
        if prepared.gone:
            # Deleted after the listing: the watcher's next batch or scan would say the same.
            if rel in self.known:
                self.store.delete(rel)
                del self.known[rel]
                report.deleted += 1
            return
        if prepared.documents is None and state.skipped is None:
            # Only the mtime moved: record the new stat, keep the entries as they are.
            report.touched += 1
            previous = self.known[rel]
            state = FileState(
                state.size, state.mtime_ns, state.digest, previous.entries, replacements=previous.replacements
            )
            self.store.put_file_state(rel, state)
        else:
            self.store.put_file(rel, state, prepared.documents or [])
            if state.skipped:
                log.info("skipped %s: %s", rel, state.skipped)
                report.skipped.append((rel, state.skipped))
            else:
                report.indexed += 1
                report.tokenized_bytes += state.size
                if state.replacements:
                    log.info("decoded %s with replacements: bytes that are not UTF-8 read as U+FFFD", rel)
                    report.decoded_with_replacements.append(rel)
        self.known[rel] = state

    def _stat_paths(self, paths: Iterable[str]) -> tuple[dict[str, os.stat_result], list[str]]:
        present: dict[str, os.stat_result] = {}
        gone: list[str] = []
        for rel in paths:
            parts = tuple(rel.split("/"))
            if is_ignored(parts, self.excluded) or not rel.lower().endswith(".md"):
                continue
            try:
                st = os.lstat(self.vault / rel)
            except OSError:
                gone.append(rel)
                continue
            if stat.S_ISREG(st.st_mode):
                present[rel] = st
            else:
                gone.append(rel)
        return present, gone

    @staticmethod
    def _changed(state: FileState | None, st: os.stat_result) -> bool:
        return state is None or state.size != st.st_size or state.mtime_ns != st.st_mtime_ns


@dataclass(slots=True)
class Prepared:
    """One changed file, read and parsed, ready for the store. ``documents`` is None when only
    the mtime changed (same digest) or when the file is skipped (``state.skipped`` says why)."""

    rel: str
    state: FileState
    documents: list[EntryDocument] | None
    gone: bool = False


Task = tuple[str, str, int, int, float, "str | None"]


def prepare(task: Task) -> Prepared:
    """Read, decode, parse and tokenise one note. Pure, so it runs in worker processes."""
    vault, rel, size, mtime_ns, mtime, old_digest = task
    try:
        data = read_note_bytes(Path(vault) / rel)
    except Vanished:
        return Prepared(rel, FileState(size, mtime_ns, "", 0), None, gone=True)
    except SkipFile as exc:
        # The stat size, so an unchanged unreadable file is not retried on every update.
        return Prepared(rel, FileState(size, mtime_ns, "", 0, str(exc)), None)
    content_digest = digest(data)
    if content_digest == old_digest:
        return Prepared(rel, FileState(len(data), mtime_ns, content_digest, 0), None)
    try:
        decoded = decode_note(data)
    except SkipFile as exc:
        return Prepared(rel, FileState(len(data), mtime_ns, content_digest, 0, str(exc)), None)
    documents = note_documents(parse_note(rel, decoded.text, mtime))
    state = FileState(len(data), mtime_ns, content_digest, len(documents), replacements=decoded.replacements)
    return Prepared(rel, state, documents)


def _prepare_all(tasks: list[Task]) -> Generator[Prepared, None, None]:
    """Tokenising is the cold-index bottleneck: spread big batches over the machine's cores.
    Closing the iterator early stops the workers at once."""
    workers = min(os.cpu_count() or 1, MAX_WORKERS)
    if len(tasks) < PARALLEL_MIN_FILES or workers < 2:
        yield from map(prepare, tasks)
    else:
        yield from map_in_workers(prepare, tasks, workers)

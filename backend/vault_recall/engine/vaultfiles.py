"""A vault's files as the indexer reads them: which files are notes (Markdown, not hidden,
not in an ignored or excluded folder, never through a symlink), reading one without following
a symlink or blocking on a pipe, and decoding its bytes; a file that cannot be read is skipped
with the reason, never an error that stops the indexer."""

from __future__ import annotations

import hashlib
import logging
import os
import stat
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger("vault_recall.vaultfiles")

IGNORED_DIRS = frozenset({".obsidian", ".trash", ".git", ".stversions", ".sync", "node_modules"})
MAX_NOTE_BYTES = 8 * 1024 * 1024


class VaultMissing(FileNotFoundError):
    """The vault folder does not exist (or is not a folder)."""

    @classmethod
    def at(cls, vault: Path) -> VaultMissing:
        """The error for ``vault``, which is not a folder: a file given by mistake is named as one."""
        if Path(vault).is_file():
            return cls(f"the vault must be a folder, but {vault} is a file")
        return cls(f"vault folder not found: {vault}")


class SkipFile(Exception):
    """A file that is not indexed, with the reason shown in /status and the log."""


class Vanished(SkipFile):
    """The file was deleted between listing and reading: the indexer forgets it."""


def is_ignored(rel_parts: tuple[str, ...], excluded: frozenset[str]) -> bool:
    """True for paths inside .obsidian/.trash/.git, hidden folders or user-excluded folders,
    and for dot-named files, which Obsidian hides."""
    if rel_parts and rel_parts[-1].startswith("."):
        return True
    for i, part in enumerate(rel_parts[:-1]):
        if part in IGNORED_DIRS or part.startswith("."):
            return True
        if "/".join(rel_parts[: i + 1]) in excluded:
            return True
    return False


def walk_vault(
    root: Path, excluded: frozenset[str] = frozenset(), left_out: list[tuple[str, str]] | None = None
) -> dict[str, os.stat_result]:
    """Every Markdown note in the vault, by vault-relative path. Symlinks are never followed;
    ``.md`` names that are left out (symlinks, pipes, undecodable names) go to ``left_out``."""
    found: dict[str, os.stat_result] = {}
    stack = [""]
    while stack:
        rel_dir = stack.pop()
        try:
            with os.scandir(root / rel_dir if rel_dir else root) as it:
                entries = list(it)
        except OSError as exc:
            log.warning("cannot list %s: %s", rel_dir or ".", exc.strerror)
            continue
        for entry in entries:
            rel = f"{rel_dir}/{entry.name}" if rel_dir else entry.name
            try:
                st = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if stat.S_ISDIR(st.st_mode):
                if entry.name in IGNORED_DIRS or entry.name.startswith(".") or rel in excluded:
                    continue
                stack.append(rel)
            elif entry.name.lower().endswith(".md") and not entry.name.startswith("."):
                # Dot-named files are hidden in Obsidian, and never served.
                reason = _left_out_reason(rel, st)
                if reason is None:
                    found[rel] = st
                elif left_out is not None:
                    left_out.append((printable_name(rel), reason))
    return found


def _left_out_reason(rel: str, st: os.stat_result) -> str | None:
    if stat.S_ISLNK(st.st_mode):
        return "symlink (never followed)"
    if not stat.S_ISREG(st.st_mode):
        return "not a regular file"
    if not _is_text_name(rel):
        return "file name is not valid UTF-8"
    return None


def printable_name(rel: str) -> str:
    """A file name with undecodable bytes, shown with U+FFFD where the bytes were."""
    return rel.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


def _is_text_name(rel: str) -> bool:
    """Names with undecodable bytes (PEP 383 surrogates) cannot be stored, served or opened."""
    try:
        rel.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def read_note_bytes(path: Path) -> bytes:
    """Read a regular file without following symlinks or blocking on a FIFO."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError as exc:
        raise Vanished("deleted while being read") from exc
    except OSError as exc:
        raise SkipFile(f"cannot open: {exc.strerror}") from exc
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise SkipFile("not a regular file")
        if st.st_size > MAX_NOTE_BYTES:
            raise SkipFile(f"larger than {MAX_NOTE_BYTES // (1024 * 1024)} MB")
        chunks = []
        remaining = MAX_NOTE_BYTES + 1
        while remaining > 0:
            chunk = os.read(fd, min(remaining, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            remaining -= len(chunk)
        data = b"".join(chunks)
        if len(data) > MAX_NOTE_BYTES:
            raise SkipFile(f"larger than {MAX_NOTE_BYTES // (1024 * 1024)} MB")
        return data
    except OSError as exc:
        raise SkipFile(f"cannot read: {exc.strerror}") from exc
    finally:
        os.close(fd)


@dataclass(frozen=True, slots=True)
class DecodedNote:
    text: str
    replacements: bool  # bytes that are not UTF-8 became U+FFFD


def decode_note(data: bytes) -> DecodedNote:
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return DecodedNote(data.decode("utf-16"), replacements=False)
        except UnicodeDecodeError as exc:
            raise SkipFile("invalid UTF-16") from exc
    if b"\x00" in data:
        raise SkipFile("binary content (NUL bytes)")
    try:
        return DecodedNote(data.decode("utf-8-sig"), replacements=False)
    except UnicodeDecodeError:
        # One stray byte (a paste from a Windows-1252 file) must not hide every other word.
        return DecodedNote(data.decode("utf-8-sig", "replace"), replacements=True)


def digest(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()

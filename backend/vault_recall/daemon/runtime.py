"""The token and the runtime file the plugin reads to connect: private files (0600) in private
folders (0700) of the user's config dir, created without following symlinks and replaced
atomically, so another local user or a planted symlink can neither read nor redirect them.
"""
from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import stat
from collections.abc import Iterator
from pathlib import Path

from ..engine.atomic import write_atomically
from ..engine.config import config_dir, vault_id

TOKEN_ENV = "VAULT_RECALL_TOKEN"
MAX_PRIVATE_BYTES = 64 * 1024
_TOKEN_BYTES = re.compile(rb"[A-Za-z0-9_\-.~+/=]{16,512}")


class UnsafePath(RuntimeError):
    """A token or runtime path that is a symlink or not ours: refused, never followed."""


@contextlib.contextmanager
def _private_umask() -> Iterator[None]:
    # mkdir(parents=True) creates the missing parents with the umask's mode, not ``mode``.
    old = os.umask(0o077)
    try:
        yield
    finally:
        os.umask(old)


def _check_owner(path: Path, st: os.stat_result) -> None:
    if hasattr(os, "getuid") and st.st_uid != os.getuid():
        raise UnsafePath(f"{path} belongs to another user")


def private_dir(path: Path) -> Path:
    with _private_umask():
        path.mkdir(parents=True, exist_ok=True, mode=0o700)
    st = os.lstat(path)
    if stat.S_ISLNK(st.st_mode) or not stat.S_ISDIR(st.st_mode):
        raise UnsafePath(f"{path} is not a plain folder (a symlink?); remove it")
    _check_owner(path, st)
    if st.st_mode & 0o077:
        os.chmod(path, 0o700)
    return path


def write_private(path: Path, data: bytes) -> None:
    """Write ``data`` to a new 0600 file beside ``path`` and rename it over ``path``."""
    if path.is_symlink():
        raise UnsafePath(f"{path} is a symlink; remove it")
    with _private_umask():
        write_atomically(path, data)


def read_private(path: Path) -> bytes | None:
    """Read a private file, tightening a too-open mode; refuse symlinks."""
    try:
        # O_NONBLOCK: a FIFO planted in place of the file must not hang the daemon's start.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise UnsafePath(f"{path} cannot be opened safely ({exc.strerror}); remove it") from exc
    with os.fdopen(fd, "rb") as handle:
        st = os.fstat(handle.fileno())
        if not stat.S_ISREG(st.st_mode):
            raise UnsafePath(f"{path} is not a regular file")
        _check_owner(path, st)
        if st.st_mode & 0o077:
            os.fchmod(handle.fileno(), 0o600)
        return handle.read(MAX_PRIVATE_BYTES)


def token_path(vault: Path) -> Path:
    return config_dir() / "tokens" / vault_id(vault)


def runtime_path(vault: Path) -> Path:
    return config_dir() / "runtime" / f"{vault_id(vault)}.json"


def load_token(vault: Path) -> str:
    """``VAULT_RECALL_TOKEN`` if set, else the vault's stored token, made on first use."""
    from_env = os.environ.get(TOKEN_ENV)
    if from_env:
        return from_env
    path = token_path(vault)
    private_dir(path.parent.parent)
    private_dir(path.parent)
    existing = (read_private(path) or b"").strip()
    if _TOKEN_BYTES.fullmatch(existing):
        return existing.decode("ascii")
    # Missing, empty or garbled (a token must survive an HTTP header unchanged): make a new one.
    token = secrets.token_urlsafe(32)
    write_private(path, token.encode("ascii"))
    return token


def write_runtime(vault: Path, port: int, token: str, version: str) -> Path:
    path = runtime_path(vault)
    private_dir(path.parent.parent)
    private_dir(path.parent)
    record = {"port": port, "token": token, "pid": os.getpid(), "vault": str(Path(vault).resolve()),
              "version": version}
    write_private(path, json.dumps(record).encode("utf-8"))
    return path


def remove_runtime(vault: Path) -> None:
    path = runtime_path(vault)
    try:
        record = json.loads(read_private(path) or b"{}")
    except (ValueError, UnsafePath):
        return
    if record.get("pid") == os.getpid():
        path.unlink(missing_ok=True)


def read_runtime(vault: Path) -> dict | None:
    try:
        raw = read_private(runtime_path(vault))
        return json.loads(raw) if raw else None
    except (ValueError, UnsafePath):
        return None

"""The token and the runtime file the plugin reads to connect: private files (0600) in private
folders (0700) of the user's config dir, created without following symlinks and replaced
atomically, so another local user or a planted symlink can neither read nor redirect them.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import re
import secrets
import stat
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

from ..engine.atomic import write_atomically
from ..engine.config import config_dir, vault_id

TOKEN_ENV = "VAULT_RECALL_TOKEN"
MAX_PRIVATE_BYTES = 64 * 1024
_TOKEN_BYTES = re.compile(rb"[A-Za-z0-9_\-.~+/=]{16,512}")
# Names this process in the runtime files it writes: a pid alone can be another daemon's (pid 1 in
# each of two containers sharing a config folder, or a pid reused after a crash).
INSTANCE = secrets.token_hex(8)


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


def write_runtime(vault: Path, port: int, token: str, version: str, index_dir: Path | None = None) -> Path:
    path = runtime_path(vault)
    private_dir(path.parent.parent)
    private_dir(path.parent)
    record = {
        "port": port,
        "token": token,
        "pid": os.getpid(),
        "vault": str(Path(vault).resolve()),
        "version": version,
        "instance": INSTANCE,
    }
    if index_dir is not None:
        record["index_dir"] = str(Path(index_dir).resolve())
    write_private(path, json.dumps(record).encode("utf-8"))
    return path


def remove_runtime(vault: Path) -> None:
    """Remove the vault's runtime file if this process wrote it; another daemon's stays."""
    path = runtime_path(vault)
    try:
        record = json.loads(read_private(path) or b"{}")
    except (ValueError, UnsafePath):
        return
    if record.get("pid") == os.getpid() and record.get("instance") == INSTANCE:
        path.unlink(missing_ok=True)


def _read_record(path: Path) -> dict | None:
    try:
        raw = read_private(path)
        record = json.loads(raw) if raw else None
    except (ValueError, UnsafePath):
        return None
    return record if isinstance(record, dict) else None


def read_runtime(vault: Path) -> dict | None:
    return _read_record(runtime_path(vault))


def probe_health(port: int, timeout: float = 2.0) -> dict | None:
    """``GET /health`` on 127.0.0.1 (never through a proxy); the answer, or None."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request("GET", "/health")
        response = conn.getresponse()
        body = json.loads(response.read(4096)) if response.status == 200 else None
    except (OSError, ValueError, http.client.HTTPException):
        return None
    finally:
        conn.close()
    return body if isinstance(body, dict) else None


def pid_alive(pid: int) -> bool | None:
    """True, False, or None when it cannot be told (on Windows ``os.kill`` would end the process)."""
    if sys.platform == "win32" or not isinstance(pid, int) or pid <= 0:
        return None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def running_daemon(
    vault: Path, probe: Callable[[int], dict | None] = probe_health, alive: Callable[[int], bool | None] = pid_alive
) -> dict | None:
    """The runtime record of another process's daemon for ``vault`` that is alive and answers
    ``/health``; None when there is none (no file, a stale one, or this process's own)."""
    record = read_runtime(vault)
    if not record or record.get("pid") == os.getpid() or alive(record.get("pid")) is False:
        return None
    port = record.get("port")
    if not isinstance(port, int) or isinstance(port, bool):
        return None
    answer = probe(port)
    return record if answer and answer.get("ok") is True else None


def daemon_on_port(port: int, alive: Callable[[int], bool | None] = pid_alive) -> dict | None:
    """The runtime record of a live daemon (of any vault) that says it listens on ``port``."""
    folder = config_dir() / "runtime"
    try:
        paths = sorted(folder.glob("*.json"))
    except OSError:
        return None
    for path in paths:
        record = _read_record(path)
        if record and record.get("port") == port and alive(record.get("pid")) is True:
            return record
    return None

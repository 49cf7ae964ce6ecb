"""Replacing a file so that a crash leaves the old content or the new, never half of either."""

from __future__ import annotations

import os
import secrets
from collections.abc import Callable
from pathlib import Path


def write_atomically(path: Path, data: bytes, before_replace: Callable[[Path], None] | None = None) -> None:
    """Write ``data`` to a new 0600 temp file beside ``path`` (created exclusively, never through
    a symlink), fsync it, let ``before_replace`` adjust or veto it, then rename it over ``path``.
    The temp file does not outlive a failure."""
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if before_replace is not None:
            before_replace(tmp)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise

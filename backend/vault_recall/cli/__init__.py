"""The `vault-recall` command line: the search commands and the maintenance tools.

Ctrl-C stops any command with one line and status 130, whenever it comes. A terminal sends
SIGINT to the whole process group, and Python raises KeyboardInterrupt for each one: a second
Ctrl-C used to break into the cleanup the first one started (stopping the indexing workers,
rolling back) and print tracebacks. So the first Ctrl-C raises, and later ones are ignored while
that cleanup, well under a second, finishes. The commands are imported inside ``main`` because
importing them takes half a second (tantivy, jieba's dictionary), long enough to be interrupted.
"""

from __future__ import annotations

import signal
import sys
from types import FrameType

INTERRUPTED = "vault-recall: interrupted — the index keeps its last commit"


def main(argv: list[str] | None = None) -> int:
    previous = signal.signal(signal.SIGINT, _first_interrupt)
    try:
        from .commands import main as run_command

        return run_command(argv)
    except KeyboardInterrupt:
        # SIGINT stays ignored: the process is about to exit, and a Ctrl-C during interpreter
        # shutdown would print a traceback of its own.
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        print(INTERRUPTED, file=sys.stderr)
        return 130
    finally:
        # Only our own handler is put back (for callers in the same process, such as tests):
        # `serve` ignores SIGINT once it is shutting down, and that must last until the exit.
        if signal.getsignal(signal.SIGINT) is _first_interrupt:
            signal.signal(signal.SIGINT, previous)


def _first_interrupt(signum: int, frame: FrameType | None) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    raise KeyboardInterrupt


__all__ = ["INTERRUPTED", "main"]

"""The `vault-recall` command line: the search commands and the maintenance tools.

Ctrl-C stops any command with one line and status 130, whenever it comes. A terminal sends
SIGINT to the whole process group, and Python raises KeyboardInterrupt for each one: a second
Ctrl-C used to break into the cleanup the first one started (stopping the indexing workers,
rolling back) and print tracebacks. So the first Ctrl-C raises, and later ones are ignored while
that cleanup, well under a second, finishes. The commands are imported inside ``main`` because
importing them takes half a second (tantivy, jieba's dictionary), long enough to be interrupted.
A Ctrl-C that lands in a finalizer (a ``__del__`` that garbage collection runs while the modules
import) cannot be raised there: Python would print "Exception ignored" and go on, with SIGINT
already ignored. It is kept instead, and raised at the next check (``raise_if_interrupted``:
after the imports, and at each progress step of indexing and embedding).
"""

from __future__ import annotations

import signal
import sys
from types import FrameType

INTERRUPTED = "vault-recall: interrupted — the index keeps its last commit"


class _Interrupt:
    """Whether this run of ``main`` has had its Ctrl-C."""

    pressed = False


def main(argv: list[str] | None = None) -> int:
    _Interrupt.pressed = False
    previous = signal.signal(signal.SIGINT, _first_interrupt)
    previous_hook = sys.unraisablehook
    sys.unraisablehook = _keep_lost_interrupt
    try:
        from .commands import main as run_command

        raise_if_interrupted()
        return run_command(argv)
    except KeyboardInterrupt:
        # SIGINT stays ignored: the process is about to exit, and a Ctrl-C during interpreter
        # shutdown would print a traceback of its own.
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        print(INTERRUPTED, file=sys.stderr)
        return 130
    finally:
        sys.unraisablehook = previous_hook
        # Only our own handler is put back (for callers in the same process, such as tests):
        # `serve` ignores SIGINT once it is shutting down, and that must last until the exit.
        if signal.getsignal(signal.SIGINT) is _first_interrupt:
            signal.signal(signal.SIGINT, previous)


def raise_if_interrupted() -> None:
    """Raise the KeyboardInterrupt of a Ctrl-C that could not be raised where it landed."""
    if _Interrupt.pressed:
        raise KeyboardInterrupt


def stop_if_interrupted(done: int, total: int) -> None:
    """An index update's progress callback that only checks for a kept Ctrl-C."""
    raise_if_interrupted()


def _first_interrupt(signum: int, frame: FrameType | None) -> None:
    _Interrupt.pressed = True
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    raise KeyboardInterrupt


def _keep_lost_interrupt(unraisable: sys.UnraisableHookArgs) -> None:
    # A Ctrl-C raised in a finalizer: kept by _first_interrupt, raised at the next check.
    if unraisable.exc_type is not None and issubclass(unraisable.exc_type, KeyboardInterrupt):
        return
    sys.__unraisablehook__(unraisable)


__all__ = ["INTERRUPTED", "main", "raise_if_interrupted", "stop_if_interrupted"]

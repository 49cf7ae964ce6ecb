"""Work spread over worker processes, and stoppable at any moment (Ctrl-C, daemon shutdown).

concurrent.futures' process pool cannot be stopped part-way safely: its manager thread reads the
results, so a worker killed while sending one leaves that thread waiting for the rest of the
message for ever (the parent holds the pipe's other writer end), and interpreter exit then waits
for that thread; on Python 3.11 a cancelled future in a pool whose worker died also raises
InvalidStateError in it. Here the consuming thread reads every result itself, so stopping is
terminating the workers and closing the pipes, and nothing is left to wait on.
"""

from __future__ import annotations

import multiprocessing
import signal
import threading
import traceback
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from multiprocessing import resource_tracker
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")

CHUNK = 32
# Chunks handed to a worker at a time, so it never waits for the parent between chunks. Two
# chunks of tasks (a few KB) always fit in the pipe's buffer: sending one never blocks on a
# worker that is itself blocked sending its results.
AHEAD = 2


class WorkerFailed(RuntimeError):
    """The work raised in a worker process (the message holds its traceback), or a worker died."""


@dataclass(slots=True)
class _Failure:
    traceback: str


@dataclass(slots=True)
class _Worker:
    process: BaseProcess
    connection: Connection
    in_flight: int = 0


def map_in_workers(function: Callable[[T], R], items: Sequence[T], count: int) -> Iterator[R]:
    """``function`` over ``items`` in ``count`` spawned processes, results in the order they are
    done. Closing the iterator early (an exception in the consumer, KeyboardInterrupt) terminates
    the workers at once. ``function`` must be importable by name (it is pickled)."""
    chunks = [items[i : i + CHUNK] for i in range(0, len(items), CHUNK)]
    chunks.reverse()  # popped from the end: handed out in order
    workers: list[_Worker] = []
    finished = False
    try:
        # Spawned, not forked: the daemon has threads, and fork would copy their locks.
        context = multiprocessing.get_context("spawn")
        with _interrupts_held():
            for _ in range(min(count, len(chunks))):
                here, there = context.Pipe()
                process = context.Process(
                    target=_serve, args=(function, there), daemon=True, name="vault-recall-indexer"
                )
                process.start()
                there.close()
                workers.append(_Worker(process, here))
        for worker in workers:
            _hand_out(worker, chunks)
        by_connection = {worker.connection: worker for worker in workers}
        ready: deque[R] = deque()
        while busy := [worker.connection for worker in workers if worker.in_flight]:
            # Between results, take in whatever a worker has finished: a worker blocked sending
            # its results to a parent busy with the previous ones would sit idle. A worker that
            # dies closes its end of the pipe, which wakes wait() too.
            for connection in wait(busy, timeout=0 if ready else None):
                worker = by_connection[connection]  # type: ignore[index]
                ready.extend(_receive(worker))
                worker.in_flight -= 1
                _hand_out(worker, chunks)
            if ready:
                yield ready.popleft()
        yield from ready
        finished = True
    finally:
        _stop(workers, gracefully=finished)


def _hand_out(worker: _Worker, chunks: list[Sequence[T]]) -> None:
    while chunks and worker.in_flight < AHEAD:
        try:
            worker.connection.send(chunks.pop())
        except OSError as exc:
            raise _stopped(worker) from exc
        worker.in_flight += 1


def _receive(worker: _Worker) -> list[R]:
    try:
        results: list[R] | _Failure = worker.connection.recv()
    except (EOFError, OSError) as exc:
        raise _stopped(worker) from exc
    if isinstance(results, _Failure):
        raise WorkerFailed(results.traceback)
    return results


def _stopped(worker: _Worker) -> WorkerFailed:
    return WorkerFailed(f"an indexing worker stopped (exit code {worker.process.exitcode})")


def _stop(workers: list[_Worker], gracefully: bool) -> None:
    for worker in workers:
        if gracefully:
            try:
                worker.connection.send(None)
            except OSError:
                worker.process.terminate()
        else:
            worker.process.terminate()
    for worker in workers:
        worker.process.join()
        worker.connection.close()


@contextmanager
def _interrupts_held() -> Iterator[None]:
    """A Ctrl-C that comes while workers start waits until they have. A child inherits this
    thread's signal mask, so SIGINT stays blocked in it until it ignores SIGINT for good
    (importing the tokenizer takes half a second before that). And in the main thread, where
    Python runs signal handlers, a KeyboardInterrupt in the middle of a start would leave the
    child reading half its start-up data (and printing a traceback): the handler runs after."""
    in_main_thread = threading.current_thread() is threading.main_thread()
    held: list[int] = []
    if in_main_thread:
        previous = signal.signal(signal.SIGINT, lambda signum, frame: held.append(signum))
    masks = hasattr(signal, "pthread_sigmask")  # not on Windows
    if masks:
        # The first spawn starts multiprocessing's resource tracker, which unblocks SIGINT in
        # this thread when it is done: start it before blocking.
        resource_tracker.ensure_running()
        mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        if masks:
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)
        if in_main_thread:
            signal.signal(signal.SIGINT, previous)
            if held:
                signal.raise_signal(signal.SIGINT)


def _serve(function: Callable[[T], R], connection: Connection) -> None:
    """A worker: a chunk in, its results out, until the parent says stop or goes away."""
    # Ctrl-C reaches the whole process group; only the parent decides what it means. Ignoring
    # SIGINT also discards one left pending while it was blocked.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            chunk = connection.recv()
        except (EOFError, OSError):
            return
        if chunk is None:
            return
        # Whatever the work raises goes back to the parent, with its traceback.
        try:
            results: list[R] | _Failure = [function(item) for item in chunk]
        except Exception:  # noqa: BLE001
            results = _Failure(traceback.format_exc())
        try:
            connection.send(results)
        except OSError:  # the parent is gone
            return

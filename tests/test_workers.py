"""Work in spawned worker processes: every result comes back, a failure is raised in the parent,
and stopping early or a Ctrl-C leaves no worker behind. Builtins stand in for the indexer's
``prepare``: they pickle by name like it does."""

from __future__ import annotations

import multiprocessing
import os
import signal

import pytest

from vault_recall.engine.workers import CHUNK, WorkerFailed, map_in_workers


def test_every_item_is_done_once_in_some_order():
    numbers = list(range(-5 * CHUNK, 0))
    assert sorted(map_in_workers(abs, numbers, 2)) == list(range(1, 5 * CHUNK + 1))
    assert multiprocessing.active_children() == []


def test_fewer_items_than_workers():
    assert list(map_in_workers(abs, [-7], 4)) == [7]


def test_an_exception_in_a_worker_is_raised_with_its_traceback():
    with pytest.raises(WorkerFailed, match=r"ValueError: invalid literal for int\(\) with base 10: '十'"):
        list(map_in_workers(int, ["1", "2", "十"], 2))
    assert multiprocessing.active_children() == []


def test_stopping_early_terminates_the_workers():
    results = map_in_workers(abs, list(range(-20 * CHUNK, 0)), 2)
    next(results)
    results.close()
    assert multiprocessing.active_children() == []


def test_workers_ignore_sigint_only_the_parent_decides():
    # As a terminal's Ctrl-C does, the signal reaches the workers too; they carry on.
    results = map_in_workers(abs, list(range(-20 * CHUNK, 0)), 2)
    first = next(results)
    workers = multiprocessing.active_children()
    assert len(workers) == 2
    for worker in workers:
        os.kill(worker.pid, signal.SIGINT)
    assert sorted([first, *results]) == list(range(1, 20 * CHUNK + 1))
    assert multiprocessing.active_children() == []


def test_a_worker_that_dies_fails_the_run_instead_of_hanging():
    results = map_in_workers(abs, list(range(-20 * CHUNK, 0)), 2)
    next(results)
    os.kill(multiprocessing.active_children()[0].pid, signal.SIGKILL)
    with pytest.raises(WorkerFailed, match="an indexing worker stopped"):
        list(results)
    assert multiprocessing.active_children() == []

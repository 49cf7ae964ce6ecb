"""Statistics and the Markdown report. Results are kept in SI units (seconds, bytes) until printed."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

MB = 1_000_000


def percentile(values: Sequence[float], p: float) -> float:
    """Nearest-rank percentile: always one of the measured values, never an interpolation."""
    if not values:
        return math.nan
    ordered = sorted(values)
    rank = max(1, math.ceil(p / 100 * len(ordered)))
    return ordered[rank - 1]


def latency_stats(samples: Sequence[float]) -> dict[str, float]:
    return {"p50": percentile(samples, 50), "p95": percentile(samples, 95), "p99": percentile(samples, 99)}


@dataclass(frozen=True)
class Spread:
    median: float
    low: float
    high: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Spread:
        clean = [v for v in values if not math.isnan(v)]
        if not clean:
            return cls(math.nan, math.nan, math.nan)
        return cls(statistics.median(clean), min(clean), max(clean))


def fmt_time(seconds: float) -> str:
    if math.isnan(seconds):
        return "n/a"
    if seconds < 1:
        return f"{seconds * 1000:.3g} ms" if seconds < 0.01 else f"{seconds * 1000:.0f} ms"
    return f"{seconds:.3g} s" if seconds < 100 else f"{seconds:.0f} s"


def fmt_bytes(value: float) -> str:
    return "n/a" if math.isnan(value) else f"{value / MB:.0f} MB"


def fmt_ratio(value: float) -> str:
    return "n/a" if math.isnan(value) or math.isinf(value) else f"{value:.3g}×"


def spread_cell(values: Sequence[float], fmt: Any) -> tuple[str, str]:
    s = Spread.of(values)
    if math.isnan(s.median):
        return "n/a", ""
    return fmt(s.median), f"{fmt(s.low)} – {fmt(s.high)}"


@dataclass(frozen=True)
class Target:
    label: str
    key: str  # a key of the flattened results, or "rg_speedup"
    limit: float
    at_least: bool  # True: measured must be ≥ limit; False: ≤ limit
    unit: str  # "s", "bytes" or "x"

    def show(self, value: float) -> str:
        return {"s": fmt_time, "bytes": fmt_bytes, "x": fmt_ratio}[self.unit](value)

    def passed(self, value: float) -> bool:
        if math.isnan(value):
            return False
        return value >= self.limit if self.at_least else value <= self.limit


def targets_for(notes: int) -> tuple[int, list[Target]]:
    """The issue's targets for 10k notes, or for 100k from ~32k notes up (the geometric middle)."""
    if notes >= 31_623:
        scale, limits = 100_000, (0.010, 0.050, 30, 180, 5.0, 0.5, 800 * MB)
    else:
        scale, limits = 10_000, (0.003, 0.015, 15, 20, 1.5, 0.3, 200 * MB)
    p50, p99, speedup, cold, warm, save, rss = limits
    return scale, [
        Target("/search p50", "search_p50", p50, False, "s"),
        Target("/search p99", "search_p99", p99, False, "s"),
        Target("p50 speed-up over rg -i -l", "rg_speedup", speedup, True, "x"),
        Target("cold index", "cold_index_s", cold, False, "s"),
        Target("warm start to ready", "warm_start_s", warm, False, "s"),
        Target("save → searchable p95", "save_p95", save, False, "s"),
        Target("idle RSS", "idle_rss", rss, False, "bytes"),
    ]


def median_of(results: dict[str, Any], key: str) -> float:
    return Spread.of(results.get(key) or []).median


def peer_p50(results: dict[str, Any], name: str) -> float:
    peer = results["peers"].get(name)
    return Spread.of(peer["p50"]).median if peer else math.nan


def render(results: dict[str, Any]) -> str:
    v = results["vault"]
    m = results["machine"]
    lines = [
        f"## Vault Recall bench: {v['notes']:,} notes ({v['bytes'] / MB:.1f} MB, {v['entries']:,} entries)",
        "",
        f"{plural(results['runs'], 'run')}; {results['queries']} queries × {plural(results['passes'], 'timed pass')} "
        "after a "
        f"warm-up pass; {results['probes']} save probes per run. {m['cpu']}, {m['cores']} cores, "
        f"Python {m['python']}, {m['date']}, load average {m['load_before']:.1f} before the run.",
        "",
        *daemon_table(results),
        "",
        *peer_table(results),
        "",
        *target_table(results),
        *(["", *semantic_table(results)] if "semantic" in results else []),
    ]
    return "\n".join(lines) + "\n"


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}" + ("" if count == 1 else "es" if noun.endswith("s") else "s")


def daemon_table(results: dict[str, Any]) -> list[str]:
    rows = [
        ("cold index (`vault-recall index`)", "cold_index_s", fmt_time),
        ("cold index peak RSS", "cold_index_rss", fmt_bytes),
        ("index size on disk", "index_size", fmt_bytes),
        ("warm start to `ready`", "warm_start_s", fmt_time),
        ("/search p50 (HTTP, client side)", "search_p50", fmt_time),
        ("/search p95", "search_p95", fmt_time),
        ("/search p99", "search_p99", fmt_time),
        ("/search `took_ms` p50 (server side)", "server_p50", fmt_time),
        ("save → searchable p50", "save_p50", fmt_time),
        ("save → searchable p95", "save_p95", fmt_time),
        ("idle RSS (daemon)", "idle_rss", fmt_bytes),
    ]
    out = ["| vault-recall | median | min – max |", "| --- | ---: | ---: |"]
    for label, key, fmt in rows:
        median, spread = spread_cell(results.get(key) or [], fmt)
        out.append(f"| {label} | {median} | {spread} |")
    notes = []
    reindexed = [n for n in results.get("warm_reindexed") or [] if n]
    if reindexed:
        notes.append(
            f"warm start re-indexed notes before it was ready ({', '.join(f'{n:,}' for n in reindexed)} "
            "in the affected sessions): the index was not reused as is, so those start times are not warm"
        )
    if results.get("save_timeouts"):
        notes.append(f"{results['save_timeouts']} save probes never became searchable (counted as the timeout)")
    if results.get("busy_retries"):
        notes.append(f"{results['busy_retries']} requests answered 429/503 and were retried")
    notes.append(f"queries with at least one result: {results.get('queries_with_hits', 'n/a')}/{results['queries']}")
    return out + [""] + [f"- {n}" for n in notes]


def peer_table(results: dict[str, Any]) -> list[str]:
    base = median_of(results, "search_p50")
    out = [
        "| engine, same vault and queries | p50 | p95 | p99 | p50 ÷ vault-recall p50 | queries timed |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
        row(
            "vault-recall `/search` over HTTP",
            {k: results.get(f"search_{k}") or [] for k in ("p50", "p95", "p99")},
            base,
            results["queries"] * results["passes"] * results["runs"],
        ),
    ]
    for name, label in (
        ("raw", "raw index engine, in process"),
        ("rg", "`rg -i -l` (no index)"),
        ("journal", "journal script's approach (scan + rjieba per query)"),
    ):
        peer = results["peers"].get(name)
        if peer is None:
            reason = results["peers_skipped"].get(name, "not measured")
            out.append(f"| {label} | n/a | n/a | n/a | n/a | {reason} |")
        else:
            out.append(row(label, peer, base, peer["timed"]))
    return out


def row(label: str, stats: dict[str, Any], base: float, timed: int) -> str:
    p50 = Spread.of(stats["p50"]).median
    cells = [fmt_time(Spread.of(stats[k]).median) for k in ("p50", "p95", "p99")]
    ratio = p50 / base if base and not math.isnan(base) else math.nan
    return f"| {label} | {' | '.join(cells)} | {fmt_ratio(ratio)} | {timed:,} |"


def target_table(results: dict[str, Any]) -> list[str]:
    scale, targets = targets_for(results["vault"]["notes"])
    heading = f"Targets (issue 6) at {scale:,} notes"
    if results["vault"]["notes"] != scale:
        heading += f"; this run has {results['vault']['notes']:,} notes, so only the 10k/100k runs count"
    out = [heading, "", "| target | limit | measured | |", "| --- | ---: | ---: | :---: |"]
    for t in targets:
        if t.key == "rg_speedup":
            value = peer_p50(results, "rg") / median_of(results, "search_p50")
        else:
            value = median_of(results, t.key)
        sign = "≥" if t.at_least else "≤"
        mark = "n/a" if math.isnan(value) else "✓" if t.passed(value) else "✗"
        out.append(f"| {t.label} | {sign} {t.show(t.limit)} | {t.show(value)} | {mark} |")
    return out


# Issue 12's targets for /search with semantic search on, over HTTP at 10k notes.
SEMANTIC_TARGETS = {"search_p50": 0.025, "search_p99": 0.080}


def semantic_table(results: dict[str, Any]) -> list[str]:
    """Search by meaning beside the words-only figures of the same run, and its embedding."""
    sem = results["semantic"]
    heading = f"Search by meaning (`semantic: {sem['setting']}`), same vault and queries"
    if "error" in sem:
        # The error's first line: the rest is the daemon's log, kept in the work folder.
        return [heading, "", f"- not measured: {sem['error'].splitlines()[0]}"]
    rows = [
        ("warm start to `ready` (words)", "warm_start_s", "warm_start_s", fmt_time),
        ("then until the vectors are `ready`", None, "semantic_ready_s", fmt_time),
        ("/search p50 (HTTP, client side)", "search_p50", "search_p50", fmt_time),
        ("/search p95", "search_p95", "search_p95", fmt_time),
        ("/search p99", "search_p99", "search_p99", fmt_time),
        ("/search `took_ms` p50 (server side)", "server_p50", "server_p50", fmt_time),
        ("idle RSS, daemon process", "idle_rss", "idle_rss", fmt_bytes),
        ("idle RSS with its child processes", "idle_rss", "idle_tree_rss", fmt_bytes),
    ]
    out = [
        heading,
        "",
        "| vault-recall | words only (semantic off) | semantic on | min – max | target |",
        "| --- | ---: | ---: | ---: | :---: |",
    ]
    for label, words_key, key, fmt in rows:
        words = spread_cell(results.get(words_key) or [], fmt)[0] if words_key else ""
        median, spread = spread_cell(sem.get(key) or [], fmt)
        target = SEMANTIC_TARGETS.get(key)
        mark = ""
        if target is not None:
            value = Spread.of(sem.get(key) or []).median
            mark = f"≤ {fmt_time(target)} " + ("n/a" if math.isnan(value) else "✓" if value <= target else "✗")
        out.append(f"| {label} | {words} | {median} | {spread} | {mark} |")
    rate = sem["passages"] / sem["embed_s"] if sem["embed_s"] else math.nan
    timed = sum(sem["semantic_status"].values())
    statuses = " · ".join(
        f"{name} {n:,}" for name, n in sorted(sem["semantic_status"].items(), key=lambda kv: (-kv[1], kv[0]))
    )
    notes = [
        f"embedding the vault from nothing (`vault-recall index --semantic`): {fmt_time(sem['embed_s'])} for "
        f"{sem['passages']:,} passages ({rate:.1f}/s; {sem['reused']:,} reused), {sem['embedded_notes']:,} notes, "
        f"{sem['stored']:,} passages stored; peak RSS {fmt_bytes(sem['embed_rss'])}; model `{sem['model']}`",
        f"vectors in the timed answers: {statuses} (of {timed:,})",
    ]
    if sem.get("busy_retries"):
        notes.append(f"{sem['busy_retries']} requests answered 429/503 and were retried")
    return out + [""] + [f"- {n}" for n in notes]

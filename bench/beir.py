"""Scores the engine's tokenizer + BM25 core on public retrieval sets with published BM25 figures:
BEIR SciFact (English, test split; BEIR's BM25 nDCG@10 = 0.665), DRCD (Traditional Chinese) and
CMRC 2018 (Simplified Chinese), dev splits recast as paragraph retrieval.

    .venv/bin/python bench/beir.py [--data ../shared/data] [--sets scifact,drcd,cmrc]

Each document is indexed as one entry (title in the title field, text in the body) through the
same IndexStore and tokens module the daemon uses, and queried through Searcher.bm25. Prints a
Markdown table of nDCG@10, Recall@100 and the median query time.
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import statistics
import sys
import tempfile
import time
from pathlib import Path

from vault_recall.engine import tokens
from vault_recall.engine.index import FileState, IndexStore
from vault_recall.engine.search import Searcher

SETS = {
    "scifact": ("beir-scifact/corpus.jsonl.gz", "beir-scifact/queries.jsonl", "beir-scifact/qrels/test.tsv", 0.665),
    "drcd": ("zh-drcd/dev/corpus.jsonl", "zh-drcd/dev/queries.jsonl", "zh-drcd/dev/qrels/test.tsv", 0.90),
    "cmrc": ("zh-cmrc2018/dev/corpus.jsonl", "zh-cmrc2018/dev/queries.jsonl", "zh-cmrc2018/dev/qrels/test.tsv", 0.90),
}


def read_jsonl(path: Path):
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                yield json.loads(line)


def read_qrels(path: Path) -> dict[str, dict[str, int]]:
    qrels: dict[str, dict[str, int]] = {}
    for line in path.read_text("utf-8").splitlines()[1:]:
        qid, did, score = line.split("\t")
        if int(score) > 0:
            qrels.setdefault(qid, {})[did] = int(score)
    return qrels


def ndcg_at_10(ranked: list[str], relevant: dict[str, int]) -> float:
    dcg = sum((2 ** relevant.get(d, 0) - 1) / math.log2(i + 2) for i, d in enumerate(ranked[:10]))
    ideal = sorted(relevant.values(), reverse=True)[:10]
    idcg = sum((2**g - 1) / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg else 0.0


def build(store: IndexStore, corpus: Path) -> int:
    count = 0
    for doc in read_jsonl(corpus):
        # One field of title + text, as BEIR's BM25 baseline (Anserini "flat") indexes them.
        fields = {"body": tokens.tokenize(f"{doc.get('title', '')} {doc.get('text', '')}")}
        entry = {
            "hall": "events",
            "day": -1,
            "links": [],
            "fields": fields,
            "stored": {"id": doc["_id"], "line_start": 1},
        }
        store.put_file(doc["_id"], FileState(0, 0, "", 1), [entry])
        count += 1
    store.commit()
    return count


def evaluate(name: str, data: Path) -> dict:
    corpus, queries, qrels_path, target = SETS[name]
    qrels = read_qrels(data / qrels_path)
    with tempfile.TemporaryDirectory() as tmp:
        store = IndexStore(Path(tmp) / "ix")
        docs = build(store, data / corpus)
        searcher = Searcher(store)
        scores, recalls, times = [], [], []
        for query in read_jsonl(data / queries):
            relevant = qrels.get(query["_id"])
            if not relevant:
                continue
            started = time.perf_counter()
            hits = searcher.bm25(query["text"], limit=100)
            times.append((time.perf_counter() - started) * 1000)
            ranked = [stored["id"] for _, stored in hits]
            scores.append(ndcg_at_10(ranked, relevant))
            recalls.append(len(set(ranked) & set(relevant)) / len(relevant))
        store.close()
    return {
        "set": name,
        "docs": docs,
        "queries": len(scores),
        "ndcg10": statistics.fmean(scores),
        "recall100": statistics.fmean(recalls),
        "p50_ms": statistics.median(times),
        "target": target,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=Path(__file__).resolve().parents[2] / "shared" / "data")
    parser.add_argument("--sets", default="scifact,drcd,cmrc")
    args = parser.parse_args(argv)
    rows = [evaluate(name, args.data) for name in args.sets.split(",")]
    print("| set | docs | queries | nDCG@10 | target | Recall@100 | p50 query |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        mark = "✓" if r["ndcg10"] >= r["target"] else "✗"
        print(
            f"| {r['set']} | {r['docs']:,} | {r['queries']:,} | {r['ndcg10']:.3f} | ≥ {r['target']:.3f} {mark} "
            f"| {r['recall100']:.3f} | {r['p50_ms']:.2f} ms |"
        )
    return 0 if all(r["ndcg10"] >= r["target"] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())

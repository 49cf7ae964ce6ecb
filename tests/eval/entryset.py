"""Build and check a blind set judged by entry (notes-blind-3, notes-blind-4): each set's
tools/spec.py holds its hand-written queries and (path, unique substring, grade) judgements;
build() resolves each substring to its line and the entry's extent and writes queries.jsonl and
qrels.jsonl, validate() checks them against the vault. Python 3 stdlib only."""
import json, os, re, sys
from collections import Counter

LIST = re.compile(r"^\s*(?:[-*+]|\d+\.)\s")

def lines_of(root, path):
    with open(os.path.join(root, "vault", path), encoding="utf-8") as f:
        return f.read().split("\n")

def fm_end(L):
    if L and L[0].strip() == "---":
        for i in range(1, len(L)):
            if L[i].strip() == "---":
                return i  # index of closing ---
    return -1

def extent(L, i):
    """i: 0-based index of the entry's first line. Returns 0-based last line."""
    s = L[i]
    if s.lstrip().startswith("|"):
        assert i == 0 or not L[i-1].lstrip().startswith("|"), "not first table line"
        j = i
        while j + 1 < len(L) and L[j+1].lstrip().startswith("|"):
            j += 1
        return j
    if LIST.match(s):
        j = i
        while j + 1 < len(L) and L[j+1].strip() and L[j+1][:1] in (" ", "\t"):
            j += 1
        return j
    assert not s.startswith("#") and not s.startswith(">"), "heading/quote"
    prev = L[i-1] if i > 0 else ""
    assert i == 0 or not prev.strip() or prev.startswith("#") or prev.strip() == "---", f"paragraph does not start here: {prev!r}"
    j = i
    while j + 1 < len(L) and L[j+1].strip() and not L[j+1].startswith("#") and not LIST.match(L[j+1]) and not L[j+1].lstrip().startswith("|"):
        j += 1
    return j


def build(root, prefix, Q):
    """Write root/queries.jsonl and root/qrels.jsonl from the spec's Q; exit 1 on any error."""
    queries, qrels, errors = [], [], []
    for n, query, now, kind, lang, note, rels in Q:
        qid = f"{prefix}-{n:03d}"
        queries.append({"id": qid, "query": query, "now": now, "kind": kind, "lang": lang, "note": note})
        seen = set()
        for path, sub, grade in rels:
            L = lines_of(root, path)
            hits = [i for i, s in enumerate(L) if sub in s]
            if len(hits) != 1:
                errors.append(f"{qid} {path}: {sub!r} hits {len(hits)}"); continue
            i = hits[0]
            if i <= fm_end(L):
                errors.append(f"{qid} {path}: {sub!r} in front matter"); continue
            try:
                j = extent(L, i)
            except AssertionError as e:
                errors.append(f"{qid} {path}: {sub!r}: {e}"); continue
            key = (path, i)
            if key in seen:
                errors.append(f"{qid} duplicate {path}:{i+1}"); continue
            seen.add(key)
            qrels.append({"qid": qid, "path": path, "line": i+1, "line_end": j+1, "grade": grade,
                          "expect": L[i].strip()[:60]})
    if errors:
        print("\n".join(errors)); sys.exit(1)
    with open(os.path.join(root, "queries.jsonl"), "w", encoding="utf-8") as f:
        for x in queries: f.write(json.dumps(x, ensure_ascii=False) + "\n")
    with open(os.path.join(root, "qrels.jsonl"), "w", encoding="utf-8") as f:
        for x in qrels: f.write(json.dumps(x, ensure_ascii=False) + "\n")
    print(len(queries), "queries,", len(qrels), "qrels")


def validate(root, want, langs=None):
    """JSON parses, qids exist, paths exist, each qrel's `line` starts with its `expect` (after
    stripping), line_end >= line, kind counts are ``want``, no-answer queries unjudged, every other
    query has a grade-3 entry, and (given ``langs``) every lang is one of them."""
    errs = []
    def load(name):
        out = []
        with open(os.path.join(root, name), encoding="utf-8") as f:
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
        p = os.path.join(root, "vault", r["path"])
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
    if langs is not None:
        for q in Q:
            if q.get("lang") not in langs: errs.append(f"{q['id']} bad lang {q.get('lang')}")
    kinds = Counter(q["kind"] for q in Q)
    if dict(kinds) != want: errs.append(f"kind counts {dict(kinds)} != {want}")
    print(f"{len(Q)} queries, {len(R)} qrels, kinds {dict(kinds)}, langs {dict(Counter(q['lang'] for q in Q))}")
    print(f"grades {dict(sorted(Counter(r['grade'] for r in R).items()))}")
    if errs:
        print("FAIL"); print("\n".join(errs)); sys.exit(1)
    print("OK")

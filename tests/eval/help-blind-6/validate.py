#!/usr/bin/env python3
"""Check help-blind-6: qrel paths exist, answerable queries have qrels, ids unique (stdlib only).

Adapted from help-blind-5/validate.py. Checks: every line parses as JSON; 48 unique ids
`helpblind6-NNN`; `now` is 2026-11-30; kind counts; allowed langs per kind; every qrel path exists
under the vault and lies in `en/` or `zh/`; `line` is null and grades are 1-3; no-answer queries
have no qrels; every other query has a grade-3 page (in the question's language tree, except for
`cross` questions); every grade-3/grade-2 page has its other-language counterpart (same
`permalink`) judged too.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = os.environ.get("OBSIDIAN_HELP", "/work/shared/data/obsidian-help")
NOW = "2026-11-30"
ID_RE = re.compile(r"^helpblind6-\d{3}$")
KIND_COUNTS = {
    "how-to-en": 10,
    "how-to-zh": 8,
    "tw": 6,
    "short": 8,
    "feature-name": 6,
    "cross": 5,
    "no-answer": 5,
}
N_QUERIES = sum(KIND_COUNTS.values())  # 48
LANGS = {"en", "zh-Hans", "zh-Hant", "mixed"}
KIND_LANGS = {
    "how-to-en": {"en"},
    "how-to-zh": {"zh-Hans"},
    "tw": {"zh-Hant"},
    "cross": {"en", "zh-Hans", "zh-Hant", "mixed"},
}


def load(name, errors):
    rows = []
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append(f"{name}:{n}: invalid JSON ({e})")
    return rows


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
    queries = load("queries.jsonl", errors)
    qrels = load("qrels.jsonl", errors)

    ids = [q.get("id") for q in queries]
    for qid, n in Counter(ids).items():
        if n > 1:
            errors.append(f"duplicate id {qid}")
    if len(queries) != N_QUERIES:
        errors.append(f"expected {N_QUERIES} queries, found {len(queries)}")
    for q in queries:
        qid = q.get("id")
        for key in ("id", "query", "now", "kind", "lang", "note"):
            if key not in q:
                errors.append(f"{qid}: missing {key}")
        if not ID_RE.match(qid or ""):
            errors.append(f"{qid}: id does not match helpblind6-NNN")
        if q.get("now") != NOW:
            errors.append(f"{qid}: now should be {NOW}")
        if q.get("kind") not in KIND_COUNTS:
            errors.append(f"{qid}: unknown kind {q.get('kind')}")
        if q.get("lang") not in LANGS:
            errors.append(f"{qid}: unknown lang {q.get('lang')}")
        allowed = KIND_LANGS.get(q.get("kind"))
        if allowed and q.get("lang") not in allowed:
            errors.append(f"{qid}: kind {q.get('kind')} needs lang in {sorted(allowed)}")
        if not str(q.get("query", "")).strip():
            errors.append(f"{qid}: empty query")

    counts = Counter(q.get("kind") for q in queries)
    for kind, want in KIND_COUNTS.items():
        if counts.get(kind, 0) != want:
            errors.append(f"kind {kind}: expected {want}, found {counts.get(kind, 0)}")

    by_q = {}
    seen = set()
    for r in qrels:
        qid, path = r.get("qid"), r.get("path", "")
        if qid not in ids:
            errors.append(f"qrel for unknown qid {qid}")
        if r.get("line", "missing") is not None:
            errors.append(f"{qid}: line should be null")
        if r.get("grade") not in (1, 2, 3):
            errors.append(f"{qid}: bad grade {r.get('grade')}")
        if (qid, path) in seen:
            errors.append(f"{qid}: duplicate qrel {path}")
        seen.add((qid, path))
        if not (path.startswith("en/") or path.startswith("zh/")):
            errors.append(f"{qid}: path outside en/ and zh/: {path}")
        if ".." in path.split("/") or os.path.isabs(path):
            errors.append(f"{qid}: path must be relative to the vault: {path}")
        if not os.path.isfile(os.path.join(VAULT, path)):
            errors.append(f"{qid}: missing file {path}")
        by_q.setdefault(qid, []).append(r)

    for q in queries:
        rs = by_q.get(q.get("id"), [])
        if q.get("kind") == "no-answer":
            if rs:
                errors.append(f"{q['id']}: no-answer query has qrels")
            continue
        if not rs:
            errors.append(f"{q['id']}: no qrels")
            continue
        top = [r for r in rs if r.get("grade") == 3]
        if not top:
            errors.append(f"{q['id']}: no grade-3 page")
        if q.get("kind") != "cross" and q.get("lang") in ("en", "zh-Hans", "zh-Hant"):
            want = "en/" if q["lang"] == "en" else "zh/"
            if top and not all(r["path"].startswith(want) for r in top):
                errors.append(f"{q['id']}: grade-3 page not in {want}")

    # Counterpart convention: a grade-3 or grade-2 page's other-language page is judged too.
    for qid, rs in by_q.items():
        by_pl = {}
        for r in rs:
            if os.path.isfile(os.path.join(VAULT, r.get("path", ""))):
                by_pl.setdefault(permalink(r["path"]), []).append(r)
        for pl, group in by_pl.items():
            if pl is None:
                errors.append(f"{qid}: page without permalink in qrels: {[r['path'] for r in group]}")
                continue
            trees = {r["path"].split("/", 1)[0]: r["grade"] for r in group}
            if max(trees.values()) >= 2 and set(trees) != {"en", "zh"}:
                errors.append(f"{qid}: permalink {pl} graded {trees} without its counterpart")

    grades = Counter(r.get("grade") for r in qrels)
    langs = Counter(q.get("lang") for q in queries)
    print(f"{len(queries)} queries, {len(qrels)} qrels")
    print(f"by kind: {dict(sorted(counts.items()))}")
    print(f"by lang: {dict(sorted(langs.items()))}")
    print(f"by grade: {dict(sorted(grades.items()))}")
    if errors:
        for e in errors:
            print("ERROR:", e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())

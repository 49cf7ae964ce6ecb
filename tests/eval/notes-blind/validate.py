#!/usr/bin/env python3
"""Validate the blind notes eval set (standard library only).

Checks:
  * queries.jsonl: valid JSON, unique ids, known kinds/langs, a `now` date;
  * qrels.jsonl: every qid exists, every path exists under vault/, (qid, path, line) is unique,
    `line`/`line_end` are exactly the first/last line of one entry (README entry rules),
    `expect` is the first 60 characters of line `line` (or, for line null, occurs in the note);
  * every answerable query has at least one grade-3 judgement; no-answer queries have none.

`python3 validate.py --fix-expect` rewrites each `expect` to the first 60 characters of its
line (a mechanical normalisation of the hand-written prefixes; the judgements are unchanged).
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = os.path.join(HERE, "vault")
KINDS = {"temporal-last", "decision", "tasks", "lookup", "cross-language", "natural", "no-answer"}
LANGS = {"zh-Hant", "zh-Hans", "en", "mixed"}
LIST_RE = re.compile(r"^(\s*)([-*+]|\d+[.)])\s")
EXPECT_LEN = 60


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.split("\n")


def entries(lines):
    """Return a list of (start, end) 1-based line spans, one per entry."""
    out = []
    i = 0
    n = len(lines)
    if n and lines[0].strip() == "---":  # front matter
        i = 1
        while i < n and lines[i].strip() != "---":
            i += 1
        i += 1
    in_fence = False
    cur = None  # [start, end, kind]

    def close():
        nonlocal cur
        if cur:
            out.append((cur[0], cur[1]))
            cur = None

    while i < n:
        line = lines[i]
        ln = i + 1
        stripped = line.strip()
        if stripped.startswith("```"):
            close()
            in_fence = not in_fence
            i += 1
            continue
        if in_fence:
            i += 1
            continue
        if not stripped:
            close()
        elif re.match(r"^#{1,6}\s", line):
            close()
        elif stripped.startswith("|"):
            if cur and cur[2] == "table":
                cur[1] = ln
            else:
                close()
                cur = [ln, ln, "table"]
        else:
            m = LIST_RE.match(line)
            if m and len(m.group(1)) == 0:
                close()
                cur = [ln, ln, "list"]
            elif cur and cur[2] == "list" and line[:1] in (" ", "\t"):
                cur[1] = ln  # indented sub-item or continuation
            elif m:
                close()
                cur = [ln, ln, "list"]  # orphan indented item
            elif cur and cur[2] == "para":
                cur[1] = ln
            else:
                close()
                cur = [ln, ln, "para"]
        i += 1
    close()
    return out


def main():
    fix = "--fix-expect" in sys.argv
    errors = []
    queries = [json.loads(l) for l in open(os.path.join(HERE, "queries.jsonl"), encoding="utf-8") if l.strip()]
    qrels_path = os.path.join(HERE, "qrels.jsonl")
    qrels = [json.loads(l) for l in open(qrels_path, encoding="utf-8") if l.strip()]

    ids = [q["id"] for q in queries]
    for dup, c in collections.Counter(ids).items():
        if c > 1:
            errors.append(f"duplicate query id {dup}")
    qmap = {q["id"]: q for q in queries}
    for q in queries:
        if q.get("kind") not in KINDS:
            errors.append(f"{q['id']}: unknown kind {q.get('kind')}")
        if q.get("lang") not in LANGS:
            errors.append(f"{q['id']}: unknown lang {q.get('lang')}")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", q.get("now", "")):
            errors.append(f"{q['id']}: bad now")
        if not q.get("query") or not q.get("note"):
            errors.append(f"{q['id']}: empty query or note")

    cache = {}
    seen = set()
    by_q = collections.defaultdict(list)
    for r in qrels:
        key = (r["qid"], r["path"], r["line"])
        if key in seen:
            errors.append(f"duplicate judgement {key}")
        seen.add(key)
        if r["qid"] not in qmap:
            errors.append(f"qrel for unknown qid {r['qid']}")
            continue
        by_q[r["qid"]].append(r)
        if r["grade"] not in (1, 2, 3):
            errors.append(f"{key}: bad grade {r['grade']}")
        full = os.path.join(VAULT, r["path"])
        if not os.path.isfile(full):
            errors.append(f"{key}: missing file")
            continue
        if r["path"] not in cache:
            lines = read_lines(full)
            cache[r["path"]] = (lines, {s: e for s, e in entries(lines)})
        lines, spans = cache[r["path"]]
        if r["line"] is None:
            if r.get("line_end") is not None:
                errors.append(f"{key}: line null but line_end set")
            if r["expect"] not in "\n".join(lines):
                errors.append(f"{key}: expect not found in note")
            if qmap[r["qid"]]["kind"] != "lookup":
                errors.append(f"{key}: note-level judgement outside lookup")
            continue
        if r["line"] not in spans:
            errors.append(f"{key}: line {r['line']} is not the first line of an entry")
            continue
        if spans[r["line"]] != r["line_end"]:
            errors.append(f"{key}: line_end {r['line_end']} != entry end {spans[r['line']]}")
        text = lines[r["line"] - 1].rstrip()
        want = text[:EXPECT_LEN]
        if fix:
            if not want.startswith(r["expect"]):
                errors.append(f"{key}: hand-written expect {r['expect']!r} is not a prefix of {text!r}")
            r["expect"] = want
        elif r["expect"] != want:
            errors.append(f"{key}: expect {r['expect']!r} != first {EXPECT_LEN} chars {want!r}")

    for q in queries:
        js = by_q.get(q["id"], [])
        if q["kind"] == "no-answer":
            if js:
                errors.append(f"{q['id']}: no-answer query has judgements")
        elif not any(j["grade"] == 3 for j in js):
            errors.append(f"{q['id']}: no grade-3 judgement")

    if fix and not errors:
        with open(qrels_path, "w", encoding="utf-8") as f:
            for r in qrels:
                f.write(json.dumps({"qid": r["qid"], "path": r["path"], "line": r["line"],
                                    "line_end": r["line_end"], "grade": r["grade"],
                                    "expect": r["expect"]}, ensure_ascii=False) + "\n")

    notes = [os.path.join(d, f) for d, _, fs in os.walk(VAULT) for f in fs if f.endswith(".md")]
    kinds = collections.Counter(q["kind"] for q in queries)
    langs = collections.Counter(q["lang"] for q in queries)
    grades = collections.Counter(r["grade"] for r in qrels)
    print(f"notes: {len(notes)}")
    print(f"queries: {len(queries)}  kinds: {dict(sorted(kinds.items()))}")
    print(f"langs: {dict(sorted(langs.items()))}")
    print(f"qrels: {len(qrels)}  grades: {dict(sorted(grades.items()))}")
    if errors:
        print(f"{len(errors)} ERROR(S):")
        for e in errors:
            print("  " + e)
        return 1
    print("OK" + (" (expect fields normalised)" if fix else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())

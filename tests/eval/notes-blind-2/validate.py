#!/usr/bin/env python3
"""Validate the notes-blind-2 evaluation set (standard library only).

Checks:
  * queries.jsonl: unique ids, required fields, known kinds/langs, ISO `now`
  * qrels.jsonl: every qid exists, every path exists under vault/, grade in {1,2,3},
    `line`/`line_end` are exactly the first and last line of one entry whose first
    line starts with `expect` (or line null = whole-note judgement), no duplicate
    (qid, path, line) judgements
  * every answerable query has at least one grade-3 judgement; no-answer queries have none
  * no-answer queries: the words listed in the note after "absent words:" occur in the
    query and nowhere in the vault (at least two)

Entry model (same as the dev README): a list item or task with its indented
sub-items, a numbered-list item, a run of non-blank paragraph lines, or a table.
Headings, front matter and fenced code are not entries. Line numbers are 1-based,
split on "\n" ("\r\n" counts as one break, a leading BOM is not a line).

Usage: python3 validate.py            (exit status 1 on any error)
       python3 validate.py --entries PATH   (print the entries of one vault file)
"""
import datetime
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = os.path.join(HERE, "vault")
KINDS = {"temporal-last", "decision", "tasks", "lookup", "cross-language", "natural", "no-answer"}
LANGS = {"zh-Hant", "zh-Hans", "en", "mixed"}

LIST_RE = re.compile(r"^([ \t]*)([-*+]|\d+[.)])[ \t]+")
HEADING_RE = re.compile(r"^#{1,6}[ \t]")
FENCE_RE = re.compile(r"^[ \t]*(```|~~~)")


def read_lines(path):
    with open(path, "rb") as f:
        data = f.read()
    text = data.decode("utf-8")
    if text.startswith("\ufeff"):
        text = text[1:]
    text = text.replace("\r\n", "\n")
    return text.split("\n")


def indent_width(s):
    w = 0
    for ch in s:
        if ch == " ":
            w += 1
        elif ch == "\t":
            w += 4
        else:
            break
    return w


def parse_entries(lines):
    """Return a list of (start, end, kind) with 1-based inclusive line numbers,
    and a list of warnings for ambiguous constructs."""
    entries, warnings = [], []
    i, n = 0, len(lines)
    # front matter
    if n and lines[0].strip() == "---":
        j = 1
        while j < n and lines[j].strip() != "---":
            j += 1
        i = j + 1
    cur = None  # [start, end, kind, base_indent]
    in_fence = False

    def close():
        nonlocal cur
        if cur is not None:
            entries.append((cur[0], cur[1], cur[2]))
            cur = None

    while i < n:
        line = lines[i]
        ln = i + 1
        if in_fence:
            if FENCE_RE.match(line):
                in_fence = False
            i += 1
            continue
        if FENCE_RE.match(line):
            close()
            in_fence = True
            i += 1
            continue
        if not line.strip():
            close()
            i += 1
            continue
        if HEADING_RE.match(line):
            close()
            i += 1
            continue
        m = LIST_RE.match(line)
        if m:
            ind = indent_width(m.group(1))
            if cur is not None and cur[2] == "list" and ind > cur[3]:
                cur[1] = ln  # sub-item
            else:
                close()
                if ind > 0:
                    warnings.append("line %d: indented list item starts an entry" % ln)
                cur = [ln, ln, "list", ind]
            i += 1
            continue
        if line.lstrip().startswith("|"):
            if cur is not None and cur[2] == "table":
                cur[1] = ln
            else:
                close()
                cur = [ln, ln, "table", 0]
            i += 1
            continue
        # paragraph-ish line
        if cur is not None and cur[2] == "paragraph":
            cur[1] = ln
        elif cur is not None and cur[2] == "list" and indent_width(line) > cur[3]:
            cur[1] = ln  # indented continuation of a list item
        else:
            if cur is not None and cur[2] in ("list", "table"):
                warnings.append("line %d: paragraph line directly after a %s" % (ln, cur[2]))
            close()
            cur = [ln, ln, "paragraph", 0]
        i += 1
    close()
    return entries, warnings


def load_jsonl(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for k, raw in enumerate(f, 1):
            raw = raw.strip()
            if not raw:
                continue
            try:
                out.append(json.loads(raw))
            except json.JSONDecodeError as e:
                raise SystemExit("%s:%d: bad JSON: %s" % (path, k, e))
    return out


def vault_text():
    chunks = []
    for root, _dirs, files in os.walk(VAULT):
        for fn in files:
            if fn.endswith(".md"):
                chunks.append(fn)
                chunks.append("\n".join(read_lines(os.path.join(root, fn))))
    return "\n".join(chunks).lower()


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--entries":
        lines = read_lines(os.path.join(VAULT, sys.argv[2]))
        ents, warns = parse_entries(lines)
        for s, e, k in ents:
            print("%4d-%-4d %-9s %s" % (s, e, k, lines[s - 1][:70]))
        for w in warns:
            print("WARN", w)
        return 0

    errors = []
    queries = load_jsonl(os.path.join(HERE, "queries.jsonl"))
    qrels = load_jsonl(os.path.join(HERE, "qrels.jsonl"))

    ids = [q.get("id") for q in queries]
    dup = {x for x in ids if ids.count(x) > 1}
    if dup:
        errors.append("duplicate query ids: %s" % sorted(dup))
    qmap = {q["id"]: q for q in queries}
    for q in queries:
        for key in ("id", "query", "now", "kind", "lang", "note"):
            if key not in q:
                errors.append("%s: missing %s" % (q.get("id"), key))
        if q.get("kind") not in KINDS:
            errors.append("%s: unknown kind %r" % (q.get("id"), q.get("kind")))
        if q.get("lang") not in LANGS:
            errors.append("%s: unknown lang %r" % (q.get("id"), q.get("lang")))
        try:
            datetime.date.fromisoformat(q.get("now", ""))
        except (TypeError, ValueError):
            errors.append("%s: bad now %r" % (q.get("id"), q.get("now")))
        if not (q.get("query") or "").strip():
            errors.append("%s: empty query" % q.get("id"))

    # vault-wide entry parse (also reports ambiguous constructs)
    parsed = {}
    for root, _dirs, files in os.walk(VAULT):
        for fn in files:
            if not fn.endswith(".md"):
                continue
            full = os.path.join(root, fn)
            rel = os.path.relpath(full, VAULT).replace(os.sep, "/")
            lines = read_lines(full)
            ents, warns = parse_entries(lines)
            parsed[rel] = (lines, ents)
            for w in warns:
                errors.append("%s: %s" % (rel, w))

    seen = set()
    grade3 = {}
    for r in qrels:
        qid, path = r.get("qid"), r.get("path")
        tag = "%s %s:%s" % (qid, path, r.get("line"))
        if qid not in qmap:
            errors.append("%s: qid not in queries.jsonl" % tag)
            continue
        if qmap[qid]["kind"] == "no-answer":
            errors.append("%s: judgement for a no-answer query" % tag)
        if r.get("grade") not in (1, 2, 3):
            errors.append("%s: bad grade %r" % (tag, r.get("grade")))
        if path not in parsed:
            errors.append("%s: path does not exist in vault" % tag)
            continue
        key = (qid, path, r.get("line"))
        if key in seen:
            errors.append("%s: duplicate judgement" % tag)
        seen.add(key)
        if r.get("grade") == 3:
            grade3[qid] = grade3.get(qid, 0) + 1
        lines, ents = parsed[path]
        if r.get("line") is None:
            if r.get("line_end") is not None:
                errors.append("%s: line null but line_end set" % tag)
            if qmap[qid]["kind"] != "lookup":
                errors.append("%s: line null only allowed for lookup queries" % tag)
            continue
        match = [e for e in ents if e[0] == r["line"]]
        if not match:
            errors.append("%s: line %s is not the first line of an entry" % (tag, r["line"]))
            continue
        s, e, _k = match[0]
        if r.get("line_end") != e:
            errors.append("%s: line_end %s != entry end %d" % (tag, r.get("line_end"), e))
        exp = r.get("expect") or ""
        if not exp or not lines[s - 1].startswith(exp):
            errors.append("%s: first line does not start with expect %r (line is %r)"
                          % (tag, exp, lines[s - 1][:80]))
        if exp and len(exp) < min(60, len(lines[s - 1])):
            errors.append("%s: expect shorter than 60 chars of the line" % tag)

    for q in queries:
        if q["kind"] != "no-answer" and not grade3.get(q["id"]):
            errors.append("%s: answerable query without a grade-3 judgement" % q["id"])

    # no-answer sanity: the note lists the distinctive words ("absent words: a, b, c");
    # each must be absent from the vault (case-insensitive), at least two of them
    text = vault_text()
    for q in queries:
        if q["kind"] != "no-answer":
            continue
        m = re.search(r"absent words?:\s*(.+?)\s*$", q.get("note", ""))
        words = [w.strip() for w in m.group(1).split(",") if w.strip()] if m else []
        present = [w for w in words if w.lower() in text]
        for w in words:
            if w.lower() not in q["query"].lower():
                errors.append("%s: listed absent word %r is not in the query" % (q["id"], w))
        print("no-answer %s: absent=%s present=%s" % (q["id"], [w for w in words if w not in present], present))
        if present:
            errors.append("%s: words listed as absent occur in the vault: %s" % (q["id"], present))
        if len(words) - len(present) < 2:
            errors.append("%s: fewer than two distinctive words absent from the vault" % q["id"])

    from collections import Counter
    print("queries:", len(queries), dict(Counter(q["kind"] for q in queries)))
    print("langs:", dict(Counter(q["lang"] for q in queries)))
    print("qrels:", len(qrels), "grades:", dict(Counter(r["grade"] for r in qrels)))
    print("vault notes:", len(parsed), "entries:", sum(len(v[1]) for v in parsed.values()))
    if errors:
        print("\n%d ERROR(S):" % len(errors))
        for e in errors:
            print("  -", e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())

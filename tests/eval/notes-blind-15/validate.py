#!/usr/bin/env python3
"""Self-check for notes-blind-15 (Python 3 standard library only). Run: python3 validate.py

Checks
- queries.jsonl / qrels.jsonl parse; query ids are unique; every query has
  id, query, now, kind, lang, note, group; now is 2026-11-30; kind and lang are allowed values
- every qrels qid is a query id; every qrels path exists under vault/
- every qrels `line` is the first line of an entry (not a heading, not front matter, the header
  row of a table), `expect` matches the start of that stripped line, and `line_end` is the
  entry's last line
- every non-no-answer query has at least one grade-3 judgement (at most two), no-answer
  queries have none
- groups: each group id is a base question whose group is itself; rewordings are <base>-r1 and
  <base>-r2 with the same kind, lang and now as the base; every answerable base has exactly
  two rewordings, no-answer bases have none; a rewording's judgements equal its base's
- base kind counts are 7 temporal-last, 7 decision, 8 lookup, 5 tasks, 5 cross-language,
  4 no-answer
- no ISO date in the vault (or daily-note file name) is on or after `now`
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

ROOT = os.path.dirname(os.path.abspath(__file__))
VAULT = os.path.join(ROOT, "vault")
NOW = "2026-11-30"
KINDS = {"temporal-last": 7, "decision": 7, "lookup": 8, "tasks": 5, "cross-language": 5,
         "no-answer": 4}
LANGS = {"zh-Hant", "zh-Hans", "en", "mixed"}
LIST = re.compile(r"^\s*(?:[-*+]|\d+\.)\s")

errs = []


def load(name):
    out = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                out.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                errs.append(f"{name}:{n} bad JSON: {e}")
    return out


def is_table(s):
    return s.lstrip().startswith("|")


def fm_end(L):
    if L and L[0].strip() == "---":
        for i in range(1, len(L)):
            if L[i].strip() == "---":
                return i
    return -1


def entry_end(L, i):
    s = L[i]
    if is_table(s):
        j = i
        while j + 1 < len(L) and is_table(L[j + 1]):
            j += 1
        return j
    if LIST.match(s):
        j = i
        while j + 1 < len(L) and L[j + 1].strip() and L[j + 1][:1] in (" ", "\t") \
                and not LIST.match(L[j + 1]):
            j += 1
        return j
    j = i
    while j + 1 < len(L) and L[j + 1].strip() and not L[j + 1].startswith("#") \
            and not LIST.match(L[j + 1]) and not is_table(L[j + 1]):
        j += 1
    return j


def is_entry_start(L, i):
    s = L[i]
    if not s.strip() or s.startswith("#") or i <= fm_end(L):
        return False
    if is_table(s):
        return i == 0 or not is_table(L[i - 1])
    if LIST.match(s):
        return True
    if s[:1] in (" ", "\t"):
        return False
    prev = L[i - 1] if i > 0 else ""
    return (i == 0 or not prev.strip() or prev.startswith("#") or i - 1 == fm_end(L)
            or LIST.match(prev) is not None or is_table(prev))


Q = load("queries.jsonl")
R = load("qrels.jsonl")

# ---- queries
qset = {}
for q in Q:
    for k in ("id", "query", "now", "kind", "lang", "note", "group"):
        if k not in q:
            errs.append(f"{q.get('id')}: missing {k}")
    if q.get("id") in qset:
        errs.append(f"duplicate query id {q.get('id')}")
    qset[q.get("id")] = q
    if q.get("now") != NOW:
        errs.append(f"{q.get('id')}: now is {q.get('now')}")
    if q.get("kind") not in KINDS:
        errs.append(f"{q.get('id')}: bad kind {q.get('kind')}")
    if q.get("lang") not in LANGS:
        errs.append(f"{q.get('id')}: bad lang {q.get('lang')}")

# ---- groups
members = defaultdict(list)
for q in Q:
    members[q.get("group")].append(q)
for g, qs in members.items():
    base = qset.get(g)
    if base is None or base.get("group") != g:
        errs.append(f"group {g}: no base question with that id")
        continue
    rew = sorted(x["id"] for x in qs if x["id"] != g)
    want = [] if base["kind"] == "no-answer" else [g + "-r1", g + "-r2"]
    if rew != want:
        errs.append(f"group {g}: rewordings {rew} != {want}")
    for x in qs:
        for k in ("kind", "lang", "now"):
            if x.get(k) != base.get(k):
                errs.append(f"{x['id']}: {k} differs from its base {g}")
    texts = [x["query"] for x in qs]
    if len(set(texts)) != len(texts):
        errs.append(f"group {g}: repeated question text")
for q in Q:
    if q["id"] != q.get("group") and not re.fullmatch(re.escape(q.get("group", "")) + r"-r[12]", q["id"]):
        errs.append(f"{q['id']}: id does not match its group {q.get('group')}")

# ---- qrels
cache = {}
by_q = defaultdict(list)
for r in R:
    qid = r.get("qid")
    if qid not in qset:
        errs.append(f"qrels: unknown qid {qid}")
        continue
    path = r.get("path", "")
    full = os.path.join(VAULT, path)
    if not os.path.isfile(full):
        errs.append(f"{qid}: missing file {path}")
        continue
    if full not in cache:
        with open(full, encoding="utf-8") as f:
            cache[full] = f.read().split("\n")
    L = cache[full]
    a, b = r.get("line"), r.get("line_end")
    if not (isinstance(a, int) and isinstance(b, int) and 1 <= a <= b <= len(L)):
        errs.append(f"{qid} {path}: bad span {a}-{b}")
        continue
    if not L[a - 1].strip().startswith(r.get("expect", "\0")) or not r.get("expect"):
        errs.append(f"{qid} {path}:{a}: expect mismatch {L[a-1]!r} vs {r.get('expect')!r}")
    if not is_entry_start(L, a - 1):
        errs.append(f"{qid} {path}:{a}: not the first line of an entry: {L[a-1]!r}")
    elif entry_end(L, a - 1) + 1 != b:
        errs.append(f"{qid} {path}:{a}: line_end {b} != {entry_end(L, a - 1) + 1}")
    if r.get("grade") not in (1, 2, 3):
        errs.append(f"{qid}: bad grade {r.get('grade')}")
    by_q[qid].append((path, a, b, r.get("grade"), r.get("expect")))

for q in Q:
    rels = by_q.get(q["id"], [])
    keys = [(p, a) for p, a, *_ in rels]
    if len(keys) != len(set(keys)):
        errs.append(f"{q['id']}: an entry is judged twice")
    n3 = sum(1 for x in rels if x[3] == 3)
    if q["kind"] == "no-answer":
        if rels:
            errs.append(f"{q['id']}: no-answer query has judgements")
    else:
        if n3 < 1:
            errs.append(f"{q['id']}: no grade-3 judgement")
        if n3 > 2:
            errs.append(f"{q['id']}: more than two grade-3 judgements")
    g = q.get("group")
    if g != q["id"] and sorted(rels) != sorted(by_q.get(g, [])):
        errs.append(f"{q['id']}: judgements differ from its base {g}")

# ---- counts
base_kinds = Counter(q["kind"] for q in Q if q["id"] == q.get("group"))
if dict(base_kinds) != KINDS:
    errs.append(f"base kind counts {dict(base_kinds)} != {KINDS}")

# ---- dates in the vault
n_notes = 0
for dp, _, fs in os.walk(VAULT):
    for fn in fs:
        if not fn.endswith(".md"):
            continue
        n_notes += 1
        with open(os.path.join(dp, fn), encoding="utf-8") as f:
            text = f.read()
        for d in re.findall(r"\b(20\d\d-\d\d-\d\d)\b", fn + "\n" + text):
            if d >= NOW:
                errs.append(f"{fn}: date {d} is not before {NOW}")

print(f"{n_notes} notes, {len(Q)} queries ({sum(base_kinds.values())} base), {len(R)} qrels")
print("base kinds:", dict(base_kinds))
print("all kinds:", dict(Counter(q['kind'] for q in Q)))
print("langs:", dict(Counter(q['lang'] for q in Q)))
print("grades:", dict(sorted(Counter(r.get('grade') for r in R).items())))
if errs:
    print("FAIL")
    print("\n".join(errs))
    sys.exit(1)
print("OK")

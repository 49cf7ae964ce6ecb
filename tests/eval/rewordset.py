"""Build and check a blind set with rewordings (notes-blind-13, -14, -15): each set's
tools/spec.py holds its notes, its base questions with two rewordings each, and (path, unique
substring, grade) judgements. build() writes vault/ and resolves each substring to the first and
last line of its entry into queries.jsonl and qrels.jsonl; validate() checks them against the
vault. Python 3 standard library only.

build() stops if a substring is missing or ambiguous in its note, falls in front matter or on a
heading, or if two judgements of one question land on the same entry. validate() checks that
query ids are unique and carry id, query, now, kind, lang, note and group with allowed values;
that every judgement's line is the first line of an entry (a list item or task with its
continuation lines, a run of paragraph lines, a numbered step, or a whole table judged by its
header row) whose start `expect` matches and whose last line is `line_end`; that every
answerable question has one or two grade-3 judgements and no-answer ones none; that each group
is a base question with <base>-r1 and <base>-r2 of the same kind, lang, now and judgements; the
base kind counts; and that no ISO date in the vault is on or after `now`.
"""
import json
import os
import re
import shutil
from collections import Counter, defaultdict

NOW = "2026-11-30"
KINDS = {"temporal-last": 7, "decision": 7, "lookup": 8, "tasks": 5, "cross-language": 5,
         "no-answer": 4}
LANGS = {"zh-Hant", "zh-Hans", "en", "mixed"}
LIST = re.compile(r"^\s*(?:[-*+]|\d+\.)\s")


def is_table(s):
    return s.lstrip().startswith("|")


def fm_end(L):
    """0-based index of the closing '---' of front matter, or -1."""
    if L and L[0].strip() == "---":
        for i in range(1, len(L)):
            if L[i].strip() == "---":
                return i
    return -1


def entry_start(L, i, fe):
    s = L[i]
    if s.startswith("#"):
        raise ValueError("on a heading")
    if is_table(s):
        while i > 0 and is_table(L[i - 1]):
            i -= 1
        return i
    if LIST.match(s):
        return i
    if s[:1] in (" ", "\t") and s.strip():
        # continuation of a list item
        j = i
        while j > 0 and not LIST.match(L[j]):
            j -= 1
        if not LIST.match(L[j]):
            raise ValueError("indented line outside a list item")
        return j
    # paragraph: go up to its first line
    while i > 0 and i - 1 > fe and L[i - 1].strip() and not L[i - 1].startswith("#") \
            and not LIST.match(L[i - 1]) and not is_table(L[i - 1]):
        i -= 1
    return i


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


def write_vault(root, spec):
    vault = os.path.join(root, "vault")
    if os.path.isdir(vault):
        shutil.rmtree(vault)
    for path, text in sorted(spec.NOTES.items()):
        full = os.path.join(vault, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        if not text.endswith("\n"):
            text += "\n"
        with open(full, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    return len(spec.NOTES)


def note_lines(spec, path):
    if path not in spec.NOTES:
        raise KeyError(path)
    text = spec.NOTES[path]
    if not text.endswith("\n"):
        text += "\n"
    return text.split("\n")


def build(root, spec):
    """Rewrite vault/ from spec.NOTES, resolve every judgement, write queries.jsonl and qrels.jsonl."""
    n_notes = write_vault(root, spec)
    errors, queries, qrels = [], [], []
    seen_ids = set()
    for b in spec.QUERIES:
        base = f"{spec.PREFIX}-{b['id']}"
        if b["kind"] == "no-answer":
            if b["rels"] or b["rewordings"]:
                errors.append(f"{base}: no-answer must have no judgements and no rewordings")
        else:
            if len(b["rewordings"]) != 2:
                errors.append(f"{base}: needs exactly two rewordings")
            if not any(g == 3 for _, _, g in b["rels"]):
                errors.append(f"{base}: no grade-3 judgement")
            n3 = sum(1 for _, _, g in b["rels"] if g == 3)
            if n3 > 2:
                errors.append(f"{base}: more than two grade-3 judgements")
        texts = [b["query"]] + list(b["rewordings"])
        if len(set(texts)) != len(texts):
            errors.append(f"{base}: a rewording repeats the question")
        ids = [base] + [f"{base}-r{k}" for k in range(1, len(b["rewordings"]) + 1)]
        for qid, text in zip(ids, texts):
            if qid in seen_ids:
                errors.append(f"duplicate id {qid}")
            seen_ids.add(qid)
            queries.append({"id": qid, "query": text, "now": spec.NOW, "kind": b["kind"],
                            "lang": b["lang"], "note": b["note"], "group": base})
        resolved = []
        seen = set()
        for path, sub, grade in b["rels"]:
            try:
                L = note_lines(spec, path)
            except KeyError:
                errors.append(f"{base}: no such note {path}")
                continue
            hits = [i for i, s in enumerate(L) if sub in s]
            if len(hits) != 1:
                errors.append(f"{base} {path}: {sub!r} hits {len(hits)} lines")
                continue
            i = hits[0]
            fe = fm_end(L)
            if i <= fe:
                errors.append(f"{base} {path}: {sub!r} is in front matter")
                continue
            try:
                s = entry_start(L, i, fe)
            except ValueError as e:
                errors.append(f"{base} {path}: {sub!r}: {e}")
                continue
            e = entry_end(L, s)
            if (path, s) in seen:
                errors.append(f"{base} {path}: {sub!r} lands on an entry already judged (line {s+1})")
                continue
            seen.add((path, s))
            if grade not in (1, 2, 3):
                errors.append(f"{base}: bad grade {grade}")
            resolved.append({"path": path, "line": s + 1, "line_end": e + 1, "grade": grade,
                             "expect": L[s].strip()[:60]})
        for qid in ids:
            for r in resolved:
                qrels.append({"qid": qid, **r})
    if errors:
        print("BUILD FAILED")
        print("\n".join(errors))
        return 1
    with open(os.path.join(root, "queries.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for q in queries:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    with open(os.path.join(root, "qrels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for r in qrels:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{n_notes} notes, {len(queries)} queries, {len(qrels)} qrels")
    return 0



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



def load(root, name, errs):
    out = []
    with open(os.path.join(root, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                out.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                errs.append(f"{name}:{n} bad JSON: {e}")
    return out



def validate(root, kinds=None):
    """Check the set in ``root``; print a summary and OK, or FAIL and the problems. Exit status.
    ``kinds`` maps each allowed kind to its number of base questions (default: KINDS)."""
    kinds = KINDS if kinds is None else kinds
    vault = os.path.join(root, "vault")
    errs = []
    Q = load(root, "queries.jsonl", errs)
    R = load(root, "qrels.jsonl", errs)

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
        if q.get("kind") not in kinds:
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
        full = os.path.join(vault, path)
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
    if dict(base_kinds) != kinds:
        errs.append(f"base kind counts {dict(base_kinds)} != {kinds}")

    # ---- dates in the vault
    n_notes = 0
    for dp, _, fs in os.walk(vault):
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
        return 1
    print("OK")
    return 0

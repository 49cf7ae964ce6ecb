#!/usr/bin/env python3
"""Build notes-blind-15 from tools/spec.py (Python 3 standard library only).

1. Rewrites vault/ from spec.NOTES (the folder is deleted first).
2. Resolves every judgement (path, unique substring, grade) to the entry's first and last line.
3. Writes queries.jsonl and qrels.jsonl.

Stops with exit code 1 if a substring is missing or ambiguous in its note, falls in front matter
or on a heading, or if two judgements of one question land on the same entry.

Entry conventions: a list item or task (plus indented continuation lines), a run of non-blank
paragraph lines, a numbered step, or a whole table (judged by its header row). Headings and
front matter are never judged.
"""
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import spec  # noqa: E402

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


def write_vault():
    vault = os.path.join(ROOT, "vault")
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


def note_lines(path):
    if path not in spec.NOTES:
        raise KeyError(path)
    text = spec.NOTES[path]
    if not text.endswith("\n"):
        text += "\n"
    return text.split("\n")


def main():
    n_notes = write_vault()
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
                L = note_lines(path)
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
        sys.exit(1)
    with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for q in queries:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "qrels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for r in qrels:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{n_notes} notes, {len(queries)} queries, {len(qrels)} qrels")


if __name__ == "__main__":
    main()

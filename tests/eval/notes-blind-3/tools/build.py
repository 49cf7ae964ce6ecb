"""Turn tools/spec.py (hand-written queries + (path, substring, grade) judgements) into
queries.jsonl and qrels.jsonl. Line numbers are found by locating the substring (must hit exactly
one line of the file) and the entry's extent is computed from Markdown structure."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from spec import Q

LIST = re.compile(r"^\s*(?:[-*+]|\d+\.)\s")

def lines_of(path):
    with open(os.path.join(ROOT, "vault", path), encoding="utf-8") as f:
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

queries, qrels, errors = [], [], []
for n, query, now, kind, lang, note, rels in Q:
    qid = f"notesblind3-{n:03d}"
    queries.append({"id": qid, "query": query, "now": now, "kind": kind, "lang": lang, "note": note})
    seen = set()
    for path, sub, grade in rels:
        L = lines_of(path)
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
with open(os.path.join(ROOT, "queries.jsonl"), "w", encoding="utf-8") as f:
    for x in queries: f.write(json.dumps(x, ensure_ascii=False) + "\n")
with open(os.path.join(ROOT, "qrels.jsonl"), "w", encoding="utf-8") as f:
    for x in qrels: f.write(json.dumps(x, ensure_ascii=False) + "\n")
print(len(queries), "queries,", len(qrels), "qrels")

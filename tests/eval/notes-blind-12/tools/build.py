"""Write ../vault/ from tools/vault.py, then turn tools/spec.py (hand-written queries +
(path, substring, grade) judgements) into queries.jsonl and qrels.jsonl with ../../entryset.py:
each substring must hit exactly one line of its file; the entry's extent comes from the
Markdown structure."""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path[:0] = [HERE, os.path.dirname(ROOT)]
import vault
from spec import Q
from entryset import build

print(vault.write(ROOT), "notes written")
build(ROOT, "notesblind12", Q)

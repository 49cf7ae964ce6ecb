#!/usr/bin/env python3
"""Write ../vault/ and turn tools/spec.py (notes, base questions with two rewordings each,
(path, substring, grade) judgements) into queries.jsonl and qrels.jsonl of notes-blind-19, with
../../rewordset.py. Python 3 standard library only."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path[:0] = [HERE, os.path.dirname(ROOT)]
import rewordset  # noqa: E402
import spec  # noqa: E402

if __name__ == "__main__":
    sys.exit(rewordset.build(ROOT, spec))

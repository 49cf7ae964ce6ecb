#!/usr/bin/env python3
"""Self-check of notes-blind-19 with ../rewordset.py (JSON, ids, groups of rewordings, each
qrel's line and extent, base kind counts, no date on or after now). Run: python3 validate.py"""
import os
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(ROOT))
import rewordset  # noqa: E402

# The kinds of notes-blind-17 plus temporal-first and period, with this set's counts.
KINDS = {"temporal-last": 7, "temporal-first": 5, "decision": 7, "lookup": 8, "tasks": 5,
         "cross-language": 6, "period": 3, "no-answer": 4}
sys.exit(rewordset.validate(ROOT, KINDS))

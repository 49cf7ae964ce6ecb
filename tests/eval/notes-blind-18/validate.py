#!/usr/bin/env python3
"""Self-check of notes-blind-18 with ../rewordset.py (JSON, ids, groups of rewordings, each
qrel's line and extent, base kind counts, no date on or after now). Run: python3 validate.py"""
import os
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(ROOT))
import rewordset  # noqa: E402

# Questions on when something began, beside the kinds of notes-blind-13 to -17.
KINDS = {"temporal-first": 18, "temporal-last": 7, "period": 4, "decision": 5, "topic": 4,
         "no-answer": 4}
sys.exit(rewordset.validate(ROOT, KINDS))

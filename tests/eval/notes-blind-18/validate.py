#!/usr/bin/env python3
"""Self-check of notes-blind-18 with ../rewordset.py (JSON, ids, groups of rewordings, each
qrel's line and extent, base kind counts, no date on or after now). Run: python3 validate.py"""
import os
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(ROOT))
import rewordset  # noqa: E402

sys.exit(rewordset.validate(ROOT))

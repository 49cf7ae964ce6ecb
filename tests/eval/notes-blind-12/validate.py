"""Self-check of the blind set with ../entryset.py (JSON, ids, paths, each qrel's line and
extent, kind counts, no-answer queries unjudged, languages). Python 3 stdlib only."""
import os, sys
ROOT = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(ROOT))
from entryset import validate

validate(
    ROOT,
    {"temporal-last": 8, "decision": 8, "tasks": 6, "lookup": 8, "cross-language": 7,
     "reworded": 10, "colloquial": 5, "traditional": 3, "no-answer": 5},
    langs=("en", "zh-Hant", "zh-Hans", "mixed"),
)

"""The peers Vault Recall is measured against, on the same vault and queries.

- ripgrep: `rg -i -l` over the query's terms, no index at all.
- the journal script's approach (docs/background.md, section 1): every query re-reads and
  re-tokenizes every note with jieba (search mode), then ranks whole files by BM25 (k1 1.5,
  b 0.75) normalised by the best score with a 0.02 floor, × (1 + 0.3·keyword overlap) × recency
  × hall boost.
"""

from __future__ import annotations

import math
import re
import shutil
import subprocess
import time
from collections import Counter
from collections.abc import Callable, Iterable
from datetime import date
from pathlib import Path
from typing import Any

Query = dict[str, Any]


def rg_command(vault: Path, terms: Iterable[str]) -> list[str]:
    # --no-ignore: the cached vault lives under the repo's git-ignored bench/out/, and rg would
    # otherwise skip it; -F: terms are words, not regexes.
    cmd = ["rg", "-i", "-l", "-F", "--no-ignore"]
    for term in terms:
        cmd += ["-e", term]
    return [*cmd, "--", str(vault)]


def rg_latency(vault: Path, query: Query, timeout: float = 120.0) -> tuple[float, int]:
    """Seconds for one rg run, and how many files it listed."""
    start = time.perf_counter()
    done = subprocess.run(rg_command(vault, query["terms"]), capture_output=True, timeout=timeout)
    seconds = time.perf_counter() - start
    if done.returncode not in (0, 1):  # 1 means "no match", not a failure
        raise RuntimeError(f"rg failed ({done.returncode}): {done.stderr[:300]!r}")
    return seconds, done.stdout.count(b"\n")


def have_rg() -> bool:
    return shutil.which("rg") is not None


HALL_BOOSTS = [
    (re.compile(r"決定|决定|决策|選擇|选择|採用|采用|decided|adopted", re.I), 1.3),
    (re.compile(r"發現|发现|研究|分析|discover|found", re.I), 1.15),
    (re.compile(r"偏好|喜歡|喜欢|習慣|习惯|prefer|like", re.I), 1.1),
    (re.compile(r"建議|建议|推薦|推荐|應該|应该|recommend|suggest", re.I), 1.1),
]
FILE_DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")
FOLDER_MONTH = re.compile(r"(\d{4})-(\d{2})$")


class JournalScan:
    """One query = one full pass over the vault, as the journal script did it."""

    def __init__(self, vault: Path, now: date, days: int = 30) -> None:
        import rjieba  # only in the project's venv; run.py reports when it is missing

        self.cut: Callable[[str], list[str]] = rjieba.cut_for_search
        self.vault = vault
        self.now = now
        self.days = days

    def keywords(self, text: str) -> list[str]:
        words = {w.strip().lower() for w in self.cut(text)}
        return sorted(w for w in words if w and (len(w) > 1 or w.isalnum()))

    def search(self, text: str, limit: int = 10) -> list[tuple[float, str]]:
        keys = self.keywords(text)
        wanted = set(keys)
        rows = []
        for path in sorted(self.vault.rglob("*.md")):
            body = path.read_text(encoding="utf-8", errors="replace")
            tokens = [t.lower() for t in self.cut(body)]
            tf = Counter(t for t in tokens if t in wanted)
            rows.append((path, body, len(tokens), tf))
        return self.rank(keys, rows)[:limit]

    def rank(self, keys: list[str], rows: list[tuple[Path, str, int, Counter[str]]]) -> list[tuple[float, str]]:
        if not rows or not keys:
            return []
        avgdl = sum(r[2] for r in rows) / len(rows) or 1.0
        df = Counter(k for r in rows for k in r[3])
        idf = {k: math.log(1 + (len(rows) - df[k] + 0.5) / (df[k] + 0.5)) for k in keys}
        bm25 = [sum(bm25_term(r[3][k], idf[k], r[2], avgdl) for k in keys) for r in rows]
        best = max(bm25) or 1.0
        scored = []
        for (path, body, _, tf), raw in zip(rows, bm25, strict=True):
            overlap = sum(1 for k in keys if tf[k]) / len(keys)
            base = max(raw / best, 0.02)
            score = base * (1 + 0.3 * overlap) * self.recency(path) * hall_boost(body)
            scored.append((score, path.relative_to(self.vault).as_posix()))
        scored.sort(key=lambda s: (-s[0], s[1]))
        return scored

    def recency(self, path: Path) -> float:
        day = note_date(path)
        age = (self.now - day).days
        if age > self.days:
            return 0.3
        return 1 + 0.4 * (1 - max(age, 0) / self.days)


def bm25_term(tf: int, idf: float, length: int, avgdl: float, k1: float = 1.5, b: float = 0.75) -> float:
    """Okapi BM25 for one term (Robertson & Zaragoza 2009), with the idf Lucene uses."""
    if not tf:
        return 0.0
    return idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * length / avgdl))


def hall_boost(body: str) -> float:
    # The original ran its regexes over the whole file; kept, since the cost is part of the method.
    for pattern, boost in HALL_BOOSTS:
        if pattern.search(body):
            return boost
    return 1.0


def note_date(path: Path) -> date:
    """Date from the file name, else a YYYY-MM parent folder, else the file's mtime."""
    m = FILE_DATE.search(path.name)
    if m:
        return date(int(m[1]), int(m[2]), int(m[3]))
    m = FOLDER_MONTH.search(path.parent.name)
    if m:
        return date(int(m[1]), int(m[2]), 1)
    return date.fromtimestamp(path.stat().st_mtime)

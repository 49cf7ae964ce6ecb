"""A golden-set bench: a user's own questions with the entries that answer them, scored as MRR
and Recall@k, so the ranking weights in ``config.json`` can be tuned to one's writing style.

A golden file is JSON Lines, one query per line::

    {"query": "上次搞 PostgreSQL 是什麼時候", "now": "2026-11-30",
     "expect": [{"path": "journal/2026-11-17.md", "line": 12}]}

A result matches an expectation when the paths are equal and, if ``line`` is given, the entry's
lines include it (``line_start <= line <= line_end``). An expected path that is not a note in the
index can never match: it is left out of the scores with a warning, not counted as a miss.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Protocol

CUTOFFS = (1, 3, 5, 10)
DEPTH = 100  # how far down a query's results a first hit is looked for (the API's largest page)


class GoldenError(ValueError):
    """A golden file that cannot be read; the message names the file and line."""


@dataclass(frozen=True)
class Expect:
    path: str
    line: int | None = None

    def matches(self, result: dict) -> bool:
        if result["path"] != self.path:
            return False
        return self.line is None or result["line_start"] <= self.line <= result["line_end"]


@dataclass(frozen=True)
class GoldenQuery:
    query: str
    expect: tuple[Expect, ...]
    now: dt.date | None = None
    where: str = field(default="", compare=False)  # "file:line", for messages


@dataclass(frozen=True)
class LeftOut:
    """An expectation no result can match, so scoring it would only measure a typo."""

    where: str
    path: str
    reason: str
    suggestion: str | None = None

    def message(self) -> str:
        hint = f" (did you mean {self.suggestion}?)" if self.suggestion else ""
        return f"{self.where}: {self.path} {self.reason}{hint}; left out of the scores"


class Indexed(Protocol):
    """What the bench needs of a file state: why the indexer skipped it, if it did."""

    skipped: str | None


@dataclass(frozen=True)
class QueryScore:
    query: str
    rank: int | None  # 1-based rank of the first result matching any expectation
    found_at: tuple[int | None, ...]  # per expectation, the rank of its first matching result


@dataclass(frozen=True)
class BenchReport:
    scores: tuple[QueryScore, ...]
    left_out: tuple[LeftOut, ...] = ()

    @property
    def mrr(self) -> float:
        if not self.scores:
            return 0.0
        return sum(1 / s.rank for s in self.scores if s.rank) / len(self.scores)

    def recall(self, k: int) -> float:
        """Mean over queries of the share of their expected entries found in the top ``k``."""
        if not self.scores:
            return 0.0
        shares = [sum(1 for r in s.found_at if r is not None and r <= k) / len(s.found_at) for s in self.scores]
        return sum(shares) / len(shares)


class Searches(Protocol):
    def search(
        self, query: str, limit: int = 10, days: int | None = None, now: dt.date | None = None, hall: str | None = None
    ) -> dict: ...


def _expect(raw: object, where: str) -> Expect:
    if not isinstance(raw, dict) or not isinstance(raw.get("path"), str) or not raw["path"]:
        raise GoldenError(f'{where}: each expect needs a "path" (vault-relative, with /)')
    line = raw.get("line")
    if line is not None and (not isinstance(line, int) or isinstance(line, bool) or line < 1):
        raise GoldenError(f'{where}: "line" must be a line number from 1, got {line!r}')
    return Expect(raw["path"].removeprefix("./"), line)


def parse_line(text: str, where: str) -> GoldenQuery:
    try:
        raw = json.loads(text)
    except ValueError as exc:
        raise GoldenError(f"{where}: not JSON ({exc})") from None
    if not isinstance(raw, dict) or not isinstance(raw.get("query"), str) or not raw["query"].strip():
        raise GoldenError(f'{where}: each line needs a non-empty "query"')
    expects = raw.get("expect")
    if not isinstance(expects, list) or not expects:
        raise GoldenError(f'{where}: "expect" must be a non-empty list of {{"path", "line"?}}')
    now = raw.get("now")
    try:
        date = dt.date.fromisoformat(now) if now is not None else None
    except (TypeError, ValueError):
        raise GoldenError(f'{where}: "now" must be a date as YYYY-MM-DD, got {now!r}') from None
    return GoldenQuery(raw["query"], tuple(_expect(e, where) for e in expects), date, where)


def load_golden(path: Path) -> list[GoldenQuery]:
    """Read a golden file; blank lines are allowed, anything else malformed is an error."""
    try:
        text = Path(path).read_text("utf-8-sig")
    except OSError as exc:
        raise GoldenError(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise GoldenError(f"{path} is not UTF-8 text") from None
    queries = [parse_line(line, f"{path}:{n}") for n, line in enumerate(text.splitlines(), 1) if line.strip()]
    if not queries:
        raise GoldenError(f"{path} holds no queries")
    return queries


def _suggest(path: str, notes: Sequence[str]) -> str | None:
    """The note a mistyped path most likely meant: the same with ``.md``, another letter case,
    or the only note of that file name in another folder."""
    with_md = path if path.lower().endswith(".md") else path + ".md"
    if with_md in notes:
        return with_md
    folded = [n for n in notes if n.casefold() == with_md.casefold()]
    if len(folded) == 1:
        return folded[0]
    name = with_md.rsplit("/", 1)[-1].casefold()
    same_name = [n for n in notes if n.rsplit("/", 1)[-1].casefold() == name]
    return same_name[0] if len(same_name) == 1 else None


def leave_out_unknown(
    queries: Sequence[GoldenQuery], known: Mapping[str, Indexed]
) -> tuple[list[GoldenQuery], list[LeftOut]]:
    """The queries with only expectations that name indexed notes, and what was taken out.

    ``known`` is the index's file states by vault-relative path. A query left with no
    expectation is dropped whole.
    """
    notes = sorted(p for p, state in known.items() if state.skipped is None)
    indexed = frozenset(notes)
    kept: list[GoldenQuery] = []
    left_out: list[LeftOut] = []
    for golden in queries:
        expects = []
        for e in golden.expect:
            if e.path in indexed:
                expects.append(e)
            elif e.path in known:
                left_out.append(LeftOut(golden.where, e.path, f"is not indexed ({known[e.path].skipped})"))
            else:
                left_out.append(LeftOut(golden.where, e.path, "is not a note in the vault", _suggest(e.path, notes)))
        if expects:
            kept.append(replace(golden, expect=tuple(expects)))
    return kept, left_out


def first_rank(results: Sequence[dict], expect: Expect) -> int | None:
    return next((i for i, r in enumerate(results, 1) if expect.matches(r)), None)


def score_query(golden: GoldenQuery, results: Sequence[dict]) -> QueryScore:
    found = tuple(first_rank(results, e) for e in golden.expect)
    ranks = [r for r in found if r is not None]
    return QueryScore(golden.query, min(ranks) if ranks else None, found)


def run_bench(
    engine: Searches, queries: Sequence[GoldenQuery], now: dt.date | None = None, left_out: Sequence[LeftOut] = ()
) -> BenchReport:
    """Search each query (at its own ``now``, else ``now``) and score its results."""
    scores = []
    for golden in queries:
        page = engine.search(golden.query, limit=DEPTH, now=golden.now or now)
        scores.append(score_query(golden, page["results"]))
    return BenchReport(tuple(scores), tuple(left_out))


def format_report(report: BenchReport) -> str:
    lines = [f"{'rank':>5}  query"]
    for s in report.scores:
        lines.append(f"{s.rank if s.rank else '—':>5}  {s.query}")
    lines.append("")
    lines.append(
        f"queries {len(report.scores)}  MRR {report.mrr:.3f}  "
        + "  ".join(f"Recall@{k} {report.recall(k):.3f}" for k in CUTOFFS)
    )
    if any(s.rank is None for s in report.scores):
        lines.append(f"(— : no expected entry in the top {DEPTH})")
    if report.left_out:
        count = len(report.left_out)
        lines.append(f"({count} expected path{'s' if count > 1 else ''} left out: not notes in the index)")
    return "\n".join(lines) + "\n"


def report_json(report: BenchReport) -> dict:
    return {
        "queries": len(report.scores),
        "mrr": round(report.mrr, 4),
        "recall": {str(k): round(report.recall(k), 4) for k in CUTOFFS},
        "ranks": [{"query": s.query, "rank": s.rank} for s in report.scores],
        "left_out": [
            {"where": x.where, "path": x.path, "reason": x.reason, "suggestion": x.suggestion} for x in report.left_out
        ],
    }

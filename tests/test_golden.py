"""The golden-set bench: reading golden files, matching results, MRR and Recall@k, the CLI."""

from __future__ import annotations

import datetime as dt
import json
import os
from pathlib import Path

import pytest

from vault_recall.cli import commands as cli
from vault_recall.cli.golden import (
    BenchReport,
    Expect,
    GoldenError,
    GoldenQuery,
    LeftOut,
    QueryScore,
    format_report,
    leave_out_unknown,
    load_golden,
    report_json,
    run_bench,
    score_query,
)
from vault_recall.engine.index import FileState


@pytest.fixture(autouse=True)
def private_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("VAULT_RECALL_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("VAULT_RECALL_DATA_DIR", str(tmp_path / "data"))
    umask = os.umask(0o022)  # cli.main sets a process-wide umask; keep it from leaking
    os.umask(umask)
    yield
    os.umask(umask)


def write(path: Path, text: str) -> Path:
    path.write_bytes(text.encode("utf-8"))
    return path


# Golden files -------------------------------------------------------------------------------


def test_load_golden(tmp_path: Path):
    path = write(
        tmp_path / "g.jsonl",
        (
            "\ufeff"
            + '{"query": "上次搞 PostgreSQL", "now": "2026-11-30", "expect": [{"path": "journal/2026-11-28.md", '
            '"line": 5}]}\n\n'
            '{"query": "redis 默认", "expect": [{"path": "./journal/2026-11-25.md"}, {"path": "b.md", "line": 1}]}\n'
        ),
    )
    assert load_golden(path) == [
        GoldenQuery("上次搞 PostgreSQL", (Expect("journal/2026-11-28.md", 5),), dt.date(2026, 11, 30)),
        GoldenQuery("redis 默认", (Expect("journal/2026-11-25.md"), Expect("b.md", 1))),
    ]


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{not json", "g.jsonl:2: not JSON"),
        ('["query"]', 'g.jsonl:2: each line needs a non-empty "query"'),
        ('{"query": "  ", "expect": [{"path": "a.md"}]}', 'g.jsonl:2: each line needs a non-empty "query"'),
        ('{"query": "q"}', 'g.jsonl:2: "expect" must be a non-empty list'),
        ('{"query": "q", "expect": []}', 'g.jsonl:2: "expect" must be a non-empty list'),
        ('{"query": "q", "expect": ["a.md"]}', 'g.jsonl:2: each expect needs a "path"'),
        (
            '{"query": "q", "expect": [{"path": "a.md", "line": 0}]}',
            'g.jsonl:2: "line" must be a line number from 1, got 0',
        ),
        (
            '{"query": "q", "expect": [{"path": "a.md", "line": "3"}]}',
            "g.jsonl:2: \"line\" must be a line number from 1, got '3'",
        ),
        (
            '{"query": "q", "expect": [{"path": "a.md", "line": true}]}',
            'g.jsonl:2: "line" must be a line number from 1, got True',
        ),
        (
            '{"query": "q", "now": "30/11/2026", "expect": [{"path": "a.md"}]}',
            "g.jsonl:2: \"now\" must be a date as YYYY-MM-DD, got '30/11/2026'",
        ),
    ],
)
def test_bad_golden_lines_name_file_and_line(tmp_path: Path, line: str, message: str):
    path = write(tmp_path / "g.jsonl", '{"query": "ok", "expect": [{"path": "a.md"}]}\n' + line + "\n")
    with pytest.raises(GoldenError) as exc:
        load_golden(path)
    assert str(exc.value).startswith(str(tmp_path / message))


def test_missing_empty_and_binary_golden_files(tmp_path: Path):
    with pytest.raises(GoldenError, match="cannot read .*nope.jsonl: No such file or directory"):
        load_golden(tmp_path / "nope.jsonl")
    with pytest.raises(GoldenError, match="holds no queries"):
        load_golden(write(tmp_path / "empty.jsonl", "\n\n"))
    (tmp_path / "bin.jsonl").write_bytes(b"\xff\xfe{")
    with pytest.raises(GoldenError, match="is not UTF-8 text"):
        load_golden(tmp_path / "bin.jsonl")


# Scoring ------------------------------------------------------------------------------------


def hit(path: str, start: int, end: int | None = None) -> dict:
    return {"path": path, "line_start": start, "line_end": end or start}


@pytest.mark.parametrize(
    ("expect", "result", "matches"),
    [
        (Expect("a.md"), hit("a.md", 9), True),
        (Expect("a.md", 5), hit("a.md", 5), True),
        (Expect("a.md", 5), hit("a.md", 3, 7), True),
        (Expect("a.md", 8), hit("a.md", 3, 7), False),
        (Expect("a.md", 2), hit("a.md", 3, 7), False),
        (Expect("a.md"), hit("b/a.md", 1), False),
    ],
)
def test_expect_matches(expect: Expect, result: dict, matches: bool):
    assert expect.matches(result) is matches


def test_score_query_takes_the_first_expected_hit():
    golden = GoldenQuery("q", (Expect("b.md", 4), Expect("c.md")))
    results = [hit("a.md", 1), hit("c.md", 2), hit("b.md", 1, 2), hit("b.md", 3, 5)]
    assert score_query(golden, results) == QueryScore("q", 2, (4, 2))
    assert score_query(golden, [hit("a.md", 1)]) == QueryScore("q", None, (None, None))


def test_mrr_and_recall():
    report = BenchReport(
        (
            QueryScore("a", 1, (1,)),
            QueryScore("b", 2, (2, None)),
            QueryScore("c", None, (None,)),
            QueryScore("d", 4, (4,)),
        )
    )
    assert report.mrr == pytest.approx((1 + 1 / 2 + 0 + 1 / 4) / 4)
    assert [report.recall(k) for k in (1, 3, 5, 10)] == [0.25, 0.375, 0.625, 0.625]
    assert BenchReport(()).mrr == 0.0 and BenchReport(()).recall(1) == 0.0


def test_format_and_json_report():
    report = BenchReport((QueryScore("上次搞 PostgreSQL", 1, (1,)), QueryScore("missing", None, (None,))))
    assert format_report(report) == (
        " rank  query\n    1  上次搞 PostgreSQL\n    —  missing\n\n"
        "queries 2  MRR 0.500  Recall@1 0.500  Recall@3 0.500  Recall@5 0.500  Recall@10 0.500\n"
        "(— : no expected entry in the top 100)\n"
    )
    assert report_json(report) == {
        "queries": 2,
        "mrr": 0.5,
        "recall": {"1": 0.5, "3": 0.5, "5": 0.5, "10": 0.5},
        "ranks": [{"query": "上次搞 PostgreSQL", "rank": 1}, {"query": "missing", "rank": None}],
        "left_out": [],
    }


# Expected paths that are not notes ------------------------------------------------------------


def state(skipped: str | None = None) -> FileState:
    return FileState(size=1, mtime_ns=1, digest="d", entries=0 if skipped else 1, skipped=skipped)


KNOWN = {
    "Plugins/Canvas.md": state(),
    "journal/2026-11-28.md": state(),
    "筆記/資料庫.md": state(),
    "a/Index.md": state(),
    "b/Index.md": state(),
    "bad.md": state("not UTF-8 (invalid byte at offset 0)"),
}


@pytest.mark.parametrize(
    ("path", "reason", "suggestion"),
    [
        ("Plugins/Canvas", "is not a note in the vault", "Plugins/Canvas.md"),
        ("plugins/canvas.md", "is not a note in the vault", "Plugins/Canvas.md"),
        ("Canvas.md", "is not a note in the vault", "Plugins/Canvas.md"),
        ("資料庫", "is not a note in the vault", "筆記/資料庫.md"),
        ("Index.md", "is not a note in the vault", None),
        ("nope.md", "is not a note in the vault", None),
        ("bad.md", "is not indexed (not UTF-8 (invalid byte at offset 0))", None),
    ],
)
def test_unknown_paths_are_left_out_with_a_suggestion(path: str, reason: str, suggestion: str | None):
    queries = [GoldenQuery("q", (Expect("journal/2026-11-28.md"), Expect(path, 2)), where="g.jsonl:3")]
    kept, left_out = leave_out_unknown(queries, KNOWN)
    assert kept == [GoldenQuery("q", (Expect("journal/2026-11-28.md"),))]
    assert left_out == [LeftOut("g.jsonl:3", path, reason, suggestion)]


def test_a_query_with_no_known_path_is_dropped():
    queries = [
        GoldenQuery("a", (Expect("Plugins/Canvas"),), where="g.jsonl:1"),
        GoldenQuery("b", (Expect("Plugins/Canvas.md"),), where="g.jsonl:2"),
    ]
    kept, left_out = leave_out_unknown(queries, KNOWN)
    assert kept == [queries[1]]
    assert [x.message() for x in left_out] == [
        "g.jsonl:1: Plugins/Canvas is not a note in the vault (did you mean Plugins/Canvas.md?); left out of the scores"
    ]


def test_report_counts_what_was_left_out():
    report = BenchReport((QueryScore("a", 1, (1,)),), (LeftOut("g.jsonl:2", "x", "is not a note in the vault"),))
    assert format_report(report).splitlines()[-1] == "(1 expected path left out: not notes in the index)"
    assert report_json(report)["left_out"] == [
        {"where": "g.jsonl:2", "path": "x", "reason": "is not a note in the vault", "suggestion": None}
    ]


class FakeEngine:
    def __init__(self, pages: dict[str, list[dict]]) -> None:
        self.pages = pages
        self.calls: list[tuple[str, int, dt.date | None]] = []

    def search(self, query, limit=10, days=None, now=None, hall=None):
        self.calls.append((query, limit, now))
        return {"results": self.pages[query]}


def test_run_bench_uses_each_query_s_now():
    engine = FakeEngine({"a": [hit("x.md", 1)], "b": [hit("y.md", 1), hit("x.md", 2)]})
    queries = [GoldenQuery("a", (Expect("x.md"),), dt.date(2026, 1, 2)), GoldenQuery("b", (Expect("x.md", 2),))]
    report = run_bench(engine, queries, now=dt.date(2026, 11, 30))
    assert [s.rank for s in report.scores] == [1, 2]
    assert engine.calls == [("a", 100, dt.date(2026, 1, 2)), ("b", 100, dt.date(2026, 11, 30))]


# Against a real index -----------------------------------------------------------------------

NOTES = {
    "journal/2026-11-28.md": "# 2026-11-28\n\n- 決定把 PostgreSQL 的備份改用 pgBackRest\n- 晚上去河濱跑步 8 公里\n",
    "journal/2026-11-25.md": "- 发现 Redis 的 maxmemory-policy 默认是 noeviction\n",
    "03-Resources/Terraform.md": "# Terraform\n\nI prefer keeping the Terraform state in S3 with locking.\n",
}
GOLDEN = (
    '{"query": "pgBackRest", "now": "2026-11-30", "expect": [{"path": "journal/2026-11-28.md", "line": 3}]}\n'
    '{"query": "maxmemory-policy", "expect": [{"path": "journal/2026-11-25.md"}]}\n'
    '{"query": "Terraform state", "expect": [{"path": "03-Resources/Terraform.md", "line": 3}]}\n'
    '{"query": "pgBackRest", "expect": [{"path": "03-Resources/Terraform.md", "line": 3}]}\n'
)


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    for rel, text in NOTES.items():
        (tmp_path / "vault" / rel).parent.mkdir(parents=True, exist_ok=True)
        write(tmp_path / "vault" / rel, text)
    return tmp_path / "vault"


def test_cli_bench(vault: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    golden = write(tmp_path / "g.jsonl", GOLDEN)
    code = cli.main(
        [
            "bench",
            "--vault",
            str(vault),
            "--golden",
            str(golden),
            "--index-dir",
            str(tmp_path / "i"),
            "--now",
            "2026-11-30",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert out.splitlines()[1:] == [
        " rank  query",
        "    1  pgBackRest",
        "    1  maxmemory-policy",
        "    1  Terraform state",
        "    —  pgBackRest",
        "",
        "queries 4  MRR 0.750  Recall@1 0.750  Recall@3 0.750  Recall@5 0.750  Recall@10 0.750",
        "(— : no expected entry in the top 100)",
    ]
    assert out.splitlines()[0].startswith("weights: recency_days=30 recency_weight=0.5 min_coverage_share=0.34 ")
    assert out.splitlines()[0].endswith(f"(defaults: no {tmp_path / 'config' / 'config.json'})")


def test_cli_bench_warns_about_a_path_that_is_not_a_note(vault: Path, tmp_path: Path, capsys):
    golden = write(
        tmp_path / "g.jsonl",
        GOLDEN
        + (
            '{"query": "maxmemory-policy", "expect": [{"path": "journal/2026-11-25"}]}\n'
            '{"query": "Terraform state", "expect": [{"path": "03-Resources/Terraform.md"}, {"path": "Terraform"}]}\n'
        ),
    )
    code = cli.main(
        [
            "bench",
            "--vault",
            str(vault),
            "--golden",
            str(golden),
            "--index-dir",
            str(tmp_path / "i"),
            "--now",
            "2026-11-30",
        ]
    )
    out, err = capsys.readouterr()
    assert code == 0
    assert err == (
        f"vault-recall: warning: {golden}:5: journal/2026-11-25 is not a note in the vault "
        "(did you mean journal/2026-11-25.md?); left out of the scores\n"
        f"vault-recall: warning: {golden}:6: Terraform is not a note in the vault "
        "(did you mean 03-Resources/Terraform.md?); left out of the scores\n"
    )
    assert out.splitlines()[1:] == [
        " rank  query",
        "    1  pgBackRest",
        "    1  maxmemory-policy",
        "    1  Terraform state",
        "    —  pgBackRest",
        "    1  Terraform state",
        "",
        "queries 5  MRR 0.800  Recall@1 0.800  Recall@3 0.800  Recall@5 0.800  Recall@10 0.800",
        "(— : no expected entry in the top 100)",
        "(2 expected paths left out: not notes in the index)",
    ]


def test_cli_bench_refuses_a_golden_file_of_another_vault(vault: Path, tmp_path: Path, capsys):
    golden = write(tmp_path / "g.jsonl", '{"query": "x", "expect": [{"path": "elsewhere.md"}]}\n')
    code = cli.main(["bench", "--vault", str(vault), "--golden", str(golden), "--index-dir", str(tmp_path / "i")])
    assert code == 2
    assert capsys.readouterr().err == (
        f"vault-recall: warning: {golden}:1: elsewhere.md is not a note in the vault; left out of the scores\n"
        f"vault-recall: no path expected in {golden} is a note in {vault}: is it the right vault?\n"
    )


def test_cli_bench_json_with_another_config(vault: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    golden = write(tmp_path / "g.jsonl", GOLDEN)
    config = write(tmp_path / "try.json", json.dumps({"recency_days": 7, "recency_weight": 0.8}))
    code = cli.main(
        [
            "bench",
            "--vault",
            str(vault),
            "--golden",
            str(golden),
            "--index-dir",
            str(tmp_path / "i"),
            "--config",
            str(config),
            "--json",
        ]
    )
    assert code == 0
    assert json.loads(capsys.readouterr().out) == {
        "queries": 4,
        "mrr": 0.75,
        "recall": {"1": 0.75, "3": 0.75, "5": 0.75, "10": 0.75},
        "ranks": [
            {"query": "pgBackRest", "rank": 1},
            {"query": "maxmemory-policy", "rank": 1},
            {"query": "Terraform state", "rank": 1},
            {"query": "pgBackRest", "rank": None},
        ],
        "left_out": [],
    }


def test_cli_bench_shows_the_config_it_used(vault: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    golden = write(tmp_path / "g.jsonl", GOLDEN)
    config = write(tmp_path / "try.json", json.dumps({"recency_days": 7}))
    cli.main(
        [
            "bench",
            "--vault",
            str(vault),
            "--golden",
            str(golden),
            "--index-dir",
            str(tmp_path / "i"),
            "--config",
            str(config),
        ]
    )
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("weights: recency_days=7 recency_weight=0.5 ")
    assert first.endswith(f"(from {config})")


def test_cli_bench_while_the_daemon_holds_the_index(vault: Path, tmp_path: Path, capsys):
    from vault_recall.engine.service import Engine

    daemon = Engine(vault, tmp_path / "i")
    daemon.update()
    try:
        code = cli.main(
            [
                "bench",
                "--vault",
                str(vault),
                "--golden",
                str(write(tmp_path / "g.jsonl", GOLDEN)),
                "--index-dir",
                str(tmp_path / "i"),
                "--json",
            ]
        )
    finally:
        daemon.close()
    assert code == 0 and json.loads(capsys.readouterr().out)["mrr"] == 0.75


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--golden", "{tmp}/nope.jsonl"], "vault-recall: cannot read {tmp}/nope.jsonl: No such file or directory\n"),
        (["--golden", "{tmp}/bad.jsonl"], "vault-recall: {tmp}/bad.jsonl:1: not JSON"),
        (
            ["--golden", "{tmp}/g.jsonl", "--config", "{tmp}/none.json"],
            "vault-recall: no such config file: {tmp}/none.json\n",
        ),
        (
            ["--golden", "{tmp}/g.jsonl", "--config", "{tmp}/typo.json"],
            "vault-recall: {tmp}/typo.json: unknown setting 'recency_day' is ignored;",
        ),
    ],
)
def test_cli_bench_bad_input(vault: Path, tmp_path: Path, capsys, args: list[str], message: str):
    write(tmp_path / "g.jsonl", GOLDEN)
    write(tmp_path / "bad.jsonl", "{oops\n")
    write(tmp_path / "typo.json", '{"recency_day": 7}')
    argv = ["bench", "--vault", str(vault), "--index-dir", str(tmp_path / "i")]
    assert cli.main(argv + [a.format(tmp=tmp_path) for a in args]) == 2
    assert capsys.readouterr().err.startswith(message.format(tmp=tmp_path))


def test_cli_bench_missing_vault(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    golden = write(tmp_path / "g.jsonl", GOLDEN)
    assert cli.main(["bench", "--vault", str(tmp_path / "nope"), "--golden", str(golden)]) == 2
    assert capsys.readouterr().err == f"vault-recall: vault folder not found: {tmp_path / 'nope'}\n"

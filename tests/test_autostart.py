"""Autostart: the exact unit/plist/task text, and idempotent install/remove in a temporary home
with a recording command runner (no real systemctl, launchctl or schtasks ever runs)."""

from __future__ import annotations

import os
import plistlib
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from vault_recall.cli import autostart
from vault_recall.cli import commands as cli
from vault_recall.cli.autostart import (
    AutostartError,
    Launchd,
    Service,
    Systemd,
    TaskScheduler,
    backend_for,
    run_command,
    service_for,
)
from vault_recall.engine.config import vault_id

SERVICE = Service(
    vault=Path("/home/me/My Notes"),
    name="vault-recall-0123456789abcdef",
    command=("/opt/vr/.venv/bin/python", "-m", "vault_recall", "serve", "--vault", "/home/me/My Notes"),
)

UNIT = """\
# Written by `vault-recall autostart install`; undo with `vault-recall autostart remove`.
[Unit]
Description=Vault Recall search daemon for /home/me/My Notes
StartLimitIntervalSec=300
StartLimitBurst=5

[Service]
Type=simple
ExecStart=/opt/vr/.venv/bin/python -m vault_recall serve --vault "/home/me/My Notes"
Restart=on-failure
RestartSec=5
RestartPreventExitStatus=2

[Install]
WantedBy=default.target
"""

PLIST = """\
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>Label</key>
	<string>org.vault-recall.0123456789abcdef</string>
	<key>ProgramArguments</key>
	<array>
		<string>/opt/vr/.venv/bin/python</string>
		<string>-m</string>
		<string>vault_recall</string>
		<string>serve</string>
		<string>--vault</string>
		<string>/home/me/My Notes</string>
	</array>
	<key>RunAtLoad</key>
	<true/>
	<key>KeepAlive</key>
	<dict>
		<key>SuccessfulExit</key>
		<false/>
	</dict>
	<key>ThrottleInterval</key>
	<integer>10</integer>
	<key>ProcessType</key>
	<string>Background</string>
	<key>StandardOutPath</key>
	<string>/Users/me/Library/Logs/vault-recall-0123456789abcdef.log</string>
	<key>StandardErrorPath</key>
	<string>/Users/me/Library/Logs/vault-recall-0123456789abcdef.log</string>
</dict>
</plist>
"""


class Recorder:
    """A command runner that records every call and answers from a table (default: success)."""

    def __init__(self, answers: dict[tuple[str, ...], tuple[int, str, str]] | None = None) -> None:
        self.calls: list[list[str]] = []
        self.answers = answers or {}
        self.files: dict[str, str] = {}

    def __call__(self, args: Sequence[str]) -> subprocess.CompletedProcess[str]:
        self.calls.append(list(args))
        for arg in args:  # keep what a task XML file held while the command ran
            if arg.endswith("task.xml"):
                self.files[arg] = Path(arg).read_text("utf-16")
        code, out, err = self.answers.get(tuple(args), (0, "", ""))
        return subprocess.CompletedProcess(list(args), code, out, err)


# Service ------------------------------------------------------------------------------------


def test_service_runs_this_interpreter_for_the_real_vault_path(tmp_path: Path):
    vault = tmp_path / "Notes"
    vault.mkdir()
    (tmp_path / "link").symlink_to(vault)
    service = service_for(tmp_path / "link", executable="/opt/vr/bin/python", environ={})
    assert service == Service(
        vault,
        f"vault-recall-{vault_id(vault)}",
        ("/opt/vr/bin/python", "-m", "vault_recall", "serve", "--vault", str(vault)),
    )


def test_service_defaults_to_sys_executable_and_passes_dirs(tmp_path: Path):
    environ = {"VAULT_RECALL_CONFIG_DIR": "/tmp/c", "HOME": "/home/me", "VAULT_RECALL_DATA_DIR": ""}
    service = service_for(tmp_path, tmp_path / "idx", environ=environ)
    assert service.command == (
        sys.executable,
        "-m",
        "vault_recall",
        "serve",
        "--vault",
        str(tmp_path),
        "--index-dir",
        str(tmp_path / "idx"),
    )
    assert service.environment == (("VAULT_RECALL_CONFIG_DIR", "/tmp/c"),)


def test_service_needs_the_vault(tmp_path: Path):
    with pytest.raises(AutostartError, match="vault folder not found"):
        service_for(tmp_path / "nope")


def test_service_refuses_control_characters(tmp_path: Path):
    bad = tmp_path / "a\nb"
    bad.mkdir()
    with pytest.raises(AutostartError, match="control character"):
        service_for(bad, environ={})


def test_one_service_per_vault(tmp_path: Path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    assert service_for(tmp_path / "a").name != service_for(tmp_path / "b").name


# Rendering ----------------------------------------------------------------------------------


def test_systemd_unit_text():
    assert Systemd(Path("/home/me")).render(SERVICE) == UNIT


def test_systemd_unit_with_environment_and_awkward_paths():
    service = Service(
        Path("/home/me/100% $notes"),
        "vault-recall-x",
        ("/opt/python", "serve", "--vault", "/home/me/100% $notes"),
        (("VAULT_RECALL_CONFIG_DIR", "/home/me/my $conf"),),
    )
    text = Systemd(Path("/home/me")).render(service)
    assert "Description=Vault Recall search daemon for /home/me/100%% $notes\n" in text
    assert 'Environment="VAULT_RECALL_CONFIG_DIR=/home/me/my $conf"\n' in text
    assert 'ExecStart=/opt/python serve --vault "/home/me/100%% $$notes"\n' in text


@pytest.mark.parametrize(
    ("arg", "quoted"),
    [
        ("/usr/bin/python3", "/usr/bin/python3"),
        ("--index-dir", "--index-dir"),
        ("/a b", '"/a b"'),
        ("100%", "100%%"),
        ("$HOME", "$$HOME"),
        ('a"b', '"a\\"b"'),
        ("a\\b", '"a\\\\b"'),
        ("a;b", '"a;b"'),
        ("筆記", "筆記"),
    ],
)
def test_systemd_quoting(arg: str, quoted: str):
    assert autostart._systemd_quote(arg) == quoted


def test_launchd_plist_text():
    text = Launchd(Path("/Users/me"), uid=501).render(SERVICE)
    assert text == PLIST
    assert plistlib.loads(text.encode())["KeepAlive"] == {"SuccessfulExit": False}


def test_launchd_plist_environment():
    service = Service(SERVICE.vault, SERVICE.name, SERVICE.command, (("VAULT_RECALL_DATA_DIR", "/d"),))
    plist = plistlib.loads(Launchd(Path("/Users/me"), uid=501).render(service).encode())
    assert plist["EnvironmentVariables"] == {"VAULT_RECALL_DATA_DIR": "/d"}


@pytest.mark.parametrize(
    ("platform", "kind"), [("linux", Systemd), ("linux2", Systemd), ("darwin", Launchd), ("win32", TaskScheduler)]
)
def test_backend_for_platform(platform: str, kind: type, tmp_path: Path):
    assert type(backend_for(platform, tmp_path)) is kind


def test_backend_for_unknown_platform():
    with pytest.raises(AutostartError, match=r"not supported on freebsd14; it knows Linux \(systemd\)"):
        backend_for("freebsd14")


def test_run_command_reports_a_missing_program_as_127():
    result = run_command(["vault-recall-no-such-program-here"])
    assert (result.returncode, result.stderr) == (127, "vault-recall-no-such-program-here: command not found")


# systemd ------------------------------------------------------------------------------------

UNIT_NAME = "vault-recall-0123456789abcdef.service"
SHOW_ENV = ["systemctl", "--user", "show-environment"]


def test_systemd_install_is_idempotent(tmp_path: Path):
    run = Recorder()
    backend = Systemd(tmp_path, run)
    path = tmp_path / ".config/systemd/user" / UNIT_NAME
    assert backend.install(SERVICE) == [f"Wrote {path}.", f"Enabled and started {UNIT_NAME}; it starts at every login."]
    assert path.read_text() == UNIT
    assert oct(path.stat().st_mode & 0o777) == "0o644"
    assert run.calls == [
        SHOW_ENV,
        ["systemctl", "--user", "daemon-reload"],
        ["systemctl", "--user", "enable", "--now", UNIT_NAME],
    ]
    mtime = path.stat().st_mtime_ns
    run.calls.clear()
    assert backend.install(SERVICE) == [f"Autostart was already installed: {path}."]
    assert path.stat().st_mtime_ns == mtime
    assert run.calls == [SHOW_ENV, ["systemctl", "--user", "enable", "--now", UNIT_NAME]]


def test_systemd_reinstall_with_a_new_interpreter_restarts(tmp_path: Path):
    run = Recorder()
    backend = Systemd(tmp_path, run)
    backend.install(SERVICE)
    moved = Service(SERVICE.vault, SERVICE.name, ("/new/python", *SERVICE.command[1:]))
    run.calls.clear()
    backend.install(moved)
    assert run.calls[-1] == ["systemctl", "--user", "restart", UNIT_NAME]
    assert "ExecStart=/new/python -m vault_recall" in (tmp_path / ".config/systemd/user" / UNIT_NAME).read_text()


def test_systemd_remove_is_idempotent(tmp_path: Path):
    run = Recorder()
    backend = Systemd(tmp_path, run)
    backend.install(SERVICE)
    path = tmp_path / ".config/systemd/user" / UNIT_NAME
    run.calls.clear()
    assert backend.remove(SERVICE) == [f"Stopped and disabled {UNIT_NAME}.", f"Removed {path}."]
    assert not path.exists()
    assert run.calls == [
        SHOW_ENV,
        ["systemctl", "--user", "disable", "--now", UNIT_NAME],
        ["systemctl", "--user", "daemon-reload"],
    ]
    run.calls.clear()
    assert backend.remove(SERVICE) == ["Autostart is not installed for /home/me/My Notes."]
    assert run.calls == []


def test_systemd_without_a_user_session_says_so_and_writes_nothing(tmp_path: Path):
    run = Recorder({tuple(SHOW_ENV): (1, "", "Failed to connect to bus: No medium found\n")})
    with pytest.raises(AutostartError) as exc:
        Systemd(tmp_path, run).install(SERVICE)
    assert str(exc.value).startswith(
        "systemctl --user is not available here (Failed to connect to bus: No medium found). "
        "Autostart needs a systemd user session;"
    )
    assert not (tmp_path / ".config").exists()


def test_systemd_without_systemctl(tmp_path: Path):
    run = Recorder({tuple(SHOW_ENV): (127, "", "systemctl: command not found")})
    with pytest.raises(AutostartError, match=r"not available here \(systemctl: command not found\)"):
        Systemd(tmp_path, run).install(SERVICE)


def test_systemd_failing_enable_is_reported(tmp_path: Path):
    enable = ("systemctl", "--user", "enable", "--now", UNIT_NAME)
    run = Recorder({enable: (1, "", "Failed to enable unit: Unit file is masked.\n")})
    with pytest.raises(AutostartError, match="`systemctl --user enable --now .*` failed: Failed to enable unit"):
        Systemd(tmp_path, run).install(SERVICE)


def test_systemd_status(tmp_path: Path):
    run = Recorder({("systemctl", "--user", "is-active", UNIT_NAME): (0, "active\n", "")})
    backend = Systemd(tmp_path, run)
    path = tmp_path / ".config/systemd/user" / UNIT_NAME
    missing = backend.status(SERVICE)
    assert (missing.installed, missing.detail) == (False, f"Autostart is not installed ({path} does not exist).")
    assert run.calls == []
    backend.install(SERVICE)
    status = backend.status(SERVICE)
    assert (status.installed, status.running) == (True, True)
    assert status.detail == f"Autostart is enabled ({path}); the service is active."


def test_systemd_dry_run_plans(tmp_path: Path):
    run = Recorder()
    backend = Systemd(tmp_path, run)
    path = tmp_path / ".config/systemd/user" / UNIT_NAME
    assert backend.plan_install(SERVICE) == (
        f"would write {path}:\n{UNIT}would run: systemctl --user daemon-reload\n"
        f"would run: systemctl --user enable --now {UNIT_NAME}\n"
    )
    assert run.calls == [SHOW_ENV]
    assert not (tmp_path / ".config").exists()
    assert backend.plan_remove(SERVICE) == "Autostart is not installed for /home/me/My Notes; nothing to remove.\n"
    backend.install(SERVICE)
    assert backend.plan_remove(SERVICE) == (
        f"would run: systemctl --user disable --now {UNIT_NAME}\nwould run: systemctl --user daemon-reload\n"
        f"would remove {path}\n"
    )


def test_systemd_dry_run_checks_the_user_session_like_install(tmp_path: Path):
    run = Recorder({tuple(SHOW_ENV): (1, "", "Failed to connect to bus: No medium found\n")})
    backend = Systemd(tmp_path, run)
    with pytest.raises(AutostartError) as planned:
        backend.plan_install(SERVICE)
    with pytest.raises(AutostartError) as installed:
        backend.install(SERVICE)
    assert str(planned.value) == str(installed.value)
    assert str(planned.value).startswith("systemctl --user is not available here (Failed to connect to bus")
    (tmp_path / ".config/systemd/user").mkdir(parents=True)
    (tmp_path / ".config/systemd/user" / UNIT_NAME).write_text(UNIT)
    with pytest.raises(AutostartError, match="^systemctl --user is not available here"):
        backend.plan_remove(SERVICE)


# launchd ------------------------------------------------------------------------------------

TARGET = "gui/501/org.vault-recall.0123456789abcdef"


def test_launchd_install_and_remove_are_idempotent(tmp_path: Path):
    run = Recorder({("launchctl", "bootout", TARGET): (3, "", "Boot-out failed: 3: No such process")})
    backend = Launchd(tmp_path, run, uid=501)
    path = tmp_path / "Library/LaunchAgents/org.vault-recall.0123456789abcdef.plist"
    assert backend.install(SERVICE) == [
        f"Wrote {path}.",
        "Loaded org.vault-recall.0123456789abcdef; it starts at every login.",
    ]
    assert run.calls == [
        ["launchctl", "bootout", TARGET],
        ["launchctl", "enable", TARGET],
        ["launchctl", "bootstrap", "gui/501", str(path)],
    ]
    assert plistlib.loads(path.read_bytes())["Label"] == "org.vault-recall.0123456789abcdef"
    run.calls.clear()
    assert backend.install(SERVICE) == [f"Autostart was already installed: {path}."]
    assert run.calls == [["launchctl", "print", TARGET]]
    run.calls.clear()
    assert backend.remove(SERVICE) == ["Unloaded org.vault-recall.0123456789abcdef.", f"Removed {path}."]
    assert run.calls == [["launchctl", "bootout", TARGET]] and not path.exists()
    assert backend.remove(SERVICE) == ["Autostart is not installed for /home/me/My Notes."]


def test_launchd_status(tmp_path: Path):
    run = Recorder({("launchctl", "print", TARGET): (0, "\tstate = running\n", "")})
    backend = Launchd(tmp_path, run, uid=501)
    assert backend.status(SERVICE).installed is False
    backend.install(SERVICE)
    status = backend.status(SERVICE)
    assert (status.installed, status.running) == (True, True)


# CLI ----------------------------------------------------------------------------------------


@pytest.fixture
def fake_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Recorder]:
    home, run = tmp_path / "home", Recorder()
    monkeypatch.setattr(autostart, "backend_for", lambda: Systemd(home, run))
    umask = os.umask(0o022)  # cli.main sets a process-wide umask; keep it from leaking
    os.umask(umask)
    yield home, run
    os.umask(umask)


def test_cli_install_status_remove(tmp_path: Path, fake_home, capsys: pytest.CaptureFixture[str]):
    home, run = fake_home
    vault = tmp_path / "vault"
    vault.mkdir()
    unit = home / ".config/systemd/user" / f"vault-recall-{vault_id(vault)}.service"
    assert cli.main(["autostart", "status", "--vault", str(vault)]) == 1
    assert capsys.readouterr().out == f"Autostart is not installed ({unit} does not exist).\n"
    assert cli.main(["autostart", "install", "--vault", str(vault), "--dry-run"]) == 0
    assert capsys.readouterr().out.startswith(f"would write {unit}:\n# Written by")
    assert not unit.exists() and run.calls == [SHOW_ENV]
    assert cli.main(["autostart", "install", "--vault", str(vault)]) == 0
    assert capsys.readouterr().out.startswith(f"Wrote {unit}.\n")
    assert f"--vault {vault}\n" in unit.read_text()
    assert cli.main(["autostart", "status", "--vault", str(vault)]) == 0
    assert cli.main(["autostart", "remove", "--vault", str(vault)]) == 0
    assert not unit.exists()


@pytest.mark.parametrize("dry_run", [[], ["--dry-run"]])
def test_cli_reports_a_missing_user_session(
    tmp_path: Path, fake_home, capsys: pytest.CaptureFixture[str], dry_run: list[str]
):
    home, run = fake_home
    run.answers[tuple(SHOW_ENV)] = (1, "", "Failed to connect to bus: No such file or directory")
    assert cli.main(["autostart", "install", "--vault", str(tmp_path), *dry_run]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(
        "vault-recall: systemctl --user is not available here (Failed to connect to bus: No such file or directory)."
    )
    assert not home.exists()


def test_cli_missing_vault(tmp_path: Path, fake_home, capsys: pytest.CaptureFixture[str]):
    assert cli.main(["autostart", "install", "--vault", str(tmp_path / "nope")]) == 2
    assert capsys.readouterr().err == f"vault-recall: vault folder not found: {tmp_path / 'nope'}\n"

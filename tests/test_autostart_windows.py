"""Autostart on Windows: the task XML, install and remove through a recording runner, and the
Startup-folder script used where Task Scheduler refuses a user's task (no schtasks ever runs)."""

from __future__ import annotations

from pathlib import Path

import pytest

from test_autostart import SERVICE, Recorder
from vault_recall.cli.autostart import Service, TaskScheduler

TASK = "Vault Recall 0123456789abcdef"
QUERY = ("schtasks", "/Query", "/TN", TASK, "/FO", "LIST")
NOT_FOUND = (1, "", "ERROR: The system cannot find the file specified.")
STARTUP_SCRIPT = (
    "' Written by `vault-recall autostart install`; undo with `vault-recall autostart remove`.\n"
    "' Vault Recall search daemon for /home/me/My Notes\n"
    'CreateObject("WScript.Shell").Run "/opt/vr/.venv/bin/python -m vault_recall serve --vault ""/home/me/My Notes""",'
    " 0, False\n"
)


@pytest.fixture(autouse=True)
def windows_env(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("USERNAME", "me")
    monkeypatch.delenv("USERDOMAIN", raising=False)
    monkeypatch.delenv("APPDATA", raising=False)


def startup_file(home: Path) -> Path:
    return home / "AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Startup/vault-recall-0123456789abcdef.vbs"


def create_args(run: Recorder) -> list[str]:
    return next(c for c in run.calls if c[:2] == ["schtasks", "/Create"])


def test_task_scheduler_xml(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("USERDOMAIN", "DESKTOP")
    monkeypatch.setenv("USERNAME", "me")
    scripts = tmp_path / "Scripts"
    scripts.mkdir()
    (scripts / "python.exe").touch()
    (scripts / "pythonw.exe").touch()
    service = Service(
        Path("C:/Users/me/A & B"),
        "vault-recall-0123456789abcdef",
        (str(scripts / "python.exe"), "-m", "vault_recall", "serve", "--vault", "C:/Users/me/A & B"),
    )
    xml = TaskScheduler(tmp_path).render(service)
    assert "<Description>Vault Recall search daemon for C:/Users/me/A &amp; B</Description>" in xml
    assert "<LogonTrigger><Enabled>true</Enabled><UserId>DESKTOP\\me</UserId></LogonTrigger>" in xml
    assert "<RestartOnFailure><Interval>PT1M</Interval><Count>10</Count></RestartOnFailure>" in xml
    assert "<ExecutionTimeLimit>PT0S</ExecutionTimeLimit>" in xml
    assert (
        f"<Command>{scripts / 'pythonw.exe'}</Command>"
        '<Arguments>-m vault_recall serve --vault "C:/Users/me/A &amp; B"</Arguments>'
    ) in xml


def test_task_scheduler_keeps_python_without_pythonw(tmp_path: Path):
    xml = TaskScheduler(tmp_path).render(SERVICE)
    assert "<Command>/opt/vr/.venv/bin/python</Command>" in xml


def test_task_scheduler_install_and_remove(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("USERNAME", "me")
    query = ("schtasks", "/Query", "/TN", TASK, "/FO", "LIST")
    run = Recorder({query: (1, "", "ERROR: The system cannot find the file specified.")})
    backend = TaskScheduler(tmp_path, run)
    assert backend.remove(SERVICE) == ["Autostart is not installed for /home/me/My Notes."]
    assert backend.status(SERVICE).installed is False
    assert backend.install(SERVICE) == [f"Registered the task {TASK!r}; it starts at every login."]
    create = run.calls[-2]
    assert create[:5] == ["schtasks", "/Create", "/TN", TASK, "/XML"] and create[6:] == ["/F"]
    assert run.files[create[5]] == backend.render(SERVICE)
    assert not Path(create[5]).exists()
    assert run.calls[-1] == ["schtasks", "/Run", "/TN", TASK]
    run.answers[query] = (0, "Status:        Running\n", "")
    assert backend.status(SERVICE).running is True
    run.calls.clear()
    assert backend.remove(SERVICE) == [f"Removed the task {TASK!r}."]
    assert run.calls == [list(query), ["schtasks", "/End", "/TN", TASK], ["schtasks", "/Delete", "/TN", TASK, "/F"]]


class RefusingRecorder(Recorder):
    """schtasks /Create answers as it does where a policy forbids a user's own tasks."""

    def __call__(self, args):
        if list(args[:2]) == ["schtasks", "/Create"]:
            self.answers[tuple(args)] = (1, "", "ERROR: Access is denied.\r\n")
        return super().__call__(args)


def test_access_denied_falls_back_to_a_startup_script(tmp_path: Path):
    run = RefusingRecorder({QUERY: NOT_FOUND})
    backend = TaskScheduler(tmp_path, run)
    path = startup_file(tmp_path)
    assert backend.install(SERVICE) == [
        "Task Scheduler refused the task (ERROR: Access is denied.).",
        f"Wrote {path}; it starts the daemon at every login (without restarts after a failure).",
    ]
    # UTF-16 with a byte order mark and CRLF, as Windows Script Host reads Unicode scripts.
    assert path.read_bytes() == b"\xff\xfe" + STARTUP_SCRIPT.replace("\n", "\r\n").encode("utf-16-le")
    assert run.calls[-1] == ["wscript", "//B", str(path)]
    assert ["schtasks", "/Run", "/TN", TASK] not in run.calls
    status = backend.status(SERVICE)
    assert (status.installed, status.running, status.where) == (True, None, str(path))
    assert status.detail == f"Autostart is installed as a Startup-folder script ({path})."
    assert backend.install(SERVICE)[1].startswith(f"Kept {path};")
    run.calls.clear()
    assert backend.remove(SERVICE) == [f"Removed {path}; the daemon keeps running until you log out or stop it."]
    assert run.calls == [list(QUERY)] and not path.exists()
    assert backend.remove(SERVICE) == ["Autostart is not installed for /home/me/My Notes."]


def test_the_startup_folder_follows_appdata(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("APPDATA", str(tmp_path / "Roaming"))
    assert TaskScheduler(tmp_path / "home").startup_path(SERVICE) == (
        tmp_path / "Roaming/Microsoft/Windows/Start Menu/Programs/Startup/vault-recall-0123456789abcdef.vbs"
    )


def test_startup_script_quotes_a_chinese_path_and_uses_pythonw(tmp_path: Path):
    scripts = tmp_path / "Scripts"
    scripts.mkdir()
    (scripts / "python.exe").touch()
    (scripts / "pythonw.exe").touch()
    service = Service(
        Path("C:/Users/me/筆記 & 草稿"),
        SERVICE.name,
        (str(scripts / "python.exe"), "-m", "vault_recall", "serve", "--vault", "C:/Users/me/筆記 & 草稿"),
    )
    assert TaskScheduler(tmp_path).render_startup(service).splitlines()[2] == (
        f'CreateObject("WScript.Shell").Run "{scripts / "pythonw.exe"} -m vault_recall serve --vault '
        '""C:/Users/me/筆記 & 草稿""", 0, False'
    )


def test_a_task_that_works_later_replaces_the_startup_script(tmp_path: Path):
    backend = TaskScheduler(tmp_path, RefusingRecorder({QUERY: NOT_FOUND}))
    backend.install(SERVICE)
    backend.run = Recorder({QUERY: NOT_FOUND})
    path = startup_file(tmp_path)
    assert backend.install(SERVICE) == [
        f"Registered the task {TASK!r}; it starts at every login.",
        f"Removed {path}, which the task replaces.",
    ]
    assert not path.exists()


def test_dry_run_shows_the_task_and_the_fallback(tmp_path: Path):
    run = Recorder()
    backend = TaskScheduler(tmp_path, run)
    plan = backend.plan_install(SERVICE)
    assert plan.startswith("would register this task as <task.xml>:\n<?xml")
    assert plan.endswith(
        f"would run: schtasks /Create /TN {TASK} /XML <task.xml> /F\n"
        f"would run: schtasks /Run /TN {TASK}\n"
        f"if Task Scheduler refuses the task, would write {startup_file(tmp_path)} instead:\n{STARTUP_SCRIPT}"
    )
    assert run.calls == [] and not (tmp_path / "AppData").exists()

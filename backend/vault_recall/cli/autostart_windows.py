"""Autostart on Windows: a Task Scheduler task, or a Startup-folder script where tasks are refused."""

from __future__ import annotations

import os
import subprocess
import tempfile
from collections.abc import Mapping
from pathlib import Path
from xml.sax.saxutils import escape

from .autostart_base import Backend, Service, Status, first_line, shown, write_if_changed


def windows_user(environ: Mapping[str, str] | None = None) -> str:
    environ = os.environ if environ is None else environ
    user = environ.get("USERNAME", "")
    return f"{environ['USERDOMAIN']}\\{user}" if environ.get("USERDOMAIN") else user


class TaskScheduler(Backend):
    """A Task Scheduler task; where a policy denies a user's own tasks (schtasks: access denied),
    a script in the Startup folder instead, which starts the daemon at login without restarts."""

    label = "Task Scheduler task"

    def task_name(self, service: Service) -> str:
        return f"Vault Recall {service.name.removeprefix('vault-recall-')}"

    def unit_path(self, service: Service) -> Path:
        return Path(f"Task Scheduler: {self.task_name(service)}")

    def startup_path(self, service: Service) -> Path:
        appdata = os.environ.get("APPDATA") or self.home / "AppData" / "Roaming"
        return Path(appdata, "Microsoft", "Windows", "Start Menu", "Programs", "Startup", f"{service.name}.vbs")

    def _program(self, service: Service) -> tuple[str, str]:
        exe = Path(service.command[0])
        # pythonw.exe runs the daemon without a console window at every login.
        windowless = exe.with_name("pythonw.exe")
        program = str(windowless) if exe.name.lower() == "python.exe" and windowless.exists() else str(exe)
        return program, subprocess.list2cmdline(list(service.command[1:]))

    def render(self, service: Service) -> str:
        program, arguments = self._program(service)
        user = escape(windows_user())
        return (
            '<?xml version="1.0" encoding="UTF-16"?>\n'
            '<Task version="1.2" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task">\n'
            f"  <RegistrationInfo><Description>Vault Recall search daemon for {escape(str(service.vault))}"
            "</Description></RegistrationInfo>\n"
            # Naming the user keeps the trigger to this user's logon, which needs no admin rights.
            f"  <Triggers><LogonTrigger><Enabled>true</Enabled><UserId>{user}</UserId></LogonTrigger></Triggers>\n"
            f"  <Principals><Principal><UserId>{user}</UserId><LogonType>InteractiveToken</LogonType>"
            "<RunLevel>LeastPrivilege</RunLevel></Principal></Principals>\n"
            "  <Settings>\n"
            "    <MultipleInstancesPolicy>IgnoreNew</MultipleInstancesPolicy>\n"
            "    <DisallowStartIfOnBatteries>false</DisallowStartIfOnBatteries>\n"
            "    <StopIfGoingOnBatteries>false</StopIfGoingOnBatteries>\n"
            # The default limit (72 hours) would stop a daemon meant to run all session.
            "    <ExecutionTimeLimit>PT0S</ExecutionTimeLimit>\n"
            "    <RestartOnFailure><Interval>PT1M</Interval><Count>10</Count></RestartOnFailure>\n"
            "  </Settings>\n"
            f"  <Actions><Exec><Command>{escape(program)}</Command>"
            f"<Arguments>{escape(arguments)}</Arguments></Exec></Actions>\n"
            "</Task>\n"
        )

    def render_startup(self, service: Service) -> str:
        """A VBScript that starts the daemon with no window (a .cmd would flash a console and
        read a Chinese vault path in the ANSI code page); it is written as UTF-16 for that too, with a
        byte order mark and CRLF line ends."""
        program, arguments = self._program(service)
        line = subprocess.list2cmdline([program]) + " " + arguments
        return (
            "' Written by `vault-recall autostart install`; undo with `vault-recall autostart remove`.\n"
            f"' Vault Recall search daemon for {service.vault}\n"
            f'CreateObject("WScript.Shell").Run "{line.replace(chr(34), chr(34) * 2)}", 0, False\n'
        )

    def install_commands(self, service: Service) -> list[list[str]]:
        name = self.task_name(service)
        return [["schtasks", "/Create", "/TN", name, "/XML", "<task.xml>", "/F"], ["schtasks", "/Run", "/TN", name]]

    def remove_commands(self, service: Service) -> list[list[str]]:
        name = self.task_name(service)
        return [["schtasks", "/End", "/TN", name], ["schtasks", "/Delete", "/TN", name, "/F"]]

    def plan_install(self, service: Service) -> str:
        runs = "".join(f"would run: {shown(c)}\n" for c in self.install_commands(service))
        return (
            f"would register this task as <task.xml>:\n{self.render(service)}{runs}"
            f"if Task Scheduler refuses the task, would write {self.startup_path(service)} instead:\n"
            f"{self.render_startup(service)}"
        )

    def plan_remove(self, service: Service) -> str:
        runs = "".join(f"would run: {shown(c)}\n" for c in self.remove_commands(service))
        startup = self.startup_path(service)
        return runs + (f"would remove {startup}\n" if startup.exists() else "")

    def _query(self, service: Service) -> subprocess.CompletedProcess[str]:
        return self.run(["schtasks", "/Query", "/TN", self.task_name(service), "/FO", "LIST"])

    def install(self, service: Service) -> list[str]:
        create, start = self.install_commands(service)
        with tempfile.TemporaryDirectory() as folder:
            xml = Path(folder) / "task.xml"
            # schtasks reads task XML as UTF-16, as the declaration says.
            xml.write_text(self.render(service), encoding="utf-16")
            created = self.run([str(xml) if a == "<task.xml>" else a for a in create])
        if created.returncode != 0:
            return self._install_startup(service, first_line(created))
        self._check(start)
        messages = [f"Registered the task {self.task_name(service)!r}; it starts at every login."]
        startup = self.startup_path(service)
        if startup.exists():  # left by an earlier install that was refused: one daemon is enough
            startup.unlink()
            messages.append(f"Removed {startup}, which the task replaces.")
        return messages

    def _install_startup(self, service: Service, refusal: str) -> list[str]:
        # Any refusal, not only "Access is denied.": schtasks words its errors in the system's language.
        path = self.startup_path(service)
        text = self.render_startup(service)
        data = ("\ufeff" + text.replace("\n", "\r\n")).encode("utf-16-le")
        written = write_if_changed(path, text, data)
        self._check(["wscript", "//B", str(path)])
        done = f"Wrote {path}" if written else f"Kept {path}"
        return [
            f"Task Scheduler refused the task ({refusal}).",
            f"{done}; it starts the daemon at every login (without restarts after a failure).",
        ]

    def remove(self, service: Service) -> list[str]:
        startup = self.startup_path(service)
        messages = []
        if self._query(service).returncode == 0:
            end, delete = self.remove_commands(service)
            self.run(end)  # fails harmlessly when it is not running
            self._check(delete)
            messages.append(f"Removed the task {self.task_name(service)!r}.")
        if startup.exists():
            startup.unlink()
            messages.append(f"Removed {startup}; the daemon keeps running until you log out or stop it.")
        return messages or [f"Autostart is not installed for {service.vault}."]

    def status(self, service: Service) -> Status:
        name = self.task_name(service)
        result = self._query(service)
        if result.returncode == 0:
            running = "Running" in result.stdout
            state = "running" if running else "not running"
            return Status(True, running, name, f"Autostart is installed (task {name!r}); it is {state}.")
        startup = self.startup_path(service)
        if startup.exists():
            return Status(True, None, str(startup), f"Autostart is installed as a Startup-folder script ({startup}).")
        return Status(False, None, name, f"Autostart is not installed (no task {name!r}).")

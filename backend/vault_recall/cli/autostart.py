"""Start the daemon at login: a systemd user unit (Linux), a LaunchAgent (macOS) or a Task
Scheduler task (Windows), one per vault, named by the vault id so two vaults get two services.

The service runs the interpreter of this very install (``sys.executable -m vault_recall``), not
whatever ``vault-recall`` is first on a login shell's PATH, which may be another version or none.
Every backend takes the home folder and the command runner as arguments, so tests write into a
temporary home and record commands instead of running ``systemctl``.
"""
from __future__ import annotations

import os
import plistlib
import re
import secrets
import subprocess
import sys
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

from ..engine.config import vault_id
from ..engine.indexer import VaultMissing

Runner = Callable[[Sequence[str]], "subprocess.CompletedProcess[str]"]
# Settings the service must share with this shell, or it would write its runtime file elsewhere.
PASSED_ENV = ("VAULT_RECALL_CONFIG_DIR", "VAULT_RECALL_DATA_DIR")
LAUNCHD_PREFIX = "org.vault-recall."


class AutostartError(RuntimeError):
    """Autostart cannot be set up here; the message says why and what to do instead."""


@dataclass(frozen=True)
class Service:
    vault: Path
    name: str
    command: tuple[str, ...]
    environment: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Status:
    installed: bool
    running: bool | None
    where: str
    detail: str


def service_for(vault: Path, index_dir: Path | None = None, executable: str | None = None,
                environ: Mapping[str, str] | None = None) -> Service:
    """The service that serves ``vault``; its name is stable for the vault's real path."""
    real = Path(vault).resolve()
    if not real.is_dir():
        raise AutostartError(str(VaultMissing.at(vault)))
    command = [executable or sys.executable, "-m", "vault_recall", "serve", "--vault", str(real)]
    if index_dir is not None:
        command += ["--index-dir", str(Path(index_dir).resolve())]
    environ = os.environ if environ is None else environ
    env = tuple((k, environ[k]) for k in PASSED_ENV if environ.get(k))
    for value in (*command, *(v for _, v in env)):
        if re.search(r"[\x00-\x1f\x7f]", value):
            raise AutostartError(f"cannot start a command with a control character in it: {value!r}")
    return Service(real, f"vault-recall-{vault_id(real)}", tuple(command), env)


def run_command(args: Sequence[str]) -> subprocess.CompletedProcess[str]:
    """Run a service manager command; a missing program is exit status 127, as in a shell."""
    try:
        return subprocess.run(list(args), capture_output=True, text=True, check=False, timeout=60)
    except FileNotFoundError:
        return subprocess.CompletedProcess(list(args), 127, "", f"{args[0]}: command not found")
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(list(args), 124, "", f"{args[0]}: no answer in 60 s")


def write_if_changed(path: Path, text: str) -> bool:
    """Atomically write ``text`` unless the file already holds it; True when it was written."""
    data = text.encode("utf-8")
    try:
        if path.read_bytes() == data:
            return False
    except FileNotFoundError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    try:
        tmp.write_bytes(data)
        # Service managers refuse files others can write; 0644 is what they expect.
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return True


def _shown(args: Sequence[str]) -> str:
    return subprocess.list2cmdline(list(args)) if sys.platform == "win32" else " ".join(args)


def _first_line(result: subprocess.CompletedProcess[str]) -> str:
    text = (result.stderr or result.stdout or "").strip()
    return text.splitlines()[0] if text else f"exit status {result.returncode}"


class Backend:
    """One platform's service manager."""

    label = ""

    def __init__(self, home: Path | None = None, run: Runner = run_command, uid: int | None = None) -> None:
        self.home = Path(home) if home is not None else Path.home()
        self.run = run
        self.uid = uid

    def _check(self, args: Sequence[str]) -> subprocess.CompletedProcess[str]:
        result = self.run(args)
        if result.returncode != 0:
            raise AutostartError(f"`{_shown(args)}` failed: {_first_line(result)}")
        return result

    def render(self, service: Service) -> str:
        raise NotImplementedError

    def unit_path(self, service: Service) -> Path:
        raise NotImplementedError

    def install_commands(self, service: Service) -> list[list[str]]:
        raise NotImplementedError

    def remove_commands(self, service: Service) -> list[list[str]]:
        raise NotImplementedError

    def plan_install(self, service: Service) -> str:
        runs = "".join(f"would run: {_shown(c)}\n" for c in self.install_commands(service))
        return f"would write {self.unit_path(service)}:\n{self.render(service)}{runs}"

    def plan_remove(self, service: Service) -> str:
        runs = "".join(f"would run: {_shown(c)}\n" for c in self.remove_commands(service))
        return f"{runs}would remove {self.unit_path(service)}\n"


def _systemd_quote(arg: str, dollars: bool = True) -> str:
    """One word of a unit file line: ``%`` is a specifier and ``$`` a variable in ExecStart."""
    arg = arg.replace("%", "%%")
    if dollars:
        arg = arg.replace("$", "$$")
    if re.fullmatch(r"[\w@%+=:,./$-]+", arg):
        return arg
    return '"' + arg.replace("\\", "\\\\").replace('"', '\\"') + '"'


class Systemd(Backend):
    label = "systemd user unit"

    def unit_path(self, service: Service) -> Path:
        return self.home / ".config" / "systemd" / "user" / f"{service.name}.service"

    def render(self, service: Service) -> str:
        env = "".join(f"Environment={_systemd_quote(f'{k}={v}', dollars=False)}\n" for k, v in service.environment)
        return (
            "# Written by `vault-recall autostart install`; undo with `vault-recall autostart remove`.\n"
            "[Unit]\n"
            # Free text: only specifiers are expanded in it.
            f"Description=Vault Recall search daemon for {str(service.vault).replace('%', '%%')}\n"
            # A daemon that keeps failing (another one holds the index) must not spin forever.
            "StartLimitIntervalSec=300\n"
            "StartLimitBurst=5\n"
            "\n[Service]\n"
            "Type=simple\n"
            f"{env}"
            f"ExecStart={' '.join(_systemd_quote(a) for a in service.command)}\n"
            "Restart=on-failure\n"
            "RestartSec=5\n"
            # Exit status 2 is bad input (the vault is gone): restarting cannot help.
            "RestartPreventExitStatus=2\n"
            "\n[Install]\n"
            "WantedBy=default.target\n"
        )

    def install_commands(self, service: Service) -> list[list[str]]:
        return [["systemctl", "--user", "daemon-reload"],
                ["systemctl", "--user", "enable", "--now", f"{service.name}.service"]]

    def remove_commands(self, service: Service) -> list[list[str]]:
        return [["systemctl", "--user", "disable", "--now", f"{service.name}.service"],
                ["systemctl", "--user", "daemon-reload"]]

    def require_systemctl(self) -> None:
        result = self.run(["systemctl", "--user", "show-environment"])
        if result.returncode != 0:
            raise AutostartError(
                f"systemctl --user is not available here ({_first_line(result)}). Autostart needs a "
                "systemd user session; in a container, on WSL without systemd or over ssh, start "
                "`vault-recall serve --vault PATH` from your desktop's autostart settings instead.")

    def install(self, service: Service) -> list[str]:
        self.require_systemctl()
        path = self.unit_path(service)
        existed = path.exists()
        if not write_if_changed(path, self.render(service)):
            self._check(["systemctl", "--user", "enable", "--now", f"{service.name}.service"])
            return [f"Autostart was already installed: {path}."]
        for command in self.install_commands(service):
            self._check(command)
        if existed:
            self._check(["systemctl", "--user", "restart", f"{service.name}.service"])
        return [f"Wrote {path}.", f"Enabled and started {service.name}.service; it starts at every login."]

    def remove(self, service: Service) -> list[str]:
        path = self.unit_path(service)
        if not path.exists():
            return [f"Autostart is not installed for {service.vault}."]
        self.require_systemctl()
        self.run(self.remove_commands(service)[0])  # fails harmlessly when the unit is not loaded
        path.unlink()
        self._check(self.remove_commands(service)[1])
        return [f"Stopped and disabled {service.name}.service.", f"Removed {path}."]

    def status(self, service: Service) -> Status:
        path = self.unit_path(service)
        if not path.exists():
            return Status(False, None, str(path), f"Autostart is not installed ({path} does not exist).")
        unit = f"{service.name}.service"
        enabled = self.run(["systemctl", "--user", "is-enabled", unit])
        active = self.run(["systemctl", "--user", "is-active", unit])
        if enabled.returncode == 127:
            return Status(True, None, str(path), f"Autostart is installed ({path}); systemctl is not available.")
        state = (active.stdout or "").strip() or "unknown"
        how = "enabled" if enabled.returncode == 0 else "installed but not enabled"
        detail = f"Autostart is {how} ({path}); the service is {state}."
        return Status(True, active.returncode == 0, str(path), detail)


class Launchd(Backend):
    label = "LaunchAgent"

    def _label(self, service: Service) -> str:
        return LAUNCHD_PREFIX + service.name.removeprefix("vault-recall-")

    def _domain(self) -> str:
        return f"gui/{self.uid if self.uid is not None else os.getuid()}"

    def _target(self, service: Service) -> str:
        return f"{self._domain()}/{self._label(service)}"

    def unit_path(self, service: Service) -> Path:
        return self.home / "Library" / "LaunchAgents" / f"{self._label(service)}.plist"

    def render(self, service: Service) -> str:
        log = str(self.home / "Library" / "Logs" / f"{service.name}.log")
        plist: dict[str, object] = {
            "Label": self._label(service),
            "ProgramArguments": list(service.command),
            "RunAtLoad": True,
            # Restarted when it exits with an error, not after a clean stop.
            "KeepAlive": {"SuccessfulExit": False},
            "ThrottleInterval": 10,
            "ProcessType": "Background",
            "StandardOutPath": log,
            "StandardErrorPath": log,
        }
        if service.environment:
            plist["EnvironmentVariables"] = dict(service.environment)
        return plistlib.dumps(plist, sort_keys=False).decode("utf-8")

    def install_commands(self, service: Service) -> list[list[str]]:
        return [["launchctl", "enable", self._target(service)],
                ["launchctl", "bootstrap", self._domain(), str(self.unit_path(service))]]

    def remove_commands(self, service: Service) -> list[list[str]]:
        return [["launchctl", "bootout", self._target(service)]]

    def _loaded(self, service: Service) -> subprocess.CompletedProcess[str]:
        return self.run(["launchctl", "print", self._target(service)])

    def install(self, service: Service) -> list[str]:
        path = self.unit_path(service)
        changed = write_if_changed(path, self.render(service))
        if not changed and self._loaded(service).returncode == 0:
            return [f"Autostart was already installed: {path}."]
        self.run(["launchctl", "bootout", self._target(service)])  # an older copy, if loaded
        for command in self.install_commands(service):
            self._check(command)
        return [f"Wrote {path}.", f"Loaded {self._label(service)}; it starts at every login."]

    def remove(self, service: Service) -> list[str]:
        path = self.unit_path(service)
        if not path.exists():
            return [f"Autostart is not installed for {service.vault}."]
        self.run(self.remove_commands(service)[0])  # fails harmlessly when it is not loaded
        path.unlink()
        return [f"Unloaded {self._label(service)}.", f"Removed {path}."]

    def status(self, service: Service) -> Status:
        path = self.unit_path(service)
        if not path.exists():
            return Status(False, None, str(path), f"Autostart is not installed ({path} does not exist).")
        loaded = self._loaded(service)
        if loaded.returncode != 0:
            return Status(True, False, str(path), f"Autostart is installed ({path}) but not loaded.")
        running = "state = running" in loaded.stdout
        state = "running" if running else "not running"
        detail = f"Autostart is installed and loaded ({path}); the daemon is {state}."
        return Status(True, running, str(path), detail)


def windows_user(environ: Mapping[str, str] | None = None) -> str:
    environ = os.environ if environ is None else environ
    user = environ.get("USERNAME", "")
    return f"{environ['USERDOMAIN']}\\{user}" if environ.get("USERDOMAIN") else user


class TaskScheduler(Backend):
    label = "Task Scheduler task"

    def task_name(self, service: Service) -> str:
        return f"Vault Recall {service.name.removeprefix('vault-recall-')}"

    def unit_path(self, service: Service) -> Path:
        return Path(f"Task Scheduler: {self.task_name(service)}")

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

    def install_commands(self, service: Service) -> list[list[str]]:
        name = self.task_name(service)
        return [["schtasks", "/Create", "/TN", name, "/XML", "<task.xml>", "/F"],
                ["schtasks", "/Run", "/TN", name]]

    def remove_commands(self, service: Service) -> list[list[str]]:
        name = self.task_name(service)
        return [["schtasks", "/End", "/TN", name], ["schtasks", "/Delete", "/TN", name, "/F"]]

    def plan_install(self, service: Service) -> str:
        runs = "".join(f"would run: {_shown(c)}\n" for c in self.install_commands(service))
        return f"would register this task as <task.xml>:\n{self.render(service)}{runs}"

    def plan_remove(self, service: Service) -> str:
        return "".join(f"would run: {_shown(c)}\n" for c in self.remove_commands(service))

    def _query(self, service: Service) -> subprocess.CompletedProcess[str]:
        return self.run(["schtasks", "/Query", "/TN", self.task_name(service), "/FO", "LIST"])

    def install(self, service: Service) -> list[str]:
        create, start = self.install_commands(service)
        with tempfile.TemporaryDirectory() as folder:
            xml = Path(folder) / "task.xml"
            # schtasks reads task XML as UTF-16, as the declaration says.
            xml.write_text(self.render(service), encoding="utf-16")
            self._check([str(xml) if a == "<task.xml>" else a for a in create])
        self._check(start)
        return [f"Registered the task {self.task_name(service)!r}; it starts at every login."]

    def remove(self, service: Service) -> list[str]:
        if self._query(service).returncode != 0:
            return [f"Autostart is not installed for {service.vault}."]
        end, delete = self.remove_commands(service)
        self.run(end)  # fails harmlessly when it is not running
        self._check(delete)
        return [f"Removed the task {self.task_name(service)!r}."]

    def status(self, service: Service) -> Status:
        name = self.task_name(service)
        result = self._query(service)
        if result.returncode != 0:
            return Status(False, None, name, f"Autostart is not installed (no task {name!r}).")
        running = "Running" in result.stdout
        state = "running" if running else "not running"
        return Status(True, running, name, f"Autostart is installed (task {name!r}); it is {state}.")


BACKENDS: dict[str, type[Backend]] = {"linux": Systemd, "darwin": Launchd, "win32": TaskScheduler}


def backend_for(platform: str | None = None, home: Path | None = None, run: Runner = run_command,
                uid: int | None = None) -> Backend:
    platform = platform or sys.platform
    kind = BACKENDS.get("linux" if platform.startswith("linux") else platform)
    if kind is None:
        raise AutostartError(f"autostart is not supported on {platform}; it knows Linux (systemd), "
                             "macOS (launchd) and Windows (Task Scheduler)")
    return kind(home, run, uid)

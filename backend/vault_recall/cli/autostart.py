"""Start the daemon at login: a systemd user unit (Linux), a LaunchAgent (macOS) or a Task
Scheduler task (Windows; a Startup-folder script where tasks are refused), one per vault, named by
the vault id so two vaults get two services.

The service runs the interpreter of this very install (``sys.executable -m vault_recall``), not
whatever ``vault-recall`` is first on a login shell's PATH, which may be another version or none.
Every backend takes the home folder and the command runner as arguments, so tests write into a
temporary home and record commands instead of running ``systemctl``.
"""

from __future__ import annotations

import os
import plistlib
import re
import subprocess
import sys
from pathlib import Path

from .autostart_base import (
    AutostartError,
    Backend,
    Runner,
    Service,
    Status,
    first_line,
    run_command,
    service_for,
    write_if_changed,
)
from .autostart_windows import TaskScheduler

__all__ = [
    "AutostartError",
    "Backend",
    "Launchd",
    "Service",
    "Status",
    "Systemd",
    "TaskScheduler",
    "backend_for",
    "run_command",
    "service_for",
    "write_if_changed",
]

LAUNCHD_PREFIX = "org.vault-recall."


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
        return [
            ["systemctl", "--user", "daemon-reload"],
            ["systemctl", "--user", "enable", "--now", f"{service.name}.service"],
        ]

    def remove_commands(self, service: Service) -> list[list[str]]:
        return [
            ["systemctl", "--user", "disable", "--now", f"{service.name}.service"],
            ["systemctl", "--user", "daemon-reload"],
        ]

    def preflight(self) -> None:
        result = self.run(["systemctl", "--user", "show-environment"])
        if result.returncode != 0:
            raise AutostartError(
                f"systemctl --user is not available here ({first_line(result)}). Autostart needs a "
                "systemd user session; in a container, on WSL without systemd or over ssh, start "
                "`vault-recall serve --vault PATH` from your desktop's autostart settings instead."
            )

    def install(self, service: Service) -> list[str]:
        self.preflight()
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
        self.preflight()
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
        return [
            ["launchctl", "enable", self._target(service)],
            ["launchctl", "bootstrap", self._domain(), str(self.unit_path(service))],
        ]

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


BACKENDS: dict[str, type[Backend]] = {"linux": Systemd, "darwin": Launchd, "win32": TaskScheduler}


def backend_for(
    platform: str | None = None, home: Path | None = None, run: Runner = run_command, uid: int | None = None
) -> Backend:
    platform = platform or sys.platform
    kind = BACKENDS.get("linux" if platform.startswith("linux") else platform)
    if kind is None:
        raise AutostartError(
            f"autostart is not supported on {platform}; it knows Linux (systemd), "
            "macOS (launchd) and Windows (Task Scheduler)"
        )
    return kind(home, run, uid)

"""What every autostart backend shares: the service to run, its status, the command runner and
the base class each platform's service manager fills in (``autostart``, ``autostart_windows``).
"""

from __future__ import annotations

import os
import re
import secrets
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..engine.config import vault_id
from ..engine.vaultfiles import VaultMissing

Runner = Callable[[Sequence[str]], "subprocess.CompletedProcess[str]"]
# Settings the service must share with this shell, or it would write its runtime file elsewhere.
PASSED_ENV = ("VAULT_RECALL_CONFIG_DIR", "VAULT_RECALL_DATA_DIR")


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


def service_for(
    vault: Path, index_dir: Path | None = None, executable: str | None = None, environ: Mapping[str, str] | None = None
) -> Service:
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


def write_if_changed(path: Path, text: str, data: bytes | None = None) -> bool:
    """Atomically write ``text`` (as UTF-8, or ``data`` when given) unless the file already holds
    it; True when it was written."""
    data = text.encode("utf-8") if data is None else data
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


def shown(args: Sequence[str]) -> str:
    return subprocess.list2cmdline(list(args)) if sys.platform == "win32" else " ".join(args)


def first_line(result: subprocess.CompletedProcess[str]) -> str:
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
            raise AutostartError(f"`{shown(args)}` failed: {first_line(result)}")
        return result

    def render(self, service: Service) -> str:
        raise NotImplementedError

    def unit_path(self, service: Service) -> Path:
        raise NotImplementedError

    def install_commands(self, service: Service) -> list[list[str]]:
        raise NotImplementedError

    def remove_commands(self, service: Service) -> list[list[str]]:
        raise NotImplementedError

    def preflight(self) -> None:
        """Raise ``AutostartError`` when the service manager cannot be used here. Read-only, so a
        dry run checks it too and fails the way the real command would."""

    def plan_install(self, service: Service) -> str:
        self.preflight()
        runs = "".join(f"would run: {shown(c)}\n" for c in self.install_commands(service))
        return f"would write {self.unit_path(service)}:\n{self.render(service)}{runs}"

    def plan_remove(self, service: Service) -> str:
        if not self.unit_path(service).exists():
            return f"Autostart is not installed for {service.vault}; nothing to remove.\n"
        self.preflight()
        runs = "".join(f"would run: {shown(c)}\n" for c in self.remove_commands(service))
        return f"{runs}would remove {self.unit_path(service)}\n"

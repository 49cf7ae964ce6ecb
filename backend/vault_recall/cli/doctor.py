"""`vault-recall doctor`: the answers to "why does the plugin not find my notes?" in sentences.

It only looks: the runtime and token files are checked with ``lstat`` before anything reads them
(reading would tighten their modes), and the index is opened read-only, never created or wiped.
"""

from __future__ import annotations

import json
import os
import stat
import sys
from collections.abc import Callable
from dataclasses import dataclass, fields
from pathlib import Path

from ..daemon.runtime import pid_alive, probe_health, read_runtime, runtime_path, token_path
from ..engine.config import (
    RERANKER_CHOICES,
    SEMANTIC_CHOICES,
    Settings,
    config_dir,
    default_index_dir,
    valid_reranker,
    valid_semantic,
)
from ..engine.fusion import Weights
from ..engine.index import IndexCorrupt, IndexLocked, IndexStore, index_version
from ..engine.service import Engine
from ..engine.vaultfiles import walk_vault
from . import autostart

OK, WARN, PROBLEM = "ok", "warning", "problem"
Probe = Callable[[int], "dict | None"]


@dataclass(frozen=True)
class Finding:
    level: str
    text: str

    def __str__(self) -> str:
        return f"{self.level}: {self.text}"


def count_noun(n: int, noun: str, plural: str | None = None) -> str:
    return f"{n:,} {noun if n == 1 else plural or noun + 's'}"


def check_daemon(
    vault: Path, probe: Probe = probe_health, alive: Callable[[int], bool | None] = pid_alive
) -> list[Finding]:
    record = read_runtime(vault)
    if not record:
        return [
            Finding(
                PROBLEM,
                f"The daemon is not running for this vault (no runtime file at "
                f"{runtime_path(vault)}). Start it with `vault-recall serve --vault {vault}`.",
            )
        ]
    pid, port = record.get("pid"), record.get("port")
    if alive(pid) is False:
        return [
            Finding(
                PROBLEM,
                f"The runtime file names process {pid}, which is not running: the daemon "
                "stopped without cleaning up. Start it again.",
            )
        ]
    answer = probe(port) if isinstance(port, int) else None
    if not answer or answer.get("ok") is not True:
        return [
            Finding(PROBLEM, f"The daemon (process {pid}) does not answer GET /health on 127.0.0.1:{port}. Restart it.")
        ]
    return [
        Finding(OK, f"The daemon is running (process {pid}, version {answer.get('version', '?')}) on 127.0.0.1:{port}.")
    ]


def _mode_finding(path: Path, what: str, want: int) -> Finding | None:
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(st.st_mode):
        return Finding(PROBLEM, f"The {what} {path} is a symlink; remove it (the daemon refuses to follow it).")
    mode = stat.S_IMODE(st.st_mode)
    if mode & 0o077:
        return Finding(
            PROBLEM, f"The {what} {path} has mode {mode:04o}; other users can read it. Run `chmod {want:o} {path}`."
        )
    return Finding(OK, f"The {what} {path} is private (mode {mode:04o}).")


def check_token(vault: Path) -> list[Finding]:
    if sys.platform == "win32":
        return [Finding(OK, "File modes are not checked on Windows (the config folder is per user).")]
    path = token_path(vault)
    found = [
        f
        for f in (
            _mode_finding(path.parent, "token folder", 0o700),
            _mode_finding(path, "token file", 0o600),
            _mode_finding(runtime_path(vault), "runtime file", 0o600),
        )
        if f
    ]
    if os.environ.get("VAULT_RECALL_TOKEN"):
        found.append(Finding(OK, "The token comes from VAULT_RECALL_TOKEN."))
    elif not path.exists() and not os.path.lexists(path):
        found.append(Finding(OK, f"There is no token file yet ({path}); the daemon makes it on first start."))
    return found


@dataclass(frozen=True)
class IndexChoice:
    """The index a check looks at, and why that one (so the user knows which was checked)."""

    path: Path
    why: str

    def __str__(self) -> str:
        return f"{self.path} ({self.why})"


def which_index(vault: Path, index_dir: Path | None) -> IndexChoice:
    """``--index-dir`` when given, else the one the daemon's runtime file names (a daemon started
    with ``--index-dir`` serves another index than the default), else the vault's default."""
    if index_dir:
        return IndexChoice(Path(index_dir), "given with --index-dir")
    named = (read_runtime(vault) or {}).get("index_dir")
    if isinstance(named, str) and named:
        return IndexChoice(Path(named), "the daemon's, named in its runtime file")
    return IndexChoice(default_index_dir(vault), "the default for this vault")


def _index_version(index_dir: Path) -> dict | None:
    try:
        return json.loads((index_dir / "vault-recall.json").read_text())
    except (OSError, ValueError):
        return None


def _open_readonly(vault: Path, index: IndexChoice, settings: Settings) -> Engine | Finding:
    """The engine over the index as it is, or a finding saying why it cannot be opened."""
    try:
        # Engine would wipe a damaged index to rebuild it; the bare store only reports it.
        IndexStore(index.path, writable=False).close()
        return Engine(vault, index.path, settings, writable=False)
    except (IndexCorrupt, IndexLocked, OSError) as exc:
        return Finding(PROBLEM, f"The index at {index} cannot be opened: {exc}")


def check_index(vault: Path, index_dir: Path | None, settings: Settings) -> list[Finding]:
    index = which_index(vault, index_dir)
    if not index.path.is_dir() or not any(index.path.iterdir()):
        build = f"vault-recall index --vault {vault}"
        if index.path != default_index_dir(vault):
            build += f" --index-dir {index.path}"
        return [Finding(PROBLEM, f"There is no index yet at {index}. Run `{build}` or start the daemon.")]
    if _index_version(index.path) != index_version():
        # Opening it would wipe it (another version's index is rebuilt); a doctor must not.
        return [
            Finding(
                PROBLEM,
                f"The index at {index} was built by another version of Vault Recall; "
                "the daemon or `vault-recall index` rebuilds it.",
            )
        ]
    engine = _open_readonly(vault, index, settings)
    if isinstance(engine, Finding):
        return [engine]
    try:
        known, skipped = dict(engine.indexer.known), engine.indexer.skipped()
        replaced = engine.indexer.decoded_with_replacements()
        notes, entries = engine.counts()
    finally:
        engine.close()
    on_disk = walk_vault(vault, frozenset(e.strip("/") for e in settings.excluded_folders))
    return _compare(index, known, skipped, on_disk, notes, entries) + [
        Finding(
            WARN,
            f"Decoded with replacements {path}: bytes that are not UTF-8 read as U+FFFD; its other "
            "words are found. Save it as UTF-8 to search those too.",
        )
        for path in replaced
    ]


def _compare(
    index: IndexChoice, known: dict, skipped: list[tuple[str, str]], on_disk: dict, indexed: int, entries: int
) -> list[Finding]:
    behind = [
        p
        for p, st in on_disk.items()
        if p not in known or (known[p].size, known[p].mtime_ns) != (st.st_size, st.st_mtime_ns)
    ]
    gone = [p for p in known if p not in on_disk]
    found = [
        Finding(
            OK,
            f"{count_noun(indexed, 'note')} ({count_noun(entries, 'entry', 'entries')}) "
            f"in the index at {index}; {count_noun(len(on_disk), 'note')} on disk.",
        )
    ]
    if behind or gone:
        found.append(
            Finding(
                WARN,
                f"The index is behind the vault ({len(behind):,} new or changed, "
                f"{len(gone):,} deleted). The daemon catches up on its own; or run "
                "`vault-recall index`.",
            )
        )
    found += [Finding(WARN, f"Skipped {path}: {reason}.") for path, reason in skipped]
    return found


# Values the engine can use (recency_days 0 would divide by zero in the recency term; a reranker
# budget over 5 s would use up half of the daemon's 10 s per search).
RANGES = {
    "recency_days": (1, 36500),
    "recency_weight": (0, 10),
    "min_coverage_share": (0, 1),
    "reranker_budget_ms": (10, 5000),
}
# Settings that are words from a set: the check, and what to write instead.
CHOICES = {"semantic": (valid_semantic, SEMANTIC_CHOICES), "reranker": (valid_reranker, RERANKER_CHOICES)}


def _fits(default: object, value: object) -> bool:
    if isinstance(default, str):
        return isinstance(value, str)
    if isinstance(default, bool):
        return isinstance(value, bool)
    if isinstance(default, tuple):
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _weight_problems(path: Path, value: object) -> list[str]:
    if not isinstance(value, dict):
        return [f"{path}: weights must be an object of weight names and numbers; it is ignored."]
    known = [f.name for f in fields(Weights)]
    problems = []
    for name, number in value.items():
        if name not in known:
            problems.append(f"{path}: unknown weight {name!r} is ignored; see docs/ranking.md.")
        elif isinstance(number, bool) or not isinstance(number, (int, float)) or not 0 <= number <= 1000:
            problems.append(f"{path}: weights.{name} = {number!r} is not a number in 0–1000 and is ignored.")
    return problems


def config_problems(path: Path) -> list[str]:
    """What ``Settings.load`` would silently ignore in a config file (it falls back to defaults)."""
    try:
        raw = json.loads(path.read_text("utf-8"))
    except FileNotFoundError:
        return []
    except OSError as exc:
        return [f"{path} cannot be read ({exc.strerror}); the defaults are used."]
    except ValueError as exc:
        return [f"{path} is not valid JSON ({exc}); the defaults are used."]
    if not isinstance(raw, dict):
        return [f"{path} must hold a JSON object; the defaults are used."]
    defaults = Settings()
    known = [f.name for f in fields(Settings)]
    problems = []
    for key, value in raw.items():
        if key not in known:
            problems.append(f"{path}: unknown setting {key!r} is ignored; the settings are {', '.join(known)}.")
        elif key == "weights":
            problems += _weight_problems(path, value)
        elif key in CHOICES and not (isinstance(value, str) and CHOICES[key][0](value.strip())):
            problems.append(f"{path}: {key} = {value!r} is ignored; use {CHOICES[key][1]}.")
        elif not _fits(getattr(defaults, key), value):
            problems.append(f"{path}: {key} = {value!r} has the wrong type and is ignored.")
        elif key in RANGES and not RANGES[key][0] <= value <= RANGES[key][1]:
            low, high = RANGES[key]
            problems.append(f"{path}: {key} = {value!r} is outside {low}–{high}; searches may fail or rank badly.")
    return problems


def check_config(path: Path) -> list[Finding]:
    if not path.is_file():
        return [Finding(OK, f"The ranking uses the default settings (no {path}).")]
    problems = config_problems(path)
    if not problems:
        return [Finding(OK, f"The ranking uses the settings in {path}.")]
    return [Finding(WARN, text) for text in problems]


def check_autostart(vault: Path, backend: autostart.Backend | None = None) -> list[Finding]:
    try:
        backend = backend or autostart.backend_for()
        status = backend.status(autostart.service_for(vault))
    except autostart.AutostartError as exc:
        return [Finding(OK, f"Autostart cannot be checked: {exc}")]
    return [Finding(OK, status.detail)]


def diagnose(
    vault: Path,
    index_dir: Path | None = None,
    settings: Settings | None = None,
    probe: Probe = probe_health,
    backend: autostart.Backend | None = None,
) -> list[Finding]:
    """Every check, in the order a user would ask; stops early only when the vault is missing."""
    real = Path(vault).resolve()
    if real.is_file():
        return [Finding(PROBLEM, f"The vault must be a folder, but {vault} is a file.")]
    if not real.is_dir():
        return [Finding(PROBLEM, f"The vault folder {vault} does not exist.")]
    settings = settings or Settings.load()
    return [
        Finding(OK, f"The vault is {real}."),
        # Modes first: reading the runtime file tightens a too-open mode, hiding the problem.
        *check_token(real),
        *check_daemon(real, probe),
        *check_index(real, index_dir, settings),
        *check_config(config_dir() / "config.json"),
        *check_autostart(real, backend),
    ]


def healthy(findings: list[Finding]) -> bool:
    return not any(f.level == PROBLEM for f in findings)

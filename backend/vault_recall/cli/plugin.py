"""`vault-recall plugin install|status`: put the Obsidian plugin this package ships into a vault.

The wheel carries the three files Obsidian loads (built from plugin-bridge/ by setup.py), so no
Node is needed. A checkout installed with `pip install -e` has no such copy: there the files of
the checkout's own npm build are used.

The only place written is ``<vault>/.obsidian/plugins/vault-recall/``: its real path must stay
inside the vault's (a symlinked ``.obsidian`` or ``plugins`` that leads elsewhere is refused), each
file is replaced atomically, and a file that already holds the same bytes is left alone.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from .. import __version__
from ..engine.atomic import write_atomically

PLUGIN_ID = "vault-recall"
FILES = ("main.js", "manifest.json", "styles.css")
CHECKOUT = Path(__file__).resolve().parents[3]
ENABLE_HINT = (
    "In Obsidian: Settings → Community plugins, turn off Restricted mode if it is on, click the "
    "reload button next to Installed plugins and turn on Vault Recall (if it was on, turn it off "
    "and on to load the new files)."
)


class PluginError(ValueError):
    """The plugin cannot be installed or checked; the message says why and what to do."""


@dataclass(frozen=True)
class Bundle:
    """The plugin files this install carries, and where they come from (for messages)."""

    files: dict[str, bytes]
    origin: str

    @property
    def version(self) -> str | None:
        return manifest_version(self.files["manifest.json"])


@dataclass(frozen=True)
class FileState:
    name: str
    state: str  # "new", "same" or "differs"


def manifest_version(data: bytes | None) -> str | None:
    try:
        version = json.loads(data)["version"] if data is not None else None
    except (ValueError, TypeError, KeyError):
        return None
    return version if isinstance(version, str) else None


def packaged_files() -> dict[str, bytes] | None:
    folder = resources.files("vault_recall").joinpath("plugin_files")
    if not all(folder.joinpath(name).is_file() for name in FILES):
        return None
    return {name: folder.joinpath(name).read_bytes() for name in FILES}


def checkout_files(root: Path = CHECKOUT) -> dict[str, bytes] | None:
    paths = {
        "main.js": root / "plugin-bridge" / "main.js",
        "manifest.json": root / "manifest.json",
        "styles.css": root / "plugin-bridge" / "styles.css",
    }
    if not all(p.is_file() for p in paths.values()):
        return None
    return {name: path.read_bytes() for name, path in paths.items()}


def find_bundle(root: Path = CHECKOUT) -> Bundle:
    files = packaged_files()
    if files is not None:
        return Bundle(files, f"vault-recall {__version__}")
    files = checkout_files(root)
    if files is not None:
        return Bundle(files, f"the build in {root / 'plugin-bridge'}")
    raise PluginError(
        "This install of vault-recall carries no built plugin (an editable install from a checkout). "
        f"Build it with `cd {root / 'plugin-bridge'} && npm ci && npm run build`, install vault-recall "
        "from a wheel, or download main.js, manifest.json and styles.css from the project's release."
    )


def plugin_folder(vault: Path) -> Path:
    """``<vault>/.obsidian/plugins/vault-recall``, refused when its real path leaves the vault."""
    if not vault.is_dir():
        raise PluginError(f"vault folder not found: {vault}")
    real_vault = vault.resolve()
    folder = real_vault / ".obsidian" / "plugins" / PLUGIN_ID
    # Resolve what exists so far: a symlink anywhere on the way is followed and checked.
    real = folder.resolve()
    if not real.is_relative_to(real_vault):
        raise PluginError(
            f"{folder} leads to {real}, outside the vault (a symlink on the way); refusing to write there"
        )
    for part in (real_vault / ".obsidian", real_vault / ".obsidian" / "plugins", folder):
        if part.exists() and not part.is_dir():
            raise PluginError(f"{part} is not a folder")
    return folder


def compare(folder: Path, bundle: Bundle) -> list[FileState]:
    states = []
    for name in FILES:
        try:
            current = (folder / name).read_bytes()
        except FileNotFoundError:
            states.append(FileState(name, "new"))
            continue
        states.append(FileState(name, "same" if current == bundle.files[name] else "differs"))
    return states


def _make_readable(tmp: Path) -> None:
    # Obsidian reads the files as the same user; 0644 is what a copy made by hand would get.
    os.chmod(tmp, 0o644)


def install(vault: Path, dry_run: bool = False, bundle: Bundle | None = None) -> list[str]:
    """Copy the plugin's files into the vault; the lines to print."""
    bundle = bundle or find_bundle()
    folder = plugin_folder(vault)
    states = compare(folder, bundle)
    changed = [s for s in states if s.state != "same"]
    version = f"Vault Recall {bundle.version or '?'} (from {bundle.origin})"
    if dry_run:
        lines = [f"would {'write' if s.state == 'new' else 'replace'} {folder / s.name}" for s in changed]
        lines += [f"unchanged {folder / s.name}" for s in states if s.state == "same"]
        return lines + [f"Nothing written (--dry-run). It would install {version}."]
    if not changed:
        return [f"{version} is already installed in {folder}; nothing changed."]
    had_settings = (vault / ".obsidian").is_dir()
    folder.mkdir(parents=True, exist_ok=True)
    plugin_folder(vault)  # again: a symlink swapped in meanwhile must not redirect the writes
    for state in changed:
        write_atomically(folder / state.name, bundle.files[state.name], _make_readable)
    lines = [f"Installed {version} in {folder}: wrote {', '.join(s.name for s in changed)}."]
    if not had_settings:
        lines.append(f"{vault} had no .obsidian folder: check that it is the folder Obsidian opens as a vault.")
    return lines + [ENABLE_HINT]


@dataclass(frozen=True)
class PluginStatus:
    folder: Path
    installed_version: str | None  # None: not installed
    bundled_version: str | None
    bundle_origin: str
    daemon_version: str | None  # None: no daemon answers for this vault
    files: tuple[FileState, ...]

    @property
    def current(self) -> bool:
        return all(f.state == "same" for f in self.files)

    def lines(self, vault: Path) -> list[str]:
        daemon = f"version {self.daemon_version}" if self.daemon_version else "not running"
        lines = [
            f"Plugin folder: {self.folder}",
            f"Installed plugin: {self.installed_version or 'not installed'}",
            f"This package's plugin: {self.bundled_version or '?'} (from {self.bundle_origin})",
            f"Daemon: {daemon}",
        ]
        if self.installed_version is None:
            return lines + [f"Install it with `vault-recall plugin install --vault {vault}`."]
        lines.append(
            "Files: " + ", ".join(f"{f.name} {'missing' if f.state == 'new' else f.state}" for f in self.files)
        )
        if not self.current:
            lines.append(f"Update it with `vault-recall plugin install --vault {vault}`.")
        if self.daemon_version and self.installed_version and self.daemon_version != self.installed_version:
            lines.append(
                "The plugin and the daemon are different versions: install the plugin of the same "
                "vault-recall as the daemon, and restart the daemon after an upgrade."
            )
        return lines


def status(vault: Path, daemon_version: str | None, bundle: Bundle | None = None) -> PluginStatus:
    bundle = bundle or find_bundle()
    folder = plugin_folder(vault)
    try:
        installed = manifest_version((folder / "manifest.json").read_bytes())
    except FileNotFoundError:
        installed = None
    return PluginStatus(
        folder, installed, bundle.version, bundle.origin, daemon_version, tuple(compare(folder, bundle))
    )

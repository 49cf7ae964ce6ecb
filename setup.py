"""Build hook: the wheel carries the Obsidian plugin, built from plugin-bridge/, so that
`vault-recall plugin install` needs no Node (as JupyterLab extensions ship theirs). The project's
metadata is all in pyproject.toml; this file only adds the plugin to `build_py` and `sdist`.

`npm ci && npm run build` runs when plugin-bridge/main.js is missing or older than its sources and
npm is installed; without npm a stale main.js is packaged with a warning, a missing one stops the
build with what to do. Editable installs (`pip install -e`, `make venv`) skip all of it: a
checkout's plugin is built with npm and found there by `vault-recall plugin`.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

ROOT = Path(__file__).resolve().parent
PLUGIN = ROOT / "plugin-bridge"
# Where the three files Obsidian loads come from; they land in vault_recall/plugin_files/.
PLUGIN_FILES = {
    "main.js": PLUGIN / "main.js",
    "manifest.json": ROOT / "manifest.json",
    "styles.css": PLUGIN / "styles.css",
}
PACKAGE_FOLDER = ("vault_recall", "plugin_files")
# What esbuild reads to make main.js; node_modules follows package-lock.json.
BUILD_INPUTS = ("src", "package.json", "package-lock.json", "esbuild.config.mjs", "tsconfig.json")
NPM_STEPS = (("ci", "--no-audit", "--no-fund"), ("run", "build"))

Runner = Callable[..., "subprocess.CompletedProcess[bytes]"]


class PluginBuildError(RuntimeError):
    """The plugin cannot be built or found; the message says what to install or run."""


def newest_input(plugin: Path) -> float:
    """The latest modification time among the files esbuild reads (0 when there are none)."""
    times = [0.0]
    for name in BUILD_INPUTS:
        path = plugin / name
        files = [p for p in path.rglob("*") if p.is_file()] if path.is_dir() else [path] if path.is_file() else []
        times += [p.stat().st_mtime for p in files]
    return max(times)


def is_stale(plugin: Path) -> bool:
    main = plugin / "main.js"
    return not main.is_file() or main.stat().st_mtime < newest_input(plugin)


def ensure_plugin_built(
    plugin: Path,
    npm: str | None,
    run: Runner = subprocess.run,
    warn: Callable[[str], None] = lambda text: print(text, file=sys.stderr),
) -> None:
    """Make ``plugin``/main.js current with ``npm`` (its path, None when not installed), or say
    why it cannot be."""
    if not is_stale(plugin):
        return
    if npm is None:
        if (plugin / "main.js").is_file():
            warn(
                "warning: plugin-bridge/main.js is older than its sources and npm is not installed; "
                "packaging it as it is"
            )
            return
        raise PluginBuildError(
            "The wheel ships the Obsidian plugin, but plugin-bridge/main.js is not built and npm is not "
            "installed. Install Node 20 or newer with npm (https://nodejs.org) and build again, or run "
            "`npm ci && npm run build` in plugin-bridge/ on a machine that has it."
        )
    for step in NPM_STEPS:
        try:
            run([npm, *step], cwd=plugin, check=True)
        except (OSError, subprocess.CalledProcessError) as exc:
            raise PluginBuildError(f"`npm {' '.join(step)}` failed in {plugin}: {exc}") from exc


class BuildPyWithPlugin(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        ensure_plugin_built(PLUGIN, shutil.which("npm"))
        target = Path(self.build_lib, *PACKAGE_FOLDER)
        target.mkdir(parents=True, exist_ok=True)
        for name, source in PLUGIN_FILES.items():
            self.copy_file(str(source), str(target / name))

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = super().get_outputs(include_bytecode)
        if self.editable_mode:
            return outputs
        return outputs + [str(Path(self.build_lib, *PACKAGE_FOLDER, name)) for name in PLUGIN_FILES]


class SdistWithPlugin(sdist):
    """An sdist with main.js in it builds a wheel without Node (MANIFEST.in lists the files)."""

    def run(self) -> None:
        ensure_plugin_built(PLUGIN, shutil.which("npm"))
        super().run()


if __name__ == "__main__":
    setup(cmdclass={"build_py": BuildPyWithPlugin, "sdist": SdistWithPlugin})

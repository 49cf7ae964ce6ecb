"""Packaging: pyproject.toml metadata, the build hook that puts the plugin in the wheel
(setup.py), the versions that must move together, the release workflow, and the whole path from
`pip wheel` to `vault-recall plugin install` on a machine without Node."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import yaml

import vault_recall

ROOT = Path(__file__).resolve().parents[1]
PLUGIN_FILES = {
    "main.js": ROOT / "plugin-bridge/main.js",
    "manifest.json": ROOT / "manifest.json",
    "styles.css": ROOT / "plugin-bridge/styles.css",
}


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))


def load_json(rel: str) -> dict:
    return json.loads((ROOT / rel).read_text("utf-8"))


def test_license_is_an_spdx_string_and_setuptools_reads_it():
    # The TOML-table form makes setuptools print a deprecation banner on every build.
    assert pyproject()["project"]["license"] == "MIT"
    floor = next(r for r in pyproject()["build-system"]["requires"] if r.startswith("setuptools"))
    assert tuple(int(n) for n in re.fullmatch(r"setuptools>=([\d.]+)", floor).group(1).split(".")) >= (77,)


def test_every_version_moves_with_pyproject():
    version = pyproject()["project"]["version"]
    manifest = load_json("manifest.json")
    lock = load_json("plugin-bridge/package-lock.json")
    assert {
        "vault_recall.__version__": vault_recall.__version__,
        "manifest.json": manifest["version"],
        "plugin-bridge/package.json": load_json("plugin-bridge/package.json")["version"],
        "plugin-bridge/package-lock.json": lock["version"],
        "plugin-bridge/package-lock.json packages['']": lock["packages"][""]["version"],
    } == dict.fromkeys(
        [
            "vault_recall.__version__",
            "manifest.json",
            "plugin-bridge/package.json",
            "plugin-bridge/package-lock.json",
            "plugin-bridge/package-lock.json packages['']",
        ],
        version,
    )
    # Obsidian reads versions.json to find the newest release that runs on an older app.
    assert load_json("versions.json").get(version) == manifest["minAppVersion"]


def test_release_workflow_attaches_the_three_plugin_files_on_a_version_tag():
    workflow = yaml.safe_load((ROOT / ".github/workflows/release.yml").read_text("utf-8"))
    assert workflow[True] == {"push": {"tags": ["[0-9]+.[0-9]+.[0-9]+*"]}}  # YAML 1.1 reads `on` as True
    assert workflow["permissions"] == {"contents": "write"}
    steps = workflow["jobs"]["release"]["steps"]
    runs = [step.get("run", "") for step in steps]
    build = next(i for i, run in enumerate(runs) if "npm run build" in run)
    release = next(i for i, run in enumerate(runs) if "gh release create" in run)
    assert build < release
    assert "plugin-bridge/main.js manifest.json plugin-bridge/styles.css" in runs[release]
    assert any("$GITHUB_REF_NAME" in run and "versions.json" in run for run in runs[:build])


# The build hook ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def hook():
    spec = importlib.util.spec_from_file_location("vault_recall_setup", ROOT / "setup.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # setup() itself only runs as __main__
    return module


class NpmRecorder:
    def __init__(self, fail: str | None = None) -> None:
        self.calls: list[tuple[list[str], Path]] = []
        self.fail = fail

    def __call__(self, args, cwd, check):
        self.calls.append((list(args), cwd))
        if args[1] == self.fail:
            raise subprocess.CalledProcessError(1, args)
        if args[1:] == ["run", "build"]:
            (cwd / "main.js").write_text("// built\n")
        return subprocess.CompletedProcess(args, 0)


def plugin_tree(root: Path, main_js_age: int | None) -> Path:
    """A plugin folder whose sources are 1,000 s old, with main.js ``main_js_age`` seconds old."""
    (root / "src").mkdir(parents=True)
    for rel in ("src/main.ts", "package.json", "package-lock.json", "esbuild.config.mjs"):
        (root / rel).write_text("{}\n")
        os.utime(root / rel, (1_000_000, 1_000_000))
    if main_js_age is not None:
        (root / "main.js").write_text("// old build\n")
        os.utime(root / "main.js", (1_001_000 - main_js_age,) * 2)
    return root


@pytest.mark.parametrize(("age", "stale"), [(None, True), (2_000, True), (500, False)])
def test_main_js_is_stale_when_missing_or_older_than_a_source(hook, tmp_path: Path, age: int | None, stale: bool):
    assert hook.is_stale(plugin_tree(tmp_path, age)) is stale


def test_a_fresh_build_is_packaged_without_npm(hook, tmp_path: Path):
    run = NpmRecorder()
    hook.ensure_plugin_built(plugin_tree(tmp_path, 500), "/usr/bin/npm", run)
    assert run.calls == []


def test_a_stale_build_is_rebuilt_with_npm(hook, tmp_path: Path):
    run = NpmRecorder()
    plugin = plugin_tree(tmp_path, None)
    hook.ensure_plugin_built(plugin, "/usr/bin/npm", run)
    assert run.calls == [
        (["/usr/bin/npm", "ci", "--no-audit", "--no-fund"], plugin),
        (["/usr/bin/npm", "run", "build"], plugin),
    ]


def test_a_failing_npm_stops_the_build(hook, tmp_path: Path):
    plugin = plugin_tree(tmp_path, None)
    with pytest.raises(hook.PluginBuildError, match=rf"^`npm ci --no-audit --no-fund` failed in {plugin}: "):
        hook.ensure_plugin_built(plugin, "/usr/bin/npm", NpmRecorder(fail="ci"))


def test_without_npm_a_stale_build_is_packaged_with_a_warning(hook, tmp_path: Path):
    warnings: list[str] = []
    hook.ensure_plugin_built(plugin_tree(tmp_path, 2_000), None, NpmRecorder(), warnings.append)
    assert warnings == [
        "warning: plugin-bridge/main.js is older than its sources and npm is not installed; packaging it as it is"
    ]


def test_without_npm_or_a_build_the_wheel_is_refused_with_what_to_do(hook, tmp_path: Path):
    with pytest.raises(hook.PluginBuildError) as exc:
        hook.ensure_plugin_built(plugin_tree(tmp_path, None), None, NpmRecorder())
    assert str(exc.value) == (
        "The wheel ships the Obsidian plugin, but plugin-bridge/main.js is not built and npm is not "
        "installed. Install Node 20 or newer with npm (https://nodejs.org) and build again, or run "
        "`npm ci && npm run build` in plugin-bridge/ on a machine that has it."
    )


# From the wheel to a vault, without Node -------------------------------------------------------


@pytest.mark.slow
def test_the_wheel_installs_the_plugin_on_a_machine_without_node(tmp_path: Path):
    wheels = tmp_path / "wheel"
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "-w", str(wheels), "--no-deps", "-v"],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    assert "SetuptoolsDeprecationWarning" not in built.stdout + built.stderr
    wheel = next(wheels.glob("vault_recall-*.whl"))

    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    installed = subprocess.run(
        [str(venv / "bin/python"), "-m", "pip", "install", "-q", str(wheel)],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert installed.returncode == 0, installed.stderr[-3000:]

    path = str(venv / "bin")
    assert shutil.which("node", path=path) is None and shutil.which("npm", path=path) is None
    vault = tmp_path / "vault"
    (vault / ".obsidian").mkdir(parents=True)
    env = {
        "PATH": path,
        "HOME": str(tmp_path / "home"),
        "VAULT_RECALL_CONFIG_DIR": str(tmp_path / "config"),
        "VAULT_RECALL_DATA_DIR": str(tmp_path / "data"),
    }
    done = subprocess.run(
        [str(venv / "bin/vault-recall"), "plugin", "install", "--vault", str(vault)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    version = pyproject()["project"]["version"]
    assert done.stdout.splitlines()[0] == (
        f"Installed Vault Recall {version} (from vault-recall {version}) in "
        f"{vault / '.obsidian/plugins/vault-recall'}: wrote main.js, manifest.json, styles.css."
    )
    folder = vault / ".obsidian/plugins/vault-recall"
    assert {name: (folder / name).read_bytes() for name in PLUGIN_FILES} == {
        name: source.read_bytes() for name, source in PLUGIN_FILES.items()
    }

"""The Makefile's preflights: `make test` on a machine that lacks a tool stops at once with the
one command that installs it, instead of failing minutes later inside npm or pip."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MAKE = shutil.which("make") or "make"
CHROMIUM_LINE = "Chromium is needed for the plugin's browser test: sudo apt-get install chromium (or set CHROMIUM_PATH)"
NODE_LINE = (
    "Node 20 or newer with npm is needed for the plugin's tests: sudo apt-get install nodejs npm "
    "(Debian 13, Ubuntu 24.04), else https://nodejs.org"
)


def fake_tool(bin_dir: Path, name: str, status: int = 0) -> Path:
    """A stand-in program that only exits: `node -e <version check>` passes with 0, fails with 1."""
    bin_dir.mkdir(exist_ok=True)
    path = bin_dir / name
    path.write_text(f"#!/bin/sh\nexit {status}\n")
    path.chmod(0o755)
    return path


def make(target: str, bin_dir: Path, *args: str, cwd: Path = ROOT, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if k not in ("CHROMIUM_PATH", "MAKEFLAGS", "MFLAGS")}
    environ.update(PATH=str(bin_dir), **env)
    return subprocess.run(
        [MAKE, "-s", "-C", str(cwd), target, *args], env=environ, capture_output=True, text=True, timeout=60
    )


@pytest.fixture
def node_bin(tmp_path: Path) -> Path:
    bin_dir = tmp_path / "bin"
    fake_tool(bin_dir, "node")
    fake_tool(bin_dir, "npm")
    return bin_dir


def test_no_chromium_on_path_stops_with_the_install_command(node_bin: Path):
    done = make("plugin-tools", node_bin)
    assert done.returncode == 2
    assert done.stderr.splitlines()[0] == CHROMIUM_LINE
    assert done.stdout == ""


def test_a_chromium_path_that_does_not_exist_stops_too(node_bin: Path, tmp_path: Path):
    fake_tool(node_bin, "chromium")
    done = make("plugin-tools", node_bin, CHROMIUM_PATH=str(tmp_path / "no-chromium"))
    assert done.returncode == 2
    assert done.stderr.splitlines()[0] == CHROMIUM_LINE


@pytest.mark.parametrize("name", ["chromium", "chromium-browser"])
def test_chromium_on_path_passes(node_bin: Path, name: str):
    fake_tool(node_bin, name)
    done = make("plugin-tools", node_bin)
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")


def test_chromium_path_override_passes(node_bin: Path, tmp_path: Path):
    chromium = fake_tool(tmp_path / "elsewhere", "my-chromium")
    done = make("plugin-tools", node_bin, CHROMIUM_PATH=str(chromium))
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")


@pytest.mark.parametrize("tools", [{}, {"npm": 0}, {"node": 0}, {"node": 1, "npm": 0}])
def test_missing_or_old_node_stops_with_the_install_command(tmp_path: Path, tools: dict[str, int]):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name, status in tools.items():
        fake_tool(bin_dir, name, status)
    fake_tool(bin_dir, "chromium")
    done = make("plugin-tools", bin_dir)
    assert done.returncode == 2
    assert done.stderr.splitlines()[0] == NODE_LINE


def test_python_too_old_or_without_venv_stops_with_the_install_command(tmp_path: Path):
    bin_dir = tmp_path / "bin"
    done = make("python-tools", bin_dir, f"PYTHON={tmp_path / 'no-python'}")
    assert done.returncode == 2
    assert done.stderr.splitlines()[0] == (
        f"Python 3.11 or newer is needed ({tmp_path / 'no-python'} is too old or missing): "
        "sudo apt-get install python3, or set PYTHON=python3.12"
    )
    no_venv = fake_tool(bin_dir, "python3")  # passes the version check, then fails `import venv`
    no_venv.write_text('#!/bin/sh\ncase "$2" in *ensurepip*) exit 1;; esac\nexit 0\n')
    done = make("python-tools", bin_dir)
    assert done.returncode == 2
    assert (
        done.stderr.splitlines()[0]
        == "Python's venv module is needed to make .venv/: sudo apt-get install python3-venv"
    )


def test_make_test_checks_the_plugin_tools_before_anything_else(node_bin: Path, tmp_path: Path):
    # A copy, so that a broken preflight cannot go on to build this checkout's .venv/.
    checkout = tmp_path / "checkout"
    checkout.mkdir()
    for name in ("Makefile", "pyproject.toml"):
        shutil.copy(ROOT / name, checkout / name)
    done = make("test", node_bin, cwd=checkout)
    assert done.returncode == 2
    assert done.stderr.splitlines()[0] == CHROMIUM_LINE
    assert sorted(p.name for p in checkout.iterdir()) == ["Makefile", "pyproject.toml"]

"""Packaging: pyproject.toml metadata a new user's `make demo` must build without warnings."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))


def test_license_is_an_spdx_string_and_setuptools_reads_it():
    # The TOML-table form makes setuptools print a deprecation banner on every build.
    assert pyproject()["project"]["license"] == "MIT"
    floor = next(r for r in pyproject()["build-system"]["requires"] if r.startswith("setuptools"))
    assert tuple(int(n) for n in re.fullmatch(r"setuptools>=([\d.]+)", floor).group(1).split(".")) >= (77,)

from __future__ import annotations

import os

import pytest

from vault_recall.engine.service import Engine, PathError


@pytest.mark.parametrize(
    "path",
    [
        "../x.md",
        "a/../../x.md",
        "/etc/passwd",
        "C:\\x.md",
        "\\\\server\\share\\x.md",
        "..\\..\\x.md",
        "a\x00.md",
        "x" * 5000 + ".md",
        ".obsidian/workspace.md",
        "journal/2026-11-28.txt",
        "",
    ],
)
def test_paths_outside_or_odd_are_refused(engine, path):
    with pytest.raises(PathError):
        engine.resolve_note(path)


def test_sibling_prefix_trick(tmp_path, engine):
    sibling = engine.vault.parent / (engine.vault.name + "2")
    sibling.mkdir()
    (sibling / "x.md").write_text("- canary")
    with pytest.raises(PathError):
        engine.resolve_note(f"../{sibling.name}/x.md")


def test_symlink_out_of_the_vault_is_refused(tmp_path, engine):
    canary = tmp_path / "canary.md"
    canary.write_text("- secret")
    os.symlink(canary, engine.vault / "escape.md")
    with pytest.raises(PathError):
        engine.resolve_note("escape.md")


def test_missing_note(engine):
    with pytest.raises(FileNotFoundError):
        engine.resolve_note("journal/nope.md")


def test_good_path_and_counts(engine):
    assert engine.resolve_note("journal/2026-11-28.md") == "journal/2026-11-28.md"
    assert engine.resolve_note("./journal/2026-11-28.md") == "journal/2026-11-28.md"
    assert engine.counts() == (6, 18)


def test_corrupt_index_is_rebuilt(vault, tmp_path):
    eng = Engine(vault, tmp_path / "ix")
    eng.update()
    eng.close()
    (tmp_path / "ix" / "meta.json").write_text("{not json")
    eng = Engine(vault, tmp_path / "ix")
    assert eng.store.rebuilt
    assert eng.update().indexed == 6
    eng.close()

from __future__ import annotations

import os
import stat

import pytest

from vault_recall.engine.atomic import write_atomically


def test_replaces_the_file_privately(tmp_path):
    path = tmp_path / "筆記.json"
    path.write_text("old")
    write_atomically(path, "新的".encode())
    assert path.read_text() == "新的"
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert os.listdir(tmp_path) == ["筆記.json"]


def test_a_veto_keeps_the_old_content_and_no_temp_file(tmp_path):
    path = tmp_path / "note.md"
    path.write_text("- keep me\n")

    def veto(tmp):
        raise RuntimeError("changed meanwhile")

    with pytest.raises(RuntimeError):
        write_atomically(path, b"- new\n", veto)
    assert path.read_text() == "- keep me\n"
    assert os.listdir(tmp_path) == ["note.md"]

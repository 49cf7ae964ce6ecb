"""The bench vault generator: deterministic, realistic in shape, sized as documented."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from conftest import bench_script


@pytest.fixture(scope="module")
def gen() -> Iterator[ModuleType]:
    with bench_script("generate") as module:
        yield module


@pytest.fixture(scope="module")
def vault(gen: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Any]:
    out = tmp_path_factory.mktemp("vault")
    return out, gen.generate_vault(450, out, seed=7)


def digest(root: Path) -> str:
    h = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        if path.is_file():
            h.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes())
    return h.hexdigest()


def notes(root: Path) -> list[Path]:
    return sorted(root.rglob("*.md"))


def test_same_seed_same_bytes(gen: ModuleType, tmp_path: Path) -> None:
    gen.generate_vault(60, tmp_path / "a", seed=3)
    gen.generate_vault(60, tmp_path / "b", seed=3)
    gen.generate_vault(60, tmp_path / "c", seed=4)
    assert digest(tmp_path / "a") == digest(tmp_path / "b")
    assert digest(tmp_path / "a") != digest(tmp_path / "c")


def test_counts_and_folders(vault: tuple[Path, Any]) -> None:
    root, stats = vault
    files = notes(root)
    assert (stats.notes, stats.daily, stats.projects) == (450, 405, 45)
    # Pinned output: a change here means every earlier benchmark ran on a different vault.
    assert (stats.entries, stats.bytes) == (5812, 652678)
    assert len(files) == 450
    tops = {f.relative_to(root).parts[0] for f in files}
    para = {"01-Projects", "02-Areas", "03-Resources", "04-Archive"}
    assert tops == {"memory", "archive-2025-11", "archive-2025-10"} | para
    assert len(list((root / "memory").glob("*.md"))) == 365
    assert (root / "memory" / "2026-11-30.md").is_file()
    assert (root / "memory" / "2025-12-01.md").is_file()
    assert len(list((root / "archive-2025-11").glob("*.md"))) == 30
    assert (root / "archive-2025-10" / "2025-10-22.md").is_file()


def test_daily_dates_are_consecutive(gen: ModuleType) -> None:
    assert gen.daily_path(0) == ("memory/2026-11-30.md", gen.date(2026, 11, 30))
    assert gen.daily_path(364)[0] == "memory/2025-12-01.md"
    assert gen.daily_path(365)[0] == "archive-2025-11/2025-11-30.md"
    assert gen.daily_path(3650)[0] == "journal-A/2026/2026-11-30.md"
    assert gen.daily_path(3650 * 27)[0] == "journal-AA/2026/2026-11-30.md"


def test_daily_note_shape(vault: tuple[Path, Any]) -> None:
    root, _ = vault
    text = (root / "memory" / "2026-11-30.md").read_text(encoding="utf-8")
    assert text.startswith("# 2026-11-30\n\n- 17:15 Sylo 迭代复盘：Redis 迁移完成 3 成，")
    assert text.endswith("\n") and not text.endswith("\n\n")
    assert "\n\n\n" not in text


def test_project_notes_have_front_matter(vault: tuple[Path, Any]) -> None:
    root, _ = vault
    projects = [f for f in notes(root) if f.relative_to(root).parts[0][:2] in {"01", "02", "03", "04"}]
    assert len(projects) == 45
    for path in projects:
        text = path.read_text(encoding="utf-8")
        head = text.split("---\n")[1]
        assert text.startswith("---\ntitle: ")
        for key in ("title:", "tags: [", "date: 20", "aliases: ["):
            assert key in head, (path, key)
        assert 20 <= text.count("\n") <= 240
    body = "".join(p.read_text(encoding="utf-8") for p in projects)
    for marker in ("\n## ", "[[", "| --- |", "\n```", "\n- 20"):
        assert marker in body, marker


def test_languages_are_mixed(vault: tuple[Path, Any]) -> None:
    root, _ = vault
    text = "".join(p.read_text(encoding="utf-8") for p in notes(root))
    for traditional in "這資記體貓":
        assert traditional in text
    for simplified in "这资记体猫":
        assert simplified in text
    for english in ("the ", "PostgreSQL", "Redis", "[hall_", "- [ ] ", "- [x] "):
        assert english in text
    cjk = sum("\u4e00" <= c <= "\u9fff" for c in text)
    latin = sum(c.isascii() and c.isalpha() for c in text)
    assert 0.2 < cjk / (cjk + latin) < 0.6


def test_sizes_scale(gen: ModuleType, tmp_path: Path) -> None:
    small = gen.generate_vault(100, tmp_path / "small")
    large = gen.generate_vault(400, tmp_path / "large")
    assert 1.2 < small.bytes / 100 / 1000 < 1.8  # ~1.5 kB a note: 1,000 notes ~ 1.5 MB
    assert 3.2 < large.bytes / small.bytes < 4.8
    assert 10 < large.entries / large.notes < 16


def test_manifest_and_refusal(gen: ModuleType, tmp_path: Path) -> None:
    stats = gen.generate_vault(10, tmp_path / "v", seed=2)
    manifest = json.loads((tmp_path / "v" / gen.MANIFEST).read_text())
    assert manifest == {
        "version": 1,
        "seed": 2,
        "notes": 10,
        "daily": 9,
        "projects": 1,
        "entries": stats.entries,
        "bytes": stats.bytes,
    }
    gen.generate_vault(5, tmp_path / "v", seed=2)  # an earlier bench vault is replaced
    assert len(notes(tmp_path / "v")) == 5
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "keep.md").write_text("mine")
    with pytest.raises(gen.GeneratorError, match="not a bench vault"):
        gen.generate_vault(5, tmp_path / "mine")
    assert (tmp_path / "mine" / "keep.md").read_text() == "mine"


def test_queries(gen: ModuleType) -> None:
    queries = gen.make_queries(200, seed=1)
    assert queries == gen.make_queries(200, seed=1)
    assert queries[1] == {
        "id": 2,
        "q": "when did we decide on Lambda",
        "lang": "en",
        "kind": "temporal",
        "terms": ["Lambda"],
    }
    assert len(queries) == 200 and len({q["q"] for q in queries}) > 150
    assert {q["lang"] for q in queries} == {"zh-Hant", "zh-Hans", "en"}
    assert {q["kind"] for q in queries} == {"keyword", "multi", "rare", "temporal"}
    assert all(1 <= len(q["terms"]) <= 4 for q in queries)
    texts = [q["q"] for q in queries]
    assert any("上次" in t and "時候" in t for t in texts)
    assert any(t.startswith("when did I last touch") for t in texts)
    assert any(t.startswith(("上週", "上周")) for t in texts)


def test_cli(gen: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert gen.main(["--notes", "20", "--out", str(tmp_path / "v")]) == 0
    assert "20 notes" in capsys.readouterr().out
    assert gen.main(["--queries", "5", "--out", str(tmp_path / "q.jsonl")]) == 0
    lines = (tmp_path / "q.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["id"] for line in lines] == [1, 2, 3, 4, 5]

"""The bundled demo vault answers the journal questions the README opens with: a new user's
first `make demo` and first questions meet answers, not "no results"."""

from __future__ import annotations

import datetime as dt
import shutil
from pathlib import Path

import pytest

from vault_recall.engine import Engine

DEMO_VAULT = Path(__file__).resolve().parents[1] / "demo-vault"
NOW = dt.date(2026, 11, 30)  # the day `make demo` asks on


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    # A copy: the index never goes into the vault, and the repository's files stay untouched.
    vault = tmp_path_factory.mktemp("demo") / "vault"
    shutil.copytree(DEMO_VAULT, vault)
    engine = Engine(vault, vault.parent / "index")
    engine.update()
    return engine


def _top(engine: Engine, query: str, n: int = 2) -> list[tuple[str, int]]:
    page = engine.search(query, limit=10, now=NOW)
    return [(r["path"], r["line_start"]) for r in page["results"][:n]]


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        # Traditional question, Traditional and Simplified journal lines: the newest first.
        ("上次搞 PostgreSQL 是什麼時候", [("journal/2026-11-28.md", 5), ("journal/2026-10-02.md", 3)]),
        # Traditional question on a Simplified decision.
        ("那個 config 的決定寫在哪天", [("journal/2026-11-25.md", 7)]),
        # Simplified question, open tasks in both scripts and English.
        ("列出待办事件", [("journal/2026-11-28.md", 6), ("journal/2026-11-20.md", 9)]),
        # English question, the Simplified line first because it is the newest.
        ("when did I last touch the backup script", [("journal/2026-11-25.md", 3), ("journal/2026-10-02.md", 4)]),
    ],
)
def test_the_readme_questions_answer_from_the_demo(demo: Engine, query: str, expected: list[tuple[str, int]]) -> None:
    assert _top(demo, query, len(expected)) == expected


def test_a_question_the_demo_cannot_answer_gets_nothing(demo: Engine) -> None:
    assert demo.search("量子退火 論文", limit=10, now=NOW)["results"] == []


def test_the_config_decision_is_found_in_english_too(demo: Engine) -> None:
    page = demo.search("what did I decide about the nginx config", limit=10, now=NOW)
    first = page["results"][0]  # the API names decisions by their hall, "facts"
    assert (first["path"], first["line_start"], first["hall"]) == ("journal/2026-11-25.md", 7, "facts")

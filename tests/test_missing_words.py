"""Words the vault lacks never empty an answer the vault's other words carry.

Every answerable question of the dev and help-dev evaluation sets (../shared/eval, beside the
checkout) is asked again with one made-up word added, and must still get results; the sets'
no-answer questions must still get none, with or without the extra word. The sets are not in
this repository (the help vault has no license to copy), so the test is skipped without them.
"""
from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from vault_recall.engine import Engine
from vault_recall.engine.config import Settings

SHARED = Path(__file__).resolve().parents[2] / "shared"
MADE_UP = "florbixate"

pytestmark = pytest.mark.skipif(not (SHARED / "eval").is_dir(), reason="../shared/eval is not beside the checkout")


def questions(setdir: Path) -> tuple[list[dict], set[str]]:
    queries = [json.loads(line) for line in (setdir / "queries.jsonl").read_text("utf-8").splitlines() if line]
    judged = {json.loads(line)["qid"] for line in (setdir / "qrels.jsonl").read_text("utf-8").splitlines() if line}
    return [q for q in queries if q["kind"] != "related"], judged


@pytest.fixture(scope="module", params=["dev", "help-dev"])
def asked(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory):
    if request.param == "dev":
        vault, settings = SHARED / "eval" / "dev" / "vault", Settings()
    else:
        # help-dev's vault is the en/ and zh/ trees of the help vault.
        vault, settings = SHARED / "data" / "obsidian-help", Settings(excluded_folders=("zh-TW",))
    engine = Engine(vault, tmp_path_factory.mktemp("index"), settings)
    engine.update()
    yield engine, *questions(SHARED / "eval" / request.param)
    engine.close()


def search(engine: Engine, query: dict, text: str) -> list[dict]:
    return engine.search(text, now=dt.date.fromisoformat(query["now"]))["results"]


def test_the_made_up_word_is_in_no_note(asked):
    engine, _, _ = asked
    assert search(engine, {"now": "2026-11-30"}, MADE_UP) == []


def test_one_word_the_vault_lacks_never_empties_an_answer(asked):
    engine, queries, judged = asked
    answerable = [q for q in queries if q["id"] in judged]
    assert len(answerable) >= 30
    emptied = [q["query"] for q in answerable
               if search(engine, q, q["query"]) and not search(engine, q, f"{q['query']} {MADE_UP}")]
    assert emptied == []


def test_questions_the_vault_cannot_answer_stay_empty(asked):
    engine, queries, judged = asked
    unanswerable = [q for q in queries if q["id"] not in judged]
    answered = [q["query"] for q in unanswerable
                if search(engine, q, q["query"]) or search(engine, q, f"{q['query']} {MADE_UP}")]
    assert answered == []

from __future__ import annotations

import pytest
import tantivy

from conftest import NOW, vault_engine
from vault_recall.engine import clauses
from vault_recall.engine.expand import Expander
from vault_recall.engine.query import parse
from vault_recall.engine.retrievers import Retrievers

NOTES = {
    "memory/2026-11-20.md": (
        "- 決定 PostgreSQL 改用 pgBackRest\n- PostgreSQL 和 Redis 一起升級\n- [ ] 检查 PostgreSQL 备份 #postgres\n"
    ),
    "memory/2026-10-02.md": "- PostgreSQL upgrade to 17 went fine\n- Redis cache warmed, see [[Homelab]]\n",
    "Homelab.md": "# Homelab\n\n- PostgreSQL runs on the NAS #postgres\n",
}


@pytest.fixture
def engine(tmp_path):
    with vault_engine(tmp_path, NOTES) as engine:
        yield engine


def matched(engine, question, exclude_paths=()):
    """The entries the question's content query and filters select, as (path, line)."""
    parsed = parse(question, NOW)
    searcher = engine.store.searcher()
    retrievers = Retrievers(searcher, engine.store.schema, engine.searcher.weights)
    concepts = Expander(searcher, False, retrievers.weights).concepts(parsed.words)
    content = clauses.content_query(retrievers, parsed, concepts, False)
    if content is None:
        return None
    query = tantivy.Query.boolean_query(
        [(tantivy.Occur.Must, content), *clauses.filters(retrievers, parsed, exclude_paths)]
    )
    found = []
    for _, address in searcher.search(query, limit=50).hits:
        stored = retrievers.stored(address)
        found.append((stored["path"], stored["line_start"]))
    return sorted(found)


def test_the_words_match_every_entry_that_says_them(engine):
    assert matched(engine, "Redis") == [("memory/2026-10-02.md", 2), ("memory/2026-11-20.md", 2)]


def test_an_excluded_word_leaves_out_the_entries_that_say_it(engine):
    assert matched(engine, "PostgreSQL -Redis") == [
        ("Homelab.md", 3),
        ("memory/2026-10-02.md", 1),
        ("memory/2026-11-20.md", 1),
        ("memory/2026-11-20.md", 3),
    ]


def test_an_excluded_note_is_left_out(engine):
    assert matched(engine, "Redis", exclude_paths=("memory/2026-10-02.md",)) == [("memory/2026-11-20.md", 2)]


def test_a_period_keeps_the_entries_dated_in_it(engine):
    assert matched(engine, "2026年10月 Redis") == [("memory/2026-10-02.md", 2)]


def test_open_tasks_asked_for_are_the_only_entries(engine):
    assert matched(engine, "PostgreSQL 待辦") == [("memory/2026-11-20.md", 3)]


def test_a_tag_is_required_and_the_other_words_only_rank(engine):
    assert matched(engine, "#postgres notes") == [("Homelab.md", 3), ("memory/2026-11-20.md", 3)]


def test_a_link_reaches_the_entries_linking_to_the_note_and_the_note_itself(engine):
    # A note's first entry carries the note's own name among its links.
    assert matched(engine, "[[Homelab]]") == [("Homelab.md", 3), ("memory/2026-10-02.md", 2)]


def test_a_question_of_no_words_and_no_operators_has_no_query(engine):
    assert matched(engine, "的") is None


def test_operators_are_one_query_each(engine):
    searcher = engine.store.searcher()
    retrievers = Retrievers(searcher, engine.store.schema, engine.searcher.weights)
    assert len(clauses.operator_queries(retrievers, parse("#postgres [[Homelab]] 升級", NOW))) == 2
    assert clauses.operator_queries(retrievers, parse("升級", NOW)) == []

from __future__ import annotations

import datetime as dt

import tantivy

from conftest import vault_engine
from vault_recall.engine import ties
from vault_recall.engine.documents import NO_DATE, tie_order
from vault_recall.engine.fusion import Weights
from vault_recall.engine.retrievers import Retrievers

SAME = "- 素燒 800 度，釉燒 1230 度。\n"
DAYS = ["2026-11-01", "2026-11-05", "2026-11-10", "2026-11-20", "2026-11-25"]


def body(schema, term):
    return tantivy.Query.term_query(schema, "body", term)


def places(retrievers, hits):
    return [(retrievers.stored(a)["path"], retrievers.stored(a)["line_start"]) for _, a in hits]


def test_a_tie_at_the_cut_is_settled_newest_first(tmp_path):
    notes = {f"memory/{day}.md": SAME for day in DAYS}
    with vault_engine(tmp_path, notes) as engine:
        searcher = engine.store.searcher()
        retrievers = Retrievers(searcher, engine.store.schema, Weights())
        hits = ties.top(searcher, body(engine.store.schema, "素烧"), 2)
        assert places(retrievers, hits) == [("memory/2026-11-25.md", 1), ("memory/2026-11-20.md", 1)]
        assert len({score for score, _ in hits}) == 1


def test_fewer_hits_than_asked_are_all_returned(tmp_path):
    with vault_engine(tmp_path, {"a.md": SAME, "b.md": "- 拉坯\n"}) as engine:
        searcher = engine.store.searcher()
        assert len(ties.top(searcher, body(engine.store.schema, "素烧"), 5)) == 1
        assert ties.top(searcher, body(engine.store.schema, "沒有的字"), 5) == []


def test_every_run_of_equal_scores_is_in_tie_order(tmp_path):
    paths = ["a.md", "b.md", "c.md", "d.md"]
    notes = dict.fromkeys(paths, "# 窯\n\n" + SAME)
    notes["e.md"] = "# 窯\n\n- 素燒 素燒 素燒 再素燒一次，窯溫 800 度\n"
    with vault_engine(tmp_path, notes) as engine:
        searcher = engine.store.searcher()
        retrievers = Retrievers(searcher, engine.store.schema, Weights())
        hits = ties.ranked(searcher, body(engine.store.schema, "素烧"), 5)
        order = [p for p, _ in places(retrievers, hits)]
    assert order[0] == "e.md"
    assert order[1:] == sorted(paths, key=lambda p: tie_order(p, 0, NO_DATE))


def test_entries_dated_after_the_as_of_day_are_left_out(tmp_path):
    notes = {f"memory/{day}.md": SAME for day in DAYS}
    with vault_engine(tmp_path, notes) as engine:
        searcher = engine.store.searcher()
        retrievers = Retrievers(searcher, engine.store.schema, Weights())
        until = dt.date(2026, 11, 12)
        filters = retrievers.until_filter(until)
        hits = ties.top_until(searcher, [body(engine.store.schema, "素烧")], [], filters, until, 3, "date")
        assert places(retrievers, hits) == [
            ("memory/2026-11-10.md", 1),
            ("memory/2026-11-05.md", 1),
            ("memory/2026-11-01.md", 1),
        ]
        unbounded = ties.top_until(searcher, [body(engine.store.schema, "素烧")], [], [], None, 2, "date")
        assert places(retrievers, unbounded) == [("memory/2026-11-25.md", 1), ("memory/2026-11-20.md", 1)]

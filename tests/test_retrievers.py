from __future__ import annotations

from conftest import vault_engine
from vault_recall.engine.documents import NO_DATE, tie_order
from vault_recall.engine.expand import Expander
from vault_recall.engine.fusion import Weights
from vault_recall.engine.retrievers import Retrievers
from vault_recall.engine.topic import QueryWord

SAME = "# 窯\n\n- 素燒 800 度，釉燒 1230 度。\n"


def test_notes_of_equal_score_rank_in_tie_order_not_in_the_indexs_document_order(tmp_path):
    # Notes saying the same thing score alike; the index's document order differs between
    # builds, the tie order (documents.tie_order: newest first, then a hash of the path) does not.
    paths = ["a.md", "b.md", "c.md", "d.md", "e.md"]
    with vault_engine(tmp_path, dict.fromkeys(paths, SAME)) as engine:
        searcher = engine.store.searcher()
        retrievers = Retrievers(searcher, engine.store.schema, Weights())
        concepts = Expander(searcher).concepts([QueryWord("素烧")])
        ranked = retrievers.note_ranking(concepts)
    assert [n.path for n in ranked] == ["d.md", "a.md", "b.md", "c.md", "e.md"]
    assert len({n.score for n in ranked}) == 1
    assert [n.path for n in ranked] == sorted(paths, key=lambda p: tie_order(p, 0, NO_DATE))

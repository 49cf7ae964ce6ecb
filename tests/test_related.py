"""A note's topic as a query: its words by TF-IDF, its distinctive words and its anchors."""

from __future__ import annotations

from conftest import write_vault
from vault_recall.engine.related import related_concepts
from vault_recall.engine.service import Engine

NOTES = {
    "ci.md": "# CI\n\n- GitHub Actions 快取設定\n- GitHub Actions 矩陣測試\n- 2026-11-02 更新\n",
    "db.md": "# 資料庫\n\n- PostgreSQL 升級\n- 備份 腳本\n",
    "daily.md": "- 跑步 5 公里\n- GitHub 帳號設定\n",
}


def test_a_notes_topic_is_its_repeated_rare_words_its_names_and_its_tags(tmp_path):
    engine = Engine(write_vault(tmp_path / "v", NOTES), tmp_path / "ix")
    engine.update()
    try:
        searcher = engine.store.searcher()
        text = "GitHub Actions 的快取要重設\nGitHub Actions 矩陣\n2026 11 02\n"
        concepts, distinctive, anchors = related_concepts(searcher, text, names=["CI 筆記"], tags=["devops"])
    finally:
        engine.close()
    words = [c.word for c in concepts]
    # Repeated and rare first; numbers and dates are no topic.
    assert words[0] == "action"
    assert "2026" not in words and "02" not in words
    assert {"action", "github"} <= distinctive
    # The most salient word anchors; a tag the vault does not have anchors nothing.
    assert "action" in anchors
    assert "devops" not in anchors


def test_a_note_with_no_topic_word_has_no_concepts(tmp_path):
    engine = Engine(write_vault(tmp_path / "v", NOTES), tmp_path / "ix")
    engine.update()
    try:
        concepts, distinctive, anchors = related_concepts(engine.store.searcher(), "2026-11-02 12:30\n")
    finally:
        engine.close()
    assert (concepts, distinctive, anchors) == ([], frozenset(), frozenset())

"""A note's topic as a query: its words by TF-IDF, its distinctive words, its anchors and the
pairs of them that rarely meet by chance."""

from __future__ import annotations

import datetime as dt

from conftest import vault_engine
from vault_recall.engine import query as querymod
from vault_recall.engine.ranking import passes_operators
from vault_recall.engine.related import related_concepts

NOTES = {
    "ci.md": "# CI\n\n- GitHub Actions 快取設定\n- GitHub Actions 矩陣測試\n- 2026-11-02 更新\n",
    "db.md": "# 資料庫\n\n- PostgreSQL 升級\n- 備份 腳本\n",
    "daily.md": "- 跑步 5 公里\n- GitHub 帳號設定\n",
}


def test_a_notes_topic_is_its_repeated_rare_words_its_names_and_its_tags(tmp_path):
    with vault_engine(tmp_path, NOTES) as engine:
        searcher = engine.store.searcher()
        text = "GitHub Actions 的快取要重設\nGitHub Actions 矩陣\n2026 11 02\n"
        topic = related_concepts(searcher, text, names=["CI 筆記"], tags=["devops"])
    words = [c.word for c in topic.concepts]
    # Repeated and rare first; numbers and dates are no topic.
    assert words[0] == "action"
    assert "2026" not in words and "02" not in words
    assert {"action", "github"} <= topic.distinctive
    # The most salient word anchors; a tag the vault does not have anchors nothing.
    assert "action" in topic.anchors
    assert "devops" not in topic.anchors


def test_a_note_with_no_topic_word_has_no_concepts(tmp_path):
    with vault_engine(tmp_path, NOTES) as engine:
        topic = related_concepts(engine.store.searcher(), "2026-11-02 12:30\n")
    assert (topic.concepts, topic.distinctive, topic.anchors, topic.telling) == (
        [],
        frozenset(),
        frozenset(),
        frozenset(),
    )


def manual(common_lines: int) -> dict[str, str]:
    """A manual's pages: "插件" and "创建" on every one, "日记" and "模板" on two."""
    notes = {f"page{i}.md": f"# 第{i}页\n\n- 决定用这个插件创建第{i}种东西\n" for i in range(common_lines)}
    # Named as a manual names its pages: by the plugin and what it does.
    notes["daily.md"] = (
        "---\naliases: [日记插件, 创建日记]\n---\n# 日记\n\n"
        "- 日记插件每天创建一篇日记\n- 日记可以用模板\n- 插件设置里选择模板\n"
    )
    notes["templates.md"] = "# 模板\n\n- 日记 用的模板放在模板文件夹\n"
    return notes


def test_two_words_every_page_uses_do_not_make_a_telling_pair(tmp_path):
    with vault_engine(tmp_path, manual(400)) as engine:
        text = (tmp_path / "v" / "daily.md").read_text(encoding="utf-8")
        topic = related_concepts(engine.store.searcher(), text, names=["日记", "日记插件", "创建日记"])
    assert {"插件", "创建", "日记", "模板"} <= topic.distinctive
    assert frozenset(("插件", "创建")) not in topic.telling
    assert frozenset(("日记", "模板")) in topic.telling


def test_an_entry_is_related_by_an_anchor_or_a_telling_pair_not_by_two_common_words():
    parsed = querymod.ParsedQuery(
        raw="日记",
        intent="related",
        distinctive=frozenset({"插件", "创建", "日记", "模板"}),
        anchors=frozenset({"日记"}),
        telling=frozenset({frozenset(("模板", "创建"))}),
    )

    def entry(terms: list[str]) -> dict:
        return {"path": "other.md", "terms": terms, "section": [], "text": " ".join(terms)}

    assert passes_operators(entry(["日记", "设置"]), parsed, ())
    assert passes_operators(entry(["模板", "创建"]), parsed, ())
    assert not passes_operators(entry(["插件", "创建"]), parsed, ())
    assert not passes_operators(entry(["插件"]), parsed, ())


def test_related_on_a_manual_page_leaves_out_lines_that_share_only_its_common_words(tmp_path):
    with vault_engine(tmp_path, manual(400)) as engine:
        page = engine.related("daily.md", now=dt.date(2026, 11, 30))
    paths = {r["path"] for r in page["results"]}
    assert not any(p.startswith("page") for p in paths)

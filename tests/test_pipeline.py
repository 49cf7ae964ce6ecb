from __future__ import annotations

from conftest import NOW, vault_engine
from vault_recall.engine.expand import Expander
from vault_recall.engine.pipeline import Pipeline
from vault_recall.engine.query import parse

NOTES = {
    "Projects/資料庫遷移.md": "# 資料庫遷移\n\n- 決定 PostgreSQL 備份改用 pgBackRest\n- 備份 每天凌晨三點跑\n",
    "日记/2026-11-02.md": "- 检查 PostgreSQL 备份 有没有跑完\n- 晚上 跑步\n",
    "Archive/old backups.md": "# Old backups\n\n- PostgreSQL backup with pg_dump, retired\n",
}


def _run(engine, question, limit=10, exclude=()):
    searcher = engine.store.searcher()
    parsed = parse(question, NOW)
    concepts = Expander(searcher, True, engine.searcher.weights).concepts(parsed.words)
    pipeline = Pipeline(engine.store, engine.searcher.weights, None)
    return pipeline.run(searcher, parsed, concepts, limit, 30, NOW, exclude)


def test_a_question_runs_from_its_words_to_ranked_results(tmp_path):
    with vault_engine(tmp_path, NOTES) as engine:
        results, reranked = _run(engine, "PostgreSQL 備份")
    assert reranked is None  # no reranker: never asked
    # The English line says both words (備份 is "backup"); the last says only 備份.
    assert [(r["path"], r["line_start"]) for r in results] == [
        ("日记/2026-11-02.md", 1),
        ("Projects/資料庫遷移.md", 3),
        ("Archive/old backups.md", 3),
        ("Projects/資料庫遷移.md", 4),
    ]


def test_the_limit_and_the_excluded_folders_hold(tmp_path):
    with vault_engine(tmp_path, NOTES) as engine:
        first, _ = _run(engine, "PostgreSQL backup", limit=1)
        kept, _ = _run(engine, "PostgreSQL backup", exclude=("Archive",))
    assert len(first) == 1
    assert kept and all(not r["path"].startswith("Archive/") for r in kept)


def test_an_english_question_finds_the_chinese_lines(tmp_path):
    with vault_engine(tmp_path, NOTES) as engine:
        results, _ = _run(engine, "when did I check the database backup", exclude=("Archive",))
    assert results[0]["path"] == "日记/2026-11-02.md"


def test_how_much_a_vault_is_pages_fades_as_it_turns_journal(tmp_path):
    """Two of the 20 entries have a written date (the daily note's name): a share of 0.1, so the
    vault is 1 − 0.1 ÷ 0.25 = 0.6 pages, and a short question's whole-note weight is 0.5 × 0.6."""
    notes = {f"页面/页面 {n}.md": f"# 页面 {n}\n\n- 第 {n} 页的说明\n" for n in range(1, 19)} | {
        "日记/2026-11-02.md": "- 同步 设置\n- 备份 笔记\n"
    }
    with vault_engine(tmp_path, notes) as engine:
        searcher = engine.store.searcher()
        share = engine.store.written_share(searcher)
        pages = Pipeline(engine.store, engine.searcher.weights, None).pages(searcher)
    assert (share, round(pages, 6)) == (0.1, 0.6)


def _beekeeping_vault() -> dict[str, str]:
    """Six notes of the folder 养蜂 say the topic and have no open task; the one with open tasks
    says it only in its folder's name."""
    notes = {
        f"养蜂/记录 {n}.md": f"# 记录 {n}\n\n- 养蜂 第 {n} 次 入冬 之前 检查\n- 养蜂 入冬 笔记 {n}\n"
        for n in range(1, 7)
    }
    notes["养蜂/蜂群 总览.md"] = "# 蜂群 总览\n\n- [x] 包稻草\n- [ ] 巢门 加防鼠片\n- [ ] 买 草酸\n"
    notes["工作/周报.md"] = "# 周报\n\n- [ ] 交 周报\n"
    return notes


def test_a_task_question_reads_further_notes_when_the_best_have_none_of_its_tasks(tmp_path):
    with vault_engine(tmp_path, _beekeeping_vault()) as engine:
        page = engine.search("养蜂 入冬之前的待办", now=NOW)
    assert [(r["path"], r["line_start"]) for r in page["results"]] == [
        ("养蜂/蜂群 总览.md", 4),
        ("养蜂/蜂群 总览.md", 5),
    ]

from __future__ import annotations

import os

import pytest

from conftest import NOTES, write_vault
from vault_recall.engine import tokens
from vault_recall.engine.index import IndexStore
from vault_recall.engine.indexer import Indexer, link_only_words, note_documents
from vault_recall.engine.notes import parse_note
from vault_recall.engine.service import Engine
from vault_recall.engine.vaultfiles import VaultMissing


def entries(store: IndexStore) -> set[tuple[str, int]]:
    searcher = store.searcher()
    import orjson
    import tantivy

    query = tantivy.Query.term_query(store.schema, "kind", "entry")
    hits = searcher.search(query, limit=10000).hits
    return {(d["path"], d["line_start"]) for d in (orjson.loads(searcher.doc(a)["doc"][0]) for _, a in hits)}


@pytest.fixture
def store(tmp_path):
    s = IndexStore(tmp_path / "ix")
    yield s
    s.close()


def test_update_is_incremental_and_leaves_no_ghosts(vault, store):
    indexer = Indexer(vault, store)
    first = indexer.update()
    assert (first.indexed, first.deleted) == (len(NOTES) - 1, 0)
    assert indexer.update().indexed == 0  # nothing re-tokenised when nothing changed
    (vault / "journal/2026-11-25.md").write_text("- only one line now\n")
    (vault / "journal/2026-10-02.md").rename(vault / "journal/2026-10-03.md")
    report = indexer.update()
    assert (report.indexed, report.deleted) == (2, 1)
    paths = {p for p, _ in entries(store)}
    assert "journal/2026-10-02.md" not in paths
    assert ("journal/2026-11-25.md", 1) in entries(store)
    assert ("journal/2026-11-25.md", 2) not in entries(store)


def test_touch_without_change_is_not_retokenised(vault, store):
    indexer = Indexer(vault, store)
    indexer.update()
    path = vault / "journal/2026-11-20.md"
    os.utime(path, (1_000_000, 1_000_000))
    report = indexer.update()
    assert (report.indexed, report.touched) == (0, 1)
    assert indexer.update().touched == 0


def test_targeted_update_by_paths(vault, store):
    indexer = Indexer(vault, store)
    indexer.update()
    (vault / "journal/new.md").write_text("- 新的筆記\n")
    (vault / "journal/2026-11-28.md").unlink()
    report = indexer.update(paths=["journal/new.md", "journal/2026-11-28.md", ".obsidian/x.md"])
    assert (report.indexed, report.deleted) == (1, 1)


def test_bad_files_are_skipped_with_reasons(vault, store):
    (vault / "bad-utf8.md").write_bytes(b"- caf\xe9\n")
    (vault / "binary.md").write_bytes(b"\x00\x01\x02PNG")
    (vault / "utf16.md").write_bytes("- 備份 UTF-16\n".encode("utf-16"))
    (vault / "empty.md").write_bytes(b"")
    os.mkfifo(vault / "pipe.md")
    report = Indexer(vault, store).update()
    assert report.skipped == [("binary.md", "binary content (NUL bytes)")]
    assert report.decoded_with_replacements == ["bad-utf8.md"]
    assert ("utf16.md", 1) in entries(store)
    assert ("bad-utf8.md", 1) in entries(store)


# A zh-Hant note with one byte pasted from a Windows-1252 file (0x80 is its euro sign).
BEFORE, AFTER = "# 搬家\n\n- 決定把備份搬到 NAS，月費 ", " 5\n- 週末整理書房\n"
CP1252_NOTE = BEFORE.encode() + b"\x80" + AFTER.encode()


def test_a_note_with_one_bad_byte_is_found_by_its_other_words(tmp_path):
    vault = tmp_path / "vault"
    vault.mkdir()
    (vault / "搬家.md").write_bytes(CP1252_NOTE)
    (vault / "image.md").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR " + "備份".encode())
    engine = Engine(vault, tmp_path / "index")
    try:
        engine.update()
        assert [(r["path"], r["line_start"]) for r in engine.search("備份 NAS", limit=1)["results"]] == [("搬家.md", 3)]
        assert [(r["path"], r["line_start"]) for r in engine.search("書房", limit=1)["results"]] == [("搬家.md", 4)]
        assert engine.read_note("搬家.md").splitlines()[2] == "- 決定把備份搬到 NAS，月費 \ufffd 5"
        assert engine.indexer.decoded_with_replacements() == ["搬家.md"]
        assert engine.indexer.skipped() == [("image.md", "binary content (NUL bytes)")]
    finally:
        engine.close()


def test_decoded_with_replacements_lasts_until_the_note_is_fixed(tmp_path, store):
    vault = tmp_path / "vault"
    vault.mkdir()
    note = vault / "搬家.md"
    note.write_bytes(CP1252_NOTE)
    Indexer(vault, store).update()
    os.utime(note, (1_000_000, 1_000_000))  # only the mtime moves: not read again
    indexer = Indexer(vault, store)  # reopened: the flag comes from the index
    assert indexer.update().touched == 1
    assert Indexer(vault, store).decoded_with_replacements() == ["搬家.md"]
    note.write_text(BEFORE + "€" + AFTER, "utf-8")
    assert indexer.update().decoded_with_replacements == []
    assert indexer.decoded_with_replacements() == []


def test_missing_vault(tmp_path, store):
    with pytest.raises(VaultMissing):
        Indexer(tmp_path / "nope", store).update()


def test_unreadable_file_is_not_retried_until_it_changes(vault, store):
    big = vault / "huge.md"
    with open(big, "wb") as handle:
        handle.truncate(9 * 1024 * 1024)
    indexer = Indexer(vault, store)
    assert indexer.update().skipped == [("huge.md", "larger than 8 MB")]
    again = indexer.update()
    assert (again.indexed, again.skipped) == (0, [])
    assert indexer.skipped() == [("huge.md", "larger than 8 MB")]


def test_big_batches_are_prepared_in_worker_processes(tmp_path, store):
    vault = tmp_path / "many"
    notes = {f"journal/2026-01-{1 + i % 28:02d}-{i}.md": f"- 決定 note {i} 備份\n" for i in range(450)}
    write_vault(vault, notes)
    report = Indexer(vault, store).update()
    assert (report.indexed, store.count()) == (450, 450)


def test_every_entry_knows_the_language_its_note_is_written_in():
    from vault_recall.engine.indexer import note_documents
    from vault_recall.engine.notes import parse_note

    chinese = parse_note("zh/安卓.md", "在安卓手機上安裝 Obsidian。\n\n```\nadb install obsidian.apk --user 0\n```\n")
    english = parse_note("en/Android.md", "Install Obsidian on an Android phone.\n\n- 安卓\n")
    assert [d["stored"]["chinese"] for d in note_documents(chinese)] == [True, True]
    assert [d["stored"]["chinese"] for d in note_documents(english)] == [False, False]


def test_what_the_front_matter_says_about_a_note_is_among_the_note_s_words_not_an_entry_s():
    from vault_recall.engine.indexer import note_documents
    from vault_recall.engine.notes import parse_note

    note = parse_note(
        "en/Sync/Troubleshoot.md",
        "---\ndescription: Uncommon problems with Sync and their fixes\npermalink: sync/troubleshoot\n---\n"
        "- Conflicts happen offline.\n",
    )
    documents = note_documents(note)
    assert documents[0]["note_fields"]["note_body"] == [
        "conflict",
        "happen",
        "offlin",
        "uncommon",
        "problem",
        "sync",
        "fix",
        "sync/troubleshoot",
        "sync",
        "troubleshoot",
    ]
    assert "uncommon" not in documents[0]["fields"]["body"]


@pytest.mark.parametrize(
    ("text", "linked"),
    [
        ("- 跟 Kevin 一起看 provider 版本（見 [[Terraform 模組化]]）", ["terraform", "模块", "模组化"]),
        # The words said outside the link too are the entry's own.
        ("- Terraform 模組 pinning, see [[Terraform 模組化|the module note]]", ["modul", "note", "模组化"]),
        ("- ![[Redis 快取層重構#決定]] 之後再看 Redis", ["决定", "取层", "快", "缓存", "重构"]),
        ("- no links here", []),
    ],
)
def test_the_words_an_entry_says_only_inside_its_links(text, linked):
    assert link_only_words(text, tokens.tokenize(text)) == linked


def test_an_entry_stores_its_link_only_words():
    note = parse_note("memory/2026-11-01.md", "- 晚上跑步（見 [[台北馬拉松備賽]]）\n- 看了 [[Redis]] 的文件\n")
    stored = [d["stored"] for d in note_documents(note)]
    assert [s["linked"] for s in stored] == [["台北", "备赛", "赛", "马拉", "马拉松"], ["redi"]]


def test_a_notes_folders_are_among_its_headings_for_the_note_ranking():
    from vault_recall.engine.indexer import note_documents
    from vault_recall.engine.notes import parse_note

    note = parse_note("Cats/豆豆 同 芝麻.md", "# 豆豆 同 芝麻\n\n## 打針\n\n- 2026-09-19 兩隻打針\n")
    assert note_documents(note)[0]["note_fields"]["note_heading"] == ["打针", "cat"]
    # A note at the vault's root has no folder to add.
    top = parse_note("README.md", "- hello\n")
    assert note_documents(top)[0]["note_fields"]["note_heading"] == []

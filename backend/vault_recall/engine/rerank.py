"""The optional reranker stage: a cross-encoder the user runs, asked over HTTP in the shape of
Hugging Face's text-embeddings-inference (TEI), judges the first entries of the fused order.

    POST <url>/rerank   {"query": q, "texts": [t0, t1, …], "raw_scores": false, "truncate": true}
    200                 [{"index": i, "score": s}, …]    one per text, in any order (TEI sorts by score)
    4xx/5xx             {"error": "…", "error_type": "…"}

No cross-encoder is bundled: none installs with its weights here. The user runs one (e.g.
BAAI/bge-reranker-v2-m3 in TEI) and names its URL in the ``reranker`` setting; it is off by
default. Nothing here raises into a search: ``rank`` answers within its time budget with a score
per text, or with a status that says why not (timeout | unavailable | error), and the search
keeps the fused order. ``rerank_fused`` is the stage itself: the cross-encoder's order of the
first entries fused with the fused order.
"""

from __future__ import annotations

import http.client
import json
import logging
import math
import time
import urllib.parse
from collections.abc import Sequence
from dataclasses import dataclass

from . import query as querymod
from .candidates import Candidate, tiebreak
from .config import valid_reranker
from .expand import Concept
from .fusion import Weights, reciprocal_rank_fusion

log = logging.getLogger("vault_recall.rerank")

# TEI refuses a request of more than --max-client-batch-size texts (32 unless its user raised it).
MAX_TEXTS = 32
NOTHING_TO_REORDER = "fewer than two results: nothing to reorder"
# A cross-encoder reads the question and a passage together within 512 tokens (BGE rerankers),
# about one token per Chinese character: 400 characters of an entry leave room for its title,
# headings and the question. The answer of a list item or paragraph is in its first lines.
PASSAGE_CHARS = 400
HEADING_SEPARATOR = " › "
# After a timeout the next questions do not wait for the reranker (a slow server would cost every
# question its whole budget); it is asked again after this many seconds.
COOLDOWN_SECONDS = 30.0
# An answer for 32 texts is about 1.5 KB; a server that sends megabytes is not read to the end.
MAX_ANSWER_BYTES = 1 << 20
# An error body is shown to the user: a long one is cut.
MAX_ERROR_CHARS = 300


@dataclass(frozen=True, slots=True)
class RerankResult:
    """``scores``: one per text sent, in the order sent (only when ``status`` is ``ok``)."""

    status: str  # "ok" | "skipped" | "timeout" | "unavailable" | "error"
    detail: str | None = None
    took_ms: float = 0.0
    scores: tuple[float, ...] = ()


class _Failed(Exception):
    def __init__(self, status: str, detail: str) -> None:
        super().__init__(detail)
        self.status, self.detail = status, detail


def passage(title: str, heading: str, text: str) -> str:
    """What the reranker reads of one entry: where it sits (title › headings), then its text with
    whitespace folded, cut at ``PASSAGE_CHARS``. An entry alone often does not say its subject
    ("- 8 公里" under "## 跑步" in a daily note); an H1 that repeats the title is left out."""
    headings = [h for h in heading.split(HEADING_SEPARATOR) if h]
    if headings and headings[0].casefold() == title.casefold():
        headings = headings[1:]
    return HEADING_SEPARATOR.join((title, *headings)) + "\n" + " ".join(text.split())[:PASSAGE_CHARS]


class Reranker:
    """A TEI reranker at ``url`` (a valid ``reranker`` setting other than off), given
    ``budget_ms`` per question. Safe to call from several search threads at once: each call opens
    its own connection, and the last outcome is replaced as a whole."""

    def __init__(self, url: str, budget_ms: float) -> None:
        if url == "off" or not valid_reranker(url):
            raise ValueError(f"not a reranker URL on this machine: {url!r}")
        parts = urllib.parse.urlsplit(url)
        self.url = url
        self.budget_ms = budget_ms
        self._host = parts.hostname or "127.0.0.1"
        self._port = parts.port or 80
        path = parts.path.rstrip("/")
        self._path = path if path.endswith("/rerank") else path + "/rerank"
        self._last: RerankResult | None = None
        self._quiet_until = 0.0

    def status(self) -> dict[str, object]:
        """The ``rerank`` object of ``/status``: the last request's outcome."""
        last = self._last
        if last is None:
            return {"url": self.url, "state": "waiting", "detail": None}
        return {"url": self.url, "state": "ready" if last.status == "ok" else last.status, "detail": last.detail}

    def rank(self, query: str, texts: Sequence[str]) -> RerankResult:
        """A score per text for ``query`` (higher: more relevant), within the budget; at most
        ``MAX_TEXTS`` texts."""
        started = time.perf_counter()
        if time.monotonic() < self._quiet_until:
            return RerankResult(
                "timeout", f"not asked: it overran its budget less than {COOLDOWN_SECONDS:g} s ago", 0.0
            )
        try:
            scores = self._scores(query, list(texts))
            result = RerankResult("ok", None, _ms_since(started), tuple(scores))
        except _Failed as exc:
            result = RerankResult(exc.status, exc.detail, _ms_since(started))
        except Exception as exc:  # a search must never fail because of the reranker
            log.exception("reranking failed")
            result = RerankResult("error", f"reranking failed: {exc}", _ms_since(started))
        if result.status == "timeout":
            self._quiet_until = time.monotonic() + COOLDOWN_SECONDS
        self._last = result
        return result

    def _scores(self, query: str, texts: list[str]) -> list[float]:
        payload = {"query": query, "texts": texts, "raw_scores": False, "truncate": True}
        # ASCII escapes: a question with a lone surrogate still makes a body (the server may refuse it).
        status, body = self._post(json.dumps(payload).encode("ascii"), self.budget_ms / 1000)
        if status >= 400:
            raise _Failed("error", f"the reranker answered HTTP {status}: {_error_text(body)}")
        try:
            answer = json.loads(body)
        except ValueError:
            raise _Failed("error", "the reranker's answer is not JSON") from None
        return parse_scores(answer, len(texts))

    def _post(self, body: bytes, budget: float) -> tuple[int, bytes]:
        """Status and body of one POST, all of it within ``budget`` seconds. http.client rather
        than urllib: urllib would send the notes to a proxy named in the environment."""
        deadline = time.monotonic() + budget
        connection = http.client.HTTPConnection(self._host, self._port, timeout=budget)
        try:
            connection.request("POST", self._path, body, {"Content-Type": "application/json"})
            sock = connection.sock
            sock.settimeout(_left(deadline))
            response = connection.getresponse()
            answer = bytearray()
            # The socket's timeout bounds each system call; the deadline, checked between them,
            # bounds the whole body (read() would loop over a trickled answer for as long as
            # each byte came in time).
            while chunk := response.read1(64 * 1024):
                answer += chunk
                if len(answer) > MAX_ANSWER_BYTES:
                    raise _Failed("error", "the reranker's answer is larger than 1 MB")
                sock.settimeout(_left(deadline))
            return response.status, bytes(answer)
        except TimeoutError:
            raise _Failed("timeout", f"the reranker did not answer within {budget * 1000:.0f} ms") from None
        except ConnectionRefusedError:
            raise _Failed("unavailable", f"nothing answers at {self.url} (connection refused)") from None
        except OSError as exc:
            raise _Failed("unavailable", f"the reranker at {self.url} cannot be reached: {exc}") from None
        except http.client.HTTPException as exc:
            raise _Failed("error", f"the reranker's answer broke off or is not HTTP: {exc!r}") from None
        finally:
            connection.close()


def parse_scores(answer: object, count: int) -> list[float]:
    """The scores of TEI's ``[{"index", "score"}]`` in the order the ``count`` texts were sent;
    anything but exactly one finite score per text is refused."""
    if not isinstance(answer, list) or not all(isinstance(item, dict) for item in answer):
        raise _Failed("error", 'the reranker\'s answer is not a list of {"index", "score"}')
    scores: list[float | None] = [None] * count
    for item in answer:
        index, score = item.get("index"), item.get("score")
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < count:
            raise _Failed("error", f"the reranker scored text {index!r}, not one of the {count} sent")
        if not isinstance(score, (int, float)) or isinstance(score, bool) or not math.isfinite(score):
            raise _Failed("error", f"the reranker's score for text {index} is not a number: {score!r}")
        if scores[index] is not None:
            raise _Failed("error", f"the reranker scored text {index} twice")
        scores[index] = float(score)
    found = [s for s in scores if s is not None]
    if len(found) != count:
        raise _Failed("error", f"the reranker scored {len(found)} of the {count} texts sent")
    return found


def _error_text(body: bytes) -> str:
    try:
        answer = json.loads(body)
    except ValueError:
        answer = None
    if isinstance(answer, dict) and answer.get("error"):
        kind = answer.get("error_type")
        text = f"{answer['error']} ({kind})" if kind else str(answer["error"])
    else:
        text = body.decode("utf-8", "replace").strip() or "no detail"
    return text[:MAX_ERROR_CHARS]


def _left(deadline: float) -> float:
    """Seconds to the deadline; a read with none left times out at once."""
    left = deadline - time.monotonic()
    if left <= 0:
        raise TimeoutError
    return left


def _ms_since(started: float) -> float:
    return (time.perf_counter() - started) * 1000


def rerank_fused(
    reranker: Reranker,
    query: str,
    kept: list[Candidate],
    parsed: querymod.ParsedQuery,
    counted: list[Concept],
    weights: Weights,
) -> RerankResult:
    """The reranker judges the first ``rerank_depth`` entries of the fused order; its order
    and the fused order are fused again by weighted RRF, and each entry's ``fused`` becomes
    that second fusion's value (its ``signals`` keep the first). The reranker adds to the
    fusion, it does not replace it. Whatever goes wrong, the fused order stands."""
    if parsed.by_date:
        return RerankResult("skipped", "dates answer a 'when did I last / first…' question")
    if parsed.lists_tasks:
        return RerankResult("skipped", "a task listing keeps its order by heading and date")
    if not counted:
        # A tag, a link, a phrase or a period alone: nothing for a cross-encoder to weigh.
        return RerankResult("skipped", "the question has no topic words to judge the entries by")
    w = weights
    fused_order = sorted(kept, key=lambda c: (-c.fused, *tiebreak(c)))
    top = fused_order[: min(int(w.rerank_depth), MAX_TEXTS)]
    if len(top) < 2:
        return RerankResult("skipped", NOTHING_TO_REORDER)
    result = reranker.rank(query, [passage(c.stored["title"], c.stored["heading"], c.stored["text"]) for c in top])
    if result.status != "ok":
        return result
    # Best score first; among equal scores the fused order stands.
    judged = sorted(range(len(top)), key=lambda i: (-result.scores[i], i))
    # The fused order counts 1 and covers every entry, so those past the depth keep their order.
    second = reciprocal_rank_fusion(
        [([c.key for c in fused_order], 1.0), ([top[i].key for i in judged], w.rerank_ranking)], w.rrf_k
    )
    for position, i in enumerate(judged, 1):
        top[i].signals["rank_rerank"] = position
        top[i].signals["rerank"] = result.scores[i]
    for cand in kept:
        cand.fused = second[cand.key]
    return result

"""The HTTP front end: Starlette routes behind one gate that checks, in this order, the Host header
(DNS rebinding), the Origin (only Obsidian's, or none), the concurrency cap and the bearer token.

Starlette's CORSMiddleware only withholds CORS headers from foreign origins and still runs their
requests, so the gate answers them 403 itself; every plugin shares ``app://obsidian.md`` and
``requestUrl`` bypasses CORS anyway, so the token is the real lock.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import hmac
import re
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TypeVar

import orjson
from starlette.applications import Starlette
from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response
from starlette.routing import Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .. import __version__
from ..engine.service import Engine, PathError, SearchError
from .openapi import OPENAPI

ALLOWED_ORIGIN = "app://obsidian.md"
ALLOWED_HOSTS = frozenset({"127.0.0.1", "localhost", "[::1]"})
MAX_BODY = 64 * 1024
# h11 only bounds a head that arrives in pieces; a complete oversized head in one read passes it.
MAX_HEADER_BYTES = 16 * 1024
MAX_CONCURRENT = 32
# Searches run in worker threads so /health and /status answer while one is slow; two cores and
# the GIL make more threads pointless, and a bounded pool keeps abandoned (timed-out) work bounded.
WORKER_THREADS = 4
WORK_TIMEOUT = 10.0
BODY_TIMEOUT = 10.0
SECURITY_HEADERS = [(b"cache-control", b"no-store"), (b"x-content-type-options", b"nosniff")]
Header = tuple[bytes, bytes]
SEMANTIC_OFF = {"model": None, "state": "off", "embedded": 0, "total": 0, "passages": 0, "sections": 0, "detail": None}
RERANK_OFF = {"url": None, "state": "off", "detail": None}
_HOST_RE = re.compile(r"^(\[::1\]|[A-Za-z0-9.\-]+)(?::([0-9]{1,5}))?$")


@dataclass
class DaemonState:
    """What /status reports; written by the indexing thread, read by requests."""

    vault: str
    state: str = "starting"
    done: int = 0
    total: int = 0
    notes: int = 0
    entries: int = 0
    last_indexed_at: str | None = None
    skipped: list[dict] = field(default_factory=list)
    error: str | None = None
    # Extensions of the contract: files parsed and tokenised since this daemon started (0 on a
    # warm restart of an unchanged vault) and whether the index had to be rebuilt from scratch.
    indexed_since_start: int = 0
    rebuilt: bool = False
    # Indexed notes with bytes that are not UTF-8, read as U+FFFD (their other words are found).
    decoded_with_replacements: list[str] = field(default_factory=list)


class JSONResponse(Response):
    media_type = "application/json"

    def render(self, content: object) -> bytes:
        return orjson.dumps(content)


def error(status: int, code: str, detail: str, headers: dict | None = None) -> JSONResponse:
    return JSONResponse({"error": code, "detail": detail}, status_code=status, headers=headers)


class ApiError(Exception):
    def __init__(self, status: int, code: str, detail: str) -> None:
        super().__init__(detail)
        self.status, self.code, self.detail = status, code, detail


def host_allowed(value: str) -> bool:
    m = _HOST_RE.match(value)
    return bool(m) and m.group(1).lower() in ALLOWED_HOSTS


class Gate:
    """Host → Origin → CORS preflight → concurrency → token, before any route runs."""

    def __init__(self, app: ASGIApp, token: str, max_concurrent: int = MAX_CONCURRENT) -> None:
        self.app = app
        self.token = token.encode()
        self.capacity = asyncio.Semaphore(max_concurrent)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers: dict[bytes, list[bytes]] = {}
        size = len(scope.get("raw_path") or b"") + len(scope.get("query_string") or b"")
        for name, value in scope["headers"]:
            headers.setdefault(name, []).append(value)
            size += len(name) + len(value) + 4
        if size > MAX_HEADER_BYTES:
            await self._deny(scope, receive, send, 400, "bad_request", "the request head is larger than 16 KiB")
            return
        hosts = headers.get(b"host", [])
        if len(hosts) != 1 and scope.get("http_version") == "1.1":
            # RFC 9112 §3.2: an HTTP/1.1 request without exactly one Host is malformed.
            await self._deny(scope, receive, send, 400, "bad_request", "an HTTP/1.1 request needs one Host header")
            return
        if len(hosts) != 1 or not host_allowed(hosts[0].decode("latin-1")):
            await self._deny(scope, receive, send, 403, "forbidden_host", "this Host is not allowed")
            return
        origins = headers.get(b"origin", [])
        if origins and (len(origins) != 1 or origins[0] != ALLOWED_ORIGIN.encode()):
            await self._deny(scope, receive, send, 403, "forbidden_origin", "this Origin is not allowed")
            return
        cors = [(b"access-control-allow-origin", ALLOWED_ORIGIN.encode()), (b"vary", b"Origin")] if origins else []
        if scope["method"] == "OPTIONS":
            await self._preflight(send, cors)
            return
        if scope["path"] == "/health":
            await self.app(scope, receive, _with_headers(send, cors))
            return
        if self.capacity.locked():
            await self._deny(
                scope,
                receive,
                send,
                503,
                "busy",
                "too many requests at once; retry shortly",
                {"Retry-After": "1"},
                cors,
            )
            return
        async with self.capacity:
            if not self._authorized(headers.get(b"authorization", [])):
                await self._deny(
                    scope,
                    receive,
                    send,
                    401,
                    "unauthorized",
                    "a valid bearer token is required",
                    {"WWW-Authenticate": "Bearer"},
                    cors,
                )
                return
            await self.app(scope, receive, _with_headers(send, cors))

    def _authorized(self, values: list[bytes]) -> bool:
        if len(values) != 1 or not values[0].startswith(b"Bearer "):
            return False
        given = values[0][len(b"Bearer ") :].strip()
        return bool(given) and hmac.compare_digest(given, self.token)

    async def _preflight(self, send: Send, cors: list[Header]) -> None:
        headers = [*cors, *SECURITY_HEADERS]
        if cors:
            headers += [
                (b"access-control-allow-methods", b"GET, POST"),
                (b"access-control-allow-headers", b"Authorization, Content-Type"),
                (b"access-control-max-age", b"600"),
            ]
        await send({"type": "http.response.start", "status": 204, "headers": headers})
        await send({"type": "http.response.body", "body": b""})

    async def _deny(
        self,
        scope: Scope,
        receive: Receive,
        send: Send,
        status: int,
        code: str,
        detail: str,
        extra: dict[str, str] | None = None,
        cors: Sequence[Header] = (),
    ) -> None:
        response = error(status, code, detail, extra)
        await response(scope, receive, _with_headers(send, list(cors)))


def _with_headers(send: Send, extra: list[Header]) -> Send:
    async def wrapped(message: Message) -> None:
        if message["type"] == "http.response.start":
            message = dict(message)
            message["headers"] = [*message.get("headers", []), *SECURITY_HEADERS, *extra]
        await send(message)

    return wrapped


# Parameters ------------------------------------------------------------------------------------


def _single(request: Request, name: str, required: bool = False) -> str | None:
    values = request.query_params.getlist(name)
    if len(values) > 1:
        raise ApiError(400, "bad_request", f"parameter {name!r} given more than once")
    if not values:
        if required:
            raise ApiError(400, "bad_request", f"parameter {name!r} is required")
        return None
    return values[0]


def _int_param(value: str | None, name: str, default: int | None, low: int, high: int) -> int | None:
    if value is None or value == "":
        return default
    if not re.fullmatch(r"[0-9]{1,6}", value):
        raise ApiError(422, "invalid_parameter", f"{name} must be a whole number between {low} and {high}")
    number = int(value)
    if not low <= number <= high:
        raise ApiError(422, "invalid_parameter", f"{name} must be between {low} and {high}")
    return number


def _date_param(value: object) -> dt.date | None:
    if value is None or value == "":
        return None
    if not isinstance(value, str) or not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", value):
        raise ApiError(422, "invalid_parameter", "now must be a date written YYYY-MM-DD")
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise ApiError(422, "invalid_parameter", "now is not a real date") from None


# Routes ----------------------------------------------------------------------------------------

T = TypeVar("T")


def create_app(
    engine: Engine,
    state: DaemonState,
    token: str,
    max_concurrent: int = MAX_CONCURRENT,
    work_timeout: float = WORK_TIMEOUT,
) -> ASGIApp:
    """The daemon's ASGI app for one vault. ``token`` guards every route but /health."""
    workers = ThreadPoolExecutor(max_workers=WORKER_THREADS, thread_name_prefix="vault-recall-search")

    async def in_worker(work: Callable[[], T]) -> T:
        future = asyncio.get_running_loop().run_in_executor(workers, work)
        try:
            return await asyncio.wait_for(future, work_timeout)
        except TimeoutError:
            raise ApiError(503, "busy", "the search took too long; retry shortly") from None

    def run(handler: Callable[[Request], Awaitable[object]]) -> Callable[[Request], Awaitable[Response]]:
        async def endpoint(request: Request) -> Response:
            try:
                payload = await handler(request)
            except ApiError as exc:
                headers = {"Retry-After": "1"} if exc.status in (429, 503) else None
                return error(exc.status, exc.code, exc.detail, headers)
            except SearchError as exc:
                return error(422, "invalid_parameter", str(exc))
            except PathError as exc:
                return error(400, "bad_request", str(exc))
            except FileNotFoundError:
                return error(404, "not_found", "no such note in the vault")
            except ClientDisconnect:
                # The client left mid-body: nobody reads this answer, and nothing went wrong here.
                return error(400, "bad_request", "the client closed the connection")
            return JSONResponse(payload)

        return endpoint

    async def health(request: Request) -> dict:
        return {"ok": True, "version": __version__}

    async def status(request: Request) -> dict:
        return {
            "state": state.state,
            "vault": state.vault,
            "notes": state.notes,
            "entries": state.entries,
            "progress": {"done": state.done, "total": state.total},
            "last_indexed_at": state.last_indexed_at,
            "skipped": state.skipped[:200],
            "error": state.error,
            "version": __version__,
            "indexed_since_start": state.indexed_since_start,
            "rebuilt": state.rebuilt,
            "decoded_with_replacements": state.decoded_with_replacements[:200],
            "semantic": engine.semantic.status() if engine.semantic is not None else SEMANTIC_OFF,
            "rerank": engine.reranker.status() if engine.reranker is not None else RERANK_OFF,
        }

    async def search(request: Request) -> dict:
        q = _single(request, "q", required=True) or ""
        if len(q) > 1000:
            raise ApiError(422, "invalid_parameter", "q is longer than 1,000 characters")
        if not q.strip():
            raise ApiError(400, "bad_request", "q is empty")
        limit = _int_param(_single(request, "limit"), "limit", 10, 1, 100)
        days = _int_param(_single(request, "days"), "days", None, 1, 36500)
        now = _date_param(_single(request, "now"))
        hall = _single(request, "hall") or None
        exclude = tuple(e for e in request.query_params.getlist("exclude") if e)
        if len(exclude) > 100 or any(len(e) > 1024 for e in exclude):
            raise ApiError(422, "invalid_parameter", "exclude takes at most 100 folders of up to 1,024 characters")
        return await in_worker(lambda: engine.search(q, limit=limit, days=days, now=now, hall=hall, exclude=exclude))

    async def related_get(request: Request) -> dict:
        path = _single(request, "path", required=True)
        if not path:
            raise ApiError(400, "bad_request", "parameter 'path' is empty")
        limit = _int_param(_single(request, "limit"), "limit", 10, 1, 100)
        now = _date_param(_single(request, "now"))
        return await in_worker(lambda: engine.related(path=path, limit=limit, now=now))

    async def related_post(request: Request) -> dict:
        body = await _json_body(request)
        text, path, limit, now = body.get("text"), body.get("path"), body.get("limit", 10), body.get("now")
        if not isinstance(text, str):
            raise ApiError(422, "invalid_parameter", "text must be a string")
        if path is not None and not isinstance(path, str):
            raise ApiError(422, "invalid_parameter", "path must be a string")
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 100:
            raise ApiError(422, "invalid_parameter", "limit must be a whole number between 1 and 100")
        as_of = _date_param(now)

        def work() -> dict:
            rel = engine.resolve_note(path) if path else None
            return engine.searcher.related(text, path=rel, limit=limit, now=as_of)

        return await in_worker(work)

    async def openapi(request: Request) -> dict:
        return OPENAPI

    async def related(request: Request) -> Response:
        handler = related_post if request.method == "POST" else related_get
        return await run(handler)(request)

    routes = [
        Route("/health", run(health)),
        Route("/status", run(status)),
        Route("/search", run(search)),
        Route("/related", related, methods=["GET", "POST"]),
        Route("/openapi.json", run(openapi)),
    ]

    async def not_found(request: Request, exc: Exception) -> Response:
        return error(404, "not_found", "no such endpoint")

    async def not_allowed(request: Request, exc: Exception) -> Response:
        return error(405, "method_not_allowed", "this method is not allowed here")

    async def server_error(request: Request, exc: Exception) -> Response:
        return error(500, "internal_error", "the daemon failed to answer; see its log")

    app = Starlette(routes=routes, exception_handlers={404: not_found, 405: not_allowed, 500: server_error})
    return Gate(app, token, max_concurrent)


async def _json_body(request: Request) -> dict:
    content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if content_type != "application/json":
        raise ApiError(415, "unsupported_media_type", "send the body as application/json")
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > MAX_BODY):
        raise ApiError(413, "too_large", f"the body is larger than {MAX_BODY // 1024} KiB")
    try:
        body = await asyncio.wait_for(_read_body(request), BODY_TIMEOUT)
    except TimeoutError:
        # A body trickled in byte by byte would otherwise hold a request slot for ever.
        raise ApiError(408, "timeout", f"the body did not arrive within {BODY_TIMEOUT:g} s") from None
    try:
        payload = orjson.loads(bytes(body))
    except orjson.JSONDecodeError:
        raise ApiError(400, "bad_request", "the body is not valid JSON") from None
    if not isinstance(payload, dict):
        raise ApiError(422, "invalid_parameter", "the body must be a JSON object")
    return payload


async def _read_body(request: Request) -> bytes:
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise ApiError(413, "too_large", f"the body is larger than {MAX_BODY // 1024} KiB")
    return bytes(body)

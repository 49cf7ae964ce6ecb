"""Shared fixtures: a small vault with zh-Hant, zh-Hans and English notes, and its engine."""

from __future__ import annotations

import contextlib
import datetime as dt
import importlib
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from vault_recall.engine.config import Settings
from vault_recall.engine.service import Engine

NOW = dt.date(2026, 11, 30)

# Tests never read or write the real user's config and data folders (tokens, indexes, caches).
_PRIVATE_HOME = tempfile.mkdtemp(prefix="vault-recall-tests-")
os.environ.setdefault("VAULT_RECALL_DATA_DIR", os.path.join(_PRIVATE_HOME, "data"))
os.environ.setdefault("VAULT_RECALL_CONFIG_DIR", os.path.join(_PRIVATE_HOME, "config"))

NOTES = {
    "journal/2026-11-28.md": (
        "# 2026-11-28\n\n## 工作\n\n"
        "- 決定把 PostgreSQL 的備份改用 pgBackRest #postgres\n"
        "- [ ] 更新 [[資料庫遷移計畫]] 的回滾步驟\n"
        "- 原來 pg_upgrade 要先停掉 replication slot\n\n"
        "## 生活\n\n- 晚上去河濱跑步 8 公里\n"
    ),
    "journal/2026-11-25.md": (
        "- 今天把备份脚本 backup.sh 改成每天凌晨三点跑\n"
        "- 发现 Redis 的 maxmemory-policy 默认是 noeviction\n"
        "- 建议以后所有 cron 任务都加上 flock\n"
    ),
    "journal/2026-11-20.md": (
        "---\ntags: [homelab]\n---\n# 2026-11-20\n\n"
        "- Decided to keep the Docker images on distroless.\n"
        "- TIL kubectl rollout restart keeps the old ReplicaSet.\n"
        "- I prefer writing the Terraform state to S3.\n"
    ),
    "journal/2026-10-02.md": (
        "- 跟 Kevin 討論資料庫遷移，最後決定先升級 PostgreSQL 16\n"
        "- Ran the backup script by hand: restore drill took 12 minutes.\n"
    ),
    "01-Projects/資料庫遷移計畫.md": (
        "---\ntitle: 資料庫遷移計畫\naliases:\n  - DB migration\ntags: [postgres, project]\ndate: 2026-09-15\n---\n\n"
        "# 資料庫遷移計畫\n\n把主資料庫從 PostgreSQL 14 遷移到 PostgreSQL 17。\n\n"
        "## 決策紀錄\n\n- 2026-09-15：決定用 pg_upgrade --link\n\n"
        "## 待办\n\n- [ ] 续签护照\n- [ ] 给房东转房租\n\n"
        "```ini\nshared_buffers = 4GB\n```\n"
    ),
    "04-Archive/Jenkins 退役.md": (
        "---\ntitle: Jenkins 退役\nstatus: archived\ndate: 2025-12-01\n---\n\n"
        "- 2025-12-01：決定全部 pipeline 搬到 GitHub Actions\n"
    ),
    ".obsidian/workspace.md": "- PostgreSQL 備份 should never be indexed\n",
}


def write_vault(root: Path, notes: dict[str, str] = NOTES) -> Path:
    for rel, text in notes.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    return write_vault(tmp_path / "vault")


@contextlib.contextmanager
def vault_engine(tmp_path: Path, notes: dict[str, str], settings: Settings | None = None) -> Iterator[Engine]:
    """An engine over a vault of these notes, indexed, closed after use."""
    engine = Engine(write_vault(tmp_path / "v", notes), tmp_path / "ix", settings)
    engine.update()
    try:
        yield engine
    finally:
        engine.close()


@pytest.fixture
def engine(vault: Path, tmp_path: Path):
    eng = Engine(vault, tmp_path / "index", Settings())
    eng.update()
    yield eng
    eng.close()


BENCH = Path(__file__).resolve().parent.parent / "bench"


@contextlib.contextmanager
def bench_script(name: str) -> Iterator[ModuleType]:
    """A script of bench/, imported the way it runs: bench/ is a folder of scripts, not a package."""
    sys.path.insert(0, str(BENCH))
    try:
        yield importlib.import_module(name)
    finally:
        sys.path.remove(str(BENCH))

"""`vault-recall serve`: open the index, answer at once, catch up in the background, keep the
index current from the watcher, and shut down cleanly on SIGTERM/SIGINT."""
from __future__ import annotations

import datetime as dt
import logging
import sys
import threading
from pathlib import Path

import uvicorn

from . import __version__, bilingual
from .app import DaemonState, create_app
from .config import Settings, default_port
from .engine import Engine, IndexLocked
from .runtime import load_token, remove_runtime, runtime_path, write_runtime
from .watch import VaultWatcher

log = logging.getLogger("vault_recall.server")
MAX_HEADER_BYTES = 16 * 1024


class Daemon:
    def __init__(self, engine: Engine, state: DaemonState) -> None:
        self.engine = engine
        self.state = state
        self.lock = threading.Lock()
        self.watcher = VaultWatcher(engine.vault, self.reindex)
        self.stopping = threading.Event()

    def _progress(self, done: int, total: int) -> None:
        self.state.done, self.state.total = done, total

    def _refresh_counts(self) -> None:
        self.state.notes, self.state.entries = self.engine.counts()
        self.state.skipped = [{"path": p, "reason": r} for p, r in self.engine.indexer.skipped()]
        self.state.last_indexed_at = dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")

    def catch_up(self) -> None:
        """What changed while the daemon was down; searches are served meanwhile."""
        self.state.state = "indexing"
        self.watcher.start()
        # Load the bilingual dictionary now, not inside the first search the user types.
        bilingual.dictionary()
        self.reindex(None)

    def reindex(self, paths: list[str] | None) -> None:
        if self.stopping.is_set():
            return
        with self.lock:
            try:
                self.engine.update(self._progress, paths)
            except Exception as exc:  # e.g. disk full: keep serving the last committed state
                log.exception("indexing failed")
                self.state.error = f"indexing failed: {exc}"
                self.state.state = "ready"
                return
            self.state.error = None
            self._refresh_counts()
            self.state.state = "ready"

    def stop(self) -> None:
        self.stopping.set()
        self.watcher.stop()
        with self.lock:
            self.engine.close()


def announce_to_terminal(vault: Path, port: int) -> None:
    """Where to connect and how to get the token, without printing the token itself."""
    show = f"{sys.argv[0]} token --vault '{vault}'"
    print(f"Vault Recall is serving {vault}\n"
          f"  URL:     http://127.0.0.1:{port}/\n"
          f"  token:   {show}\n"
          f"  runtime: {runtime_path(vault)} (the Obsidian plugin reads it)\n"
          f"  try:     curl -H \"Authorization: Bearer $({show})\" "
          f"'http://127.0.0.1:{port}/search?q=%E5%82%99%E4%BB%BD'\n"
          "  Stop it with Ctrl+C.", flush=True)


def serve(vault: Path, index_dir: Path | None, host: str, port: int | None, announce: bool = False) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if host not in ("127.0.0.1", "localhost", "::1"):
        print("vault-recall: the daemon only listens on 127.0.0.1 (it serves private notes)", file=sys.stderr)
        return 2
    try:
        engine = Engine(vault, index_dir, Settings.load())
    except IndexLocked:
        print("vault-recall: another daemon is already serving this index", file=sys.stderr)
        return 1
    port = port or default_port(engine.vault)
    token = load_token(engine.vault)
    state = DaemonState(vault=str(engine.vault))
    state.notes, state.entries = engine.counts()
    daemon = Daemon(engine, state)
    app = create_app(engine, state, token)
    config = uvicorn.Config(
        app, host=host, port=port, http="h11", ws="none", lifespan="off", workers=1,
        access_log=False, server_header=False, date_header=False, proxy_headers=False,
        h11_max_incomplete_event_size=MAX_HEADER_BYTES, timeout_keep_alive=5, log_level="warning",
    )
    server = uvicorn.Server(config)
    catch_up = threading.Thread(target=daemon.catch_up, name="catch-up", daemon=True)

    original_startup = server.startup

    async def startup(sockets=None) -> None:
        await original_startup(sockets)
        if server.started:
            write_runtime(engine.vault, port, token, __version__)
            if announce:
                announce_to_terminal(engine.vault, port)
            log.info("serving %s on http://%s:%d", engine.vault, host, port)
            catch_up.start()

    server.startup = startup
    try:
        server.run()
    finally:
        daemon.stop()
        remove_runtime(engine.vault)
    return 0 if server.started else 1

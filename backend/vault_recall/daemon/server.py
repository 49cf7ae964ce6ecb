"""`vault-recall serve`: open the index, answer at once, catch up in the background, keep the
index current from the watcher, and shut down cleanly on SIGTERM/SIGINT."""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import datetime as dt
import errno
import logging
import os
import shlex
import signal
import socket
import sys
import threading
from pathlib import Path
from types import FrameType

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from .. import __version__
from ..engine.config import Settings, default_index_dir, default_port
from ..engine.service import Engine, IndexLocked
from .app import MAX_HEADER_BYTES, DaemonState, create_app
from .embedding import BackgroundEmbedding
from .runtime import UnsafePath, daemon_on_port, load_token, remove_runtime, running_daemon, runtime_path, write_runtime
from .watch import Changes, VaultWatcher, batch_paths

log = logging.getLogger("vault_recall.server")
# uvicorn has no timeout for a request head that trickles in (slowloris); this is it.
HEAD_TIMEOUT = 10.0
# uvicorn counts open keep-alive connections against this cap and then refuses even /health, so
# it only bounds sockets; the app's own cap (503 + Retry-After, /health exempt) bounds the work.
MAX_CONNECTIONS = 512
STOP_WAIT = 10.0


def _glibc_function(name: str):
    try:
        return getattr(ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6"), name)
    except (OSError, AttributeError):  # not glibc (macOS, Windows, musl)
        return None


_MALLOC_TRIM = _glibc_function("malloc_trim")
_MALLOPT = _glibc_function("mallopt")
M_ARENA_MAX = -8  # from glibc's malloc.h
MALLOC_ARENAS = 2


def release_freed_memory() -> None:
    """Give the indexing arena back to the system after a batch: an idle daemon should not
    hold the 60 MB a save's commit used (glibc keeps freed pages otherwise)."""
    if _MALLOC_TRIM is not None:
        _MALLOC_TRIM(0)


def limit_malloc_arenas() -> bool:
    """glibc gives threads that allocate at once their own arenas (up to 8 per core), and
    malloc_trim cannot return what stays in the middle of them: under uvloop the idle daemon of
    a 10k vault held 190–212 MB after 50 saves, with two arenas 162 MB (search time unchanged).
    Call before the daemon starts its threads. True when the limit was set."""
    return _MALLOPT is not None and _MALLOPT(M_ARENA_MAX, MALLOC_ARENAS) == 1


class Stopping(Exception):
    """Raised inside an index update to abandon it when the daemon shuts down."""


class Daemon:
    """Owns the engine's writer: every update runs here, one at a time, under ``lock``."""

    def __init__(self, engine: Engine, state: DaemonState) -> None:
        self.engine = engine
        self.state = state
        self.lock = threading.Lock()
        self.watcher = VaultWatcher(
            engine.vault, self.on_changes, engine.settings.excluded_folders, on_error=self._watcher_error
        )
        self.stopping = threading.Event()
        self.embedding = BackgroundEmbedding(engine, self.stopping)
        # After a failed update only a full rescan is sure to pick up what it missed.
        self.rescan_owed = False
        self.warmed = False

    def _watcher_error(self, reason: str) -> None:
        # Cleared by the next successful update (the rescan once the vault is back).
        self.state.error = reason

    def _progress(self, done: int, total: int) -> None:
        if self.stopping.is_set():
            raise Stopping
        self.state.done, self.state.total = done, total

    def _refresh_counts(self) -> None:
        self.state.notes, self.state.entries = self.engine.counts()
        self.state.skipped = [{"path": p, "reason": r} for p, r in self.engine.indexer.skipped()]
        self.state.decoded_with_replacements = self.engine.indexer.decoded_with_replacements()
        self.state.last_indexed_at = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")

    def start(self) -> None:
        """Catch up with what changed while the daemon was down; searches are served meanwhile.
        The watcher runs the full scan itself once it watches, so nothing slips in between."""
        self.state.state = "indexing"
        self.embedding.start()
        self.watcher.start()

    def on_changes(self, changes: Changes | None) -> None:
        if self.stopping.is_set():
            return
        with self.lock:
            if not self.warmed:
                # Before the first "ready": the user's first query must not pay for this.
                self.warmed = True
                self._warm_up()
            paths = None
            if changes is not None and not self.rescan_owed:
                paths = batch_paths(self.engine.vault, changes, self.engine.indexer.known)
            self._update(paths)

    def _warm_up(self) -> None:
        # The first search loads jieba's and CC-CEDICT's dictionaries and the pinyin readings
        # (about a second; a big catch-up tokenises in worker processes, so this process has
        # not loaded them yet). "yure" is no English word: it is read as pinyin.
        try:
            self.engine.search("預熱 warm up yure", limit=1)
            if self.engine.semantic is not None:
                self.engine.semantic.warm_up()
        except Exception:
            log.exception("warming up the searcher failed")

    def _update(self, paths: list[str] | None) -> None:
        if paths is None:
            self.state.state = "indexing"
        try:
            report = self.engine.update(self._progress, paths)
        except Stopping:
            return
        except Exception as exc:  # e.g. disk full: keep serving the last committed state
            log.exception("indexing failed; serving the last committed index")
            self.state.error = f"indexing failed: {exc}"
            self.rescan_owed = True
            self.state.state = "ready"
            return
        self.rescan_owed = False
        self.state.error = None
        self.state.indexed_since_start += report.indexed
        self._refresh_counts()
        self.state.state = "ready"
        release_freed_memory()
        self.embedding.notify()
        if paths is None:
            log.info(
                "index up to date: %d scanned, %d indexed, %d removed, %d skipped in %.2f s",
                report.scanned,
                report.indexed,
                report.deleted,
                len(report.skipped),
                report.seconds,
            )

    def stop(self) -> None:
        self.stopping.set()
        self.watcher.stop()
        self.embedding.stop(STOP_WAIT)
        # An update in flight notices `stopping` at its next progress step; if it does not let go
        # in time the process exits anyway, which the index survives like any kill.
        if self.lock.acquire(timeout=STOP_WAIT):
            try:
                self.engine.close()
            finally:
                self.lock.release()


class GuardedH11(H11Protocol):
    """h11 with a deadline for each request head, so idle or trickling sockets are closed."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._head_timer: asyncio.TimerHandle | None = None
        self._arm_head_timer()

    def _arm_head_timer(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
        self._head_timer = self.loop.call_later(HEAD_TIMEOUT, self._head_timeout)

    def _waiting_for_head(self) -> bool:
        return self.cycle is None or self.cycle.response_complete

    def _head_timeout(self) -> None:
        self._head_timer = None
        if self._waiting_for_head() and not self.transport.is_closing():
            self.transport.close()

    def handle_events(self) -> None:
        cycle = self.cycle
        super().handle_events()
        if self.cycle is not cycle and self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._arm_head_timer()

    def connection_lost(self, exc: Exception | None) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None
        super().connection_lost(exc)


class DaemonServer(uvicorn.Server):
    def __init__(self, config: uvicorn.Config, on_started) -> None:
        super().__init__(config)
        self.on_started = on_started

    async def startup(self, sockets=None) -> None:
        await super().startup(sockets)
        if self.started:
            self.on_started(self.bound_port())

    def bound_port(self) -> int:
        return self.servers[0].sockets[0].getsockname()[1]

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        # uvicorn records the signal and raises it again after shutdown, which would kill the
        # process before the runtime file is removed; a clean exit is what SIGTERM asks for.
        if self.should_exit and sig == signal.SIGINT:
            self.force_exit = True
        else:
            self.should_exit = True


def uvicorn_config(app, host: str, port: int) -> uvicorn.Config:
    return uvicorn.Config(
        # h11, not httptools: the security checklist's parser (strict framing, one Host).
        # "auto": uvloop where it exists (not on Windows), asyncio's own loop elsewhere; a
        # search's round trip took 0.2 ms less with it.
        app,
        host=host,
        port=port,
        http=GuardedH11,
        loop="auto",
        ws="none",
        lifespan="off",
        workers=1,
        access_log=False,
        server_header=False,
        date_header=False,
        proxy_headers=False,
        h11_max_incomplete_event_size=MAX_HEADER_BYTES,
        timeout_keep_alive=5,
        log_level="warning",
        limit_concurrency=MAX_CONNECTIONS,
    )


def bind_listener(host: str, port: int) -> socket.socket:
    """The listening socket, bound here rather than by uvicorn, which logs a busy port as
    ``[Errno 98]`` and exits 3; the caller says it in one line and exits 1."""
    # "localhost" may resolve to ::1 first; the runtime file promises 127.0.0.1.
    address = "127.0.0.1" if host == "localhost" else host
    sock = socket.socket(socket.AF_INET6 if ":" in address else socket.AF_INET, socket.SOCK_STREAM)
    try:
        if os.name == "posix":
            # As asyncio does: a restart may rebind while the last connections sit in TIME_WAIT.
            # (On Windows the option would let two sockets share the port.)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((address, port))
    except OSError:
        sock.close()
        raise
    return sock


def bind_failure(port: int, exc: OSError) -> str:
    if exc.errno not in (errno.EADDRINUSE, getattr(errno, "WSAEADDRINUSE", errno.EADDRINUSE)):
        return f"vault-recall: cannot listen on port {port}: {exc.strerror or exc}"
    holder = daemon_on_port(port)
    by = (
        f"by the Vault Recall daemon of {holder.get('vault')}, process {holder.get('pid')}"
        if holder
        else "by another program"
    )
    return f"vault-recall: port {port} is in use ({by}); choose another with --port"


def announce_to_terminal(vault: Path, port: int) -> None:
    """Where to connect and how to get the token, without printing the token itself."""
    # Quoted for the shell: a vault path may hold spaces, quotes or `$`.
    show = f"{shlex.quote(sys.argv[0])} token --vault {shlex.quote(str(vault))}"
    print(
        f"Vault Recall is serving {vault}\n"
        f"  URL:     http://127.0.0.1:{port}/\n"
        f"  token:   {show}   (also in {runtime_path(vault)})\n"
        f'  try:     curl -H "Authorization: Bearer $({show})" '
        f"'http://127.0.0.1:{port}/search?q=%E5%82%99%E4%BB%BD'\n"
        "  Stop it with Ctrl+C.",
        flush=True,
    )


def serve(
    vault: Path,
    index_dir: Path | None,
    host: str,
    port: int | None,
    announce: bool = False,
    settings: Settings | None = None,
) -> int:
    limit_malloc_arenas()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    # watchfiles logs every batch at INFO; the index log lines already say what changed.
    logging.getLogger("watchfiles").setLevel(logging.WARNING)
    if host not in ("127.0.0.1", "localhost", "::1"):
        print("vault-recall: the daemon only listens on 127.0.0.1 (it serves private notes)", file=sys.stderr)
        return 2
    other = running_daemon(vault)
    if other is not None:
        # Two daemons would each write the vault's one runtime file, and the plugin finds only one.
        serving = f", index {other['index_dir']}" if other.get("index_dir") else ""
        print(
            f"vault-recall: a daemon is already serving this vault (process {other['pid']}, port "
            f"{other['port']}{serving}); stop it first",
            file=sys.stderr,
        )
        return 1
    try:
        engine = Engine(vault, index_dir, settings or Settings.load())
    except IndexLocked:
        print(
            f"vault-recall: another process is writing the index at {index_dir or default_index_dir(vault)} "
            "(a daemon, or `vault-recall index`); stop it or use --index-dir",
            file=sys.stderr,
        )
        return 1
    try:
        token = load_token(engine.vault)
    except UnsafePath as exc:
        engine.close()
        print(f"vault-recall: {exc}", file=sys.stderr)
        return 1
    wanted_port = port if port is not None else default_port(engine.vault)
    try:
        listener = bind_listener(host, wanted_port)
    except OSError as exc:
        engine.close()
        print(bind_failure(wanted_port, exc), file=sys.stderr)
        return 1
    state = DaemonState(vault=str(engine.vault), rebuilt=engine.store.rebuilt)
    if engine.store.rebuilt:
        log.warning("the index in %s was damaged or outdated; rebuilding it from the vault", engine.index_dir)
    state.notes, state.entries = engine.counts()
    daemon = Daemon(engine, state)
    app = create_app(engine, state, token)

    def started(bound: int) -> None:
        try:
            write_runtime(engine.vault, bound, token, __version__, engine.index_dir)
        except (UnsafePath, OSError) as exc:
            # Without its runtime file no client can find the daemon: better not to run at all.
            log.error("cannot write the runtime file: %s", exc)
            failed.set()
            server.should_exit = True
            return
        if announce:
            announce_to_terminal(engine.vault, bound)
        log.info("serving %s on http://%s:%d", engine.vault, host, bound)
        daemon.start()

    failed = threading.Event()
    server = DaemonServer(uvicorn_config(app, host, wanted_port), started)
    try:
        server.run(sockets=[listener])
    except SystemExit:
        # uvicorn exits 3 when it cannot start serving (it has logged why); ours are 0, 1 and 2.
        failed.set()
    finally:
        # The shutdown is bounded (STOP_WAIT); another Ctrl-C (a terminal sends one to the whole
        # process group per key press) must not cut it short and leave the runtime file behind.
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        daemon.stop()
        remove_runtime(engine.vault)
    return 0 if server.started and not failed.is_set() else 1

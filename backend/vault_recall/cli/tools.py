"""The maintenance subcommands of `vault-recall`: autostart, tag-halls, bench and doctor.

Front ends only: each maps its library's errors to a message and an exit status (2 for bad
input, 1 when something went wrong), as ``cli`` does for the search commands.
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
from dataclasses import fields
from pathlib import Path

import orjson

from ..daemon.runtime import read_runtime
from ..engine.config import Settings, config_dir
from ..engine.service import Engine, IndexLocked
from ..engine.vaultfiles import VaultMissing
from . import autostart, doctor, golden, plugin, stop_if_interrupted
from .args import common_args, date_arg, positive_int
from .doctor import count_noun
from .tagger import Tagger, TagReport


def add_tool_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("autostart", help="start the daemon at login (systemd, launchd, Task Scheduler)")
    actions = p.add_subparsers(dest="action", required=True)
    for name, text in (
        ("install", "install and start the login service"),
        ("remove", "stop and remove the login service"),
        ("status", "is the login service installed and running"),
    ):
        a = actions.add_parser(name, help=text)
        common_args(a)
        if name != "status":
            a.add_argument("--dry-run", action="store_true", help="print what would be written and run")
        a.set_defaults(func=cmd_autostart)

    p = sub.add_parser("tag-halls", help="prefix untagged list items of recent notes with [hall_*]")
    p.add_argument("--vault", required=True, type=Path, help="the vault folder")
    window = p.add_mutually_exclusive_group()
    window.add_argument("--days", type=positive_int, default=7, help="notes dated in the last N days (default 7)")
    window.add_argument("--all", action="store_true", help="every note, dated or not")
    p.add_argument("--now", type=date_arg, help="today's date (default: today)")
    p.add_argument("--dry-run", action="store_true", help="print a unified diff, write nothing")
    p.set_defaults(func=cmd_tag_halls)

    p = sub.add_parser("bench", help="score the ranking against your own golden queries")
    common_args(p)
    p.add_argument("--golden", required=True, type=Path, help="JSON Lines file of queries and expected entries")
    p.add_argument("--now", type=date_arg, help='date for queries without their own "now"')
    p.add_argument("--config", type=Path, help="weights from this config.json instead of the user's")
    p.add_argument("--json", action="store_true", help="print the scores as JSON")
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser("doctor", help="check the daemon, token, index and autostart for a vault")
    common_args(p)
    p.set_defaults(func=cmd_doctor)

    p = sub.add_parser("plugin", help="install the Obsidian plugin this package carries into a vault")
    actions = p.add_subparsers(dest="action", required=True)
    a = actions.add_parser("install", help="copy main.js, manifest.json, styles.css into .obsidian/plugins/")
    a.add_argument("--vault", required=True, type=Path, help="the vault folder")
    a.add_argument("--dry-run", action="store_true", help="say what would be written, write nothing")
    a.set_defaults(func=cmd_plugin)
    a = actions.add_parser("status", help="the installed plugin's version and files against this package's")
    a.add_argument("--vault", required=True, type=Path, help="the vault folder")
    a.set_defaults(func=cmd_plugin)


def _fail(message: str, status: int = 2) -> int:
    print(f"vault-recall: {message}", file=sys.stderr)
    return status


def cmd_autostart(args: argparse.Namespace) -> int:
    if not args.vault.is_dir():
        return _fail(str(VaultMissing.at(args.vault)))
    try:
        backend = autostart.backend_for()
        service = autostart.service_for(args.vault, args.index_dir)
        if args.action == "status":
            status = backend.status(service)
            print(status.detail)
            return 0 if status.installed else 1
        if args.dry_run:
            plan = backend.plan_install if args.action == "install" else backend.plan_remove
            sys.stdout.write(plan(service))
            return 0
        messages = backend.install(service) if args.action == "install" else backend.remove(service)
    except autostart.AutostartError as exc:
        return _fail(str(exc), 1)
    print("\n".join(messages))
    return 0


def _nothing_to_tag(report: TagReport, days: int | None) -> str:
    looked_at = f"{count_noun(report.scanned, 'note')} looked at"
    if days is not None and not report.in_window:
        return (
            f"Nothing to tag: no note is dated in the last {count_noun(days, 'day')} ({looked_at}). "
            "The window goes by the date in a note's name or front matter, not its file time: "
            "use --days N for a longer window, or --all for every note."
        )
    notes = count_noun(report.in_window, "note")
    scope = f"the {notes} dated in the last {count_noun(days, 'day')}" if days is not None else f"the {notes}"
    return (
        f"Nothing to tag: no untagged list item in {scope} reads as a decision, discovery, "
        f"preference or advice ({looked_at})."
    )


def _tag_summary(report: TagReport, days: int | None, dry_run: bool) -> str:
    if not report.notes:
        return _nothing_to_tag(report, days)
    by_hall = ", ".join(f"{hall} {n}" for hall, n in sorted(report.halls.items()))
    verb = "Would tag" if dry_run else "Tagged"
    entries, notes = count_noun(report.tags, "entry", "entries"), count_noun(len(report.notes), "note")
    return f"{verb} {entries} in {notes} ({by_hall})."


def cmd_tag_halls(args: argparse.Namespace) -> int:
    try:
        tagger = Tagger(args.vault, Settings.load().excluded_folders)
    except VaultMissing as exc:
        return _fail(str(exc))
    days = None if args.all else args.days
    report = tagger.run(args.now or dt.date.today(), days, args.dry_run)
    for rel in report.notes if args.dry_run else ():
        sys.stdout.write(report.diffs[rel])
    # With --dry-run stdout is the diff alone, so it can be piped to a patch tool.
    print(_tag_summary(report, days, args.dry_run), file=sys.stderr if args.dry_run else sys.stdout)
    for rel, reason in report.skipped:
        print(f"  skipped {rel}: {reason}", file=sys.stderr)
    for rel, reason in report.failed:
        print(f"  failed {rel}: {reason}", file=sys.stderr)
    return 1 if report.failed else 0


def _bench_engine(args: argparse.Namespace, settings: Settings) -> Engine:
    """An up-to-date engine, or the index as it is while the daemon holds its writer."""
    try:
        engine = Engine(args.vault, args.index_dir, settings)
    except IndexLocked:
        return Engine(args.vault, args.index_dir, settings, writable=False)
    engine.update(progress=stop_if_interrupted)
    return engine


def cmd_bench(args: argparse.Namespace) -> int:
    if args.config is not None and not args.config.is_file():
        return _fail(f"no such config file: {args.config}")
    if args.config is not None and doctor.config_problems(args.config):
        # A bench run on silently ignored settings would measure the wrong thing.
        return _fail("\n  ".join(doctor.config_problems(args.config)))
    try:
        queries = golden.load_golden(args.golden)
    except golden.GoldenError as exc:
        return _fail(str(exc))
    settings = Settings.load(args.config)
    engine = _bench_engine(args, settings)
    try:
        queries, left_out = golden.leave_out_unknown(queries, engine.indexer.known)
        for item in left_out:
            print(f"vault-recall: warning: {item.message()}", file=sys.stderr)
        if not queries:
            return _fail(f"no path expected in {args.golden} is a note in {args.vault}: is it the right vault?")
        report = golden.run_bench(engine, queries, args.now, left_out)
    finally:
        engine.close()
    if args.json:
        sys.stdout.buffer.write(orjson.dumps(golden.report_json(report)) + b"\n")
        return 0
    print(_weights_line(settings, args.config or config_dir() / "config.json"))
    sys.stdout.write(golden.format_report(report))
    return 0


def _weights_line(settings: Settings, source: Path) -> str:
    values = " ".join(f"{f.name}={getattr(settings, f.name)}" for f in fields(settings) if f.name != "excluded_folders")
    origin = f"from {source}" if source.is_file() else f"defaults: no {source}"
    return f"weights: {values} ({origin})"


def cmd_doctor(args: argparse.Namespace) -> int:
    findings = doctor.diagnose(args.vault, args.index_dir)
    for finding in findings:
        print(finding)
    return 0 if doctor.healthy(findings) else 1


def _daemon_version(vault: Path) -> str | None:
    record = read_runtime(vault)
    port = record.get("port") if record else None
    answer = doctor.probe_health(port) if isinstance(port, int) else None
    version = answer.get("version") if answer else None
    return version if isinstance(version, str) else None


def cmd_plugin(args: argparse.Namespace) -> int:
    try:
        if args.action == "install":
            print("\n".join(plugin.install(args.vault, args.dry_run)))
            return 0
        found = plugin.status(args.vault, _daemon_version(args.vault))
    except plugin.PluginError as exc:
        return _fail(str(exc))
    except OSError as exc:
        return _fail(f"cannot write the plugin: {exc}", 1)
    print("\n".join(found.lines(args.vault)))
    return 0 if found.installed_version and found.current else 1

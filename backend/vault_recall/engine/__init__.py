"""The search engine: notes → entries, tokens, lexicons, query model, index, retrievers, fusion
and snippets. No HTTP and no command line here; the daemon and the CLI call this package's
public API."""

from .service import Engine, IndexCorrupt, IndexLocked, PathError, SearchError, VaultMissing

__all__ = ["Engine", "IndexCorrupt", "IndexLocked", "PathError", "SearchError", "VaultMissing"]

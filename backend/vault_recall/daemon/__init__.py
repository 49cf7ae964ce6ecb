"""The HTTP daemon: the app and its gate, the server, the vault watcher and the runtime files."""

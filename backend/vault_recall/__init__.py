"""Vault Recall: entry-level search for an Obsidian vault in Chinese and English."""

__version__ = "0.1.0"

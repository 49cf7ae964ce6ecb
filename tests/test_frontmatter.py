from __future__ import annotations

from vault_recall.engine.frontmatter import parse_front_matter


def test_keys_lists_and_body_start():
    lines = ["---", "title: 'Quoted'", "tags: [a, b]", "aliases:", "  - One", "- Two", "empty:", "---", "body"]
    meta, start = parse_front_matter(lines)
    assert meta == {"title": "Quoted", "tags": ["a", "b"], "aliases": ["One", "Two"], "empty": []}
    assert start == 8


def test_no_front_matter():
    assert parse_front_matter(["# Title", "---"]) == ({}, 0)


def test_unclosed_front_matter_is_body():
    assert parse_front_matter(["---", "title: x", "text"]) == ({}, 0)


def test_garbage_lines_are_ignored():
    meta, start = parse_front_matter(["---", "::::", "ok: 1", "..."])
    assert (meta, start) == ({"ok": "1"}, 4)

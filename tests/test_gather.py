from __future__ import annotations

import pytest

from vault_recall.engine.gather import _a_section


@pytest.mark.parametrize(
    ("heading", "title", "date_source", "section", "expected"),
    [
        ("長照險要不要買", "保險", "front-matter", ["长照险", "要不要", "买"], True),
        ("Reading notes", "Four Thousand Weeks", None, ["read", "note"], True),
        # A book's notes under its own title are one subject; a day under its own title is not.
        ("Four Thousand Weeks", "Four Thousand Weeks", None, ["four", "thousand", "week"], True),
        ("2026-11-25", "2026-11-25", "daily", ["2026", "11", "25"], False),
        ("2026-11-25", "Project log", "heading", ["2026", "11", "25"], False),
        ("", "2026-11-25", "daily", [], False),
    ],
)
def test_a_section_is_a_heading_on_one_subject(heading, title, date_source, section, expected):
    stored = {"heading": heading, "title": title, "date_source": date_source, "section": section}
    assert _a_section(stored) is expected

from __future__ import annotations

import datetime as dt

import tantivy

from vault_recall.engine.documents import NO_DATE, NOTE_FIELDS, TEXT_FIELDS, build_schema, day_number, tie_order


def test_days_are_counted_from_1970_and_no_date_is_its_own_number():
    assert day_number(dt.date(1970, 1, 1)) == 0
    assert day_number(dt.date(2026, 11, 30)) == 20_787
    assert day_number(None) == NO_DATE == -1


def test_tie_order_is_newest_first_then_note_then_line_and_undated_last():
    day = 20_000
    assert tie_order("b.md", 9, day + 1) < tie_order("a.md", 1, day) < tie_order("a.md", 1, NO_DATE)
    assert tie_order("a.md", 2, day) < tie_order("a.md", 5, day)
    assert tie_order("a.md", 2, day) == tie_order("a.md", 2, day)
    assert (tie_order("a.md", 1, day) >> 16) != (tie_order("b.md", 1, day) >> 16)
    assert tie_order("a.md", 1, -5) < tie_order("a.md", 1, NO_DATE) < 1 << 64


def test_an_entry_is_found_by_its_words_sorted_by_its_date_and_read_back_whole():
    schema = build_schema()
    index = tantivy.Index(schema)
    writer = index.writer(15_000_000, 1)
    for line, (day, words) in enumerate(((20_000, "postgresql 备份"), (20_100, "postgresql 升级")), 1):
        doc = tantivy.Document(kind="entry", path="a.md", body=words, date=day, line=line)
        doc.add_unsigned("order", tie_order("a.md", line, day))
        doc.add_bytes("doc", b'{"line_start": %d}' % line)
        writer.add_document(doc)
    writer.commit()
    index.reload()
    searcher = index.searcher()
    query = tantivy.Query.term_query(schema, "body", "postgresql")
    hits = searcher.search(query, limit=5, order_by_field="date").hits
    assert [searcher.doc(address)["doc"][0] for _, address in hits] == [b'{"line_start": 2}', b'{"line_start": 1}']
    assert searcher.fast_field_values("line", [address for _, address in hits]) == [2, 1]
    assert TEXT_FIELDS == ("body", "title", "heading", "tags")
    assert NOTE_FIELDS == ("note_title", "note_heading", "note_body")

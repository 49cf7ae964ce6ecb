"""What an entry is matched by: the question's words and operators as one query, and the
filters (type, task state, period, excluded words and notes) every retriever adds to its own."""

from __future__ import annotations

import tantivy

from . import query as querymod
from .expand import Concept
from .retrievers import Retrievers
from .ties import Clauses


def filters(retrievers: Retrievers, parsed: querymod.ParsedQuery, exclude_paths: tuple[str, ...]) -> Clauses:
    """The filters of the question: the entry type and task state it asks for, its period, the
    words it excludes (``-word``) and the notes left out (``exclude_paths``)."""
    occur, term_query, schema = tantivy.Occur, tantivy.Query.term_query, retrievers.schema
    # No kind=entry filter: file and note documents have no entry text fields, so text
    # queries never reach them, and intersecting with every entry's posting cost a millisecond.
    found: Clauses = []
    if parsed.hall:
        found.append((occur.Must, retrievers.unscored(term_query(schema, "hall", parsed.hall))))
    if parsed.task:
        found.append((occur.Must, retrievers.unscored(term_query(schema, "task", parsed.task))))
    if parsed.after or parsed.before:
        found.append(retrievers.in_period(parsed.after, parsed.before))
    for word in parsed.excluded:
        for fname in ("body", "heading", "title", "tags"):
            found.append((occur.MustNot, term_query(schema, fname, word, index_option="freq")))
    for path in exclude_paths:
        found.append((occur.MustNot, term_query(schema, "path", path)))
    return found


def content_query(
    retrievers: Retrievers, parsed: querymod.ParsedQuery, concepts: list[Concept], weighted: bool
) -> tantivy.Query | None:
    """The words and operators an entry is matched by. A tag or link is what is asked
    ("notes tagged #redis"; the parser makes the words around it optional): an entry must
    have one, and the question's other words ("notes") only rank those that do."""
    words = [q for q in (retrievers.term_query(c, weighted) for c in concepts) if q is not None]
    operators = operator_queries(retrievers, parsed)
    if operators:
        anyone = tantivy.Query.boolean_query([(tantivy.Occur.Should, q) for q in operators])
        return tantivy.Query.boolean_query([(tantivy.Occur.Must, anyone), *((tantivy.Occur.Should, q) for q in words)])
    should = words + operators
    return tantivy.Query.boolean_query([(tantivy.Occur.Should, q) for q in should]) if should else None


def operator_queries(retrievers: Retrievers, parsed: querymod.ParsedQuery) -> list[tantivy.Query]:
    """The question's tags (``#redis``) and links (``[[Homelab]]``), each boosted by its weight."""
    schema, weights = retrievers.schema, retrievers.weights
    should = []
    for tag in parsed.tags:
        should.append(
            tantivy.Query.boost_query(
                tantivy.Query.term_query(schema, "tags", tag, index_option="freq"), weights.tag_boost
            )
        )
    for link in parsed.links:
        should.append(
            tantivy.Query.boost_query(
                tantivy.Query.const_score_query(tantivy.Query.term_query(schema, "links", link), 1.0),
                weights.link_boost,
            )
        )
    return should

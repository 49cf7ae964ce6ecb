"""The first hits of a query, settled the same on every build of an index.

tantivy breaks a tie by document order, which depends on how the indexing threads and later
edits laid out the segments: two builds of one vault answered differently. ``top`` settles a tie
across the cut, ``ranked`` every run of equal scores, in the index's tie order
(documents.tie_order: newest first, then by note and line).
"""

from __future__ import annotations

import datetime as dt

import tantivy

from .documents import day_number

CANDIDATES = 30  # the entries the entry BM25 hands to fusion
TIE_WINDOW = 50  # hits past a cut read to settle a tie across it

Hits = list[tuple[float, tantivy.DocAddress]]
# Clauses of a boolean query: the filters every retriever adds to its own.
Clauses = list[tuple[tantivy.Occur, tantivy.Query]]


def top(
    searcher: tantivy.Searcher,
    query: tantivy.Query,
    limit: int,
    order_by_field: str | None = None,
    order: tantivy.Order = tantivy.Order.Desc,
) -> Hits:
    """The first ``limit`` hits, the entries tied exactly at the cut taken in tie order. A tie
    running past the hits read is read again as far as the entries' cut reaches (CANDIDATES +
    TIE_WINDOW), and settled among those: reading all of it took a second search, 10 ms on a
    common word at 100k notes."""
    hits: Hits = searcher.search(
        query, limit=limit + TIE_WINDOW, count=False, order_by_field=order_by_field, order=order
    ).hits
    if len(hits) <= limit or hits[limit - 1][0] != hits[limit][0]:
        return hits[:limit]
    reach = CANDIDATES + TIE_WINDOW
    if hits[-1][0] == hits[limit - 1][0] and len(hits) == limit + TIE_WINDOW < reach:
        hits = searcher.search(query, limit=reach, count=False, order_by_field=order_by_field, order=order).hits
    edge = hits[limit - 1][0]
    first, end = limit - 1, limit
    while first and hits[first - 1][0] == edge:
        first -= 1
    while end < len(hits) and hits[end][0] == edge:
        end += 1
    tied = hits[first:end]
    keys = searcher.fast_field_values("order", [address for _, address in tied])
    settled = sorted(zip(keys, range(len(tied)), strict=False))
    return hits[:first] + [tied[i] for _, i in settled[: limit - first]]


def ranked(searcher: tantivy.Searcher, query: tantivy.Query, limit: int) -> Hits:
    """``top``, for a ranking whose order is its vote (the notes): each run of equal scores
    in tie order as well, not in tantivy's document order (tied notes voted at different ranks
    on different builds). Entries need no more than ``top``: fusion orders them."""
    hits = top(searcher, query, limit)
    runs: list[tuple[int, int]] = []
    start = 0
    for end in range(1, len(hits) + 1):
        if end == len(hits) or hits[end][0] != hits[start][0]:
            if end - start > 1:
                runs.append((start, end))
            start = end
    if not runs:
        return hits
    tied = [i for first, end in runs for i in range(first, end)]
    values = searcher.fast_field_values("order", [hits[i][1] for i in tied])
    keys = {i: int(value or 0) for i, value in zip(tied, values, strict=True)}
    settled = list(hits)
    for first, end in runs:
        settled[first:end] = [hits[i] for i in sorted(range(first, end), key=keys.__getitem__)]
    return settled


def top_until(
    searcher: tantivy.Searcher,
    required: list[tantivy.Query],
    undated_filters: Clauses,
    filters: Clauses,
    until: dt.date | None,
    limit: int,
    order_by_field: str | None = None,
    order: tantivy.Order = tantivy.Order.Desc,
) -> Hits:
    """The top hits of all ``required``, none dated after ``until``. The date range costs as
    much as the words (tantivy scans the date column: 3.7 of the 7.4 ms of the newest entries
    on a word in a fifth of 1.5 million), and the top rarely holds an entry from after an as-of
    date: search without the range (``undated_filters``), and again with it (``filters``) only
    when it did."""
    must = [(tantivy.Occur.Must, q) for q in required]
    hits = top(searcher, tantivy.Query.boolean_query(must + undated_filters), limit, order_by_field, order)
    if until is None or not hits:
        return hits
    last_day = day_number(until)
    days = searcher.fast_field_values("date", [address for _, address in hits])
    if all(day is None or day <= last_day for day in days):
        return hits
    return top(searcher, tantivy.Query.boolean_query(must + filters), limit, order_by_field, order)

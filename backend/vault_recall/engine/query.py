"""A raw query → what to look for: topic terms, operators, the "when did I last…" intent and a
date range from time expressions. Intent and time phrases are read from the raw text and
removed before tokenising, so they never count as topic words.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import lru_cache

from . import lexicon, periods, relative_periods, tokens
from .halls import ENTRY_TYPES, hall_named
from .topic import QueryWord, topic_words

MAX_QUERY_CHARS = 1000


class QueryError(ValueError):
    """A query that cannot be run; the message says what is wrong."""


@dataclass
class ParsedQuery:
    raw: str
    words: list[QueryWord] = field(default_factory=list)
    phrases: list[str] = field(default_factory=list)
    excluded: list[str] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    links: list[str] = field(default_factory=list)
    paths: list[str] = field(default_factory=list)
    hall: str | None = None
    after: dt.date | None = None
    before: dt.date | None = None
    until: dt.date | None = None  # "as of": nothing dated later exists yet
    intent: str | None = None  # "last": newest matching entries first; "first": oldest first
    prefer_hall: str | None = None  # "what did I decide about X": decisions about X first
    task: str | None = None  # only tasks in this state: "列出待办事件", "open tasks", task:done
    # The words that asked for tasks (待办, todo): a preference, never a requirement, so the
    # items under a "## 待办" heading come first and every other open task follows.
    task_words: list[str] = field(default_factory=list)
    # The period was read from a date the question writes out (2026-03-05, 1938年10月, 三月,
    # in December), not from an operator or a relative expression (上週, last month).
    dated_in_words: bool = False
    # The period came from the question's words alone, no operator (after:, before:) set one.
    period_in_words: bool = False
    # "How much did it cost", "血鈉多少", "幾多日": the answer states an amount in figures, in
    # this unit when the question says which (lexicon.AmountUnit's name: money, distance, …).
    asks_amount: bool = False
    amount_unit: str | None = None
    # Its words are all question words ("有哪些事情還沒處理"), taken as its topic for want of one.
    only_question_words: bool = False

    @property
    def terms(self) -> list[str]:
        return [w.text for w in self.words]

    @property
    def has_content(self) -> bool:
        return bool(self.words or self.phrases or self.tags or self.links)

    @property
    def by_date(self) -> bool:
        """Whether the question asks when: its answers are ordered by the day they were written
        (the newest for "when did I last…", the oldest for "when did I first…")."""
        return self.intent in ("last", "first")

    # Tasks asked for with no topic the vault has: all of them, newest first.
    listing: bool = False
    # "Related": an entry must share one of the note's anchors (its most salient word, its
    # tags) or a telling pair of its distinctive words (names, tags, most salient words; two
    # that would rarely meet by chance), or it is not related, however much else it shares.
    distinctive: frozenset[str] = frozenset()
    anchors: frozenset[str] = frozenset()
    telling: frozenset[frozenset[str]] = frozenset()

    @property
    def lists_tasks(self) -> bool:
        return self.listing or (self.task is not None and not self.has_content)


# Asking for a decision is intent, not topic: the entry-type rules find decisions that never use
# the word. The words come from the vocabulary the entry side uses too.
_DECISION_RE = re.compile(
    r"(?:是)?(?:怎麼|怎么|如何|為什麼|为什么)?(?:" + lexicon.vocabulary().asks_decision.pattern + r")(?:的|了)?"
    r"(?:\s+(?:about|on|to|for))?",
    re.IGNORECASE,
)

# Asking for tasks is a filter, not topic: "列出待辦事項", "my open tasks", "todos about backup".
_ZH_TASK_NOUNS = r"(?:事項|事项|事件|事情|任務|任务|清單|清单|工作|項目|项目|事)"
_ZH_ASK = r"(?:列出|列一下|看看|看一下|顯示|显示|查看|有哪些|還有哪些|还有哪些)?(?:我的|所有的?|全部的?)?"
_EN_ASK = r"(?:\b(?:list|show)\s+)?(?:\b(?:my|all|the)\s+)?"
_TASK_RES = (
    (
        "done",
        re.compile(
            _ZH_ASK
            + r"(?:已完成|已經完成|已经完成|(?<![沒没])做完了?|(?<![未沒没])完成了)(?:的)?(?:待辦|待办)?"
            + _ZH_TASK_NOUNS
            + "|"
            + _EN_ASK
            + r"\b(?:done|completed|finished|closed|checked[- ]off)\s+(?:tasks?|to-?dos?)\b",
            re.IGNORECASE,
        ),
    ),
    (
        "open",
        re.compile(
            _ZH_ASK
            + r"(?:待辦|待办|代辦|代办|未完成|還沒做|还没做|還沒處理|还没处理|還沒辦|还没办|沒做完|没做完)(?:的)?"
            + _ZH_TASK_NOUNS
            + "?"
            # "還有哪些沒處理的", "还有什么要办的", "還剩什麼沒處理", Cantonese "仲有咩未做": what
            # is left to do.
            + r"|(?:還|还|仲)(?:有|剩下|剩)(?:哪些|什麼|什么|啥|咩|乜嘢|邊啲|边啲)"
            + r"(?:事情?|嘢|活兒?|活儿?)?(?:還|还|仲)?"
            + r"(?:沒|没|要|得|待|需要|未|冇)"
            + r"(?:(?:做|處理|处理|辦|办|完成|弄|買|买|準備|准备|寫|写|搞)(?:完|好|掂)?(?:的|嘅)?(?:事情?|嘢)?"
            # any verb ending the question: "仲有咩要跟", "還有哪些沒修好"
            + r"|[\u4e00-\u9fff]{1,2}?(?:完|好|掂)?(?:的|嘅)?(?=\s*[?？]?\s*$))"
            + "|"
            + _EN_ASK
            + r"\b(?:open|pending|unfinished|outstanding|remaining|undone|unchecked)\s+"
            + r"(?:tasks?|to-?dos?|items|work|stuff|things|boxes)\b"
            # "what's still left to prep"
            + r"|\b(?:what(?:'s|\s+is)\s+)?(?:still\s+)?left\s+to\s+(?:do|prep|prepare|buy|finish|fix|book)\b"
            # "what is still open for the migration", "what else is still pending", "anything
            # outstanding", "anything left for the talk", "what's still on my list"
            + r"|\b(?:what(?:\s+else)?(?:'s|\s+is|\s+are)|anything(?:\s+else)?|everything)\s+(?:still\s+)?"
            + r"(?:open|pending|outstanding|unfinished|undone)\b"
            + r"|\banything(?:\s+else)?\s+(?:still\s+)?left\s+(?:for|after|on)\b"
            + r"|\b(?:still\s+)?on\s+(?:(?:my|our)\s+(?:to-?do\s+)?|the\s+to-?do\s+)list\b"
            # "what is left for the kitchen", "what tasks are left", "still to do for the visa"
            + r"|\bwhat(?:'s|\s+is|\s+are)\s+(?:still\s+)?left\s+(?:for|on)\b"
            + r"|\b(?:tasks?|to-?dos?|items)\s+(?:are\s+|is\s+)?(?:still\s+)?left\b"
            + r"|\bstill\s+to\s+(?:do|buy|book|fix|finish)\b"
            # "what haven't I done for the trip"
            + r"|\bwhat\s+(?:haven't|have\s+not)\s+(?:i|we)\s+(?:still\s+|yet\s+)?"
            + r"(?:done|finished|bought|booked|fixed)\b"
            # "things I haven't done yet", "stuff we still haven't finished"
            + r"|\b(?:things|stuff)\s+(?:i|we)\s+(?:still\s+)?(?:haven't|have\s+not)\s+(?:yet\s+)?"
            + r"(?:done|finished)(?:\s+yet)?"
            # "what do I still need to do", "things I still need to buy", "errands I still have to
            # run", "things I need to do for the move": what is still to be done
            + r"|\b(?:(?:things|stuff)\s+)?(?:i|we)\s+still\s+(?:need|have)\s+to\s+[a-z]+\b"
            + r"|\b(?:things|stuff)\s+(?:i|we)\s+(?:need|have)\s+to\s+(?:do|buy|book|fix|finish|prep|prepare)\b"
            # "any loose ends on the sale": what is left to tie up
            + r"|\b(?:any\s+|the\s+)?loose\s+ends\b"
            # "outstanding errands", "unfinished chores": the adjective asks, the noun is the topic
            + r"|\b(?:outstanding|unfinished|pending|undone)(?=\s+[a-z]+s\b)"
            + "|"
            + _EN_ASK
            + r"\bto-?dos?(?:\s+(?:list|items?))?\b"
            + r"|\b(?:list|show)\s+(?:(?:my|all|the)\s+)?tasks\b",
            re.IGNORECASE,
        ),
    ),
)
TASK_STATES = ("open", "done", "cancelled")

_WORK_TITLE_RE = re.compile(r"《[^《》]{1,100}》")
# "When'd I last", "what'd we decide": the phrases are written with "did".
_CONTRACTED_DID_RE = re.compile(r"\b(when|what|where|how|who|why)['’]d\b", re.IGNORECASE)
_A_NOT_A_RE = re.compile(r"(?P<verb>[\u4e00-\u9fff])[不沒没](?P=verb)")
_HELD_TITLE = 0xE000  # Unicode's private use area: no pattern of a query reads it
_HELD_TITLES_RE = re.compile("[\ue000-\uf8ff]")
_OPERATOR_RE = re.compile(
    r'"(?P<phrase>[^"]+)"'
    r"|\[\[(?P<link>[^\]]+)\]\]"
    r"|(?<!\S)(?P<key>path|tag|hall|task|after|before):(?P<value>\"[^\"]*\"|\S+)"
    r"|(?<!\S)#(?P<tag>[^\s#]+)"
    r"|(?<!\S)-(?P<neg>[^\s\-][^\s]*)",
    re.IGNORECASE,
)


def parse_date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text.strip())
    except ValueError:
        raise QueryError(f"not a date (use YYYY-MM-DD): {text!r}") from None


def parse(
    raw: str, now: dt.date, read_dates: bool = True, link_target: Callable[[str], bool] | None = None
) -> ParsedQuery:
    """``read_dates=False`` leaves the dates the question writes out among its words: the
    searcher asks again so when the vault has nothing dated in their period ("1938年10月的什麼
    事件", of a history note), which is then what the question is about, not when its answer
    was written. ``link_target`` says whether a name is a note or link target of the vault: "what
    links to X" then asks for ``[[X]]``."""
    if "\x00" in raw:
        raise QueryError("the query contains a NUL character")
    if len(raw) > MAX_QUERY_CHARS:
        raise QueryError(f"the query is longer than {MAX_QUERY_CHARS} characters")
    query = ParsedQuery(raw=raw)
    rest = _OPERATOR_RE.sub(lambda m: _operator(m, query), raw)
    if link_target is not None and not query.links:
        rest = _backlinks(rest, query, link_target)
    # A work's title in 《》 is a name, not a request: 《未完成的故事》 asks for no open tasks and
    # 《一九八四》 for no year. Each is held as one private-use character while intent, time and
    # tasks are read, and put back for the topic words.
    titles: list[str] = []

    def hold(m: re.Match[str]) -> str:
        titles.append(m.group(0))
        return chr(_HELD_TITLE + len(titles) - 1)

    rest = _WORK_TITLE_RE.sub(hold, rest)
    # "是不是該換", "要不要買", "去沒去過": an A-not-A question asks whether the statement holds,
    # and an entry states it ("該換", "要買", "去過"), so the question is read as its statement.
    rest = _A_NOT_A_RE.sub(r"\g<verb>", rest)
    rest = _CONTRACTED_DID_RE.sub(r"\1 did", rest)
    rest, _ = lexicon.vocabulary().frames.sub(_keep_topic, rest)
    # "What happened last week", 上個月在忙什麼: said with a period, they ask for its entries.
    unhappened, _ = lexicon.vocabulary().happenings.sub(_whole_phrase, rest)
    happened = unhappened != rest
    period = periods.Period(query.after, query.before)
    dated = periods.read(unhappened if happened else rest, period, now, read_dates, asks_what_happened=happened)
    if happened and not (period.after or period.before):
        # No period: the words are the topic ("what happened to the boiler").
        happened = False
        period = periods.Period(query.after, query.before)
        dated = periods.read(rest, period, now, read_dates)
    if period.after and period.before and period.after > period.before:
        # Periods that do not overlap ("July or December", "三月還是十二月") are choices the
        # question weighs, not when its answer was written: they stay words of the topic.
        query.after = query.before = None
    else:
        rest = dated
        operator_period = (query.after, query.before)
        query.after, query.before, query.dated_in_words = period.after, period.before, period.dated_in_words
        query.period_in_words = operator_period == (None, None) and (query.after, query.before) != (None, None)
    unasked = rest
    vocabulary = lexicon.vocabulary()
    marks: list[str] = []
    # The first-time phrases before the last-time ones, whose when-words they share
    # (第一次去日本是什麼時候): both are taken out, and the first time is what is asked.
    rest, found_first = vocabulary.asks_first.sub(lambda m: _keep_topic(m, marks), rest)
    rest, found_last = vocabulary.asks_last.sub(_keep_topic, rest)
    if found_first or found_last:
        query.intent = "first" if found_first else "last"
    marked = {t for mark in marks for t in tokens.tokenize(mark)}
    if query.by_date and not set(tokens.tokenize(rest)) - marked:
        # "When did I most recently run", "when did I first run": the verb is all the topic.
        rest = unasked
        if found_first:
            rest, _ = vocabulary.asks_first_keeping_verb.sub(_keep_topic, rest)
        rest, _ = vocabulary.asks_last_keeping_verb.sub(_keep_topic, rest)
    # Read after "the last time I…", whose "time" asks when, not how long.
    query.asks_amount = lexicon.vocabulary().asks_amount.search(rest) is not None
    if query.asks_amount:
        query.amount_unit = next((u.name for u in lexicon.vocabulary().units if u.asked.search(rest)), None)
    for state, pattern in _TASK_RES:
        asked: list[str] = []

        # take() runs inside the sub() just below, in this same iteration, so it sees this `asked`.
        def take(m: re.Match[str]) -> str:
            asked.append(m.group(0))  # noqa: B023
            return " "

        rest = pattern.sub(take, rest)
        if asked:
            query.task = query.task or state
            query.task_words.extend(t for t in tokens.tokenize(" ".join(asked)) if t not in query.task_words)
    # 哪 stays: the decision phrases know "最後買了" and "選哪" by it.
    rest = lexicon.vocabulary().asks_which.sub(lambda m: "哪 " if m.group(0).startswith("哪") else " ", rest)
    without_decision, found = _DECISION_RE.subn(" ", rest)
    if found and tokens.tokenize(without_decision):
        rest, query.prefer_hall = without_decision, "facts"
    elif found and (query.after or query.before or query.hall):
        # "上週做了什麼決定": no topic left, so list the period's decisions.
        rest, query.hall = without_decision, query.hall or "facts"
    if titles:
        rest = _HELD_TITLES_RE.sub(lambda m: titles[ord(m.group(0)) - _HELD_TITLE], rest)
    query.words = topic_words(rest)
    if query.by_date:
        # "Most recent Kubernetes work": the doing is asked for by the phrase; no entry needs it.
        # Nor "first", which an entry may say of the first time (第一次潛水) and most do not.
        nouns = _last_noun_tokens() | marked
        query.words = [replace(w, optional=True) if w.text in nouns else w for w in query.words]
    if query.tags or query.links:
        # "where did I reference [[X]]", "notes tagged #x about the cache": the tag or link says
        # what is asked for; the words around it rank, but an entry need not have them.
        query.words = [replace(w, optional=True) for w in query.words]
    elif (happened or query.period_in_words) and all(w.optional for w in query.words):
        # "三月初那週我在忙什麼", "三月第一週的紀錄": what went on then, whatever it was.
        query.words = []
    elif query.words and all(w.optional for w in query.words) and not query.phrases:
        # A question made only of question words is about them.
        query.words = [replace(w, optional=False) for w in query.words]
        query.only_question_words = True
    return query


def _whole_phrase(m: re.Match[str]) -> str:
    """A phrase taken out where it is words of its own: 發生 of 上週發生的漏水, not of 訊號發生器."""
    if relative_periods.starts_word(m) and relative_periods.ends_word(m):
        return " "
    return m.group(0)


def _backlinks(text: str, query: ParsedQuery, link_target: Callable[[str], bool]) -> str:
    """ "Backlinks for X", "連到 X 的筆記" asked of a note X the vault has: the link ``[[X]]``."""
    for pattern in lexicon.vocabulary().asks_backlinks:
        m = pattern.search(text)
        if m is None:
            continue
        name = tokens.normalize(m.group("name").strip())
        if name and link_target(name):
            query.links.append(name)
            return text[: m.start()] + " " + text[m.end() :]
    return text


@lru_cache(maxsize=1)
def _last_noun_tokens() -> frozenset[str]:
    return frozenset(t for word in lexicon.vocabulary().last_nouns for t in tokens.tokenize(word))


def _keep_topic(m: re.Match[str], marks: list[str] | None = None) -> str:
    """What an intent phrase held of the topic ("when did *Mochi* last get …"), and the word
    it marked (the "first" of "when did I first …"), which is noted in ``marks``."""
    held = m.groupdict()
    mark = held.get("mark") or ""
    if mark and marks is not None:
        marks.append(mark)
    return " " + (held.get("keep") or "") + " " + mark + " " + (held.get("verb") or "") + " "


def _operator(m: re.Match[str], query: ParsedQuery) -> str:
    if m.group("phrase"):
        query.phrases.append(tokens.normalize(m.group("phrase")))
        return " " + m.group("phrase") + " "
    if m.group("link"):
        query.links.append(tokens.normalize(m.group("link").split("|")[0].strip()))
        return " "
    if m.group("tag"):
        query.tags.append(tokens.normalize(m.group("tag")))
        return " "
    if m.group("neg"):
        query.excluded.extend(tokens.tokenize(m.group("neg")))
        return " "
    key, value = m.group("key").lower(), m.group("value").strip('"')
    if key == "path":
        query.paths.append(value.strip("/"))
    elif key == "tag":
        query.tags.append(tokens.normalize(value.lstrip("#")))
    elif key == "hall":
        hall = hall_named(value)
        if hall is None:
            raise QueryError(f"unknown entry type {value!r}; use one of {', '.join(ENTRY_TYPES)}")
        query.hall = hall
    elif key == "task":
        state = value.lower()
        if state not in TASK_STATES:
            raise QueryError(f"unknown task state {value!r}; use one of {', '.join(TASK_STATES)}")
        query.task = state
    elif key == "after":
        query.after = parse_date(value)
    else:
        query.before = parse_date(value)
    return " "

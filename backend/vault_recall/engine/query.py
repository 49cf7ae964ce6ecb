"""A raw query → what to look for: topic terms, operators, the "when did I last…" intent and a
date range from time expressions. Intent and time phrases are read from the raw text and
removed before tokenising, so they never count as topic words.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import lru_cache

import rjieba

from . import bilingual, lexicon, tokens
from .halls import ENTRY_TYPES, hall_named

MAX_QUERY_CHARS = 1000


class QueryError(ValueError):
    """A query that cannot be run; the message says what is wrong."""


@dataclass(frozen=True)
class QueryWord:
    """One word of the topic: the longest piece jieba found there, with the smaller pieces of
    its search mode inside it (``数据库`` holds ``数据``), which stand in for it when the vault
    lacks the whole word. ``run`` is the stretch of Chinese it came from, ``start``/``end`` its
    place there, so parts crossing jieba's cut can be looked up too (``保管库到`` → ``保管库``)."""

    text: str
    pieces: tuple[str, ...] = ()
    run: str = ""
    start: int = 0
    end: int = 0
    # Question words ("notes", "筆記", "日期") and lone Chinese characters: they rank, but an
    # entry need not have them.
    optional: bool = False
    # The word closed up with the next one, as notes often write a phrasal verb's noun
    # ("backed up" → backup, "log in" → login).
    joined: str = ""
    # The next topic word's term when only a space or a hyphen stands between them: the two may
    # be one phrase ("tire pressure", "blood sugar").
    next_term: str = ""
    # Pieces of two characters or more that spell the word end to end (华氏温标 → 华氏, 温标): a
    # note's text may be cut there by its context.
    split: tuple[str, ...] = ()


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
    intent: str | None = None  # "last": newest matching entries first
    prefer_hall: str | None = None  # "what did I decide about X": decisions about X first
    task: str | None = None  # only tasks in this state: "列出待办事件", "open tasks", task:done
    # The words that asked for tasks (待办, todo): a preference, never a requirement, so the
    # items under a "## 待办" heading come first and every other open task follows.
    task_words: list[str] = field(default_factory=list)
    # The period was read from a date the question writes out (2026-03-05, 1938年10月, 三月,
    # in December), not from an operator or a relative expression (上週, last month).
    dated_in_words: bool = False
    # "How much did it cost", "血鈉多少", "幾多日": the answer states an amount in figures, in
    # this unit when the question says which (lexicon.AmountUnit's name: money, distance, …).
    asks_amount: bool = False
    amount_unit: str | None = None

    @property
    def terms(self) -> list[str]:
        return [w.text for w in self.words]

    @property
    def has_content(self) -> bool:
        return bool(self.words or self.phrases or self.tags or self.links)

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

_RELATIVE_ZH = {
    "今天": (0, 0),
    "昨天": (1, 1),
    "前天": (2, 2),
}
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
            + r"|(?:還|还|仲)(?:有|剩下|剩)(?:哪些|什麼|什么|啥|咩|乜嘢|邊啲|边啲)(?:事情?|嘢)?(?:還|还|仲)?"
            + r"(?:沒|没|要|得|待|需要|未|冇)"
            + r"(?:做|處理|处理|辦|办|完成|弄|買|买|準備|准备|寫|写|搞)(?:完|好|掂)?(?:的|嘅)?(?:事情?|嘢)?"
            + "|"
            + _EN_ASK
            + r"\b(?:open|pending|unfinished|outstanding|remaining|undone|unchecked)\s+"
            + r"(?:tasks?|to-?dos?|items|work|stuff|things|boxes)\b"
            # "what's still left to prep", "what do I still need to do"
            + r"|\b(?:what(?:'s|\s+is)\s+)?(?:still\s+)?left\s+to\s+(?:do|prep|prepare|buy|finish|fix|book)\b"
            + r"|\bwhat\s+(?:do|should)\s+(?:i|we)\s+still\s+(?:need|have)\s+to\s+do\b"
            # "what is still open for the migration", "what's still pending", "anything outstanding"
            + r"|\b(?:what(?:'s|\s+is|\s+are)|anything|everything)\s+(?:still\s+)?"
            + r"(?:open|pending|outstanding|unfinished|undone)\b"
            # "what is left for the kitchen", "what tasks are left", "still to do for the visa"
            + r"|\bwhat(?:'s|\s+is|\s+are)\s+(?:still\s+)?left\s+(?:for|on)\b"
            + r"|\b(?:tasks?|to-?dos?|items)\s+(?:are\s+|is\s+)?(?:still\s+)?left\b"
            + r"|\bstill\s+to\s+(?:do|buy|book|fix|finish)\b"
            # "what haven't I done for the trip", "things I still need to buy"
            + r"|\bwhat\s+(?:haven't|have\s+not)\s+(?:i|we)\s+(?:done|finished|bought|booked|fixed)\b"
            # "things I still need to buy", "errands I still have to run": what is still to be done
            + r"|\b(?:(?:things|stuff)\s+)?(?:i|we)\s+still\s+(?:need|have)\s+to\s+[a-z]+\b"
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

_WEEK_RE = re.compile(r"\b(last|this|past)\s+week\b|上週|上周|本週|本周|這週|这周|這禮拜|这礼拜|上禮拜|上礼拜", re.I)
_MONTH_REL_RE = re.compile(r"\b(last|this|past)\s+month\b|上個月|上个月|這個月|这个月|本月", re.I)
# A year said relative to today, or a coming week or month, is when the topic happens, not when
# its notes were written: "last year's taxes" are filed this year, "next year's rate" is agreed
# now, and a year's notes are not all dated in it. No period, and no word an answer must have
# (as 今年, 去年, 明年 are time words, jieba's class t).
_TIME_ASIDE_RE = re.compile(
    r"\b(?:(?:earlier|later)\s+)?(?:this|last|next|past|previous|coming)\s+year(?:['’]s)?\b"
    r"|\b(?:next|coming)\s+(?:week|month)(?:['’]s)?\b",
    re.I,
)
# "Today's date", "今天的日期" name a date, the value a template or a command puts in a note,
# not the day to search.
_DAY_REL_RE = re.compile(r"\b(today|yesterday)\b(?!['’]s\s+date|\s+date)|(?:今天|昨天|前天)(?!的?日期)", re.I)
_YEAR_MONTH_RE = re.compile(r"(?<!\d)(\d{4})(?:-|/|年)(\d{1,2})(?:月)?(?![\d-])")
_FULL_DATE_RE = re.compile(
    r"(?<![\d:/])(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?![\d/])|(?<!\d)(\d{4})年(\d{1,2})月(\d{1,2})(?:日|號|号)"
)
_ZH_MONTHS = "一二三四五六七八九十"
_ZH_MONTH_RE = re.compile(r"(?<![\d\u4e00-\u9fff])(十[一二]|[一二三四五六七八九十]|1[0-2]|[1-9])月(?:份)?")
# Full month names only ("may" only after "in"): abbreviations collide with ordinary words.
_EN_MONTH_RE = re.compile(
    r"\b(?:in\s+)?(january|february|march|april|june|july|august|september|october|november"
    r"|december)\b|\bin\s+(may)\b",
    re.I,
)
_WORK_TITLE_RE = re.compile(r"《[^《》]{1,100}》")
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
    dated = _time_expressions(rest, query, now, read_dates)
    if query.after and query.before and query.after > query.before:
        # Periods that do not overlap ("July or December", "三月還是十二月") are choices the
        # question weighs, not when its answer was written: they stay words of the topic.
        query.after = query.before = None
        query.dated_in_words = False
    else:
        rest = dated
    for pattern in lexicon.vocabulary().asks_last:
        rest, found = pattern.subn(_keep_topic, rest)
        if found:
            query.intent = "last"
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
    if query.tags or query.links:
        # "where did I reference [[X]]", "notes tagged #x about the cache": the tag or link says
        # what is asked for; the words around it rank, but an entry need not have them.
        query.words = [replace(w, optional=True) for w in query.words]
    elif query.words and all(w.optional for w in query.words) and not query.phrases:
        # A question made only of question words is about them.
        query.words = [replace(w, optional=False) for w in query.words]
    return query


@lru_cache(maxsize=1)
def _filler_tokens() -> frozenset[str]:
    words = lexicon.vocabulary().filler
    return frozenset(words | {t for word in words for t in tokens.tokenize(word)})


def topic_words(text: str) -> list[QueryWord]:
    """The topic words of what is left of a query, each with the pieces inside it."""
    normalized = tokens.normalize(text)
    found = sorted(tokens.iter_tokens(normalized), key=lambda t: (t[1], t[1] - t[2]))
    filler = _filler_tokens()
    asking = [m.span("word") for m in lexicon.vocabulary().asks_how.finditer(normalized)]
    words: list[QueryWord] = []
    spans: list[tuple[int, int, list[str]]] = []
    for token, start, end in found:
        outer = next((s for s in spans if s[0] <= start and end <= s[1]), None)
        if outer is not None:
            if token not in outer[2] and token != normalized[outer[0] : outer[1]]:
                outer[2].append(token)
            continue
        spans.append((start, end, []))
    seen: set[str] = set()
    tokens_at = {(start, end): token for token, start, end in found}
    inside = [(start, end) for _, start, end in found]
    for i, (start, end, pieces) in enumerate(spans):
        text_ = tokens_at[(start, end)]
        if text_ in seen:
            continue
        seen.add(text_)
        run_start, run_end = _cjk_run(normalized, start, end)
        lone_char = tokens.is_cjk(text_) and len(text_) == 1 and not _names_a_thing(text_)
        following = _NEXT_WORD_RE.match(normalized, end)
        joined = text_ + following.group(1) if following and text_.isalpha() and text_.isascii() else ""
        after = spans[i + 1] if i + 1 < len(spans) else None
        next_term = tokens_at[after[:2]] if after and _PHRASE_GAP_RE.fullmatch(normalized, end, after[0]) else ""
        words.append(
            QueryWord(
                text_,
                tuple(p for p in pieces if p != text_),
                normalized[run_start:run_end],
                start - run_start,
                end - run_start,
                text_ in filler
                or lone_char
                or _function_word(text_)
                or _asks_quantity(text_)
                or (start, end) in asking,
                joined,
                next_term,
                _tiling(start, end, inside, tokens_at) if tokens.is_cjk(text_) else _parts(text_, pieces),
            )
        )
    return words


def _parts(word: str, pieces: list[str]) -> tuple[str, ...]:
    """The parts of a joined word (self-hosted, pg_upgrade) when it has two or more of two
    characters or more: a note may write it apart ("self hosted", "pg upgrade")."""
    parts = tuple(p for p in pieces if p != word)
    if len(parts) < 2 or any(len(p) < 2 for p in parts) or not tokens.is_joined(word):
        return ()
    return parts


def _tiling(
    start: int, end: int, inside: list[tuple[int, int]], tokens_at: dict[tuple[int, int], str]
) -> tuple[str, ...]:
    """The fewest pieces of two characters or more that spell ``start``–``end`` end to end, if
    there are two or more such pieces."""
    best: dict[int, tuple[str, ...]] = {start: ()}
    for at in range(start, end):
        if at not in best:
            continue
        for begin, stop in inside:
            if begin == at and stop <= end and stop - begin >= 2 and (begin, stop) != (start, end):
                path = (*best[at], tokens_at[(begin, stop)])
                if stop not in best or len(path) < len(best[stop]):
                    best[stop] = path
    return best.get(end, ()) if len(best.get(end, ())) >= 2 else ()


# Word classes of jieba's dictionary that wrap a topic rather than name one: pronouns (自己,
# 那邊, 哪款), time words (後來, 今年, 下次), conjunctions, prepositions, particles, interjections
# and measure words. Locality words (右边), numerals (第三方), adverbs (同步) and set phrases
# (正则表达式) are tagged in classes that hold topic words too, so they are left to be topic.
_FUNCTION_CLASSES = frozenset({"r", "t", "c", "p", "u", "y", "e", "q"})


@lru_cache(maxsize=4096)
def _names_a_thing(char: str) -> bool:
    """A lone character is mostly what jieba could not join (了, 事, 跑, 骑); a noun of a single
    meaning names a thing (鞋 shoe, 釉 glaze) and is topic like any word, and so is a character
    jieba's dictionary does not hold at all (䲟, 雫 of 雫石): a rare one, no function word."""
    tagged = rjieba.tag(char)
    if len(tagged) != 1:
        return False
    return tagged[0][1] == "x" or (tagged[0][1] == "n" and bilingual.one_meaning(char))


def _asks_quantity(word: str) -> bool:
    """幾度, 多少, 多久: the question asks for a number the entry writes as one."""
    return lexicon.vocabulary().interrogative.fullmatch(word) is not None


@lru_cache(maxsize=4096)
def _function_word(word: str) -> bool:
    """A Chinese word of a class that carries no topic: it ranks, but no entry needs it."""
    if not tokens.is_cjk(word):
        return False
    tagged = rjieba.tag(word)
    return len(tagged) == 1 and tagged[0][1] in _FUNCTION_CLASSES


_NEXT_WORD_RE = re.compile(r"[ \t]+([a-z]{2,})\b")
_PHRASE_GAP_RE = re.compile(r"[ \t]+|[ \t]*-[ \t]*")


def _cjk_run(text: str, start: int, end: int) -> tuple[int, int]:
    if not tokens.is_cjk(text[start:end]):
        return start, end
    while start > 0 and tokens.is_cjk(text[start - 1]):
        start -= 1
    while end < len(text) and tokens.is_cjk(text[end]):
        end += 1
    return start, end


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


def _keep_topic(m: re.Match[str]) -> str:
    """What an intent phrase held of the topic ("when did *Mochi* last get …")."""
    return " " + (m.groupdict().get("keep") or "") + " "


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


def _narrow(query: ParsedQuery, start: dt.date, end: dt.date) -> None:
    query.after = max(query.after, start) if query.after else start
    query.before = min(query.before, end) if query.before else end


def _starts_word(m: re.Match[str]) -> bool:
    """Whether an expression found in Chinese text begins a word there: 本周 in 日本周刊 does
    not (jieba reads 日本|周刊), 上週 in 上週做了什麼 does."""
    text, at = m.string, m.start()
    if at == 0 or not tokens.CJK_RE.match(text[at - 1]):
        return True
    start = at
    while start and tokens.CJK_RE.match(text[start - 1]):
        start -= 1
    end = at
    while end < len(text) and tokens.CJK_RE.match(text[end]):
        end += 1
    return any(begin == at - start for _, begin, _ in rjieba.tokenize(text[start:end]))


def _time_expressions(text: str, query: ParsedQuery, now: dt.date, read_dates: bool = True) -> str:
    def week(m: re.Match[str]) -> str:
        if not _starts_word(m):
            return m.group(0)
        word = (m.group(1) or "").lower()
        monday = now - dt.timedelta(days=now.weekday())
        if word == "past":
            _narrow(query, now - dt.timedelta(days=7), now)
        elif word == "last" or m.group(0)[0] in "上":
            _narrow(query, monday - dt.timedelta(days=7), monday - dt.timedelta(days=1))
        else:
            _narrow(query, monday, now)
        return " "

    def month(m: re.Match[str]) -> str:
        if not _starts_word(m):
            return m.group(0)
        word = (m.group(1) or "").lower()
        first = now.replace(day=1)
        if word == "past":
            _narrow(query, now - dt.timedelta(days=30), now)
        elif word == "last" or m.group(0)[0] == "上":
            prev_end = first - dt.timedelta(days=1)
            _narrow(query, prev_end.replace(day=1), prev_end)
        else:
            _narrow(query, first, now)
        return " "

    def day(m: re.Match[str]) -> str:
        if not _starts_word(m):
            return m.group(0)
        word = m.group(0).lower()
        back = {"today": 0, "yesterday": 1}.get(word, _RELATIVE_ZH.get(word, (0, 0))[0])
        target = now - dt.timedelta(days=back)
        _narrow(query, target, target)
        return " "

    def full_date(m: re.Match[str]) -> str:
        written = (m.group(1), m.group(3), m.group(4)) if m.group(1) else m.groups()[4:]
        year, mon, mday = (int(g) for g in written)
        target = _safe_date(year, mon, mday)
        if target:
            _narrow(query, target, target)
            query.dated_in_words = True
        return " "

    def year_month(m: re.Match[str]) -> str:
        year, mon = int(m.group(1)), int(m.group(2))
        if not 1 <= mon <= 12:
            return m.group(0)
        _narrow(query, dt.date(year, mon, 1), dt.date(year, mon, calendar.monthrange(year, mon)[1]))
        query.dated_in_words = True
        return " "

    def named_month(mon: int) -> str:
        year = now.year if mon <= now.month else now.year - 1
        _narrow(query, dt.date(year, mon, 1), dt.date(year, mon, calendar.monthrange(year, mon)[1]))
        query.dated_in_words = True
        return " "

    def zh_month(m: re.Match[str]) -> str:
        word = m.group(1)
        mon = (
            int(word)
            if word.isdigit()
            else (10 + _ZH_MONTHS.index(word[1]) + 1 if len(word) == 2 else _ZH_MONTHS.index(word) + 1)
        )
        return named_month(mon)

    def en_month(m: re.Match[str]) -> str:
        name = (m.group(1) or m.group(2))[:3].title()
        return named_month(list(calendar.month_abbr).index(name))

    if read_dates:
        text = _FULL_DATE_RE.sub(full_date, text)
        text = _YEAR_MONTH_RE.sub(year_month, text)
    text = _TIME_ASIDE_RE.sub(" ", text)
    text = _WEEK_RE.sub(week, text)
    text = _MONTH_REL_RE.sub(month, text)
    text = _DAY_REL_RE.sub(day, text)
    if not read_dates:
        return text
    text = _ZH_MONTH_RE.sub(zh_month, text)
    return _EN_MONTH_RE.sub(en_month, text)


def _safe_date(year: int, month: int, day: int) -> dt.date | None:
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None

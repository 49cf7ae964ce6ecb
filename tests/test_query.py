from __future__ import annotations

import datetime as dt

import pytest

from vault_recall.engine.query import QueryError, parse

NOW = dt.date(2026, 11, 30)  # a Monday
D = dt.date


@pytest.mark.parametrize(
    ("raw", "terms"),
    [
        ("上次搞 PostgreSQL 是什麼時候", ["postgresql"]),
        ("我最後一次弄 Docker 是哪一天", ["docker"]),
        ("when did I last work on Kubernetes", ["kubernet"]),
        ("last time I touched GitHub Actions", ["github", "action"]),
        ("最近一次折腾 Terraform 是哪天", ["terraform"]),
        ("距離上次換機油多久了", ["换", "机油", "多久"]),
        ("what was the date of my last dentist visit", ["dentist", "visit"]),
        ("what day was our last game", ["game"]),
        # Whether something is done yet: the newest word on it says.
        ("護照續了沒", ["护照", "续"]),
        ("水龍頭修好了沒有？", ["水龙头", "修好"]),
        ("交咗稅未", ["交", "税"]),
        ("have I renewed the passport yet", ["renew", "passport"]),
        ("did we ever fix the leaking tap", ["fix", "leak", "tap"]),
    ],
)
def test_last_intent_is_read_and_stripped(raw, terms):
    query = parse(raw, NOW)
    assert query.intent == "last"
    assert query.terms == terms


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        # "first" as an entry says it of the first time ranks, and no entry needs it.
        ("when did I first go diving", [("first", True), ("dive", False)]),
        ("the first time I tried sourdough", [("first", True), ("sourdough", False)]),
        ("when did Mochi first get sick", [("mochi", False), ("first", True), ("sick", False)]),
        ("when was my first piano lesson", [("first", True), ("piano", False), ("lesson", False)]),
        ("when did I first run", [("first", True), ("run", False)]),
        ("第一次去日本是什麼時候", [("第一次", True), ("日本", False)]),
        ("我头一回做寿司是哪天", [("头一回", True), ("寿司", False)]),
        # When it began: the beginning is asked, and the oldest entry says it.
        ("什麼時候開始吃素的", [("吃素", False)]),
        ("从什么时候开始失眠", [("失眠", False)]),
        ("最早提到 Redis 是哪天", [("提到", True), ("redi", False)]),
        ("when did the leak start", [("leak", False)]),
        ("since when have I been taking magnesium", [("take", False), ("magnesium", False)]),
        ("how long have I been doing yoga", [("yoga", False)]),
        ("earliest mention of the landlord", [("landlord", False)]),
        ("what day did I start running", [("run", False)]),
        ("剛開始學吉他是哪天", [("学", True), ("吉他", False)]),
        ("最初是什麼時候想搬家的", [("想", True), ("搬家", False)]),
        ("how long ago did I start knitting", [("knit", False)]),
        ("when did the headaches first start", [("headach", False), ("first", True)]),
        ("記帳 app 用的第一天是哪天", [("记账", False), ("app", False), ("用", True)]),
        ("這個習慣起初是哪天", [("习惯", False)]),
        (
            "when did the old garden shed project kick off",
            [("old", False), ("garden", False), ("shed", False), ("project", False)],
        ),
        ("earliest argument with the landlord", [("argument", False), ("landlord", False)]),
        ("my very first marathon", [("first", True), ("marathon", False)]),
        ("first ever gig with the band", [("first", True), ("gig", False), ("band", False)]),
        ("the day the kitten first turned up", [("kitten", False), ("first", True)]),
        ("最早那次露營是幾月", [("那次", True), ("露营", False), ("几月", True)]),
        ("剛開始學吉他是哪一年", [("学", True), ("吉他", False), ("哪一年", True)]),
    ],
)
def test_first_intent_is_read_and_stripped(raw, words):
    query = parse(raw, NOW)
    assert query.intent == "first"
    assert query.by_date
    assert [(w.text, w.optional) for w in query.words] == words


@pytest.mark.parametrize(
    ("raw", "intent"),
    [
        # The first of a series, or the earliest of a day, is no beginning.
        ("first draft of the essay", None),
        ("what did I do first", None),
        ("最早的航班幾點", None),
        ("最初的想法", None),
        ("my first name on the form", None),
        ("my first step is the outline", None),
        ("first things first", None),
        ("旅行第一天去了哪", None),
        ("起初的想法", None),
        # How long since the last time stays a last-time question.
        ("上次剪頭髮多久了", "last"),
        ("when did I last run", "last"),
    ],
)
def test_first_intent_is_not_read_from_other_firsts(raw, intent):
    assert parse(raw, NOW).intent == intent


def test_each_word_knows_the_word_right_after_it():
    words = parse("Dad's blood sugar, and tire pressure after 3 km", NOW).words
    assert [(w.text, w.next_term) for w in words] == [
        ("dad", ""),
        ("blood", "sugar"),
        ("sugar", ""),
        ("tire", "pressur"),
        ("pressur", ""),
        ("3", "km"),
        ("km", ""),
    ]


def test_plain_query_has_no_intent():
    query = parse("postgresql index", NOW)
    assert (query.intent, query.terms) == (None, ["postgresql", "index"])


@pytest.mark.parametrize(
    ("raw", "terms"),
    [
        ("那個 PostgreSQL 設置的決定寫在哪天", ["postgresql", "设置"]),
        ("what did I decide about the Terraform state file", ["terraform", "state", "file"]),
        ("Redis 淘汰策略最后是怎么决定的", ["redi", "淘汰", "策略"]),
        # "What did I end up …": 最後 / 後來 + a verb of choosing + a question word.
        ("小店運費的規則最後怎麼定的", ["小店", "运费", "规则"]),
        ("长照险最后买了没有", ["长照险"]),
        ("Rust 错误处理最后用哪个 crate", ["rust", "错误处理", "crate"]),
        ("did I end up buying my own kiln", ["buy", "kiln"]),
        ("房子最后租了哪一套", ["房子"]),
        ("最终选择了哪个方案", ["方案"]),
        ("what was the final decision on the apartment", ["apart"]),
        ("what was the verdict on the new laptop", ["new", "laptop"]),
        ("where did we land on the pricing", ["price"]),
        ("what was agreed about the deadline", ["deadlin"]),
        ("最终采用了什么方案", ["方案"]),
        ("哪天定下了 Docker 编排的方案", ["docker", "编排", "方案"]),
        ("阿仔學校最後點揀", ["阿仔", "学校"]),
        ("貓砂最後買哪牌", ["猫砂", "哪牌"]),
    ],
)
def test_decision_intent_prefers_decisions(raw, terms):
    query = parse(raw, NOW)
    assert query.prefer_hall == "facts"
    assert query.terms == terms


def test_which_brand_points_and_names_nothing():
    assert [(w.text, w.optional) for w in parse("貓砂最後買哪牌", NOW).words] == [("猫砂", False), ("哪牌", True)]


def test_the_word_decision_alone_stays_a_topic():
    assert parse("決定", NOW).prefer_hall is None


@pytest.mark.parametrize(
    ("raw", "after", "before"),
    [
        ("yesterday docker", D(2026, 11, 29), D(2026, 11, 29)),
        ("上週 Docker", D(2026, 11, 23), D(2026, 11, 29)),
        ("last week docker", D(2026, 11, 23), D(2026, 11, 29)),
        ("上個月 備份", D(2026, 10, 1), D(2026, 10, 31)),
        ("三月 備份", D(2026, 3, 1), D(2026, 3, 31)),
        ("2026-03 備份", D(2026, 3, 1), D(2026, 3, 31)),
        ("backup in december", D(2025, 12, 1), D(2025, 12, 31)),
        ("after:2026-01-01 before:2026-02-01 x", D(2026, 1, 1), D(2026, 2, 1)),
        ("今天的會議", D(2026, 11, 30), D(2026, 11, 30)),
        ("what did I do today", D(2026, 11, 30), D(2026, 11, 30)),
        ("2026年3月5日 跑步", D(2026, 3, 5), D(2026, 3, 5)),
        ("2026年3月5號跑了多遠", D(2026, 3, 5), D(2026, 3, 5)),
        ("2026/03/05 run", D(2026, 3, 5), D(2026, 3, 5)),
        ("2026/03 run", D(2026, 3, 1), D(2026, 3, 31)),
        ("去年九月的跑步", D(2025, 9, 1), D(2025, 9, 30)),
        ("我去年十二月做了什麼", D(2025, 12, 1), D(2025, 12, 31)),
        ("backup in March of last year", D(2025, 3, 1), D(2025, 3, 31)),
        ("過去三天的筆記", D(2026, 11, 27), D(2026, 11, 30)),
        ("上週三 開會", D(2026, 11, 25), D(2026, 11, 25)),
        ("what did I do 3 days ago", D(2026, 11, 27), D(2026, 11, 27)),
    ],
)
def test_time_expressions_filter_by_date(raw, after, before):
    query = parse(raw, NOW)
    assert (query.after, query.before) == (after, before)


@pytest.mark.parametrize(
    ("raw", "dated_in_words"),
    [
        ("2026-03-05 跑步", True),
        ("1938年10月的什麼事件", True),
        ("三月 跑步", True),
        ("backup in december", True),
        ("上週 跑步", False),
        ("last month backup", False),
        ("after:2026-01-01 跑步", False),
    ],
)
def test_a_written_out_date_is_marked_so_the_searcher_may_read_it_as_words(raw, dated_in_words):
    assert parse(raw, NOW).dated_in_words is dated_in_words


@pytest.mark.parametrize(
    ("raw", "period_in_words"),
    [
        ("上週 跑步", True),
        ("paid by accident yesterday", True),
        ("2026-03-05 跑步", True),
        ("after:2026-01-01 跑步", False),
        ("after:2026-01-01 上週 跑步", False),
        ("跑步", False),
    ],
)
def test_a_period_the_words_alone_set_is_marked_so_the_searcher_may_let_it_go(raw, period_in_words):
    assert parse(raw, NOW).period_in_words is period_in_words


@pytest.mark.parametrize(
    ("raw", "terms"),
    [
        ("《未完成的故事》是誰整理出版的", ["未", "完成", "故事", "谁", "整理", "出版"]),
        ("讀《上週的故事》的心得", ["读", "上周", "故事", "心得"]),
    ],
)
def test_a_works_title_in_book_quotes_is_a_name_not_a_request(raw, terms):
    query = parse(raw, NOW)
    assert (query.task, query.after, query.before, query.terms) == (None, None, None, terms)


def test_book_quotes_keep_the_rest_of_the_question_readable():
    query = parse("上週讀《未完成的故事》的心得", NOW)
    assert (query.after, query.before, query.task) == (D(2026, 11, 23), D(2026, 11, 29), None)
    assert query.terms == ["读", "未", "完成", "故事", "心得"]


@pytest.mark.parametrize(
    ("raw", "split"),
    [
        ("華氏溫標", ("华氏", "温标")),
        ("電動牙刷", ("电动", "牙刷")),
        # No tiling of pieces of two characters: 数据库 is 数据 + 库.
        ("数据库", ()),
        ("backup", ()),
        # A joined word's parts, as a note may write it apart.
        ("self-hosted", ("self", "host")),
        ("pg_upgrade", ("pg", "upgrad")),
        # A part of one letter says too little to stand for the word.
        ("N-terminal", ()),
    ],
)
def test_a_chinese_word_knows_the_pieces_that_spell_it(raw, split):
    assert parse(raw, NOW).words[0].split == split


@pytest.mark.parametrize(
    ("raw", "terms"),
    [
        # An A-not-A question is read as its statement: the entry says 該換, 要買, 會下雨.
        ("豆花是不是該換狗糧了", ["豆花", "该", "换", "狗", "粮"]),
        ("要不要買新的跑鞋", ["买", "新", "跑鞋"]),
        ("會不會下雨", ["下雨"]),
        ("好不好用", ["好用"]),
        # Not one: 差 and 多 are two characters.
        ("差不多", ["差不多"]),
    ],
)
def test_an_a_not_a_question_is_read_as_its_statement(raw, terms):
    assert parse(raw, NOW).terms == terms


def test_dates_left_unread_stay_words_of_the_topic():
    query = parse("1938年10月的什麼事件造成城市混亂", NOW, read_dates=False)
    assert (query.after, query.before) == (None, None)
    assert query.terms[:4] == ["1938", "年", "10", "月"]
    # Relative expressions are read either way: they can only mean when.
    assert parse("上週 跑步", NOW, read_dates=False).after == D(2026, 11, 23)


@pytest.mark.parametrize(
    ("raw", "terms"),
    [
        # 本周 ("this week") inside 日本周刊 (a Japanese weekly): jieba reads 日本|周刊.
        ("日本周刊少年连载的漫画", ["日本", "周刊", "少年", "连载", "漫画"]),
        # 本月 inside 基本月費 (the basic monthly fee).
        ("基本月費多少", ["基本", "月费", "多少"]),
    ],
)
def test_a_time_word_inside_another_word_is_no_time_expression(raw, terms):
    query = parse(raw, NOW)
    assert (query.after, query.before, query.terms) == (None, None, terms)


@pytest.mark.parametrize(
    ("raw", "terms"),
    [
        ("journal note for today's date", ["journal", "note", "today", "date"]),
        ("insert yesterday’s date", ["insert", "yesterday", "date"]),
        ("範本裡怎麼自動帶入今天的日期", ["范本", "自动", "带入", "今天", "日期"]),
        ("昨天日期", ["昨天", "日期"]),
    ],
)
def test_a_days_date_is_a_value_to_find_not_a_day_to_search(raw, terms):
    query = parse(raw, NOW)
    assert (query.after, query.before, query.terms) == (None, None, terms)


def test_operators():
    query = parse('"exact phrase" -draft path:01-Projects tag:pg #redis hall:facts [[Other Note]] rest', NOW)
    assert query.phrases == ["exact phrase"]
    assert query.excluded == ["draft"]
    assert query.paths == ["01-Projects"]
    assert query.tags == ["pg", "redis"]
    assert query.hall == "facts"
    assert query.links == ["other note"]
    assert query.terms == ["exact", "phrase", "rest"]


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ("a\x00b", "NUL"),
        ("x" * 1001, "longer than 1000"),
        ("hall:nonsense x", "unknown entry type"),
        ("after:2026-13-45 x", "not a date"),
        ("task:someday x", "unknown task state"),
    ],
)
def test_bad_queries(raw, message):
    with pytest.raises(QueryError, match=message):
        parse(raw, NOW)


@pytest.mark.parametrize("raw", ['"', "*", "(", "NEAR", ":", "^", "a OR (b", "\\", "[[", "#"])
def test_syntax_characters_are_plain_text(raw):
    parse(raw, NOW)


@pytest.mark.parametrize(
    ("raw", "terms"),
    [
        ("上回弄 nginx 是幾月幾號", ["nginx"]),
        ("when was the last time I checked on the backups", ["backup"]),
        ("多久没碰 Redis 了", ["redi"]),
        ("last time the backup ran", ["backup", "ran"]),
        # "last time" is built from its parts, not listed phrase by phrase.
        ("最後一回碰 nginx", ["nginx"]),
        ("上一趟去京都是哪天", ["京都"]),
        ("最近一回改 Redis 设定", ["redi", "设置"]),
        ("前次看牙醫", ["牙医"]),
        # Cantonese "which day"
        ("阿媽覆診係邊日", ["阿妈", "覆诊"]),
        # A light verb done right after "when" asks; it is no topic word an entry must have.
        ("我最近什么时候动过 Redis", ["redi"]),
        ("哪天去過牙醫", ["牙医"]),
        ("幾時搞過 Docker", ["docker"]),
        ("什麼時候碰 nginx", ["nginx"]),
        # The newest, said of an owner, after the topic, or as "the latest on".
        ("Mochi's last vet visit", ["mochi", "vet", "visit"]),
        ("the car’s most recent service", ["car", "servic"]),
        ("Kubernetes last worked on", ["kubernet"]),
        ("the backup script last touched?", ["backup", "script"]),
        ("show me the latest on the roof repair", ["roof", "repair"]),
        ("what's the latest with the landlord", ["landlord"]),
        ("last time I made pasta", ["pasta"]),
        ("when did I last take the cats to the vet", ["cat", "vet"]),
        ("when'd I last see the dentist", ["see", "dentist"]),
        ("上回出門跑步的日期", ["跑步", "日期"]),
    ],
)
def test_more_ways_to_ask_when(raw, terms):
    query = parse(raw, NOW)
    assert (query.intent, query.terms) == ("last", terms)


@pytest.mark.parametrize(
    ("raw", "terms"),
    [
        # How a thing stands now: the newest word on it says.
        ("how did the interview go", ["interview"]),
        ("how is the kitchen renovation going", ["kitchen", "renov"]),
        ("how is Mochi doing", ["mochi"]),
        ("what's the status of the visa", ["visa"]),
        ("any update on the roof repair", ["roof", "repair"]),
        ("搬家的事怎麼樣了", ["搬家"]),
        ("簽證辦得如何", ["签证"]),
        ("裝修進度", ["装修"]),
        ("報稅有什麼進展", ["报税"]),
    ],
)
def test_a_question_on_how_a_thing_stands_asks_for_the_newest(raw, terms):
    query = parse(raw, NOW)
    assert (query.intent, query.terms) == ("last", terms)


@pytest.mark.parametrize(
    "raw",
    [
        "how do I go to the airport",
        "how did we go about the move",
        "如何設定同步",
        # How it went: the day's entry says, not the newest.
        "端午那场龙舟赛成绩怎么样",
    ],
)
def test_how_to_is_no_question_on_how_a_thing_stands(raw):
    assert parse(raw, NOW).intent is None


def test_a_noun_for_the_doing_in_a_when_question_ranks_but_no_entry_needs_it():
    words = parse("most recent Kubernetes work", NOW).words
    assert [(w.text, w.optional) for w in words] == [("kubernet", False), ("work", True)]
    # Not in a question of no time, nor when it is all the topic there is.
    assert [w.optional for w in parse("Kubernetes work", NOW).words] == [False, False]
    assert [(w.text, w.optional) for w in parse("last time I worked", NOW).words] == [("work", False)]


@pytest.mark.parametrize(
    ("raw", "terms"),
    [
        ("when did I most recently run", ["run"]),
        ("when did I last cook?", ["cook"]),
        ("what day did we last go", ["go"]),
    ],
)
def test_a_when_question_left_without_topic_keeps_its_verb(raw, terms):
    query = parse(raw, NOW)
    assert (query.intent, query.terms) == ("last", terms)


@pytest.mark.parametrize(
    "raw",
    [
        # Not asking for the newest: a name, a last resort, a last that is no time.
        "Mochi's last name",
        "the plan's last resort",
        "the tent that lasted",
    ],
)
def test_phrases_near_when_that_do_not_ask_for_the_newest(raw):
    assert parse(raw, NOW).intent is None


@pytest.mark.parametrize(
    ("raw", "hall", "intent", "terms"),
    [
        # A hedge inside the phrase does not hide what is asked.
        ("what exactly did I decide about the cache", "facts", None, ["cach"]),
        ("what did we ultimately choose for hosting", "facts", None, ["host"]),
        ("did I ever actually finish the tax form", None, "last", ["finish", "tax", "form"]),
        ("how much did the movers charge in the end", None, None, ["mover", "charg"]),
    ],
)
def test_english_hedges_are_no_words_of_the_question(raw, hall, intent, terms):
    query = parse(raw, NOW)
    assert (query.prefer_hall, query.intent, query.terms) == (hall, intent, terms)


@pytest.mark.parametrize(
    ("raw", "optional"),
    [
        ("Redis 到底有沒有升級", ["到底"]),
        ("究竟用哪個資料庫", ["究竟", "用"]),
        ("我好像有寫過 nginx 的設定", ["好像"]),
        # 以前 of 以前的戶口 is the former account, a word of the topic.
        ("以前的退休金户口", []),
        # Someone unnamed is no word a note says of them.
        ("sold the old oven to some guy in Yuli", ["guy"]),
        ("someone recommended a plumber", ["someon"]),
        # A while ago, vaguely: no period, and no word an entry must have.
        ("前陣子買的相機", ["阵子", "买"]),
        ("年底的計畫", ["年底"]),
        # How to make it: the recipe says how without saying 做法.
        ("紅燒肉的做法", ["做法"]),
        # Which one, with the copula jieba joins to it (Cantonese 係邊間); anywhere in the vault.
        ("阿明推薦嘅餐廳係邊間", ["系边间"]),
        ("did I mention the move anywhere", ["mention", "anywher"]),
    ],
)
def test_hedges_and_unnamed_people_rank_but_no_entry_needs_them(raw, optional):
    assert [w.text for w in parse(raw, NOW).words if w.optional] == optional


@pytest.mark.parametrize(
    ("raw", "terms"),
    [
        # How a question frames its topic is no word its answer says.
        ("where did I put the spare key", ["spare", "key"]),
        ("what was the name of that ramen place", ["ramen", "place"]),
        ("提醒我水電師傅說了什麼", ["水电", "师傅"]),
        ("那家拉麵店叫什麼名字", ["家", "拉面", "店"]),
        # 有沒有寫過 is no part of the topic, and jieba no longer cuts 寫過酸種 as 寫|過酸種.
        ("我有沒有寫過酸種麵包的筆記", ["酸种", "面包", "笔记"]),
        # "I remember …" opens the question; 記得 later is the reminder asked for.
        ("我記得有一次市集賣爆", ["市集", "卖", "爆"]),
        ("印象中有寫過颱風吹壞工具間", ["台风", "吹坏", "工具", "间"]),
        ("下次記得帶傘", ["下次", "记得", "带伞"]),
        # Cantonese 係咪 "is it": jieba no longer cuts 覆診係咪 as 覆診係|咪.
        ("阿媽覆診係咪下個禮拜", ["阿妈", "覆诊"]),
    ],
)
def test_question_frames_are_no_topic_words(raw, terms):
    assert parse(raw, NOW).terms == terms


def test_decisions_of_a_period_without_topic():
    query = parse("上週做了什麼決定", NOW)
    assert (query.terms, query.hall, query.after, query.before) == ([], "facts", D(2026, 11, 23), D(2026, 11, 29))
    assert parse("what did we choose for the cache", NOW).prefer_hall == "facts"


@pytest.mark.parametrize(
    ("raw", "terms", "after", "before"),
    [
        ("what happened last week", [], D(2026, 11, 23), D(2026, 11, 29)),
        # "up to" of "what was I up to" is no "until".
        ("what was I up to last week", [], D(2026, 11, 23), D(2026, 11, 29)),
        ("上个月发生了什么", [], D(2026, 10, 1), D(2026, 10, 31)),
        ("上禮拜都在忙什麼", [], D(2026, 11, 23), D(2026, 11, 29)),
        ("昨天干嘛了", [], D(2026, 11, 29), D(2026, 11, 29)),
        ("上週過得怎麼樣", [], D(2026, 11, 23), D(2026, 11, 29)),
        ("recap of this past weekend", [], D(2026, 11, 28), D(2026, 11, 29)),
        # 那週 points at the week the question named; 紀錄 asks for what was written then.
        ("今年三月初那週我在忙什麼", [], D(2026, 3, 1), D(2026, 3, 10)),
        ("三月第一週的紀錄", [], D(2026, 3, 1), D(2026, 3, 7)),
        # With a topic, the topic is asked about in the period.
        ("what happened with the boiler last week", ["boiler"], D(2026, 11, 23), D(2026, 11, 29)),
        ("上週發生的漏水", ["漏水"], D(2026, 11, 23), D(2026, 11, 29)),
        # Inside a word it is the word: a signal generator.
        ("上週買的訊號發生器", ["买", "信号", "发生器"], D(2026, 11, 23), D(2026, 11, 29)),
        # Without a period, they are words like any.
        ("what happened to the boiler", ["happen", "boiler"], None, None),
    ],
)
def test_what_went_on_in_a_period_asks_for_its_entries(raw, terms, after, before):
    query = parse(raw, NOW)
    assert (query.terms, query.after, query.before) == (terms, after, before)


def test_a_what_went_on_word_inside_another_word_asks_nothing():
    # 發生 of 訊號發生器 is no "what happened": Christmas named without a span stays a word.
    query = parse("訊號發生器 聖誕節", NOW)
    assert (query.terms, query.after, query.before) == (["信号", "发生器", "圣诞节"], None, None)


def test_last_without_a_question_of_choice_is_not_a_decision():
    assert parse("最後一次去看牙醫", NOW).prefer_hall is None
    assert parse("還有什麼好吃的", NOW).task is None


def test_colloquial_when():
    assert parse("上次弄 nginx 是哪時候", NOW).terms == ["nginx"]


@pytest.mark.parametrize(
    ("raw", "task", "terms"),
    [
        ("列出待办事件", "open", []),
        ("列出待辦事項", "open", []),
        ("還有哪些沒做完的事", "open", []),
        ("裝修還有哪些沒處理的", "open", ["装修"]),
        ("爸媽那邊還有什麼要辦的", "open", ["爸妈", "那边"]),
        ("花園仲有咩嘢要搞", "open", ["花园"]),
        ("保險仲有乜嘢未處理", "open", ["保险"]),
        ("仲有咩未做", "open", []),
        # Any verb ending the question: what is still to be followed up, fixed, tidied.
        ("媽媽嗰邊仲有咩要跟", "open", ["妈妈"]),
        ("車庫還有哪些沒修好", "open", ["车库"]),
        ("搬屋仲有邊啲嘢未執好", "open", ["搬屋"]),
        ("還有什麼問題", None, ["还有", "问题"]),
        ("新烤箱那邊還剩什麼沒處理", "open", ["新", "烤箱", "那边"]),
        ("还没处理的事情", "open", []),
        ("what is left for the kitchen renovation", "open", ["kitchen", "renov"]),
        ("anything outstanding on the visa", "open", ["visa"]),
        ("what haven't I done for the trip", "open", ["trip"]),
        ("things I haven't done yet for the move", "open", ["move"]),
        ("things I still haven't done for the shop", "open", ["shop"]),
        ("what else is still open for the birthday trip", "open", ["birthday", "trip"]),
        ("anything left after the physics talk", "open", ["physic", "talk"]),
        ("what else is still on my list there", "open", []),
        ("is there anything left in the budget", None, ["left", "budget"]),
        ("what's on the list for the party", None, ["parti"]),
        ("郫都蜂那边还有哪些活没干", "open", ["郫", "蜂", "那边"]),
        ("things we need to do for the move", "open", ["move"]),
        ("things I need to know about taxes", None, ["thing", "need", "know", "tax"]),
        ("things I still need to buy for the trip", "open", ["trip"]),
        ("errands I still need to run", "open", ["errand"]),
        ("what we still have to pack for Kyoto", "open", ["kyoto"]),
        ("list my outstanding errands", "open", ["errand"]),
        ("unfinished chores at home", "open", ["chore", "home"]),
        ("the claim is still pending", None, ["claim", "still", "pend"]),
        ("what tasks are left for the NAS", "open", ["nas"]),
        ("unchecked items for the Kita", "open", ["kita"]),
        ("what is left in the budget", None, ["left", "budget"]),
        ("the outstanding balance", None, ["outstand", "balanc"]),
        ("what's still left to prep before the concert", "open", ["concert"]),
        ("what is still open for the database migration", "open", ["databas", "migrat"]),
        ("what's still pending on the bathroom", "open", ["bathroom"]),
        ("any loose ends on the kitchen renovation", "open", ["kitchen", "renov"]),
        ("the loose ends of the sale", "open", ["sale"]),
        ("the door is still open", None, ["door", "still", "open"]),
        ("待辦 備份", "open", ["备份"]),
        ("open tasks about backup", "open", ["backup"]),
        ("show my TODOs", "open", []),
        ("list tasks", "open", []),
        ("completed tasks", "done", []),
        ("已完成的任務", "done", []),
        ("task:done backup", "done", ["backup"]),
        ("task:cancelled", "cancelled", []),
    ],
)
def test_asking_for_tasks_filters_by_task_state(raw, task, terms):
    query = parse(raw, NOW)
    assert (query.task, query.terms) == (task, terms)


def test_the_word_task_alone_stays_a_topic():
    query = parse("celery task retries", NOW)
    assert (query.task, query.terms) == (None, ["celeri", "task", "retri"])


def test_the_words_asking_for_tasks_are_kept_apart_as_a_preference():
    listing = parse("列出待辦事件", NOW)
    assert (listing.lists_tasks, listing.task_words, listing.terms) == (True, ["待办", "事件"], [])
    topical = parse("待辦 備份", NOW)
    assert (topical.lists_tasks, topical.terms) == (False, ["备份"])


def test_topic_words_hold_their_search_mode_pieces():
    words = parse("迁移 PostgreSQL 数据库", NOW).words
    assert [(w.text, w.pieces) for w in words] == [("迁移", ()), ("postgresql", ()), ("数据库", ("数据", "据库"))]


def test_question_words_and_lone_characters_are_optional():
    words = parse("PostgreSQL 事 的筆記", NOW).words
    assert [(w.text, w.optional) for w in words] == [("postgresql", False), ("事", True), ("笔记", True)]
    assert [(w.text, w.optional) for w in parse("筆記", NOW).words] == [("笔记", False)]
    assert [w.optional for w in parse("notes tagged #redis", NOW).words] == [True, True]


def test_cantonese_questions_keep_only_their_topic_words():
    last = parse("媽媽上次眼科覆診係幾時", NOW)
    assert (last.intent, [w.text for w in last.words]) == ("last", ["妈妈", "眼科", "覆诊"])
    assert parse("媽媽幾時覆診", NOW).intent == "last"
    decided = parse("我哋決定咗用邊間保險", NOW)
    assert (decided.prefer_hall, [w.text for w in decided.words if not w.optional]) == ("facts", ["保险"])
    where = parse("嗰個花園嘅水管喺邊度買", NOW)
    assert [w.text for w in where.words if not w.optional] == ["花园", "水管"]


def test_a_lone_character_that_names_one_thing_is_a_topic_word():
    # 鞋 (shoe) and 茶 (tea) are nouns of one meaning; 骑 (ride) is a verb, 事 a noun of many.
    assert [(w.text, w.optional) for w in parse("攀岩鞋的决定是哪天", NOW).words] == [("攀岩", False), ("鞋", False)]
    assert [(w.text, w.optional) for w in parse("PostgreSQL 茶", NOW).words] == [("postgresql", False), ("茶", False)]
    assert [(w.text, w.optional) for w in parse("美濃 騎 事", NOW).words] == [
        ("美浓", False),
        ("骑", True),
        ("事", True),
    ]


def test_a_character_jiebas_dictionary_lacks_is_a_topic_word():
    # 䲟 (a remora) and 雫 (a drop, of the place name 雫石) are in no word jieba knows.
    first = parse("䲟又叫做什么", NOW).words[0]
    assert (first.text, first.optional) == ("䲟", False)
    assert [(w.text, w.optional) for w in parse("雫石车站", NOW).words][:2] == [("雫", False), ("石", True)]


def test_words_of_classes_that_wrap_a_topic_are_optional():
    # 今年 (a time word), 那邊 (a pronoun), 还是 (a conjunction) rank, but an entry need not
    # have them; 右边 (a locality word, as often a topic as not) stays a topic word.
    assert [(w.text, w.optional) for w in parse("今年報稅扣除額", NOW).words] == [
        ("今年", True),
        ("报税", False),
        ("扣除额", False),
    ]
    assert [(w.text, w.optional) for w in parse("爸媽那邊的事還是琴弓", NOW).words] == [
        ("爸妈", False),
        ("那边", True),
        ("事", True),
        ("还是", True),
        ("琴弓", False),
    ]
    assert [(w.text, w.optional) for w in parse("右边的侧边栏", NOW).words] == [
        ("右边", False),
        ("侧边", False),
        ("栏", True),
    ]


def test_words_that_ask_how_many_or_how_much_are_optional():
    # The entry gives the number ("素燒 800 度"), not the question word; 多元 (plural) and 多媒體
    # (multimedia) are topics, not questions.
    assert [(w.text, w.optional) for w in parse("素燒要燒到幾度", NOW).words] == [
        ("素烧", False),
        ("烧", True),
        ("几度", True),
    ]
    assert [(w.text, w.optional) for w in parse("长照补助一个月额度多少", NOW).words][-1] == ("多少", True)
    assert [(w.text, w.optional) for w in parse("騎一趟多遠", NOW).words][-1] == ("多远", True)
    assert [(w.text, w.optional) for w in parse("多元 多媒體", NOW).words] == [("多元", False), ("多媒体", False)]


def test_the_adjective_after_how_asks_and_is_optional():
    # "how long" asks for "90 分鐘" as 多久 does; "a long walk" is about a long walk.
    assert [(w.text, w.optional) for w in parse("how long do I simmer the pork", NOW).words] == [
        ("long", True),
        ("simmer", False),
        ("pork", False),
    ]
    assert [(w.text, w.optional) for w in parse("How  far is the lake", NOW).words] == [
        ("far", True),
        ("lake", False),
    ]
    assert [(w.text, w.optional) for w in parse("a long walk", NOW).words] == [("long", False), ("walk", False)]
    assert [(w.text, w.optional) for w in parse("howlong farm", NOW).words] == [("howlong", False), ("farm", False)]


@pytest.mark.parametrize(
    "raw",
    [
        "how much did the balcony renovation cost in total",
        "How many CPD hours do I still need",
        "what was my half marathon finish time",
        "阿嬤住院時血鈉多少",
        "芋圆现在几公斤",
        "Duolingo streak 幾多日",
        "意大利文堂幾錢",
        "套房冬天 minimum stay 定咗幾多晚",
        "上次做N2模拟考是什么时候，考了几分",
    ],
)
def test_a_question_for_an_amount_is_read_in_three_scripts(raw):
    assert parse(raw, NOW).asks_amount


@pytest.mark.parametrize(
    ("raw", "unit"),
    [
        ("素燒要燒到幾度", "temperature"),
        ("美濃那條路線騎一趟多遠", "distance"),
        ("how much did the balcony renovation cost in total", "money"),
        ("阳台改造多少钱", "money"),
        ("how long did I have to rest", "duration"),
        ("麻糬現在幾公斤", "weight"),
        ("阿嬤住院時血鈉多少", None),
        ("how many CPD hours do I still need", None),
        ("balcony renovation cost", None),
    ],
)
def test_a_question_for_an_amount_may_name_its_unit(raw, unit):
    assert parse(raw, NOW).amount_unit == unit


@pytest.mark.parametrize(
    "raw",
    [
        "how long ago did I back up the NAS",
        "what was the last time I ran the backup script",
        "上次帶媽去回診是幾號",
        "常用的那几个命令能不能固定显示",
        "好幾次提到的 Redis",
        "Mochi 幾時打疫苗",
        "《幾多》這本書",
        "balcony renovation",
        "多元 多媒體",
    ],
)
def test_dates_a_few_and_titles_do_not_ask_for_an_amount(raw):
    assert not parse(raw, NOW).asks_amount


@pytest.mark.parametrize(
    ("raw", "terms", "hall"),
    [
        ("新烤箱最後買了哪一台", ["新", "烤箱"], "facts"),
        ("今年報稅扣除額選哪一種", ["今年", "报税", "扣除额"], "facts"),
        ("鄉村麵包用的麵粉後來選了哪一家", ["乡村", "面包", "用", "面粉"], "facts"),
        ("后来租下的是哪一套", ["后来", "租下"], None),
        ("我说过不再接某一类活", ["说", "不再", "接", "活"], None),
    ],
)
def test_which_one_by_its_measure_word_is_no_topic_word(raw, terms, hall):
    query = parse(raw, NOW)
    assert (query.terms, query.prefer_hall) == (terms, hall)
    assert parse("上一次處理 PostgreSQL 是哪一天", NOW).intent == "last"


@pytest.mark.parametrize(
    ("raw", "terms"),
    [
        ("which tomatoes did I grow this year", ["tomato", "grow"]),
        ("last year's taxes", ["tax"]),
        ("an injury earlier this year", ["injuri"]),
        ("next month plans", ["plan"]),
        ("the year of the rabbit", ["year", "rabbit"]),
    ],
)
def test_a_year_said_relative_to_today_is_neither_a_period_nor_a_topic_word(raw, terms):
    query = parse(raw, NOW)
    assert (query.terms, query.after, query.before) == (terms, None, None)


def test_jixx_asks_how_many_before_any_measure():
    query = parse("去年聖誕禮盒做了幾盒", NOW)
    assert query.asks_amount
    assert ("几盒", True) in [(w.text, w.optional) for w in query.words]
    assert ("几乎", False) in [(w.text, w.optional) for w in parse("几乎每天", NOW).words]
    assert not parse("几乎每天跑步", NOW).asks_amount
    assert not parse("茶几", NOW).asks_amount


NOTES_OF_THE_VAULT = {"redis 快取层重构", "postgresql cheatsheet", "台北马拉松备赛"}


@pytest.mark.parametrize(
    ("raw", "link"),
    [
        ("Redis 快取層重構 反向連結", "redis 快取层重构"),
        ("台北馬拉松備賽 的反向連結", "台北马拉松备赛"),
        ("哪些筆記有連結 Redis 快取層重構", "redis 快取层重构"),
        ("连到 台北马拉松备赛 的笔记", "台北马拉松备赛"),
        ("backlinks for PostgreSQL cheatsheet", "postgresql cheatsheet"),
        ("what links to the PostgreSQL cheatsheet?", "postgresql cheatsheet"),
        ("notes linking to PostgreSQL cheatsheet", "postgresql cheatsheet"),
    ],
)
def test_asking_what_links_to_a_note_of_the_vault_is_its_link(raw, link):
    query = parse(raw, NOW, link_target=NOTES_OF_THE_VAULT.__contains__)
    assert (query.links, query.terms) == ([link], [])


@pytest.mark.parametrize("raw", ["show backlinks for a note", "Redis 反向連結", "links to the past"])
def test_what_links_to_a_name_the_vault_lacks_stays_words(raw):
    query = parse(raw, NOW, link_target=NOTES_OF_THE_VAULT.__contains__)
    assert query.links == []
    assert query.terms == parse(raw, NOW).terms


def test_how_a_question_recalls_is_no_topic():
    query = parse("I remember writing somewhere about the Pinkoi tax category", NOW)
    assert [(w.text, w.optional) for w in query.words] == [
        ("rememb", True),
        ("write", True),
        ("somewher", True),
        ("pinkoi", False),
        ("tax", False),
        ("categori", False),
    ]
    # Alone, it is what the question is about.
    assert [(w.text, w.optional) for w in parse("remember", NOW).words] == [("rememb", False)]


@pytest.mark.parametrize(
    ("raw", "terms"),
    [
        ("which film camera did I decide to keep", ["film", "camera"]),
        ("which camera did we choose to go with for Penghu", ["camera", "penghu"]),
        ("I decided to use Rust", ["rust"]),
        ("what did I decide about Douhua's food", ["douhua", "food"]),
    ],
)
def test_the_verb_of_choosing_after_a_decision_word_is_part_of_the_ask(raw, terms):
    query = parse(raw, NOW)
    assert (query.prefer_hall, query.terms) == ("facts", terms)


@pytest.mark.parametrize(
    ("raw", "hall", "intent"),
    [
        ("按揭最後同邊間銀行做", "facts", None),
        ("两只猫最后吃哪个牌子的粮", "facts", None),
        ("露營最終帶咩帳篷去", "facts", None),
        # "The last time … which day" asks when, not what was chosen.
        ("最後一次去慈濟是哪天", None, "last"),
        # Too far from its question word to be about it.
        ("最后那个方案是什么", None, None),
    ],
)
def test_in_the_end_which_one_asks_for_a_decision_whatever_its_verb(raw, hall, intent):
    query = parse(raw, NOW)
    assert (query.prefer_hall, query.intent) == (hall, intent)


def test_my_last_is_the_newest_but_a_last_name_is_not():
    assert parse("my last dentist appointment", NOW).intent == "last"
    assert parse("my last name", NOW).intent is None
    assert parse("the last chapter of the book", NOW).intent is None
    assert parse("I have not decided yet", NOW).intent is None
    assert parse("have I got notes on bread", NOW).intent is None


def test_a_demonstrative_and_its_measure_point_at_a_thing_and_name_none():
    words = [(w.text, w.optional) for w in parse("美濃那條路線騎一趟多遠", NOW).words]
    assert ("那条", True) in words and ("路线", False) in words
    assert ("哪种", True) in [(w.text, w.optional) for w in parse("豆瓣醬要買哪種", NOW).words]
    assert ("哪几天", True) in [(w.text, w.optional) for w in parse("Hannah 來台灣住了哪幾天", NOW).words]


def test_an_intent_phrase_keeps_the_topic_inside_it():
    query = parse("when did Mochi last get a vaccine", NOW)
    assert (query.intent, query.terms) == ("last", ["mochi", "vaccin"])


def test_a_decision_word_of_the_entry_side_asks_for_decisions():
    query = parse("Redis 方案是怎么敲定的", NOW)
    assert (query.prefer_hall, query.terms) == ("facts", ["redi", "方案"])


@pytest.mark.parametrize("raw", ["hall:decision", "hall:facts", "hall:hall_facts", "hall:Decisions"])
def test_entry_types_are_typed_by_plain_or_stored_name(raw):
    assert parse(raw, NOW).hall == "facts"


@pytest.mark.parametrize(
    ("raw", "optional"),
    [
        ("where did I reference the [[PostgreSQL cheatsheet]]", {"refer": True}),
        ("有連到 [[台北馬拉松備賽]] 的紀錄", {"连": True, "纪录": True}),
        ("#redis 快取", {"缓存": True}),
        # Without a tag or link, the words are the topic.
        ("where did I reference the cheatsheet", {"refer": False, "cheatsheet": False}),
    ],
)
def test_words_beside_a_tag_or_link_rank_but_are_not_required(raw, optional):
    assert {w.text: w.optional for w in parse(raw, NOW).words} == optional


def test_periods_that_do_not_overlap_are_topic_words_not_a_filter():
    query = parse("which JLPT session did I settle on, July or December", NOW)
    assert (query.after, query.before, query.terms) == (None, None, ["jlpt", "session", "juli", "decemb"])
    # One period, or two that overlap, still filter.
    query = parse("JLPT in July", NOW)
    assert (query.after, query.before, query.terms) == (dt.date(2026, 7, 1), dt.date(2026, 7, 31), ["jlpt"])

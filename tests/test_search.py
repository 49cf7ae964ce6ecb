from __future__ import annotations

import datetime as dt

import pytest

from conftest import NOW, vault_engine, write_vault
from vault_recall.engine.config import Settings
from vault_recall.engine.expand import Expander
from vault_recall.engine.fusion import Weights
from vault_recall.engine.pipeline import Pipeline
from vault_recall.engine.query import parse
from vault_recall.engine.questions import noted_concepts
from vault_recall.engine.retrievers import Retrievers
from vault_recall.engine.search import SearchError
from vault_recall.engine.service import Engine


def top(page, n=3):
    return [(r["path"].rsplit("/", 1)[-1], r["line_start"]) for r in page["results"][:n]]


def answers(page):
    """The entries that answer, not those that show the rest of an answer's section."""
    return [r for r in page["results"] if "rank_context" not in r["signals"]]


def answer_places(page):
    """Where the answers are: (path, first line), in their order."""
    return [(r["path"], r["line_start"]) for r in answers(page)]


def answered_in(tmp_path, notes, question):
    """Where a vault of these notes answers the question."""
    with vault_engine(tmp_path, notes) as engine:
        return answer_places(engine.search(question, now=NOW))


def test_result_shape_is_the_http_contract(engine):
    page = engine.search("PostgreSQL", now=NOW)
    # "semantic" says whether vectors took part, when semantic search is on.
    assert set(page) - {"semantic"} == {"query", "took_ms", "intent", "results"}
    result = page["results"][0]
    assert set(result) == {
        "path",
        "line_start",
        "line_end",
        "heading",
        "title",
        "date",
        "dated",
        "date_source",
        "hall",
        "type",
        "task",
        "score",
        "snippet",
        "signals",
    }
    assert {"bm25", "overlap", "recency", "hall", "confidence", "structure", "fused", "rank_entry"} <= set(
        result["signals"]
    )


def test_a_result_says_the_state_of_its_task(tmp_path):
    notes = {
        "journal/2026-11-27.md": "- [ ] renew the passport\n- [x] passport photos taken\n"
        "- [/] passport form half done\n- [-] passport courier, cancelled\n- the passport expires in March\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        results = engine.search("passport", now=NOW, limit=10)["results"]
    assert sorted((r["line_start"], r["task"]) for r in results) == [
        (1, "open"),
        (2, "done"),
        (3, "open"),
        (4, "cancelled"),
        (5, None),
    ]


def test_simplified_query_finds_traditional_notes(engine):
    assert ("資料庫遷移計畫.md", 11) in top(engine.search("资料库 迁移", now=NOW), 3)


def test_traditional_query_finds_simplified_notes(engine):
    assert top(engine.search("備份腳本", now=NOW), 1) == [("2026-11-25.md", 1)]


def test_lowercase_english_finds_capitalised_term_in_chinese_note(engine):
    assert top(engine.search("postgresql backup", now=NOW), 1) == [("2026-11-28.md", 5)]


def test_english_word_finds_chinese_counterpart(engine):
    # backup ↔ 備份 through CC-CEDICT: the Chinese decision is found by an English query.
    paths = top(engine.search("BACKUP", now=NOW), 5)
    assert ("2026-11-28.md", 5) in paths


def test_chinese_word_finds_english_counterpart(engine):
    assert ("2026-10-02.md", 2) in top(engine.search("備份 演練", now=NOW), 5)


def test_prefix_expansion(engine):
    assert top(engine.search("postgres 備份", now=NOW), 1) == [("2026-11-28.md", 5)]


def test_last_intent_answers_with_the_newest_entry(engine):
    page = engine.search("上次搞 PostgreSQL 是什麼時候", now=NOW)
    assert page["intent"] == "last"
    assert [r["date"] for r in answers(page)] == ["2026-11-28", "2026-10-02", "2026-09-15"]
    # The page goes on with the rest of the answers' sections, after every answer.
    assert page["results"][:3] == answers(page)
    assert {r["signals"]["rank_context"] for r in page["results"][3:]} <= {1.0, 2.0, 3.0}


def test_as_of_an_earlier_day_hides_later_entries(engine):
    page = engine.search("when did I last work on PostgreSQL", now=dt.date(2026, 10, 15))
    assert [r["date"] for r in page["results"]][:1] == ["2026-10-02"]
    assert all(r["date"] <= "2026-10-15" for r in page["results"])


def test_as_of_hides_later_entries_from_a_plain_query_too(engine):
    later = engine.search("PostgreSQL", now=NOW)
    assert any(r["date"] > "2026-10-15" for r in later["results"])
    page = engine.search("PostgreSQL", now=dt.date(2026, 10, 15))
    assert page["results"]
    assert all(r["date"] <= "2026-10-15" or not r["dated"] for r in page["results"])


def test_as_of_an_earlier_day_hides_later_decisions(tmp_path):
    notes = {
        "journal/2026-09-01.md": "- 決定 PostgreSQL 連線池用 pgbouncer\n",
        "journal/2026-11-20.md": "- 最後決定 PostgreSQL 升級到 16\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        for now, dates in [(NOW, ["2026-11-20", "2026-09-01"]), (dt.date(2026, 10, 1), ["2026-09-01"])]:
            page = engine.search("PostgreSQL 的決定", now=now)
            assert [(r["date"], r["hall"]) for r in page["results"]] == [(d, "facts") for d in dates]


def test_a_tag_or_link_with_no_topic_word_beside_it_is_what_an_entry_must_have(tmp_path):
    notes = {
        "journal/2026-11-02.md": "# 2026-11-02\n\n- Redis cache: went with cache-aside #redis\n",
        "journal/2026-11-03.md": "# 2026-11-03\n\n- meeting notes for the offsite\n- notes on the router\n",
        "journal/2026-11-04.md": "# 2026-11-04\n\n- 讀了 [[Redis 筆記]] 的持久化那段\n- 整理筆記\n",
        "Redis 筆記.md": "- AOF 和 RDB 的差別\n",
        "journal/2026-10-05.md": "# 2026-10-05\n\n- TTL 設太短，快取一直失效 #redis\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        tagged = {("journal/2026-11-02.md", 3), ("journal/2026-10-05.md", 3)}
        found = answer_places(engine.search("notes tagged #redis", now=NOW))
        assert set(found) == tagged
        found = answer_places(engine.search("連到 [[Redis 筆記]] 的筆記", now=NOW))
        # The line that links to the note, and the note itself; not the line that says 筆記.
        assert found == [("journal/2026-11-04.md", 3), ("Redis 筆記.md", 1)]
        # The words around the tag only rank the entries that have it.
        found = answer_places(engine.search("#redis router", now=NOW))
        assert set(found) == tagged


def test_an_english_question_reaches_a_chinese_word_of_one_character(tmp_path):
    notes = {
        "陶藝/燒窯.md": "- 2026-05-16 沾釉十六件\n- 2026-11-14 天目釉 10 件、青瓷 6 件\n- 2026-11-20 修坯\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        page = engine.search("when was the last time I glazed", now=NOW)
        assert [(r["line_start"], r["date"]) for r in answers(page)] == [(2, "2026-11-14"), (1, "2026-05-16")]


def test_filters_leave_the_bm25_signal_alone(engine):
    def bm25_by_entry(page):
        return {(r["path"], r["line_start"]): r["signals"]["bm25"] for r in answers(page)}

    plain = bm25_by_entry(engine.search("PostgreSQL", limit=50))
    as_of = bm25_by_entry(engine.search("PostgreSQL", limit=50, now=NOW))
    decisions = bm25_by_entry(engine.search("PostgreSQL", limit=50, hall="facts"))
    assert decisions and set(decisions) <= set(plain)
    assert all(as_of[key] == plain[key] for key in set(as_of) & set(plain))
    assert all(decisions[key] == plain[key] for key in decisions)


def test_decision_question_puts_decisions_first(engine):
    page = engine.search("那個 PostgreSQL 的決定寫在哪天", now=NOW)
    assert [r["hall"] for r in answers(page)] == ["facts", "facts", "events"]


def test_asking_for_todos_puts_the_tasks_under_a_todo_heading_first_then_every_other(engine):
    assert top(engine.search("列出待办事件", now=NOW), 5) == [
        ("資料庫遷移計畫.md", 19),
        ("資料庫遷移計畫.md", 20),
        ("2026-11-28.md", 6),
    ]


def test_note_name_opens_the_note(engine):
    assert top(engine.search("DB migration", now=NOW), 1) == [("資料庫遷移計畫.md", 11)]


def test_tag_and_link_operators(engine):
    assert top(engine.search("#postgres", now=NOW), 2) == [("2026-11-28.md", 5), ("資料庫遷移計畫.md", 11)]
    assert ("2026-11-28.md", 6) in top(engine.search("[[資料庫遷移計畫]]", now=NOW), 2)


def test_phrase_exclusion_hall_and_path_operators(engine):
    assert top(engine.search('"replication slot"', now=NOW)) == [("2026-11-28.md", 7)]
    assert all(r["hall"] == "facts" for r in engine.search("postgresql", hall="facts", now=NOW)["results"])
    assert all(r["path"].startswith("journal/") for r in engine.search("path:journal PostgreSQL", now=NOW)["results"])
    excluded = engine.search("postgresql -16", now=NOW)["results"]
    assert ("2026-10-02.md", 1) not in [(r["path"].rsplit("/", 1)[-1], r["line_start"]) for r in excluded]


def test_time_expression_alone_lists_that_period(engine):
    page = engine.search("上個月", now=NOW)
    assert {r["date"] for r in page["results"]} == {"2026-10-02"}


def test_a_written_out_date_the_vault_has_nothing_dated_in_is_part_of_the_topic(tmp_path):
    """A history note's "1938年10月" is what the question is about; the journal's days are
    when its entries were written. A period with dated entries stays a filter when something in
    it says the whole question."""
    notes = {
        "歷史/武漢會戰.md": "# 武漢會戰\n\n1938年10月，日軍攻陷武漢，數個城市陷入混亂。\n",
        "歷史/戊戌政變.md": "9月21日，慈禧回到紫禁城發動政變，光緒帝被幽禁在瀛台。\n",
        "日記/2026-03-05.md": "- 晨泳 1 公里\n",
        "日記/2026-03-06.md": "- 跑步 10 公里\n- 看了武漢的紀錄片\n",
        "日記/2026-03-09.md": "- 跑步 5 公里\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        history = engine.search("1938年10月的什麼事件造成城市混亂", now=NOW)
        assert answer_places(history)[0] == ("歷史/武漢會戰.md", 3)
        assert answer_places(engine.search("what happened in 1938-10 in 武漢", now=NOW))[0] == ("歷史/武漢會戰.md", 3)
        assert answer_places(engine.search("2026年3月6日 跑步", now=NOW)) == [("日記/2026-03-06.md", 1)]
        # 2026-03-05 has a swim, no run: the runs of other days answer, and the page says so.
        other_day = engine.search("2026-03-05 跑步", now=NOW)
        assert answer_places(other_day) == [("日記/2026-03-09.md", 1), ("日記/2026-03-06.md", 1)]
        assert other_day["unanswered_period"] == {"after": "2026-03-05", "before": "2026-03-05"}
        # A month without its year too: nothing is dated in September.
        assert answer_places(engine.search("9月慈禧發動政變後光緒帝被幽禁在哪", now=NOW))[0] == ("歷史/戊戌政變.md", 1)


def test_a_period_nothing_is_dated_in_is_let_go_when_it_empties_the_answer(tmp_path):
    """Pages have no written dates: "yesterday" in a question about them says when something
    happened to the asker, not when an answer was written. A journal's period with dated
    entries stays a filter, answered or not, and so does an operator's."""
    notes = {
        "Refunds.md": "# Refunds\n\nIf you were charged by accident, ask for a refund within 14 days.\n",
        "退款.md": "# 退款\n\n誤購的訂閱可以在 14 天內申請退款。\n",
        "日記/2026-11-20.md": "- 申請了健身房退款\n",
        "日記/2026-11-25.md": "- 去游泳\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        page = engine.search("charged by accident yesterday, how do I get a refund", now=NOW)
        assert answer_places(page)[0] == ("Refunds.md", 3)
        assert page["empty_period"] == {"after": "2026-11-29", "before": "2026-11-29"}
        # 上週 (Nov 23–29) has a dated entry, but no refund: the refund of another week answers,
        # and the page says the period had nothing on it.
        journal = engine.search("上週申請退款", now=NOW)
        assert answer_places(journal)[0] == ("日記/2026-11-20.md", 1)
        assert journal["unanswered_period"] == {"after": "2026-11-23", "before": "2026-11-29"}
        assert "empty_period" not in journal
        assert engine.search("after:2026-11-29 charged by accident refund", now=NOW)["results"] == []
        # Answered in the period: nothing is let go.
        kept = engine.search("上週 游泳", now=NOW)
        assert answer_places(kept) == [("日記/2026-11-25.md", 1)]
        assert "empty_period" not in kept and "unanswered_period" not in kept


def test_a_task_request_whose_period_holds_no_task_lists_the_open_tasks_of_any_day(tmp_path):
    """ "大前天打去南榕追完錢，合約還剩哪些事要做": the call was three days ago, the contract's
    open tasks were written before; the page says the period had none."""
    notes = {
        "Projects/南榕 合約.md": "# 南榕 合約\n\n- [ ] 寄九月的請款單給南榕\n- [x] 簽合約\n- [ ] 補寫報廢琴的說明\n",
        "日記/2026-11-27.md": "- 打去南榕追錢，會計說下週匯\n- [ ] 買弦\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        page = engine.search("大前天打去南榕追完錢，合約那邊還剩哪些事要做", now=NOW)
        assert answer_places(page)[:2] == [("Projects/南榕 合約.md", 3), ("Projects/南榕 合約.md", 5)]
        assert page["unanswered_period"] == {"after": "2026-11-27", "before": "2026-11-27"}
        # An open task in the period that says the topic is the answer, and the period stays.
        notes["日記/2026-11-27.md"] += "- [ ] 合約副本寄給南榕\n"
    with vault_engine(tmp_path / "dated", notes) as engine:
        page = engine.search("大前天打去南榕追完錢，合約那邊還剩哪些事要做", now=NOW)
        assert answer_places(page) == [("日記/2026-11-27.md", 3)]
        assert "unanswered_period" not in page


def test_a_written_date_opened_by_after_or_since_finds_the_days_from_it_on(tmp_path):
    notes = {
        "日記/2026-10-20.md": "- 狗糧換成雞肉口味\n",
        "日記/2026-11-07.md": "- 看獸醫，皮膚過敏\n- 狗糧先停雞肉\n",
        "日記/2026-11-15.md": "- 狗糧改成鮭魚口味\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        # The vet's day and after: the October change of food is not among the answers.
        after_vet = answer_places(engine.search("11月7號看完獸醫之後 狗糧", now=NOW))
        assert ("日記/2026-11-15.md", 1) in after_vet and ("日記/2026-10-20.md", 1) not in after_vet
        since = answer_places(engine.search("dog food since Nov 7", now=NOW))
        assert sorted(since) == [("日記/2026-11-07.md", 2), ("日記/2026-11-15.md", 1)]
        assert answer_places(engine.search("狗糧 11月7號之前", now=NOW)) == [("日記/2026-10-20.md", 1)]


def test_a_period_counted_back_from_today_filters_and_is_no_topic_word(tmp_path):
    """ "過去三天", "3 days ago", "上週末", "昨晚", "去年十二月": once read as words, their 三天, ago
    and 末 were topic words no entry has, and the answer went empty."""
    notes = {
        "日記/2025-12-20.md": "- 去游泳，游了一千公尺\n",
        "日記/2026-11-20.md": "- 去游泳，換了新泳鏡\n",
        "日記/2026-11-27.md": "- went swimming at the river pool\n",
        "日記/2026-11-28.md": "- 週末去游泳，人很多\n",
        "日記/2026-11-29.md": "- 晚上去夜泳\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        # Nov 27–30: the English line is a swim too.
        assert answer_places(engine.search("過去三天 游泳", now=NOW)) == [
            ("日記/2026-11-28.md", 1),
            ("日記/2026-11-27.md", 1),
        ]
        assert answer_places(engine.search("swimming 3 days ago", now=NOW)) == [("日記/2026-11-27.md", 1)]
        assert answer_places(engine.search("上週末 游泳", now=NOW)) == [("日記/2026-11-28.md", 1)]
        assert answer_places(engine.search("昨晚做了什麼", now=NOW)) == [("日記/2026-11-29.md", 1)]
        assert answer_places(engine.search("去年十二月 游泳", now=NOW)) == [("日記/2025-12-20.md", 1)]


def test_a_note_s_folder_says_what_its_entries_are_about(tmp_path):
    """The open tasks of 养蜂/蜂群总览.md say neither 养蜂 nor their note's title; the folder does."""
    notes = {
        "养蜂/蜂群总览.md": "# 蜂群总览\n\n## 待办\n\n- [ ] 巢门加防鼠片\n- [ ] 四号空箱消毒\n",
        "家务/清单.md": "# 清单\n\n- [ ] 换灯泡\n- [ ] 养蜂的书还给图书馆\n",
    }
    assert answered_in(tmp_path, notes, "养蜂 还有哪些待办") == [
        ("家务/清单.md", 4),
        ("养蜂/蜂群总览.md", 5),
        ("养蜂/蜂群总览.md", 6),
    ]


def test_when_did_i_last_reads_the_newest_line_of_the_note_it_names(tmp_path):
    """A note of dated messages never repeats whose they are: its title says it."""
    older = "".join(
        f"## 2026-0{month}-0{day}\n\n- 蜂箱照片第 {month}{day} 張\n\n" for month in (3, 4, 5) for day in (2, 5, 8, 9)
    )
    notes = {
        "朋友/阿君.md": f"# 阿君\n\n{older}## 2026-11-20\n\n- 問我冬天怎麼餵糖\n",
        "日記/2026-10-01.md": "- 跟阿君吃飯\n",
    }
    assert answered_in(tmp_path, notes, "上次阿君傳訊息是什麼時候")[0] == ("朋友/阿君.md", 53)


def test_a_works_title_in_book_quotes_asks_for_the_work_not_for_tasks(tmp_path):
    notes = {
        "書單.md": "- 《未完成的故事》是托爾金的遺稿，由克里斯托佛整理出版\n",
        "待辦.md": "- [ ] 還沒完成的報告\n- [ ] 整理書架\n",
    }
    assert answered_in(tmp_path, notes, "《未完成的故事》是誰整理出版的")[0] == ("書單.md", 1)


def test_a_word_a_note_writes_cut_apart_is_found_in_it(tmp_path):
    """jieba reads 電動牙刷 as one word, 電動 牙刷 as two: a note written either way has it."""
    notes = {
        "日記/2026-11-02.md": "- 買了電動牙刷\n",
        "日記/2026-11-20.md": "- 電動 牙刷 的刷頭該換了\n- 電動車 充電\n",
    }
    assert answered_in(tmp_path, notes, "電動牙刷") == [("日記/2026-11-02.md", 1), ("日記/2026-11-20.md", 1)]


def test_a_joined_word_is_found_where_a_note_writes_it_apart(tmp_path):
    notes = {
        "journal/2026-11-02.md": "- moved the CI to a self-hosted box\n",
        "journal/2026-11-20.md": "- the runner is self hosted now\n- hosted the book club\n",
    }
    assert answered_in(tmp_path / "a", notes, "self-hosted") == [
        ("journal/2026-11-02.md", 1),
        ("journal/2026-11-20.md", 1),
    ]


def test_an_a_not_a_question_is_not_emptied_by_its_question_form(tmp_path):
    """是不是 is how the question asks, not a word an answer has: with 狗 missing too, it had
    outnumbered 豆花, the word the vault has."""
    notes = {
        "日記/2026-11-08.md": "- 豆花最近挑食，飼料裡拌了一點鮮食才肯吃\n",
        "日記/2026-11-09.md": "- 買了新的貓砂\n",
    }
    assert answered_in(tmp_path, notes, "豆花是不是該換狗糧了") == [("日記/2026-11-08.md", 1)]


def _many_lessons() -> dict[str, str]:
    """A month of driving lessons and bread, in which "next" and "lesson" meet by chance."""
    return {
        f"journal/2026-10-{day:02d}.md": f"- driving lesson {day}, next one on Friday\n- 烤了第 {day} 個麵包\n"
        for day in range(1, 32)
    } | {f"notes/練習 {n}.md": f"- 練習第 {n} 天\n" for n in range(1, 10)}


def test_two_rare_words_meeting_in_an_entry_answer_a_wordy_question(tmp_path):
    """一陣子, 痛到, 不行, 到底 and 毛病 are not in the vault and outnumber the words it has;
    右手 and 揉麵, each in one entry of about eighty, meet in the same one: no accident."""
    notes = _many_lessons() | {"journal/2026-05-12.md": "- 最近手腕揉麵會痛，右手大拇指那一側\n- 醫生說要戴護腕\n"}
    question = "有一陣子右手揉麵痛到不行，醫生到底說是什麼毛病"
    assert answered_in(tmp_path, notes, question)[0] == ("journal/2026-05-12.md", 1)


def test_two_common_words_meeting_by_chance_answer_nothing(tmp_path):
    """The words "next" and "lesson" share thirty entries of the vault; guitar, violin, teacher and
    conservatory are not in it: the question is about something else."""
    question = "when is my next guitar lesson with the violin teacher at the conservatory"
    assert answered_in(tmp_path, _many_lessons(), question) == []


def test_the_everyday_words_a_vault_lacks_count_less_than_its_topic_words(tmp_path):
    """ "music" (Zipf 5.52) and "school" (5.71) are everyday words: lacking them counts 0.48 and
    0.29 against the two words the vault has, so the driving lessons answer in part (as they do
    "when is my next guitar lesson"), below any entry that says more."""
    found = answered_in(tmp_path, _many_lessons(), "when is my next guitar lesson at the music school")
    assert found[0] == ("journal/2026-10-31.md", 1)


def test_no_matching_entry_means_no_results(engine):
    assert engine.search("量子退火 演算法", now=NOW)["results"] == []
    assert engine.search("how to tune a harpsichord", now=NOW)["results"] == []


def test_a_question_wholly_in_the_other_language_is_answered_by_its_translations(tmp_path):
    """Asked in Chinese of an English recipe, every match is a translation: 香蕉 banana and 烤箱
    oven answer though 蛋糕 (the note says bread) and 要開 are not in the vault; most of the
    words missing is still no answer."""
    notes = {
        "recipes/Banana bread.md": "# Banana bread\n\n1. Oven at 170°C with the fan on.\n2. Mash three bananas.\n",
        "recipes/滷肉飯.md": "# 滷肉飯\n\n1. 五花肉切條，先煸出油。\n2. 小火滷 90 分鐘。\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        oven = engine.search("香蕉蛋糕烤箱要開幾度", now=NOW)
        stew = engine.search("how long do I stew the pork belly", now=NOW)
        unrelated = engine.search("香蕉 量子 退火 演算法", now=NOW)
    assert answer_places(oven) == [
        ("recipes/Banana bread.md", 3),
        ("recipes/Banana bread.md", 4),
    ]
    assert answer_places(stew) == [("recipes/滷肉飯.md", 3)]
    assert unrelated["results"] == []


def test_hidden_folders_never_returned(engine):
    assert all(not r["path"].startswith(".") for r in engine.search("PostgreSQL 備份", limit=50, now=NOW)["results"])


def test_ties_break_deterministically(engine):
    first = engine.search("PostgreSQL", limit=20, now=NOW)["results"]
    second = engine.search("PostgreSQL", limit=20, now=NOW)["results"]
    assert [(r["path"], r["line_start"]) for r in first] == [(r["path"], r["line_start"]) for r in second]


def test_related_decisions_exclude_the_note_itself(engine):
    page = engine.related(path="01-Projects/資料庫遷移計畫.md", now=NOW)
    assert top(page) == [("2026-10-02.md", 1), ("2026-11-28.md", 5)]
    assert all(r["hall"] == "facts" for r in page["results"])


def test_related_from_unsaved_text(engine):
    page = engine.related(text="Docker images distroless", now=NOW)
    assert top(page, 1) == [("2026-11-20.md", 6)]


@pytest.mark.parametrize(
    ("query", "kwargs", "message"),
    [
        ("", {}, "empty"),
        ("   ", {}, "empty"),
        ("x" * 10_000, {}, "longer than"),
        ("a\x00b", {}, "NUL"),
        ("x", {"limit": 0}, "between 1 and 100"),
        ("x", {"limit": 1000}, "between 1 and 100"),
        ("x", {"limit": 2.5}, "integer"),
        ("x", {"hall": "nope"}, "unknown entry type"),
    ],
)
def test_bad_input(engine, query, kwargs, message):
    with pytest.raises(SearchError, match=message):
        engine.search(query, **kwargs)


@pytest.mark.parametrize("query", ['"', "*", "(", "NEAR", ":", "^", "a AND (b OR", "\udcff", "🙂"])
def test_syntax_characters_never_crash(engine, query):
    assert isinstance(engine.search(query, now=NOW)["results"], list)


def test_a_short_named_note_brings_only_entries(tmp_path):
    vault = write_vault(tmp_path / "v", {"Recipes/紅燒肉.md": "- 五花肉切塊\n- 小火燉 60 分鐘\n"})
    engine = Engine(vault, tmp_path / "ix")
    engine.update()
    try:
        page = engine.search("紅燒肉", now=NOW)
    finally:
        engine.close()
    assert [(r["path"], r["line_start"]) for r in page["results"]] == [
        ("Recipes/紅燒肉.md", 1),
        ("Recipes/紅燒肉.md", 2),
    ]


def test_part_of_a_title_brings_the_notes_opening(tmp_path):
    """ "2026 關西旅行" says three of the four words of the note 日本關西旅行 2026: its opening
    comes first and its next entry is in the answer, though neither repeats the words."""
    notes = {
        "01-Projects/日本關西旅行 2026.md": "# 日本關西旅行 2026\n\n- 住宿訂在京都町家\n- 第二天去奈良\n",
        "journal/2026-06-28.md": "- 關西旅行的機票比去年貴\n- 晚上跑步\n",
        "journal/2026-06-01.md": "- 2026 年的旅行預算\n",
        "journal/2026-05-20.md": "- 跟同事聊關西旅行\n",
        "journal/2026-05-02.md": "- 2026 年的關西櫻花季\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        page = engine.search("2026 關西旅行", now=NOW)
    assert [(r["path"], r["line_start"]) for r in page["results"]] == [
        ("01-Projects/日本關西旅行 2026.md", 3),
        ("journal/2026-05-20.md", 1),
        ("journal/2026-06-28.md", 1),
        ("journal/2026-06-01.md", 1),
        ("journal/2026-05-02.md", 1),
        ("01-Projects/日本關西旅行 2026.md", 4),
    ]
    # No answer sits under a heading: no section fills the page (晚上跑步, the other line of
    # the 06-28 daily note, is about something else).


def test_the_open_tasks_of_a_note_the_question_names_though_none_says_its_name(tmp_path):
    """The note ranking knows the note "Christmas concert 2026"; its tasks never say its title,
    and its opening, not a task, cannot bring them."""
    notes = {
        "Orchestra/Christmas concert 2026.md": (
            "# Christmas concert 2026\n\nSunday 19:30 at the cultural centre.\n\n## Prep\n"
            "- [x] New strings\n- [ ] Iron the black shirt\n- [ ] Buy four tickets\n"
        ),
        "Shop/ops.md": "- [ ] Ask about the Christmas market table\n- [ ] Restock boxes\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        page = engine.search("what's still left to prep before the Christmas concert", now=NOW)
    # The market table says one word of the question; the concert's tasks say it through their
    # note's name. All three are open tasks on the words; the done one is not.
    assert sorted(answer_places(page)) == [
        ("Orchestra/Christmas concert 2026.md", 7),
        ("Orchestra/Christmas concert 2026.md", 8),
        ("Shop/ops.md", 1),
    ]
    # The shop's list is under no heading: its other task is no context of the answer.
    assert page["results"] == answers(page)
    assert {r["signals"]["overlap"] for r in page["results"] if r["path"].startswith("Orchestra")} == {1.0}


def test_the_open_tasks_of_the_notes_about_a_topic_that_their_tasks_never_say(tmp_path):
    """ "裝修還有哪些沒處理的": the renovation note says 裝修 in its tags, its open items never
    do. The notes that rank first for the word but hold no open task (a quote comparison) do
    not use up the places of the notes that have some."""
    notes = {
        "家/報價比較.md": "---\ntags: [裝修]\n---\n# 報價比較\n\n裝修三家報價，裝修費用差很多，裝修要早點訂。\n",
        "家/浴室翻修.md": (
            "---\ntags: [裝修, 浴室]\n---\n# 浴室翻修\n\n浴室拆浴缸改淋浴。\n\n## 還沒弄\n"
            "- [ ] 抽風機太吵，要換靜音款\n- [ ] 門檻的矽利康要重打\n- [x] 毛巾架自己裝\n"
        ),
        "日本語/N2 准备.md": "# N2 准备\n\n12 月考试。\n\n- [ ] 把错题本再看一遍\n- [ ] 准考证印出来\n",
        "journal/2026-11-20.md": "- [ ] 買貓砂\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        renovation = engine.search("裝修還有哪些沒處理的", now=NOW)
        exam = engine.search("N2 还有哪些没做完", now=NOW)
        english = engine.search("open tasks for the renovation", now=NOW)
    assert answer_places(renovation) == [
        ("家/浴室翻修.md", 9),
        ("家/浴室翻修.md", 10),
    ]
    assert answer_places(exam) == [
        ("日本語/N2 准备.md", 5),
        ("日本語/N2 准备.md", 6),
    ]
    # An English question on Chinese notes: "renovation" translates to 裝修 (CC-CEDICT).
    assert set(answer_places(english)) == {("家/浴室翻修.md", 9), ("家/浴室翻修.md", 10)}


def test_a_decision_question_takes_the_decisions_of_the_note_about_its_topic(tmp_path):
    """The decision of the note tagged 長照 says 拍板 and what was chosen, not 長照; no entry
    that says 長照 is a decision, so the one that says it through its note comes first."""
    notes = {
        "爸媽/照顧安排.md": (
            "---\ntags: [長照]\n---\n# 照顧安排\n\n長照的分工，哥哥出六成。\n\n## 結論\n"
            "- 2026-11-07 跟哥視訊後拍板：先不請外籍看護，用居家服務\n"
        ),
        "日記/2026-10-30.md": "- 長照個管師來家訪\n- 決定週末去爬山\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        page = engine.search("长照的事最后怎么定的", now=NOW)
    assert [(r["path"], r["line_start"], r["hall"]) for r in answers(page)] == [
        ("爸媽/照顧安排.md", 9, "facts"),
        ("日記/2026-10-30.md", 1, "events"),
        ("爸媽/照顧安排.md", 6, "events"),
    ]


def test_english_word_finds_a_chinese_title(engine):
    assert ("資料庫遷移計畫.md", 11) in top(engine.search("database", now=NOW), 5)


TASK_NOTES = {
    "journal/2026-11-28.md": "# 2026-11-28\n\n- [ ] 續簽護照\n- [x] 把備份腳本改成每天跑\n- 今天跑步\n",
    "journal/2026-11-26.md": "- [ ] 给房东转房租\n- [/] 写数据库迁移脚本\n",
    "journal/2026-11-20.md": "- [ ] Renew the Cloudflare certificate\n- [-] Cancelled the backup drill\n",
}


@pytest.fixture
def task_engine(tmp_path):
    from vault_recall.engine.config import Settings

    eng = Engine(write_vault(tmp_path / "vault", TASK_NOTES), tmp_path / "index", Settings())
    eng.update()
    yield eng
    eng.close()


OPEN_TASKS = [("2026-11-28.md", 3), ("2026-11-26.md", 1), ("2026-11-26.md", 2), ("2026-11-20.md", 1)]


@pytest.mark.parametrize("query", ["列出待办事件", "列出待辦事項", "open tasks", "show my todos", "task:open"])
def test_asking_for_tasks_lists_the_open_ones_newest_first(task_engine, query):
    assert top(task_engine.search(query, now=NOW), 10) == OPEN_TASKS


def test_done_and_cancelled_tasks_are_asked_for_apart(task_engine):
    assert top(task_engine.search("completed tasks", now=NOW), 10) == [("2026-11-28.md", 4)]
    assert top(task_engine.search("task:cancelled", now=NOW), 10) == [("2026-11-20.md", 2)]


def test_tasks_on_a_topic_across_languages(task_engine):
    # "passport" finds 護照 through the dictionary; the done backup task is not open.
    assert top(task_engine.search("open tasks passport", now=NOW), 10) == [("2026-11-28.md", 3)]
    assert top(task_engine.search("待辦 certificate", now=NOW), 10) == [("2026-11-20.md", 1)]
    assert top(task_engine.search("待辦 備份", now=NOW), 10) == []


def test_entries_tied_at_the_candidate_cut_are_chosen_alike_by_every_build(tmp_path):
    # 70 daily notes with the same entry: equal BM25 everywhere, so the 50-entry cut falls inside
    # the tie. tantivy alone keeps the first-indexed (the oldest here, and other ones after an
    # edit moves notes to a new segment); the cut must keep the newest whatever the layout.
    from vault_recall.engine.config import Settings

    days = [dt.date(2026, 9, 1) + dt.timedelta(days=n) for n in range(70)]
    vault = write_vault(tmp_path / "vault", {f"journal/{d}.md": "- 備份 backup\n" for d in days})
    newest = [(f"{d}.md", 1) for d in sorted(days, reverse=True)[:10]]
    eng = Engine(vault, tmp_path / "index", Settings())
    try:
        eng.update()
        assert top(eng.search("備份", now=NOW), 10) == newest
        for d in days[::3]:  # an edit re-adds these notes' entries at the end of the index
            (vault / "journal" / f"{d}.md").write_text("- 備份 backup\n\n", encoding="utf-8")
        eng.update()
        assert top(eng.search("備份", now=NOW), 10) == newest
    finally:
        eng.close()


def test_when_did_i_last_trusts_the_day_an_entry_was_written_over_its_notes_front_matter(tmp_path):
    vault = write_vault(
        tmp_path / "v",
        {
            # Templates put the day the note began in its front matter; the line came later.
            "01-Projects/Backup.md": "---\ndate: 2026-11-20\n---\n# Backup\n\n- rewrote the backup script for restic\n",
            "journal/2026-10-02.md": "- touched the backup script: retention 30 days\n",
        },
    )
    engine = Engine(vault, tmp_path / "ix")
    engine.update()
    try:
        results = engine.search("when did I last touch the backup script", now=NOW)["results"]
    finally:
        engine.close()
    assert [(r["path"], r["date_source"]) for r in results] == [
        ("journal/2026-10-02.md", "daily"),
        ("01-Projects/Backup.md", "front-matter"),
    ]


def test_related_entries_share_the_notes_subject_or_are_not_shown(tmp_path):
    vault = write_vault(
        tmp_path / "v",
        {
            "01-Projects/Redis 快取層重構.md": (
                "# Redis 快取層重構\n\n- Redis 的快取層要重構\n- 討論 Redis Sentinel 還是 Cluster\n- Redis 記憶體上限\n"
            ),
            "journal/2026-11-01.md": "- 決定 Redis 改用 Sentinel\n",
            # A decision that shares only a common word with the note.
            "journal/2026-11-02.md": "- 決定下週再討論廚房的櫃子\n",
            "journal/2026-11-03.md": "- We decided to move the book club to Fridays\n",
        },
    )
    engine = Engine(vault, tmp_path / "ix")
    engine.update()
    try:
        page = engine.related(path="01-Projects/Redis 快取層重構.md", now=NOW)
    finally:
        engine.close()
    assert [(r["path"], r["type"]) for r in page["results"]] == [("journal/2026-11-01.md", "decision")]


def test_an_empty_note_has_nothing_related(engine, tmp_path):
    assert engine.related(text="", now=NOW)["results"] == []
    assert engine.related(text="2026-11-30 12:00", now=NOW)["results"] == []


def test_related_from_a_short_text_whose_words_tie(tmp_path):
    vault = write_vault(
        tmp_path / "v",
        {
            "Projects/備份方案.md": "# 備份方案\n\n- 2026-11-10：決定把資料庫備份改用 pgBackRest\n",
            "Areas/家庭网络.md": "- 决定把路由器换成 OpenWrt\n",
        },
    )
    engine = Engine(vault, tmp_path / "ix")
    engine.update()
    try:
        # Every word of the text is as salient as the next: none is dropped by alphabet order.
        page = engine.related(text="- 跟 Amy 討論資料庫備份要不要換成 pgBackRest\n", now=NOW)
    finally:
        engine.close()
    assert [r["path"] for r in page["results"]][:1] == ["Projects/備份方案.md"]


def test_a_page_the_answers_do_not_fill_goes_on_with_their_section(tmp_path):
    """The answer to "长照险最后买了没有" does not say 长照险: it is the next line of the section
    that does. A section's lines fill the page after the answers, and carry only rank_context."""
    notes = {
        "錢/保險.md": (
            "# 保险整理\n\n## 现有的\n- 学校团保：意外、住院\n\n## 长照险要不要买？\n"
            "- 业务员推荐长照险，年缴 NT$32,000\n- 查了一下，长照险理赔门槛不低\n"
            "- 2026-08-28 想了两个月，还是不买了\n"
        ),
        "日記/2026-09-01.md": "# 2026-09-01\n\n- 今天去看牙医\n- 晚上煮麻婆豆腐\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        page = engine.search("长照险最后买了没有", now=NOW)
        full = engine.search("长照险最后买了没有", limit=2, now=NOW)
        dentist = engine.search("牙医", now=NOW)
    results = [(r["path"], r["line_start"], r["signals"].get("rank_context")) for r in page["results"]]
    assert results == [
        ("錢/保險.md", 8, None),
        ("錢/保險.md", 7, None),
        ("錢/保險.md", 9, 1.0),
    ]
    assert page["results"][2]["score"] == 0.0
    # A day's list is no section: the dentist line answers, the rest of that day does not follow.
    assert [(r["path"], r["line_start"]) for r in dentist["results"]] == [("日記/2026-09-01.md", 3)]
    # A page the answers fill has no room for context: ("现有的" is another section, never shown.)
    assert [r["line_start"] for r in full["results"]] == [8, 7]


def test_a_page_and_its_translation_come_in_the_questions_language(tmp_path):
    notes = {
        "en/Android.md": "# Android\n\nInstall Obsidian on Android from Google Play.\n",
        "zh/安卓.md": "---\naliases: [Android]\n---\n# 安卓\n\n从 Google Play 在 Android 手机上安装 Obsidian。\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        chinese = answers(engine.search("Android 安装", now=NOW))
        english = answers(engine.search("install obsidian on android", now=NOW))
    assert [(r["path"], r["signals"]["language"]) for r in chinese] == [
        ("zh/安卓.md", 1.0),
        ("en/Android.md", 0.952381),
    ]
    assert [(r["path"], r["signals"]["language"]) for r in english] == [
        ("en/Android.md", 1.0),
        ("zh/安卓.md", 0.952381),
    ]


def test_a_question_word_in_many_lines_of_a_note_ranks_that_note(tmp_path):
    """Both titles say 顶部, and 顶部栏 says it once more; the note on the properties at the top
    says 日期 three times."""
    notes = {
        "界面/顶部栏.md": "# 顶部栏\n\n- 在窗口顶部\n- 可以隐藏\n",
        "编辑/顶部属性.md": "# 顶部属性\n\n- 日期属性可以选一个日期\n- 日期按设置里的格式显示\n",
    } | {f"插件/插件 {n}.md": f"# 插件 {n}\n\n- 第 {n} 个插件的说明\n" for n in range(1, 9)}
    with vault_engine(tmp_path, notes) as engine:
        searcher = engine.store.searcher()
        concepts = Expander(searcher, True).concepts(parse("顶部怎么加日期", NOW).words)
        retrievers = Retrievers(searcher, engine.store.schema, Weights())
        counted = [c for c in concepts if not c.optional]
        assert [c.word for c in counted] == ["顶部"]
        assert [n.path for n in retrievers.note_ranking(counted)] == ["界面/顶部栏.md", "编辑/顶部属性.md"]
        noted = noted_concepts(concepts, counted)
        assert [n.path for n in retrievers.note_ranking(noted)] == ["编辑/顶部属性.md", "界面/顶部栏.md"]


LONG_QUESTION = "笔记都放在 iCloud 里同步，要是硬盘坏了或者误删还能找回吗，需要另外再存一份吗"


def _backup_vault() -> dict[str, str]:
    return {
        "快速入门/备份笔记.md": "# 备份笔记\n\n- 笔记放在 iCloud 同步不等于备份\n- 硬盘坏了可以从备份找回\n"
        "- 误删的文件需要另外存一份才找得回\n",
        "同步/iCloud.md": "# iCloud 同步\n\n- 用 iCloud 同步笔记\n",
        "日记/2026-11-02.md": "- iCloud 同步 硬盘 误删 找回 另外 一份\n",
    } | {f"插件/插件 {n}.md": f"# 插件 {n}\n\n- 第 {n} 个插件的说明\n" for n in range(1, 9)}


def _journal_days() -> dict[str, str]:
    return {f"日记/2026-10-{day:02d}.md": f"- 第 {day} 天 跑步 五公里\n- 晚上 读书\n" for day in range(1, 21)}


def test_a_long_question_ranks_whole_notes_by_all_their_words(tmp_path):
    """Six words or more: the page that says them across its lines first, a daily note never.
    In a journal a short question is not ranked by whole notes."""
    with vault_engine(tmp_path, _backup_vault() | _journal_days()) as engine:
        concepts = Expander(engine.store.searcher(), True).concepts(parse(LONG_QUESTION, NOW).words)
        counted = [c for c in concepts if c.all_terms and not c.optional]
        assert len(counted) >= Weights().long_question_words
        whole = Retrievers(engine.store.whole_note_searcher(), engine.store.whole_notes.schema, Weights())
        assert whole.whole_note_ranking(noted_concepts(concepts, counted)) == ["快速入门/备份笔记.md", "同步/iCloud.md"]
        long_page = engine.search(LONG_QUESTION, now=NOW)
        short_page = engine.search("iCloud 同步", now=NOW)
    assert long_page["results"][0]["path"] == "快速入门/备份笔记.md"
    assert any("rank_whole_note" in r["signals"] for r in long_page["results"])
    assert not any("rank_whole_note" in r["signals"] for r in short_page["results"])


def test_in_a_vault_of_pages_a_short_question_is_ranked_by_whole_notes_too(tmp_path):
    """No entry has a date its author wrote: the vault is reference pages, and "iCloud 同步" is
    also asked of whole notes, at the whole-note weight."""
    pages = {path: text for path, text in _backup_vault().items() if not path.startswith("日记/")}
    with vault_engine(tmp_path, pages) as engine:
        assert engine.store.written_share(engine.store.searcher()) == 0.0
        page = engine.search("iCloud 同步", now=NOW)
        pages_share = Pipeline(engine.store, engine.searcher.weights, None).pages(engine.store.searcher())
    assert pages_share == 1.0
    assert [r["path"] for r in page["results"] if "rank_whole_note" in r["signals"]] == [
        "同步/iCloud.md",
        "快速入门/备份笔记.md",
    ]


CAT_NOTE = {
    "寵物/阿福.md": "# 阿福\n\n2020 年領養的橘貓，公的，很黏人。\n\n"
    "- 驅蟲藥：每三個月吃一次寵愛滴劑\n- 飼料：皇家室內貓 2 公斤裝\n"
}
CAT_DAYS = {f"日記/2026-10-{day:02d}.md": f"- 第 {day} 天 散步 三公里\n- 晚上 讀書\n" for day in range(1, 21)}


@pytest.mark.parametrize(
    ("journal_share", "first"),
    [(0.25, ("寵物/阿福.md", 5)), (1000.0, ("寵物/阿福.md", 3))],
)
def test_in_a_journal_the_line_that_says_the_rest_of_the_question_opens_a_named_note(tmp_path, journal_share, first):
    """ "阿福的驅蟲藥" names the note 阿福 and says more. The vault is a journal (40 of its 43
    entries dated by their day): the answer is the line about the dewormer. Read as a vault of
    pages (a journal share no vault reaches), the note's opening comes first."""
    settings = Settings(weights=(("journal_written_share", journal_share),))
    with vault_engine(tmp_path, CAT_NOTE | CAT_DAYS, settings) as engine:
        results = engine.search("阿福的驅蟲藥多久吃一次", now=NOW)["results"]
    assert (results[0]["path"], results[0]["line_start"]) == first


AMOUNT_ZH = {
    "Life/阳台改造.md": (
        "# 阳台改造\n\n"
        "- 阳台找了王师傅，窗户换成断桥铝，地面重新做防水，洗衣机柜子也一起订了\n"
        "- 阳台的预算和实际花费：窗 16,800 + 砖和人工 3,400 + 柜子 2,300，总共 ¥23,600\n"
        "- 阳台灯换成暖光的\n"
    )
}
AMOUNT_EN = {
    "Home/Balcony makeover.md": (
        "# Balcony makeover\n\n"
        "- The balcony windows went in; Wang did the waterproofing and the laundry cabinet too\n"
        "- Balcony bill: windows 2,400 + tiles and labour 500 + cabinet 330, so 3,230 dollars in all\n"
        "- New warm light on the balcony\n"
    )
}


@pytest.mark.parametrize(
    ("notes", "question", "answer"),
    [
        (AMOUNT_ZH, "阳台多少钱", ("Life/阳台改造.md", 4)),
        (AMOUNT_ZH, "陽台花了幾多錢", ("Life/阳台改造.md", 4)),
        (AMOUNT_ZH, "how much did the balcony cost", ("Life/阳台改造.md", 4)),
        (AMOUNT_EN, "how much did the balcony cost", ("Home/Balcony makeover.md", 4)),
        (AMOUNT_EN, "阳台花了多少钱", ("Home/Balcony makeover.md", 4)),
    ],
)
def test_a_question_for_an_amount_puts_the_entry_stating_one_first(tmp_path, notes, question, answer):
    assert answered_in(tmp_path, notes, question)[0] == answer


def test_without_asking_for_an_amount_the_figures_count_for_nothing(tmp_path):
    assert answered_in(tmp_path, AMOUNT_ZH, "阳台")[0] == ("Life/阳台改造.md", 3)


def test_a_question_for_an_amount_in_a_unit_wants_that_unit(tmp_path):
    notes = {
        "陶藝/燒窯紀錄.md": (
            "# 燒窯紀錄\n\n"
            "- 素燒 21 件，聖誕市集那批\n"
            "- 素燒 12 個馬克杯 + 4 個小盤\n"
            "- 素燒前兩小時升溫要慢，土裡的水氣才出得來，大約 1,000°C\n"
        )
    }
    assert answered_in(tmp_path, notes, "素燒要燒到幾度")[0] == ("陶藝/燒窯紀錄.md", 5)


def test_backlinks_asked_in_words_are_the_entries_linking_to_the_note(tmp_path):
    notes = {
        "Projects/Redis 快取層重構.md": "# Redis 快取層重構\n\n- 換成 Redis 7 的 cluster mode\n",
        "journal/2026-11-20.md": "- 處理快取的 eviction（見 [[Redis 快取層重構]]）\n- 晚上跑步\n",
        "journal/2026-11-21.md": "- Redis 快取層重構 的想法：先做壓測\n",
    }
    # As [[Redis 快取層重構]] asks: the entries linking to it, and the note itself; not a line
    # that only says its name.
    linked = [("journal/2026-11-20.md", 1), ("Projects/Redis 快取層重構.md", 3)]
    with vault_engine(tmp_path, notes) as engine:
        assert answer_places(engine.search("[[Redis 快取層重構]]", now=NOW)) == linked
        for question in (
            "Redis 快取層重構 反向連結",
            "what links to Redis 快取層重構",
            "哪些筆記連到 Redis 快取層重構",
        ):
            assert answer_places(engine.search(question, now=NOW)) == linked


def test_a_word_said_only_inside_a_link_is_the_linked_notes_subject(tmp_path):
    # "Terraform 模組化重構" types the note's title and a word it lacks: its opening answers, not
    # the days that only point at it.
    notes = {
        "Projects/Terraform 模組化.md": "# Terraform 模組化\n\n這份筆記整理 module 拆分與 provider 版本。\n",
        "journal/2026-11-01.md": "- 跟 Kevin 看 provider 版本（見 [[Terraform 模組化]]）\n",
        "journal/2026-11-02.md": "- 下午繼續 pinning（見 [[Terraform 模組化]]）\n",
        "journal/2026-11-03.md": "- Redis 重構做了一半\n",
    }
    assert answered_in(tmp_path, notes, "Terraform 模組化重構")[0] == ("Projects/Terraform 模組化.md", 3)


@pytest.mark.parametrize(
    ("notes", "question", "answer"),
    [
        (
            {"設定/同步.md": "# 同步\n\n- 同步設定要在每台裝置上各開一次\n- 主題顏色\n"},
            "sync settings",
            ("設定/同步.md", 3),
        ),
        (
            {"notes/backup.md": "# Backup\n\n- nightly db dump to the NAS at 02:00\n- old photos\n"},
            "數據庫 備份",
            ("notes/backup.md", 3),
        ),
    ],
)
def test_an_english_clipping_meets_its_translation(tmp_path, notes, question, answer):
    assert answered_in(tmp_path, notes, question)[0] == answer


def test_an_entry_another_retriever_brought_is_ranked_by_its_words_too(tmp_path):
    # Forty short lines say 命令面板 and outscore, in the entry BM25's first thirty, the long
    # line of the page 命令面板 that says all of "打开命令面板". The page's opening brings it
    # (the question names the page) with no word score; it is then scored, and the entry
    # ranking puts it next to the opening, above every line that says less.
    notes = {f"其他/{i:02d}.md": "- 命令面板 命令面板\n" for i in range(40)}
    notes["命令面板.md"] = (
        "# 命令面板\n\n这个插件让你只用键盘运行任何命令。\n\n"
        "1. 按 Ctrl+P 打开命令面板，输入想运行的命令的名称，用方向键选中它，再按 Enter，"
        "你也可以点功能区里的图标打开它。\n"
    )
    with vault_engine(tmp_path, notes) as engine:
        results = engine.search("打开命令面板", now=NOW)["results"]
    [line] = [r for r in results if (r["path"], r["line_start"]) == ("命令面板.md", 5)]
    assert line["signals"]["bm25"] > 0
    assert line["signals"]["rank_entry"] == 2


def test_the_whole_note_ranking_also_reads_a_compounds_pieces(tmp_path):
    """快速切換器 is the quick switcher; its page is titled 快速切换 and never says 切换器, which
    two other pages do. The piece 切换 inside 切换器 counts at a back-off's weight, so the page
    that says both 快速 and 切换 is first among whole notes."""
    notes = {
        "插件/快速切换.md": "# 快速切换\n\n快速切换可让你仅通过键盘搜索和打开笔记。\n",
        "界面/仓库.md": "# 管理仓库\n\n使用仓库切换器管理仓库，快速打开另一个仓库。\n",
        "界面/视图.md": "# 编辑视图\n\n点击视图切换器进入阅读视图。\n",
    } | {f"插件/插件 {n}.md": f"# 插件 {n}\n\n- 第 {n} 个插件的说明\n" for n in range(1, 9)}
    with vault_engine(tmp_path, notes) as engine:
        concepts = Expander(engine.store.searcher(), True).concepts(parse("快速切換器", NOW).words)
        assert [(c.word, c.exact, c.pieces) for c in concepts] == [
            ("快速", ["快速"], ()),
            ("切换器", ["切换器"], ("切换",)),
        ]
        whole = Retrievers(engine.store.whole_note_searcher(), engine.store.whole_notes.schema, Weights())
        assert whole.whole_note_ranking(concepts) == ["插件/快速切换.md", "界面/仓库.md", "界面/视图.md"]


def test_what_was_decided_is_the_decision_in_the_note_about_the_topic(tmp_path):
    """The decision says what was chosen (拍板：先不請外籍看護), not the topic the note's title
    says (照顧安排): with no decision saying the question's words, the note's decisions answer."""
    notes = {
        "家/照顧安排.md": "# 照顧安排\n\n爸媽住屏東，我住高雄，週末回去照顧。\n\n| 方案 | 每月 |\n| --- | --- |\n"
        "| 外籍看護 | 33000 |\n| 居家服務 | 8000 |\n\n- 2026-11-07 跟哥視訊後拍板：先不請外籍看護，居家服務一週三次\n",
        "日記/2026-10-02.md": "- 回屏東照顧爸媽，陪媽散步\n",
        "日記/2026-10-09.md": "- 研究長照方案，居家服務要先評估\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        results = engine.search("爸媽照顧的事最後定了哪個方案", now=NOW)["results"]
    assert [(r["path"], r["line_start"]) for r in results[:2]] == [("家/照顧安排.md", 10), ("日記/2026-10-02.md", 1)]


def test_a_notes_folder_names_its_subject_in_the_note_ranking(tmp_path):
    """The vet visits sit in Cats/ under the cats' names; of that note, only its folder says
    "cats", as a line of another note does."""
    notes = {
        "Cats/豆豆 同 芝麻.md": "# 豆豆 同 芝麻\n\n- 2026-09-19 兩隻打針加身體檢查\n",
        "Home/裝修.md": "# 裝修\n\n- 2026-05-20 尾數付清\n- the cat sitter has the spare key\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        searcher = engine.store.searcher()
        concepts = Expander(searcher, True).concepts(parse("cats vet visit", NOW).words)
        ranked = Retrievers(searcher, engine.store.schema, Weights()).note_ranking(concepts)
    assert [n.path for n in ranked] == ["Cats/豆豆 同 芝麻.md", "Home/裝修.md"]


def test_a_uri_scheme_typed_finds_the_links_that_use_it(tmp_path):
    # Every line names the app; only two say "obsidian://", one in English, one in Chinese.
    notes = {
        "Tabs.md": "# Tabs\n\n- Obsidian opens links in a new tab.\n- Obsidian links every note to others.\n",
        "Other apps.md": "# Other apps\n\n- An obsidian://open?vault=Notes link opens a vault from another app.\n",
        "Linux 設定.md": (
            "# Linux 設定\n\n- Obsidian 的連結會在新分頁開啟。\n- 在 Linux 上點 obsidian://open 連結前要先註冊協定。\n"
        ),
    }
    with vault_engine(tmp_path, notes) as engine:
        english = answer_places(engine.search("obsidian:// links", now=NOW))
        chinese = answer_places(engine.search("Linux 上點 obsidian:// 連結沒反應", now=NOW))
        plain = answer_places(engine.search("obsidian links", now=NOW))
    assert set(english[:2]) == {("Other apps.md", 3), ("Linux 設定.md", 4)}
    assert chinese[0] == ("Linux 設定.md", 4)
    # The app's name is still a word of the lines that write the scheme, and of the others.
    assert {("Tabs.md", 3), ("Other apps.md", 3)} <= set(plain)


def test_british_spellings_meet_american_questions_and_translations(tmp_path):
    # The notes write British English; CC-CEDICT glosses 車胎 as "tire".
    notes = {
        "Bike.md": "# Bike\n\n- Tyre pressure: 80 psi front, 85 rear.\n- Chain oiled every 200 km.\n",
        "Flat.md": "# Flat\n\n- Painted the hallway a warm grey colour.\n- Fixed the kitchen tap.\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        assert answer_places(engine.search("車胎要打多少", now=NOW))[0] == ("Bike.md", 3)
        assert answer_places(engine.search("what color is the hallway", now=NOW))[0] == ("Flat.md", 3)
        assert answer_places(engine.search("tire pressure", now=NOW))[0] == ("Bike.md", 3)
        assert answer_places(engine.search("colour", now=NOW)) == [("Flat.md", 3)]


def test_when_questions_that_name_their_topic_only_by_a_verb_or_after_a_light_verb(tmp_path):
    notes = {
        "journal/2026-11-03.md": "- 早上跑步 5 公里\n- 跟房東談修水管\n",
        "journal/2026-11-20.md": "- went for a run by the river, 8 km\n",
        "journal/2026-11-25.md": "- 修好 Redis 的 maxmemory 設定\n",
        "journal/2026-11-27.md": "- moved the Redis cache to a new box\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        ran = engine.search("when did I most recently run", now=NOW)
        assert ran["intent"] == "last"
        # The English verb reaches the Chinese note's 跑步 too, after the newer run.
        assert answer_places(ran) == [("journal/2026-11-20.md", 1), ("journal/2026-11-03.md", 1)]
        # 動過 asks when; an entry need not say it.
        redis = engine.search("我最近什么时候动过 Redis", now=NOW)
        assert answer_places(redis)[:2] == [("journal/2026-11-27.md", 1), ("journal/2026-11-25.md", 1)]
        owner = engine.search("the landlord's most recent visit", now=NOW)
        assert owner["intent"] == "last"


def test_a_request_for_tasks_wrapped_in_question_words_lists_the_tasks(tmp_path):
    notes = {
        "journal/2026-11-20.md": "## 待辦\n- [ ] 續簽護照\n- [x] 繳電費\n",
        "journal/2026-11-25.md": "- [ ] call the plumber about the tap\n- 今天跑步 5 公里\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        # No task says 事情 or "things": the words only wrapped the request.
        for question in ("有哪些事情還沒處理", "things I haven't done yet"):
            page = engine.search(question, now=NOW)
            assert sorted(answer_places(page)) == [("journal/2026-11-20.md", 2), ("journal/2026-11-25.md", 1)]
            assert {r["task"] for r in page["results"]} == {"open"}


def test_a_question_framed_as_where_did_i_put_or_what_was_said_finds_the_answer(tmp_path):
    notes = {
        "journal/2026-11-02.md": "- spare key is in the blue drawer by the door\n- 水電師傅說熱水器的壓力閥要換\n",
        "journal/2026-11-09.md": "- the plumber fixed the kitchen tap\n- bought a key ring\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        # No note says "put" or "said": the answer says where the key is and what was said.
        assert answer_places(engine.search("where did I put the spare key", now=NOW))[:1] == [
            ("journal/2026-11-02.md", 1)
        ]
        assert answer_places(engine.search("提醒我水電師傅說了什麼", now=NOW))[:1] == [("journal/2026-11-02.md", 2)]


def test_a_day_of_a_month_without_a_year_is_the_latest_such_day(tmp_path):
    notes = {
        "journal/2025-03-05.md": "- 去看牙醫，洗牙\n",
        "journal/2026-03-05.md": "- 去看牙醫，補了一顆蛀牙\n- dentist said floss more\n",
        "journal/2026-04-10.md": "- 又去看牙醫複診\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        # That day's dentist, in both languages (牙醫 is dentist); not the year before's.
        assert answer_places(engine.search("3月5號去看牙醫", now=NOW)) == [
            ("journal/2026-03-05.md", 1),
            ("journal/2026-03-05.md", 2),
        ]
        # English asked of the same day: every entry of it, in either language.
        assert sorted(answer_places(engine.search("what did I do on March 5th", now=NOW))) == [
            ("journal/2026-03-05.md", 1),
            ("journal/2026-03-05.md", 2),
        ]


# "When did I first…": the oldest entry its author dated --------------------------------------

DIVING = {
    # The project note began before any dive: its front matter is not when a line was written.
    "Projects/潛水.md": "---\ncreated: 2024-01-01\n---\n# 潛水\n\n- 潛水裝備清單：面鏡、蛙鞋\n",
    "Journal/2025-03-02.md": "- 第一次去潛水，在墾丁，超緊張\n- Bought a new kettle\n",
    "Journal/2025-06-14.md": "- 潛水第二次，看到海龜\n- Started learning Dutch with an app\n",
    "Journal/2026-10-01.md": "- 潛水：綠島，能見度很好\n- Dutch lesson 40, past tense\n",
    "Journal/2026-11-20.md": "- 小琉球潛水，今年最後一潛\n- Dutch: finished the A2 course\n",
}


@pytest.mark.parametrize(
    "question",
    ["第一次潛水是什麼時候", "第一次潜水是什么时候", "when did I first go diving", "我最早潛水是哪天"],
)
def test_when_did_i_first_answers_with_the_oldest_dated_entry(tmp_path, question):
    with vault_engine(tmp_path, DIVING) as engine:
        page = engine.search(question, now=NOW)
    assert page["intent"] == "first"
    assert [(r["path"], r["date"]) for r in answers(page)][:4] == [
        ("Journal/2025-03-02.md", "2025-03-02"),
        ("Journal/2025-06-14.md", "2025-06-14"),
        ("Journal/2026-10-01.md", "2026-10-01"),
        ("Journal/2026-11-20.md", "2026-11-20"),
    ]


@pytest.mark.parametrize(
    "question", ["什麼時候開始學 Dutch", "when did I start learning Dutch", "since when do I learn Dutch"]
)
def test_when_a_thing_began_is_its_oldest_entry_in_either_language(tmp_path, question):
    with vault_engine(tmp_path, DIVING) as engine:
        page = engine.search(question, now=NOW)
    assert page["intent"] == "first"
    assert answer_places(page)[0] == ("Journal/2025-06-14.md", 2)


def test_when_did_i_first_sees_only_what_existed_on_the_day_asked_about(tmp_path):
    notes = {**DIVING, "Journal/2025-01-05.md": "- 潛水體驗課報名了\n"}
    with vault_engine(tmp_path, notes) as engine:
        now = engine.search("第一次潛水是什麼時候", now=NOW)
        earlier = engine.search("第一次潛水是什麼時候", now=dt.date(2025, 1, 1))
    assert answer_places(now)[0] == ("Journal/2025-01-05.md", 1)
    assert all(r["date"] <= "2025-01-01" for r in earlier["results"])


def test_when_did_i_first_reaches_the_oldest_of_more_entries_than_the_words_rank(tmp_path):
    """Sixty days say the same words equally: the words' ranking holds the newest of the tie;
    the oldest comes by the retriever of the oldest entries on the topic."""
    notes = {
        f"Journal/2026-{1 + i // 28:02d}-{1 + i % 28:02d}.md": "- walked the dog by the river\n" for i in range(60)
    }
    with vault_engine(tmp_path, notes) as engine:
        first = engine.search("when did I first walk the dog", now=NOW)
        last = engine.search("when did I last walk the dog", now=NOW)
    assert [r["date"] for r in answers(first)][:2] == ["2026-01-01", "2026-01-02"]
    assert [r["date"] for r in answers(last)][:2] == ["2026-03-04", "2026-03-03"]


def test_when_did_i_first_reads_the_oldest_dated_line_of_the_note_it_names(tmp_path):
    """A note of dated messages never repeats whose they are: its title says it."""
    later = "".join(f"## 2026-0{month}-10\n\n- 蜂箱照片第 {month} 張\n\n" for month in range(3, 10))
    notes = {
        "朋友/阿君.md": f"---\ncreated: 2025-12-01\n---\n# 阿君\n\n## 2026-02-14\n\n- 問我怎麼養蜂\n\n{later}",
        "日記/2026-10-01.md": "- 跟阿君吃飯\n",
    }
    assert answered_in(tmp_path, notes, "阿君第一次傳訊息是什麼時候")[0] == ("朋友/阿君.md", 8)


def test_everyday_words_the_vault_lacks_do_not_empty_an_english_question_on_chinese_notes(tmp_path):
    notes = {
        "journal/2026-11-02.md": "- U1 琴送到新家，調音師說要放三個月再調\n",
        "journal/2026-11-03.md": "- 買了一盒茶葉\n",
    }
    with vault_engine(tmp_path, notes) as eng:
        # "came" and "since" are everyday English the notes never write; the U1 is the topic.
        found = eng.search("what came of the U1 since", now=NOW)["results"]
        assert [(r["path"], r["line_start"]) for r in found] == [("journal/2026-11-02.md", 1)]
        # A topic word the vault lacks still leaves the question unanswered.
        assert eng.search("what came of the harpsichord since", now=NOW)["results"] == []


def test_a_name_jieba_joins_to_the_verb_before_it_is_still_found(tmp_path):
    """帶蛋撻覆診: jieba cuts 带蛋挞 | 覆诊, the dog's name joined to 帶; asked by its name alone,
    in the other script, the newest check-up is still the answer."""
    notes = {
        "Journal/2026-11-21.md": "- 帶蛋撻覆診：肚皮仲係紅，體重 14.8 kg\n",
        "Journal/2026-10-02.md": "- 蛋撻覆診，醫生話皮膚好返啲\n",
        "Journal/2026-11-25.md": "- 同阿賢去覆診\n",
    }
    assert answered_in(tmp_path, notes, "蛋挞上次覆诊是什么时候")[:2] == [
        ("Journal/2026-11-21.md", 1),
        ("Journal/2026-10-02.md", 1),
    ]

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from conftest import vault_engine, write_vault
from vault_recall.engine import Engine
from vault_recall.engine.expand import Expander
from vault_recall.engine.fusion import Weights
from vault_recall.engine.query import parse

NOW = dt.date(2026, 11, 30)
NOTES = {
    "journal/2026-11-20.md": "- 今天去河濱跑步 10 公里\n- 把保管庫搬到新的資料夾\n",
    "journal/2026-11-21.md": "- Made a slide deck for the show on Friday\n- Postgresql upgrade notes\n",
    "journal/2026-11-22.md": "- 跑步之後拉筋\n- apple pie recipe\n- application form sent\n",
    "模板/每日.md": "- 每天用同一个模板写日记\n- 把常用的笔记加入收藏\n",
    "journal/2026-11-23.md": "- nightly backup of the NAS #homelab\n- notes on the new router #homelab\n",
    "journal/2026-11-24.md": "- 週末把相片備份到外接硬碟\n",
}


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory):
    root: Path = tmp_path_factory.mktemp("expand")
    eng = Engine(write_vault(root / "vault", NOTES), root / "index")
    eng.update()
    yield eng
    eng.close()


def concepts(engine: Engine, raw: str):
    return Expander(engine.store.searcher()).concepts(parse(raw, NOW).words)


def test_a_chinese_word_the_vault_lacks_backs_off_to_the_vaults_words_around_it(engine):
    [practice, run] = concepts(engine, "練跑步")
    assert (practice.word, practice.all_terms, practice.optional) == ("练", [], True)
    assert (run.word, run.exact) == ("跑步", ["跑步"])
    # jieba reads 拉筋練 as one word the vault never wrote; 拉筋 overlaps it.
    [run, stretch] = concepts(engine, "跑步拉筋練")
    assert (stretch.word, stretch.exact, stretch.backoff, stretch.native) == ("拉筋练", [], ["拉筋"], True)


def test_a_question_with_a_word_jieba_cut_wrongly_still_finds_its_line(engine):
    # jieba cuts 保管庫到 into 保管 and 库到; the vault has no 库到, the rest carries the question.
    top = engine.search("搬移保管庫到別的資料夾", now=NOW)["results"][0]
    assert (top["path"], top["line_start"]) == ("journal/2026-11-20.md", 2)


def test_an_english_compound_backs_off_to_its_two_words(engine):
    [slideshow] = concepts(engine, "slideshow")
    # "show" is a stopword: the part that carries the topic is "slide".
    assert (slideshow.exact, slideshow.backoff) == ([], ["slide"])


def test_an_english_compound_backs_off_to_its_two_words_only_where_an_entry_writes_both(tmp_path: Path):
    notes = {
        "ci.md": "- Moved the deploy to a new work flow with two stages\n",
        "journal/2026-11-17.md": "- Worked late on the report\n- The river flow was strong today\n",
    }
    with vault_engine(tmp_path, notes) as eng:
        [workflow] = concepts(eng, "workflow")
        assert workflow.backoff == ["work", "flow"]
        assert [(r["path"], r["line_start"]) for r in eng.search("workflow", now=NOW)["results"]][:1] == [("ci.md", 1)]
    # "Worked" is no workflow, nor is a river's flow: written apart in two entries, the parts
    # stand for nothing and the word is missing.
    apart = {"journal/2026-11-17.md": "- Worked late on the report\n- The river flow was strong today\n"}
    with vault_engine(tmp_path / "apart", apart) as eng:
        [workflow] = concepts(eng, "workflow")
        assert (workflow.backoff, workflow.all_terms) == ([], [])


def test_prefix_expansions_begin_with_the_word_as_typed(engine):
    [postgres] = concepts(engine, "postgres")
    assert postgres.prefixed == ["postgresql"]
    [apple] = concepts(engine, "apple")
    assert (apple.exact, apple.prefixed) == (["appl"], [])


def test_a_word_no_note_has_is_missing(engine):
    [word] = concepts(engine, "harpsichord")
    assert (word.all_terms, word.native) == ([], False)


def test_one_missing_word_leaves_the_answer_to_the_others(engine):
    assert engine.search("跑步 florbixate", now=NOW)["results"]
    assert engine.search("slideshow Friday", now=NOW)["results"][0]["line_start"] == 1
    # The vault has neither word of the question, only a common one: no answer.
    assert engine.search("harpsichord tuning recipe florbix", now=NOW)["results"] == []


def test_the_other_regions_word_stands_for_a_word_the_vault_lacks(engine):
    # 範本 (Taiwan) and 模板 (mainland) share the gloss "template"; 書籤 and 收藏 "bookmark".
    [template] = concepts(engine, "範本")
    assert (template.exact, template.backoff) == ([], ["模板"])
    top = engine.search("書籤", now=NOW)["results"][0]
    assert (top["path"], top["line_start"]) == ("模板/每日.md", 2)


def test_a_word_of_the_same_meaning_backs_off_before_a_piece_of_the_word(tmp_path: Path):
    # 地板磚 and 地磚 share the gloss "floor tile"; 地板 (floor) is only a piece of the question.
    notes = {"家/浴室.md": "- 地板擦乾淨了\n- 地磚最後挑了霧面止滑磚\n"}
    eng = Engine(write_vault(tmp_path / "vault", notes), tmp_path / "index")
    eng.update()
    try:
        [tile] = concepts(eng, "地板磚")
        assert (tile.exact, tile.backoff) == ([], ["地砖", "地板"])
        found = {r["line_start"] for r in eng.search("地板磚挑了哪款", now=NOW)["results"]}
        assert found == {1, 2}
    finally:
        eng.close()


def test_a_phrasal_verb_also_stands_for_its_closed_noun_and_its_translations(engine):
    [back] = concepts(engine, "backed up")
    assert (back.exact, back.translated) == (["backup"], ["备份"])
    found = [(r["path"], r["line_start"]) for r in engine.search("backed up", now=NOW)["results"]]
    assert found == [("journal/2026-11-23.md", 1), ("journal/2026-11-24.md", 1)]


def test_an_english_phrase_stands_for_the_chinese_word_of_both_its_words(tmp_path: Path):
    notes = {"爸媽/爸爸.md": "- 糖果店開了\n- 空腹血糖 128，要少吃甜的\n", "單車.md": "- 公路車胎壓打到 80 psi\n"}
    eng = Engine(write_vault(tmp_path / "vault", notes), tmp_path / "index")
    eng.update()
    try:
        [blood, sugar] = concepts(eng, "blood sugar")
        # 血 and 糖 alone are no index words: only the phrase reaches the line.
        assert (blood.translated, sugar.translated[0]) == (["血糖"], "血糖")
        found = eng.search("my fasting blood sugar", now=NOW)["results"]
        assert [(r["path"], r["line_start"]) for r in found] == [("爸媽/爸爸.md", 2)]
    finally:
        eng.close()


def test_a_lone_character_standing_in_for_a_word_is_not_translated(tmp_path: Path):
    # 单测 (unit test) is in no note; its 单 stands in for it, but 单 is also a bill.
    notes = {"a.md": "- 單次回車會合併成一行\n", "b.md": "- Paid the electricity bill today\n"}
    with vault_engine(tmp_path, notes) as eng:
        [unit_test] = concepts(eng, "單測")
        assert (unit_test.backoff, unit_test.translated) == (["单"], [])
        assert [(r["path"], r["line_start"]) for r in eng.search("單測", now=NOW)["results"]] == [("a.md", 1)]


def test_a_word_the_vault_has_no_translation_of_backs_off_to_a_characters_first_sense(tmp_path: Path):
    notes = {
        "貓/豆豆.md": "- 2026-05-02 豆豆不停去貓砂盆，帶去動物醫院\n",
        "家/爸爸.md": "- 爸爸的藥放在櫃子裡\n- 帶爸去覆診\n",
    }
    eng = Engine(write_vault(tmp_path / "vault", notes), tmp_path / "index")
    eng.update()
    try:
        [cat] = concepts(eng, "cats")
        assert cat.translated == ["猫"]
        found = [(r["path"], r["line_start"]) for r in eng.search("the cats", now=NOW)["results"]]
        assert found == [("貓/豆豆.md", 1)]
        # 爸爸 is in the vault: the lone 爸, in many words, is not brought in.
        [dad] = concepts(eng, "dad")
        assert dad.translated == ["爸爸"]
    finally:
        eng.close()


def test_a_characters_first_sense_the_vault_writes_only_inside_words_finds_those_words(tmp_path: Path):
    # CC-CEDICT's 窯 is a kiln; this vault writes it only in 窯爐, a word of its own.
    notes = {"陶藝/窯爐.md": "- 窯爐升溫到 1230 度，素燒八小時\n", "家/廚房.md": "- 烤箱壞了\n"}
    with vault_engine(tmp_path, notes) as eng:
        [kiln] = concepts(eng, "kiln")
        assert (kiln.translated, kiln.guessed) == (["窑炉"], True)
        found = [(r["path"], r["line_start"]) for r in eng.search("kiln temperature", now=NOW)["results"]]
        assert found == [("陶藝/窯爐.md", 1)]


def test_a_word_the_vault_has_no_translation_of_backs_off_to_a_word_of_its_family(tmp_path: Path):
    notes = {
        "會議/香港.md": "- 08-15 交註冊費 early bird HK$2,400\n- 訂了機票和酒店\n",
        "家/裝修.md": "- 跟師傅簽了合約，下週開工\n",
        "日記/2026-03-02.md": "- 台灣的朋友寄了茶葉\n",
    }
    with vault_engine(tmp_path, notes) as eng:
        # CC-CEDICT glosses 注册 "to register"; Snowball stems registration apart (registr).
        [registration] = concepts(eng, "registration")
        assert registration.translated == ["注册"]
        found = [(r["path"], r["line_start"]) for r in eng.search("how much was the registration", now=NOW)["results"]]
        assert found[0] == ("會議/香港.md", 1)
        [taiwanese] = concepts(eng, "Taiwanese")
        assert taiwanese.translated == ["台湾"]
        # A contractor does the work: he is no contract (合约), so nothing answers for him.
        [contractor] = concepts(eng, "contractor")
        assert contractor.translated == []


def test_an_irregular_form_is_translated_as_its_word(tmp_path: Path):
    notes = {"陶藝/電窯.md": "- 在網路上購買了一台電窯\n- 窯溫記錄\n"}
    with vault_engine(tmp_path, notes) as eng:
        [bought] = concepts(eng, "bought")
        assert "购买" in bought.translated
        found = [(r["path"], r["line_start"]) for r in eng.search("the kiln I bought", now=NOW)["results"]]
        assert found[0] == ("陶藝/電窯.md", 1)


def test_a_tag_says_what_a_question_of_question_words_is_about(engine):
    # "notes" and "tagged" are question words: every entry tagged #homelab answers, not only
    # the one that says "notes".
    results = engine.search("notes tagged #homelab", now=NOW)["results"]
    assert sorted((r["path"], r["line_start"]) for r in results[:2]) == [
        ("journal/2026-11-23.md", 1),
        ("journal/2026-11-23.md", 2),
    ]


def test_a_lone_character_the_vault_writes_joined_is_part_of_the_topic(tmp_path: Path):
    # jieba cuts 麻糬 (a pet's name) into 麻|糬 in every line, which alone makes both optional
    # question words; the tag #麻糬 shows the vault writes it as one word, so it is the topic.
    notes = {
        "daily/2026-11-02.md": "- 帶麻糬去看獸醫，打了疫苗 #麻糬\n- 晚上煮麻油雞\n",
        "daily/2026-11-03.md": "- 獸醫院的停車場很難停\n",
    }
    eng = Engine(write_vault(tmp_path / "vault", notes), tmp_path / "index")
    eng.update()
    try:
        words = Expander(eng.store.searcher()).rejoin(parse("麻糬 獸醫", NOW).words)
        assert [(w.text, w.joined, w.optional) for w in words] == [
            ("麻", "麻糬", False),
            ("糬", "麻糬", False),
            ("兽医", "", False),
        ]
        found = [(r["path"], r["line_start"]) for r in eng.search("麻糬 獸醫", now=NOW)["results"]]
        assert found == [("daily/2026-11-02.md", 1)]
        # A lone character the vault never writes joined stays an optional question word.
        [sesame, _] = Expander(eng.store.searcher()).rejoin(parse("麻 獸醫", NOW).words)
        assert (sesame.joined, sesame.optional) == ("", True)
    finally:
        eng.close()


def test_an_everyday_word_weighs_less_than_a_topic_word_the_vault_has_as_often(tmp_path):
    # "see" and "Chen" are each in one entry of two: their IDF is the same, and "see" is an
    # everyday word of English.
    notes = {"a.md": "- see the cello care note\n- Chen measured the cabinet\n"}
    eng = Engine(write_vault(tmp_path / "v", notes), tmp_path / "ix")
    eng.update()
    try:
        searcher = eng.store.searcher()
        [see, chen] = Expander(searcher).concepts(parse("see Chen", NOW).words)
        [plain_see, plain_chen] = Expander(searcher, weights=Weights(common_word_power=0.0)).concepts(
            parse("see Chen", NOW).words
        )
    finally:
        eng.close()
    assert plain_see.weight == plain_chen.weight
    assert see.weight == pytest.approx(plain_see.weight * ((9 - 6.1) / 6) ** 0.5)
    assert see.weight < chen.weight < plain_chen.weight


def test_a_made_up_word_the_vault_lacks_backs_off_to_the_noun_inside_it(tmp_path: Path):
    # jieba's HMM makes 帶媽 and 陪媽 up; the dictionary's cut of each holds 媽, which the note
    # and the question then share. The verb 帶 alone would match a walk with the dog.
    notes = {"日記/2026-11-02.md": "- 陪媽去回診，醫生說恢復得不錯\n", "日記/2026-11-03.md": "- 帶狗去公園散步\n"}
    with vault_engine(tmp_path, notes) as eng:
        mum = concepts(eng, "上次帶媽回診")[0]
        assert (mum.word, mum.exact, mum.backoff) == ("带妈", [], ["妈"])
        results = eng.search("帶媽回診", now=NOW)["results"]
        assert [(r["path"], r["line_start"]) for r in results] == [("日記/2026-11-02.md", 1)]


def test_each_word_knows_how_common_the_language_writes_it_as_typed(engine):
    running, router, pie = concepts(engine, "running router 蘋果派")
    # English as typed ("running", not its stem "run"); Chinese folded to Simplified.
    assert (running.word, running.zipf) == ("run", 5.23)  # "run" itself: 5.49
    assert (router.word, router.zipf) == ("router", 3.5)
    # A word rarer than Zipf 3 (Weights.common_word_zipf) has no figure: it is a topic's word.
    assert (pie.word, pie.zipf) == ("苹果派", None)

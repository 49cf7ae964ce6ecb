"""A page and its translation: the one in the question's language first, and a translation the
words did not reach standing in for its page."""

from __future__ import annotations

import pytest

from conftest import NOW, vault_engine
from test_ranking import entry, keys
from vault_recall.engine import languages
from vault_recall.engine import query as querymod
from vault_recall.engine.candidates import Candidate, CandidatePool
from vault_recall.engine.config import Settings
from vault_recall.engine.embedders import make_embedder
from vault_recall.engine.expand import Concept
from vault_recall.engine.fusion import Weights
from vault_recall.engine.languages import asked_in_chinese, name_each_other, translation_pairs
from vault_recall.engine.ranking import SemanticOrder, fuse, in_order, translation_after_opening
from vault_recall.engine.retrievers import Retrievers

ANDROID = Concept("android", ["android"], [], 1.0, translated=["安卓"])
INSTALL = Concept("安装", ["安装"], [], 1.0, translated=["instal"])


def page_and_translation(aliased: bool = True) -> tuple[Candidate, Candidate]:
    """An English page a little ahead by the words, and its Chinese translation, which names the
    English page in its aliases (or, not aliased, a Chinese page on the same subject)."""
    english = entry("en/Android.md", 1, ["android"], 5.0)
    english.stored["names"] = [["android"]]
    chinese = entry("zh/安卓.md", 1, ["安卓"], 4.8)
    chinese.stored["chinese"] = True
    chinese.stored["names"] = [["安卓"], ["android"] if aliased else ["android", "app"]]
    return english, chinese


@pytest.mark.parametrize(
    ("question", "first", "languages"),
    [
        ("Android 安装", ("zh/安卓.md", 1), {"en/Android.md": 0.952381, "zh/安卓.md": 1.0}),
        ("install on android", ("en/Android.md", 1), {"en/Android.md": 1.0, "zh/安卓.md": 0.952381}),
    ],
)
def test_of_a_page_and_its_translation_the_one_in_the_questions_language_comes_first(question, first, languages):
    english, chinese = page_and_translation()
    parsed = querymod.parse(question, NOW)
    fused = fuse([english, chinese], parsed, [ANDROID], ["en/Android.md", "zh/安卓.md"], 30, NOW, (), Weights())
    assert keys(in_order(fused, parsed))[0] == first
    assert {c.stored["path"]: round(c.signals["language"], 6) for c in fused.kept} == languages


def test_notes_in_two_languages_that_are_not_translations_keep_their_order():
    # A bilingual person's own notes: both answer, neither is the other's translation.
    english, chinese = page_and_translation(aliased=False)
    parsed = querymod.parse("Android 安装", NOW)
    fused = fuse([english, chinese], parsed, [ANDROID], ["en/Android.md", "zh/安卓.md"], 30, NOW, (), Weights())
    assert keys(in_order(fused, parsed)) == [("en/Android.md", 1), ("zh/安卓.md", 1)]
    assert [c.signals["language"] for c in fused.kept] == [1.0, 1.0]


def test_with_meaning_on_the_vectors_already_prefer_the_questions_language():
    english, chinese = page_and_translation()
    parsed = querymod.parse("Android 安装", NOW)
    semantic = SemanticOrder([], [], frozenset())
    fused = fuse(
        [english, chinese], parsed, [ANDROID], ["en/Android.md", "zh/安卓.md"], 30, NOW, (), Weights(), semantic
    )
    assert keys(in_order(fused, parsed)) == [("en/Android.md", 1), ("zh/安卓.md", 1)]
    assert [c.signals["language"] for c in fused.kept] == [1.0, 1.0]


def test_translation_pairs_are_named_by_an_alias_in_the_other_language():
    english, chinese = page_and_translation()
    same_language = entry("en/Android app.md", 1, ["android"], 1.0)
    same_language.stored["names"] = [["android", "app"], ["android"]]
    assert translation_pairs([english, chinese, same_language]) == {"en/Android.md", "zh/安卓.md"}
    assert translation_pairs([english]) == set()


def test_translation_pairs_are_named_by_one_title_in_two_languages():
    # A product's page and its translation may both bear the product's name.
    english = entry("en/Obsidian Headless.md", 1, ["headless"], 5.0)
    english.stored["names"] = [["obsidian", "headless"]]
    chinese = entry("zh-TW/Obsidian Headless.md", 1, ["headless"], 4.8)
    chinese.stored["names"] = [["obsidian", "headless"], ["無介面"]]
    chinese.stored["chinese"] = True
    assert translation_pairs([english, chinese]) == {"en/Obsidian Headless.md", "zh-TW/Obsidian Headless.md"}
    # Two notes of one title in one language are not each other's translation.
    chinese.stored["chinese"] = False
    assert translation_pairs([english, chinese]) == set()


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Android 安装", True),
        ("上次搞 PostgreSQL 是什麼時候", True),
        ("when did I last touch the backup script", False),
        ("#redis", None),
        ("[[Redis 快取層重構]]", None),
        ("", None),
    ],
)
def test_the_language_a_question_is_asked_in(question, expected):
    assert asked_in_chinese(querymod.parse(question, NOW)) is expected


def test_two_notes_name_each_other_by_one_title_among_the_others_names():
    assert name_each_other([("android",)], [("安卓",), ("android",)])
    assert name_each_other([("安卓",), ("android",)], [("android",)])
    # Sharing an alias is not being each other's page.
    assert not name_each_other([("安卓",), ("app",)], [("android",), ("app",)])
    assert not name_each_other([], [("android",)])


def test_a_translation_the_words_ranked_low_stands_in_for_its_page():
    # The English page is the note ranking's answer; its Chinese translation says neither word
    # of "Android 安装" in the line the words found, and no ranking put it near the top.
    english, chinese = page_and_translation()
    chinese.bm25 = 0.5
    other = entry("zh/下载.md", 1, ["安装"], 4.0)
    other.stored["chinese"] = True
    parsed = querymod.parse("Android 安装", NOW)
    pool = [english, other, chinese]
    without = fuse(pool, parsed, [ANDROID, INSTALL], ["en/Android.md", "zh/下载.md"], 30, NOW, (), Weights())
    # The English page, lowered as its translation is an answer too, falls behind another page.
    assert keys(in_order(without, parsed)) == [("zh/下载.md", 1), ("en/Android.md", 1), ("zh/安卓.md", 1)]
    fused = fuse(
        pool,
        parsed,
        [ANDROID, INSTALL],
        ["en/Android.md", "zh/下载.md"],
        30,
        NOW,
        (),
        Weights(),
        translations={"en/Android.md": "zh/安卓.md"},
    )
    # Its translation takes the place the page had before it was lowered.
    assert keys(in_order(fused, parsed)) == [("zh/安卓.md", 1), ("zh/下载.md", 1), ("en/Android.md", 1)]
    assert chinese.fused == pytest.approx(english.fused * 1.05 * (1 + 1e-6))
    assert (chinese.signals["language"], english.signals["language"]) == (1.0, pytest.approx(1 / 1.05))


def test_a_translation_already_ahead_of_its_page_keeps_its_own_score():
    english, chinese = page_and_translation()
    parsed = querymod.parse("Android 安装", NOW)
    fused = fuse(
        [english, chinese],
        parsed,
        [ANDROID],
        ["zh/安卓.md", "en/Android.md"],
        30,
        NOW,
        (),
        Weights(),
        translations={"en/Android.md": "zh/安卓.md"},
    )
    plain = fuse([english, chinese], parsed, [ANDROID], ["zh/安卓.md", "en/Android.md"], 30, NOW, (), Weights())
    assert [c.fused for c in fused.kept] == [c.fused for c in plain.kept]


ANDROID_VAULT = {
    "en/Obsidian for Android.md": "# Obsidian for Android\n\nInstall the Android app from Google Play.\n",
    "zh/安卓端应用.md": (
        "---\naliases: [Obsidian for Android]\n---\n# 安卓端应用\n\n"
        "安卓端应用可以从 Google Play 下载。\n\n## 小组件\n\n在主屏幕上添加小组件。\n"
    ),
    "zh/安装插件.md": "# 安装插件\n\n在设置里安装社区插件。\n",
    "zh/更新.md": "# 更新\n\n更新时不需要重新安装。\n",
    "en/Sync.md": "# Sync\n\nSync your notes between devices.\n",
}


def test_the_notes_named_are_those_whose_title_or_aliases_hold_every_word_of_a_name(tmp_path):
    with vault_engine(tmp_path, ANDROID_VAULT) as engine:
        retrievers = Retrievers(engine.store.searcher(), engine.store.schema, Weights())
        named = retrievers.notes_named([("android", "obsidian")])
        assert sorted((n.path, n.chinese) for n in named) == [
            ("en/Obsidian for Android.md", False),
            ("zh/安卓端应用.md", True),
        ]
        # 安卓端 is a word jieba made up of three lone characters: its halves 安卓 and 卓端 too.
        assert [n.names[0] for n in named if n.chinese] == [("卓", "卓端", "安卓", "安卓端", "应用")]
        either = retrievers.notes_named([("安装", "插件"), ("sync",)])
        assert sorted(n.path for n in either) == ["en/Sync.md", "zh/安装插件.md"]
        assert retrievers.notes_named([("android", "ios")]) == []
        assert retrievers.notes_named([()]) == []


def test_asked_in_chinese_the_chinese_translation_answers_and_in_english_the_english_page(tmp_path):
    with vault_engine(tmp_path, ANDROID_VAULT) as engine:
        chinese = engine.search("Android 安装", now=NOW)["results"]
        english = engine.search("install android", now=NOW)["results"]
    assert chinese[0]["path"] == "zh/安卓端应用.md"
    assert "en/Obsidian for Android.md" in [r["path"] for r in chinese]
    assert english[0]["path"] == "en/Obsidian for Android.md"


def test_two_journals_notes_of_one_day_are_not_each_others_translation():
    english = entry("work/2026-11-02.md", 1, ["deploy"], 5.0)
    english.stored["names"] = [["2026-11-02"]]
    chinese = entry("life/2026-11-02.md", 1, ["部署"], 4.8)
    chinese.stored["names"] = [["2026-11-02"]]
    chinese.stored["chinese"] = True
    assert translation_pairs([english, chinese]) == set()


def test_a_daily_note_in_the_other_language_brings_no_translation(tmp_path):
    notes = {
        "work/2026-11-02.md": "- Deployed the Android build today.\n",
        "life/2026-11-02.md": "- 今天去了书店。\n",
        "zh/安装.md": "# 安装\n\n安装 Android 应用。\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        page = engine.search("Android 安装", now=NOW)
    assert [r["signals"]["language"] for r in page["results"]] == [1.0] * len(page["results"])
    assert "life/2026-11-02.md" not in [r["path"] for r in page["results"]]


def test_with_meaning_on_the_translation_stands_in_too(tmp_path):
    # The vectors answer in the question's language, but the words' best page may still be the
    # other language's, and its translation is what the reader wants.
    with vault_engine(tmp_path, ANDROID_VAULT, Settings(semantic="hash:64")) as engine:
        engine.embed_pending(make_embedder("hash:64"))
        page = engine.search("Android 安装", now=NOW)
    assert page["semantic"]["status"] == "ok"
    assert page["results"][0]["path"] == "zh/安卓端应用.md"


def test_only_the_translations_opening_passes_the_floor_without_the_words():
    english, chinese = page_and_translation()
    chinese.stored["terms"] = ["安卓端"]  # jieba's word: the question's 安卓 is not in it
    aside = entry("zh/安卓.md", 7, ["小组件"], 0.0)
    aside.stored["chinese"] = True
    aside.stored["names"] = chinese.stored["names"]
    parsed = querymod.parse("Android 安装", NOW)
    fused = fuse(
        [english, chinese, aside],
        parsed,
        [ANDROID, INSTALL],
        ["en/Android.md"],
        30,
        NOW,
        (),
        Weights(),
        translations={"en/Android.md": "zh/安卓.md"},
    )
    assert keys(in_order(fused, parsed)) == [("zh/安卓.md", 1), ("en/Android.md", 1)]


def test_a_notes_first_entry_is_its_opening_line(tmp_path):
    with vault_engine(tmp_path, ANDROID_VAULT) as engine:
        retrievers = Retrievers(engine.store.searcher(), engine.store.schema, Weights())
        pool = CandidatePool(engine.store.searcher())
        pool.add(retrievers.note_first_entry("zh/安卓端应用.md", []))
    assert list(pool.candidates) == [("zh/安卓端应用.md", 6)]


TRANSLATED = {
    "en/Backlinks.md": "# Backlinks\n\nSee every note that links to the active note.\n",
    "zh/反向链接.md": (
        "---\naliases: [Backlinks]\n---\n# 反向链接\n\n查看链接到当前笔记的所有笔记。\n\n"
        "## 未链接的提及\n\n侧栏里显示提到名称却没写成链接的地方。\n"
    ),
    "zh/大纲.md": "---\naliases: [Outline]\n---\n# 大纲\n\n当前笔记的标题列表。\n",
    "en/Outline.md": "# Outline\n\nA list of the headings in a note.\n",
    "journal/2026-11-02.md": "- 整理了反向链接。\n",
}


def test_the_first_answers_page_brings_its_translation_the_words_did_not_reach(tmp_path):
    # Nothing of "侧栏显示提到的地方" is in the English page: a reader of both languages still wants
    # the same page in English, after the Chinese one.
    with vault_engine(tmp_path, TRANSLATED) as engine:
        paths = [r["path"] for r in engine.search("侧栏显示提到的地方", now=NOW)["results"]]
    assert paths[0] == "zh/反向链接.md"
    assert "en/Backlinks.md" in paths
    assert paths.index("en/Backlinks.md") > paths.index("zh/反向链接.md")


def test_no_translation_is_brought_when_translated_pages_is_0(tmp_path):
    with vault_engine(tmp_path, TRANSLATED, Settings(weights={"translated_pages": 0})) as engine:
        paths = [r["path"] for r in engine.search("侧栏显示提到的地方", now=NOW)["results"]]
    assert "zh/反向链接.md" in paths
    assert "en/Backlinks.md" not in paths


def test_an_english_answer_brings_its_chinese_translation(tmp_path):
    with vault_engine(tmp_path, TRANSLATED) as engine:
        paths = [r["path"] for r in engine.search("links to the active note", now=NOW)["results"]]
    assert paths[0] == "en/Backlinks.md"
    assert "zh/反向链接.md" in paths


def test_counterparts_of_the_first_pages_only_and_never_of_a_day(tmp_path):
    with vault_engine(tmp_path, TRANSLATED) as engine:
        retrievers = Retrievers(engine.store.searcher(), engine.store.schema, Weights())
        pool = CandidatePool(engine.store.searcher())
        for path in ("journal/2026-11-02.md", "zh/反向链接.md", "zh/反向链接.md", "zh/大纲.md"):
            pool.add(retrievers.note_first_entry(path, []))
        answers = list(pool.candidates.values())
        answers += [answers[1]]  # a second entry of the same page counts once
        two = languages.counterparts(retrievers, answers, 2, [], pool)
        three = languages.counterparts(retrievers, answers, 3, [], pool)
    assert two == [("zh/反向链接.md", "en/Backlinks.md")]
    assert three == [("zh/反向链接.md", "en/Backlinks.md"), ("zh/大纲.md", "en/Outline.md")]
    assert {key[0] for key in pool.candidates} >= {"en/Backlinks.md", "en/Outline.md"}


def test_a_translation_rises_to_a_share_of_its_pages_score_never_above_its_own():
    english, chinese = page_and_translation()
    english.fused, chinese.fused = 0.03, 0.001
    english.signals, chinese.signals = {}, {}
    languages.lift_counterparts([english, chinese], [("en/Android.md", "zh/安卓.md")], 0.7)
    assert chinese.fused == pytest.approx(0.021)
    assert chinese.signals["fused"] == pytest.approx(0.021)
    assert chinese.signals["rank_translation"] == 1
    assert "rank_translation" not in english.signals
    chinese.fused = 0.05
    languages.lift_counterparts([english, chinese], [("en/Android.md", "zh/安卓.md")], 0.7)
    assert chinese.fused == 0.05
    # A translation not among the answers is left alone; nothing is added.
    languages.lift_counterparts([english], [("en/Android.md", "zh/安卓.md")], 0.7)
    assert english.fused == 0.03


def test_a_counterparts_opening_passes_the_floor_without_the_words():
    english, chinese = page_and_translation()
    chinese.stored["terms"] = ["安卓端"]
    parsed = querymod.parse("install android", NOW)
    alone = fuse([english, chinese], parsed, [ANDROID], ["en/Android.md"], 30, NOW, (), Weights())
    assert keys(in_order(alone, parsed)) == [("en/Android.md", 1)]
    paired = fuse(
        [english, chinese],
        parsed,
        [ANDROID],
        ["en/Android.md"],
        30,
        NOW,
        (),
        Weights(),
        counterparts=[("en/Android.md", "zh/安卓.md")],
    )
    assert keys(in_order(paired, parsed)) == [("en/Android.md", 1), ("zh/安卓.md", 1)]
    assert chinese.fused == pytest.approx(0.7 * english.fused)


def test_two_notes_of_one_title_bring_each_other_only_when_an_alias_says_so(tmp_path):
    # Two folders' "index" notes, one English and one Chinese: the same name, not a translation.
    notes = {
        "work/index.md": "- The zqbcd marker is here.\n",
        "home/index.md": "- 家里的清单：买牛奶和鸡蛋。\n",
    }
    with vault_engine(tmp_path, notes) as engine:
        paths = [r["path"] for r in engine.search("zqbcd", now=NOW)["results"]]
    assert paths == ["work/index.md"]


SAME_TITLES = {
    "en/Obsidian Publish/Security and privacy.md": "# Security and privacy\n\nPassword-protect a site.\n",
    "en/Account/Security and privacy.md": "# Security and privacy\n\nTwo-factor sign-in.\n",
    "zh/Obsidian Publish/安全与隐私.md": (
        "---\naliases: [Security and privacy]\n---\n# 安全与隐私\n\n为网站设置密码。\n"
    ),
}


@pytest.mark.parametrize("order", [list(SAME_TITLES), list(reversed(SAME_TITLES))])
def test_of_two_pages_of_one_title_the_translation_is_the_one_in_the_same_folder(tmp_path, order):
    with vault_engine(tmp_path, {path: SAME_TITLES[path] for path in order}) as engine:
        retrievers = Retrievers(engine.store.searcher(), engine.store.schema, Weights())
        page = "zh/Obsidian Publish/安全与隐私.md"
        [(_, address)] = retrievers.note_first_entry(page, [])
        names = [tuple(name) for name in retrievers.stored(address)["names"]]
        found = languages.translation_of(retrievers, page, names, True)
    assert found is not None
    assert found.path == "en/Obsidian Publish/Security and privacy.md"


def test_a_named_pages_translation_follows_its_opening(tmp_path):
    page = {
        "zh/反向链接.md": (
            "---\naliases: [Backlinks]\n---\n# 反向链接\n\n查看链接到当前笔记的所有笔记。\n\n## 链接的提及\n\n"
            "- 列出链接到当前笔记的笔记。\n- 可以折叠每一条。\n\n"
            "## 未链接的提及\n\n- 侧栏里显示提到名称却没写成链接的地方。\n"
        ),
        "en/Backlinks.md": "# Backlinks\n\nSee every note that links to the active note.\n",
    }
    with vault_engine(tmp_path, page) as engine:
        results = engine.search("反向链接", now=NOW)["results"]
    assert [(r["path"], r["line_start"]) for r in results[:3]] == [
        ("zh/反向链接.md", 6),
        ("en/Backlinks.md", 3),
        ("zh/反向链接.md", 10),
    ]


def test_a_translation_already_second_stays_and_no_translation_changes_nothing():
    english, chinese = page_and_translation()
    english.names_note = True
    assert translation_after_opening([english, chinese], [("en/Android.md", "zh/安卓.md")]) == [
        english,
        chinese,
    ]
    other = entry("en/Android.md", 9, ["android"], 1.0)
    assert translation_after_opening([english, other, chinese], []) == [english, other, chinese]
    assert translation_after_opening([english, other, chinese], [("en/Android.md", "zh/安卓.md")]) == [
        english,
        chinese,
        other,
    ]
    english.names_note = False
    assert translation_after_opening([english, other, chinese], [("en/Android.md", "zh/安卓.md")]) == [
        english,
        other,
        chinese,
    ]

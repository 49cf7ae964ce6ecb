from __future__ import annotations

from pathlib import Path

from conftest import vault_engine
from test_expand import NOW
from vault_recall.engine import pinyin
from vault_recall.engine.expand import Expander
from vault_recall.engine.query import parse


def test_a_word_reads_as_pinyin_only_whole_and_in_two_syllables_or_more():
    assert pinyin.syllable_splits("nanyin") == [("nan", "yin")]
    assert pinyin.syllable_splits("xiamen") == [("xia", "men")]
    # A syllable that begins with a vowel inside a word needs the apostrophe (xi'an): without it
    # the letters read the other way, as one syllable.
    assert pinyin.syllable_splits("xian") == []
    assert pinyin.syllable_splits("lingo") == []
    # One syllable is an English word as often as not; English words are mostly no pinyin.
    assert pinyin.syllable_splits("long") == []
    assert pinyin.syllable_splits("backup") == []
    assert pinyin.syllable_splits("") == []


def test_a_word_spells_the_vaults_words_of_its_sound():
    vault = {"南音", "厦门", "绿茶", "男人"}
    assert pinyin.words_spelled("Nanyin", vault.__contains__) == ["南音"]
    assert pinyin.words_spelled("XIAMEN", vault.__contains__) == ["厦门"]
    # ü is typed as v or u.
    assert pinyin.words_spelled("lvcha", vault.__contains__) == ["绿茶"]
    assert pinyin.words_spelled("lucha", vault.__contains__) == ["绿茶"]
    assert pinyin.words_spelled("nanren", vault.__contains__) == ["男人"]
    assert pinyin.words_spelled("nanyin", set().__contains__) == []
    assert pinyin.words_spelled("nan-yin", vault.__contains__) == []
    assert pinyin.words_spelled("南音", vault.__contains__) == []


def test_an_english_question_finds_a_chinese_name_it_spells_in_pinyin(tmp_path: Path):
    notes = {
        "Journal/2025-09-13.md": "- 第一次上南音課，蔡老師教指法\n- 晚上吃了沙茶面\n",
        "Journal/2025-10-02.md": "- 回泉州看阿嬤，我們一起包餃子\n",
        "Journal/2025-10-20.md": "- Weekend in Xiamen with Lin\n",
    }
    with vault_engine(tmp_path, notes) as eng:
        [nanyin] = Expander(eng.store.searcher()).concepts(parse("nanyin", NOW).words)
        assert nanyin.translated == ["南音"]
        found = eng.search("when was my first nanyin lesson", now=NOW)["results"]
        assert [(r["path"], r["line_start"]) for r in found][:1] == [("Journal/2025-09-13.md", 1)]
        found = eng.search("Quanzhou trip", now=NOW)["results"]
        assert [(r["path"], r["line_start"]) for r in found] == [("Journal/2025-10-02.md", 1)]
        # A word the dictionary glosses is English, even where the vault has none of its
        # translations: "women" (女人家) is never 我们.
        [women] = Expander(eng.store.searcher()).concepts(parse("women", NOW).words)
        assert women.translated == []
        assert eng.search("florbixate", now=NOW)["results"] == []

"""What a question asks of the vault: the words counted, the words notes are ranked by, what the
vectors are asked, and whether the vault can answer."""

from __future__ import annotations

import datetime as dt

import pytest

from vault_recall.engine import query as querymod
from vault_recall.engine.expand import Concept
from vault_recall.engine.fusion import Weights
from vault_recall.engine.questions import answerable, counted_concepts, meaning_text, noted_concepts

NOW = dt.date(2026, 11, 30)


class MeetingNowhere:
    """Retrievers whose rare words never meet in one entry."""

    weights = Weights()

    def together(self, concepts: list[Concept]) -> bool:
        return False


class MeetingInOneEntry:
    weights = Weights()

    def together(self, concepts: list[Concept]) -> bool:
        return len(concepts) >= 2


def test_the_vectors_are_asked_with_the_translations_when_most_words_are_only_in_the_other_language():
    banana = Concept("香蕉", [], [], 5.0, translated=["banana", "bananas"])
    oven = Concept("烤箱", [], [], 5.0, translated=["oven"])
    cake = Concept("蛋糕", [], [], 6.0)  # in no note
    often = Concept("幾度", [], [], 6.0, optional=True)
    assert meaning_text("香蕉蛋糕烤箱要開幾度", [banana, cake, oven, often]) == "香蕉蛋糕烤箱要開幾度 banana oven"
    # Words the vault has in the question's own language: the question is asked as typed.
    native = Concept("食譜", ["食谱"], [], 4.0)
    recipe = Concept("麵包", ["面包"], [], 4.0, translated=["bread"])
    assert meaning_text("香蕉麵包食譜", [banana, recipe, native]) == "香蕉麵包食譜"
    assert meaning_text("量子退火", [Concept("量子", [], [], 6.0)]) == "量子退火"


def test_an_english_question_with_a_word_the_vault_has_only_in_chinese_asks_the_vectors_with_it():
    # "waterproofing" is only 防水 in the vault; "bathroom" is in English notes too.
    bathroom = Concept("bathroom", ["bathroom"], [], 4.0)
    cost = Concept("cost", ["cost"], [], 3.0)
    waterproofing = Concept("waterproof", [], [], 6.0, translated=["防水"])
    assert (
        meaning_text("bathroom waterproofing cost", [bathroom, waterproofing, cost])
        == "bathroom waterproofing cost 防水"
    )
    # A Chinese question keeps the rule of the majority: one English-only word is not enough.
    recipe = Concept("食譜", ["食谱"], [], 4.0)
    scone = Concept("司康", [], [], 6.0, translated=["scone"])
    assert meaning_text("司康食譜", [scone, recipe]) == "司康食譜"
    assert meaning_text("bathroom cost", [bathroom, cost]) == "bathroom cost"


def test_a_guessed_translation_is_not_added_to_what_the_vectors_are_asked():
    # 窯爐 only begins with 窯, the character "kiln" is a first sense of: a guess.
    kiln = Concept("kiln", [], [], 6.0, translated=["窑炉"], guessed=True)
    glaze = Concept("glaze", [], [], 6.0, translated=["釉"])
    assert meaning_text("kiln glaze", [kiln, glaze]) == "kiln glaze 釉"
    assert meaning_text("kiln", [kiln]) == "kiln"


def test_the_question_words_the_vault_has_rank_notes_at_a_share():
    """日期 is how a question asks as often as what it is about: it does not decide which entry
    answers, but a note full of dates is likelier the one meant."""
    topic = Concept("顶部", ["顶部"], [], 5.0)
    asked = Concept("日期", ["日期"], [], 4.0, optional=True)
    absent = Concept("字段", [], [], 6.0, optional=True)
    assert noted_concepts([topic, asked, absent], [topic]) == [topic, asked]
    assert noted_concepts([asked], []) == []


def test_the_words_counted_are_those_the_vault_has_question_words_aside():
    topic = Concept("redis", ["redis"], [], 5.0)
    asked = Concept("notes", ["note"], [], 2.0, optional=True)
    absent = Concept("量子", [], [], 6.0)
    parsed = querymod.parse("redis notes 量子", NOW)
    assert counted_concepts([topic, asked, absent], parsed) == [topic]
    # Only question words: the question is about them.
    assert counted_concepts([asked, absent], parsed) == [asked]
    # A tag says what it is about: its question words are not counted.
    assert counted_concepts([asked], querymod.parse("#料理 notes", NOW)) == []


@pytest.mark.parametrize(
    ("concepts", "meeting", "expected"),
    [
        # Nothing missing.
        ([Concept("redis", ["redis"], [], 5.0)], MeetingNowhere(), True),
        # As many words had as lacked.
        ([Concept("跑步", ["跑步"], [], 5.0), Concept("練跑", [], [], 8.0)], MeetingNowhere(), True),
        # More lacked than had: no answer, unless two rare words had meet in one entry.
        (
            [Concept("研究", ["研究"], [], 3.0), Concept("量子", [], [], 8.0), Concept("退火", [], [], 8.0)],
            MeetingNowhere(),
            False,
        ),
        (
            [
                Concept("右手", ["右手"], [], 6.0),
                Concept("揉麵", ["揉面"], [], 7.0),
                Concept("痛到", [], [], 8.0),
                Concept("不行", [], [], 8.0),
                Concept("一陣子", [], [], 8.0),
            ],
            MeetingInOneEntry(),
            True,
        ),
        # A translation alone counts half in a question that has its own words.
        (
            [
                Concept("香蕉", ["香蕉"], [], 5.0),
                Concept("烤箱", [], [], 5.0, translated=["oven"]),
                Concept("x", [], [], 5.0),
                Concept("y", [], [], 5.0),
            ],
            MeetingNowhere(),
            False,
        ),
        # Asked wholly in the other language: translations are its words.
        ([Concept("banana", [], [], 5.0, translated=["香蕉"]), Concept("cake", [], [], 5.0)], MeetingNowhere(), True),
        # Nothing the vault has.
        ([Concept("量子", [], [], 8.0)], MeetingNowhere(), False),
        # A count the vault lacks (一则) says how many, not what: it is no word the vault lacks.
        (
            [Concept("随便", [], [], 9.0), Concept("打开", ["打开"], [], 3.0), Concept("一则", [], [], 9.0)],
            MeetingNowhere(),
            True,
        ),
        (
            [Concept("随便", [], [], 9.0), Concept("打开", ["打开"], [], 3.0), Concept("小说", [], [], 9.0)],
            MeetingNowhere(),
            False,
        ),
        # A count alone is still a question the vault cannot answer.
        ([Concept("三个", [], [], 9.0)], MeetingNowhere(), False),
        # "any update on the U1 since it went to its new home": the everyday words the vault
        # lacks ("since" 5.75: a quarter, "went" 5.5: half, "new" 6.25: none) weigh less than
        # the U1 it has and home's translation.
        (
            [
                Concept("u1", ["u1"], [], 6.0),
                Concept("sinc", [], [], 3.0, zipf=5.75),
                Concept("went", [], [], 3.0, zipf=5.5),
                Concept("new", [], [], 3.0, zipf=6.25),
                Concept("home", [], [], 3.0, translated=["屋企"], zipf=5.8),
            ],
            MeetingNowhere(),
            True,
        ),
        # Words of a topic count in full, however common the word the vault has: 研究 5.7.
        (
            [
                Concept("研究", ["研究"], [], 3.0, zipf=5.7),
                Concept("量子", [], [], 8.0, zipf=4.06),
                Concept("退火", [], [], 8.0, zipf=2.61),
            ],
            MeetingNowhere(),
            False,
        ),
        # The commonest words the vault lacks leave a question the vault has nothing of empty.
        ([Concept("发生", [], [], 2.0, zipf=5.83), Concept("new", [], [], 2.0, zipf=6.25)], MeetingNowhere(), False),
    ],
)
def test_whether_the_vault_can_answer(concepts, meeting, expected):
    parsed = querymod.parse("question", NOW)
    assert answerable(parsed, concepts, meeting) is expected


def test_a_tag_link_or_phrase_is_always_answered_by_what_it_names():
    absent = [Concept("量子", [], [], 8.0)]
    for question in ("#料理", "[[Redis 快取層重構]]", '"quantum annealing"'):
        assert answerable(querymod.parse(question, NOW), absent, MeetingNowhere()) is True

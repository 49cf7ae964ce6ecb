from __future__ import annotations

from vault_recall.engine.bilingual import (
    character_translations,
    phrase_translations,
    relatives,
    synonyms,
    translations,
    word_of_form,
)
from vault_recall.engine.tokens import stem


def test_english_to_chinese():
    assert "备份" in translations("backup")
    assert "疫苗" in translations("vaccin")


def test_a_character_of_one_meaning_is_a_translation_one_of_several_is_not():
    assert translations("glaze") == ("釉",)
    assert "glaze" in translations("釉")
    # 猫 is cat and modem, 打 beat, build, fetch and more.
    assert "猫" not in translations("cat")
    assert translations("打") == ()


def test_a_noun_character_of_several_meanings_stands_for_its_first_senses():
    # 貓 /cat/CL:隻/(dialect) to hide oneself/(coll.) modem/: cat, not modem.
    assert character_translations("cat") == ("猫",)
    assert character_translations("猫") == ("cat",)
    assert "猫" not in character_translations("modem")
    # 爸 /father/dad/pa/papa/: its first two senses.
    assert character_translations("爸") == ("dad", "father")
    # A verb (打 beat) and a surname's reading are no senses to stand for.
    assert character_translations("打") == ()
    assert "打" not in character_translations("beat")
    # A character already translated by its one meaning is left to the main table.
    assert character_translations("釉") == ()
    assert character_translations("glaze") == ()


def test_chinese_to_english():
    assert "backup" in translations("备份")
    assert "upgrad" in translations("升级")


def test_a_two_word_gloss_translates_the_english_phrase():
    assert phrase_translations("blood", "sugar") == ("血糖",)
    assert phrase_translations("tire", "pressur") == ("胎压",)
    # Two words in the other order, or each alone, are no phrase.
    assert phrase_translations("sugar", "blood") == ()
    assert "血糖" not in translations("blood") + translations("sugar")


def test_synonyms_share_a_specific_gloss_of_one_word_or_of_two():
    assert synonyms("范本") == ("型板", "样板", "模板")
    assert synonyms("地板砖") == ("地砖",)
    # "move" glosses hundreds of words: it names no one thing.
    assert synonyms("搬移") == ()


def test_a_words_family_is_the_stems_one_begins_the_other_by_a_short_suffix():
    assert relatives(stem("registration")) == ("regist",)
    assert relatives(stem("register")) == ("registr",)
    assert relatives(stem("delivery")) == ("deliv",)
    assert relatives(stem("application")) == ("appli",)
    assert relatives(stem("Japanese".lower())) == ("japan",)
    assert relatives(stem("australian")) == ("australia",)
    # A doer is not the act (contractor, registrar), and a shared start is no family.
    assert relatives(stem("contractor")) == ()
    assert relatives(stem("musician")) == ()
    assert "registrar" not in relatives(stem("registration"))
    assert relatives(stem("confer")) == ()
    # Stems of five letters or fewer, and words that are no English stems, have none.
    assert relatives("renov") == ()
    assert relatives("注册费") == ()
    assert relatives("pg_upgrade") == ()


def test_an_irregular_form_is_read_as_its_words_stem():
    assert word_of_form("bought") == "buy"
    assert word_of_form("Found") == "find"
    assert word_of_form("knives") == "knife"
    assert word_of_form("children") == "child"
    assert word_of_form("written") == "write"
    assert "购买" in translations(word_of_form("bought") or "")
    # A form that is also a word of its own is left alone (left, the side; saw, the tool), and
    # so is a regular word, though Snowball stems "ranged" to rang.
    assert word_of_form("left") is None
    assert word_of_form("saw") is None
    assert word_of_form("ranged") is None
    assert word_of_form("buy") is None


def test_the_irregular_forms_table_reads_no_form_as_another_listed_word():
    import tomllib

    from vault_recall.engine import bilingual, lexicon

    data = tomllib.loads(lexicon.data_text(bilingual.IRREGULAR_FILE))
    words = {word for kind in data.values() for word in kind}
    forms = [form for kind in data.values() for forms in kind.values() for form in forms]
    assert len(forms) == len(set(forms)) == 217
    assert words.isdisjoint(forms)
    assert all(form.isascii() and form.isalpha() and form.islower() for form in forms)


def test_unknown_word_has_no_translation():
    assert translations("harpsichordx") == ()


def test_tables_are_cached_privately(tmp_path, monkeypatch):
    import os
    import stat

    from vault_recall.engine import bilingual

    monkeypatch.setenv("VAULT_RECALL_DATA_DIR", str(tmp_path))
    bilingual.dictionary.cache_clear()
    try:
        built = bilingual.dictionary()
        cache = tmp_path / "cache" / f"bilingual-{bilingual.CACHE_VERSION}-{bilingual.tokens.FINGERPRINT}.bin"
        assert stat.S_IMODE(os.stat(cache).st_mode) == 0o600
        bilingual.dictionary.cache_clear()
        assert bilingual.dictionary() == built
    finally:
        bilingual.dictionary.cache_clear()


def test_hyphenated_glosses_match_the_closed_spelling_notes_use():
    # CC-CEDICT: 插件 /plug-in (computing)/, 在线 /on-line/.
    assert translations("插件") == ("plugin",)
    assert "插件" in translations("plugin")
    assert "在线" in translations(stem("online"))


def test_a_word_a_question_hyphenates_translates_as_the_closed_gloss():
    assert "x光" in translations("x-ray")
    assert "电子邮件" in translations("e-mail")
    assert translations("follow-ups") == translations("followup") == ("后续",)
    assert translations("self-hosted") == ()


def test_an_english_clipping_translates_as_its_full_word_both_ways():
    assert "同步" in translations("sync")
    assert "数据库" in translations("db")
    assert {"synchron", "sync"} <= set(translations("同步"))
    assert "db" in translations("数据库")
    # A word the dictionary knows keeps its own translations only.
    assert "sync" not in translations("时间")


def test_a_clipping_the_dictionary_glosses_wrongly_also_translates_as_its_full_word():
    # CC-CEDICT's "uni" is a network interface, its "mom" only 姆妈, 宝妈, 老妈.
    assert translations("uni") == ("用户到网络接口", "用户到网络的接口", "大学")
    assert {"姆妈", "妈妈", "母亲"} <= set(translations("mom"))
    assert {"妈妈", "母亲"} <= set(translations("mum"))
    assert {"mother", "mom", "mum"} <= set(translations("妈妈"))


def test_synonyms_come_in_the_same_order_whatever_the_hash_seed(tmp_path):
    # Only the first few synonyms of a word are tried (expand.MAX_BACKOFFS): their order must
    # not depend on the process that built the cached tables.
    import os
    import subprocess
    import sys

    script = "from vault_recall.engine import bilingual; print(bilingual.synonyms('划破'), bilingual.synonyms('人事'))"
    seen = set()
    for seed in ("1", "2", "3"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "VAULT_RECALL_DATA_DIR": str(tmp_path / seed)}
        seen.add(
            subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True).stdout
        )
    assert seen == {"('扯裂', '撕破', '破开', '划过') ('人员', '员工', '性感', '桃色', '人文', '人事部', '人力资源')\n"}


def test_a_chemical_s_formula_after_its_name_is_no_part_of_the_gloss():
    # CC-CEDICT: 草酸 /oxalic acid C2H2O4/, 乙醇 /ethanol C2H5OH/.
    assert phrase_translations("oxal", "acid") == ("草酸",)
    assert "乙醇" in translations(stem("ethanol"))
    assert "ethanol" in translations("乙醇")

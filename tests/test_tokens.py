from __future__ import annotations

import string
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from vault_recall.engine import bilingual
from vault_recall.engine.tokens import (
    american_spellings,
    dictionary_pieces,
    fold_script,
    iter_tokens,
    mostly_chinese,
    normalize,
    stem,
    tokenize,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("PostgreSQL", "postgresql"),
        ("ＰｏｓｔｇｒｅＳＱＬ", "postgresql"),  # full-width (NFKC)
        ("資料庫 遷移", "资料库 迁移"),
        ("Straße", "strasse"),
    ],
)
def test_normalize_case_width_and_script(text, expected):
    assert normalize(text) == expected


def test_fold_script_leaves_simplified_alone():
    assert fold_script("资料库迁移") == "资料库迁移"


def test_accounts_written_with_either_character_fold_alike():
    assert [fold_script(w) for w in ("記帳", "记账", "記賬", "转帐")] == ["记账", "记账", "记账", "转账"]
    assert fold_script("帳篷") == fold_script("帐篷") == "账篷"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("上次搞 PostgreSQL 是什麼時候", ["postgresql"]),
        ("when did I last touch the backup script", ["touch", "backup", "script"]),
        ("资料库 迁移", ["数据", "数据库", "迁移"]),
        ("資料庫 遷移", ["数据", "数据库", "迁移"]),
        ("Migrations running", ["migrat", "run"]),
        ("pg_upgrade", ["pg_upgrade", "pg", "upgrad"]),
        # A URI scheme is a name of its own, beside its word; what follows it is read as usual.
        ("obsidian:// links", ["obsidian://", "obsidian", "link"]),
        ("點 obsidian://open?vault=Notes 沒反應", ["点", "obsidian://", "obsidian", "open", "vault", "note", "反应"]),
        ("Obsidian://", ["obsidian://", "obsidian"]),
        ("a://", ["a://"]),
        # The web's schemes are in every link: no word of their own.
        ("https://obsidian.md/sync", ["https", "obsidian.md/sync", "obsidian", "md", "sync"]),
        ("obsidian: //", ["obsidian"]),
        # British spellings are read as the American ones, before stemming, in identifiers too.
        ("Colours of the centre", ["color", "center"]),
        ("organised a programme; licence renewal", ["organiz", "program", "licens", "renew"]),
        ("colour-blind tyre", ["colour-blind", "color", "blind", "tire"]),
        # Forms the table leaves alone: American spellings, and words of their own.
        ("color gauge buses", ["color", "gaug", "buse"]),
        ("PostgreSQL遷移拍板了", ["postgresql", "迁移", "拍板"]),
    ],
)
def test_tokenize(text, expected):
    assert tokenize(text) == expected


def test_a_word_jiebas_hmm_made_up_also_gives_the_nouns_inside_it():
    # 陪媽 and 帶媽 are no dictionary words: each is also read as the dictionary cuts it, the
    # noun 媽 kept, the verbs 陪 and 帶 not.
    assert tokenize("陪媽去慈濟複診") == ["陪妈", "妈", "去", "慈济", "复诊"]
    assert tokenize("帶媽回診") == ["带妈", "妈", "回诊"]
    assert tokenize("文旦果醬糖要放多少") == ["文旦", "果酱", "糖要", "糖", "放", "多少"]
    # Dictionary words are left as they were.
    assert tokenize("反向链接") == ["反向", "链接"]


def test_a_name_jieba_joined_to_its_neighbour_is_indexed_alone_too():
    # 帶蛋撻覆診: jieba makes 带蛋挞 up, the dog's name 蛋撻 with the verb before it; both halves
    # of a made-up word of three lone characters are kept, so the name written alone meets it.
    assert tokenize("帶蛋撻覆診") == ["带蛋挞", "蛋", "带蛋", "蛋挞", "覆诊", "诊"]
    assert tokenize("同阿賢傾好咗") == ["同阿贤", "贤", "同阿", "阿贤", "倾好", "倾"]
    assert set(tokenize("蛋撻")) <= set(tokenize("帶蛋撻覆診"))
    assert set(tokenize("阿贤")) <= set(tokenize("同阿賢傾好咗"))


def test_the_pieces_of_a_made_up_word_point_at_its_characters():
    assert dictionary_pieces("糖要") == (("糖", 0, 1),)
    assert dictionary_pieces("带蛋挞") == (("蛋", 1, 2), ("带蛋", 0, 2), ("蛋挞", 1, 3))
    assert dictionary_pieces("反向") == ()
    assert dictionary_pieces("a") == ()


def test_english_query_meets_chinese_note_tokens_in_both_cases():
    # The journal script's bug: lower-cased queries never met capitalised notes.
    assert set(tokenize("postgresql")) <= set(tokenize("決定 PostgreSQL 的備份"))
    assert set(tokenize("POSTGRESQL")) <= set(tokenize("决定 postgresql 的备份"))


def test_stopwords_really_removed_in_both_languages():
    assert tokenize("列出 什麼時候 上次 when did last the 的 了") == []


def test_cantonese_function_words_are_stopwords_as_mandarins_are():
    # 佢哋 他們, 喺 在, 咗 了, 嗰啲 那些, 冇 沒有: Hong Kong writes them where Taipei writes those.
    assert tokenize("佢哋喺花園種咗嗰啲番茄，冇問題") == tokenize("他們在花園種了那些番茄，沒有問題")
    assert tokenize("點樣 點解 邊度 邊個 乜嘢 幾多") == []


def test_what_a_contraction_leaves_of_an_auxiliary_is_a_stopword_but_won_is_not():
    # The tokenizer splits at the apostrophe: "doesn't" → "doesn", and "won" is also the verb.
    assert tokenize("the mug doesn't break, I didn't know, it isn't sold") == ["mug", "break", "know", "sold"]
    assert tokenize("we won't know, we won the bid") == ["won", "know", "won", "bid"]


def test_iter_tokens_offsets_point_into_normalized_text():
    text = normalize("決定把 PostgreSQL 的備份")
    for token, start, end in iter_tokens(text):
        assert text[start:end] in (token, text[start:end])
        assert 0 <= start < end <= len(text)


def test_stem_keeps_short_words_and_identifiers():
    assert stem("run") == "run"
    assert stem("k8s") == "k8s"
    assert stem("backups") == "backup"


def test_numbers_and_identifiers_kept():
    assert tokenize("max_connections=200 v1.2.3") == [
        "max_connections",
        "max",
        "connect",
        "200",
        "v1.2.3",
        "v1",
        "2",
        "3",
    ]


def test_overlong_token_dropped():
    assert tokenize("a" * 100) == []


def test_taiwan_and_mainland_words_meet():
    assert "数据库" in tokenize("資料庫") and "数据库" in tokenize("数据库")
    assert "服务器" in tokenize("伺服器") and "服务器" in tokenize("服务器")


def test_a_taiwan_word_jieba_cuts_apart_is_also_read_whole():
    # jieba cuts 正規表示式 into 正规|表示|式: the mainland word joins the pieces, not replaces them.
    assert tokenize("用正規表示式比對") == ["用", "正规", "表示", "式", "比", "正则表达式"]
    assert list(iter_tokens(normalize("內建的命令列"))) == [
        ("内置", 0, 2),
        ("命令", 3, 5),
        ("列", 5, 6),
        ("命令行", 3, 6),
    ]


def test_a_taiwan_word_lands_where_the_mainland_word_it_maps_to_is_indexed():
    # Mainland text's 文件 is also Taiwan's 文件 (a document), so it is indexed as 文档; Taiwan's
    # 檔案 is the mainland's 文件 and must land there too, or it would match nothing.
    assert tokenize("檔案") == tokenize("文件") == ["文档"]
    assert tokenize("程式") == tokenize("程序") == ["进程"]


def test_a_taiwan_word_with_two_mainland_words_is_both():
    # 檢視 is 查看 ("look at") and 视图 ("view"): a mainland question finds it by either.
    assert tokenize("檢視") == ["查看", "视图"]


def test_a_taiwan_word_inside_a_longer_word_is_left_alone():
    # 文件 is Taiwan's 文档 (document), but 文件夹 is a folder in both regions.
    assert "文件夹" in tokenize("文件夹") and "文件夹" in tokenize("資料夾")
    assert tokenize("文件夹") == tokenize("文件夾") == ["文档", "件夹", "文件夹"]


@given(st.text(alphabet=string.printable + "ÄßİＰｏ備份备份ﬁ"))
def test_the_ascii_shortcut_normalises_as_the_full_path_does(text):
    assert normalize(text) == fold_script(unicodedata.normalize("NFKC", text).casefold())


def test_ascii_and_full_width_text_normalise_alike():
    assert normalize("PostgreSQL Backup") == normalize("ＰｏｓｔｇｒｅＳＱＬ Backup") == "postgresql backup"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("where are a vault's settings stored", ["vault", "set", "store"]),
        ("the vault’s plugins", ["vault", "plugin"]),
        ("we'll see, they've gone", ["see", "gone"]),
        ("don't sync", ["sync"]),
        # A letter after a space, not after an apostrophe, is a word of its own.
        ("vitamin d, s3 bucket", ["vitamin", "d", "s3", "bucket"]),
        ("Obsidian 的 vault's 設定", ["obsidian", "vault", "设置"]),
    ],
)
def test_english_clitics_after_an_apostrophe_are_dropped(text, expected):
    assert tokenize(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("把 pgbouncer 連接池調大", True),
        ("从 Google Play 在 Android 手机上安装 Obsidian", True),
        ("Obsidian Sync 如何处理冲突", True),
        ("Audio recorder lets you record audio in a note", False),
        ("A page of English words with one 中文 in it", False),
        ("", False),
        ("2026-11-30 12:00", False),
    ],
)
def test_a_text_is_chinese_when_it_has_as_many_characters_as_latin_words(text, expected):
    assert mostly_chinese(text) is expected


def test_no_british_spelling_is_folded_into_one_the_dictionary_glosses_less():
    # CC-CEDICT writes "archaeology" and "dialogue": folding them to archeology and dialog would
    # lose their translations, so the table leaves such forms alone.
    pairs = american_spellings().items()
    assert len(pairs) == 1680
    fewer = [b for b, a in pairs if len(bilingual.translations(stem(b))) > len(bilingual.translations(stem(a)))]
    assert fewer == []
    assert tokenize("archaeology dialogue") == ["archaeolog", "dialogu"]

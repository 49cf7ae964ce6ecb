from __future__ import annotations

from vault_recall.bilingual import translations


def test_english_to_chinese():
    assert "备份" in translations("backup")
    assert "疫苗" in translations("vaccin")


def test_chinese_to_english():
    assert "backup" in translations("备份")
    assert "upgrad" in translations("升级")


def test_unknown_word_has_no_translation():
    assert translations("harpsichordx") == ()

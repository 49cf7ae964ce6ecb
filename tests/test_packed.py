from array import array

import pytest

from vault_recall.engine.packed import PackedTable, pack, unpack

TABLE = {"备份": "backup", "backup": "备份 備份", "zebra": "斑马", "升级": "upgrad", "a": "", "éclair": "闪电泡芙"}


def test_every_key_finds_its_value_across_scripts():
    table = PackedTable.of(TABLE)
    assert len(table) == 6
    assert table.get("备份") == "backup"
    assert table.get("backup") == "备份 備份"
    assert table.get("éclair") == "闪电泡芙"
    assert table.get("a") == ""
    assert table.get("zebra") == "斑马"


def test_a_missing_key_gives_the_default():
    table = PackedTable.of(TABLE)
    assert table.get("backups") is None
    assert table.get("备") is None
    assert table.get("") is None
    assert table.get("zzz", "") == ""
    assert table.get("升") is None


def test_keys_are_kept_in_code_point_order():
    table = PackedTable.of(TABLE)
    keys = [table.key_bytes(i).decode() for i in range(len(table))]
    assert keys == ["a", "backup", "zebra", "éclair", "升级", "备份"]


def test_keys_with_a_prefix_come_in_order():
    table = PackedTable.of({"regist": "注册", "registr": "注册", "registri": "登记处", "regular": "规则", "reg": "x"})
    assert table.keys_with_prefix("regist") == ["regist", "registr", "registri"]
    assert table.keys_with_prefix("registri") == ["registri"]
    assert table.keys_with_prefix("registry") == []
    assert table.keys_with_prefix("zz") == []
    assert len(table.keys_with_prefix("")) == 5


def test_an_empty_table_finds_nothing():
    table = PackedTable.of({})
    assert len(table) == 0
    assert table.get("x") is None
    assert table.keys_with_prefix("x") == []


def test_tables_come_back_from_their_bytes():
    tables = [PackedTable.of(TABLE), PackedTable.of({}), PackedTable.of({"貓": "cat"})]
    again = unpack(pack(tables))
    assert again == tables
    assert again[2].get("貓") == "cat"
    assert again[0] != again[2]


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"JSON{}",
        b"VRPT\x04\x00\x00\x00\x01\x00\x00\x00",  # one table announced, none there
        pack([PackedTable.of(TABLE)])[:-3],  # cut short
        pack([PackedTable.of(TABLE)]) + b"\x00",  # bytes left over
        b"VRPT\x08\x00\x00\x00\x00\x00\x00\x00",  # offsets of another size
    ],
)
def test_bytes_it_did_not_write_are_refused(data):
    with pytest.raises(ValueError):
        unpack(data)


def test_offsets_that_disagree_with_their_blobs_are_refused():
    table = PackedTable(b"ab", array("I", [1, 3]), b"xy", array("I", [1, 2]))
    with pytest.raises(ValueError):
        unpack(pack([table]))
    with pytest.raises(ValueError):
        PackedTable(b"a", array("I", [1]), b"", array("I"))

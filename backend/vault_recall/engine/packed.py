"""A read-only ``str → str`` table packed into two UTF-8 blobs with their end offsets.

The bilingual dictionary's tables hold about 100,000 short strings; as Python dicts they took
21 MB of the daemon's memory (a str object and a dict slot per key and per value), packed they
take 3. A lookup bisects the sorted keys: about twenty byte-string comparisons, a few
microseconds, and a question makes a handful. UTF-8 bytes sort in code-point order, so the keys
sort the same as strings.
"""

from __future__ import annotations

import struct
from array import array
from bisect import bisect_left
from collections.abc import Mapping
from typing import overload

_OFFSETS = "I"  # unsigned 32-bit end offsets: a blob stays far below 4 GB
_HEADER = struct.Struct("<4sII")  # magic, item size of an offset, number of tables
_SIZES = struct.Struct("<QQQ")  # per table: entries, key bytes, value bytes
_MAGIC = b"VRPT"


class _Keys:
    """The sorted keys as a sequence of bytes, for bisect."""

    __slots__ = ("_table",)

    def __init__(self, table: PackedTable) -> None:
        self._table = table

    def __len__(self) -> int:
        return len(self._table)

    def __getitem__(self, i: int) -> bytes:
        return self._table.key_bytes(i)


class PackedTable:
    """Sorted UTF-8 keys and their values, each one blob with the end offset of every item."""

    __slots__ = ("_keys", "_key_ends", "_values", "_value_ends")

    def __init__(self, keys: bytes, key_ends: array[int], values: bytes, value_ends: array[int]) -> None:
        if len(key_ends) != len(value_ends):
            raise ValueError("a packed table needs as many values as keys")
        self._keys = keys
        self._key_ends = key_ends
        self._values = values
        self._value_ends = value_ends

    @classmethod
    def of(cls, items: Mapping[str, str]) -> PackedTable:
        keys, values = bytearray(), bytearray()
        key_ends, value_ends = array(_OFFSETS), array(_OFFSETS)
        for key, value in sorted((k.encode(), v.encode()) for k, v in items.items()):
            keys += key
            values += value
            key_ends.append(len(keys))
            value_ends.append(len(values))
        return cls(bytes(keys), key_ends, bytes(values), value_ends)

    def __len__(self) -> int:
        return len(self._key_ends)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PackedTable):
            return NotImplemented
        return (self._keys, self._key_ends, self._values, self._value_ends) == (
            other._keys,
            other._key_ends,
            other._values,
            other._value_ends,
        )

    __hash__ = None  # type: ignore[assignment]

    def keys_with_prefix(self, prefix: str) -> list[str]:
        """The keys that begin with ``prefix``, in order."""
        start = prefix.encode()
        first = bisect_left(_Keys(self), start)
        found: list[str] = []
        for i in range(first, len(self)):
            key = self.key_bytes(i)
            if not key.startswith(start):
                break
            found.append(key.decode())
        return found

    def key_bytes(self, i: int) -> bytes:
        return self._keys[self._key_ends[i - 1] if i else 0 : self._key_ends[i]]

    def _value(self, i: int) -> str:
        return self._values[self._value_ends[i - 1] if i else 0 : self._value_ends[i]].decode()

    @overload
    def get(self, key: str) -> str | None: ...

    @overload
    def get(self, key: str, default: str) -> str: ...

    def get(self, key: str, default: str | None = None) -> str | None:
        wanted = key.encode()
        i = bisect_left(_Keys(self), wanted)
        if i < len(self) and self.key_bytes(i) == wanted:
            return self._value(i)
        return default


def pack(tables: list[PackedTable]) -> bytes:
    """The tables as one byte string, for a cache file read back by ``unpack``."""
    parts = [_HEADER.pack(_MAGIC, array(_OFFSETS).itemsize, len(tables))]
    for table in tables:
        parts.append(_SIZES.pack(len(table), len(table._keys), len(table._values)))
        parts += [table._keys, table._key_ends.tobytes(), table._values, table._value_ends.tobytes()]
    return b"".join(parts)


def unpack(data: bytes) -> list[PackedTable]:
    """The tables ``pack`` wrote; ValueError for bytes it did not write on this kind of machine."""
    view = memoryview(data)
    try:
        magic, itemsize, count = _HEADER.unpack_from(view, 0)
    except struct.error as exc:
        raise ValueError("not a packed table file") from exc
    if magic != _MAGIC or itemsize != array(_OFFSETS).itemsize:
        raise ValueError("not a packed table file of this machine")
    at = _HEADER.size
    tables: list[PackedTable] = []

    def take(size: int) -> memoryview:
        nonlocal at
        if at + size > len(view):
            raise ValueError("a packed table file cut short")
        part = view[at : at + size]
        at += size
        return part

    for _ in range(count):
        try:
            entries, key_size, value_size = _SIZES.unpack_from(view, at)
        except struct.error as exc:
            raise ValueError("a packed table file cut short") from exc
        at += _SIZES.size
        keys = bytes(take(key_size))
        key_ends = array(_OFFSETS)
        key_ends.frombytes(take(entries * itemsize))
        values = bytes(take(value_size))
        value_ends = array(_OFFSETS)
        value_ends.frombytes(take(entries * itemsize))
        if entries and (key_ends[-1] != key_size or value_ends[-1] != value_size):
            raise ValueError("a packed table's offsets do not match its blobs")
        tables.append(PackedTable(keys, key_ends, values, value_ends))
    if at != len(view):
        raise ValueError("bytes left over after the packed tables")
    return tables

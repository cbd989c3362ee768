"""The one reader of archives (judge.archives), against zips built as an attacker or a careless
coach builds them: each refused with one plain message naming the zip, nothing left behind."""

from __future__ import annotations

import stat
import zipfile
from pathlib import Path

import pytest

from judge import archives
from judge.archives import unpack, unpacked
from judge.errors import JudgeError
from judge.printable import printable


def _package(path: Path, **members: bytes) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr("problem.yaml", b"name: x\n")
        for name, data in members.items():
            out.writestr(name, data)
    return path


def _refused(path: Path, target: Path, message: str) -> None:
    with pytest.raises(JudgeError) as caught:
        unpack(path, target)
    assert str(caught.value).startswith(f"{path}: "), caught.value
    assert message in str(caught.value), caught.value
    assert not target.exists()
    assert [p.name for p in target.parent.iterdir()] == [path.name]  # no partial folder


def test_a_good_zip_unpacks_whole(tmp_path):
    archive = _package(tmp_path / "p.zip", **{"data/1.in": b"1\n", "data/1.ans": b"2\n"})
    folder = unpack(archive, tmp_path / "out" / "p")
    assert (folder / "data" / "1.ans").read_bytes() == b"2\n"
    again = unpacked(archive, tmp_path / "cache")
    assert unpacked(archive, tmp_path / "cache") == again  # once: the second call finds it


def _flagged(raw: bytes, name: bytes, bit: int) -> bytes:
    """The zip's bytes with general-purpose flag `bit` set in both headers of member `name`:
    its local header (the flags at offset 6) and its central directory entry (offset 8)."""
    out = bytearray(raw)
    for header, offset, name_at in ((b"PK\x03\x04", 6, 30), (b"PK\x01\x02", 8, 46)):
        at = 0
        while (at := raw.find(header, at)) != -1:
            if raw[at + name_at : at + name_at + len(name)] == name:
                flags = int.from_bytes(raw[at + offset : at + offset + 2], "little") | bit
                out[at + offset : at + offset + 2] = flags.to_bytes(2, "little")
            at += 1
    return bytes(out)


def test_an_encrypted_member_is_refused_by_name(tmp_path):
    archive = _package(tmp_path / "secret.zip", **{"data/1.in": b"1\n"})
    archive.write_bytes(_flagged(archive.read_bytes(), b"data/1.in", 0x1))  # a password's bit
    _refused(archive, tmp_path / "p", "member 'data/1.in' is encrypted")


def test_a_name_flagged_utf8_that_is_not(tmp_path):
    archive = _package(tmp_path / "bad.zip", **{"cafX.in": b"1\n"})
    raw = archive.read_bytes().replace(b"cafX", b"caf\xff")
    archive.write_bytes(_flagged(raw, b"caf\xff", 0x800))  # bit 11: the name is UTF-8
    _refused(archive, tmp_path / "p", "a member's name is flagged UTF-8 but is not")


@pytest.mark.parametrize(
    "name, message",
    [
        ("../escape.in", "would unpack outside the package"),
        ("/etc/escape.in", "would unpack outside the package"),
        ("data/\x1b[2Jclear.in", "a control character in its name"),
        ("data/forged\nAC.in", "a control character in its name"),
    ],
)
def test_names_that_slip_out_or_forge_output_are_refused(tmp_path, name, message):
    archive = _package(tmp_path / "slip.zip", **{name: b"1\n"})
    with pytest.raises(JudgeError) as caught:
        unpack(archive, tmp_path / "p")
    assert message in str(caught.value)
    assert "\x1b" not in str(caught.value) and "\n" not in str(caught.value)


def test_a_link_member_is_refused(tmp_path):
    archive = tmp_path / "link.zip"
    with zipfile.ZipFile(archive, "w") as out:
        out.writestr("problem.yaml", b"name: x\n")
        info = zipfile.ZipInfo("data/1.ans")
        info.external_attr = (stat.S_IFLNK | 0o777) << 16
        out.writestr(info, b"/etc/shadow")
    _refused(archive, tmp_path / "p", "member 'data/1.ans' is a link or a device")


def test_a_bomb_is_refused_by_its_declared_size_before_anything_is_written(tmp_path, monkeypatch):
    monkeypatch.setattr(archives, "MAX_UNPACKED", 1 << 20)
    archive = _package(tmp_path / "bomb.zip", **{"data/1.in": b"0" * (2 << 20)})
    assert archive.stat().st_size < 20_000  # two mebibytes of zeros compress to a few KiB
    _refused(archive, tmp_path / "p", "unpacks to more than 0 GiB")


def test_a_member_holding_more_than_its_header_says_is_refused(tmp_path):
    archive = _package(tmp_path / "lie.zip", **{"data/1.in": b"1" * 1000})
    raw = bytearray(archive.read_bytes())
    # The central directory's uncompressed size of data/1.in (offset 24 of its entry): 10.
    entry = raw.rfind(b"PK\x01\x02", 0, raw.rfind(b"data/1.in"))
    raw[entry + 24 : entry + 28] = (10).to_bytes(4, "little")
    archive.write_bytes(bytes(raw))
    with pytest.raises(JudgeError) as caught:
        unpack(archive, tmp_path / "p")
    assert str(caught.value).startswith(f"{archive}: ")
    assert not (tmp_path / "p").exists()


def test_too_many_members_are_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(archives, "MAX_MEMBERS", 10)
    archive = _package(tmp_path / "many.zip", **{f"data/{i}.in": b"1\n" for i in range(20)})
    _refused(archive, tmp_path / "p", "21 members, more than 10")


def test_printable_escapes_controls_and_keeps_chinese():
    assert printable("取石子\x1b[2J\r\n\u202eok") == "取石子\\x1b[2J\\x0d\\x0a\\u202eok"

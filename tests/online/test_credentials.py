"""The credentials kept by `judge login`: a file only its owner can read (mode 0600), or the
system keyring where there is one, read back and removed."""

from __future__ import annotations

import json
import stat
from pathlib import Path

from judge.online.credentials import Credentials, credentials_file, load, remove, save


class FakeKeyring:
    """The `keyring` package's three calls, kept in memory."""

    def __init__(self) -> None:
        self.kept: dict[tuple[str, str], str] = {}

    def set_password(self, service: str, user: str, password: str) -> None:
        self.kept[(service, user)] = password

    def get_password(self, service: str, user: str) -> str | None:
        return self.kept.get((service, user))

    def delete_password(self, service: str, user: str) -> None:
        del self.kept[(service, user)]


def test_without_a_keyring_the_file_is_readable_by_its_owner_alone(tmp_path: Path) -> None:
    where = save(tmp_path, Credentials("hdu", "learner", "s3cret"), None)
    path = credentials_file(tmp_path)
    assert str(path) in where
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert load(tmp_path, "hdu", None) == Credentials("hdu", "learner", "s3cret")
    assert "s3cret" not in repr(load(tmp_path, "hdu", None))
    assert load(tmp_path, "poj", None) is None


def test_with_a_keyring_the_password_stays_out_of_the_file(tmp_path: Path) -> None:
    keyring = FakeKeyring()
    assert save(tmp_path, Credentials("poj", "learner", "s3cret"), keyring) == "the system keyring"  # type: ignore[arg-type]
    assert "s3cret" not in credentials_file(tmp_path).read_text(encoding="utf-8")
    assert keyring.kept == {("judge:poj", "learner"): "s3cret"}
    assert load(tmp_path, "poj", keyring) == Credentials("poj", "learner", "s3cret")  # type: ignore[arg-type]
    assert remove(tmp_path, "poj", keyring) is True  # type: ignore[arg-type]
    assert keyring.kept == {}
    assert load(tmp_path, "poj", keyring) is None  # type: ignore[arg-type]


def test_removing_one_judges_keeps_the_others(tmp_path: Path) -> None:
    save(tmp_path, Credentials("hdu", "a", "1"), None)
    save(tmp_path, Credentials("codeforces", "b", "2"), None)
    assert remove(tmp_path, "hdu", None) is True
    assert remove(tmp_path, "hdu", None) is False
    assert set(json.loads(credentials_file(tmp_path).read_text(encoding="utf-8"))) == {"codeforces"}
    assert stat.S_IMODE(credentials_file(tmp_path).stat().st_mode) == 0o600

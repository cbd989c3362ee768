"""The credentials kept for each online judge (`judge login`, `judge logout`).

The password goes into the system keyring where the `keyring` package is importable (judge
does not depend on it; $JUDGE_KEYRING=off turns it off), under the service `judge:<judge>`;
the user name, and the password where there is no keyring, into credentials.json in the
user's data folder, a file only its owner can read or write (mode 0600, written whole through
a temporary file of the same mode). Neither is ever printed or logged.
"""

from __future__ import annotations

import importlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

from judge.errors import JudgeError
from judge.i18n import phrase

_FILE = "credentials.json"


@dataclass(frozen=True)
class Credentials:
    """A user name and password on one judge (`judge`: its key, as judge.online.sites)."""

    judge: str
    user: str
    password: str = field(repr=False)


def credentials_file(data_dir: Path) -> Path:
    """Where the credentials are kept in `data_dir`."""
    return data_dir / _FILE


def system_keyring() -> ModuleType | None:
    """The `keyring` package when it is installed and not turned off ($JUDGE_KEYRING=off)."""
    if os.environ.get("JUDGE_KEYRING", "").lower() in ("off", "0", "no"):
        return None
    try:
        return importlib.import_module("keyring")
    except ImportError:
        return None


def _read(path: Path) -> dict[str, dict[str, str]]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    except OSError as exc:
        raise JudgeError(
            phrase("{path}: cannot read the credentials ({reason})", path=path, reason=exc.strerror)
        ) from None
    try:
        data = json.loads(text)
    except ValueError:
        data = None
    if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
        raise JudgeError(
            phrase("{path}: not judge's credentials file; remove it and log in again", path=path)
        )
    return data


def _write(path: Path, data: dict[str, dict[str, str]]) -> None:
    """The file written whole, readable by its owner alone from its first byte."""
    partial = path.with_name(f".{path.name}.{os.getpid()}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        descriptor = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "w", encoding="utf-8") as out:
            json.dump(data, out, indent=1)
        os.chmod(partial, 0o600)  # whatever the umask made of it
        os.replace(partial, path)
    except OSError as exc:
        partial.unlink(missing_ok=True)
        raise JudgeError(
            phrase(
                "{path}: cannot write the credentials ({reason})", path=path, reason=exc.strerror
            )
        ) from None


def save(data_dir: Path, credentials: Credentials, keyring: ModuleType | None) -> str:
    """Keep `credentials` (replacing the judge's old ones): where the password went, in words."""
    path = credentials_file(data_dir)
    data = _read(path)
    entry = {"user": credentials.user}
    where = f"{path} (readable by you alone)"
    if keyring is not None:
        try:
            keyring.set_password(
                f"judge:{credentials.judge}", credentials.user, credentials.password
            )
            entry["keyring"] = "yes"
            where = "the system keyring"
        except Exception:  # (any keyring backend's failure: the file instead)
            keyring = None
    if keyring is None:
        entry["password"] = credentials.password
    data[credentials.judge] = entry
    _write(path, data)
    return where


def load(data_dir: Path, judge: str, keyring: ModuleType | None) -> Credentials | None:
    """The credentials kept for `judge`, or None (none kept, or the keyring lost them)."""
    entry = _read(credentials_file(data_dir)).get(judge)
    if entry is None or not isinstance(entry.get("user"), str):
        return None
    password = entry.get("password")
    if entry.get("keyring") and keyring is not None:
        password = keyring.get_password(f"judge:{judge}", entry["user"])
    if not isinstance(password, str):
        return None
    return Credentials(judge, entry["user"], password)


def remove(data_dir: Path, judge: str, keyring: ModuleType | None) -> bool:
    """Forget the credentials of `judge`: whether there were any."""
    path = credentials_file(data_dir)
    data = _read(path)
    entry = data.pop(judge, None)
    if entry is None:
        return False
    if entry.get("keyring") and keyring is not None:
        try:
            keyring.delete_password(f"judge:{judge}", entry.get("user", ""))
        except Exception:  # (already gone from the keyring: nothing to remove)
            pass
    _write(path, data)
    return True

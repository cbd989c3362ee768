"""Logins of the contest server: team passwords, the jury's account, and importing teams (their
rows are :mod:`judge.contest.storage.teams`' and :mod:`judge.contest.storage.accounts`').

Passwords are generated here (:func:`new_password`: 12 letters and digits a person can read
out and type, about 60 bits), shown once to whoever made them, and stored only as salted
``hashlib.scrypt`` hashes (:func:`hash_password`; no extra dependency). A team logs in with its
team id as the user name; the jury's user name is ``jury``.

Teams come from a CSV file or a CCS ``teams.json`` (:func:`read_teams`):

- CSV: UTF-8, comma-separated, a header row naming the columns, in any order and any case:
  ``name`` (required), ``id``, ``display_name``, ``label``, ``group``, ``organization``,
  ``members`` and ``hidden``. A missing ``id`` is made from the name (lower case letters,
  digits and ``-``; ``team-N`` when nothing is left). ``group`` and ``organization`` are
  names: groups and organizations are made as they are first named. ``members`` names the
  team's members, separated by ``;``. ``hidden`` (``true``/``yes``/``1``, or empty) keeps a
  team off the scoreboard, e.g. a jury's test team. Blank lines are skipped; any other column
  is an error.
- ``teams.json``: a JSON list of Contest API team objects (``id`` and ``name`` required;
  ``display_name``, ``label``, ``group_ids``, ``hidden``, ``organization_id`` kept), each
  with an optional ``members`` list of names (our addition: the spec keeps persons apart).

Organizations named by an ``organization_id`` and not known yet are made with that id as
their name. Members become the Contest API's persons (role ``contestant``), with ids
``<team id>-1``, ``-2``, ... Importing again updates the teams it names (their names,
groups, organization, hidden flag, and members when the file names members) and keeps their
passwords; a password is made only for a team that has none.
"""

from __future__ import annotations

import base64
import csv
import hashlib
import hmac
import io
import os
import re
import secrets
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.contest.core.model import Team
from judge.contest.core.records import Origin, TeamRow
from judge.contest.core.times import Timestamp
from judge.contest.storage import accounts as rows
from judge.contest.storage.contest import objects_of, put_object, set_object
from judge.contest.storage.store import Connection, Store
from judge.contest.storage.teams import (
    group_ids,
    insert_team,
    local_teams,
    stored_teams,
    update_team,
)
from judge.documents import parse_json
from judge.errors import JudgeError

#: The jury's user name.
JURY = "jury"
#: Contest API IDs: letters, digits, '_', '.', '-', at most 36, not starting with '.' or '-'.
ID = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,35}")
#: scrypt's cost: 16 MiB of memory and about 50 ms per check here.
_SCRYPT = {"n": 2**14, "r": 8, "p": 1}
_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"  # no 0/o, 1/l/i: read out and typed by people
_CSV_COLUMNS = (
    "id",
    "name",
    "display_name",
    "label",
    "group",
    "organization",
    "members",
    "hidden",
)


# -- passwords ------------------------------------------------------------------------------------


def new_password() -> str:
    """A new random password: three groups of four, e.g. ``k7qm-2xpd-9hzr``."""
    chars = "".join(secrets.choice(_ALPHABET) for _ in range(12))
    return "-".join(chars[i : i + 4] for i in range(0, 12, 4))


def hash_password(password: str) -> str:
    """``scrypt$n$r$p$salt$hash`` (base64), with a new random salt."""
    salt = os.urandom(16)
    digest = hashlib.scrypt(password.encode("utf-8"), salt=salt, dklen=32, **_SCRYPT)
    return "scrypt${n}${r}${p}$".format(**_SCRYPT) + "$".join(
        base64.b64encode(x).decode("ascii") for x in (salt, digest)
    )


def verify_password(password: str, stored: str | None) -> bool:
    """Whether ``password`` matches a hash made by :func:`hash_password` (constant time)."""
    if not stored:
        return False
    try:
        kind, n, r, p, salt, digest = stored.split("$")
        if kind != "scrypt":
            return False
        expected = base64.b64decode(digest)
        actual = hashlib.scrypt(
            password.encode("utf-8"),
            salt=base64.b64decode(salt),
            n=int(n),
            r=int(r),
            p=int(p),
            dklen=len(expected),
        )
    except (ValueError, TypeError):
        return False
    return hmac.compare_digest(actual, expected)


# -- reading team lists -----------------------------------------------------------------------------


@dataclass
class TeamSpec:
    """One team to import."""

    id: str
    name: str
    display_name: str | None = None
    label: str | None = None
    group_ids: tuple[str, ...] = ()
    hidden: bool = False
    organization_id: str | None = None
    groups: dict[str, str] = field(default_factory=dict)  # group id -> name, to be made
    organization_name: str | None = None  # the name of organization_id, if the file says
    members: tuple[str, ...] | None = None  # None: the file names no members


def slug(text: str) -> str:
    """An id made from a name: lower-case ASCII letters and digits, runs of others as '-'."""
    out = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    return out[:36].rstrip("-")


def _flag(value: str, where: str) -> bool:
    text = value.strip().lower()
    if text in ("", "0", "false", "no", "n"):
        return False
    if text in ("1", "true", "yes", "y"):
        return True
    raise JudgeError(f"{where}: hidden must be true or false (or empty), got {value!r}")


def read_teams(path: Path) -> list[TeamSpec]:
    """The teams of a CSV file or a CCS teams.json (by the file's extension)."""
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except FileNotFoundError:
        raise JudgeError(f"{path}: no such file") from None
    except OSError as exc:
        raise JudgeError(f"{path}: cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise JudgeError(f"{path}: not UTF-8 text") from None
    if path.suffix.lower() == ".json":
        specs = _teams_json(text, str(path))
    elif path.suffix.lower() in (".csv", ".txt"):
        specs = _teams_csv(text, str(path))
    else:
        raise JudgeError(f"{path}: expected a .csv file or a CCS teams.json")
    if not specs:
        raise JudgeError(f"{path}: no teams in it")
    return specs


def _optional_text(item: dict[str, Any], key: str, where: str) -> str | None:
    """A team's optional text property (a string, or a number read as one)."""
    value = item.get(key)
    if value is not None and not isinstance(value, (str, int)):
        raise JudgeError(f"{where}: {key} must be a string")
    return None if value is None else str(value)


def _check_id(tid: str, where: str, what: str = "team") -> str:
    if not ID.fullmatch(tid):
        raise JudgeError(
            f"{where}: {what} id {tid!r} must be 1-36 letters, digits, '_', '.' or "
            "'-', starting with a letter, digit or '_'"
        )
    if what == "team" and tid == JURY:
        raise JudgeError(f"{where}: team id {JURY!r} is the jury's user name; choose another")
    return tid


def _teams_csv(text: str, source: str) -> list[TeamSpec]:
    reader = csv.reader(io.StringIO(text))
    columns = _csv_columns(reader, source)
    specs: list[TeamSpec] = []
    seen: dict[str, int] = {}
    try:
        rows = list(reader)
    except csv.Error as exc:
        raise JudgeError(f"{source}: {exc}") from None
    for number, row in enumerate(rows, start=2):
        if not any(cell.strip() for cell in row):
            continue
        where = f"{source}:{number}"
        if len(row) > len(columns):
            raise JudgeError(f"{where}: {len(row)} fields; the header names {len(columns)}")
        values = {c: (row[i].strip() if i < len(row) else "") for i, c in enumerate(columns)}
        name = values["name"]
        if not name:
            raise JudgeError(f"{where}: the team has no name")
        tid = values.get("id") or _free_id(slug(name) or f"team-{len(specs) + 1}", seen)
        _check_id(tid, where)
        if tid in seen:
            raise JudgeError(f"{where}: team id {tid!r} is already on line {seen[tid]}")
        seen[tid] = number
        specs.append(_csv_team(values, tid, where))
    return specs


def _csv_columns(reader: Iterator[list[str]], source: str) -> list[str]:
    """The columns a teams CSV's header row names, lower case; each known, `name` among
    them, none twice."""
    try:
        header = next(reader)
    except StopIteration:
        raise JudgeError(f"{source}: empty; expected a header row such as: id,name,group") from None
    except csv.Error as exc:
        raise JudgeError(f"{source}:1: {exc}") from None
    columns = [h.strip().lower() for h in header]
    unknown = [h for h in columns if h not in _CSV_COLUMNS]
    if unknown:
        raise JudgeError(
            f"{source}:1: unknown column(s) {', '.join(map(repr, unknown))}; "
            f"known: {', '.join(_CSV_COLUMNS)}"
        )
    if "name" not in columns:
        raise JudgeError(f"{source}:1: the header must name a 'name' column")
    if len(set(columns)) != len(columns):
        raise JudgeError(f"{source}:1: a column is named twice")
    return columns


def _free_id(tid: str, seen: Mapping[str, int]) -> str:
    """``tid``, or ``tid`` numbered -2, -3, ... when a team already has it or it is the
    jury's: an id made from a name never clashes."""
    base, n = tid, 1
    while tid in seen or tid == JURY:
        n += 1
        tid = f"{base[:32]}-{n}"
    return tid


def _csv_team(values: dict[str, str], tid: str, where: str) -> TeamSpec:
    """The team of a CSV row's ``values`` (by column), its id ``tid`` decided."""
    spec = TeamSpec(
        id=tid,
        name=values["name"],
        display_name=values.get("display_name") or None,
        label=values.get("label") or None,
        hidden=_flag(values.get("hidden", ""), where),
    )
    group = values.get("group", "")
    if group:
        gid = slug(group) or "group"
        spec.group_ids = (gid,)
        spec.groups[gid] = group
    organization = values.get("organization", "")
    if organization:
        spec.organization_id = slug(organization) or "organization"
        spec.organization_name = organization
    if "members" in values:
        spec.members = tuple(m.strip() for m in values["members"].split(";") if m.strip())
    return spec


def _teams_json(text: str, source: str) -> list[TeamSpec]:
    data = parse_json(text, source)
    if not isinstance(data, list):
        raise JudgeError(f"{source}: expected a JSON list of team objects")
    specs = []
    seen = set()
    for number, item in enumerate(data, start=1):
        where = f"{source}: team {number}"
        if not isinstance(item, dict):
            raise JudgeError(f"{where}: expected an object with id and name")
        tid = item.get("id")
        if isinstance(tid, int) and not isinstance(tid, bool):
            tid = str(tid)
        if not isinstance(tid, str):
            raise JudgeError(f"{where}: no id")
        _check_id(tid, where)
        if tid in seen:
            raise JudgeError(f"{where}: team id {tid!r} is given twice")
        seen.add(tid)
        name = item.get("name")
        if not isinstance(name, str) or not name.strip():
            raise JudgeError(f"{where} ({tid}): no name")

        groups = item.get("group_ids") or []
        if not isinstance(groups, list) or not all(isinstance(g, (str, int)) for g in groups):
            raise JudgeError(f"{where} ({tid}): group_ids must be a list of ids")
        hidden = item.get("hidden", False)
        if not isinstance(hidden, bool):
            raise JudgeError(f"{where} ({tid}): hidden must be true or false")
        members = item.get("members")
        if members is not None and (
            not isinstance(members, list)
            or not all(isinstance(m, str) and m.strip() for m in members)
        ):
            raise JudgeError(f"{where} ({tid}): members must be a list of names")
        organization = _optional_text(item, "organization_id", f"{where} ({tid})")
        if organization is not None:
            _check_id(organization, f"{where} ({tid}): organization_id", "organization")
        spec = TeamSpec(
            id=tid,
            name=name.strip(),
            display_name=_optional_text(item, "display_name", f"{where} ({tid})"),
            label=_optional_text(item, "label", f"{where} ({tid})"),
            group_ids=tuple(str(g) for g in groups),
            hidden=hidden,
            organization_id=organization,
            members=None if members is None else tuple(m.strip() for m in members),
        )
        spec.groups = {str(g): str(g) for g in groups}
        specs.append(spec)
    return specs


# -- writing teams and accounts -------------------------------------------------------------------


@dataclass(frozen=True)
class Imported:
    """A team as imported: ``password`` is new (shown once), None when it kept its own."""

    id: str
    name: str
    password: str | None
    created: bool


def import_teams(store: Store, specs: Sequence[TeamSpec], now: Timestamp) -> list[Imported]:
    """Adds or updates the teams (one transaction, each change logged as an event); makes a
    password for each team that has none."""
    out = []
    with store.write() as conn:
        existing = stored_teams(conn)
        groups = group_ids(conn)
        organizations = objects_of(conn, "organizations")
        persons = objects_of(conn, "persons")
        for spec in specs:
            for gid, gname in spec.groups.items():
                if gid not in groups:
                    put_object(conn, "groups", gid, {"id": gid, "name": gname}, now.ms)
                    groups.add(gid)
            oid = spec.organization_id
            if oid is not None and oid not in organizations:
                organizations[oid] = {"id": oid, "name": spec.organization_name or oid}
                set_object(conn, "organizations", oid, organizations[oid], now.ms)
            missing = [g for g in spec.group_ids if g not in groups]
            if missing:
                raise JudgeError(f"team {spec.id}: unknown group(s) {', '.join(missing)}")
            stored = existing.get(spec.id)
            if stored is not None and stored.origin is not Origin.LOCAL:
                raise JudgeError(f"team {spec.id!r} is a recorded team of a virtual contest")
            team = Team(
                id=spec.id,
                name=spec.name,
                label=spec.label or spec.id,
                display_name=spec.display_name,
                hidden=spec.hidden,
                group_ids=spec.group_ids,
                organization_id=spec.organization_id,
            )
            password = None
            password_hash = None
            if stored is None or not stored.has_password:
                password = new_password()
                password_hash = hash_password(password)
            if stored is None:
                insert_team(conn, team, Origin.LOCAL, now.ms, password_hash)
            else:
                update_team(conn, team, now.ms, password_hash)
            if spec.members is not None:
                _set_members(conn, spec.id, spec.members, persons, now.ms)
            out.append(Imported(spec.id, spec.name, password, stored is None))
    return out


def person_id(team_id: str, number: int) -> str:
    """The id of a team's member ``number`` (from 1): ``<team id>-<number>``, shortened with a
    hash of the team id when that would pass the 36 characters of an ID."""
    suffix = f"-{number}"
    if len(team_id) + len(suffix) <= 36:
        return team_id + suffix
    digest = hashlib.sha256(team_id.encode()).hexdigest()[:8]
    return f"{team_id[: 36 - len(suffix) - 9]}-{digest}{suffix}"


def _set_members(
    conn: Connection,
    team_id: str,
    members: Sequence[str],
    persons: dict[str, Any],
    now_ms: int,
) -> None:
    """Makes a team's persons its ``members`` (contestants), logging each change."""
    wanted = {
        person_id(team_id, n): {
            "id": person_id(team_id, n),
            "team_ids": [team_id],
            "name": name,
            "role": "contestant",
        }
        for n, name in enumerate(members, start=1)
    }
    theirs = {pid for pid, data in persons.items() if data.get("team_ids") == [team_id]}
    for pid in sorted(theirs - wanted.keys()):
        set_object(conn, "persons", pid, None, now_ms)
        persons.pop(pid)
    for pid, data in wanted.items():
        if persons.get(pid) != data:
            set_object(conn, "persons", pid, data, now_ms)
            persons[pid] = data


def set_team_password(store: Store, team_id: str) -> str:
    """Gives a team a new password (its web sessions end); returns it."""
    password = new_password()
    with store.write() as conn:
        if not rows.set_team_password_hash(conn, team_id, hash_password(password)):
            raise JudgeError(
                f"no team {team_id!r} in this contest (see: judge contest teams NAME list)"
            )
    return password


def set_team_passwords(store: Store, passwords: Mapping[str, str]) -> None:
    """Gives teams the passwords given (a contest package's accounts), in one transaction."""
    with store.write() as conn:
        for team_id, password in passwords.items():
            if not rows.set_team_password_hash(conn, team_id, hash_password(password)):
                raise JudgeError(f"no team {team_id!r} in this contest for its account")


def set_jury_password(store: Store) -> str:
    """Makes the jury's account, or gives it a new password (its sessions end); returns it."""
    password = new_password()
    with store.write() as conn:
        rows.set_jury_password_hash(conn, JURY, hash_password(password))
    return password


def has_jury(store: Store) -> bool:
    with store.read() as conn:
        return rows.has_account(conn, JURY)


def write_private(path: Path, text: str) -> None:
    """Writes a file only its owner may read (mode 0600), replacing any old one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        os.fchmod(fd, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    os.replace(tmp, path)


def passwords_csv(rows_: Sequence[Imported]) -> str:
    """The new passwords as CSV: id, name, password."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["id", "name", "password"])
    for row in rows_:
        if row.password is not None:
            writer.writerow([row.id, row.name, row.password])
    return buffer.getvalue()


def team_rows(store: Store) -> list[TeamRow]:
    """The contest's own teams: id, name, display name, groups, hidden, has a password."""
    with store.read() as conn:
        return local_teams(conn)

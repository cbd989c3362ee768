"""Logins of the contest server: team passwords, the jury's account, and importing teams (their
rows are :mod:`judge.contest.storage.teams`' and :mod:`judge.contest.storage.accounts`').

Passwords are generated here (:func:`new_password`: 16 letters and digits a person can read
out and type, about 79 bits), shown once to whoever made them, and stored only as hashes: a
salted SHA-256 for a generated password (:func:`hash_generated`: 2^79 random passwords are as
far beyond guessing with a cheap hash as with a slow one, so 100,000 teams import in seconds),
a salted ``hashlib.scrypt`` for a password a person chose (:func:`hash_password`: a contest
package's accounts, hashed on every core, :func:`hash_chosen`). Hashes of either kind, and the
scrypt hashes of generated passwords of contests made before, verify (:func:`verify_password`).
A team logs in with its team id as the user name; the jury's user name is ``jury``.

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
from collections import Counter
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.contest.core.config import MAX_NAME, name_problem
from judge.contest.core.model import Team
from judge.contest.core.records import Origin, TeamRow
from judge.contest.core.times import Timestamp
from judge.contest.storage import accounts as rows
from judge.contest.storage.contest import objects_of, put_objects, set_object
from judge.contest.storage.store import Connection, Store
from judge.contest.storage.teams import (
    StoredTeam,
    group_ids,
    insert_teams,
    local_teams,
    stored_teams,
    update_team,
)
from judge.documents import parse_json
from judge.errors import JudgeError
from judge.i18n import phrase
from judge.parallel import all_cores, ordered
from judge.printable import shown

#: The jury's user name.
JURY = "jury"
#: Contest API IDs: letters, digits, '_', '.', '-', at most 36, not starting with '.' or '-'.
ID = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,35}")
#: scrypt's cost for a password a person chose: n = 2**SCRYPT_COST (at 14, 16 MiB of memory
#: and about 50 ms a check here); a contest package's accounts may be given another
#: (`judge contest new --password-cost`), between the bounds.
SCRYPT_COST = 14
SCRYPT_COSTS = range(10, 21)
_SCRYPT = {"r": 8, "p": 1}
_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"  # no 0/o, 1/l/i: read out and typed by people
#: The characters of a password judge generates: 16 of 31, about 79 bits (see new_password).
_GENERATED = 16
_GENERATED_KIND = "sha256"
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
    """A new random password: four groups of four, e.g. ``k7qm-2xpd-9hzr-4wtc``: 16
    characters drawn by the secrets module from 31, 31^16 = 2^79.3 passwords."""
    chars = "".join(secrets.choice(_ALPHABET) for _ in range(_GENERATED))
    return "-".join(chars[i : i + 4] for i in range(0, _GENERATED, 4))


def hash_generated(password: str) -> str:
    """The hash of a password judge generated (:func:`new_password`): ``sha256$salt$hash``
    (base64), a salted SHA-256. Cheap, and as strong as a slow hash for such a password:
    slowing a guess down protects passwords people choose, which are few enough to try; 2^79
    random ones are not (DESIGN.md, Logins, sessions, CSRF)."""
    salt = os.urandom(16)
    digest = hashlib.sha256(salt + password.encode("utf-8")).digest()
    return f"{_GENERATED_KIND}$" + "$".join(
        base64.b64encode(x).decode("ascii") for x in (salt, digest)
    )


def hash_password(password: str, cost: int = SCRYPT_COST) -> str:
    """The hash of a password a person chose: ``scrypt$n$r$p$salt$hash`` (base64), with a new
    random salt and n = 2**cost."""
    salt = os.urandom(16)
    n = 2**cost
    digest = hashlib.scrypt(password.encode("utf-8"), salt=salt, dklen=32, n=n, **_SCRYPT)
    return f"scrypt${n}${_SCRYPT['r']}${_SCRYPT['p']}$" + "$".join(
        base64.b64encode(x).decode("ascii") for x in (salt, digest)
    )


def hash_chosen(
    passwords: Mapping[str, str],
    cost: int = SCRYPT_COST,
    progress: Callable[[str], None] | None = None,
) -> dict[str, str]:
    """The scrypt hash of each password chosen by a person (by its key: a team id), on every
    core (hashlib.scrypt lets go of the interpreter's lock while it works); ``progress`` told
    how many are done."""
    if not passwords:
        return {}
    done = 0
    hashes = {}
    for key, digest in ordered(lambda k: hash_password(passwords[k], cost), passwords, all_cores()):
        hashes[key] = digest
        done += 1
        if progress is not None and (done % 50 == 0 or done == len(passwords)):
            progress(f"passwords of the accounts: {done:,}/{len(passwords):,} hashed")
    return hashes


def verify_password(password: str, stored: str | None) -> bool:
    """Whether ``password`` matches a hash made by :func:`hash_password` or
    :func:`hash_generated` (constant time)."""
    if not stored:
        return False
    try:
        kind, *fields = stored.split("$")
        if kind == _GENERATED_KIND and len(fields) == 2:
            salt, expected = (base64.b64decode(x) for x in fields)
            actual = hashlib.sha256(salt + password.encode("utf-8")).digest()
        elif kind == "scrypt" and len(fields) == 5:
            n, r, p = (int(x) for x in fields[:3])
            salt, expected = (base64.b64decode(x) for x in fields[3:])
            actual = hashlib.scrypt(
                password.encode("utf-8"), salt=salt, n=n, r=r, p=p, dklen=len(expected)
            )
        else:
            return False
    except (ValueError, TypeError, UnicodeEncodeError):
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
    raise JudgeError(
        phrase(
            "{where}: hidden must be true or false (or empty), got {value}",
            where=where,
            value=repr(value),
        )
    )


def list_text(path: Path) -> str:
    """The text of a list of people a coach gives (teams, a site's members): UTF-8, a
    spreadsheet's byte-order mark dropped; a plain error naming the file otherwise."""
    try:
        return path.read_bytes().decode("utf-8-sig")
    except FileNotFoundError:
        raise JudgeError(phrase("{path}: no such file", path=path)) from None
    except OSError as exc:
        raise JudgeError(
            phrase("{path}: cannot read: {value}", path=path, value=exc.strerror or exc)
        ) from None
    except UnicodeDecodeError:
        raise JudgeError(phrase("{path}: not UTF-8 text", path=path)) from None


def read_teams(path: Path) -> list[TeamSpec]:
    """The teams of a CSV file or a CCS teams.json (by the file's extension)."""
    text = list_text(path)
    if path.suffix.lower() == ".json":
        specs = _teams_json(text, str(path))
    elif path.suffix.lower() in (".csv", ".txt"):
        specs = _teams_csv(text, str(path))
    else:
        raise JudgeError(phrase("{path}: expected a .csv file or a CCS teams.json", path=path))
    if not specs:
        raise JudgeError(phrase("{path}: no teams in it", path=path))
    return specs


def _optional_text(item: dict[str, Any], key: str, where: str) -> str | None:
    """A team's optional text property (a string, or a number read as one)."""
    value = item.get(key)
    return None if value is None else _name(value, key, where)


#: The longest team label (the database's column).
MAX_TEAM_LABEL = 64


def _name(value: Any, key: str, where: str) -> str:
    """A name from a teams file: a string (or a number, as its digits) without control
    characters (a terminal obeys them, PostgreSQL refuses a NUL), of a bounded length."""
    wanted = name_problem(value, MAX_TEAM_LABEL if key == "label" else MAX_NAME)
    if wanted is not None:
        raise JudgeError(
            phrase(
                "{where}: {key} must be {wanted}, got {value}",
                where=where,
                key=key,
                wanted=wanted,
                value=shown(value),
            )
        )
    return str(value)


def _check_id(tid: str, where: str, what: str = "team") -> str:
    if not ID.fullmatch(tid):
        raise JudgeError(
            phrase(
                "{where}: {what} id {tid} must be 1-36 letters, digits, '_', '.' or '-', starting with a letter, digit or '_'",
                where=where,
                what=what,
                tid=shown(tid),
            )
        )
    if what == "team" and tid == JURY:
        raise JudgeError(
            phrase(
                "{where}: team id {JURY} is the jury's user name; choose another",
                where=where,
                JURY=repr(JURY),
            )
        )
    return tid


def _teams_csv(text: str, source: str) -> list[TeamSpec]:
    reader = csv.reader(io.StringIO(text))
    columns = _csv_columns(reader, source)
    specs: list[TeamSpec] = []
    seen: dict[str, int] = {}
    try:
        rows = list(reader)
    except csv.Error as exc:
        raise JudgeError(phrase("{source}: {exc}", source=source, exc=exc)) from None
    for number, row in enumerate(rows, start=2):
        if not any(cell.strip() for cell in row):
            continue
        where = f"{source}:{number}"
        if len(row) > len(columns):
            raise JudgeError(
                phrase(
                    "{where}: {count} fields; the header names {count2}",
                    where=where,
                    count=len(row),
                    count2=len(columns),
                )
            )
        values = {c: (row[i].strip() if i < len(row) else "") for i, c in enumerate(columns)}
        for column, value in values.items():
            _name(value, column, where)
        name = values["name"]
        if not name:
            raise JudgeError(phrase("{where}: the team has no name", where=where))
        tid = values.get("id") or free_id(slug(name) or f"team-{len(specs) + 1}", seen)
        _check_id(tid, where)
        if tid in seen:
            raise JudgeError(
                phrase(
                    "{where}: team id {tid} is already on line {seen}",
                    where=where,
                    tid=repr(tid),
                    seen=seen[tid],
                )
            )
        seen[tid] = number
        specs.append(_csv_team(values, tid, where))
    return specs


def _csv_columns(reader: Iterator[list[str]], source: str) -> list[str]:
    """The columns a teams CSV's header row names, lower case; each known, `name` among
    them, none twice."""
    try:
        header = next(reader)
    except StopIteration:
        raise JudgeError(
            phrase("{source}: empty; expected a header row such as: id,name,group", source=source)
        ) from None
    except csv.Error as exc:
        raise JudgeError(phrase("{source}:1: {exc}", source=source, exc=exc)) from None
    columns = [h.strip().lower() for h in header]
    unknown = [h for h in columns if h not in _CSV_COLUMNS]
    if unknown:
        raise JudgeError(
            phrase(
                "{source}:1: unknown column(s) {value}; known: {value2}",
                source=source,
                value=", ".join(map(repr, unknown)),
                value2=", ".join(_CSV_COLUMNS),
            )
        )
    if "name" not in columns:
        raise JudgeError(phrase("{source}:1: the header must name a 'name' column", source=source))
    if len(set(columns)) != len(columns):
        raise JudgeError(phrase("{source}:1: a column is named twice", source=source))
    return columns


def free_id(tid: str, seen: Collection[str]) -> str:
    """``tid``, or ``tid`` numbered -2, -3, ... when a team (or a site's member) already has
    it or it is the jury's: an id made from a name never clashes."""
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


def _group_ids(groups: Any, where: str) -> list[str]:
    """A teams.json team's group_ids: a list of ids (numbers read as their digits)."""
    if groups is None:
        return []
    if not isinstance(groups, list) or not all(
        isinstance(g, (str, int)) and not isinstance(g, bool) for g in groups
    ):
        raise JudgeError(
            phrase(
                "{where}: group_ids must be a list of ids, got {groups}",
                where=where,
                groups=shown(groups),
            )
        )
    return [_check_id(str(g), f"{where}: group_ids", "group") for g in groups]


def _teams_json(text: str, source: str) -> list[TeamSpec]:
    data = parse_json(text, source)
    if not isinstance(data, list):
        raise JudgeError(phrase("{source}: expected a JSON list of team objects", source=source))
    specs = []
    seen = set()
    for number, item in enumerate(data, start=1):
        where = f"{source}: team {number}"
        if not isinstance(item, dict):
            raise JudgeError(phrase("{where}: expected an object with id and name", where=where))
        tid = item.get("id")
        if isinstance(tid, int) and not isinstance(tid, bool):
            tid = str(tid)
        if not isinstance(tid, str):
            raise JudgeError(
                phrase("{where}: no id", where=where)
                if tid is None
                else phrase("{where}: id must be a string", where=where)
            )
        _check_id(tid, where)
        if tid in seen:
            raise JudgeError(
                phrase("{where}: team id {tid} is given twice", where=where, tid=repr(tid))
            )
        seen.add(tid)
        specs.append(_json_team(item, tid, f"{where} ({tid})"))
    return specs


def _json_team(item: dict[str, Any], tid: str, where: str) -> TeamSpec:
    """The team of a teams.json object whose id ``tid`` is checked: its other properties
    checked (``where`` names it in messages)."""
    name = item.get("name")
    if not isinstance(name, str) or not name.strip():
        raise JudgeError(phrase("{where}: no name", where=where))
    _name(name, "name", where)
    groups = _group_ids(item.get("group_ids"), where)
    hidden = item.get("hidden", False)
    if not isinstance(hidden, bool):
        raise JudgeError(
            phrase(
                "{where}: hidden must be true or false, got {hidden}",
                where=where,
                hidden=shown(hidden),
            )
        )
    members = item.get("members")
    if members is not None and (
        not isinstance(members, list) or not all(isinstance(m, str) and m.strip() for m in members)
    ):
        raise JudgeError(phrase("{where}: members must be a list of names", where=where))
    for member in members or ():
        _name(member, "members", where)
    organization = _optional_text(item, "organization_id", where)
    if organization is not None:
        _check_id(organization, f"{where}: organization_id", "organization")
    spec = TeamSpec(
        id=tid,
        name=name.strip(),
        display_name=_optional_text(item, "display_name", where),
        label=_optional_text(item, "label", where),
        group_ids=tuple(groups),
        hidden=hidden,
        organization_id=organization,
        members=None if members is None else tuple(m.strip() for m in members),
    )
    spec.groups = {g: g for g in groups}
    return spec


# -- writing teams and accounts -------------------------------------------------------------------


@dataclass(frozen=True)
class Imported:
    """A team as imported: ``password`` is new (shown once), None when it kept its own."""

    id: str
    name: str
    password: str | None
    created: bool


def import_teams(
    store: Store,
    specs: Sequence[TeamSpec],
    now: Timestamp,
    chosen: Mapping[str, str] | None = None,
    progress: Callable[[str], None] | None = None,
    cost: int = SCRYPT_COST,
) -> list[Imported]:
    """Adds or updates the teams (one transaction, each change logged as an event; new teams
    and their members written a statement for all of them, not one each). A team in
    ``chosen`` gets that password (a contest package's accounts: hashed with scrypt at
    ``cost``, on every core, before the transaction); any other team without a password gets
    a new one (generated, its hash cheap: see :func:`hash_generated`)."""
    counts = Counter(spec.id for spec in specs)
    twice = sorted(tid for tid, count in counts.items() if count > 1)
    if twice:
        raise JudgeError(phrase("team(s) {value} given twice", value=", ".join(twice)))
    hashes = hash_chosen(chosen or {}, cost, progress)
    done: dict[str, Imported] = {}
    with store.write() as conn:
        known = _Known(
            stored_teams(conn),
            group_ids(conn),
            objects_of(conn, "organizations"),
            objects_of(conn, "persons"),
        )
        _add_groups_and_organizations(conn, specs, known, now)
        new = _NewTeams()
        for number, spec in enumerate(specs, start=1):
            if spec.id in known.teams:
                done[spec.id] = _update_team(conn, spec, known, hashes.get(spec.id), now)
            else:
                done[spec.id] = new.add(spec, hashes.get(spec.id), known)
            if progress is not None and (number % 1000 == 0 or number == len(specs)):
                progress(f"teams: {number:,}/{len(specs):,}")
        new.write(conn, now)
    return [done[spec.id] for spec in specs]


@dataclass
class _Known:
    """What an import knows is stored, kept up to date as it adds: the teams, group ids,
    organizations and persons (and each team's persons, by team id)."""

    teams: dict[str, StoredTeam]
    groups: set[str]
    organizations: dict[str, Any]
    persons: dict[str, Any]
    persons_of: dict[str, set[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for pid, data in self.persons.items():
            team_ids = data.get("team_ids")
            if isinstance(team_ids, list) and len(team_ids) == 1:
                self.persons_of.setdefault(str(team_ids[0]), set()).add(pid)


def _add_groups_and_organizations(
    conn: Connection, specs: Sequence[TeamSpec], known: _Known, now: Timestamp
) -> None:
    """The groups and organizations the teams name that are not stored yet, made (before any
    team is written, so that the log names each before a team refers to it)."""
    groups: dict[str, dict[str, Any]] = {}
    organizations: dict[str, dict[str, Any]] = {}
    for spec in specs:
        for gid, gname in spec.groups.items():
            if gid not in known.groups and gid not in groups:
                groups[gid] = {"id": gid, "name": gname}
        oid = spec.organization_id
        if oid is not None and oid not in known.organizations and oid not in organizations:
            organizations[oid] = {"id": oid, "name": spec.organization_name or oid}
    put_objects(conn, "groups", groups, now.ms)
    put_objects(conn, "organizations", organizations, now.ms)
    known.groups |= groups.keys()
    known.organizations |= organizations
    for spec in specs:
        missing = [g for g in spec.group_ids if g not in known.groups]
        if missing:
            raise JudgeError(
                phrase("team {id}: unknown group(s) {value}", id=spec.id, value=", ".join(missing))
            )


def _team(spec: TeamSpec) -> Team:
    return Team(
        id=spec.id,
        name=spec.name,
        label=spec.label or spec.id,
        display_name=spec.display_name,
        hidden=spec.hidden,
        group_ids=spec.group_ids,
        organization_id=spec.organization_id,
    )


def _members(team_id: str, members: Sequence[str]) -> dict[str, dict[str, Any]]:
    """A team's persons, by id, for its ``members`` (contestants)."""
    return {
        person_id(team_id, n): {
            "id": person_id(team_id, n),
            "team_ids": [team_id],
            "name": name,
            "role": "contestant",
        }
        for n, name in enumerate(members, start=1)
    }


@dataclass
class _NewTeams:
    """The new teams of an import and their persons, written together at the end."""

    teams: list[tuple[Team, str | None]] = field(default_factory=list)
    persons: dict[str, dict[str, Any]] = field(default_factory=dict)
    replaced: dict[str, dict[str, Any]] = field(default_factory=dict)  # a stored person's id

    def add(self, spec: TeamSpec, chosen_hash: str | None, known: _Known) -> Imported:
        """A new team to write: its login (the password chosen, else a new one) and members."""
        password = None if chosen_hash is not None else new_password()
        hashed = chosen_hash if password is None else hash_generated(password)
        self.teams.append((_team(spec), hashed))
        for pid, data in _members(spec.id, spec.members or ()).items():
            (self.replaced if pid in known.persons else self.persons)[pid] = data
        return Imported(spec.id, spec.name, password, True)

    def write(self, conn: Connection, now: Timestamp) -> None:
        """The teams, then their persons, each change logged."""
        insert_teams(conn, self.teams, Origin.LOCAL, now.ms)
        put_objects(conn, "persons", self.persons, now.ms)
        for pid, data in self.replaced.items():
            set_object(conn, "persons", pid, data, now.ms)


def _update_team(
    conn: Connection, spec: TeamSpec, known: _Known, chosen_hash: str | None, now: Timestamp
) -> Imported:
    """A stored team updated: its properties, its password when one is chosen for it or it
    has none, its members when the file names them."""
    stored = known.teams[spec.id]
    if stored.origin is not Origin.LOCAL:
        raise JudgeError(
            phrase("team {id} is a recorded team of a virtual contest", id=repr(spec.id))
        )
    password, password_hash = None, chosen_hash
    if chosen_hash is None and not stored.has_password:
        password = new_password()
        password_hash = hash_generated(password)
    update_team(conn, _team(spec), now.ms, password_hash)
    if chosen_hash is not None:
        rows.end_sessions_of(conn, spec.id)
    if spec.members is not None:
        _set_members(conn, spec.id, spec.members, known, now.ms)
    return Imported(spec.id, spec.name, password, False)


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
    known: _Known,
    now_ms: int,
) -> None:
    """Makes a stored team's persons its ``members`` (contestants), logging each change."""
    wanted = _members(team_id, members)
    persons = known.persons
    theirs = known.persons_of.setdefault(team_id, set())
    for pid in sorted(theirs - wanted.keys()):
        set_object(conn, "persons", pid, None, now_ms)
        persons.pop(pid)
        theirs.discard(pid)
    for pid, data in wanted.items():
        if persons.get(pid) != data:
            set_object(conn, "persons", pid, data, now_ms)
            persons[pid] = data
            theirs.add(pid)


def set_team_password(store: Store, team_id: str) -> str:
    """Gives a team a new password (its web sessions end); returns it."""
    password = new_password()
    with store.write() as conn:
        if not rows.set_team_password_hash(conn, team_id, hash_generated(password)):
            raise JudgeError(
                phrase(
                    "no team {team_id} in this contest (see: judge contest teams NAME list)",
                    team_id=repr(team_id),
                )
            )
    return password


def set_jury_password(store: Store) -> str:
    """Makes the jury's account, or gives it a new password (its sessions end); returns it."""
    password = new_password()
    with store.write() as conn:
        rows.set_jury_password_hash(conn, JURY, hash_generated(password))
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

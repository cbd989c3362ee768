"""The contest row and what is made with it: its configuration, its state (each change logged
as an event), its judgement types, languages and problems.

Every function works in the caller's transaction (``conn``) and logs the events its change
calls for, so the event log always agrees with the tables.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from judge.contest.core.config import ProblemEntry
from judge.contest.core.judgement_types import JudgementType
from judge.contest.core.model import ContestRule
from judge.contest.core.records import ContestKind, ContestRecord
from judge.contest.storage.events import log_event, log_events
from judge.contest.storage.objects import problem_object, the_contest
from judge.contest.storage.schema import contest, dumps, judgement_types, objects, problems
from judge.contest.storage.schema import submissions as submissions_table
from judge.contest.storage.store import get_meta, set_meta


@dataclass(frozen=True)
class ContestSettings:
    """What contest.yaml sets (times as epoch ms, durations in ms)."""

    name: str
    formal_name: str | None
    duration_ms: int
    freeze_ms: int | None
    penalty_ms: int
    scheduled_start_ms: int | None
    thaw_ms: int | None
    extra: dict[str, Any]
    rule: ContestRule = ContestRule.ICPC

    def values(self) -> dict[str, Any]:
        """The contest row's columns."""
        return {
            "name": self.name,
            "formal_name": self.formal_name,
            "duration_ms": self.duration_ms,
            "freeze_ms": self.freeze_ms,
            "penalty_ms": self.penalty_ms,
            "scheduled_start_ms": self.scheduled_start_ms,
            "thaw_ms": self.thaw_ms,
            "extra": dumps(self.extra),
            "rule": self.rule.value,
        }


def _log_contest(conn: Connection, now_ms: int) -> ContestRecord:
    record = the_contest(conn)
    log_event(conn, "contest", None, record.contest_object().to_api(), now_ms)
    return record


def insert_contest(
    conn: Connection,
    contest_id: str,
    kind: ContestKind,
    utc_offset: int,
    settings: ContestSettings,
    now_ms: int,
) -> ContestRecord:
    """The contest's row, with its event (its judgement types next: `insert_judgement_types`;
    its languages: `set_languages`)."""
    conn.execute(
        contest.insert().values(
            id=contest_id, kind=kind.value, utc_offset=utc_offset, **settings.values()
        )
    )
    return _log_contest(conn, now_ms)


def insert_judgement_types(conn: Connection, types: Iterable[JudgementType], now_ms: int) -> None:
    """A new contest's judgement types, each with its event."""
    for jtype in types:
        put_judgement_type(conn, jtype, now_ms)


#: The meta key of the languages the table gave the contest (a JSON list of ids): the ones
#: `set_languages` may change or take out, where a recorded contest brings others of its own.
TABLE_LANGUAGES = "table_languages"


def set_languages(
    conn: Connection, wanted: Sequence[dict[str, Any]], known: Iterable[str], now_ms: int
) -> list[str]:
    """The contest's languages made the table's ``wanted`` Contest API objects, an event for
    each one added, changed or taken out; the ids changed. A language the table no longer
    offers stays while submissions use it (their ``language_id`` must name a language), and
    one the table never gave (a recorded contest's) is left as it is. ``known``: the
    table's ids, which say which languages were the table's in a contest made before it was
    recorded which ones."""
    held = objects_of(conn, "languages")
    recorded = get_meta(conn, TABLE_LANGUAGES)
    ours = set(json.loads(recorded)) if recorded is not None else set(held) & set(known)
    changed = []
    for language in wanted:
        if held.get(language["id"]) != language:
            set_object(conn, "languages", language["id"], language, now_ms)
            changed.append(language["id"])
    offered = {language["id"] for language in wanted}
    used = languages_used(conn)
    for lid in sorted((ours & set(held)) - offered - used):
        set_object(conn, "languages", lid, None, now_ms)
        changed.append(lid)
    kept = (ours & set(held) & used) - offered
    set_meta(conn, TABLE_LANGUAGES, dumps(sorted(offered | kept)))
    return changed


def languages_used(conn: Connection) -> set[str]:
    """The language ids the contest's submissions were made in."""
    s = submissions_table
    return {r[0] for r in conn.execute(sa.select(s.c.language_id).distinct()) if r[0]}


def update_settings(
    conn: Connection, record: ContestRecord, settings: ContestSettings, now_ms: int
) -> ContestRecord:
    """Records changed settings (with the contest's event); once started, the recorded start
    is what counts, not a scheduled one."""
    values = settings.values()
    if record.started_ms is not None:
        values.pop("scheduled_start_ms")
    changed = {
        k: v
        for k, v in values.items()
        if (dumps(record.extra) if k == "extra" else getattr(record, k)) != v
    }
    if not changed:
        return record
    conn.execute(contest.update().values(**changed))
    if "rule" in changed and ContestRule(changed["rule"]).by_points != record.rule.by_points:
        # A problem's object says what it is worth exactly when the contest is by points.
        _log_problems(conn, problem_ids(conn), now_ms)
    return _log_contest(conn, now_ms)


def log_first_state(conn: Connection, now_ms: int) -> None:
    """Logs the state once, when the contest is new."""
    if get_meta(conn, "state_logged") is None:
        set_meta(conn, "state_logged", "1")
        log_event(conn, "state", None, the_contest(conn).state_object().to_api(), now_ms)


def record_state(
    conn: Connection, changes: Mapping[str, int], now_ms: int, utc_offset: int | None = None
) -> ContestRecord:
    """Records milestones of the contest's state (StateInfo's names -> epoch ms) and logs the
    state; a start also logs the contest (its start time), and may set the time zone its
    times are written in (``utc_offset``)."""
    values: dict[str, Any] = {f"{name}_ms": ms for name, ms in changes.items()}
    if utc_offset is not None:
        values["utc_offset"] = utc_offset
    conn.execute(contest.update().values(**values))
    record = the_contest(conn)
    if "started" in changes:
        log_event(conn, "contest", None, record.contest_object().to_api(), now_ms)
    log_event(conn, "state", None, record.state_object().to_api(), now_ms)
    return record


def set_utc_offset(conn: Connection, utc_offset: int) -> None:
    """The time zone (minutes) the contest's times are written in."""
    conn.execute(contest.update().values(utc_offset=utc_offset))


# -- judgement types and other objects -----------------------------------------------------------


def judgement_type_ids(conn: Connection) -> set[str]:
    """The ids of the contest's judgement types."""
    return {r.id for r in conn.execute(sa.select(judgement_types.c.id))}


def put_judgement_type(conn: Connection, jtype: JudgementType, now_ms: int) -> None:
    """Adds a judgement type, or replaces one of the same id; logs it."""
    values = {"name": jtype.name, "penalty": jtype.penalty, "solved": jtype.solved}
    t = judgement_types
    if not conn.execute(t.update().where(t.c.id == jtype.id).values(**values)).rowcount:
        conn.execute(t.insert().values(id=jtype.id, **values))
    log_event(conn, "judgement-types", jtype.id, jtype.to_api(), now_ms)


def object_keys(conn: Connection, etype: str | None = None) -> set[tuple[str, str]]:
    """(type, id) of the objects kept as JSON (groups, languages, organizations)."""
    query = sa.select(objects.c.type, objects.c.id)
    if etype is not None:
        query = query.where(objects.c.type == etype)
    return {(r.type, r.id) for r in conn.execute(query)}


def put_object(conn: Connection, etype: str, oid: str, data: dict[str, Any], now_ms: int) -> None:
    """Adds an object kept as its API JSON (a group, a language, an organization); logs it."""
    conn.execute(objects.insert().values(type=etype, id=oid, data=dumps(data)))
    log_event(conn, etype, oid, data, now_ms)


def put_objects(
    conn: Connection, etype: str, new: Mapping[str, dict[str, Any]], now_ms: int
) -> None:
    """Adds many objects of one type that are not stored yet (by id), and their events, in two
    statements."""
    if new:
        conn.execute(
            objects.insert(),
            [{"type": etype, "id": oid, "data": dumps(data)} for oid, data in new.items()],
        )
        log_events(conn, [(etype, oid, data) for oid, data in new.items()], now_ms)


def objects_of(conn: Connection, etype: str) -> dict[str, Any]:
    """The objects of one type kept as API JSON, by id."""
    o = objects
    rows = conn.execute(sa.select(o.c.id, o.c.data).where(o.c.type == etype).order_by(o.c.id))
    return {r.id: json.loads(r.data) for r in rows}


def set_object(
    conn: Connection, etype: str, oid: str, data: dict[str, Any] | None, now_ms: int
) -> None:
    """Adds, replaces or (``data`` None) deletes an object kept as API JSON; logs the change."""
    o = objects
    where = (o.c.type == etype, o.c.id == oid)
    if data is None:
        conn.execute(o.delete().where(*where))
    elif not conn.execute(o.update().where(*where).values(data=dumps(data))).rowcount:
        conn.execute(o.insert().values(type=etype, id=oid, data=dumps(data)))
    log_event(conn, etype, oid, data, now_ms)


# -- problems -----------------------------------------------------------------------------------

#: The prefix of the label a problem holds while labels are being changed: labels are unique,
#: so changed ones first move out of the way. A control character no label has (not NUL:
#: PostgreSQL's text refuses it).
_PLACEHOLDER = "\x01"


def problem_ids(conn: Connection) -> list[str]:
    """The ids of the contest's problems."""
    return [r.id for r in conn.execute(sa.select(problems.c.id))]


def problem_labels(conn: Connection) -> list[tuple[str, str, str | None]]:
    """(id, label, data hash) of each problem, in board order."""
    p = problems
    rows = conn.execute(sa.select(p.c.id, p.c.label, p.c.data_hash).order_by(p.c.ordinal))
    return [(r.id, r.label, r.data_hash) for r in rows]


def submissions_to(conn: Connection, pid: str) -> int:
    """How many submissions a problem has."""
    s = submissions_table
    return (
        conn.execute(
            sa.select(sa.func.count()).select_from(s).where(s.c.problem_id == pid)
        ).scalar()
        or 0
    )


def set_problems(
    conn: Connection,
    wanted: Sequence[ProblemEntry],
    limits: Mapping[str, tuple[float, int]],
    now_ms: int,
) -> None:
    """Makes the problems those of ``wanted`` (in order), logging each change: problems not
    wanted are taken out (the caller checks that they have no submissions), new ones are added
    with their ``limits`` (time limit, number of cases), and changed labels are swapped
    through a placeholder, since labels are unique."""
    rows = {r.id: r for r in conn.execute(sa.select(problems))}
    by_id = {w.id: w for w in wanted}
    for pid in rows.keys() - by_id.keys():
        conn.execute(problems.delete().where(problems.c.id == pid))
        log_event(conn, "problems", pid, None, now_ms)
    changed = []
    for entry in wanted:
        values = {
            "label": entry.label,
            "name": entry.name,
            "ordinal": entry.ordinal,
            "rgb": entry.rgb,
            "color": entry.color,
            "max_score": entry.max_score,
        }
        row = rows.get(entry.id)
        if row is None:
            time_limit, cases = limits[entry.id]
            conn.execute(
                problems.insert().values(
                    id=entry.id,
                    label=_PLACEHOLDER + entry.id,
                    time_limit=time_limit,
                    test_data_count=cases,
                    **{k: v for k, v in values.items() if k != "label"},
                )
            )
            changed.append(entry)
        elif any(getattr(row, k) != v for k, v in values.items()):
            # Labels are unique: move changed ones out of the way first (A <-> B swaps).
            conn.execute(
                problems.update()
                .where(problems.c.id == entry.id)
                .values(label=_PLACEHOLDER + entry.id)
            )
            changed.append(entry)
    for entry in changed:
        conn.execute(
            problems.update()
            .where(problems.c.id == entry.id)
            .values(
                label=entry.label,
                name=entry.name,
                ordinal=entry.ordinal,
                rgb=entry.rgb,
                color=entry.color,
                max_score=entry.max_score,
            )
        )
    _log_problems(conn, [entry.id for entry in changed], now_ms)


def _log_problems(conn: Connection, pids: Iterable[str], now_ms: int) -> None:
    """Logs the problems' events: each the object the endpoint serves (which depends on the
    contest's rule too)."""
    rule = the_contest(conn).rule
    for pid in pids:
        row = conn.execute(sa.select(problems).where(problems.c.id == pid)).first()
        assert row is not None
        log_event(conn, "problems", pid, problem_object(row, rule).to_api(), now_ms)


def problem_label(conn: Connection, pid: str) -> str | None:
    """A problem's label."""
    return conn.execute(sa.select(problems.c.label).where(problems.c.id == pid)).scalar()


def set_data_hashes(conn: Connection, hashes: Mapping[str, str]) -> None:
    """Records the hash of each problem's data (taken when the contest starts)."""
    for pid, digest in hashes.items():
        conn.execute(problems.update().where(problems.c.id == pid).values(data_hash=digest))


# -- the server's secret ------------------------------------------------------------------------


def server_secret(conn: Connection, make: Callable[[], str]) -> str:
    """The contest server's secret (hex), made by ``make()`` on first use."""
    value = get_meta(conn, "server_secret")
    if value is None:
        value = make()
        set_meta(conn, "server_secret", value)
    return value

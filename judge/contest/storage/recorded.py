"""A recorded contest inside a virtual one: its teams, submissions and judgements imported at
their recorded contest times (origin ``recorded``), and their events released into the log as
the participant's clock passes them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from judge.contest.core.judgement_types import JudgementType
from judge.contest.core.model import ContestState
from judge.contest.core.records import Origin, subtasks_json
from judge.contest.core.times import Timestamp
from judge.contest.storage.contest import (
    judgement_type_ids,
    object_keys,
    put_judgement_type,
    put_object,
)
from judge.contest.storage.events import log_event
from judge.contest.storage.objects import judgement_object, submission_object, the_contest
from judge.contest.storage.schema import dumps, judgements, submissions
from judge.contest.storage.store import get_meta, reserve_ids, set_meta
from judge.contest.storage.teams import insert_team


def import_recorded(
    conn: Connection, recorded: ContestState, ours: Mapping[str, str], now_ms: int
) -> None:
    """The recorded teams, submissions and judgements into a new contest's database; recorded
    problem ids become ours by ``ours``. The recorded judgement types win over ours."""
    for jtype in recorded.judgement_types.values():
        put_judgement_type(conn, jtype, now_ms)
    have = object_keys(conn)
    for etype in ("languages", "organizations"):
        for oid, data in recorded.other.get(etype, {}).items():
            if oid is None or (etype, oid) in have:
                continue
            put_object(conn, etype, oid, data, now_ms)
    for group in recorded.groups.values():
        put_object(conn, "groups", group.id, group.to_api(), now_ms)
    for team in recorded.teams.values():
        insert_team(conn, team, Origin.RECORDED, now_ms)
    rows = [
        {
            "id": sub.id,
            "team_id": sub.team_id,
            "problem_id": ours[sub.problem_id],
            "language_id": sub.language_id,
            "filename": None,
            "source": None,
            "contest_time_ms": sub.contest_time,
            "submitted_ms": None,
            "official": True,
            "origin": Origin.RECORDED.value,
            "extra": dumps(sub.extra),
        }
        for sub in recorded.submissions.values()
    ]
    if rows:
        conn.execute(submissions.insert(), rows)
    judged: list[dict[str, Any]] = [
        {
            "id": j.id,
            "submission_id": j.submission_id,
            "judgement_type_id": j.judgement_type_id,
            "start_ms": j.start_contest_time,
            "end_ms": j.end_contest_time,
            "valid": not j.superseded,
            "claimed_by": None,
            "lease_until": None,
            "attempt": 0,
            "max_run_time": j.extra.get("max_run_time"),
            "cases": None,
            "detail": None,
            "origin": Origin.RECORDED.value,
            "extra": dumps({k: v for k, v in j.extra.items() if k != "max_run_time"}),
            "score": j.score,
            "subtasks": subtasks_json(j.subtasks),
        }
        for j in recorded.judgements.values()
    ]
    known = judgement_type_ids(conn)
    used = {j.judgement_type_id for j in recorded.judgements.values()}
    for tid in sorted(t for t in used if t is not None and t not in known):
        known_type = recorded.judgement_type(tid)  # a feed without judgement types: standard
        put_judgement_type(conn, known_type or JudgementType(tid, tid), now_ms)
    if judged:
        conn.execute(judgements.insert(), judged)
    reserve_ids(conn, "submission", list(recorded.submissions))
    reserve_ids(conn, "judgement", list(recorded.judgements))


def release_recorded(conn: Connection, started: int, now: Timestamp) -> None:
    """Logs the events of recorded submissions and judgements whose time has come (the
    contest having started at ``started``): each submission at its contest time, each
    judgement when it ended (or began, if it never ended), never before its submission."""
    contest_time = now.ms - started
    mark = get_meta(conn, "released_ms")
    after = None if mark is None else int(mark)
    if after is not None and after >= contest_time:
        return
    s, j = submissions, judgements
    recorded = Origin.RECORDED.value
    if not conn.execute(
        sa.select(sa.func.count()).select_from(s).where(s.c.origin == recorded)
    ).scalar():
        set_meta(conn, "released_ms", str(contest_time))
        return

    def due(t: int) -> bool:
        return t <= contest_time and (after is None or t > after)

    start = Timestamp(started, the_contest(conn).utc_offset)
    pending: list[tuple[int, int, str, str, dict[str, Any]]] = []
    times: dict[str, int] = {}
    for r in conn.execute(sa.select(s).where(s.c.origin == recorded)):
        times[r.id] = r.contest_time_ms
        if due(r.contest_time_ms):
            data = submission_object(r, start).to_api(start)
            pending.append((r.contest_time_ms, 0, r.id, "submissions", data))
    for r in conn.execute(sa.select(j).where(j.c.origin == recorded)):
        moments = [t for t in (r.end_ms, r.start_ms) if t is not None]
        submitted = times.get(r.submission_id, 0)
        t = max(moments[0] if moments else submitted, submitted)
        if due(t):
            pending.append((t, 1, r.id, "judgements", judgement_object(r).to_api(start)))
    pending.sort(key=lambda item: item[:3])
    for _, _, oid, etype, data in pending:
        log_event(conn, etype, oid, data, now.ms)
    set_meta(conn, "released_ms", str(contest_time))

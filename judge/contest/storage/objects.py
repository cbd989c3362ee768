"""Rows as the contest's objects: the contest record, Contest API objects, and the whole
contest as a ContestState (what the scoreboard and the exports are made from)."""

from __future__ import annotations

import json
from collections.abc import Collection
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Row

from judge.contest.core.judgement_types import JudgementType, type_for_verdict
from judge.contest.core.model import (
    ApiProblem,
    ContestRule,
    ContestState,
    Group,
    Judgement,
    Run,
    Submission,
    Team,
)
from judge.contest.core.records import (
    ContestKind,
    ContestRecord,
    Origin,
    cases_from_json,
    subtasks_from_json,
)
from judge.contest.core.times import Timestamp
from judge.contest.storage.schema import (
    contest,
    judgement_types,
    judgements,
    objects,
    problems,
    submissions,
    teams,
)
from judge.contest.storage.store import get_meta


def read_contest(conn: Connection) -> ContestRecord | None:
    """The contest this database holds, None when it holds none (yet)."""
    row = conn.execute(sa.select(contest)).first()
    if row is None:
        return None
    return ContestRecord(
        id=row.id,
        name=row.name,
        formal_name=row.formal_name,
        kind=ContestKind(row.kind),
        duration_ms=row.duration_ms,
        freeze_ms=row.freeze_ms,
        penalty_ms=row.penalty_ms,
        scheduled_start_ms=row.scheduled_start_ms,
        thaw_ms=row.thaw_ms,
        utc_offset=row.utc_offset,
        extra=json.loads(row.extra),
        started_ms=row.started_ms,
        frozen_ms=row.frozen_ms,
        ended_ms=row.ended_ms,
        thawed_ms=row.thawed_ms,
        finalized_ms=row.finalized_ms,
        end_of_updates_ms=row.end_of_updates_ms,
        rule=ContestRule(row.rule or ContestRule.ICPC.value),
    )


def the_contest(conn: Connection) -> ContestRecord:
    """The contest of a database known to hold one (every database opened for a contest)."""
    record = read_contest(conn)
    assert record is not None, "a contest's database holds its contest"
    return record


def problem_object(row: Row[Any], rule: ContestRule) -> ApiProblem:
    """A problems row as the API's problem, the same in the endpoint and the event feed: in a
    contest by points it always says what it is worth (the spec: ``max_score`` "Required iff
    contest:scoreboard_type is score"; 100 for a pass-fail problem)."""
    served = ApiProblem(
        id=row.id,
        label=row.label,
        name=row.name,
        ordinal=row.ordinal,
        rgb=row.rgb,
        color=row.color,
        time_limit=row.time_limit,
        test_data_count=row.test_data_count,
        max_score=row.max_score,
    )
    if rule.by_points:
        served.max_score = served.worth
    return served


def team_object(row: Row[Any]) -> Team:
    """A teams row as the API's team."""
    return Team(
        id=row.id,
        name=row.name,
        label=row.label,
        display_name=row.display_name,
        hidden=row.hidden,
        group_ids=tuple(json.loads(row.group_ids)),
        organization_id=row.organization_id,
        extra=json.loads(row.extra),
    )


def submission_object(row: Row[Any], start: Timestamp | None) -> Submission:
    """A submissions row as the API's submission (its ``time`` from the contest's ``start``)."""
    return Submission(
        id=row.id,
        team_id=row.team_id,
        problem_id=row.problem_id,
        contest_time=row.contest_time_ms,
        language_id=row.language_id,
        time=None if start is None else start + row.contest_time_ms,
        extra=json.loads(row.extra),
    )


def judgement_object(row: Row[Any]) -> Judgement:
    """A judgements row as the API's judgement (superseded: ``valid`` false)."""
    extra = json.loads(row.extra)
    if row.max_run_time is not None:
        extra["max_run_time"] = row.max_run_time
    return Judgement(
        id=row.id,
        submission_id=row.submission_id,
        judgement_type_id=row.judgement_type_id,
        start_contest_time=row.start_ms,
        end_contest_time=row.end_ms,
        valid=None if row.valid else False,
        extra=extra,
        score=row.score,
        subtasks=subtasks_from_json(row.subtasks),
    )


def run_objects(row: Row[Any]) -> list[Run]:
    """A completed judgements row's runs: one per case judged, in order, each recorded when
    the judgement ended (a judgement still running, or recorded elsewhere, has none)."""
    if row.judgement_type_id is None or row.end_ms is None or not row.cases:
        return []
    return [
        Run(
            id=f"{row.id}-{number}",
            judgement_id=row.id,
            ordinal=number,
            judgement_type_id=type_for_verdict(case.verdict).id,
            contest_time=row.end_ms,
            run_time=case.cpu_ms / 1000,
        )
        for number, case in enumerate(cases_from_json(json.loads(row.cases)), start=1)
    ]


def runs(conn: Connection, submission_ids: Collection[str] | None = None) -> list[Run]:
    """The runs of the completed judgements of official submissions (of ``submission_ids``
    only, if given), in judgement order."""
    j, s = judgements, submissions
    query = (
        sa.select(j)
        .join(s, s.c.id == j.c.submission_id)
        .where(s.c.official, j.c.judgement_type_id.is_not(None), j.c.cases.is_not(None))
    )
    if submission_ids is not None:
        query = query.where(j.c.submission_id.in_(sorted(submission_ids)))
    out: list[Run] = []
    for row in conn.execute(query.order_by(j.c.start_ms, j.c.id)):
        out += run_objects(row)
    return out


def team(conn: Connection, team_id: str) -> Team | None:
    """A team as an API object."""
    row = conn.execute(sa.select(teams).where(teams.c.id == team_id)).first()
    return None if row is None else team_object(row)


def submission(conn: Connection, sid: str) -> Submission | None:
    """A submission as an API object (its ``time`` from the contest's start)."""
    row = conn.execute(sa.select(submissions).where(submissions.c.id == sid)).first()
    if row is None:
        return None
    return submission_object(row, the_contest(conn).start)


def problem(conn: Connection, pid: str) -> ApiProblem | None:
    """A problem as an API object."""
    row = conn.execute(sa.select(problems).where(problems.c.id == pid)).first()
    return None if row is None else problem_object(row, the_contest(conn).rule)


def judgement(conn: Connection, jid: str) -> Judgement | None:
    """A judgement as an API object."""
    row = conn.execute(sa.select(judgements).where(judgements.c.id == jid)).first()
    return None if row is None else judgement_object(row)


#: The meta key listing the teams the jury removed (JSON list of ids). A removed team's row
#: stays (its submissions name it, and the jury keeps them); the board and the API leave it out.
REMOVED_TEAMS = "removed_teams"


def removed_team_ids(conn: Connection) -> set[str]:
    """The ids of the teams the jury removed."""
    value = get_meta(conn, REMOVED_TEAMS)
    return set(json.loads(value)) if value else set()


def load_state(conn: Connection, official_only: bool = True) -> ContestState:
    """The contest as a ContestState (what the scoreboard and the exports are made from):
    official submissions only unless told otherwise, and the judgements that have begun."""
    state = ContestState()
    record = read_contest(conn)
    if record is None:
        return state
    state.contest = record.contest_object()
    state.state = record.state_object()
    start = state.contest.start_time
    for r in conn.execute(sa.select(judgement_types)):
        state.judgement_types[r.id] = JudgementType(r.id, r.name, r.penalty, r.solved)
    for r in conn.execute(sa.select(problems).order_by(problems.c.ordinal, problems.c.label)):
        state.problems[r.id] = problem_object(r, record.rule)
    for r in conn.execute(sa.select(objects).order_by(objects.c.type, objects.c.id)):
        data = json.loads(r.data)
        if r.type == "groups":
            state.groups[r.id] = Group.from_api(data)
        else:
            state.other.setdefault(r.type, {})[r.id] = data
    removed = removed_team_ids(conn)
    for r in conn.execute(sa.select(teams).order_by(teams.c.id)):
        if r.id not in removed:  # its submissions stay, unscored ("a team deleted since")
            state.teams[r.id] = team_object(r)
    query = sa.select(
        submissions.c.id,
        submissions.c.team_id,
        submissions.c.problem_id,
        submissions.c.contest_time_ms,
        submissions.c.language_id,
        submissions.c.extra,
    )
    if official_only:
        query = query.where(submissions.c.official)
    for r in conn.execute(query.order_by(submissions.c.contest_time_ms, submissions.c.id)):
        if r.team_id not in removed:  # kept in the table for the jury's pages, not the API's
            state.submissions[r.id] = submission_object(r, start)
    # Judgements that have begun (a queued one is not yet a Contest API judgement).
    query = sa.select(judgements).where(
        sa.or_(judgements.c.start_ms.is_not(None), judgements.c.origin == Origin.RECORDED.value)
    )
    for r in conn.execute(query.order_by(judgements.c.start_ms, judgements.c.id)):
        if r.submission_id in state.submissions:
            state.judgements[r.id] = judgement_object(r)
    return state

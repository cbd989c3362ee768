"""The help teams took in the database: one row per team and problem, the hints counted (they
come in order, so a count says which) and the editorial seen or not. Not a Contest API object:
no event is logged."""

from __future__ import annotations

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from judge.contest.core.records import HelpTaken
from judge.contest.storage.schema import help_taken


def help_of(conn: Connection, team_id: str, problem_id: str) -> HelpTaken | None:
    """What ``team_id`` took on ``problem_id`` so far, None when nothing."""
    h = help_taken
    row = conn.execute(
        sa.select(h).where(h.c.team_id == team_id, h.c.problem_id == problem_id)
    ).first()
    if row is None:
        return None
    return HelpTaken(
        row.team_id, row.problem_id, row.hints, bool(row.editorial), row.first_ms, row.last_ms
    )


def note_help(
    conn: Connection, team_id: str, problem_id: str, hints: int, editorial: bool, now_ms: int
) -> HelpTaken:
    """Notes help taken at ``now_ms``: the hints taken in all (the count never goes down),
    the editorial seen when ``editorial`` (it stays seen)."""
    h = help_taken
    old = help_of(conn, team_id, problem_id)
    if old is None:
        conn.execute(
            h.insert().values(
                team_id=team_id,
                problem_id=problem_id,
                hints=hints,
                editorial=editorial,
                first_ms=now_ms,
                last_ms=now_ms,
            )
        )
    else:
        conn.execute(
            h.update()
            .where(h.c.team_id == team_id, h.c.problem_id == problem_id)
            .values(
                hints=max(old.hints, hints), editorial=old.editorial or editorial, last_ms=now_ms
            )
        )
    found = help_of(conn, team_id, problem_id)
    assert found is not None
    return found


def all_help(conn: Connection, team_id: str | None = None) -> list[HelpTaken]:
    """Every team's help (or ``team_id``'s), by team then problem."""
    h = help_taken
    query = sa.select(h).order_by(h.c.team_id, h.c.problem_id)
    if team_id is not None:
        query = query.where(h.c.team_id == team_id)
    return [
        HelpTaken(r.team_id, r.problem_id, r.hints, bool(r.editorial), r.first_ms, r.last_ms)
        for r in conn.execute(query)
    ]

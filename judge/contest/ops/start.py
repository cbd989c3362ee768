"""Starting a contest now: the clock runs from this moment.

A solo contest gets its own team (the person at the keyboard); a served one has its teams
already: a contest whose teams log in (imported, or added on the jury's page) is started without
one, whoever starts it, so no phantom "me" joins its scoreboard. The start records a hash of each problem's data, which judging machines compare
with their own before judging (:mod:`judge.contest.ops.worker`).
"""

from __future__ import annotations

from judge.contest.core.model import Team
from judge.contest.core.records import Origin
from judge.contest.core.text import clock_text, local_time
from judge.contest.core.times import Timestamp
from judge.contest.ops.judging import problem_data_hash
from judge.contest.ops.session import Session
from judge.contest.storage.contest import record_state, set_data_hashes
from judge.contest.storage.store import Connection
from judge.contest.storage.teams import (
    insert_team,
    local_teams,
    own_team,
    set_own_team,
    team_ids,
)
from judge.errors import JudgeError
from judge.i18n import phrase


def ensure_own_team(conn: Connection, name: str, now: Timestamp) -> str:
    """The contest's own team (the person at the keyboard), made if missing: id ``me``
    (``me-2``, ... if a recorded team has that id)."""
    tid = own_team(conn)
    if tid is not None:
        return tid
    taken = team_ids(conn)
    tid, n = "me", 1
    while tid in taken:
        n += 1
        tid = f"me-{n}"
    insert_team(conn, Team(id=tid, name=name, label=tid, hidden=False), Origin.LOCAL, now.ms)
    set_own_team(conn, tid)
    return tid


def start_contest(session: Session, team_name: str | None) -> Timestamp:
    """Starts a contest now: the clock runs from this moment. Returns the start. A solo
    contest gets its own team, called ``team_name``; a served one (``team_name`` None) has its
    teams already."""
    record = session.record()
    now = session.clock.now()
    if record.started_ms is not None:
        began = Timestamp(record.started_ms, record.utc_offset)
        raise JudgeError(
            phrase(
                "contest {name} started at {began} ({value} ago)",
                name=repr(session.name),
                began=local_time(began),
                value=clock_text(now.ms - record.started_ms),
            )
        )
    if record.scheduled_start_ms is not None:
        raise JudgeError(
            phrase(
                "contest {name} starts by itself at {scheduled_start_ms} (start_time in contest.yaml); remove start_time to start it yourself",
                name=repr(session.name),
                scheduled_start_ms=local_time(
                    Timestamp(record.scheduled_start_ms, record.utc_offset)
                ),
            )
        )
    hashes = {entry.id: problem_data_hash(session.problem(entry.id)) for entry in session.entries}
    with session.store.write() as conn:
        served = any(team.password for team in local_teams(conn))
        if team_name is not None and not served:
            ensure_own_team(conn, team_name, now)
        set_data_hashes(conn, hashes)
        record_state(conn, {"started": now.ms}, now.ms, utc_offset=now.offset)
    return now

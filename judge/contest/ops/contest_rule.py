"""The jury chooses how the contest ranks (its rule: icpc, ioi or oi) before it starts.

contest.yaml's ``rule`` (and ``scoreboard_type`` with it) is written, the file people edit and
the one read again whenever the contest is opened, then the database's, with the contest's
event. Refused once the contest has started (its board would change its meaning under the
teams), and refused for icpc while a problem is a scoring one (a pass-fail board cannot score
it).
"""

from __future__ import annotations

from dataclasses import replace

from judge.contest.core.model import ContestRule
from judge.contest.ops.judging import contest_problem
from judge.contest.ops.schedule import write_config
from judge.contest.ops.session import Session
from judge.contest.ops.sync import settings_of
from judge.contest.storage import contest as rows
from judge.contest.storage.objects import the_contest
from judge.errors import JudgeError
from judge.i18n import phrase


def set_rule(session: Session, rule: ContestRule) -> None:
    """Makes the contest rank by ``rule``, before its start."""
    now = session.clock.now()
    with session.store.read() as conn:
        record = the_contest(conn)
    if record.timeline.advanced(now.ms).started is not None:
        raise JudgeError(phrase("the contest has started; its rule can no longer change"))
    if not rule.by_points:
        for entry in session.entries:
            if contest_problem(session.root, entry.id, session.folder).scoring:
                raise JudgeError(
                    phrase(
                        "problem {label} ({id}) is a scoring problem, which an icpc contest's pass-fail board cannot score",
                        label=entry.label,
                        id=entry.id,
                    )
                )
    write_config(session, replace(session.config, rule=rule))
    with session.store.write() as conn:
        rows.update_settings(conn, the_contest(conn), settings_of(session.config), now.ms)

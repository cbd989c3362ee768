"""Hints and editorials in a contest: whether they are open to a team yet (contest.yaml's
``editorials``: after the contest, never, or always), and the help each team took, noted in
the contest's database for the jury. Each function is one transaction."""

from __future__ import annotations

from judge.contest.core.config import Editorials
from judge.contest.core.records import HelpTaken
from judge.contest.ops import views
from judge.contest.ops.session import Session
from judge.contest.storage import help as rows


def open_to_teams(session: Session) -> bool:
    """Whether the contest's hints and editorials are open to its teams now: ``always``
    from the start, ``after`` once it is over, ``never`` never."""
    setting = session.config.editorials
    clocks = views.clocks(session)
    if setting is Editorials.ALWAYS:
        return not clocks.not_started
    if setting is Editorials.AFTER:
        return bool(clocks.over)
    return False


def taken(session: Session, team_id: str, problem_id: str) -> HelpTaken | None:
    """What the team took on the problem so far."""
    with session.store.read() as conn:
        return rows.help_of(conn, team_id, problem_id)


def note(
    session: Session, team_id: str, problem_id: str, hints: int = 0, editorial: bool = False
) -> HelpTaken:
    """Notes that the team has taken ``hints`` hints in all, and the editorial when
    ``editorial``, now."""
    with session.store.write() as conn:
        return rows.note_help(conn, team_id, problem_id, hints, editorial, session.clock.now().ms)


def all_taken(session: Session, team_id: str | None = None) -> list[HelpTaken]:
    """The help every team took (or ``team_id``), for the jury."""
    with session.store.read() as conn:
        return rows.all_help(conn, team_id)

"""Hand-built contest states for the tests, and a compact text form of a scoreboard."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Union

from judge.contest.core.judgement_types import our_types
from judge.contest.core.model import (
    ApiProblem,
    Contest,
    ContestState,
    Judgement,
    StateInfo,
    Submission,
    Team,
)
from judge.contest.core.scoring import Scoreboard
from judge.contest.core.times import parse_reltime, parse_time

START = parse_time("2024-01-01T10:00:00Z")
TeamSpec = Union[str, tuple[str, str], Team]


def contest_state(
    teams: Iterable[TeamSpec] = ("a", "b", "c"),
    problems: Sequence[str] = ("A", "B"),
    duration: str = "5:00:00",
    freeze: str | None = None,
    penalty: int = 20,
) -> ContestState:
    """A contest starting at START; teams given as ids (name = id), (id, name) or Team."""
    state = ContestState()
    state.contest = Contest(
        id="test",
        name="Test contest",
        start_time=START,
        duration=parse_reltime(duration),
        scoreboard_freeze_duration=(None if freeze is None else parse_reltime(freeze)),
        penalty_time=penalty * 60000,
    )
    state.judgement_types = our_types()
    for ordinal, pid in enumerate(problems, start=1):
        state.problems[pid] = ApiProblem(pid, pid, f"Problem {pid}", ordinal)
    for spec in teams:
        team = (
            spec
            if isinstance(spec, Team)
            else (Team(spec, spec) if isinstance(spec, str) else Team(spec[0], spec[1]))
        )
        state.teams[team.id] = team
    return state


def submit(
    state: ContestState,
    team: str,
    problem: str,
    time: str,
    verdict: str | None = None,
    judged: str | None = None,
    sid: str | None = None,
) -> str:
    """Adds a submission at contest time ``time``; with a verdict, also its judgement, ended
    at ``judged`` (default: the submission's own time)."""
    sid = sid or f"s{len(state.submissions) + 1}"
    ms = parse_reltime(time)
    state.submissions[sid] = Submission(sid, team, problem, ms, "py", time=START + ms)
    if verdict is not None:
        judge(state, sid, verdict, end=judged or time)
    return sid


def judge(
    state: ContestState,
    sid: str,
    verdict: str | None,
    end: str | None = None,
    start: str | None = None,
    valid: bool | None = None,
    current: bool | None = None,
    jid: str | None = None,
) -> str:
    """Adds a judgement of submission ``sid`` (verdict None: still running)."""
    jid = jid or f"j{len(state.judgements) + 1}"
    sub_time = state.submissions[sid].contest_time
    start_ms = parse_reltime(start) if start else sub_time
    end_ms = parse_reltime(end) if end else None
    end_ms = end_ms if verdict else None
    state.judgements[jid] = Judgement(
        jid,
        sid,
        verdict,
        start_time=START + start_ms,
        start_contest_time=start_ms,
        end_time=None if end_ms is None else START + end_ms,
        end_contest_time=end_ms,
        valid=valid,
        current=current,
    )
    return jid


def set_state(state: ContestState, **times: str) -> None:
    """Sets the contest state's phases, given as contest times (e.g. frozen="4:00:00")."""
    phases: dict[str, Any] = {name: START + parse_reltime(t) for name, t in times.items()}
    state.state = StateInfo(**phases)


def cell_text(cell) -> str:
    """judged/pending/(+minute solved, - not), with * for first to solve: "2/0/+59*"."""
    solved = f"+{cell.time}" if cell.solved else "-"
    return f"{cell.num_judged}/{cell.num_pending}/{solved}{'*' if cell.first_to_solve else ''}"


def board_text(board: Scoreboard) -> list[str]:
    """One line per row: "rank team solved total | cell cell ..."."""
    return [
        f"{row.rank} {row.team_id} {row.score.num_solved} {row.score.total_time} | "
        + " ".join(cell_text(c) for c in row.problems)
        for row in board.rows
    ]

"""What a contest's submissions say, per problem and per language, for the jury and the
coach's records: tries, solves, the first solve, time to solve, the languages used, and the
solves over time (a chart shows its shape where a table would not).

Official submissions of the teams on the board only (hidden and removed teams left out),
judged by the judgement that counts; a submission still waiting counts as a try, not a solve.
The first solve is the jury's scoreboard's (:func:`judge.contest.core.scoring.first_solve`,
the one rule of the board, the awards and the results): none yet while a submission made
before it waits for its judgement.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from statistics import median

from judge.contest.core.model import ContestState
from judge.contest.core.records import SubmissionView
from judge.contest.core.scoring import Scoreboard
from judge.contest.core.times import minutes_down
from judge.contest.ops import views
from judge.contest.ops.session import Session
from judge.judging.verdict import Verdict


@dataclass
class ProblemStats:
    """One problem's figures; times are contest minutes."""

    id: str
    label: str
    name: str
    tries: int = 0
    accepted: int = 0
    teams_tried: int = 0
    teams_solved: int = 0
    first_solve: tuple[int, str] | None = None  # (minute, the first team's name, or names)
    first_solve_waits: bool = False  # solved, but a submission made earlier waits for judging
    solve_minutes: list[int] = field(default_factory=list)  # each team's first AC, sorted
    languages: Counter[str] = field(default_factory=Counter)
    verdicts: Counter[str] = field(default_factory=Counter)

    @property
    def median_solve(self) -> int | None:
        """The median minute of the teams' solves."""
        return int(median(self.solve_minutes)) if self.solve_minutes else None


@dataclass
class LanguageStats:
    """One language's figures."""

    id: str
    submissions: int = 0
    accepted: int = 0
    teams: int = 0


@dataclass
class Statistics:
    """A contest's figures: per problem (in label order), per language (most used first),
    and the contest's length in minutes (the charts' axis)."""

    problems: list[ProblemStats]
    languages: list[LanguageStats]
    minutes: int


def compute(
    state: ContestState, verdicts: dict[str, SubmissionView], board: Scoreboard
) -> Statistics:
    """The figures of ``state``'s official submissions, judged as ``verdicts`` says; the first
    solves ``board``'s (the jury's scoreboard of ``state``)."""
    on_board = {tid for tid, team in state.teams.items() if not state.is_hidden(team)}
    names = {tid: state.teams[tid].shown_name for tid in on_board}
    stats = {p.id: ProblemStats(p.id, p.label, p.name or p.id) for p in state.problems_in_order()}
    languages: dict[str, LanguageStats] = {}
    tried: dict[str, set[str]] = {pid: set() for pid in stats}
    solved: dict[tuple[str, str], int] = {}
    language_teams: dict[str, set[str]] = {}
    subs = sorted(state.submissions.values(), key=lambda s: (s.contest_time, s.id))
    for sub in subs:
        if sub.team_id not in on_board or sub.problem_id not in stats:
            continue
        problem = stats[sub.problem_id]
        view = verdicts.get(sub.id)
        verdict = view.verdict_text if view is not None and view.judged else None
        language = sub.language_id or "?"
        lang = languages.setdefault(language, LanguageStats(language))
        language_teams.setdefault(language, set()).add(sub.team_id)
        problem.tries += 1
        lang.submissions += 1
        problem.languages[language] += 1
        problem.verdicts[verdict or "pending"] += 1
        tried[sub.problem_id].add(sub.team_id)
        if verdict == Verdict.AC.value:
            problem.accepted += 1
            lang.accepted += 1
            key = (sub.team_id, sub.problem_id)
            if key not in solved:
                minute = sub.contest_time // 60_000
                solved[key] = minute
                problem.solve_minutes.append(minute)
    for pid, problem in stats.items():
        problem.teams_tried = len(tried[pid])
        problem.teams_solved = len(problem.solve_minutes)
        first = board.first_solve(pid)
        if first.team_ids and first.contest_time is not None:
            shown = ", ".join(names[tid] for tid in first.team_ids)
            problem.first_solve = (minutes_down(max(first.contest_time, 0)), shown)
        problem.first_solve_waits = first.waiting
    for language, lang in languages.items():
        lang.teams = len(language_teams[language])
    duration = state.contest.duration if state.contest is not None else None
    minutes = max(1, (duration or 0) // 60_000)
    ordered = sorted(languages.values(), key=lambda x: (-x.submissions, x.id))
    return Statistics(list(stats.values()), ordered, minutes)


def contest_statistics(session: Session) -> Statistics:
    """The figures of the contest as it stands now (the jury's view: no freeze)."""
    board, state = views.board(session)
    verdicts = {v.id: v for v in views.submissions(session)}
    return compute(state, verdicts, board)

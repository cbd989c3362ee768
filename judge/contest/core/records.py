"""Our own contests' records, typed: what the storage layer hands out and takes in, and what
the operations, the command line and the server pass around.

Contest API objects (:mod:`judge.contest.core.model`) are what contests exchange with other
tools; these are what only our contests keep: the contest as configured and recorded
(:class:`ContestRecord`), a submission with the judging that counts for it
(:class:`SubmissionView`), a judgement as the jury sees it (:class:`JudgementView`), and what
judging found (:class:`JudgementResult`, with its :class:`CaseRun` and :class:`Failure`). JSON
stays at the edges: the database's ``cases`` and ``detail`` columns are read and written by
:meth:`JudgementResult.cases_json`, :meth:`JudgementResult.detail_json` and their ``from_json``
counterparts, in the same key order as ever, so that a judge can recognise its own earlier
commit by comparing the stored text.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from judge.contest.core.model import Contest, ContestRule, StateInfo, SubtaskScore
from judge.contest.core.phase import Timeline
from judge.contest.core.times import Timestamp, format_reltime, format_time
from judge.judging.split import FailingTest
from judge.judging.verdict import Verdict
from judge.run.execution.transcript import Said, Side


class Origin(str, Enum):
    """Where a team, submission or judgement comes from: made in this contest, or recorded (the
    rivals of a virtual contest, replayed from a feed)."""

    LOCAL = "local"
    RECORDED = "recorded"

    def __str__(self) -> str:
        return self.value


class ContestKind(str, Enum):
    """A contest started by its own participant (or its server), a recorded one replayed, or
    a site's practice space (open without an end: :attr:`Timeline.endless`)."""

    SOLO = "solo"
    VIRTUAL = "virtual"
    PRACTICE = "practice"

    def __str__(self) -> str:
        return self.value


class JudgingStatus(str, Enum):
    """Where a submission's judging stands."""

    QUEUED = "queued"  # waiting for a judge
    JUDGING = "judging"  # a judge has claimed it
    JUDGED = "judged"  # its judgement is complete
    WITHHELD = "withheld"  # as a team sees it in an oi contest before the end: submitted only

    def __str__(self) -> str:
        return self.value


class Role(str, Enum):
    """Who an account of the contest server is: a team, or the jury."""

    TEAM = "team"
    JURY = "jury"

    def __str__(self) -> str:
        return self.value


# -- the contest ------------------------------------------------------------------------------


@dataclass(frozen=True)
class ContestRecord:
    """The contest as its database holds it: the configuration (kept in step with
    contest.yaml) and the state, times as epoch milliseconds; ``utc_offset`` (minutes) is the
    time zone its times are written in."""

    id: str
    name: str
    formal_name: str | None
    kind: ContestKind
    duration_ms: int
    freeze_ms: int | None
    penalty_ms: int
    scheduled_start_ms: int | None
    thaw_ms: int | None
    utc_offset: int
    extra: dict[str, Any]
    started_ms: int | None = None
    frozen_ms: int | None = None
    ended_ms: int | None = None
    thawed_ms: int | None = None
    finalized_ms: int | None = None
    end_of_updates_ms: int | None = None
    rule: ContestRule = ContestRule.ICPC

    def at(self, ms: int | None) -> Timestamp | None:
        """An epoch time of this contest as a Timestamp in its time zone."""
        return None if ms is None else Timestamp(ms, self.utc_offset)

    @property
    def start(self) -> Timestamp | None:
        """The contest's start: when it started, else when it is scheduled to."""
        return self.at(self.started_ms if self.started_ms is not None else self.scheduled_start_ms)

    @property
    def timeline(self) -> Timeline:
        """The contest's schedule and recorded state, for questions about its phase."""
        return Timeline(
            duration=self.duration_ms,
            freeze=self.freeze_ms,
            scheduled_start=self.scheduled_start_ms,
            thaw_time=self.thaw_ms,
            started=self.started_ms,
            frozen=self.frozen_ms,
            ended=self.ended_ms,
            thawed=self.thawed_ms,
            finalized=self.finalized_ms,
            utc_offset=self.utc_offset,
            endless=self.kind is ContestKind.PRACTICE,
        )

    def contest_object(self) -> Contest:
        """The Contest API contest object."""
        return Contest(
            id=self.id,
            name=self.name,
            formal_name=self.formal_name,
            start_time=self.start,
            duration=self.duration_ms,
            scoreboard_freeze_duration=self.freeze_ms,
            scoreboard_thaw_time=self.at(self.thaw_ms),
            penalty_time=self.penalty_ms,
            extra=dict(self.extra),
            rule=self.rule,
        )

    def state_object(self) -> StateInfo:
        """The Contest API state object."""
        return StateInfo(
            started=self.at(self.started_ms),
            frozen=self.at(self.frozen_ms),
            ended=self.at(self.ended_ms),
            thawed=self.at(self.thawed_ms),
            finalized=self.at(self.finalized_ms),
            end_of_updates=self.at(self.end_of_updates_ms),
        )


# -- what judging found -----------------------------------------------------------------------


@dataclass(frozen=True)
class CaseRun:
    """One case a submission was run on: its name, whether it is a sample, the verdict, the
    CPU time (ms) and peak memory (bytes) measured."""

    name: str
    sample: bool
    verdict: Verdict
    cpu_ms: int
    memory: int

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "sample": self.sample,
            "verdict": self.verdict.value,
            "cpu_ms": self.cpu_ms,
            "memory": self.memory,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CaseRun:
        return cls(
            data["name"], data["sample"], Verdict(data["verdict"]), data["cpu_ms"], data["memory"]
        )


@dataclass(frozen=True)
class Failure:
    """The first failing case, with what a feedback screen may show of it (excerpts):
    ``number`` counts cases from 1. Of a failing *sample* only (never hidden data), what helps
    a team find its mistake: an interactive problem's conversation (its last lines,
    ``transcript``; None: not one kept) and the test of a multi-test input the output first
    differs on (``failing_test``, where the problem declares its tests)."""

    number: int
    name: str
    sample: bool
    verdict: Verdict
    message: str
    note: str
    input: str
    expected: str
    output: str
    stderr: str
    transcript: tuple[Said, ...] | None = None
    failing_test: FailingTest | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "number": self.number,
            "name": self.name,
            "sample": self.sample,
            "verdict": self.verdict.value,
            "message": self.message,
            "note": self.note,
            "input": self.input,
            "expected": self.expected,
            "output": self.output,
            "stderr": self.stderr,
        }
        # Only when there is one: a result without them is stored as it always was.
        if self.transcript is not None:
            data["transcript"] = [_said_json(said) for said in self.transcript]
        if self.failing_test is not None:
            data["failing_test"] = _failing_test_json(self.failing_test)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Failure:
        return cls(
            number=data["number"],
            name=data["name"],
            sample=data["sample"],
            verdict=Verdict(data["verdict"]),
            message=data["message"],
            note=data["note"],
            input=data["input"],
            expected=data["expected"],
            output=data["output"],
            stderr=data["stderr"],
            transcript=None
            if data.get("transcript") is None
            else tuple(_said_from_json(item) for item in data["transcript"]),
            failing_test=None
            if data.get("failing_test") is None
            else _failing_test_from_json(data["failing_test"]),
        )


def _said_json(said: Said) -> dict[str, Any]:
    data: dict[str, Any] = {"number": said.number, "side": said.side.value, "line": said.text}
    if said.cut:
        data["cut"] = True
    if said.unended:
        data["unended"] = True
    return data


def _said_from_json(data: dict[str, Any]) -> Said:
    return Said(
        data["number"],
        Side(data["side"]),
        data["line"],
        cut=data.get("cut", False),
        unended=data.get("unended", False),
    )


def _failing_test_json(test: FailingTest) -> dict[str, Any]:
    return {
        "number": test.number,
        "total": test.total,
        "input": list(test.input_lines),
        "expected": list(test.expected),
        "got": list(test.got),
    }


def _failing_test_from_json(data: dict[str, Any]) -> FailingTest:
    return FailingTest(
        number=data["number"],
        total=data["total"],
        input_lines=tuple(data["input"]),
        expected=tuple(data["expected"]),
        got=tuple(data["got"]),
    )


def cases_from_json(data: list[dict[str, Any]] | None) -> tuple[CaseRun, ...]:
    """The ``cases`` column's runs."""
    return tuple(CaseRun.from_json(item) for item in data or ())


def subtasks_json(subtasks: tuple[SubtaskScore, ...]) -> str | None:
    """The ``subtasks`` column (null: none)."""
    if not subtasks:
        return None
    return json.dumps([s.to_api() for s in subtasks], separators=(",", ":"))


def subtasks_from_json(text: str | None) -> tuple[SubtaskScore, ...]:
    """The ``subtasks`` column's subtasks."""
    if not text:
        return ()
    return SubtaskScore.list_from_api(json.loads(text), "the subtasks column")


@dataclass(frozen=True)
class JudgementResult:
    """What judging a submission found. ``verdict`` is ours; ``type_id`` the CCS judgement
    type it maps to. ``failure`` describes the first failing case (None when accepted or not
    compiled); ``cases`` lists the cases run; ``error`` says why the judge itself failed (JE)."""

    verdict: Verdict
    type_id: str
    total: int
    cases: tuple[CaseRun, ...] = ()
    failure: Failure | None = None
    compile_error: str | None = None
    error: str | None = None
    # A scoring problem's: its points and each subtask's (None, (): a pass-fail problem's).
    score: float | None = None
    subtasks: tuple[SubtaskScore, ...] = ()

    @property
    def max_run_time(self) -> float:
        """The largest CPU time of a case, in seconds (to the millisecond, as the API asks)."""
        return max((c.cpu_ms for c in self.cases), default=0) / 1000

    def cases_json(self) -> list[dict[str, Any]]:
        """The ``cases`` column."""
        return [case.to_json() for case in self.cases]

    def detail_json(self) -> dict[str, Any]:
        """The ``detail`` column: the verdict and the feedback on the first failing case."""
        return {
            "verdict": self.verdict.value,
            "total": self.total,
            "failure": None if self.failure is None else self.failure.to_json(),
            "compile_error": self.compile_error,
            "error": self.error,
        }


@dataclass(frozen=True)
class Detail:
    """A completed judgement's ``detail`` column, read back. ``verdict`` is ours, None for a
    recorded judgement (which has only its judgement type)."""

    verdict: Verdict | None = None
    total: int = 0
    failure: Failure | None = None
    compile_error: str | None = None
    error: str | None = None

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> Detail:
        if not data:
            return cls()
        verdict = data.get("verdict")
        failure = data.get("failure")
        return cls(
            verdict=None if verdict is None else Verdict(verdict),
            total=data.get("total", 0),
            failure=None if failure is None else Failure.from_json(failure),
            compile_error=data.get("compile_error"),
            error=data.get("error"),
        )


# -- what people see of submissions -----------------------------------------------------------


@dataclass(frozen=True)
class Person:
    """A site's member as a contest knows them (a member of one of its teams of members, who
    made a submission): its id on the site and its name."""

    id: str
    name: str


@dataclass(frozen=True)
class SubmissionView:
    """A submission and the judging that counts for it (the newest completed judgement, else
    the one under way). ``verdict`` is ours, None while it waits or runs and for a recorded
    judgement, whose judgement type ``type_id`` is all there is."""

    id: str
    team_id: str
    problem_id: str
    label: str
    filename: str
    contest_time: int
    official: bool
    status: JudgingStatus
    verdict: Verdict | None = None
    type_id: str | None = None
    total: int = 0
    cases: tuple[CaseRun, ...] = ()
    failure: Failure | None = None
    compile_error: str | None = None
    error: str | None = None  # why a JE happened
    attempt: int = 0
    score: float | None = None  # a scoring problem's points, and each subtask's
    subtasks: tuple[SubtaskScore, ...] = ()

    @property
    def judged(self) -> bool:
        """Whether its judging is complete."""
        return self.status is JudgingStatus.JUDGED

    @property
    def verdict_text(self) -> str | None:
        """The verdict as shown: ours, else the recorded judgement type."""
        return self.verdict.value if self.verdict is not None else self.type_id

    @property
    def max_cpu_ms(self) -> int:
        """The largest CPU time of a case run (ms)."""
        return max((c.cpu_ms for c in self.cases), default=0)

    @property
    def max_memory(self) -> int:
        """The largest peak memory of a case run (bytes)."""
        return max((c.memory for c in self.cases), default=0)


@dataclass(frozen=True)
class JudgementView:
    """One judgement of a submission, as the jury sees it."""

    id: str
    status: JudgingStatus
    type_id: str | None
    verdict: str | None  # ours, else the judgement type
    start_ms: int | None  # contest times
    end_ms: int | None
    attempt: int
    valid: bool
    claimed_by: str | None
    cases: tuple[CaseRun, ...] = ()
    detail: Detail = field(default_factory=Detail)


@dataclass(frozen=True)
class TeamRow:
    """One of the contest's own teams, as the jury and ``judge contest teams list`` see it."""

    id: str
    name: str
    display_name: str | None
    groups: tuple[str, ...]
    hidden: bool
    password: bool  # whether it can log in
    removed: bool = False  # removed by the jury: off the board, its submissions kept


# -- clarifications -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Clarification:
    """A clarification (Contest API 2023-06): a team's question (``from_team_id``), or the
    jury's message to one team (``to_team_id``) or to everyone (neither set); ``answered``: a
    question the jury has replied to or dismissed."""

    id: str
    from_team_id: str | None
    to_team_id: str | None
    reply_to_id: str | None
    problem_id: str | None
    text: str
    contest_time: int
    time: Timestamp
    answered: bool

    @property
    def broadcast(self) -> bool:
        """Whether it goes to every team."""
        return self.from_team_id is None and self.to_team_id is None

    def to_api(self) -> dict[str, Any]:
        """The Contest API clarification object."""
        return {
            "id": self.id,
            "from_team_id": self.from_team_id,
            "to_team_id": self.to_team_id,
            "reply_to_id": self.reply_to_id,
            "problem_id": self.problem_id,
            "text": self.text,
            "time": format_time(self.time),
            "contest_time": format_reltime(self.contest_time),
        }


@dataclass(frozen=True)
class HelpTaken:
    """The help a team took on a problem: how many of its hints (first to last), whether it
    saw the editorial, and when it first and last took some (epoch ms)."""

    team_id: str
    problem_id: str
    hints: int
    editorial: bool
    first_ms: int
    last_ms: int

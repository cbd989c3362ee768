"""The contest data: Contest API objects as dataclasses, and a ContestState holding them by id.

Each class mirrors one Contest API (2023-06) endpoint object and converts from and to its
JSON form (``from_api`` / ``to_api``). Times are parsed on the way in (see
:mod:`judge.contest.core.times`): relative times become ``int`` milliseconds, absolute times
:class:`~judge.contest.core.times.Timestamp`. Properties we do not model are kept, untouched,
in ``extra`` so that writing an object back gives what was read. Judgement types are
:mod:`judge.contest.core.judgement_types`'.

``from_api`` raises :class:`judge.errors.JudgeError` naming the object and the property at
fault; the feed reader adds the file and line.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from judge.contest.core.api_fields import (
    as_bool,
    as_id,
    as_ids,
    as_int,
    as_number,
    as_object,
    as_str,
    as_strings,
    described,
    extra_of,
    get,
    minutes_or_reltime,
    need,
    put,
    read_fields,
)
from judge.contest.core.judgement_types import KNOWN_TYPES, JudgementType
from judge.contest.core.times import (
    MS_PER_MINUTE,
    Timestamp,
    format_reltime,
    format_time,
    parse_reltime,
    parse_time,
)
from judge.errors import JudgeError
from judge.i18n import phrase

#: The penalty per rejected run when a contest does not say (DOMjudge's and the ICPC's usual).
DEFAULT_PENALTY_MS = 20 * MS_PER_MINUTE
#: What a problem is worth on a board by points when nothing says (a pass-fail problem solved,
#: a Kattis scoring problem's default ``max_score``).
DEFAULT_MAX_SCORE = 100.0


class ContestRule(str, Enum):
    """How a contest ranks: ``icpc`` (problems solved, then penalty time: the CCS's pass-fail
    board), ``ioi`` (points: each subtask's best over a team's submissions, full feedback) or
    ``oi`` (points: the last submission before the end counts, nothing shown until the end).
    The Contest API knows only ``scoreboard_type`` (pass-fail or score); the rule is judge's
    own ``rule`` property beside it (a feed without one and a score board: ``ioi``, the board
    DOMjudge's scoring contests keep)."""

    ICPC = "icpc"
    IOI = "ioi"
    OI = "oi"

    @property
    def scoreboard_type(self) -> str:
        """The Contest API's ``scoreboard_type`` of a contest ranked so."""
        return "pass-fail" if self is ContestRule.ICPC else "score"

    @property
    def by_points(self) -> bool:
        """Whether the board ranks by points."""
        return self is not ContestRule.ICPC

    def __str__(self) -> str:
        return self.value


def rule_of(scoreboard_type: str, rule: str | None, where: str) -> ContestRule:
    """The rule a contest's ``scoreboard_type`` and ``rule`` give together; JudgeError (naming
    ``where``) when they disagree or either is unknown."""
    if scoreboard_type not in ("pass-fail", "score", ""):
        raise JudgeError(
            phrase(
                "{where}: scoreboard_type {scoreboard_type}: pass-fail or score",
                where=where,
                scoreboard_type=repr(scoreboard_type),
            )
        )
    if rule is None:
        return ContestRule.IOI if scoreboard_type == "score" else ContestRule.ICPC
    try:
        chosen = ContestRule(rule)
    except ValueError:
        known = ", ".join(r.value for r in ContestRule)
        raise JudgeError(
            phrase(
                "{where}: rule {rule}: one of {known}", where=where, rule=repr(rule), known=known
            )
        ) from None
    if scoreboard_type and chosen.scoreboard_type != scoreboard_type:
        raise JudgeError(
            phrase(
                "{where}: rule {rule} ranks by {ranks}, but scoreboard_type is {given} (write {wanted}, or leave it out)",
                where=where,
                rule=chosen.value,
                ranks=phrase("points") if chosen.by_points else phrase("problems solved"),
                given=repr(scoreboard_type),
                wanted=repr(chosen.scoreboard_type),
            )
        )
    return chosen


# -- the objects -----------------------------------------------------------------------------


@dataclass
class Contest:
    """The contest (``/contests/<id>``). Durations are milliseconds."""

    id: str
    name: str = ""
    formal_name: str | None = None
    start_time: Timestamp | None = None
    countdown_pause_time: int | None = None
    duration: int | None = None
    scoreboard_freeze_duration: int | None = None
    scoreboard_thaw_time: Timestamp | None = None
    penalty_time: int = DEFAULT_PENALTY_MS
    extra: dict[str, Any] = field(default_factory=dict)
    rule: ContestRule = ContestRule.ICPC

    _KNOWN = frozenset(
        (
            "id",
            "name",
            "formal_name",
            "start_time",
            "countdown_pause_time",
            "duration",
            "scoreboard_freeze_duration",
            "scoreboard_thaw_time",
            "scoreboard_type",
            "penalty_time",
            "rule",
        )
    )

    @property
    def scoreboard_type(self) -> str:
        """The Contest API's ``scoreboard_type``: ``pass-fail``, or ``score`` (by points)."""
        return self.rule.scoreboard_type

    @property
    def freeze_start(self) -> int | None:
        """The contest time at which the scoreboard freezes by configuration, or None."""
        if self.duration is None or not self.scoreboard_freeze_duration:
            return None
        return self.duration - self.scoreboard_freeze_duration

    @property
    def end_time(self) -> Timestamp | None:
        if self.start_time is None or self.duration is None:
            return None
        return self.start_time + self.duration

    @classmethod
    def from_api(cls, data: Any) -> Contest:
        data = as_object(data, "contest")
        what = "contest"
        start = get(data, "start_time", what, parse_time)
        duration = get(data, "duration", what, parse_reltime)
        if duration is None and start is not None:
            # DOMjudge also publishes end_time; it gives the duration when that is missing.
            end = get(data, "end_time", what, parse_time)
            if end is not None:
                duration = end.ms - start.ms
        penalty = get(data, "penalty_time", what, minutes_or_reltime)
        board_type = get(data, "scoreboard_type", what, as_str) or "pass-fail"
        rule = rule_of(board_type, get(data, "rule", what, as_str), described(what, data))
        return cls(
            id=need(data, "id", what, as_id),
            name=get(data, "name", what, as_str) or "",
            formal_name=get(data, "formal_name", what, as_str),
            start_time=start,
            countdown_pause_time=get(data, "countdown_pause_time", what, parse_reltime),
            duration=duration,
            scoreboard_freeze_duration=get(data, "scoreboard_freeze_duration", what, parse_reltime),
            scoreboard_thaw_time=get(data, "scoreboard_thaw_time", what, parse_time),
            penalty_time=DEFAULT_PENALTY_MS if penalty is None else penalty,
            extra=extra_of(data, cls._KNOWN),
            rule=rule,
        )

    def to_api(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "name": self.name}
        put(out, "formal_name", self.formal_name)
        out["start_time"] = None if self.start_time is None else format_time(self.start_time)
        if self.countdown_pause_time is not None:
            out["countdown_pause_time"] = format_reltime(self.countdown_pause_time)
        if self.duration is not None:
            out["duration"] = format_reltime(self.duration)
        if self.scoreboard_freeze_duration is not None:
            out["scoreboard_freeze_duration"] = format_reltime(self.scoreboard_freeze_duration)
        if self.scoreboard_thaw_time is not None:
            out["scoreboard_thaw_time"] = format_time(self.scoreboard_thaw_time)
        out["scoreboard_type"] = self.rule.scoreboard_type
        if self.rule.by_points:
            # The spec's score contest has no penalty_time; the rule is judge's own property.
            out["rule"] = self.rule.value
        else:
            # 2023-06: integer minutes. A penalty with seconds cannot be said so: a RELTIME.
            whole, rest = divmod(self.penalty_time, MS_PER_MINUTE)
            out["penalty_time"] = whole if rest == 0 else format_reltime(self.penalty_time)
        out.update(self.extra)
        return out


@dataclass
class StateInfo:
    """The contest state (``/contests/<id>/state``): when each phase happened, or None."""

    started: Timestamp | None = None
    frozen: Timestamp | None = None
    ended: Timestamp | None = None
    thawed: Timestamp | None = None
    finalized: Timestamp | None = None
    end_of_updates: Timestamp | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    FIELDS = ("started", "frozen", "ended", "thawed", "finalized", "end_of_updates")

    @classmethod
    def from_api(cls, data: Any) -> StateInfo:
        data = as_object(data, "state")
        values = {name: get(data, name, "state", parse_time) for name in cls.FIELDS}
        return cls(**values, extra=extra_of(data, frozenset(cls.FIELDS)))

    def to_api(self) -> dict[str, Any]:
        """All six properties, null when not (yet) reached, as the spec's examples show."""
        out: dict[str, Any] = {}
        for name in self.FIELDS:
            value = getattr(self, name)
            out[name] = None if value is None else format_time(value)
        out.update(self.extra)
        return out

    def as_of(self, moment: Timestamp | None) -> StateInfo:
        """The state as it stood at ``moment``: phases after it are not reached yet."""
        if moment is None:
            return self
        kept = {}
        for name in self.FIELDS:
            value = getattr(self, name)
            kept[name] = value if value is not None and value.ms <= moment.ms else None
        return StateInfo(**kept, extra=dict(self.extra))


@dataclass
class ApiProblem:
    """A problem (``/problems/<id>``)."""

    id: str
    label: str = ""
    name: str = ""
    ordinal: int | None = None
    rgb: str | None = None
    color: str | None = None
    time_limit: float | None = None
    test_data_count: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    # The most it scores on a board by points (the spec: "Required iff contest:scoreboard_type
    # is score"); None: not said, DEFAULT_MAX_SCORE.
    max_score: float | None = None

    _KNOWN = frozenset(
        (
            "id",
            "label",
            "name",
            "ordinal",
            "rgb",
            "color",
            "time_limit",
            "test_data_count",
            "max_score",
        )
    )

    @property
    def worth(self) -> float:
        """What the problem is worth on a board by points."""
        return DEFAULT_MAX_SCORE if self.max_score is None else self.max_score

    @classmethod
    def from_api(cls, data: Any) -> ApiProblem:
        data = as_object(data, "problem")
        what = "problem"
        pid = need(data, "id", what, as_id)
        label = get(data, "label", what, as_str) or pid
        return cls(
            id=pid,
            label=label,
            name=get(data, "name", what, as_str) or label,
            ordinal=get(data, "ordinal", what, as_int),
            rgb=get(data, "rgb", what, as_str),
            color=get(data, "color", what, as_str),
            time_limit=get(data, "time_limit", what, as_number),
            test_data_count=get(data, "test_data_count", what, as_int),
            extra=extra_of(data, cls._KNOWN),
            max_score=get(data, "max_score", what, as_number),
        )

    def to_api(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "label": self.label, "name": self.name}
        for key in ("ordinal", "rgb", "color", "time_limit", "test_data_count", "max_score"):
            put(out, key, getattr(self, key))
        out.update(self.extra)
        return out


@dataclass
class Group:
    """A group of teams (``/groups/<id>``).

    ``hidden`` hides the group's teams (the 2020-03 way; DOMjudge still sends it for
    categories not shown on the scoreboard). ``sortorder`` and ``types`` are DOMjudge's:
    teams are ranked per sort order of their scoring category, and its API scoreboard lists
    only the lowest sort order (see :meth:`ContestState.sort_order`).
    """

    id: str
    name: str = ""
    type: str | None = None
    hidden: bool | None = None
    sortorder: int | None = None
    types: tuple[str, ...] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    _KNOWN = frozenset(("id", "name", "type", "hidden", "sortorder", "types"))

    @classmethod
    def from_api(cls, data: Any) -> Group:
        data = as_object(data, "group")
        what = "group"
        return cls(
            id=need(data, "id", what, as_id),
            name=get(data, "name", what, as_str) or "",
            type=get(data, "type", what, as_str),
            hidden=get(data, "hidden", what, as_bool),
            sortorder=get(data, "sortorder", what, as_int),
            types=get(data, "types", what, as_strings),
            extra=extra_of(data, cls._KNOWN),
        )

    def to_api(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "name": self.name}
        put(out, "type", self.type)
        put(out, "hidden", self.hidden)
        put(out, "sortorder", self.sortorder)
        if self.types is not None:
            out["types"] = list(self.types)
        out.update(self.extra)
        return out


@dataclass
class Team:
    """A team (``/teams/<id>``). Hidden teams are left off the scoreboard."""

    id: str
    name: str = ""
    label: str | None = None
    display_name: str | None = None
    hidden: bool | None = None
    group_ids: tuple[str, ...] = ()
    organization_id: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    _KNOWN = frozenset(
        ("id", "name", "label", "display_name", "hidden", "group_ids", "organization_id")
    )

    @property
    def shown_name(self) -> str:
        """The name the scoreboard shows: display_name, else name ("If not set, a client
        should revert to using the name instead")."""
        return self.display_name or self.name

    @classmethod
    def from_api(cls, data: Any) -> Team:
        data = as_object(data, "team")
        what = "team"
        tid = need(data, "id", what, as_id)
        return cls(
            id=tid,
            name=get(data, "name", what, as_str) or tid,
            label=get(data, "label", what, as_str),
            display_name=get(data, "display_name", what, as_str),
            hidden=get(data, "hidden", what, as_bool),
            group_ids=get(data, "group_ids", what, as_ids) or (),
            organization_id=get(data, "organization_id", what, as_id),
            extra=extra_of(data, cls._KNOWN),
        )

    def to_api(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "name": self.name}
        put(out, "label", self.label)
        put(out, "display_name", self.display_name)
        put(out, "hidden", self.hidden)
        if self.group_ids:
            out["group_ids"] = list(self.group_ids)
        put(out, "organization_id", self.organization_id)
        out.update(self.extra)
        return out


@dataclass
class Submission:
    """A submission (``/submissions/<id>``); ``contest_time`` in milliseconds."""

    id: str
    team_id: str
    problem_id: str
    contest_time: int
    language_id: str | None = None
    time: Timestamp | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    _KNOWN = frozenset(("id", "team_id", "problem_id", "contest_time", "language_id", "time"))
    _FIELDS = (
        ("id", as_id, True),
        ("team_id", as_id, True),
        ("problem_id", as_id, True),
        ("contest_time", parse_reltime, False),
        ("language_id", as_id, False),
        ("time", parse_time, False),
    )

    @classmethod
    def from_api(cls, data: Any, start: Timestamp | None = None) -> Submission:
        """``start`` (the contest's start) gives the contest time when only ``time`` is set."""
        data = as_object(data, "submission")
        sid, team_id, problem_id, contest_time, language_id, time = read_fields(
            data, "submission", cls._FIELDS
        )
        if contest_time is None:
            if time is None or start is None:
                raise JudgeError(
                    phrase("{what} has no contest_time", what=described("submission", data))
                )
            contest_time = time.ms - start.ms
        return cls(
            sid, team_id, problem_id, contest_time, language_id, time, extra_of(data, cls._KNOWN)
        )

    def to_api(self, start: Timestamp | None = None) -> dict[str, Any]:
        """``start`` (the contest's start) fills in ``time``, which the spec requires, when
        it is not known."""
        out: dict[str, Any] = {"id": self.id}
        put(out, "language_id", self.language_id)
        out["problem_id"] = self.problem_id
        out["team_id"] = self.team_id
        time = self.time if self.time is not None or start is None else start + self.contest_time
        put(out, "time", None if time is None else format_time(time))
        out["contest_time"] = format_reltime(self.contest_time)
        out.update(self.extra)
        return out


@dataclass
class Judgement:
    """A judgement (``/judgements/<id>``) of a submission; contest times in milliseconds.

    ``judgement_type_id`` is None while the judgement runs. ``valid`` (DOMjudge) and
    ``current`` (ICPC tools) are extensions marking judgements superseded by a rejudging:
    one that is false never counts.
    """

    id: str
    submission_id: str
    judgement_type_id: str | None = None
    start_time: Timestamp | None = None
    start_contest_time: int | None = None
    end_time: Timestamp | None = None
    end_contest_time: int | None = None
    valid: bool | None = None
    current: bool | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    # A scoring contest's: the points (the spec's ``score``), and each subtask's (judge's own
    # ``subtasks`` property, which the IOI rule's best-per-subtask needs).
    score: float | None = None
    subtasks: tuple[SubtaskScore, ...] = ()

    _KNOWN = frozenset(
        (
            "id",
            "submission_id",
            "judgement_type_id",
            "start_time",
            "start_contest_time",
            "end_time",
            "end_contest_time",
            "valid",
            "current",
            "score",
            "subtasks",
        )
    )
    _FIELDS = (
        ("id", as_id, True),
        ("submission_id", as_id, True),
        ("judgement_type_id", as_id, False),
        ("start_time", parse_time, False),
        ("start_contest_time", parse_reltime, False),
        ("end_time", parse_time, False),
        ("end_contest_time", parse_reltime, False),
        ("valid", as_bool, False),
        ("current", as_bool, False),
    )

    @property
    def superseded(self) -> bool:
        """Marked invalid or not current by the feed (a rejudging replaced it)."""
        return self.valid is False or self.current is False

    @classmethod
    def from_api(cls, data: Any, start: Timestamp | None = None) -> Judgement:
        """``start`` (the contest's start) gives contest times when only absolute ones are set."""
        data = as_object(data, "judgement")
        (jid, submission_id, type_id, start_time, start_ct, end_time, end_ct, valid, current) = (
            read_fields(data, "judgement", cls._FIELDS)
        )
        if start_ct is None and start_time is not None and start is not None:
            start_ct = start_time.ms - start.ms
        if end_ct is None and end_time is not None and start is not None:
            end_ct = end_time.ms - start.ms
        what = described("judgement", data)
        return cls(
            jid,
            submission_id,
            type_id,
            start_time,
            start_ct,
            end_time,
            end_ct,
            valid,
            current,
            extra_of(data, cls._KNOWN),
            score=get(data, "score", "judgement", as_number),
            subtasks=SubtaskScore.list_from_api(data.get("subtasks"), what),
        )

    def to_api(self, start: Timestamp | None = None) -> dict[str, Any]:
        """``start`` (the contest's start) fills in the absolute times, which the spec
        requires, when only contest times are known."""
        start_time, end_time = self.start_time, self.end_time
        if start is not None:
            if start_time is None and self.start_contest_time is not None:
                start_time = start + self.start_contest_time
            if end_time is None and self.end_contest_time is not None:
                end_time = start + self.end_contest_time
        out: dict[str, Any] = {
            "id": self.id,
            "submission_id": self.submission_id,
            "judgement_type_id": self.judgement_type_id,
        }
        put(out, "start_time", None if start_time is None else format_time(start_time))
        if self.start_contest_time is not None:
            out["start_contest_time"] = format_reltime(self.start_contest_time)
        out["end_time"] = None if end_time is None else format_time(end_time)
        out["end_contest_time"] = (
            None if self.end_contest_time is None else format_reltime(self.end_contest_time)
        )
        put(out, "valid", self.valid)
        put(out, "current", self.current)
        put(out, "score", self.score)
        if self.subtasks:
            out["subtasks"] = [subtask.to_api() for subtask in self.subtasks]
        out.update(self.extra)
        return out


@dataclass(frozen=True)
class SubtaskScore:
    """One subtask's points in a judgement: its name as the problem gives it, the points it
    earned, and the most it can earn (None: not said)."""

    name: str
    score: float
    max_score: float | None = None

    def to_api(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "score": self.score}
        put(out, "max_score", self.max_score)
        return out

    @classmethod
    def list_from_api(cls, data: Any, what: str) -> tuple[SubtaskScore, ...]:
        """A judgement's ``subtasks`` (null or absent: none)."""
        if data is None:
            return ()
        if not isinstance(data, list):
            raise JudgeError(
                phrase(
                    "{what}: subtasks: expected a list, got {got}",
                    what=what,
                    got=type(data).__name__,
                )
            )
        out = []
        for item in data:
            item = as_object(item, f"{what}: subtask")
            kind = f"{what}: subtask"
            out.append(
                cls(
                    need(item, "name", kind, as_str),
                    need(item, "score", kind, as_number),
                    get(item, "max_score", kind, as_number),
                )
            )
        return tuple(out)


@dataclass(frozen=True)
class Run:
    """A run (``/runs/<id>``): one test case of a judgement. ``ordinal`` is the case's number
    in judging order (from 1); ``contest_time`` (ms) when it was recorded; ``run_time`` in
    seconds, to the millisecond."""

    id: str
    judgement_id: str
    ordinal: int
    judgement_type_id: str
    contest_time: int
    run_time: float

    def to_api(self, start: Timestamp | None) -> dict[str, Any]:
        """``start`` (the contest's start) gives ``time``."""
        out: dict[str, Any] = {
            "id": self.id,
            "judgement_id": self.judgement_id,
            "ordinal": self.ordinal,
            "judgement_type_id": self.judgement_type_id,
        }
        if start is not None:
            out["time"] = format_time(start + self.contest_time)
        out["contest_time"] = format_reltime(self.contest_time)
        out["run_time"] = self.run_time
        return out


@dataclass
class ContestState:
    """Everything known about one contest, each kind of object by id, in the order first seen.

    ``other`` keeps the objects of the other Contest API endpoints (languages, organizations,
    runs, clarifications, awards, ...) as raw JSON, by type and id (None for a singleton), so
    that they can be written out again.
    """

    contest: Contest | None = None
    state: StateInfo | None = None
    judgement_types: dict[str, JudgementType] = field(default_factory=dict)
    problems: dict[str, ApiProblem] = field(default_factory=dict)
    groups: dict[str, Group] = field(default_factory=dict)
    teams: dict[str, Team] = field(default_factory=dict)
    submissions: dict[str, Submission] = field(default_factory=dict)
    judgements: dict[str, Judgement] = field(default_factory=dict)
    other: dict[str, dict[str | None, Any]] = field(default_factory=dict)

    def judgement_type(self, type_id: str) -> JudgementType | None:
        """The type with this id: the contest's own, or the standard one when the contest
        defines no judgement types at all."""
        if self.judgement_types:
            return self.judgement_types.get(type_id)
        return KNOWN_TYPES.get(type_id)

    def is_hidden(self, team: Team) -> bool:
        """Whether a team is left off the scoreboard: ``hidden`` set on the team, or (the
        2020-03 way) every group it belongs to hidden."""
        if team.hidden:
            return True
        if team.hidden is None and team.group_ids:
            groups = [self.groups.get(g) for g in team.group_ids]
            return all(g is not None and g.hidden for g in groups)
        return False

    def sort_order(self, team: Team) -> int:
        """The sort order of a team (DOMjudge): that of its scoring group (a group with a
        ``sortorder`` whose ``types``, if given, include "scoring"), the lowest if several; 0
        when no group says (every contest that is not DOMjudge's)."""
        orders = []
        for gid in team.group_ids:
            group = self.groups.get(gid)
            if (
                group is not None
                and group.sortorder is not None
                and (group.types is None or "scoring" in group.types)
            ):
                orders.append(group.sortorder)
        return min(orders, default=0)

    def contest_time_of(self, moment: Timestamp) -> int | None:
        """The contest time (ms) of an absolute time, when the contest's start is known."""
        if self.contest is None or self.contest.start_time is None:
            return None
        return moment.ms - self.contest.start_time.ms

    def time_of(self, contest_time: int) -> Timestamp | None:
        """The absolute time of a contest time, when the contest's start is known."""
        if self.contest is None or self.contest.start_time is None:
            return None
        return self.contest.start_time + contest_time

    def problems_in_order(self) -> list[ApiProblem]:
        """Problems in scoreboard order: by ordinal, then label, then id."""
        return sorted(
            self.problems.values(), key=lambda p: (p.ordinal is None, p.ordinal or 0, p.label, p.id)
        )

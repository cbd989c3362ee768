"""The contest data: Contest API objects as dataclasses, and a ContestState holding them by id.

Each class mirrors one Contest API (2023-06) endpoint object and converts from and to its
JSON form (``from_api`` / ``to_api``). Times are parsed on the way in (see
:mod:`judge.contest.times`): relative times become ``int`` milliseconds, absolute times
:class:`~judge.contest.times.Timestamp`. Properties we do not model are kept, untouched, in
``extra`` so that writing an object back gives what was read.

``from_api`` raises :class:`judge.errors.JudgeError` naming the object and the property at
fault; the feed reader adds the file and line.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Callable, TypeVar

from judge.contest.times import (
    MS_PER_MINUTE,
    Timestamp,
    format_reltime,
    format_time,
    parse_reltime,
    parse_time,
)
from judge.errors import JudgeError

T = TypeVar("T")

#: The penalty per rejected run when a contest does not say (DOMjudge's and the ICPC's usual).
DEFAULT_PENALTY_MS = 20 * MS_PER_MINUTE


# -- reading properties ----------------------------------------------------------------------


def _what(kind: str, data: Mapping[str, Any]) -> str:
    ident = data.get("id")
    return f"{kind} {ident!r}" if ident is not None else kind


def _get(
    data: Mapping[str, Any],
    key: str,
    kind: str,
    convert: Callable[[Any], T],
    required: bool = False,
) -> T | None:
    """Property ``key`` of a ``kind`` object (e.g. "team"), converted; errors name both."""
    value = data.get(key)
    if value is None:
        if required:
            raise JudgeError(f"{_what(kind, data)} has no {key}")
        return None
    try:
        return convert(value)
    except JudgeError as exc:
        raise JudgeError(f"{_what(kind, data)}: {key}: {exc}") from None


def _need(data: Mapping[str, Any], key: str, kind: str, convert: Callable[[Any], T]) -> T:
    """Like :func:`_get` for a property the object must have."""
    value = _get(data, key, kind, convert, required=True)
    assert value is not None  # _get raised otherwise
    return value


def _read(
    data: Mapping[str, Any], kind: str, fields: tuple[tuple[str, Callable[[Any], Any], bool], ...]
) -> list[Any]:
    """The properties ``(key, convert, required)`` of a ``kind`` object, converted, in order:
    :func:`_get` for many properties at once, for the objects feeds hold thousands of."""
    values: list[Any] = []
    get = data.get
    for key, convert, required in fields:
        value = get(key)
        if value is None:
            if required:
                raise JudgeError(f"{_what(kind, data)} has no {key}")
            values.append(None)
            continue
        try:
            values.append(convert(value))
        except JudgeError as exc:
            raise JudgeError(f"{_what(kind, data)}: {key}: {exc}") from None
    return values


def _id(value: Any) -> str:
    if type(value) is str:
        return value
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise JudgeError(f"expected an id (a string), got {value!r}")
    return str(value)


def _str(value: Any) -> str:
    if not isinstance(value, str):
        raise JudgeError(f"expected a string, got {value!r}")
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise JudgeError(f"expected true or false, got {value!r}")
    return value


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise JudgeError(f"expected an integer, got {value!r}")
    return value


def _number(value: Any) -> Any:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise JudgeError(f"expected a number, got {value!r}")
    return value


def _minutes_or_reltime(value: Any) -> int:
    """penalty_time: integer minutes up to 2023-06, a RELTIME in later versions."""
    if isinstance(value, str):
        return parse_reltime(value)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
        raise JudgeError(f"expected minutes (an integer) or a RELTIME, got {value!r}")
    return round(value * MS_PER_MINUTE)


def _ids(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise JudgeError(f"expected a list of ids, got {value!r}")
    return tuple(_id(v) for v in value)


def _strings(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise JudgeError(f"expected a list of strings, got {value!r}")
    return tuple(value)


def _extra(data: Mapping[str, Any], known: frozenset[str]) -> dict[str, Any]:
    """The properties not in ``known``, as they are."""
    return {k: v for k, v in data.items() if k not in known}


def _put(out: dict[str, Any], key: str, value: Any) -> None:
    """Sets a property unless it is null (the spec lets null properties be left out)."""
    if value is not None:
        out[key] = value


def _obj(data: Any, kind: str) -> Mapping[str, Any]:
    if not isinstance(data, dict):
        raise JudgeError(f"{kind} data must be a JSON object, got {type(data).__name__}")
    return data


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
    scoreboard_type: str = "pass-fail"
    penalty_time: int = DEFAULT_PENALTY_MS
    extra: dict[str, Any] = field(default_factory=dict)

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
        )
    )

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
        data = _obj(data, "contest")
        what = "contest"
        start = _get(data, "start_time", what, parse_time)
        duration = _get(data, "duration", what, parse_reltime)
        if duration is None and start is not None:
            # DOMjudge also publishes end_time; it gives the duration when that is missing.
            end = _get(data, "end_time", what, parse_time)
            if end is not None:
                duration = end.ms - start.ms
        penalty = _get(data, "penalty_time", what, _minutes_or_reltime)
        return cls(
            id=_need(data, "id", what, _id),
            name=_get(data, "name", what, _str) or "",
            formal_name=_get(data, "formal_name", what, _str),
            start_time=start,
            countdown_pause_time=_get(data, "countdown_pause_time", what, parse_reltime),
            duration=duration,
            scoreboard_freeze_duration=_get(
                data, "scoreboard_freeze_duration", what, parse_reltime
            ),
            scoreboard_thaw_time=_get(data, "scoreboard_thaw_time", what, parse_time),
            scoreboard_type=_get(data, "scoreboard_type", what, _str) or "pass-fail",
            penalty_time=DEFAULT_PENALTY_MS if penalty is None else penalty,
            extra=_extra(data, cls._KNOWN),
        )

    def to_api(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "name": self.name}
        _put(out, "formal_name", self.formal_name)
        out["start_time"] = None if self.start_time is None else format_time(self.start_time)
        if self.countdown_pause_time is not None:
            out["countdown_pause_time"] = format_reltime(self.countdown_pause_time)
        if self.duration is not None:
            out["duration"] = format_reltime(self.duration)
        if self.scoreboard_freeze_duration is not None:
            out["scoreboard_freeze_duration"] = format_reltime(self.scoreboard_freeze_duration)
        if self.scoreboard_thaw_time is not None:
            out["scoreboard_thaw_time"] = format_time(self.scoreboard_thaw_time)
        out["scoreboard_type"] = self.scoreboard_type
        # 2023-06: integer minutes. A penalty with seconds cannot be said so: write a RELTIME.
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
        data = _obj(data, "state")
        values = {name: _get(data, name, "state", parse_time) for name in cls.FIELDS}
        return cls(**values, extra=_extra(data, frozenset(cls.FIELDS)))

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
class JudgementType:
    """A judgement type (``/judgement-types/<id>``): whether it solves, whether it costs."""

    id: str
    name: str = ""
    penalty: bool = True
    solved: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    _KNOWN = frozenset(("id", "name", "penalty", "solved"))

    @classmethod
    def from_api(cls, data: Any) -> JudgementType:
        from judge.contest.judgement_types import KNOWN_TYPES  # the defaults of missing flags

        data = _obj(data, "judgement type")
        what = "judgement type"
        tid = _need(data, "id", what, _id)
        known = KNOWN_TYPES.get(tid)
        solved = _get(data, "solved", what, _bool)
        if solved is None:
            solved = known.solved if known else False
        penalty = _get(data, "penalty", what, _bool)
        if penalty is None:
            penalty = known.penalty if known else not solved
        return cls(
            id=tid,
            name=_get(data, "name", what, _str) or (known.name if known else tid),
            penalty=penalty,
            solved=solved,
            extra=_extra(data, cls._KNOWN),
        )

    def to_api(self) -> dict[str, Any]:
        out = {"id": self.id, "name": self.name, "penalty": self.penalty, "solved": self.solved}
        out.update(self.extra)
        return out


@dataclass
class Problem:
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

    _KNOWN = frozenset(
        ("id", "label", "name", "ordinal", "rgb", "color", "time_limit", "test_data_count")
    )

    @classmethod
    def from_api(cls, data: Any) -> Problem:
        data = _obj(data, "problem")
        what = "problem"
        pid = _need(data, "id", what, _id)
        label = _get(data, "label", what, _str) or pid
        return cls(
            id=pid,
            label=label,
            name=_get(data, "name", what, _str) or label,
            ordinal=_get(data, "ordinal", what, _int),
            rgb=_get(data, "rgb", what, _str),
            color=_get(data, "color", what, _str),
            time_limit=_get(data, "time_limit", what, _number),
            test_data_count=_get(data, "test_data_count", what, _int),
            extra=_extra(data, cls._KNOWN),
        )

    def to_api(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "label": self.label, "name": self.name}
        for key in ("ordinal", "rgb", "color", "time_limit", "test_data_count"):
            _put(out, key, getattr(self, key))
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
        data = _obj(data, "group")
        what = "group"
        return cls(
            id=_need(data, "id", what, _id),
            name=_get(data, "name", what, _str) or "",
            type=_get(data, "type", what, _str),
            hidden=_get(data, "hidden", what, _bool),
            sortorder=_get(data, "sortorder", what, _int),
            types=_get(data, "types", what, _strings),
            extra=_extra(data, cls._KNOWN),
        )

    def to_api(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "name": self.name}
        _put(out, "type", self.type)
        _put(out, "hidden", self.hidden)
        _put(out, "sortorder", self.sortorder)
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
        data = _obj(data, "team")
        what = "team"
        tid = _need(data, "id", what, _id)
        return cls(
            id=tid,
            name=_get(data, "name", what, _str) or tid,
            label=_get(data, "label", what, _str),
            display_name=_get(data, "display_name", what, _str),
            hidden=_get(data, "hidden", what, _bool),
            group_ids=_get(data, "group_ids", what, _ids) or (),
            organization_id=_get(data, "organization_id", what, _id),
            extra=_extra(data, cls._KNOWN),
        )

    def to_api(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "name": self.name}
        _put(out, "label", self.label)
        _put(out, "display_name", self.display_name)
        _put(out, "hidden", self.hidden)
        if self.group_ids:
            out["group_ids"] = list(self.group_ids)
        _put(out, "organization_id", self.organization_id)
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
        ("id", _id, True),
        ("team_id", _id, True),
        ("problem_id", _id, True),
        ("contest_time", parse_reltime, False),
        ("language_id", _id, False),
        ("time", parse_time, False),
    )

    @classmethod
    def from_api(cls, data: Any, start: Timestamp | None = None) -> Submission:
        """``start`` (the contest's start) gives the contest time when only ``time`` is set."""
        data = _obj(data, "submission")
        sid, team_id, problem_id, contest_time, language_id, time = _read(
            data, "submission", cls._FIELDS
        )
        if contest_time is None:
            if time is None or start is None:
                raise JudgeError(f"{_what('submission', data)} has no contest_time")
            contest_time = time.ms - start.ms
        return cls(
            sid, team_id, problem_id, contest_time, language_id, time, _extra(data, cls._KNOWN)
        )

    def to_api(self, start: Timestamp | None = None) -> dict[str, Any]:
        """``start`` (the contest's start) fills in ``time``, which the spec requires, when
        it is not known."""
        out: dict[str, Any] = {"id": self.id}
        _put(out, "language_id", self.language_id)
        out["problem_id"] = self.problem_id
        out["team_id"] = self.team_id
        time = self.time if self.time is not None or start is None else start + self.contest_time
        _put(out, "time", None if time is None else format_time(time))
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
        )
    )
    _FIELDS = (
        ("id", _id, True),
        ("submission_id", _id, True),
        ("judgement_type_id", _id, False),
        ("start_time", parse_time, False),
        ("start_contest_time", parse_reltime, False),
        ("end_time", parse_time, False),
        ("end_contest_time", parse_reltime, False),
        ("valid", _bool, False),
        ("current", _bool, False),
    )

    @property
    def superseded(self) -> bool:
        """Marked invalid or not current by the feed (a rejudging replaced it)."""
        return self.valid is False or self.current is False

    @classmethod
    def from_api(cls, data: Any, start: Timestamp | None = None) -> Judgement:
        """``start`` (the contest's start) gives contest times when only absolute ones are set."""
        data = _obj(data, "judgement")
        (jid, submission_id, type_id, start_time, start_ct, end_time, end_ct, valid, current) = (
            _read(data, "judgement", cls._FIELDS)
        )
        if start_ct is None and start_time is not None and start is not None:
            start_ct = start_time.ms - start.ms
        if end_ct is None and end_time is not None and start is not None:
            end_ct = end_time.ms - start.ms
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
            _extra(data, cls._KNOWN),
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
        _put(out, "start_time", None if start_time is None else format_time(start_time))
        if self.start_contest_time is not None:
            out["start_contest_time"] = format_reltime(self.start_contest_time)
        out["end_time"] = None if end_time is None else format_time(end_time)
        out["end_contest_time"] = (
            None if self.end_contest_time is None else format_reltime(self.end_contest_time)
        )
        _put(out, "valid", self.valid)
        _put(out, "current", self.current)
        out.update(self.extra)
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
    problems: dict[str, Problem] = field(default_factory=dict)
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
        from judge.contest.judgement_types import KNOWN_TYPES

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

    def problems_in_order(self) -> list[Problem]:
        """Problems in scoreboard order: by ordinal, then label, then id."""
        return sorted(
            self.problems.values(), key=lambda p: (p.ordinal is None, p.ordinal or 0, p.label, p.id)
        )

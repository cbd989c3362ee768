"""Reading a CCS event feed (NDJSON) into a ContestState, and writing one (2023-06).

One line is one event; blank lines are keep-alives. Each event sets (or deletes) one object,
or replaces a whole collection. The line formats of the Contest API versions, told apart line
by line so that any of them (or a mix) can be read:

- 2020-03: ``{"type", "id", "op", "data"}``: ``id`` is the *event's* id, ``op`` is
  ``create``/``update``/``delete``, the contest's type is ``contests``, and a delete's ``data``
  is ``{"id": <object id>}``.
- 2021-11: ``{"contest_id", "endpoint", "id", "data"}``: no ``type``; the contest itself has no
  ``endpoint``; ``data`` null deletes.
- 2022-07 and 2023-06: ``{"type", "id", "data", "token"}``: ``data`` null deletes; ``id`` is
  null for the contest, for the state, and when ``data`` is a whole collection (an array that
  replaces the endpoint's contents).

Objects are replaced whole by an update, never merged. Unknown event types are ignored, as the
spec asks of clients ("Clients should accept additional (unknown) event types"); the standard
types we do not score (languages, organizations, runs, clarifications, ...) are kept raw so
they can be written out again.

Errors name the file and the line: a line that is not JSON (or is cut short at the end of the
file), an event that is not an object or has no type, a property of the wrong form, and an
event that refers to an id not seen before it (a submission of an unknown team or problem, a
judgement of an unknown submission or with an unknown judgement type). The spec requires this
order ("Referential integrity": an object may only refer to objects that already exist).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, NamedTuple, Union

from judge.contest.core.model import (
    ApiProblem,
    Contest,
    ContestState,
    Group,
    Judgement,
    JudgementType,
    StateInfo,
    Submission,
    Team,
)
from judge.errors import JudgeError
from judge.i18n import phrase

PathLike = Union[str, Path]

#: Event types we model -> the ContestState attribute holding them.
MODELED = {
    "judgement-types": "judgement_types",
    "problems": "problems",
    "groups": "groups",
    "teams": "teams",
    "submissions": "submissions",
    "judgements": "judgements",
}
_CLASSES: dict[str, Any] = {
    "judgement-types": JudgementType,
    "problems": ApiProblem,
    "groups": Group,
    "teams": Team,
    "submissions": Submission,
    "judgements": Judgement,
}
#: The other types of the Contest API (all versions): kept raw, written back out.
OTHER_TYPES = (
    "languages",
    "organizations",
    "persons",
    "accounts",
    "team-members",
    "runs",
    "clarifications",
    "awards",
    "commentary",
)
_KEPT_RAW = frozenset(OTHER_TYPES)
#: The order of types in a written feed: what an object refers to comes before it.
WRITE_ORDER = (
    "contest",
    "judgement-types",
    "languages",
    "problems",
    "groups",
    "organizations",
    "teams",
    "persons",
    "team-members",
    "accounts",
    "submissions",
    "judgements",
    "runs",
    "clarifications",
    "awards",
    "commentary",
    "state",
)


class Event(NamedTuple):
    """One event in a version-independent form.

    ``type`` is the endpoint (``contest`` for the contest itself); ``id`` the object's id (None
    for the contest, the state and whole collections); ``data`` the new value (an object, or
    a list for a whole collection), None when the object is deleted.
    """

    type: str
    id: str | None
    data: Any


def normalize(raw: Mapping[str, Any]) -> Event:
    """The :class:`Event` of one decoded feed line, in any API version's format."""
    if "op" in raw:  # 2020-03 and older
        etype = raw.get("type")
        data = raw.get("data")
        op = raw.get("op")
        if op not in ("create", "update", "delete"):
            raise JudgeError(
                phrase("unknown op {op}: expected create, update or delete", op=repr(op))
            )
        oid = data.get("id") if isinstance(data, dict) else None
        if op == "delete":
            data = None
    elif "type" not in raw and ("endpoint" in raw or "contest_id" in raw):  # 2021-11
        etype = raw.get("endpoint") or "contest"
        oid = raw.get("id")
        data = raw.get("data")
    elif "type" in raw:  # 2022-07, 2023-06
        etype = raw.get("type")
        oid = raw.get("id")
        data = raw.get("data")
    else:
        raise JudgeError(phrase("not a Contest API event: it has no type (nor endpoint)"))
    if not isinstance(etype, str):
        raise JudgeError(phrase("event type must be a string, got {etype}", etype=repr(etype)))
    if etype == "contests":
        etype = "contest"
    if etype in ("contest", "state"):
        oid = None
    elif oid is not None:
        oid = str(oid)
    return Event(etype, oid, data)


def apply_event(state: ContestState, event: Event) -> None:
    """Applies one event to ``state``. Raises JudgeError (without a location) when the event
    is malformed or refers to an unknown id."""
    etype, oid, data = event
    if etype == "contest":
        state.contest = None if data is None else Contest.from_api(data)
    elif etype == "state":
        state.state = None if data is None else StateInfo.from_api(data)
    elif etype in MODELED:
        _apply_modeled(state, etype, oid, data)
    elif etype in _KEPT_RAW:
        _keep_raw(state, etype, oid, data)
    # anything else: an extension we do not know; ignored.


def _keep_raw(state: ContestState, etype: str, oid: str | None, data: Any) -> None:
    store = state.other.setdefault(etype, {})
    if isinstance(data, list):
        store.clear()
        for item in data:
            store[_raw_id(item)] = item
    elif data is None:
        store.pop(oid, None)
    else:
        store[_raw_id(data, oid)] = data


def _raw_id(item: Any, fallback: str | None = None) -> str | None:
    if isinstance(item, dict) and item.get("id") is not None:
        return str(item["id"])
    return fallback


def _apply_modeled(state: ContestState, etype: str, oid: str | None, data: Any) -> None:
    store: dict[str, Any] = getattr(state, MODELED[etype])
    if data is None:
        if oid is None:
            raise JudgeError(phrase("a delete of {etype} must name the object's id", etype=etype))
        store.pop(oid, None)
        return
    if isinstance(data, list):
        if oid is not None:
            raise JudgeError(
                phrase(
                    "{etype} event {oid} carries a list; only a whole-collection event (id null) may",
                    etype=etype,
                    oid=repr(oid),
                )
            )
        store.clear()  # the collection is replaced by the list
        for item in data:
            _store(state, store, etype, None, item)
    else:
        _store(state, store, etype, oid, data)


def _store(
    state: ContestState, store: dict[str, Any], etype: str, oid: str | None, item: Any
) -> None:
    """Builds one object, checks what it refers to, and stores it by its id."""
    if oid is not None and isinstance(item, dict) and item.get("id") is None:
        item = {**item, "id": oid}
    obj: Any
    if etype == "submissions":
        obj = Submission.from_api(item, state.contest.start_time if state.contest else None)
        if obj.team_id not in state.teams:
            raise JudgeError(
                phrase(
                    "submission {id} refers to unknown team {team_id}",
                    id=repr(obj.id),
                    team_id=repr(obj.team_id),
                )
            )
        if obj.problem_id not in state.problems:
            raise JudgeError(
                phrase(
                    "submission {id} refers to unknown problem {problem_id}",
                    id=repr(obj.id),
                    problem_id=repr(obj.problem_id),
                )
            )
    elif etype == "judgements":
        obj = Judgement.from_api(item, state.contest.start_time if state.contest else None)
        if obj.submission_id not in state.submissions:
            raise JudgeError(
                phrase(
                    "judgement {id} refers to unknown submission {submission_id}",
                    id=repr(obj.id),
                    submission_id=repr(obj.submission_id),
                )
            )
        tid = obj.judgement_type_id
        if tid is not None and state.judgement_type(tid) is None:
            raise JudgeError(
                phrase(
                    "judgement {id} refers to unknown judgement type {tid}",
                    id=repr(obj.id),
                    tid=repr(tid),
                )
            )
    else:
        obj = _CLASSES[etype].from_api(item)
    store[obj.id] = obj


def load_feed(text: str, source: str = "<feed>") -> ContestState:
    """The ContestState of a whole feed given as text; ``source`` names it in errors."""
    state = ContestState()
    lines = text.split("\n")
    # A feed normally ends with a newline; without one, the last line may be cut short.
    last_is_partial = not text.endswith("\n")
    count = len(lines)
    loads = json.loads
    for number, line in enumerate(lines, start=1):
        if not line or line.isspace():
            continue  # keep-alive
        try:
            raw = loads(line)
        except ValueError as exc:
            if number == count and last_is_partial:
                raise JudgeError(
                    phrase(
                        "{source}:{number}: truncated event: the feed ends in the middle of a line ({reason})",
                        source=source,
                        number=number,
                        reason=_reason(exc),
                    )
                ) from None
            raise JudgeError(
                phrase(
                    "{source}:{number}: malformed JSON: {reason}",
                    source=source,
                    number=number,
                    reason=_reason(exc),
                )
            ) from None
        if not isinstance(raw, dict):
            raise JudgeError(
                phrase(
                    "{source}:{number}: an event must be a JSON object, got {got}",
                    source=source,
                    number=number,
                    got=type(raw).__name__,
                )
            )
        try:
            etype = raw.get("type")
            if etype in _KEPT_RAW and "op" not in raw:
                # The bulk of a DOMjudge feed (runs), in the 2022-07+ form: kept as it is.
                oid = raw.get("id")
                _keep_raw(state, etype, None if oid is None else str(oid), raw.get("data"))
            else:
                apply_event(state, normalize(raw))
        except JudgeError as exc:
            raise JudgeError(
                phrase("{source}:{number}: {exc}", source=source, number=number, exc=exc)
            ) from None
    return state


def _reason(exc: ValueError) -> str:
    if isinstance(exc, json.JSONDecodeError):
        return f"{exc.msg} at column {exc.colno}"
    return str(exc)


def read_feed(path: PathLike) -> ContestState:
    """The ContestState of the event feed in the file at ``path``."""
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise JudgeError(
            phrase(
                "{path}: cannot read the event feed: {reason}",
                path=path,
                reason=exc.strerror or exc,
            )
        ) from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise JudgeError(phrase("{path}:{line}: not UTF-8 text", path=path, line=line)) from None
    return load_feed(text, str(path))


# -- writing ---------------------------------------------------------------------------------


def event(etype: str, oid: str | None, data: Any, token: str | None = None) -> dict[str, Any]:
    """A 2023-06 event: ``{"type", "id", "data"}`` (and ``token`` when given)."""
    out: dict[str, Any] = {"type": etype, "id": oid, "data": data}
    if token is not None:
        out["token"] = token
    return out


def state_events(state: ContestState) -> list[dict[str, Any]]:
    """The events (2023-06) that create ``state``, referenced objects first, the state last."""
    by_type: dict[str, list[dict[str, Any]]] = {}
    if state.contest is not None:
        by_type["contest"] = [event("contest", None, state.contest.to_api())]
    start = state.contest.start_time if state.contest is not None else None
    for etype, attr in MODELED.items():
        timed = etype in ("submissions", "judgements")
        by_type[etype] = [
            event(etype, oid, obj.to_api(start) if timed else obj.to_api())
            for oid, obj in getattr(state, attr).items()
        ]
    for etype, store in state.other.items():
        by_type[etype] = [event(etype, oid, data) for oid, data in store.items()]
    if state.state is not None:
        by_type["state"] = [event("state", None, state.state.to_api())]
    order = list(WRITE_ORDER) + [t for t in by_type if t not in WRITE_ORDER]
    return [e for etype in order for e in by_type.get(etype, [])]


def dumps_event(ev: Mapping[str, Any]) -> str:
    """One feed line (without the newline): compact JSON, UTF-8 kept as is."""
    return json.dumps(ev, ensure_ascii=False, separators=(",", ":"))


def dumps_feed(source: ContestState | Iterable[Mapping[str, Any]]) -> str:
    """A 2023-06 event feed as text: the events that create a ContestState, or the given
    events as they are, one per line, each ending with a newline."""
    events = state_events(source) if isinstance(source, ContestState) else source
    return "".join(dumps_event(ev) + "\n" for ev in events)


def write_feed(path: PathLike, source: ContestState | Iterable[Mapping[str, Any]]) -> None:
    """Writes :func:`dumps_feed` of ``source`` to the file at ``path``."""
    text = dumps_feed(source)
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise JudgeError(
            phrase(
                "{path}: cannot write the event feed: {reason}",
                path=path,
                reason=exc.strerror or exc,
            )
        ) from None

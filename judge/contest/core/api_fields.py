"""Reading and writing the properties of Contest API objects: typed, with errors naming the
object and the property (``team 'x': hidden: expected true or false, got 'yes'``).

The feed reader adds the file and line to these messages.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Callable, TypeVar

from judge.contest.core.times import MS_PER_MINUTE, parse_reltime
from judge.errors import JudgeError
from judge.i18n import phrase

T = TypeVar("T")


def described(kind: str, data: Mapping[str, Any]) -> str:
    ident = data.get("id")
    return f"{kind} {ident!r}" if ident is not None else kind


def get(
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
            raise JudgeError(phrase("{what} has no {key}", what=described(kind, data), key=key))
        return None
    try:
        return convert(value)
    except JudgeError as exc:
        raise JudgeError(
            phrase("{what}: {key}: {exc}", what=described(kind, data), key=key, exc=exc)
        ) from None


def need(data: Mapping[str, Any], key: str, kind: str, convert: Callable[[Any], T]) -> T:
    """Like :func:`get` for a property the object must have."""
    value = get(data, key, kind, convert, required=True)
    assert value is not None  # get raised otherwise
    return value


def read_fields(
    data: Mapping[str, Any], kind: str, fields: tuple[tuple[str, Callable[[Any], Any], bool], ...]
) -> list[Any]:
    """The properties ``(key, convert, required)`` of a ``kind`` object, converted, in order:
    :func:`get` for many properties at once, for the objects feeds hold thousands of."""
    values: list[Any] = []
    get = data.get
    for key, convert, required in fields:
        value = get(key)
        if value is None:
            if required:
                raise JudgeError(phrase("{what} has no {key}", what=described(kind, data), key=key))
            values.append(None)
            continue
        try:
            values.append(convert(value))
        except JudgeError as exc:
            raise JudgeError(
                phrase("{what}: {key}: {exc}", what=described(kind, data), key=key, exc=exc)
            ) from None
    return values


def as_id(value: Any) -> str:
    if type(value) is str:
        return value
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise JudgeError(phrase("expected an id (a string), got {value}", value=repr(value)))
    return str(value)


def as_str(value: Any) -> str:
    if not isinstance(value, str):
        raise JudgeError(phrase("expected a string, got {value}", value=repr(value)))
    return value


def as_bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise JudgeError(phrase("expected true or false, got {value}", value=repr(value)))
    return value


def as_int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise JudgeError(phrase("expected an integer, got {value}", value=repr(value)))
    return value


def as_number(value: Any) -> Any:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise JudgeError(phrase("expected a number, got {value}", value=repr(value)))
    return value


def minutes_or_reltime(value: Any) -> int:
    """penalty_time: integer minutes up to 2023-06, a RELTIME in later versions."""
    if isinstance(value, str):
        return parse_reltime(value)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
        raise JudgeError(
            phrase("expected minutes (an integer) or a RELTIME, got {value}", value=repr(value))
        )
    return round(value * MS_PER_MINUTE)


def as_ids(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise JudgeError(phrase("expected a list of ids, got {value}", value=repr(value)))
    return tuple(as_id(v) for v in value)


def as_strings(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise JudgeError(phrase("expected a list of strings, got {value}", value=repr(value)))
    return tuple(value)


def extra_of(data: Mapping[str, Any], known: frozenset[str]) -> dict[str, Any]:
    """The properties not in ``known``, as they are."""
    return {k: v for k, v in data.items() if k not in known}


def put(out: dict[str, Any], key: str, value: Any) -> None:
    """Sets a property unless it is null (the spec lets null properties be left out)."""
    if value is not None:
        out[key] = value


def as_object(data: Any, kind: str) -> Mapping[str, Any]:
    if not isinstance(data, dict):
        raise JudgeError(
            phrase(
                "{kind} data must be a JSON object, got {got}",
                kind=kind,
                got=type(data).__name__,
            )
        )
    return data

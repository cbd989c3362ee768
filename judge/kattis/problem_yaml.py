"""problem.yaml's values checked for type and range, one table per format version.

A package comes from whoever wrote it, and a value of the wrong kind used to surface far from
the file: a time limit of 10^12 seconds as an OverflowError in a wait, a memory limit of
10^30 MiB as a judging error on every submission of a contest, `credits: {authors: 5}` as a
TypeError. Every key the format defines is checked here when the package loads, with one
message naming the file, the key, what it must be and what it is.

The bounds are what a judge can honour (judge.run.limits: MAX_TIME, MAX_MEMORY): a time limit
of at most an hour, memory and output of at most 1 TiB; time multipliers of at most 100, at most 100
validation passes. Keys the version does not define are warnings, as before (package.py).
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge.errors import JudgeError
from judge.printable import shown
from judge.run.limits import MAX_MEMORY, MAX_TIME

#: The most memory or output a package may set (MiB): judge.run.limits.MAX_MEMORY, 1 TiB.
MAX_MIB = MAX_MEMORY // (1024 * 1024)
#: The largest time multiplier (2023-07's ac_to_time_limit, legacy time_multiplier, ...).
MAX_MULTIPLIER = 100.0
#: The most validation passes of a multi-pass problem.
MAX_PASSES = 100
#: What the types of a package may be (2023-07; legacy: pass-fail or scoring).
TYPES = ("pass-fail", "scoring", "interactive", "multi-pass", "submit-answer")

#: A constant's name (2025-09).
CONSTANT_NAME = re.compile(r"[a-zA-Z_][a-zA-Z0-9_]*")

# What each check returns: None when the value is right, else what it must be.
Check = Callable[[Any], "str | None"]


@dataclass(frozen=True)
class Number:
    """A positive, finite number of `unit`, at most `most`; `whole`: an integer, at least
    `least`."""

    most: float
    unit: str = ""
    whole: bool = False
    least: int = 1
    said: str = ""  # the bound in words: "an hour", "1 TiB"

    def __call__(self, value: Any) -> str | None:
        kind = int if self.whole else (int, float)
        fine = (
            isinstance(value, kind)
            and not isinstance(value, bool)
            # No float() of the value: an int of 400 digits is no float. NaN and infinity
            # fail the comparisons.
            and (value >= self.least if self.whole else value > 0)
            and value <= self.most
        )
        if fine:
            return None
        unit = f" of {self.unit}" if self.unit else ""
        most = f"{self.most:,.0f}" if float(self.most).is_integer() else f"{self.most:,}"
        most += f" ({self.said})" if self.said else ""
        if self.whole:
            return f"a whole number{unit} of at least {self.least} (at most {most})"
        return f"a positive number{unit} of at most {most}"


def text(value: Any) -> str | None:
    """A string."""
    return None if isinstance(value, str) else "a string"


def texts(value: Any) -> str | None:
    """A string, or a list of strings."""
    if isinstance(value, str) or (
        isinstance(value, list) and all(isinstance(v, str) for v in value)
    ):
        return None
    return "a string or a list of strings"


def version_text(value: Any) -> str | None:
    """A version: a string (YAML may read `1.0` as a number)."""
    if isinstance(value, (str, int, float)) and not isinstance(value, bool):
        return None
    return "a string"


def names(value: Any) -> str | None:
    """A name: a string, or a map from language codes to strings."""
    if isinstance(value, str):
        return None
    if isinstance(value, dict) and all(
        isinstance(k, str) and isinstance(v, str) for k, v in value.items()
    ):
        return None
    return "a string, or a map from language codes to strings"


def mapping(value: Any) -> str | None:
    """A mapping."""
    return None if isinstance(value, dict) else "a mapping"


def flag(value: Any) -> str | None:
    """true or false."""
    return None if isinstance(value, bool) else "true or false"


def moment(value: Any) -> str | None:
    """A date or a time (YAML reads an unquoted one as such), or a string."""
    if isinstance(value, (str, datetime.date)):
        return None
    return "a date such as 2025-06-01"


def _person(value: Any) -> bool:
    return isinstance(value, str) or (
        isinstance(value, dict) and isinstance(value.get("name"), str)
    )


def _people(value: Any) -> bool:
    return _person(value) or (isinstance(value, list) and all(_person(v) for v in value))


_PERSON = "a name, a person ({name: ...}) or a list of them"


def sources(value: Any) -> str | None:
    """2023-07's source: a string, a map with a name (and url), or a list of those."""
    if _source(value) or (isinstance(value, list) and all(_source(v) for v in value)):
        return None
    return "a string, a map with a name (and a url), or a list of them"


def _source(value: Any) -> bool:
    return isinstance(value, str) or (
        isinstance(value, dict)
        and isinstance(value.get("name"), str)
        and isinstance(value.get("url", ""), str)
    )


def credits(value: Any) -> str | None:
    """2023-07's credits: a name, or a map from roles to people (translators: a map from
    languages to people)."""
    if isinstance(value, str):
        return None
    if not isinstance(value, dict):
        return "a name, or a map from roles (authors, testers, ...) to people"
    for role, people in value.items():
        fine = (
            isinstance(people, dict) and all(_people(p) for p in people.values())
            if role == "translators"
            else _people(people)
        )
        if not fine:
            what = "a map from languages to people" if role == "translators" else _PERSON
            return f"a map from roles to people; its {role!r} must be {what}"
    return None


def constants(value: Any) -> str | None:
    """2023-07's constants: a map from names to numbers or strings."""
    if isinstance(value, dict) and all(
        isinstance(v, (str, int, float)) and not isinstance(v, bool) for v in value.values()
    ):
        return None
    return "a map from names to numbers or strings"


def constants_2025(value: Any) -> str | None:
    """2025-09's constants: a map from names (`[a-zA-Z_][a-zA-Z0-9_]*`) to a number or
    string, or to a map with a `value` (a number or string) and its variants (strings)."""

    def scalar(v: Any) -> bool:
        return isinstance(v, (str, int, float)) and not isinstance(v, bool)

    def constant(v: Any) -> bool:
        if isinstance(v, dict):
            return "value" in v and all(isinstance(k, str) and scalar(x) for k, x in v.items())
        return scalar(v)

    if isinstance(value, dict) and all(
        isinstance(k, str) and CONSTANT_NAME.fullmatch(k) and constant(v) for k, v in value.items()
    ):
        return None
    return (
        "a map from names ([a-zA-Z_][a-zA-Z0-9_]*) to numbers or strings, or to maps with a "
        "value and its variants"
    )


def types(value: Any) -> str | None:
    """The type: a string or a list of strings, each word one of `TYPES`."""
    if texts(value) is not None:
        return f"a string or a list of strings, each of {', '.join(TYPES)}"
    words = [w for t in ([value] if isinstance(value, str) else value) for w in t.split()]
    unknown = [w for w in words if w not in TYPES]
    if unknown:
        return f"made of {', '.join(TYPES)} (not {', '.join(unknown)})"
    return None


SECONDS = Number(MAX_TIME, "seconds", said="an hour")
MIB = Number(MAX_MIB, "MiB", said="1 TiB")
KIB = Number(MAX_MIB * 1024, "KiB", said="1 TiB")
MULTIPLIER = Number(MAX_MULTIPLIER)
PASSES = Number(MAX_PASSES, whole=True, least=2)

_COMMON: dict[str, Check] = {
    "problem_format_version": version_text,
    "type": types,
    "name": names,
    "uuid": text,
    "license": text,
    "rights_owner": text,
    "limits": mapping,
    "keywords": texts,
}
_SINCE_2023: dict[str, Check] = {
    "version": version_text,
    "credits": credits,
    "source": sources,
    "embargo_until": moment,
    "languages": texts,
    "allow_file_writing": flag,
}
#: The keys of each version's problem.yaml and their checks (the keys of `limits` apart).
KEYS: Mapping[str, Mapping[str, Check]] = {
    "legacy": {
        **_COMMON,
        "author": text,
        "source": text,
        "source_url": text,
        "validation": text,
        "validator_flags": text,
        "grading": mapping,
    },
    "2023-07": {**_COMMON, **_SINCE_2023, "constants": constants},
    # 2025-09: the same keys; a constant may be a map of a value and its variants.
    "2025-09": {**_COMMON, **_SINCE_2023, "constants": constants_2025},
}
_LIMITS: dict[str, Check] = {
    "memory": MIB,
    "output": MIB,
    "code": KIB,
    "compilation_time": SECONDS,
    "compilation_memory": MIB,
    "validation_time": SECONDS,
    "validation_memory": MIB,
    "validation_output": MIB,
    "validation_passes": PASSES,
}
_TIMING: dict[str, Check] = {
    "time_limit": SECONDS,
    "time_resolution": SECONDS,
    "time_multipliers": mapping,
}
#: The keys of each version's `limits` and their checks.
LIMITS: Mapping[str, Mapping[str, Check]] = {
    "legacy": {**_LIMITS, "time_multiplier": MULTIPLIER, "time_safety_margin": MULTIPLIER},
    "2023-07": {**_LIMITS, **_TIMING},
    "2025-09": {**_LIMITS, **_TIMING},
}
#: 2023-07's and 2025-09's `limits.time_multipliers`.
MULTIPLIERS: Mapping[str, Check] = {
    "ac_to_time_limit": MULTIPLIER,
    "time_limit_to_tle": MULTIPLIER,
}


def check_values(data: Mapping[Any, Any], version: str, path: Path) -> None:
    """A JudgeError naming `path` and the key when a value of problem.yaml's `data` (format
    `version`: legacy, 2023-07 or 2025-09) is not of its key's type and range; null is "not given"."""
    _check_table(data, KEYS[version], path, "")
    limits = data.get("limits")
    if isinstance(limits, dict):
        _check_table(limits, LIMITS[version], path, "limits.")
        multipliers = limits.get("time_multipliers")
        if version != "legacy" and isinstance(multipliers, dict):
            _check_table(multipliers, MULTIPLIERS, path, "limits.time_multipliers.")


def _check_table(data: Mapping[Any, Any], table: Mapping[str, Check], path: Path, at: str) -> None:
    for key, check in table.items():
        value = data.get(key)
        if value is None:
            continue
        wanted = check(value)
        if wanted is not None:
            raise JudgeError(f"{path}: {at}{key} must be {wanted}, got {shown(value)}")

"""What each example submission of a 2025-09 package must get, as `submissions/submissions.yaml`
says, merged with the spec's default folders; and whether a submission's case verdicts meet it.

The spec (2025-09, "Example submissions"): each top-level key is a glob matched against the
paths of submissions relative to `submissions/` (a submission is matched when itself or a
folder above it is: `accepted` and `accepted/*` both match `accepted/x.py`); `*` matches within
one name only, `{a,b}` expands, `**` and `[xyz]` are not supported. Its map holds

  permitted           every case's verdict is one of these (of AC, WA, TLE, RTE)
  required            at least one case's verdict is one of these
  score               the score equals this number, or lies in this inclusive [low, high]
  message             a case's judge message holds this text (case-sensitive)
  use_for_time_limit  false, lower or upper (see `lower_bound`)
  language, entrypoint, authors, model_solution: about the submission, not its result (the
      language it must be read in, the file a folder program starts from: the first rule
      matching it that gives one, as BAPCtools takes one)

and, under any other key, a glob of test data groups and cases (relative to `data/`, without
`.in`; a case is matched when itself or a group above it is) holding the five requirement keys
for those cases only (`score` there: the group's aggregated score). Every rule matching a
submission applies. The default folders' rules (accepted: permitted AC; wrong_answer: permitted
AC, WA, required WA; ...) apply too; a top-level key naming one exactly replaces the default's
keys it gives and inherits the others.

Time limit (the spec's "Timelimit inference"): a rule whose `permitted` lacks TLE, or that says
`use_for_time_limit: lower`, lower-bounds the limit with the slowest of the cases it applies to,
unless it says `use_for_time_limit: false`. A malformed part is one plain error naming the file
and the key.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge.documents import read_yaml
from judge.errors import JudgeError
from judge.judging.verdict import KattisResult
from judge.package_tree import DOCUMENT_LIMIT

FILE = Path("submissions") / "submissions.yaml"
VERDICTS = {
    r.value: r for r in (KattisResult.AC, KattisResult.WA, KattisResult.TLE, KattisResult.RTE)
}
_ANY = frozenset(VERDICTS.values())
_REQUIREMENT_KEYS = ("permitted", "required", "score", "message", "use_for_time_limit")
_SUBMISSION_KEYS = ("language", "entrypoint", "authors", "model_solution")
_TIME_LIMIT_USES = (True, False, "lower", "upper")

# The spec's "Default directories", as it writes them.
DEFAULTS: Mapping[str, Mapping[str, Any]] = {
    "accepted": {"permitted": ["AC"]},
    "rejected": {"required": ["RTE", "TLE", "WA"]},
    "wrong_answer": {"permitted": ["AC", "WA"], "required": ["WA"]},
    "time_limit_exceeded": {"permitted": ["AC", "TLE"], "required": ["TLE"]},
    "run_time_error": {"permitted": ["AC", "RTE"], "required": ["RTE"]},
    "brute_force": {"permitted": ["AC", "RTE", "TLE"], "required": ["RTE", "TLE"]},
}


def _glob(pattern: str) -> re.Pattern[str]:
    """A glob as a regular expression matching a path, or one below it (`a` matches `a/b`):
    `*` within a name, `{x,y}` either."""
    parts = re.split(r"\{([^{}]*)\}", pattern.removesuffix("/"))
    regex = ""
    for index, part in enumerate(parts):
        if index % 2:
            regex += "(?:" + "|".join(_star(choice.strip()) for choice in part.split(",")) + ")"
        else:
            regex += _star(part)
    return re.compile(f"^{regex}(?:/|$)")


def _star(text: str) -> str:
    return "[^/]*".join(re.escape(piece) for piece in text.split("*"))


@dataclass(frozen=True)
class Requirement:
    """One rule's requirements on the cases it applies to (`cases`: their glob, "" for all):
    None where the rule does not say."""

    where: str  # how the rule is named in messages: "accepted/x.py", "accepted/x.py: secret/g1"
    cases: str = ""
    permitted: frozenset[KattisResult] | None = None
    required: frozenset[KattisResult] | None = None
    score: tuple[float, float] | None = None
    message: str | None = None
    use_for_time_limit: bool | str | None = None

    def applies(self, case: str) -> bool:
        """Whether the rule applies to the case named `case` (its path under data/)."""
        return not self.cases or _glob(self.cases).match(case) is not None

    @property
    def lower_bound(self) -> bool:
        """Whether its cases' slowest time lower-bounds the time limit."""
        if self.use_for_time_limit in ("lower", "upper", False):
            return self.use_for_time_limit == "lower"
        return self.permitted is not None and KattisResult.TLE not in self.permitted

    @property
    def upper_bound(self) -> bool:
        """Whether it upper-bounds the time limit (required exactly TLE, or `upper`)."""
        if self.use_for_time_limit in ("lower", "upper", False):
            return self.use_for_time_limit == "upper"
        return self.required == frozenset({KattisResult.TLE})


@dataclass(frozen=True)
class SubmissionRule:
    """A top-level key of submissions.yaml (or a default folder): the submissions it matches
    and what they must get."""

    glob: str
    requirements: tuple[Requirement, ...]
    language: str | None = None
    entrypoint: str | None = None
    authors: tuple[str, ...] = ()
    model_solution: bool = False

    def matches(self, submission: str) -> bool:
        """Whether it matches the submission at `submission` (its path under submissions/)."""
        return _glob(self.glob).match(submission) is not None


@dataclass(frozen=True)
class CaseVerdict:
    """What one judged case got, as the requirements see it."""

    case: str  # its path under data/, without .in
    verdict: KattisResult
    message: str = ""


@dataclass(frozen=True)
class Expectations:
    """A package's submissions.yaml with the default folders merged in."""

    path: Path
    rules: tuple[SubmissionRule, ...]

    def matching(self, submission: str) -> list[SubmissionRule]:
        """Every rule matching the submission at `submission` (under submissions/)."""
        return [rule for rule in self.rules if rule.matches(submission)]

    def requirements(self, submission: str) -> tuple[Requirement, ...]:
        """Every requirement on the submission, from every rule matching it."""
        return tuple(r for rule in self.matching(submission) for r in rule.requirements)

    def accepted(self, submission: str) -> bool:
        """Whether the submission is an accepted one: a rule permits it AC alone on every
        case (as BAPCtools tells one)."""
        return only_ac(self.requirements(submission))


def only_ac(requirements: Sequence[Requirement]) -> bool:
    """Whether one of the requirements permits AC alone on every case."""
    return any(not r.cases and r.permitted == frozenset({KattisResult.AC}) for r in requirements)


def read_expectations(package: Path) -> Expectations | None:
    """The package's submissions.yaml with the default folders, None without the file."""
    path = package / FILE
    if not path.is_file():
        return None
    data = read_yaml(path, limit=DOCUMENT_LIMIT)
    if data is None:
        data = {}
    if not isinstance(data, Mapping):
        raise JudgeError(f"{path}: must be a map from submission globs to their requirements")
    merged: dict[str, Mapping[str, Any]] = {name: dict(rule) for name, rule in DEFAULTS.items()}
    for key, value in data.items():
        if not isinstance(key, str) or not key:
            raise JudgeError(f"{path}: key {key!r}: a submission glob must be a non-empty string")
        if not isinstance(value, Mapping):
            raise JudgeError(f"{path}: {key}: must be a map of requirements, not {value!r}")
        merged[key] = {**DEFAULTS[key], **value} if key in DEFAULTS else value
    return Expectations(path, tuple(_rule(path, glob, rule) for glob, rule in merged.items()))


def _rule(path: Path, glob: str, data: Mapping[str, Any]) -> SubmissionRule:
    """One top-level key's rule; a plain error naming the key for a malformed part."""
    _check_glob(path, glob)
    requirements = [_requirement(path, glob, "", data)]
    for key, value in data.items():
        if key in _REQUIREMENT_KEYS or key in _SUBMISSION_KEYS:
            continue
        if not isinstance(key, str) or not key:
            raise JudgeError(f"{path}: {glob}: key {key!r}: a test case glob must be a string")
        _check_glob(path, f"{glob}: {key}", key)
        if not isinstance(value, Mapping):
            raise JudgeError(f"{path}: {glob}: {key}: must be a map of requirements")
        unknown = [k for k in value if k not in _REQUIREMENT_KEYS]
        if unknown:
            raise JudgeError(
                f"{path}: {glob}: {key}: unknown key {unknown[0]!r} (a test case glob holds "
                + ", ".join(_REQUIREMENT_KEYS)
                + ")"
            )
        requirements.append(_requirement(path, glob, key, value))
    return SubmissionRule(
        glob,
        tuple(requirements),
        language=_text(path, glob, data, "language"),
        entrypoint=_text(path, glob, data, "entrypoint"),
        authors=_authors(path, glob, data.get("authors")),
        model_solution=_flag(path, glob, data, "model_solution"),
    )


def _check_glob(path: Path, where: str, glob: str | None = None) -> None:
    glob = where if glob is None else glob
    if "**" in glob or re.search(r"\[.*\]", glob) or glob.count("{") != glob.count("}"):
        raise JudgeError(
            f"{path}: {where}: the glob uses what the spec does not support "
            "(** or [xyz] or unbalanced braces)"
        )


def _requirement(path: Path, glob: str, cases: str, data: Mapping[str, Any]) -> Requirement:
    where = f"{glob}: {cases}" if cases else glob
    use = data.get("use_for_time_limit")
    if use is not None and use not in _TIME_LIMIT_USES:
        raise JudgeError(f"{path}: {where}: use_for_time_limit must be true, false, lower or upper")
    message = data.get("message")
    if message is not None and not isinstance(message, str):
        raise JudgeError(f"{path}: {where}: message must be a string")
    requirement = Requirement(
        where,
        cases,
        _verdicts(path, where, data, "permitted"),
        _verdicts(path, where, data, "required"),
        _score(path, where, data.get("score")),
        message,
        use,
    )
    _check_consistent(path, requirement)
    return requirement


def _check_consistent(path: Path, requirement: Requirement) -> None:
    """A plain error for a rule no submission can meet (the spec: tooling "should error when
    it is inconsistent")."""
    where, permitted, required = requirement.where, requirement.permitted, requirement.required
    if permitted is not None and required is not None and not permitted & required:
        raise JudgeError(
            f"{path}: {where}: required {_names(required)} is never permitted ({_names(permitted)})"
        )
    use = requirement.use_for_time_limit
    if use == "upper" and permitted is not None and KattisResult.TLE not in permitted:
        raise JudgeError(f"{path}: {where}: use_for_time_limit: upper needs TLE permitted")
    if use == "lower" and required == frozenset({KattisResult.TLE}):
        raise JudgeError(f"{path}: {where}: use_for_time_limit: lower contradicts required [TLE]")


def _verdicts(
    path: Path, where: str, data: Mapping[str, Any], key: str
) -> frozenset[KattisResult] | None:
    value = data.get(key)
    if value is None:
        return None
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not value:
        raise JudgeError(f"{path}: {where}: {key} must be a non-empty list of AC, WA, TLE, RTE")
    unknown = [v for v in value if v not in VERDICTS]
    if unknown:
        raise JudgeError(
            f"{path}: {where}: {key}: {unknown[0]!r} is not a verdict (AC, WA, TLE or RTE)"
        )
    return frozenset(VERDICTS[v] for v in value)


def _score(path: Path, where: str, value: Any) -> tuple[float, float] | None:
    if value is None:
        return None
    numbers = value if isinstance(value, list) else [value]
    if (
        len(numbers) not in ((2,) if isinstance(value, list) else (1,))
        or not all(isinstance(n, (int, float)) and not isinstance(n, bool) for n in numbers)
        or not all(math.isfinite(n) for n in numbers)
    ):
        raise JudgeError(f"{path}: {where}: score must be a number or a list of two numbers")
    low, high = float(numbers[0]), float(numbers[-1])
    if low > high:
        raise JudgeError(f"{path}: {where}: score range [{low:g}, {high:g}] is empty")
    return low, high


def _text(path: Path, glob: str, data: Mapping[str, Any], key: str) -> str | None:
    value = data.get(key)
    if value is not None and not isinstance(value, str):
        raise JudgeError(f"{path}: {glob}: {key} must be a string")
    return value


def _flag(path: Path, glob: str, data: Mapping[str, Any], key: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise JudgeError(f"{path}: {glob}: {key} must be true or false")
    return value


def _authors(path: Path, glob: str, value: Any) -> tuple[str, ...]:
    """A person, or a list of persons: each a string or a map with a `name`."""
    people = value if isinstance(value, list) else [] if value is None else [value]
    names = []
    for person in people:
        if isinstance(person, Mapping) and isinstance(person.get("name"), str):
            names.append(person["name"])
        elif isinstance(person, str):
            names.append(person)
        else:
            raise JudgeError(f"{path}: {glob}: authors: {person!r} is not a person")
    return tuple(names)


def as_requirement_verdict(result: KattisResult) -> KattisResult:
    """A case's Kattis result as the requirements name it: over the output limit is a run
    that fails (RTE); a judging error stays JE, which no requirement permits."""
    return KattisResult.RTE if result is KattisResult.OLE else result


def unmet(
    requirements: Sequence[Requirement],
    verdicts: Sequence[CaseVerdict],
    scores: Mapping[str, float],
    unjudged: frozenset[str] = frozenset(),
) -> list[str]:
    """What of `requirements` the judged cases (`verdicts`; `unjudged`: cases not run, which
    count for nothing) and the scores (by group, "" for the submission's) do not meet, a
    line each; empty when all are met."""
    problems = []
    for requirement in requirements:
        cases = [v for v in verdicts if requirement.applies(v.case)]
        judged = [v for v in cases if v.case not in unjudged]
        problems += _unmet_one(requirement, cases, judged, scores)
    return problems


def _unmet_one(
    requirement: Requirement,
    cases: Sequence[CaseVerdict],
    judged: Sequence[CaseVerdict],
    scores: Mapping[str, float],
) -> list[str]:
    where = f"({requirement.where})"
    found = []
    if requirement.permitted is not None:
        bad = next((v for v in judged if v.verdict not in requirement.permitted), None)
        if bad is not None:
            found.append(
                f"{bad.verdict} on {bad.case}, permitted {_names(requirement.permitted)} {where}"
            )
    if requirement.required is not None and not any(
        v.verdict in requirement.required for v in judged
    ):
        what = "no case it applies to" if not cases else f"none of {len(cases)} case(s)"
        found.append(f"{what} got {_names(requirement.required)}, required {where}")
    if requirement.message is not None and not any(
        requirement.message in v.message for v in judged
    ):
        found.append(f"no judge message holds {requirement.message!r} {where}")
    if requirement.score is not None:
        score = scores.get(requirement.cases)
        low, high = requirement.score
        if score is None:
            found.append(f"no score for {requirement.cases or 'the submission'} {where}")
        elif not low - 1e-9 <= score <= high + 1e-9:
            wanted = f"{low:g}" if low == high else f"in [{low:g}, {high:g}]"
            found.append(f"score {score:g}, expected {wanted} {where}")
    return found


def _names(verdicts: frozenset[KattisResult]) -> str:
    return "/".join(v.value for v in VERDICTS.values() if v in verdicts)


def permits(requirements: Sequence[Requirement], case: str, verdict: KattisResult) -> bool:
    """Whether every requirement applying to `case` permits `verdict` there."""
    return all(
        r.permitted is None or verdict in r.permitted for r in requirements if r.applies(case)
    )

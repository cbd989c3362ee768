"""A problem's subtasks (problem.yaml's `scoring`), read with plain errors, and their grading.

```yaml
scoring:
  subtasks:
    - {name: small, points: 30, cases: ["small-*"]}
    - {name: full, points: 70, cases: ["*"], depends: [small]}
```

A subtask holds the cases whose names match one of its patterns (shell-style: `*`, `?`,
`[...]`, as `judge run --case` reads them) and earns its points when every case of it and of
every subtask it depends on (and theirs) is accepted: all or nothing, as CMS's GroupMin,
Hydro's subtasks and Polygon's complete-group groups. Its verdict is the first of those cases
that failed, in judging order. The solution's score is the sum of its subtasks' points, its
verdict the first failing case's, as without subtasks.

Judging goes on past a failure (a later subtask still earns its points), but never runs a case
no subtask can still use: one whose every subtask has already failed (a brute force's time
limits on the full data are then paid once, not once a case).
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge.documents import Fields
from judge.errors import JudgeError
from judge.judging.problem import Case
from judge.judging.verdict import CaseResult, Grade, GroupGrade, Verdict

_KEYS = {"name", "points", "cases", "depends"}
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


@dataclass(frozen=True)
class Subtask:
    """One subtask as problem.yaml declares it."""

    name: str
    points: float
    patterns: tuple[str, ...]  # over the cases' names
    depends: tuple[str, ...] = ()  # the subtasks it needs passed, by name


@dataclass(frozen=True)
class Scoring:
    """A problem's subtasks, in problem.yaml's order, and the file they come from."""

    subtasks: tuple[Subtask, ...]
    path: Path

    @property
    def max_score(self) -> float:
        """The most a solution can score: every subtask's points."""
        return sum(subtask.points for subtask in self.subtasks)

    def members(self, cases: Sequence[Case]) -> dict[str, tuple[int, ...]]:
        """Each subtask's own cases, as indexes into `cases`."""
        return {
            subtask.name: tuple(
                number
                for number, case in enumerate(cases)
                if any(fnmatch.fnmatchcase(case.name, p) for p in subtask.patterns)
            )
            for subtask in self.subtasks
        }

    def needed(self, cases: Sequence[Case]) -> dict[str, tuple[int, ...]]:
        """The cases each subtask's points need accepted, in order: its own and those of every
        subtask it depends on, and theirs."""
        own = self.members(cases)
        by_name = {subtask.name: subtask for subtask in self.subtasks}
        found: dict[str, tuple[int, ...]] = {}
        for subtask in self.subtasks:
            numbers: set[int] = set()
            todo, seen = [subtask.name], set()
            while todo:
                name = todo.pop()
                if name not in seen:
                    seen.add(name)
                    numbers.update(own[name])
                    todo += by_name[name].depends
            found[subtask.name] = tuple(sorted(numbers))
        return found

    def check_cases(self, cases: Sequence[Case]) -> None:
        """A JudgeError naming the file and key where a pattern matches none of `cases` (the
        problem's every case)."""
        for index, subtask in enumerate(self.subtasks, 1):
            for pattern in subtask.patterns:
                if not any(fnmatch.fnmatchcase(case.name, pattern) for case in cases):
                    raise JudgeError(
                        f"{self.path}: scoring: subtask {index} ({subtask.name}): cases: "
                        f"{pattern!r} matches no case of the problem"
                    )


def parse_scoring(data: Any, path: Path) -> Scoring | None:
    """problem.yaml's `scoring` (None: absent, the problem is pass-fail); a JudgeError naming
    the file and key for any value that is wrong: a name missing or used twice, points not a
    number >= 0, no patterns, a dependency on an unknown subtask, dependencies in a cycle."""
    if data is None:
        return None
    top = Fields(data, path, "scoring: ")
    top.check_known({"subtasks"})
    items = top.get("subtasks", list)
    if not items:
        top.fail("subtasks: none listed (leave scoring out for a pass-fail problem)")
    subtasks: list[Subtask] = []
    for index, item in enumerate(items, 1):
        subtasks.append(_subtask(Fields(item, path, f"scoring: subtask {index}: "), subtasks))
    names = {subtask.name for subtask in subtasks}
    for index, subtask in enumerate(subtasks, 1):
        unknown = [name for name in subtask.depends if name not in names]
        if unknown:
            raise JudgeError(
                f"{path}: scoring: subtask {index} ({subtask.name}): depends: no subtask "
                f"named {unknown[0]!r} (subtasks: {', '.join(s.name for s in subtasks)})"
            )
    cycle = _cycle(subtasks)
    if cycle:
        raise JudgeError(
            f"{path}: scoring: depends: the subtasks depend on each other in a cycle: "
            + " -> ".join(cycle)
        )
    return Scoring(tuple(subtasks), path)


def _subtask(fields: Fields, before: Sequence[Subtask]) -> Subtask:
    fields.check_known(_KEYS)
    name = fields.get("name", (str, int))
    name = str(name)
    if not _NAME.match(name):  # a Kattis package's group folder is named by it
        fields.fail(f"name {name!r} may hold only letters, digits, '.', '_' and '-'")
    if any(other.name == name for other in before):
        fields.fail(f"name {name!r} is used by another subtask")
    fields.where = fields.where.removesuffix(": ") + f" ({name}): "
    points = fields.get("points", (int, float), what="a number >= 0")
    if not points >= 0:  # NaN too
        fields.fail(f"field 'points' must be a number >= 0, got {points!r}")
    patterns = fields.get("cases", list, what="a list of patterns over the cases' names")
    if not patterns or not all(isinstance(p, str) and p for p in patterns):
        fields.fail(
            f"field 'cases' must be a list of patterns over the cases' names, got {patterns!r}"
        )
    depends = fields.get("depends", list, [], "a list of subtask names")
    if not all(isinstance(d, (str, int)) and not isinstance(d, bool) for d in depends):
        fields.fail(f"field 'depends' must be a list of subtask names, got {depends!r}")
    return Subtask(name, float(points), tuple(patterns), tuple(str(d) for d in depends))


def _cycle(subtasks: Sequence[Subtask]) -> list[str]:
    """A cycle of dependencies as the names along it (first name repeated), or []."""
    by_name = {subtask.name: subtask for subtask in subtasks}
    state: dict[str, int] = {}  # 1: on the path being walked, 2: done
    path: list[str] = []

    def walk(name: str) -> list[str]:
        state[name] = 1
        path.append(name)
        for after in by_name[name].depends:
            if state.get(after) == 1:
                return [*path[path.index(after) :], after]
            if after not in state:
                found = walk(after)
                if found:
                    return found
        state[name] = 2
        path.pop()
        return []

    for subtask in subtasks:
        if subtask.name not in state:
            found = walk(subtask.name)
            if found:
                return found
    return []


class SubtaskGrading:
    """The grading of `cases` by a problem's subtasks (a judging `Grading`; see the module
    docstring)."""

    def __init__(self, scoring: Scoring, cases: Sequence[Case], every: Sequence[Case]) -> None:
        """`cases`: those judged (some of `every`, the problem's, in order)."""
        self.scoring = scoring
        self.count = len(cases)
        self.needed = scoring.needed(cases)
        # The subtasks some of whose cases are not judged (`judge run --case`): none earns.
        whole = scoring.needed(every)
        self.partial = {name for name in whole if len(whole[name]) > len(self.needed[name])}
        self.users: list[list[str]] = [[] for _ in cases]  # the subtasks needing each case
        for name, numbers in self.needed.items():
            for number in numbers:
                self.users[number].append(name)

    def next_cases(self, results: Sequence[CaseResult]) -> tuple[int, int] | None:
        """From the next case some subtask can still use (or that is in none: it is judged
        as any case) to the end."""
        failed = self._failed(results)
        for number in range(len(results), self.count):
            users = self.users[number]
            if not users or not all(name in failed for name in users):
                return number, self.count
        return None

    def grade(self, results: Sequence[CaseResult]) -> Grade:
        """The first failing case's verdict; each subtask's points where all its cases (and
        its dependencies') are accepted."""
        groups = tuple(
            self._subtask_grade(s.name, s.points, results) for s in self.scoring.subtasks
        )
        verdict = next(
            (r.verdict for r in results if r.verdict not in (Verdict.AC, Verdict.SKIPPED)),
            Verdict.AC,
        )
        score = sum(group.score or 0.0 for group in groups)
        return Grade(verdict, score, self.scoring.max_score, groups)

    def _subtask_grade(self, name: str, points: float, results: Sequence[CaseResult]) -> GroupGrade:
        unjudged = False
        for number in self.needed[name]:
            verdict = results[number].verdict if number < len(results) else Verdict.SKIPPED
            if verdict is Verdict.SKIPPED:
                unjudged = True
            elif verdict is not Verdict.AC:
                return GroupGrade(name, verdict, 0.0, points)
        if unjudged or name in self.partial:  # judging stopped before it, or --case
            return GroupGrade(name, Verdict.SKIPPED, 0.0, points)
        return GroupGrade(name, Verdict.AC, points, points)

    def _failed(self, results: Sequence[CaseResult]) -> set[str]:
        """The subtasks that already have a case not accepted."""
        return {
            name
            for number, result in enumerate(results)
            if result.verdict not in (Verdict.AC, Verdict.SKIPPED)
            for name in self.users[number]
        }

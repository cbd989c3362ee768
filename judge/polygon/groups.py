"""A testset's groups and points as data, and the score of a run from them.

Polygon gives points per test (`<test points>`) and per group (`<group points
points-policy>`): a `complete-group` group's points go to a solution that passes all its tests
(and, where it depends on other groups, all of theirs); an `each-test` group's are the sum of
its passed tests' points. Tests outside any group score their own points. A test whose
checker gave points (testlib's `quitp`, exit 7: its message begins with them) is passed and
scores the checker's points in place of its own, as Polygon scores it: added into an
`each-test` group's sum, and into a `complete-group` group without points of its own (the
sum of its tests') when the whole group passes. The verdict stays the first failing test's,
as on Codeforces; the score is reported beside it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from judge.judging.verdict import CaseResult, Grade, GroupGrade, Verdict
from judge.polygon.problem_xml import Group, Testset, TestSpec


@dataclass(frozen=True)
class GroupPoints:
    """A group as scored: its name, policy, points, dependencies and the indexes (0-based, in
    judging order) of its tests."""

    group: Group
    tests: tuple[int, ...]


def scored_groups(testset: Testset) -> list[GroupPoints]:
    """The testset's groups with their tests, in problem.xml's order (groups the tests name
    but `<groups>` does not list: complete-group, without points of their own)."""
    listed = {g.name: g for g in testset.groups}
    for spec in testset.tests:
        if spec.group and spec.group not in listed:
            listed[spec.group] = Group(spec.group)
    return [
        GroupPoints(group, tuple(i for i, t in enumerate(testset.tests) if t.group == name))
        for name, group in listed.items()
    ]


def has_points(testset: Testset) -> bool:
    """Whether the testset gives any points (a scored problem)."""
    return any(t.points for t in testset.tests) or any(g.points for g in testset.groups)


def test_points(spec: TestSpec, result: CaseResult | None) -> float:
    """A passed test's points: its checker's, when it gave some (exit 7), else its own."""
    if result is not None and result.score is not None:
        return result.score.value
    return spec.points or 0.0


def _group_points(
    group: GroupPoints, specs: Sequence[TestSpec], results: Sequence[CaseResult | None]
) -> float:
    passed = [r is not None and r.verdict is Verdict.AC for r in results]
    if group.group.points_policy == "each-test":
        return sum(test_points(specs[i], results[i]) for i in group.tests if passed[i])
    if all(passed[i] for i in group.tests):
        return (
            group.group.points
            if group.group.points is not None
            else sum(test_points(specs[i], results[i]) for i in group.tests)
        )
    return 0.0


@dataclass(frozen=True)
class PointsGrading:
    """Every test judged (a failing one does not stop the others: points come from all), the
    verdict the first failing test's, the score the groups' points (`Grading`)."""

    testset: Testset

    def next_cases(self, results: Sequence[CaseResult]) -> tuple[int, int] | None:
        """The tests after those judged, up to the end."""
        count = len(self.testset.tests)
        return None if len(results) >= count else (len(results), count)

    def grade(self, results: Sequence[CaseResult]) -> Grade:
        """The first failure's verdict; the points earned, of the most the testset gives;
        each group with points as a subtask."""
        every: list[CaseResult | None] = list(results)
        every += [None] * (len(self.testset.tests) - len(every))
        passed = [r is not None and r.verdict is Verdict.AC for r in every]
        specs = self.testset.tests
        groups = {g.group.name: g for g in scored_groups(self.testset)}
        earned = {name: _group_points(g, specs, every) for name, g in groups.items()}
        needed = {name: _needed(name, groups) for name in groups}
        for name in groups:
            if not all(passed[i] for i in needed[name] if i not in groups[name].tests):
                earned[name] = 0.0
        ungrouped = [i for i, spec in enumerate(specs) if not spec.group]
        score = sum(earned.values()) + sum(
            test_points(specs[i], every[i]) for i in ungrouped if passed[i]
        )
        most = {name: _most(g, specs) for name, g in groups.items()}
        shown = tuple(
            GroupGrade(name, _first_failure(every, needed[name]), earned[name], most[name])
            for name in groups
            if most[name]
        )
        verdict = next(
            (r.verdict for r in results if r.verdict not in (Verdict.AC, Verdict.SKIPPED)),
            Verdict.AC,
        )
        total = sum(most.values()) + sum(specs[i].points or 0.0 for i in ungrouped)
        return Grade(verdict, score, total, shown)


def _needed(name: str, groups: Mapping[str, GroupPoints]) -> tuple[int, ...]:
    """The tests a group's points need passed, in order: its own and its dependencies'."""
    group = groups[name]
    tests = set(group.tests)
    for dependency in group.group.dependencies:
        if dependency in groups:
            tests.update(groups[dependency].tests)
    return tuple(sorted(tests))


def _most(group: GroupPoints, specs: Sequence[TestSpec]) -> float:
    """The points a group gives when it passes: its own, else the sum of its tests'."""
    if group.group.points_policy != "each-test" and group.group.points is not None:
        return group.group.points
    return sum(specs[i].points or 0.0 for i in group.tests)


def _first_failure(results: Sequence[CaseResult | None], tests: Sequence[int]) -> Verdict:
    """The verdict of the first of `tests` that failed; SKIPPED where one was not judged and
    none failed; else AC."""
    unjudged = False
    for i in tests:
        result = results[i]
        if result is None or result.verdict is Verdict.SKIPPED:
            unjudged = True
        elif result.verdict is not Verdict.AC:
            return result.verdict
    return Verdict.SKIPPED if unjudged else Verdict.AC

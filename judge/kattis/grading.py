"""Grading a Kattis package's results on its test groups, by the spec's rules.

Two sets of rules, chosen per package:

- **Legacy** ("Test data groups", "Graders" of spec/legacy.md), which problemtools also applies
  to 2023-07 packages that configure it in testdata.yaml (its `oddecho` example does): each
  group's results (cases and subgroups, in order) are aggregated by a grader; `on_reject:
  break` (the default) ends a group at its first result that is not accepted, `continue` goes
  on. The default grader's flags: verdict `worst_error` (default, also `no_errors`),
  `first_error`, `always_accept`; score `sum` (default), `avg`, `min`, `max`; `ignore_sample`
  (the root's last result alone) and `accept_if_any_accepted`; "If multiple conflicting modes
  are given, the last one is used". A case's score is its validator's `score.txt`, else
  `accept_score` (1) or `reject_score` (0). `grading: custom` runs the package's `graders/`
  program on the results ("AC 1" lines in, one line out). A judging error anywhere makes the
  group's. problem.yaml's old `grading` keys (accept_score, reject_score, range, on_reject:
  first_error or grade) override the groups' as problemtools lets them. Pass-fail packages
  are graded this way too: by default that is the first error, as before.
- **2023-07** ("Result Aggregation" of spec/2023-07-draft.md) for scoring packages that use no
  legacy key: `secret` and its groups (its direct subfolders) have `score_aggregation`
  (`pass-fail`, `sum`, `min`; default `sum` for secret, `pass-fail` for groups), `max_score`
  (default 100 for secret, unbounded for groups) and `require_pass`. A failed case scores 0; an
  accepted one its maximum (a `min` group's max_score, a `sum` group's max_score / N), or
  `score_multiplier.txt` x that, or `score.txt`. 2025-09's static validation case of a group
  (judge.kattis.static_validation) has its `static_validation_score` for maximum, and a `sum`
  group's other N cases share the rest: (max_score - static_validation_score) / N each. Samples count for nothing but `require_pass:
  sample`. A group with `pass-fail` or `min` aggregation stops at its first failure (nothing
  after it can change its score), a `sum` group judges every case, and a group whose required
  groups did not pass is not judged (score 0). The verdict is the first failing case's, or AC.

A scoring package's grade shows its subtasks: each group directly under `secret`, with its
verdict, score and the most it can score (2023-07: its max_score; legacy: the top of its
`range`, else its score with every case accepted at accept_score), and the package's most
(secret's max_score, or the root's range). A pass-fail package has none.

Kattis has no MLE or PE: judge's MLE and RE are RTE here, PE is WA (as in judge.kattis.
submissions).
"""

from __future__ import annotations

import math
import re
import tempfile
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from judge.errors import JudgeError
from judge.judging.problem import Case, Grading
from judge.judging.verdict import CaseResult, Grade, GroupGrade, KattisResult, Verdict
from judge.kattis.programs import runnable
from judge.kattis.testdata import TestGroup
from judge.run.helper.sandbox import Streams
from judge.run.jury import open_workspace
from judge.run.limits import Limits, MiB
from judge.run.program import Program

# worst first: the default grader's order
WORST = ("JE", "IF", "RTE", "MLE", "TLE", "OLE", "WA", "PE", "AC")
LEGACY_KEYS = ("on_reject", "grading", "grader_flags", "accept_score", "reject_score", "range")
_GRADER_OUTPUT = re.compile(r"^(AC|WA|TLE|RTE|MLE|OLE|JE)\s+(-?[0-9.]+)\s*$")
GRADER_LIMITS = Limits(time=60.0, memory=1024 * MiB, output=1 * MiB)

if TYPE_CHECKING:  # a session is given, never made here
    from judge.run.isolation.session import Isolation


@dataclass(frozen=True)
class GradingSetup:
    """What grading needs of the package besides its test groups."""

    scoring: bool
    legacy: bool  # the legacy format (its defaults and keys)
    problem_grading: Mapping[str, Any]  # problem.yaml's grading
    graders: Path  # the graders/ folder
    cache_dir: Path  # where a grader program is built
    display: Callable[[Path], str]  # a path as messages show it
    isolation: Isolation | None = None  # where a grader program builds and runs, if isolated


@dataclass(frozen=True)
class Outcome:
    """A case's or group's result: its verdict (one of judge's, standing for its code) and
    score."""

    verdict: Verdict
    score: float

    @property
    def code(self) -> str:
        """The verdict as graders name it: its Kattis result; graders know no CE (no case has
        one: a compile error ends judging before grading), so it would be the judge's error."""
        result = self.verdict.kattis
        if result is None or result is KattisResult.CE:
            return KattisResult.JE.value
        return result.value


class PackageGrading(Grading, Protocol):
    """A package's grading (a judging `Grading`), and the range of its scores."""

    def score_range(self) -> tuple[float, float]:
        """The lowest and highest score a submission can get."""
        ...


def package_grading(tree: TestGroup, cases: Sequence[Case], setup: GradingSetup) -> PackageGrading:
    """The grading of `cases` (some of the package's, in order) on the package's groups."""
    index = {case.name: number for number, case in enumerate(cases)}
    if setup.scoring and not setup.legacy and not _uses_legacy_keys(tree, setup):
        return ScoreAggregation(tree, index, setup)
    return LegacyGrading(tree, index, setup)


def _uses_legacy_keys(tree: TestGroup, setup: GradingSetup) -> bool:
    if setup.problem_grading:
        return True

    def walk(group: TestGroup) -> bool:
        return any(key in group.own for key in LEGACY_KEYS) or any(
            walk(item) for item in group.items if isinstance(item, TestGroup)
        )

    return walk(tree)


def _judged(results: Sequence[CaseResult], number: int) -> CaseResult | None:
    """The result of case `number`, if it was judged."""
    if number >= len(results) or results[number].verdict is Verdict.SKIPPED:
        return None
    return results[number]


def _first_failure(results: Sequence[CaseResult], numbers: Iterable[int]) -> Verdict:
    """The verdict of the first of `numbers` judged and not accepted, or AC."""
    for number in numbers:
        if results[number].verdict not in (Verdict.AC, Verdict.SKIPPED):
            return results[number].verdict
    return Verdict.AC


def _bounded(score: float) -> float | None:
    """A max_score as a grade gives it: None for unbounded."""
    return None if score == math.inf else score


class _Unjudged(Exception):
    """Walking the groups reached a case not judged yet (`number`)."""

    def __init__(self, number: int) -> None:
        super().__init__(number)
        self.number = number


# -- legacy: testdata.yaml and graders ---------------------------------------------------------


@dataclass(frozen=True)
class _Rules:
    """A group's legacy settings, defaults filled in (problemtools' config/testdata.yaml)."""

    on_reject: str
    custom: bool
    flags: tuple[str, ...]
    accept_score: float
    reject_score: float
    range: tuple[float, float]


def _number(value: Any, key: str, where: Path) -> float:
    if isinstance(value, bool):
        raise JudgeError(f"{where}: {key} must be a number, got {value!r}")
    try:
        return float(value)
    except (TypeError, ValueError):
        raise JudgeError(f"{where}: {key} must be a number, got {value!r}") from None


def _legacy_rules(group: TestGroup, problem_grading: Mapping[str, Any]) -> _Rules:
    settings = {
        **group.settings.settings,
        **{
            k: v
            for k, v in problem_grading.items()
            if k in ("accept_score", "reject_score", "range")
        },
    }
    where = group.folder / "testdata.yaml"
    on_reject = str(settings.get("on_reject", "break"))
    old = problem_grading.get("on_reject")
    if old is not None:  # problem.yaml's deprecated key, as problemtools reads it
        on_reject = {"first_error": "break", "grade": "continue"}.get(str(old), on_reject)
    if on_reject not in ("break", "continue"):
        raise JudgeError(f"{where}: on_reject must be break or continue, got {on_reject!r}")
    grading = str(settings.get("grading", "default"))
    if grading not in ("default", "custom"):
        raise JudgeError(f"{where}: grading must be default or custom, got {grading!r}")
    flags = settings.get("grader_flags") or ""
    if not isinstance(flags, str):
        raise JudgeError(f"{where}: grader_flags must be a string, got {flags!r}")
    span = str(settings.get("range", "-inf +inf")).split()
    try:
        low, high = (float(x) for x in span)
    except ValueError:
        raise JudgeError(
            f"{where}: range must be two numbers, got {settings.get('range')!r}"
        ) from None
    return _Rules(
        on_reject,
        grading == "custom",
        tuple(flags.split()),
        _number(settings.get("accept_score", 1.0), "accept_score", where),
        _number(settings.get("reject_score", 0.0), "reject_score", where),
        (low, high),
    )


def default_grader(outcomes: Sequence[Outcome], flags: Sequence[str]) -> Outcome:
    """problemtools' default grader ("Default grader specification" of the legacy spec) on
    the sub-results, `flags` its arguments."""
    verdict_mode, score_mode = "worst_error", "sum"
    ignore_sample = accept_if_any = False
    for flag in flags:
        if flag in ("worst_error", "no_errors", "first_error", "always_accept"):
            verdict_mode = flag
        elif flag in ("sum", "avg", "min", "max"):
            score_mode = flag
        elif flag == "ignore_sample":
            ignore_sample = True
        elif flag == "accept_if_any_accepted":
            accept_if_any = True
    if ignore_sample:
        outcomes = outcomes[-1:]
    scores = [o.score for o in outcomes]
    if score_mode == "sum":
        score = sum(scores)
    elif score_mode == "avg":
        score = sum(scores) / len(scores)
    else:
        score = min(scores) if score_mode == "min" else max(scores)
    failed = [o for o in outcomes if o.code != "AC"]
    if (
        not failed
        or verdict_mode == "always_accept"
        or (accept_if_any and len(failed) < len(outcomes))
    ):
        return Outcome(Verdict.AC, score)
    if verdict_mode == "first_error":
        return Outcome(failed[0].verdict, score)
    worst = min(WORST.index(o.code) for o in failed)
    return Outcome(next(o.verdict for o in failed if WORST.index(o.code) == worst), score)


class LegacyGrading:
    """testdata.yaml's rules (see the module docstring)."""

    def __init__(self, tree: TestGroup, index: Mapping[str, int], setup: GradingSetup) -> None:
        self.tree, self.index, self.setup = tree, index, setup
        self._grader: Program | None = None

    def next_cases(self, results: Sequence[CaseResult]) -> tuple[int, int] | None:
        """From the next case the groups need to the end: whatever they hold, judging goes
        on in order until a case fails."""
        try:
            self._walk(self.tree, results)
        except _Unjudged as next_case:
            return next_case.number, len(self.index)
        return None

    def grade(self, results: Sequence[CaseResult]) -> Grade:
        """The root group's outcome; a scoring package's subtasks (`secret`'s groups) each
        with theirs, and the most each can score."""
        seen: dict[str, Outcome | None] = {}
        try:
            outcome = self._walk(self.tree, results, seen=seen)
        except _Unjudged:  # judging stopped early (a contest's first failure): what ran
            seen.clear()
            outcome = self._walk(self.tree, results, partial=True, seen=seen)
        if not self.setup.scoring:
            return Grade(Verdict.AC if outcome is None else outcome.verdict)
        groups = tuple(
            _group_grade(group.name, seen.get(group.name), self._most(group))
            for group in self._subtasks()
        )
        most = self._most(self.tree)
        if outcome is None:
            return Grade(Verdict.AC, 0.0, most, groups)
        scored = outcome.verdict is Verdict.AC
        return Grade(outcome.verdict, outcome.score if scored else None, most, groups)

    def score_range(self) -> tuple[float, float]:
        """The range of the submission's score (the root group's `range`)."""
        return _legacy_rules(self.tree, self.setup.problem_grading).range

    def _subtasks(self) -> list[TestGroup]:
        """The groups shown as subtasks: `secret`'s direct subgroups."""
        secret = self.tree.subgroup("secret")
        if secret is None:
            return []
        return [item for item in secret.items if isinstance(item, TestGroup)]

    def _most(self, group: TestGroup) -> float | None:
        """The most `group` can score: the top of its `range` where that is finite, else its
        score with every case accepted at its accept_score (None under a custom grader,
        whose rules are its program's)."""
        high = _legacy_rules(group, self.setup.problem_grading).range[1]
        if math.isfinite(high):
            return high
        if _custom_anywhere(group, self.setup.problem_grading):
            return None
        every = [CaseResult(name, Verdict.AC) for name in self.index]
        best = self._walk(group, every)
        return None if best is None else best.score

    def _walk(
        self,
        group: TestGroup,
        results: Sequence[CaseResult],
        partial: bool = False,
        seen: dict[str, Outcome | None] | None = None,
    ) -> Outcome | None:
        outcome = self._walk_group(group, results, partial, seen)
        if seen is not None:
            seen[group.name] = outcome
        return outcome

    def _walk_group(
        self,
        group: TestGroup,
        results: Sequence[CaseResult],
        partial: bool,
        seen: dict[str, Outcome | None] | None,
    ) -> Outcome | None:
        rules = _legacy_rules(group, self.setup.problem_grading)
        outcomes: list[Outcome] = []
        for item in group.items:
            if isinstance(item, TestGroup):
                sub = self._walk(item, results, partial, seen)
                if sub is None:  # nothing of it is graded
                    continue
                outcome = sub
            else:
                number = self.index.get(item.name)
                if number is None:
                    continue
                result = _judged(results, number)
                if result is None:
                    if not partial:
                        raise _Unjudged(number)
                    break
                outcome = self._case(result, rules)
            outcomes.append(outcome)
            if outcome.code != "AC" and rules.on_reject == "break":
                break
        if not outcomes:
            return None
        errors = [o for o in outcomes if o.code == "JE"]
        if errors:
            return errors[0]
        if rules.custom:
            return self._custom(outcomes, rules.flags, group)
        return default_grader(outcomes, rules.flags)

    @staticmethod
    def _case(result: CaseResult, rules: _Rules) -> Outcome:
        if result.verdict is not Verdict.AC:
            return Outcome(result.verdict, rules.reject_score)
        if result.score is not None:
            return Outcome(Verdict.AC, result.score.value)
        return Outcome(Verdict.AC, rules.accept_score)

    def _custom(
        self, outcomes: Sequence[Outcome], flags: Sequence[str], group: TestGroup
    ) -> Outcome:
        """The package's grader program on the outcomes (the legacy spec's interface)."""
        program = self._grader_program(group)
        with tempfile.TemporaryDirectory(prefix="judge-grade-") as tmp:
            work = Path(tmp)
            (work / "in").write_text("".join(f"{o.code} {o.score:g}\n" for o in outcomes))
            with open_workspace(
                program, GRADER_LIMITS, self.setup.cache_dir, self.setup.isolation
            ) as jury:
                run = jury.run(
                    [*program.argv, *flags],
                    GRADER_LIMITS,
                    Streams(work / "in", work / "out", work / "err"),
                )
            said = (work / "out").read_text(errors="replace")
            match = _GRADER_OUTPUT.match(said)
            if run.exit_code != 0 or run.wall_timeout or match is None:
                ending = (
                    f"exited with code {run.exit_code}"
                    if run.exit_code != 0
                    else "wrote " + repr(said[:80])
                )
                raise JudgeError(
                    f"grader {program.name} {ending} on {group.name} (it must exit 0 and "
                    "write one line: VERDICT SCORE): a judging error"
                )
        code, score = match.group(1), float(match.group(2))
        verdict = next((o.verdict for o in outcomes if o.code == code), Verdict.from_kattis(code))
        return Outcome(verdict, score)

    def _grader_program(self, group: TestGroup) -> Program:
        if self._grader is None:
            folder = self.setup.graders
            found = (
                sorted(p for p in folder.iterdir() if not p.name.startswith("."))
                if folder.is_dir()
                else []
            )
            if not found:
                raise JudgeError(
                    f"{group.folder / 'testdata.yaml'}: grading is custom, but the package has "
                    "no graders/ program"
                )
            self._grader = runnable(
                found[0],
                self.setup.cache_dir,
                self.setup.display(found[0]),
                self.setup.isolation,
            )
        return self._grader


def _custom_anywhere(group: TestGroup, problem_grading: Mapping[str, Any]) -> bool:
    """Whether `group` or a group below it is graded by the package's grader program."""
    return _legacy_rules(group, problem_grading).custom or any(
        _custom_anywhere(item, problem_grading)
        for item in group.items
        if isinstance(item, TestGroup)
    )


def _group_grade(name: str, outcome: Outcome | None, most: float | None) -> GroupGrade:
    """A subtask's grade from its group's outcome (None: none of it was judged)."""
    shown = name.removeprefix("secret/")
    if outcome is None:
        return GroupGrade(shown, Verdict.SKIPPED, 0.0, most)
    return GroupGrade(shown, outcome.verdict, outcome.score, most)


# -- 2023-07: score aggregation ----------------------------------------------------------------


@dataclass(frozen=True)
class _Unit:
    """A part scored on its own: the samples, `secret` (its direct cases) or a group of it."""

    name: str  # as require_pass names it: sample, secret, secret/<group>
    numbers: tuple[int, ...]  # its graded cases
    total: int  # its cases in the package, graded or not
    aggregation: str  # pass-fail | sum | min
    max_score: float  # math.inf: unbounded
    requires: tuple[str, ...]
    static: int | None = None  # its static validation case (2025-09), graded or not
    static_score: float = 0.0  # that case's maximum (0: none, or pass-fail)


def _max_score(value: Any, where: Path) -> float:
    if value == "unbounded":
        return math.inf
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise JudgeError(
            f"{where}: max_score must be a non-negative integer or unbounded, got {value!r}"
        )
    return float(value)


def _requires(value: Any, where: Path) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(value)
    raise JudgeError(f"{where}: require_pass must be a group name or a list of them, got {value!r}")


class ScoreAggregation:
    """2023-07's result aggregation for scoring problems (see the module docstring)."""

    def __init__(self, tree: TestGroup, index: Mapping[str, int], setup: GradingSetup) -> None:
        self.setup = setup
        self.units: list[_Unit] = []
        self.secret_groups = False
        sample, secret = tree.subgroup("sample"), tree.subgroup("secret")
        if sample is not None:
            self.units.append(self._unit(sample, index, "pass-fail", math.inf, ()))
        self.secret: _Unit | None = None
        if secret is not None:
            where = secret.folder / "test_group.yaml"
            aggregation = str(secret.own.get("score_aggregation", "sum"))
            self.secret = self._unit(
                secret,
                index,
                aggregation,
                _max_score(secret.own.get("max_score", 100), where),
                _requires(secret.own.get("require_pass"), where),
                direct_only=True,
            )
            self.units.append(self.secret)
            for item in secret.items:
                if isinstance(item, TestGroup):
                    self.secret_groups = True
                    where = item.folder / "test_group.yaml"
                    bound = _max_score(item.own.get("max_score", "unbounded"), where)
                    if bound == math.inf and self.secret.max_score != math.inf:
                        raise JudgeError(
                            f"{where}: a group of a secret with max_score "
                            f"{self.secret.max_score:g} needs a max_score of its own"
                        )
                    self.units.append(
                        self._unit(
                            item,
                            index,
                            str(item.own.get("score_aggregation", "pass-fail")),
                            bound,
                            _requires(item.own.get("require_pass"), where),
                        )
                    )
        for unit in self.units:
            if unit.aggregation not in ("pass-fail", "sum", "min"):
                raise JudgeError(
                    f"test group {unit.name}: score_aggregation must be pass-fail, sum or min, "
                    f"got {unit.aggregation!r}"
                )

    @staticmethod
    def _unit(
        group: TestGroup,
        index: Mapping[str, int],
        aggregation: str,
        max_score: float,
        requires: tuple[str, ...],
        direct_only: bool = False,
    ) -> _Unit:
        cases = (
            [item for item in group.items if not isinstance(item, TestGroup)]
            if direct_only
            else list(group.cases())
        )
        numbers = tuple(index[c.name] for c in cases if c.name in index)
        static = next((c for c in cases if c.static is not None), None)
        if static is None:
            return _Unit(group.name, numbers, len(cases), aggregation, max_score, requires)
        value = group.own.get("static_validation_score")
        static_score = float(value) if isinstance(value, int) else 0.0
        if static_score > max_score:
            raise JudgeError(
                f"{group.folder / 'test_group.yaml'}: static_validation_score {static_score:g} "
                f"is more than the group's max_score {max_score:g}"
            )
        return _Unit(
            group.name,
            numbers,
            len(cases) - 1,
            aggregation,
            max_score,
            requires,
            index.get(static.name),
            static_score,
        )

    def _walk(self, results: Sequence[CaseResult], partial: bool) -> dict[str, tuple[bool, float]]:
        """Each unit's (passed, score), judging in order; raises _Unjudged at the next case
        to judge (unless `partial`: what was judged)."""
        done: dict[str, tuple[bool, float]] = {}
        for unit in self.units:
            requires = unit.requires
            if unit.name.startswith("secret/") and self.secret is not None:
                requires += self.secret.requires  # secret is not judged: nor are its groups
            if not all(done.get(name, (False, 0.0))[0] for name in requires):
                done[unit.name] = (False, 0.0)  # not judged: treated as not accepted
                continue
            passed, scores = True, []
            for number in unit.numbers:
                result = _judged(results, number)
                if result is None:
                    if not partial:
                        raise _Unjudged(number)
                    passed = False
                    break
                scores.append(self._case_score(unit, number, result))
                if not result.accepted:
                    passed = False
                    if unit.aggregation != "sum":
                        break
            done[unit.name] = (passed, self._unit_score(unit, passed, scores))
        return done

    def _case_score(self, unit: _Unit, number: int, result: CaseResult) -> float:
        if not result.accepted:
            return 0.0
        if number == unit.static:  # its maximum is its own: static_validation_score
            bound = unit.static_score
        elif unit.aggregation == "min":
            bound = unit.max_score
        else:  # a sum group's cases share what its static validation case leaves
            bound = (unit.max_score - unit.static_score) / max(unit.total, 1)
        if result.score is None:
            if bound == math.inf and unit.aggregation != "pass-fail":
                raise JudgeError(
                    f"test group {unit.name}: unbounded, and the output validator wrote no "
                    "score.txt for an accepted case: a judging error"
                )
            return bound
        if result.score.multiplier:
            if bound == math.inf:
                raise JudgeError(
                    f"test group {unit.name}: a score_multiplier.txt in an unbounded group: a "
                    "judging error"
                )
            return result.score.value * bound
        return result.score.value

    @staticmethod
    def _unit_score(unit: _Unit, passed: bool, scores: Sequence[float]) -> float:
        if unit.aggregation == "pass-fail":
            return unit.max_score if passed and unit.max_score != math.inf else 0.0
        if not scores:
            return 0.0
        return sum(scores) if unit.aggregation == "sum" else min(scores)

    def next_cases(self, results: Sequence[CaseResult]) -> tuple[int, int] | None:
        """From the next case needed to the end of its part (whether the next part is
        judged depends on the results of this one)."""
        try:
            self._walk(results, partial=False)
        except _Unjudged as next_case:
            unit = next(u for u in self.units if next_case.number in u.numbers)
            return next_case.number, max(unit.numbers) + 1
        return None

    def grade(self, results: Sequence[CaseResult]) -> Grade:
        try:
            done = self._walk(results, partial=False)
        except _Unjudged:
            done = self._walk(results, partial=True)
        verdict = _first_failure(results, range(len(results)))
        if self.secret is None:
            return Grade(verdict, 0.0, 0.0)
        most = _bounded(self.secret.max_score)
        if not self.secret_groups:
            return Grade(verdict, done[self.secret.name][1], most)
        groups = [u for u in self.units if u.name.startswith("secret/")]
        shown = tuple(self._group_grade(u, done, results) for u in groups)
        if not all(done[n][0] for n in self.secret.requires):
            return Grade(verdict, 0.0, most, shown)
        # secret's own static validation case, beside its groups (it has no other case then)
        parts = groups if self.secret.static is None else [self.secret, *groups]
        if self.secret.aggregation == "pass-fail":
            passed = all(done[u.name][0] for u in parts)
            return Grade(verdict, self.secret.max_score if passed else 0.0, most, shown)
        scores = [done[u.name][1] for u in parts]
        score = sum(scores) if self.secret.aggregation == "sum" else min(scores, default=0.0)
        return Grade(verdict, score, most, shown)

    @staticmethod
    def _group_grade(
        unit: _Unit, done: Mapping[str, tuple[bool, float]], results: Sequence[CaseResult]
    ) -> GroupGrade:
        """A group of secret as a subtask: its first failing case's verdict (SKIPPED: none of
        it judged, its required groups not passed), its score and its max_score."""
        judged = [n for n in unit.numbers if _judged(results, n) is not None]
        verdict = _first_failure(results, judged) if judged else Verdict.SKIPPED
        if verdict is Verdict.AC and not done[unit.name][0]:
            verdict = Verdict.SKIPPED  # some of it was not judged
        name = unit.name.removeprefix("secret/")
        return GroupGrade(name, verdict, done[unit.name][1], _bounded(unit.max_score))

    def score_range(self) -> tuple[float, float]:
        """The range of the submission's score: 0 to secret's max_score."""
        return (0.0, self.secret.max_score if self.secret is not None else 0.0)

"""`judge doctor --self-test`: every language found on this machine judged on its own small
program (judge/run/languages/selftest/ID.EXT: each line's two numbers, summed), plain and
isolated, as `judge run` judges a solution: compiled, run in the sandbox, its output checked.

A language passes when its program is AC; otherwise the self-test says why in the judge's
words: the compiler's message, the verdict and what the run said. Isolated runs are tried
where the machine can isolate (else they are reported as not tried, with the reason).
"""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from judge.errors import JudgeError
from judge.judging.checkers import tokens
from judge.judging.problem import Case, CaseChecker, Grading
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.verdict import Verdict
from judge.parallel import run_all
from judge.run.features import Feature, Section
from judge.run.helper.sandbox import helper_path
from judge.run.isolation.session import unavailable
from judge.run.languages.language import Language
from judge.run.languages.table import language, languages, self_test_program
from judge.run.limits import Limits, MiB

CASE = Case("sum", "1 2\n40 2\n-7 7\n", "3\n42\n0\n")
# Generous: the self-test asks whether a language works here, not how fast (a JVM starts in
# a fraction of this).
LIMITS = Limits(time=10.0, memory=256 * MiB)
SHOWN_LINES = 6  # lines of a compiler's message or a run's error shown

if TYPE_CHECKING:  # a session is given, never made here
    from judge.run.isolation.session import Isolation


@dataclass(frozen=True)
class SelfTest:
    """One language tried one way (plain or isolated)."""

    language: Language
    isolated: bool
    passed: bool | None  # None: not tried (no program of its own, or no isolation here)
    detail: str  # "AC", or why not: the compiler's message, the verdict and the run's words

    @property
    def name(self) -> str:
        """The language and the way it ran, as a report line names it."""
        return f"{self.language.name} ({'isolated' if self.isolated else 'plain'})"


@dataclass(frozen=True)
class _SelfTestProblem:
    """The self-test as a problem judging knows how to judge: one case, token by token."""

    root: Path
    id: str = "self-test"
    title: str = "each line's two numbers, summed"
    limits: Limits = LIMITS
    dialect: str | None = None
    python: str = "python3"
    file_io: None = None  # the standard streams

    def limits_for(self, language: Language) -> Limits:
        return self.limits

    def cases(self) -> list[Case]:
        return [CASE]

    def output_checker(
        self, cache_dir: Path, args: tuple[str, ...] = (), *, isolation: Isolation | None = None
    ) -> CaseChecker:
        return tokens

    def reference(self, cache_dir: Path) -> Path:
        raise JudgeError("the self-test has no reference: each language brings its program")

    def grading(
        self, cases: Sequence[Case], cache_dir: Path, *, isolation: Isolation | None = None
    ) -> Grading | None:
        return None

    def lay_out(self, source: Path, language: Language, cache_dir: Path) -> None:
        """None: a self-test program is built alone."""
        return None


def _lines(text: str) -> str:
    shown = text.strip().splitlines()
    cut = shown[:SHOWN_LINES] + (["..."] if len(shown) > SHOWN_LINES else [])
    return "\n".join(cut)


def _try(lang: Language, isolated: bool, cache_dir: Path) -> SelfTest:
    program = self_test_program(lang)
    if program is None:
        return SelfTest(lang, isolated, None, "no self-test program (selftest/ID.EXT)")
    with tempfile.TemporaryDirectory(prefix="judge-self-test-") as root:
        options = RunOptions(isolate=isolated, language=lang.id, dialect="none")
        try:
            report = judge_solution(
                _SelfTestProblem(Path(root)), str(program), None, options, cache_dir
            )
        except JudgeError as exc:
            return SelfTest(lang, isolated, False, str(exc))
    if report.compile_error is not None:
        return SelfTest(lang, isolated, False, "CE: " + _lines(report.compile_error))
    [result] = report.cases
    if result.verdict is Verdict.AC:
        return SelfTest(lang, isolated, True, "AC")
    said = "; ".join(filter(None, (result.message, _lines(result.stderr))))
    return SelfTest(lang, isolated, False, f"{result.verdict.value}: {said}")


def self_test(cache_dir: Path, ids: Sequence[str] = ()) -> tuple[list[SelfTest], str | None]:
    """Every language found here (or those of `ids`) tried plain, then isolated where the
    machine can isolate, two at a time; and why isolated runs were not tried (None: they
    were)."""
    chosen = [language(lid) for lid in ids] if ids else list(languages().values())
    found = [lang for lang in chosen if lang.available()]
    cannot_isolate = unavailable(helper_path(cache_dir))
    ways = [False] if cannot_isolate else [False, True]
    tries = [(lang, isolated) for lang in found for isolated in ways]
    results = run_all(lambda one: _try(one[0], one[1], cache_dir), tries, 2)
    return results, cannot_isolate


def self_test_section(results: list[SelfTest], cannot_isolate: str | None) -> Section:
    """The self-test as a part of `judge doctor`'s report: a line per language and way."""
    features = [
        Feature(
            r.name, r.passed is True, r.detail if r.passed is not None else f"not tried: {r.detail}"
        )
        for r in results
    ]
    if cannot_isolate:
        features.append(Feature("isolated runs", False, f"not tried: {cannot_isolate}"))
    return Section("self-test", tuple(features))

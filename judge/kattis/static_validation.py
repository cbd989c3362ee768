"""A Kattis 2025-09 package's static validation: its `static_validator/` program, judging a
submission from its source files rather than a run ("Static validator" of the spec).

A test data group (or `sample`, or `secret`) whose `test_group.yaml` sets
`static_validation_score` has one static validation test case, judged before the group's
other cases and named `<group>/static_validation`. Its judge runs

    static_validator language entry_point feedback_dir [static_validator_args]

in a working folder holding the submission's files: the source file (all the files of its
folder, for a submission of several files of an interpreted language or laid out with the
package's included files). `language` is the Kattis code of its language (`cpp`, `python3`),
`entry_point` its file name, or its main class for Java (its public class, else its file's
stem) and Kotlin (`MainKt` for Main.kt). The validator reports as an output validator does:
exit 42 accepts (`score.txt` or `score_multiplier.txt` in the feedback folder is its score),
43 rejects (`judgemessage.txt` says why), anything else is a judging error naming it.

`static_validation_score` is the case's maximum score (a group with `sum` aggregation shares
the rest of its max_score among its other cases: judge.kattis.grading), or `pass-fail`: an
accept-or-reject case. The spec's rules are checked when the package is read: a score needs a
static validator, a scoring problem (an integer) in a group that is not pass-fail (`pass-fail`
needs a pass-fail group or problem), `static_validator_args` need a score, and a submit-answer
problem has no static validator.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from judge.errors import JudgeError
from judge.judging.problem import Case
from judge.judging.verdict import CaseResult
from judge.kattis.validators import judgement
from judge.run.file_io import put_files
from judge.run.helper.sandbox import Streams
from judge.run.jury import FEEDBACK, Workspace, open_workspace
from judge.run.languages.main_class import public_class
from judge.run.limits import Limits
from judge.run.program import Program
from judge.run.runner import Runner
from judge.run.staging import program_of

if TYPE_CHECKING:  # a session is given, never made here
    from judge.run.isolation.session import Isolation

CASE = "static_validation"  # the case's name in its group
SUBMISSION = "submission"  # the validator's working folder, holding the submission's files
PASS_FAIL = "pass-fail"

BuildValidator = Callable[[Path, "Isolation | None"], Program]
"""Builds the package's static validator in a cache folder (in a session when given)."""


@dataclass(frozen=True, eq=False)
class StaticCase:
    """A group's static validation test case, to be built (judge.judging.problem's
    `StaticValidation`)."""

    build: BuildValidator
    args: tuple[str, ...]
    limits: Limits

    def checker(self, cache_dir: Path, isolation: Isolation | None) -> StaticValidator:
        """The case's judge, the validator built in `cache_dir`."""
        program = self.build(cache_dir, isolation)
        return StaticValidator(program, cache_dir, self.limits, self.args, isolation)


@dataclass(frozen=True)
class StaticValidator:
    """The static validator as a case's judge (judge.judging.problem's `CaseJudge`): run on
    the source files of the program judged, which is never run for this case."""

    program: Program
    cache_dir: Path
    limits: Limits
    args: tuple[str, ...] = ()
    isolation: Isolation | None = None

    def judge(
        self, name: str, input: str, answer: str, runner: Runner, limits: Limits
    ) -> CaseResult:
        """The case `name` judged on the source of the program `runner` runs."""
        submission = program_of(runner)
        if submission is None or submission.source is None:
            raise JudgeError(
                f"{name}: a static validation test case judges a submission's source files, "
                "and this program has none (a --cmd): judge a source file"
            )
        with (
            tempfile.TemporaryDirectory(prefix="judge-static-") as tmp,
            open_workspace(self.program, self.limits, self.cache_dir, self.isolation) as work,
        ):
            host = Path(tmp)
            work.folder(SUBMISSION)
            _put_submission(work, submission)
            work.folder(FEEDBACK)
            limits = self.program.run_limits(self.limits)  # a JVM's own memory on top
            (host / "stdin").write_bytes(b"")
            run = work.run(
                [
                    *self.program.command(limits),
                    _language_code(submission),
                    entry_point(submission),
                    work.path(FEEDBACK) + "/",
                    *self.args,
                ],
                limits,
                Streams(host / "stdin", host / "stdout", host / "stderr"),
                cwd=SUBMISSION,
            )
            rejected = "the static validator rejected the submission"
            checked = judgement(
                work, run, self.program, "static validator", rejected, host / "stderr"
            )
        return CaseResult(
            name, checked.verdict, message=checked.message, score=checked.score, static=True
        )


def _put_submission(work: Workspace, submission: Program) -> None:
    """The submission's files into the validator's working folder: its source, or every
    file of the folder it was run from (several files, or laid out with included ones)."""
    source = submission.source
    assert source is not None
    folder = next((p for p in submission.own if p.is_dir() and source.is_relative_to(p)), None)
    if folder is not None:
        put_files(work, folder, SUBMISSION)
    else:
        work.write(f"{SUBMISSION}/{source.name}", source.read_bytes())


def _language_code(program: Program) -> str:
    """The submission's language as the Kattis languages table codes it."""
    return program.language.kattis_code or program.language.id


def entry_point(program: Program) -> str:
    """The submission's entry point as a static validator is told it: Java's main class
    (its public class, else the file's stem), Kotlin's (`MainKt` for Main.kt), else the
    source file's name."""
    source = program.source
    assert source is not None
    code = program.language.kattis_code
    if code == "java":
        found = public_class(source.read_text(encoding="utf-8", errors="replace"))
        return found or source.stem
    if code == "kotlin":
        stem = re.sub(r"[^0-9A-Za-z_]", "_", source.stem)
        return stem[:1].upper() + stem[1:] + "Kt"
    return source.name


# -- reading a group's settings -----------------------------------------------------------------


def aggregation_of(group: str, own: Mapping[str, Any]) -> str:
    """A group's score_aggregation, the spec's defaults filled in: `sum` for secret,
    `pass-fail` for the samples and secret's groups."""
    if group == "sample":
        return PASS_FAIL
    return str(own.get("score_aggregation", "sum" if group == "secret" else PASS_FAIL))


@dataclass(frozen=True)
class StaticSetting:
    """A group's static validation settings, as its test_group.yaml gives them."""

    score: float | None  # its maximum score; None: pass-fail
    args: tuple[str, ...]


def static_setting(
    group: str, own: Mapping[str, Any], where: Path, has_validator: bool, scoring: bool
) -> StaticSetting | None:
    """The static validation case of the group `group` (`sample`, `secret`, `secret/<name>`)
    whose own settings (test_group.yaml, at `where`) are `own`, or None when it defines none;
    a plain error naming the file for what the spec forbids."""
    value = own.get("static_validation_score")
    args = own.get("static_validator_args")
    if value is None:
        if args is not None:
            raise JudgeError(
                f"{where}: static_validator_args without static_validation_score (no static "
                "validation test case is defined here)"
            )
        return None
    if not has_validator:
        raise JudgeError(
            f"{where}: static_validation_score, but the package has no static_validator/"
        )
    if args is not None and not (isinstance(args, list) and all(isinstance(a, str) for a in args)):
        raise JudgeError(f"{where}: static_validator_args must be a sequence of strings")
    aggregation = aggregation_of(group, own)
    if value == PASS_FAIL:
        if scoring and aggregation != PASS_FAIL:
            raise JudgeError(
                f"{where}: static_validation_score is pass-fail, so score_aggregation must be "
                f"pass-fail, got {aggregation!r}"
            )
        return StaticSetting(None, tuple(args or ()))
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise JudgeError(
            f"{where}: static_validation_score must be a non-negative integer or pass-fail, "
            f"got {value!r}"
        )
    if not scoring:
        raise JudgeError(
            f"{where}: static_validation_score {value} in a problem that is not scoring (use "
            "pass-fail)"
        )
    if aggregation == PASS_FAIL:
        raise JudgeError(
            f"{where}: static_validation_score {value} in a group with pass-fail aggregation "
            "(use pass-fail, or sum or min aggregation)"
        )
    return StaticSetting(float(value), tuple(args or ()))


def static_case(group: str, setting: StaticSetting, build: BuildValidator, limits: Limits) -> Case:
    """The static validation test case of the group named `group` (`secret/group1`)."""
    return Case(
        name=f"{group}/{CASE}",
        given="",
        wanted="",
        sample=False,  # nothing of it to show: it has no input
        note="static validation: the submission's source files judged by static_validator/",
        static=StaticCase(build, setting.args, limits),
    )

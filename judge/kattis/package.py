"""A Kattis problem package folder, loaded as a problem judge can judge.

Both format versions of github.com/Kattis/problem-package-format are read:

- `legacy` (no `problem_format_version`, or `legacy`/`legacy-icpc`): `problem.yaml` keys name,
  type, author, source, source_url, license, rights_owner, limits (time_multiplier,
  time_safety_margin, memory, output, ...), validation (`default` or `custom [interactive]
  [score]`), validator_flags; the time limit from `.timelimit` when the package has one;
  `problem_statement/`, `output_validators/`, group settings in `testdata.yaml`.
- `2023-07` (`problem_format_version: 2023-07-draft` or `2023-07`): type (a string or a list),
  name (a string or a map by language), credits, source, limits (time_limit, time_multipliers
  {ac_to_time_limit, time_limit_to_tle}, time_resolution, memory, ...); `statement/`,
  `output_validator/` (its presence makes validation custom), group settings in
  `test_group.yaml` (or `testdata.yaml`, as problemtools reads).

Test cases are the `.in`/`.ans` pairs under `data/sample/` then `data/secret/`, each group's
entries (cases and subgroups) in lexicographic order of their names, depth first: the order the
spec gives and problemtools judges in. A case is named by its path under `data/` without the
extension (`sample/1`, `secret/group1/03`).

A package without `data/secret` but with samples is judged on its samples, with a warning (the
legacy spec requires the folder; DOMjudge's own `hello` example has none). The test groups form
a tree (`TestGroup`): `data` holds `sample` then `secret`, each group its cases and subgroups
in the spec's order; `judge.kattis.grading` grades results on it (testdata.yaml's on_reject,
grader flags and scores; 2023-07's score aggregation).

Interactive packages are judged: their output validator is the interactor
(judge.judging.interactive), which `output_checker` gives; so are multi-pass ones, in passes
(judge.judging.passes), interactive or not. Submit-answer packages load (their type is known)
but judging them is refused with one plain "not supported yet" error (exit status 2):
`refusal` says why, and `output_checker` raises it. Unknown keys of problem.yaml are warnings
(the spec makes them errors; judging goes on).

`KattisProblem` is a `judge.judging.problem.Judgeable`. Loading a package builds nothing: its
output validator is built by `output_checker`, and the submission serving as its reference by
`reference`, each in the cache folder it is given.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from judge.documents import Fields, parse_yaml, read_yaml
from judge.errors import JudgeError
from judge.judging.checkers import Checker, default_validator
from judge.judging.included import Included, place, read_included
from judge.judging.interactive import Interactor
from judge.judging.passes import MultiPass
from judge.judging.problem import Case, CaseChecker, CaseFile, LaidOut
from judge.kattis.case_input import case_staging
from judge.kattis.constants import rewritten, substitute, substituted_bytes
from judge.kattis.constants import table as constant_table
from judge.kattis.expectations import read_expectations
from judge.kattis.grading import GradingSetup, PackageGrading, package_grading
from judge.kattis.problem_yaml import SECONDS, check_values
from judge.kattis.programs import Unrunnable, build, runnable, submission_python
from judge.kattis.statement import latex_as_markdown
from judge.kattis.static_validation import CASE as STATIC_CASE
from judge.kattis.static_validation import static_case, static_setting
from judge.kattis.testdata import GroupSettings, TestGroup, TestItem
from judge.kattis.validators import OutputValidator
from judge.package_tree import DOCUMENT_LIMIT, check_tree, read_limited
from judge.printable import printable, shown
from judge.run.limits import Limits, MiB
from judge.run.program import CompileError, Language, Program
from judge.run.staging import Staging

if TYPE_CHECKING:  # a session is given, never made here
    from judge.run.isolation.session import Isolation


class PackageFormat(str, Enum):
    """The versions of the package format judge reads."""

    LEGACY = "legacy"
    V2023 = "2023-07"
    V2025 = "2025-09"

    def __str__(self) -> str:
        return self.value


_LEGACY_KEYS = {
    "problem_format_version",
    "type",
    "name",
    "uuid",
    "author",
    "source",
    "source_url",
    "license",
    "rights_owner",
    "limits",
    "validation",
    "validator_flags",
    "grading",
    "keywords",
}
_V2023_KEYS = {
    "problem_format_version",
    "type",
    "name",
    "uuid",
    "version",
    "credits",
    "source",
    "license",
    "rights_owner",
    "embargo_until",
    "limits",
    "keywords",
    "languages",
    "allow_file_writing",
    "constants",
}
_LEGACY_LIMITS = {
    "time_multiplier",
    "time_safety_margin",
    "memory",
    "output",
    "code",
    "compilation_time",
    "compilation_memory",
    "validation_time",
    "validation_memory",
    "validation_output",
    "validation_passes",  # not in the legacy spec, but problemtools and DOMjudge read it there
}
_V2023_LIMITS = {
    "time_multipliers",
    "time_limit",
    "time_resolution",
    "memory",
    "output",
    "code",
    "compilation_time",
    "compilation_memory",
    "validation_time",
    "validation_memory",
    "validation_output",
    "validation_passes",
}
UNSUPPORTED_TYPES = ("submit-answer",)
#: 2025-09's licenses.
LICENSES = ("unknown", "public domain", "cc0", "cc by", "cc by-sa", "educational", "permission")
# Defaults where the spec says "system default": problemtools' own (config/problem.yaml).
DEFAULT_MEMORY = 1024  # MiB
DEFAULT_OUTPUT = 8  # MiB
DEFAULT_VALIDATION_TIME = 60  # seconds
DEFAULT_VALIDATION_MEMORY = 1024  # MiB
DEFAULT_VALIDATION_PASSES = 2  # the spec's default
_PROBLEMNAME = re.compile(r"\\problemname\s*\{((?:[^{}]|\{[^{}]*\})*)\}")
_PLAIN_NAME = re.compile(r"^%%\s*plainproblemname:(.*)$", re.MULTILINE)
_STATEMENT = re.compile(r"^problem(?:\.([A-Za-z]{2,3}(?:-[A-Z]{2})?))?\.(tex|md|pdf)$")


def is_package(path: Path) -> bool:
    """Whether `path` is a folder holding a problem.yaml (a Kattis package, by its shape)."""
    return path.is_dir() and (path / "problem.yaml").is_file()


@dataclass(frozen=True)
class Submission:
    """One example submission: `submissions/<folder>/<name>` (a file or a folder)."""

    path: Path
    folder: str  # the folder under submissions/ (accepted, wrong_answer, ...)

    @property
    def name(self) -> str:
        return f"{self.folder}/{self.path.name}"


@dataclass(frozen=True)
class KattisProblem:
    """A Kattis package as a problem: what judging needs (id, title, limits, cases, checker,
    a reference) and what `show` and `verify` tell."""

    id: str  # the package folder's name
    path: Path  # the package folder
    root: Path  # its parent: paths are shown relative to it
    title: str
    format: PackageFormat
    types: tuple[str, ...]
    time_limit: float | None  # seconds; None: inferred from the accepted submissions
    time_limit_from: str  # where time_limit comes from (problem.yaml, .timelimit) or ""
    ac_to_time_limit: float
    time_limit_to_tle: float
    time_resolution: float
    memory_limit: float  # MiB
    output_limit: float  # MiB
    validation_time: float
    validation_memory: float
    custom_validator: Path | None  # the output validator program, None: the default one
    validator_flags: tuple[str, ...] = ()
    validation_passes: int = DEFAULT_VALIDATION_PASSES  # a multi-pass problem's most passes
    source: str = ""
    author: str = ""
    license: str = ""
    warnings: tuple[str, ...] = ()
    data: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)  # as read
    # The name in each language the package gives one for: 2023-07's `name` map, else each
    # LaTeX statement's \problemname (how a legacy package names itself per language).
    names: Mapping[str, str] = field(default_factory=dict)
    python_choice: str = ""  # the language id its Python runs in, chosen; "": the default
    # 2025-09: the constants substituted in test_group.yaml (judge.kattis.constants).
    constants: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    # include/'s files, compiled or run with every submission of their language.
    included: Included | None = field(default=None, compare=False, repr=False)
    # Read by the registry of formats (judge.formats.registry).
    format_name: ClassVar[str] = "kattis"

    # ------------------------------ what the commands ask of any problem (judge.formats)

    @property
    def tests_split(self) -> None:
        """None: a package's cases are one test each, as far as judge knows."""
        return None

    @property
    def input_end(self) -> None:
        """None: the format does not say how an input ends."""
        return None

    @property
    def own_folders(self) -> tuple[Path, ...]:
        """The package's folder: its submissions are in it."""
        return (self.path,)

    @property
    def problem_set(self) -> None:
        """None: a package stands alone (no learner's record notes it)."""
        return None

    # ------------------------------------------- what judging needs (judge.judging.problem)

    @property
    def limits(self) -> Limits:
        """The package's limits; a JudgeError when it sets no time limit (give one, or infer
        it: `with_time_limit`)."""
        if self.time_limit is None:
            raise JudgeError(
                f"{self.path}: the package sets no time limit (problem.yaml "
                "limits.time_limit or .timelimit); give --time-limit, or let "
                "judge infer it from submissions/accepted"
            )
        return Limits(
            time=self.time_limit,
            memory=int(self.memory_limit * MiB),
            output=int(self.output_limit * MiB),
        )

    @property
    def dialect(self) -> str | None:
        """None: a package names no online judge whose C/C++ dialect to compile in."""
        return None

    @property
    def file_io(self) -> None:
        """None: a Kattis problem's solutions read stdin and write stdout."""
        return None

    @property
    def python(self) -> str:
        """The language chosen (`with_python`), else PyPy 3 where installed, as problemtools
        and DOMjudge run Python submissions."""
        return self.python_choice or submission_python()

    def with_python(self, lid: str) -> KattisProblem:
        """The package with its Python submissions run in language `lid` (`python3` for a
        package written for CPython, as our exports are)."""
        return replace(self, python_choice=lid)

    @property
    def refusal(self) -> str | None:
        """Why judge cannot judge this package yet (its type, a part it does not judge), or
        None."""
        for kind in UNSUPPORTED_TYPES:
            if kind in self.types:
                return f"{self.path / 'problem.yaml'}: {kind} problems are not supported yet"
        return None

    def check_judgeable(self) -> None:
        """A plain error when judge cannot judge this package (see `refusal`)."""
        if self.refusal is not None:
            raise JudgeError(self.refusal)

    def limits_for(self, language: Language) -> Limits:
        """The same limits for every language: a package sets no language's own."""
        return self.limits

    def output_checker(
        self, cache_dir: Path, args: tuple[str, ...] = (), *, isolation: Isolation | None = None
    ) -> CaseChecker:
        """The output validator, with the problem's flags and a test group's `args`: the
        default one, or the package's own, built in `cache_dir` (an interactive problem's is
        its interactor). Judging starts here, so a package judge cannot judge yet is refused
        here."""
        self.check_judgeable()
        flags = self.validator_flags + args
        if self.custom_validator is None and (self.interactive or self.multi_pass):
            kind = "an interactive" if self.interactive else "a multi-pass"
            raise JudgeError(
                f"{self.path}: {kind} problem without an output validator "
                "(output_validator/ or output_validators/)"
            )
        if self.custom_validator is None:
            where = self.path / ("data" if args else "problem.yaml")
            return _default_checker(flags, where)
        shown = self.show(self.custom_validator)
        source = self.program_source(self.custom_validator, cache_dir)
        program = runnable(source, cache_dir, shown, isolation)
        limits = self.validation_limits
        step = (
            Interactor(program, cache_dir, limits, flags, isolation)
            if self.interactive
            else OutputValidator(program, cache_dir, limits, flags, isolation)
        )
        if self.multi_pass:
            return MultiPass(step, self.validation_passes)
        return step

    @property
    def validation_limits(self) -> Limits:
        """The limits of one run of an output or static validator (problem.yaml's
        validation_time and validation_memory)."""
        return Limits(time=self.validation_time, memory=int(self.validation_memory * MiB))

    @property
    def multi_pass(self) -> bool:
        """Whether a case is judged in passes (judge.judging.passes)."""
        return "multi-pass" in self.types

    @property
    def interactive(self) -> bool:
        """Whether the output validator is an interactor (judge.judging.interactive)."""
        return "interactive" in self.types

    def reference(self, cache_dir: Path) -> Path:
        """The first accepted submission judge can run (each one tried is built, in
        `cache_dir`): a source file, which judging builds again as any solution (with the
        package's included files of its language: `lay_out`)."""
        expectations = read_expectations(self.path) if self.format is PackageFormat.V2025 else None
        for submission in self.submissions():
            if expectations is not None and not expectations.accepted(submission.name):
                continue  # submissions.yaml says which are accepted ones
            if expectations is None and submission.folder != "accepted":
                continue
            try:
                shown = self.show(submission.path)
                built = self.program_source(submission.path, cache_dir)
                program = build(built, cache_dir, shown, included=self.included)
            except CompileError:
                continue
            if (
                isinstance(program, Unrunnable)
                or program.source is None
                or program.language is Language.COMMAND
            ):
                continue
            if program.source.is_relative_to(built):  # its own file, judged (and rewritten)
                return submission.path / program.source.relative_to(built)  # again as any
            if submission.path.is_file():  # built where it was laid out with the included
                return submission.path
            # A folder laid out with the included files is no one source file: not a reference.
        raise JudgeError(
            f"{self.path / 'submissions' / 'accepted'}: no accepted submission in "
            "a language judge runs (see judge doctor): give a SOLUTION"
        )

    def lay_out(self, source: Path, language: Language, cache_dir: Path) -> LaidOut | None:
        """The solution file `source` laid out with the package's included files of its
        language (include/<code>/, judge.judging.included), or None when it has none; an
        example submission of the package naming a constant is its rewritten copy
        (`program_source`), laid out so."""
        built = self.program_source(source, cache_dir)
        laid = None if self.included is None else place(self.included, built, language, cache_dir)
        if laid is None and built != source:
            return LaidOut(built.parent, built)
        return laid

    def program_source(self, path: Path, cache_dir: Path) -> Path:
        """What to build for the package's program at `path` (a submission, a validator):
        itself, or, in a 2025-09 package, its copy with the constants replaced when it names
        one (judge.kattis.constants.rewritten). A file outside the package is not its own:
        never rewritten."""
        if not self.constants or not path.resolve().is_relative_to(self.path.resolve()):
            return path
        return rewritten(path, self.constants, cache_dir)

    def with_time_limit(self, seconds: float, source: str) -> KattisProblem:
        """The package with a time limit from elsewhere (`source` says where: an option, a
        contest's problems.yaml, computed from the accepted submissions); a plain error when
        it is not a positive number of seconds of at most an hour."""
        wanted = SECONDS(seconds)
        if wanted is not None:
            raise JudgeError(
                f"{self.path}: the time limit ({source or 'given'}) must be {wanted}, got "
                f"{shown(seconds)}"
            )
        return replace(self, time_limit=seconds, time_limit_from=source)

    @property
    def scoring(self) -> bool:
        """Whether it is a scoring problem (judged pass-fail here)."""
        return "scoring" in self.types

    def grading(
        self, cases: Sequence[Case], cache_dir: Path, *, isolation: Isolation | None = None
    ) -> PackageGrading:
        """The package's grading of `cases` (its test groups' rules, judge.kattis.grading)."""
        return package_grading(
            self.tree,
            cases,
            GradingSetup(
                scoring=self.scoring,
                legacy=self.format is PackageFormat.LEGACY,
                problem_grading=self.problem_grading,
                graders=self.path / "graders",
                cache_dir=cache_dir,
                display=self.show,
                isolation=isolation,
            ),
        )

    @property
    def problem_grading(self) -> Mapping[str, Any]:
        """problem.yaml's `grading` (legacy: objective, and the keys problemtools still reads
        there: accept_score, reject_score, range, on_reject)."""
        grading = self.data.get("grading")
        return grading if isinstance(grading, dict) else {}

    def cases(self) -> list[Case]:
        """Every test case, sample then secret, in the spec's order."""
        return list(self.tree.cases())

    def cases_with_settings(self) -> list[tuple[Case, GroupSettings]]:
        """Every test case of data (not a static validation case: it has none) with its
        group's settings (testdata.yaml / test_group.yaml, merged
        from the nearest ancestors), a 2025-09 case's own `.yaml` giving its
        `input_validator_args` in place of its group's."""
        found: list[tuple[Case, GroupSettings]] = []

        def walk(group: TestGroup) -> None:
            for item in group.items:
                if isinstance(item, TestGroup):
                    walk(item)
                elif item.static is None:  # a static validation case has no input to check
                    found.append((item, self._validation_settings(item, group.settings)))

        walk(self.tree)
        return found

    def case_count(self) -> int:
        """How many test cases the package has (counted by name: nothing is read)."""
        return sum(
            1
            for group in ("sample", "secret")
            for path in (self.path / "data" / group).rglob("*.in")
            if path.is_file() and not any(p.startswith(".") for p in path.parts)
        )

    @cached_property
    def tree(self) -> TestGroup:
        """The test data as groups: `data`, holding `sample` and `secret` (read once)."""
        data = self.path / "data"
        root_settings = _group_settings(data, self.constants)
        items: list[TestItem] = []
        for name in ("sample", "secret"):
            if (data / name).is_dir():
                items.append(self._walk(data / name, root_settings))
        tree = TestGroup(
            "data", data, root_settings, GroupSettings(data, root_settings), tuple(items)
        )
        if next(tree.cases(), None) is None:
            raise JudgeError(
                f"{data}: no test cases in data/sample or data/secret (.in files with their .ans)"
            )
        return tree

    def _walk(self, folder: Path, inherited: Mapping[str, Any]) -> TestGroup:
        own = _group_settings(folder, self.constants)
        settings = {**inherited, **own}
        entries: dict[str, Path] = {}
        for entry in folder.iterdir():
            if entry.name.startswith("."):
                continue
            if entry.is_dir() and entry.suffix not in (".files", ".download"):
                entries[entry.name] = entry
            elif entry.suffix == ".in" and entry.is_file():
                entries[entry.stem] = entry
            elif (
                entry.suffix == ".ans"
                and entry.is_file()
                and not entry.with_suffix(".in").is_file()
            ):
                raise JudgeError(f"{entry}: an answer file without its input {entry.stem}.in")
        group = GroupSettings(folder, settings)
        args = group.output_validator_args()
        if args and self.custom_validator is None:  # bad flags fail now, naming the data
            _default_checker(self.validator_flags + args, self.path / "data")
        items: list[TestItem] = []
        for name in sorted(entries):
            entry = entries[name]
            if entry.is_dir():
                items.append(self._walk(entry, settings))
                continue
            answer = entry.with_suffix(".ans")
            if not answer.is_file():
                raise JudgeError(
                    f"{entry}: a test case input without its answer file {answer.name}"
                )
            case_name = str(entry.relative_to(self.path / "data").with_suffix(""))
            own_settings = self._case_settings(entry)
            case_args = self._case_args(entry, args, own_settings)
            items.append(
                Case(
                    name=case_name,
                    given=CaseFile(entry),
                    wanted=CaseFile(answer),
                    sample=case_name.startswith("sample/"),
                    file=entry,
                    note=_note(entry),
                    checker_args=case_args,
                    staging=self._case_staging(entry, settings, own_settings),
                )
            )
        name = str(folder.relative_to(self.path / "data"))
        static = self._static_case(name, folder, own, entries)
        return TestGroup(name, folder, own, group, (*static, *items))

    def _static_case(
        self, name: str, folder: Path, own: Mapping[str, Any], entries: Mapping[str, Path]
    ) -> tuple[Case, ...]:
        """The group's static validation test case (2025-09's static_validation_score), judged
        before its other cases, if it has one (judge.kattis.static_validation)."""
        if self.format is not PackageFormat.V2025:
            return ()
        where = folder / "test_group.yaml"
        setting = static_setting(name, own, where, self.static_validator is not None, self.scoring)
        if setting is None:
            return ()
        if STATIC_CASE in entries:
            raise JudgeError(
                f"{entries[STATIC_CASE]}: named as the group's static validation test case "
                f"({name}/{STATIC_CASE}): rename it"
            )
        return (static_case(name, setting, self._static_validator_program, self.validation_limits),)

    @property
    def static_validator(self) -> Path | None:
        """The static validator program (2025-09's static_validator/), None: none."""
        folder = self.path / "static_validator"
        return folder if self.format is PackageFormat.V2025 and folder.is_dir() else None

    def _static_validator_program(self, cache_dir: Path, isolation: Isolation | None) -> Program:
        """The static validator, built in `cache_dir` (in `isolation` when given)."""
        folder = self.static_validator
        if folder is None:  # a static case is made only when there is one
            raise JudgeError(f"{self.path}: no static_validator/")
        source = self.program_source(folder, cache_dir)
        return runnable(source, cache_dir, self.show(folder), isolation)

    def _case_settings(self, entry: Path) -> dict[str, Any] | None:
        """2025-09's case .yaml of the case of input `entry`, None when it has none."""
        own = entry.with_suffix(".yaml")
        if self.format is not PackageFormat.V2025 or not own.is_file():
            return None
        return _group_settings(own.parent, {}, own.name)

    def _validation_settings(self, case: Case, group: GroupSettings) -> GroupSettings:
        """The settings `case`'s input validators run with: its group's, or, where its own
        `.yaml` gives `input_validator_args` (2025-09), those ("Inherited from
        test_group.yaml" otherwise, as the spec says of every key of a case's)."""
        own = None if case.file is None else self._case_settings(case.file)
        if case.file is None or own is None or own.get("input_validator_args") is None:
            return group
        where = case.file.with_suffix(".yaml")
        value = own["input_validator_args"]
        if not _validator_args_shape(value):
            raise JudgeError(
                f"{where}: input_validator_args must be a sequence of strings, or a map from "
                "input validators' names to sequences of strings"
            )
        return GroupSettings(where, {**group.settings, "input_validator_args": value})

    def _case_staging(
        self, entry: Path, group: Mapping[str, Any], own: Mapping[str, Any] | None
    ) -> Staging:
        """2025-09's `args` and `.files` of the case of input `entry` (judge.kattis.case_input);
        the earlier editions have neither."""
        if self.format is not PackageFormat.V2025:
            return Staging()
        return case_staging(entry, group, entry.parent / "test_group.yaml", own)

    def _case_args(
        self, entry: Path, group_args: tuple[str, ...], settings: Mapping[str, Any] | None
    ) -> tuple[str, ...]:
        """The output validator's arguments for the case of input `entry`: 2025-09's case
        .yaml's `output_validator_args` (in `settings`) where it gives them (replacing its
        group's), else its group's."""
        own = entry.with_suffix(".yaml")
        if settings is None or settings.get("output_validator_args") is None:
            return group_args
        args = GroupSettings(own, settings).output_validator_args()
        if args and self.custom_validator is None:
            _default_checker(self.validator_flags + args, own)
        return args

    # ---------------------------------------------------------------- the rest of the package

    def submissions(self) -> list[Submission]:
        """Every example submission, by folder then name."""
        base = self.path / "submissions"
        if not base.is_dir():
            return []
        found = []
        for folder in sorted(
            p for p in base.iterdir() if p.is_dir() and not p.name.startswith(".")
        ):
            for entry in sorted(folder.iterdir()):
                if not entry.name.startswith("."):
                    found.append(Submission(entry, folder.name))
        return found

    def input_validators(self) -> list[Path]:
        """The input validator programs (files or folders), by name."""
        found: list[Path] = []
        for name in ("input_validators", "input_format_validators"):
            folder = self.path / name
            if folder.is_dir():
                found += sorted(p for p in folder.iterdir() if not p.name.startswith("."))
        return found

    def statement_files(self) -> dict[str, Path]:
        """The statements by language (`problem.tex` is English), the first file of each."""
        folder = self.path / (
            "problem_statement" if self.format is PackageFormat.LEGACY else "statement"
        )
        if not folder.is_dir():
            return {}
        found: dict[str, Path] = {}
        for file in sorted(folder.iterdir()):
            match = _STATEMENT.match(file.name)
            if match:
                found.setdefault(match.group(1) or "en", file)
        return found

    def statement_file(self, lang: str = "en") -> Path | None:
        """The statement in `lang` if there is one, else in English, else the first."""
        found = self.statement_files()
        return found.get(lang) or found.get("en") or next(iter(found.values()), None)

    def title_in(self, lang: str) -> str:
        """The problem's name in `lang` where the package gives one, else its title."""
        return self.names.get(lang) or self.title

    def show(self, path: Path) -> str:
        """A path inside the package as shown in messages: package-name/relative/path."""
        try:
            return str(path.resolve().relative_to(self.root))
        except ValueError:
            return str(path)


def _group_settings(
    folder: Path, constants: Mapping[str, Mapping[str, str]], *names: str
) -> dict[str, Any]:
    """A group's own settings: its testdata.yaml (legacy; problemtools reads it in 2023-07
    packages too) and test_group.yaml (2023-07, 2025-09: its constants substituted), the
    latter winning; or the files `names`."""
    settings: dict[str, Any] = {}
    for name in names or ("testdata.yaml", "test_group.yaml"):
        path = folder / name
        if not path.is_file():
            continue
        if constants and name == "test_group.yaml":
            text = read_limited(path, DOCUMENT_LIMIT).decode("utf-8", errors="replace")
            document = parse_yaml(substitute(text, constants), path)
        else:
            document = read_yaml(path, limit=DOCUMENT_LIMIT)
        settings.update(Fields(document or {}, path).data)
    return settings


def _validator_args_shape(value: object) -> bool:
    """Whether `value` is what 2025-09's `input_validator_args` may be: a sequence of strings,
    or a map from validator names to such sequences."""

    def strings(v: object) -> bool:
        return isinstance(v, list) and all(
            isinstance(w, (str, int, float)) and not isinstance(w, bool) for w in v
        )

    if isinstance(value, dict):
        return all(isinstance(k, str) and strings(v) for k, v in value.items())
    return strings(value)


def _default_checker(flags: tuple[str, ...], where: Path) -> Checker:
    try:
        return default_validator(flags)
    except ValueError as exc:
        raise JudgeError(f"{where}: validator flags {' '.join(flags)!r}: {exc}") from None


def _note(path: Path) -> str:
    for suffix in (".desc", ".hint"):
        other = path.with_suffix(suffix)
        if other.is_file():
            return read_limited(other, DOCUMENT_LIMIT).decode(errors="replace").strip()[:200]
    return ""


# -------------------------------------------------------------------- loading problem.yaml


def _positive(value: Any, what: str, where: Path) -> float:
    """A number problem.yaml's check (judge.kattis.problem_yaml) let through, as a float."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0:
        raise JudgeError(f"{where}: {what} must be a positive number, got {shown(value)}")
    return float(value)


@dataclass(frozen=True)
class PackageSettings:
    """What a problem.yaml says, whatever its format version: one reader per version
    (`READERS`) returns it, and `load_package` reads the rest alike for both."""

    format: PackageFormat
    types: tuple[str, ...]
    ac_to_time_limit: float
    time_limit_to_tle: float
    time_resolution: float = 1.0
    time_limit: float | None = None  # problem.yaml's own (2023-07 only)
    custom_validator: Path | None = None
    validator_flags: tuple[str, ...] = ()
    source: str = ""
    author: str = ""
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True)
class _Yaml:
    """problem.yaml as read: its path, its data and its `limits` mapping."""

    path: Path
    data: Mapping[str, Any]
    limits: Mapping[str, Any]

    @property
    def folder(self) -> Path:
        return self.path.parent

    def unknown(self, keys: set[str], limit_keys: set[str]) -> list[str]:
        """Warnings for the keys and limits this version does not define."""
        found = []
        unknown = sorted(printable(str(k)) for k in self.data if k not in keys)
        if unknown:
            found.append(f"problem.yaml: unknown key(s) {', '.join(unknown)} (ignored)")
        unknown = sorted(printable(str(k)) for k in self.limits if k not in limit_keys)
        if unknown:
            found.append(f"problem.yaml: unknown limit(s) {', '.join(unknown)} (ignored)")
        return found

    def types(self) -> list[str]:
        """`type`: a string or a list of strings, each word one type."""
        raw_type = self.data.get("type", "pass-fail")
        types = [raw_type] if isinstance(raw_type, str) else raw_type
        if not isinstance(types, list) or not all(isinstance(t, str) for t in types):
            raise JudgeError(f"{self.path}: type must be a string or a list of strings")
        return [word for t in types for word in t.split()]


def read_legacy(yaml: _Yaml) -> PackageSettings:
    """The legacy format's settings: `validation` holds the types and the custom validator,
    the time multipliers are `time_multiplier` and `time_safety_margin`."""
    warnings = yaml.unknown(_LEGACY_KEYS, _LEGACY_LIMITS)
    types = yaml.types()
    validation = str(yaml.data.get("validation", "default")).split() or ["default"]
    if validation[0] not in ("default", "custom"):
        raise JudgeError(
            f"{yaml.path}: validation must begin with default or custom, got "
            f"{yaml.data.get('validation')!r}"
        )
    types += [word for word in validation[1:] if word in ("interactive", "multi-pass")]
    if "score" in validation[1:]:
        types.append("scoring")
    limits = yaml.limits
    ac_to_tl = _positive(limits.get("time_multiplier", 5), "limits.time_multiplier", yaml.path)
    tl_to_tle = _positive(
        limits.get("time_safety_margin", 2), "limits.time_safety_margin", yaml.path
    )
    validator = _legacy_validator(yaml, validation[0] == "custom", warnings)
    source = str(_source_name(yaml.data.get("source")))
    url = yaml.data.get("source_url")
    return PackageSettings(
        format=PackageFormat.LEGACY,
        types=tuple(types),
        ac_to_time_limit=ac_to_tl,
        time_limit_to_tle=tl_to_tle,
        custom_validator=validator,
        validator_flags=tuple(Fields(yaml.data, yaml.path).get("validator_flags", str, "").split()),
        source=f"{source} {url}".strip() if url else source,
        author=str(yaml.data.get("author") or ""),
        warnings=tuple(warnings),
    )


def _legacy_validator(yaml: _Yaml, custom: bool, warnings: list[str]) -> Path | None:
    """The legacy custom output validator: the first of output_validators/."""
    if not custom:
        return None
    validators = yaml.folder / "output_validators"
    programs = (
        sorted(p for p in validators.iterdir() if not p.name.startswith("."))
        if validators.is_dir()
        else []
    )
    if not programs and (yaml.folder / "output_validator").is_dir():
        # DOMjudge's own legacy examples (jumble, hangman) use the 2023-07 folder: one
        # program, the folder itself.
        programs = [yaml.folder / "output_validator"]
        warnings.append("output_validator/: the legacy name is output_validators/")
    if not programs:
        raise JudgeError(
            f"{yaml.path}: validation is custom, but output_validators/ holds no validator"
        )
    if len(programs) > 1:
        warnings.append(
            f"output_validators/: {len(programs)} validators; judge runs the "
            f"first, {printable(programs[0].name)}, as problemtools does"
        )
    return programs[0]


def read_2023(yaml: _Yaml) -> PackageSettings:
    """The 2023-07 format's settings: `time_multipliers`, an optional `time_limit`, the
    output validator in output_validator/, `credits`."""
    warnings = yaml.unknown(_V2023_KEYS, _V2023_LIMITS)
    types = yaml.types()
    limits = yaml.limits
    multipliers = Fields(
        limits.get("time_multipliers") or {}, yaml.path, "limits.time_multipliers: "
    ).data
    ac_to_tl = _positive(
        multipliers.get("ac_to_time_limit", 2.0),
        "limits.time_multipliers.ac_to_time_limit",
        yaml.path,
    )
    tl_to_tle = _positive(
        multipliers.get("time_limit_to_tle", 1.5),
        "limits.time_multipliers.time_limit_to_tle",
        yaml.path,
    )
    resolution = _positive(limits.get("time_resolution", 1.0), "limits.time_resolution", yaml.path)
    time_limit = None
    if limits.get("time_limit") is not None:
        time_limit = _positive(limits["time_limit"], "limits.time_limit", yaml.path)
    folder_validator = yaml.folder / "output_validator"
    if not folder_validator.is_dir() and (yaml.folder / "output_validators").is_dir():
        folder_validator = yaml.folder / "output_validators"
        warnings.append("output_validators/: the 2023-07 name is output_validator/")
        entries = sorted(p for p in folder_validator.iterdir() if not p.name.startswith("."))
        folder_validator = entries[0] if len(entries) == 1 else folder_validator
    return PackageSettings(
        format=PackageFormat.V2023,
        types=tuple(types),
        ac_to_time_limit=ac_to_tl,
        time_limit_to_tle=tl_to_tle,
        time_resolution=resolution,
        time_limit=time_limit,
        custom_validator=folder_validator if folder_validator.exists() else None,
        source=str(_source_name(yaml.data.get("source"))),
        author=_credits(yaml.data.get("credits")),
        warnings=tuple(warnings),
    )


def read_2025(yaml: _Yaml) -> PackageSettings:
    """The 2025-09 format's settings: 2023-07's, with `uuid` and `name` required, a time
    limit that is a whole number of `time_resolution` steps, and the output validator in
    output_validator/ only."""
    for key in ("name", "uuid"):
        if yaml.data.get(key) is None:
            raise JudgeError(f"{yaml.path}: {key} is required (2025-09)")
    if (yaml.folder / "output_validators").is_dir():
        raise JudgeError(
            f"{yaml.folder / 'output_validators'}: the 2025-09 name is output_validator/ "
            "(one program)"
        )
    settings = read_2023(yaml)
    limit, step = settings.time_limit, settings.time_resolution
    if limit is not None and abs(limit / step - round(limit / step)) > 1e-9:
        raise JudgeError(
            f"{yaml.path}: limits.time_limit must be a whole number of limits.time_resolution "
            f"({step:g} s) steps, got {shown(limit)}"
        )
    warnings = list(settings.warnings)
    license = yaml.data.get("license", "unknown")
    if license not in LICENSES:
        warnings.append(f"problem.yaml: license {shown(license)} is none of {', '.join(LICENSES)}")
    if license == "public domain" and yaml.data.get("rights_owner") is not None:
        warnings.append("problem.yaml: rights_owner must not be set for a public domain problem")
    return replace(settings, format=PackageFormat.V2025, warnings=tuple(warnings))


#: The reader of each format version.
READERS: Mapping[PackageFormat, Callable[[_Yaml], PackageSettings]] = {
    PackageFormat.LEGACY: read_legacy,
    PackageFormat.V2023: read_2023,
    PackageFormat.V2025: read_2025,
}


def package_format(data: Mapping[str, Any], yaml_path: Path) -> tuple[PackageFormat, list[str]]:
    """The format version problem.yaml declares, and a warning when judge reads a newer
    draft as 2025-09."""
    version = str(data.get("problem_format_version", "legacy"))
    if version in ("legacy", "legacy-icpc"):
        return PackageFormat.LEGACY, []
    if version in ("2023-07-draft", "2023-07"):
        return PackageFormat.V2023, []
    if version in ("2025-09-draft", "2025-09"):
        return PackageFormat.V2025, []
    if re.fullmatch(r"\d{4}-\d{2}(-draft)?|draft", version):
        return PackageFormat.V2025, [
            f"problem_format_version {version}: read as 2025-09 (the newest version judge knows)"
        ]
    raise JudgeError(
        f"{yaml_path}: unknown problem_format_version {version!r} (judge reads legacy, 2023-07 "
        "and 2025-09)"
    )


def load_package(folder: Path) -> KattisProblem:
    """Load the package in `folder`: plain errors (naming the file) for what is wrong or not
    supported; warnings for what judge ignores."""
    folder = folder.resolve()
    yaml_path = folder / "problem.yaml"
    if not yaml_path.is_file():
        raise JudgeError(f"{yaml_path}: missing (a Kattis package has a problem.yaml)")
    check_tree(folder)  # before anything is read: links inside only, regular files only
    data = Fields(read_yaml(yaml_path, limit=DOCUMENT_LIMIT) or {}, yaml_path).data
    fmt, warnings = package_format(data, yaml_path)
    check_values(data, fmt.value, yaml_path)
    limits = Fields(data.get("limits") or {}, yaml_path, "limits: ").data
    settings = READERS[fmt](_Yaml(yaml_path, data, limits))
    time_limit, time_from = settings.time_limit, "problem.yaml"
    if time_limit is None:
        time_limit, time_from = _timelimit_file(folder / ".timelimit")

    def number(key: str, default: float) -> float:
        return _positive(limits.get(key, default), f"limits.{key}", yaml_path)

    problem = KattisProblem(
        id=folder.name,
        path=folder,
        root=folder.parent,
        title="",
        format=fmt,
        types=tuple(dict.fromkeys(settings.types)),
        time_limit=time_limit,
        time_limit_from=time_from,
        ac_to_time_limit=settings.ac_to_time_limit,
        time_limit_to_tle=settings.time_limit_to_tle,
        time_resolution=settings.time_resolution,
        memory_limit=number("memory", DEFAULT_MEMORY),
        output_limit=number("output", DEFAULT_OUTPUT),
        validation_time=number("validation_time", DEFAULT_VALIDATION_TIME),
        validation_memory=number("validation_memory", DEFAULT_VALIDATION_MEMORY),
        validation_passes=_passes(limits.get("validation_passes")),
        custom_validator=settings.custom_validator,
        validator_flags=settings.validator_flags,
        source=settings.source,
        author=settings.author,
        license=str(data.get("license", "unknown")),
        warnings=(*warnings, *settings.warnings, *_samples_only(folder / "data")),
        data=data,
    )
    if problem.custom_validator is None:
        _default_checker(problem.validator_flags, yaml_path)  # bad flags: an error now
    included = read_included(folder, default_allowed=fmt is not PackageFormat.LEGACY)
    problem = replace(problem, included=included)
    if fmt is PackageFormat.V2025:
        constants = constant_table(data.get("constants"))
        if included is not None and constants:  # the spec rewrites them as submissions
            included = replace(
                included,
                files={
                    code: {name: substituted_bytes(d, constants) for name, d in found.items()}
                    for code, found in included.files.items()
                },
            )
        problem = replace(problem, constants=constants, included=included)
    names = _names(data, problem)
    return replace(problem, title=_title(data, names, problem.id), names=names)


def _timelimit_file(path: Path) -> tuple[float | None, str]:
    """A `.timelimit` file's seconds (problemtools writes one), or none."""
    if not path.is_file():
        return None, ""
    text = read_limited(path, DOCUMENT_LIMIT).decode(errors="replace").strip()
    try:
        seconds = float(text)
    except ValueError:
        raise JudgeError(f"{path}: not a number of seconds: {shown(text)}") from None
    wanted = SECONDS(seconds)
    if wanted is not None:
        raise JudgeError(f"{path}: the time limit must be {wanted}, got {shown(text)}")
    return seconds, ".timelimit"


def _samples_only(data_dir: Path) -> list[str]:
    if not (data_dir / "secret").is_dir() and any((data_dir / "sample").glob("*.in")):
        return ["data/secret: missing: judged on the samples only (data/sample)"]
    return []


def _passes(value: Any) -> int:
    """limits.validation_passes (checked: from 2, the spec's least), or the default."""
    return DEFAULT_VALIDATION_PASSES if value is None else int(value)


def _names(data: Mapping[str, Any], problem: KattisProblem) -> dict[str, str]:
    """The name by language: `name` when it is a map (2023-07), else each LaTeX statement's
    \\problemname (a `%% plainproblemname:` comment winning, as problemtools reads it), else a
    plain `name` as the English one (2023-07: a plain name means English is the only
    language)."""
    name = data.get("name")
    if isinstance(name, dict):
        return {str(lang): str(text).strip() for lang, text in name.items() if str(text).strip()}
    names: dict[str, str] = {}
    for lang, path in problem.statement_files().items():
        if path.suffix == ".tex":
            text = read_limited(path, DOCUMENT_LIMIT).decode("utf-8", errors="replace")
            plain, latex = _PLAIN_NAME.search(text), _PROBLEMNAME.search(text)
            if plain:
                title = plain.group(1).strip()
            else:  # `\\&` read as `&`, as the name is shown
                title = latex_as_markdown(latex.group(1)).strip() if latex else ""
            if title:
                names[lang] = title
    if isinstance(name, str) and name.strip() and "en" not in names:
        names["en"] = name.strip()
    return names


def _title(data: Mapping[str, Any], names: Mapping[str, str], default: str) -> str:
    """The title: a plain `name`, else the English name, else the first, else `default`."""
    name = data.get("name")
    if isinstance(name, str) and name.strip():
        return name.strip()
    return names.get("en") or next(iter(names.values()), default)


def _source_name(source: Any) -> str:
    if isinstance(source, list):
        return ", ".join(s.get("name", "") if isinstance(s, dict) else str(s) for s in source)
    if isinstance(source, dict):
        return str(source.get("name", ""))
    return str(source or "")


def _credits(credits: Any) -> str:
    """2023-07's `credits` as the authors' names."""
    if isinstance(credits, str):
        return credits
    if isinstance(credits, dict):
        authors = credits.get("authors") or []
        authors = [authors] if isinstance(authors, (str, dict)) else authors
        return ", ".join(a.get("name", "") if isinstance(a, dict) else str(a) for a in authors)
    return ""

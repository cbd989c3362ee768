"""A Polygon package as a problem (`PolygonProblem`): the `tests` testset judged (the others
reported), its limits, its checker (the package's testlib checker built from its source; a
standard `std::` checker without its source: judge's own with the same rule, said so), its
tests stored or made (judge.polygon.tests), its groups' points."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, cast

from judge.errors import JudgeError
from judge.judging.checkers import Checker
from judge.judging.problem import Case, CaseChecker, CaseFile, Grading
from judge.package_tree import check_tree
from judge.polygon.groups import PointsGrading, has_points
from judge.polygon.interactor import PolygonInteractor
from judge.polygon.problem_xml import ProblemXml, Testset, read_problem_xml
from judge.polygon.std_checkers import STANDARD, standard_checker, standard_name
from judge.polygon.testlib import CHECKER_LIMITS, TestlibChecker, build
from judge.polygon.tests import Made, TestFiles, make, planned
from judge.run.file_io import FileIO, name_problem
from judge.run.languages.language import Language
from judge.run.limits import Limits, MiB
from judge.run.program import Program

if TYPE_CHECKING:  # a session is given, never made here
    from judge.run.isolation.session import Isolation

JUDGED = "tests"  # the testset Polygon judges submissions on
STDIO = ("", "stdin", "stdout")


@dataclass(frozen=True)
class PolygonProblem:
    """A Polygon package (`AnyProblem`)."""

    id: str
    path: Path
    xml: ProblemXml = field(repr=False)
    cache_dir: Path
    time_limit: float | None
    memory_limit: float  # MiB
    time_limit_from: str = "problem.xml"
    # Told "generating tests 12/46" while the tests not made yet are made (a long step).
    progress: Callable[[str], None] | None = field(default=None, repr=False, compare=False)
    format_name: ClassVar[str] = "polygon"

    # ------------------------------------------------ what the commands ask (judge.formats)

    @property
    def title(self) -> str:
        """Its English name, else its first, else its short name."""
        return self.xml.names.get("english") or next(iter(self.xml.names.values()), self.id)

    def title_in(self, lang: str) -> str:
        """Its name in `lang` (`en`, `ru`), else its title."""
        from_code = {"en": "english", "ru": "russian", "zh": "chinese"}
        return self.xml.names.get(from_code.get(lang, lang)) or self.title

    @property
    def testset(self) -> Testset:
        """The judged testset."""
        testset = self.xml.testset(JUDGED)
        assert testset is not None  # load_polygon refuses a package without it
        return testset

    @property
    def warnings(self) -> tuple[str, ...]:
        """What judge stands in for or leaves out."""
        said = []
        stem = self.standard_stem
        if stem is not None:
            said.append(
                f"checker {self.xml.checker.name if self.xml.checker else ''}: its source is not "
                f"in the package; judge's own checker with its rule judges ({STANDARD[stem][1]})"
            )
        if self.xml.checker is None:
            said.append("problem.xml names no checker: tokens are compared (testlib's wcmp)")
        others = [t.name for t in self.xml.testsets if t.name != JUDGED]
        if others:
            said.append(f"testsets {', '.join(others)} are not judged (only {JUDGED!r} is)")
        return tuple(said)

    @property
    def scoring(self) -> bool:
        """Whether its tests or groups give points."""
        return has_points(self.testset)

    tests_split: ClassVar[None] = None
    input_end: ClassVar[None] = None
    problem_set: ClassVar[None] = None

    @property
    def own_folders(self) -> tuple[Path, ...]:
        """The package: its solutions are in it."""
        return (self.path,)

    def with_time_limit(self, seconds: float, source: str) -> PolygonProblem:
        """Judged with `seconds` per test."""
        return replace(self, time_limit=seconds, time_limit_from=source)

    def with_progress(self, progress: Callable[[str], None] | None) -> PolygonProblem:
        """The package, telling `progress` of its tests as they are first made."""
        return replace(self, progress=progress)

    def with_python(self, lid: str) -> PolygonProblem:
        """The same: its solutions' languages come from their files."""
        return self

    def check_judgeable(self) -> None:
        """Refused: an interactive problem that names files (its conversation is on the
        standard streams), or a file name that is a path."""
        io = self.file_io
        if io is None:
            return
        if self.xml.interactor is not None:
            raise JudgeError(
                f"{self.xml.path}: an interactive problem converses on the standard streams; "
                f"its <judging> names files ({io.describe()})"
            )
        for attribute, name in (("input-file", io.input), ("output-file", io.output)):
            wrong = name_problem(name) if name else None
            if wrong:
                raise JudgeError(f"{self.xml.path}: <judging {attribute}> {wrong}")

    @property
    def file_io(self) -> FileIO | None:
        """The files `<judging input-file= output-file=>` names (Polygon's "stdin" and
        "stdout", or nothing, for the standard streams), or None."""
        names = [f if f not in STDIO else "" for f in (self.xml.input_file, self.xml.output_file)]
        io = FileIO(input=names[0], output=names[1])
        return io if io else None

    # ------------------------------------------------ what judging asks (judge.judging)

    @property
    def root(self) -> Path:
        """The package's parent."""
        return self.path.parent

    @property
    def limits(self) -> Limits:
        """The testset's limits."""
        if self.time_limit is None:
            raise JudgeError(
                f"{self.xml.path}: testset {JUDGED!r} sets no time-limit; give --time-limit"
            )
        return Limits(time=self.time_limit, memory=int(self.memory_limit * MiB))

    def limits_for(self, language: Language) -> Limits:
        """The same for every language."""
        return self.limits

    dialect: ClassVar[None] = None

    @property
    def python(self) -> str:
        """CPython, as Polygon's `python.3`."""
        return "python3"

    def main_program(self, isolation: Isolation | None = None) -> Program:
        """The main solution, built (in `isolation` when given)."""
        main = next((s for s in self.xml.solutions if s.tag == "main"), None)
        if main is None:
            raise JudgeError(f"{self.xml.path}: no solution tagged main")
        return build(main.source, self.path, self.cache_dir, isolation=isolation)

    @functools.cached_property
    def planned(self) -> list[TestFiles]:
        """The judged testset's tests as files, where they are or will be once made."""
        files = planned(self.xml, self.testset, self.cache_dir)
        if self.xml.interactor is not None and any(t.answered for t in files):
            raise JudgeError(
                f"{self.xml.path}: an interactive problem whose answers are not stored in the "
                "package: judge makes answers by running the main solution alone, which an "
                "interactive one cannot be"
            )
        return files

    def make_tests(self, isolation: Isolation | None = None) -> Made:
        """The tests not made yet made: generated by the package's generators, answered by
        its main solution, built and run in `isolation` when given (judging's: the problem's
        programs run as isolated as the submission)."""
        return make(
            self.xml,
            self.testset,
            self.planned,
            self.cache_dir,
            self.main_program,
            isolation,
            self.progress,
        )

    @functools.cached_property
    def files(self) -> tuple[list[TestFiles], Made]:
        """The judged testset's tests as files, made (plainly) once a problem: for what is not
        judging (verify's count, export)."""
        return self.planned, self.make_tests()

    def cases(self) -> list[Case]:
        """Every test of the judged testset, in order (samples where they are). Nothing is
        made here: judging makes the tests when it asks for the checker, in its isolation
        (`output_checker`); a case read before that makes them plainly."""
        return [
            Case(
                f"{t.spec.index:02d}",
                MadeFile(t.input, make=self.make_tests),
                MadeFile(t.answer, make=self.make_tests),
                sample=t.spec.sample,
                note=t.spec.cmd,
                file=t.input,
            )
            for t in self.planned
        ]

    @property
    def standard_stem(self) -> str | None:
        """The standard checker judge stands in for (its source absent), or None."""
        checker = self.xml.checker
        if checker is None or (checker.source and (self.path / checker.source.path).is_file()):
            return None
        return standard_name(checker.name)

    def output_checker(
        self, cache_dir: Path, args: tuple[str, ...] = (), *, isolation: Isolation | None = None
    ) -> CaseChecker:
        """The package's checker built (testlib), or judge's stand-in for a standard one; an
        interactive problem's interactor, with that checker after it; built and run in
        `isolation` when given. Judging starts here: the tests not made yet are made first,
        their generators and main solution in `isolation` too."""
        self.check_judgeable()
        self.make_tests(isolation)
        checker = self._checker(cache_dir, isolation)
        if self.xml.interactor is None:
            return checker
        program = build(self.xml.interactor, self.path, cache_dir, True, isolation)
        # Not callable: judging hands it the runner (judge.judging.cases.judge_case), as it
        # does Kattis interactors.
        return cast(
            CaseChecker,
            PolygonInteractor(program, checker, cache_dir, CHECKER_LIMITS, isolation),
        )

    def _checker(self, cache_dir: Path, isolation: Isolation | None) -> Checker:
        checker = self.xml.checker
        if checker is None:
            return standard_checker("wcmp")
        stem = self.standard_stem
        if stem is not None:
            return standard_checker(stem)
        if checker.source is None or not (self.path / checker.source.path).is_file():
            where = checker.source.path if checker.source else "(no source)"
            raise JudgeError(
                f"{self.xml.path}: the checker {checker.name or where} has no source in the package"
            )
        program = build(checker.source, self.path, cache_dir, True, isolation)
        return TestlibChecker(program, cache_dir, isolation=isolation)

    def reference(self, cache_dir: Path) -> Path:
        """The main solution's source."""
        main = next((s for s in self.xml.solutions if s.tag == "main"), None)
        if main is None:
            raise JudgeError(f"{self.xml.path}: no solution tagged main: give a SOLUTION")
        return self.path / main.source.path

    def grading(
        self, cases: Sequence[Case], cache_dir: Path, *, isolation: Isolation | None = None
    ) -> Grading | None:
        """Its points, where it gives some over every test; else the first failure decides."""
        if not self.scoring or len(cases) != len(self.testset.tests):
            return None
        return PointsGrading(self.testset)

    def lay_out(self, source: Path, language: Language, cache_dir: Path) -> None:
        """None: a Polygon package includes no files with its solutions."""
        return None


@dataclass(frozen=True)
class MadeFile(CaseFile):
    """A test's file that may have to be made first (`make`: every test not made yet), read
    as a `CaseFile` is."""

    make: Callable[[], object] | None = field(default=None, compare=False)

    def read(self) -> str:
        """The file's text, made first when it is not there yet."""
        if self.make is not None and not self.path.is_file():
            self.make()
        return super().read()


def load_polygon(folder: Path, cache_dir: Path) -> PolygonProblem:
    """The package in `folder`: problem.xml read, its judged testset and limits checked."""
    folder = folder.resolve()
    check_tree(folder)
    xml = read_problem_xml(folder)
    testset = xml.testset(JUDGED)
    if testset is None:
        names = ", ".join(t.name for t in xml.testsets) or "none"
        raise JudgeError(f"{xml.path}: no testset named {JUDGED!r} (testsets: {names})")
    if not testset.tests:
        raise JudgeError(f"{xml.path}: testset {JUDGED!r} has no tests")
    return PolygonProblem(
        id=folder.name,
        path=folder,
        xml=xml,
        cache_dir=cache_dir,
        time_limit=None if testset.time_limit_ms is None else testset.time_limit_ms / 1000,
        memory_limit=256.0 if testset.memory_bytes is None else testset.memory_bytes / MiB,
    )

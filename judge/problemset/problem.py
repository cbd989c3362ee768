"""Loading a problem of the set: its metadata (problem.yaml) and test cases (tests.yaml and
the generated testdata), with plain errors.

`Problem` is a `judge.judging.problem.Judgeable`: what judging asks of any problem. `Case` is the
judging layer's, and `problem_ids` the layout's; both are named here too, where problem code
has always found them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from judge.cachedir import default_cache_dir
from judge.documents import Fields, read_yaml
from judge.errors import JudgeError
from judge.judging.checkers import NAMES, option_error
from judge.judging.problem import Case, CaseChecker, Grading, LaidOut
from judge.judging.split import TestsSplit, parse_split
from judge.problemset.code import ProblemCode
from judge.problemset.layout import problem_ids
from judge.problemset.subtasks import Scoring, SubtaskGrading, parse_scoring
from judge.run.file_io import FileIO, name_problem
from judge.run.languages.dialects import judges
from judge.run.languages.language import Language
from judge.run.limits import Limits, MiB
from judge.run.program import from_file

if TYPE_CHECKING:  # a session is given, never made here; included files only read
    from judge.judging.included import Included
    from judge.run.isolation.session import Isolation

__all__ = [
    "RECIPE_SIZES",
    "Case",
    "Problem",
    "Recipe",
    "Source",
    "load_case_file",
    "load_cases",
    "load_problem",
    "problem_ids",
    "statement",
]

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
RECIPE_SIZES = ("small", "edge", "max")  # the size classes a generator recipe may ask for


@dataclass(frozen=True)
class Source:
    """Where the problem comes from: the online judge, its id there, the page."""

    judge: str
    id: str
    url: str

    def __str__(self) -> str:
        return f"{self.judge} {self.id}"


@dataclass(frozen=True)
class Recipe:
    """How `judge gen` makes generated cases: `count` inputs of one size class from one seed."""

    name: str
    size: str
    seed: int
    count: int = 1


@dataclass(frozen=True)
class Problem:
    """A problem's metadata from problem.yaml, and where its files are."""

    id: str
    path: Path  # the problem's folder
    root: Path  # the folder holding problems/, solutions/, testdata/
    title: str
    source: Source
    game: str
    time_limit: float  # seconds
    memory_limit: float  # MiB
    checker: str = "hdu"  # the name of its output checker (judge.judging.checkers)
    checker_options: dict[str, Any] = field(default_factory=dict)
    tags: tuple[str, ...] = ()
    limits_note: str = ""
    recipes: tuple[Recipe, ...] = ()
    # The original's limits for Java where it lists them apart (HDU: "Java/Others"), used by
    # the languages whose table entry says `judge_limits: java` (Java, Kotlin).
    java_time_limit: float | None = None  # seconds
    java_memory_limit: float | None = None  # MiB
    order: int | None = None  # place in `judge list`; None: after the numbered ones, by id
    # How the input ends, as the statement says ("The input ends with a line holding 0."),
    # for a program that reads past it; None where problem.yaml does not say.
    input_end: str | None = None
    # An interactive problem's interactor: a program in its folder (any language judge runs)
    # with the Kattis interface (judge.judging.interactive); "" for a problem judged by output.
    interactor: str = ""
    # Files beside the interactor that it loads (a shared helper, the game file), copied
    # with it into an exported package so that the package stands alone.
    interactor_files: tuple[str, ...] = ()
    # The title in the other language: `title` is Chinese for the originals (title_en
    # beside it), English for the play_* ones (title_zh); "" where problem.yaml has none.
    title_en: str = ""
    title_zh: str = ""
    # How the input splits into independent tests (judge.judging.split); None: undeclared.
    tests_split: TestsSplit | None = None
    # Its subtasks and their points (problem.yaml's `scoring`); None: judged pass-fail.
    subtasks: Scoring | None = None
    # problem.yaml's `dialect`: `none` where its solutions compile as modern GNU C/C++ though
    # its source is an online judge with a dialect of its own (an OI edition); "": the
    # source's.
    compiled_as: str = ""
    # problem.yaml's `input_file` / `output_file`: the files its solutions read and write in
    # their working folder instead of the standard streams (an OI problem's freopen); None:
    # the standard streams.
    file_io: FileIO | None = None
    # Its folder's include/<code>/ (and include/default/): a function problem's grader and
    # headers, laid out beside each solution in that language before it is built, as a Kattis
    # package's (judge.judging.included); None: solutions are whole programs.
    included: Included | None = field(default=None, repr=False, compare=False)

    # Read by the registry of formats (judge.formats.registry): this is judge's own format.
    format_name: ClassVar[str] = "judge"

    def title_in(self, lang: str) -> str:
        """The title in ``lang`` ("en" or "zh") where the problem has it, else `title`."""
        return {"en": self.title_en, "zh": self.title_zh}.get(lang, "") or self.title

    # What the commands ask of a problem of any format (judge.formats.protocol.AnyProblem),
    # besides the fields above.

    @property
    def warnings(self) -> tuple[str, ...]:
        """None: a problem of the set that loads is judged as it is."""
        return ()

    @property
    def scoring(self) -> bool:
        """Whether it is scored by subtasks (an OI edition); else judged pass-fail, as on
        the online judges."""
        return self.subtasks is not None

    @property
    def problem_set(self) -> Path:
        """The set it belongs to: its root."""
        return self.root

    @property
    def own_folders(self) -> tuple[Path, ...]:
        """Its folder (the reference) and solutions/<id>/ (the set's other solutions)."""
        return (self.path, self.solutions_dir)

    def with_time_limit(self, seconds: float, source: str) -> Problem:
        """The problem with another time limit (its Java one, if any, unchanged)."""
        return replace(self, time_limit=seconds)

    def with_python(self, lid: str) -> Problem:
        """Refused: the set's Python solutions run under CPython, as their judges run Python."""
        raise JudgeError(
            "--python is for Kattis packages: our problems' Python solutions run under "
            "CPython, as their judges run Python"
        )

    def check_judgeable(self) -> None:
        """Nothing to refuse: judge judges every kind of problem of its own format."""

    @property
    def statement_path(self) -> Path:
        return self.path / "statement.md"

    @property
    def solution_path(self) -> Path:
        return self.path / "solution.py"

    @property
    def tests_path(self) -> Path:
        return self.path / "tests.yaml"

    @property
    def testdata_dir(self) -> Path:
        return self.root / "testdata" / self.id

    @property
    def solutions_dir(self) -> Path:
        return self.root / "solutions" / self.id

    @property
    def brute_path(self) -> Path:
        """The brute force written from the rules: solutions/<id>/brute/brute.py."""
        return self.solutions_dir / "brute" / "brute.py"

    @cached_property
    def code(self) -> ProblemCode:
        """The problem's own Python code (generator, validator, checker), loaded once."""
        return ProblemCode(self)

    # What the judging layer asks of any problem (judge.judging.problem.Judgeable), besides the
    # id, title and root above.

    @property
    def limits(self) -> Limits:
        """The problem's own limits (the default output limit: problems set none)."""
        return Limits(time=self.time_limit, memory=int(self.memory_limit * MiB))

    def limits_for(self, language: Language) -> Limits:
        """The problem's limits for a solution in `language`: the Java ones (where the
        original lists them) for the languages that use them, else `limits`."""
        if language.judge_limits != "java":
            return self.limits
        return Limits(
            time=self.java_time_limit or self.time_limit,
            memory=int((self.java_memory_limit or self.memory_limit) * MiB),
        )

    @property
    def dialect(self) -> str | None:
        """The dialect of the online judge the problem comes from, when judge knows it (None
        where problem.yaml says `dialect: none`)."""
        if self.compiled_as == "none":
            return None
        judge = self.source.judge.lower()
        return judge if judge in judges() else None

    @property
    def python(self) -> str:
        """CPython: the judges our problems come from run Python so (or take none)."""
        return "python3"

    def cases(self) -> list[Case]:
        """tests.yaml, then the generated cases."""
        return load_cases(self)

    @property
    def interactor_path(self) -> Path | None:
        """The interactor's file, or None when the problem is not interactive."""
        return self.path / self.interactor if self.interactor else None

    def output_checker(
        self, cache_dir: Path, args: tuple[str, ...] = (), *, isolation: Isolation | None = None
    ) -> CaseChecker:
        """The problem's checker (checker.py, when custom, is loaded once, nothing is built),
        or its interactor (built in `cache_dir`, and built and run in `isolation` when given);
        its cases have no arguments of their own."""
        if args:
            raise JudgeError(f"{self.path}: checker arguments {' '.join(args)!r}: none are taken")
        if self.interactor_path is not None:
            program = from_file(
                self.interactor_path,
                cache_dir,
                display=str(self.interactor_path.relative_to(self.root)),
                isolation=isolation,
            )
            # The modules it imports from beside it, seen beside it when it runs isolated
            # (never the problem's folder: its test data).
            beside = tuple(self.path / name for name in self.interactor_files)
            program = replace(program, own=(*program.own, *beside))
            # Late: only an interactive problem's checker converses; the interactive modules
            # are not loaded for the others (tests/test_imports.py, LATE_IMPORTS).
            from judge.judging.interactive import Interactor

            return Interactor(program, cache_dir, INTERACTOR_LIMITS, isolation=isolation)
        return self.code.checker

    def reference(self, cache_dir: Path) -> Path:
        """The Python reference, problems/<id>/solution.py."""
        return self.solution_path

    def grading(
        self, cases: Sequence[Case], cache_dir: Path, *, isolation: Isolation | None = None
    ) -> Grading | None:
        """Its subtasks' grading of `cases` (judge.problemset.subtasks), each pattern checked
        against the problem's cases; None without subtasks: the first failing case decides,
        as on the online judges."""
        if self.subtasks is None:
            return None
        every = self.cases()
        self.subtasks.check_cases(every)
        return SubtaskGrading(self.subtasks, cases, every)

    def lay_out(self, source: Path, language: Language, cache_dir: Path) -> LaidOut | None:
        """The solution file `source` laid out with the problem's included files of its
        language (include/<code>/), or None when it has none."""
        if self.included is None:
            return None
        from judge.judging.included import place  # late: only a function problem (hashlib)

        return place(self.included, source, language, cache_dir)


_PROBLEM_FIELDS = {
    "title",
    "title_en",
    "title_zh",
    "source",
    "game",
    "tags",
    "time_limit",
    "memory_limit",
    "java_time_limit",
    "java_memory_limit",
    "limits_note",
    "checker",
    "checker_options",
    "testdata",
    "order",
    "input_end",
    "interactor",
    "interactor_files",
    "tests_split",
    "scoring",
    "dialect",
    "input_file",
    "output_file",
}
# An interactor's own limits: problemtools' defaults for validators (its wall clock is the
# submission's: judge.run.execution.interaction).
INTERACTOR_LIMITS = Limits(time=60.0, memory=1024 * MiB)


def load_problem(root: Path, problem_id: str) -> Problem:
    """Load problems/<id>/problem.yaml; an unknown id suggests close matches."""
    folder = root / "problems" / problem_id
    if not (folder / "problem.yaml").is_file():
        import difflib  # late: only a mistyped id needs it (3 ms of every judge run's start-up)

        known = problem_ids(root) if (root / "problems").is_dir() else []
        close = difflib.get_close_matches(problem_id, known, n=3, cutoff=0.5)
        hint = (
            f"; did you mean {' or '.join(close)}?"
            if close
            else f"; known problems: {', '.join(known)}"
            if known
            else ""
        )
        raise JudgeError(f"unknown problem {problem_id!r} (no {folder / 'problem.yaml'}){hint}")
    path = folder / "problem.yaml"
    fields = Fields(read_yaml(path, cache_dir=default_cache_dir()), path)
    fields.check_known(_PROBLEM_FIELDS)
    source = Fields(fields.get("source", dict), path, "source: ")
    source.check_known({"judge", "id", "url"})
    checker = fields.get("checker", str, "hdu")
    if checker not in NAMES:
        fields.fail(f"unknown checker {checker!r} (known: {', '.join(NAMES)})")
    if checker == "custom" and not (folder / "checker.py").is_file():
        fields.fail("checker is 'custom' but there is no checker.py beside it")
    checker_options = fields.get("checker_options", dict, {})
    wrong = option_error(checker, checker_options)
    if wrong:
        fields.fail(f"checker_options: {wrong}")
    interactor = fields.get("interactor", str, "")
    if interactor and not (folder / interactor).is_file():
        fields.fail(f"interactor {interactor!r}: no such file beside it")
    if interactor and fields.get("checker", object, None) is not None:
        fields.fail("an interactive problem has no checker: its interactor judges")
    interactor_files = fields.get("interactor_files", list, [])
    if interactor_files and not interactor:
        fields.fail("interactor_files: only an interactive problem has them")
    for name in interactor_files:
        if not isinstance(name, str) or not (folder / name).is_file():
            fields.fail(f"interactor_files: {name!r}: no such file beside problem.yaml")
    tags = fields.get("tags", list, [])
    if not all(isinstance(t, str) for t in tags):
        fields.fail("field 'tags' must be a list of strings")
    recipes = _recipes(fields, path)
    return Problem(
        id=problem_id,
        path=folder,
        root=root,
        title=fields.get("title", str),
        source=Source(
            source.get("judge", str), str(source.get("id", (int, str))), source.get("url", str, "")
        ),
        game=fields.get("game", str),
        time_limit=fields.positive("time_limit"),
        memory_limit=fields.positive("memory_limit"),
        checker=checker,
        checker_options=checker_options,
        tags=tuple(tags),
        limits_note=fields.get("limits_note", str, "").strip(),
        recipes=tuple(recipes),
        java_time_limit=_optional_positive(fields, "java_time_limit"),
        java_memory_limit=_optional_positive(fields, "java_memory_limit"),
        order=fields.get("order", int, None),
        input_end=fields.get("input_end", str, None),
        interactor=interactor,
        interactor_files=tuple(interactor_files),
        title_en=fields.get("title_en", str, ""),
        title_zh=fields.get("title_zh", str, ""),
        tests_split=_tests_split(fields),
        subtasks=parse_scoring(fields.get("scoring", object, None), path),
        compiled_as=_compiled_as(fields),
        file_io=_file_io(fields, interactor),
        included=_included(folder),
    )


def _included(folder: Path) -> Included | None:
    """The folder's include/ (a function problem's grader), None where it has none."""
    if not (folder / "include").is_dir():
        return None
    from judge.judging.included import read_included  # late: only a function problem

    return read_included(folder, default_allowed=True)


def _file_io(fields: Fields, interactor: str) -> FileIO | None:
    """problem.yaml's optional `input_file` and `output_file`: a file name each, in the
    solution's working folder."""
    names = {key: fields.get(key, object, None) for key in ("input_file", "output_file")}
    for key, name in names.items():
        wrong = None if name is None else name_problem(name)
        if wrong:
            fields.fail(f"{key} {wrong}")
    if names["input_file"] is not None and names["input_file"] == names["output_file"]:
        fields.fail("input_file and output_file must be two files, not one")
    if interactor and any(name is not None for name in names.values()):
        fields.fail(
            "an interactive problem converses on the standard streams: no input_file or output_file"
        )
    io = FileIO(names["input_file"] or "", names["output_file"] or "")
    return io if io else None


def _compiled_as(fields: Fields) -> str:
    """problem.yaml's optional `dialect`: only `none` (modern GNU C/C++) is taken."""
    value = fields.get("dialect", str, "")
    if value not in ("", "none"):
        fields.fail(
            f"dialect must be none (modern GNU C/C++, where the source judge has a dialect of "
            f"its own), got {value!r}"
        )
    return value


def _tests_split(fields: Fields) -> TestsSplit | None:
    """problem.yaml's optional `tests_split`: how the input splits into tests."""
    data = fields.get("tests_split", dict, None)
    if data is None:
        return None
    split = parse_split(data)
    if isinstance(split, str):
        fields.fail(f"tests_split: {split}")
    return split


def _recipes(fields: Fields, path: Path) -> list[Recipe]:
    """problem.yaml's `testdata` list: how `judge gen` makes each file of cases."""
    recipes = []
    for index, item in enumerate(fields.get("testdata", list, []), 1):
        recipe = Fields(item, path, f"testdata item {index}: ")
        recipe.check_known({"name", "size", "seed", "count"})
        name = recipe.get("name", str)
        if not _NAME.match(name):
            recipe.fail(f"name {name!r} may hold only letters, digits, '.', '_' and '-'")
        size = recipe.get("size", str)
        if size not in RECIPE_SIZES:
            recipe.fail(f"size must be one of {', '.join(RECIPE_SIZES)}, got {size!r}")
        count = recipe.get("count", int, 1)
        if count < 1:
            recipe.fail(f"count must be at least 1, got {count}")
        recipes.append(Recipe(name, size, recipe.get("seed", int), count))
    return recipes


def _optional_positive(fields: Fields, key: str) -> float | None:
    """A positive number when the field is there, else None."""
    return fields.positive(key) if fields.get(key, object, None) is not None else None


def load_case_file(path: Path) -> list[Case]:
    """The cases of one tests.yaml-format file."""
    data = read_yaml(path, cache_dir=default_cache_dir())
    top = Fields(data, path)
    top.check_known({"cases"})
    items = top.get("cases", list)
    cases: list[Case] = []
    for index, item in enumerate(items, 1):
        fields = Fields(item, path, f"case {index}: ")
        fields.check_known({"name", "input", "output", "sample", "note"})
        name = fields.get("name", (str, int))
        name = str(name)
        fields.where = f"case {name!r}: "
        if not _NAME.match(name):
            fields.fail("a case name may hold only letters, digits, '.', '_' and '-'")
        cases.append(
            Case(
                name=name,
                given=fields.get("input", str),
                wanted=fields.get("output", str),
                sample=fields.get("sample", bool, False),
                note=str(fields.get("note", str, "")).strip(),
                file=path,
            )
        )
    return cases


def load_cases(problem: Problem) -> list[Case]:
    """tests.yaml, then every generated file under testdata/<id>/ (sorted by name)."""
    files = [problem.tests_path]
    if problem.testdata_dir.is_dir():
        files += sorted(problem.testdata_dir.glob("*.yaml"))
    cases: list[Case] = []
    seen: dict[str, Path] = {}
    for path in files:
        for case in load_case_file(path):
            if case.name in seen:
                raise JudgeError(
                    f"{path}: case name {case.name!r} is already used in {seen[case.name]}"
                )
            seen[case.name] = path
            cases.append(case)
    return cases


def statement_file(problem: Problem, lang: str = "en") -> Path:
    """A problem's statement in ``lang`` where it has one (``statement.zh.md`` beside
    ``statement.md``), else its English statement.md: one rule for `judge show` and the web."""
    path = problem.statement_path
    if lang != "en":
        translated = path.with_name(f"{path.stem}.{lang}{path.suffix}")
        if translated.is_file():
            return translated
    return path


def statement(problem: Problem, lang: str = "en") -> str:
    """The statement's Markdown text in ``lang`` where translated, else in English."""
    path = statement_file(problem, lang)
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise JudgeError(f"{path}: cannot read: {exc.strerror or exc}") from None

"""Finding the problem set and loading a problem's metadata and test cases, with plain errors."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge.errors import JudgeError
from judge.problemset.layout import problem_ids

if TYPE_CHECKING:
    from judge.judging.checkers import Checker
    from judge.problemset.code import ProblemCode
    from judge.run.limits import Limits

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
    checker: str = "hdu"
    checker_options: dict = field(default_factory=dict)
    tags: tuple[str, ...] = ()
    limits_note: str = ""
    recipes: tuple[Recipe, ...] = ()
    order: int | None = None  # place in `judge list`; None: after the numbered ones, by id

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

    @property
    def limits(self) -> Limits:
        """The problem's own limits (the default output limit: problems set none)."""
        from judge.run.limits import MiB, Limits

        return Limits(time=self.time_limit, memory=int(self.memory_limit * MiB))

    @cached_property
    def code(self) -> ProblemCode:
        """The problem's own Python code (generator, validator, checker), loaded once."""
        from judge.problemset.code import ProblemCode

        return ProblemCode(self)

    # What the judging layer asks of any problem (this one, or a Kattis package: judge.kattis):
    # its cases in order, its output checker, its limits (above), its reference (solution_path).

    def cases(self) -> list[Case]:
        """tests.yaml, then the generated cases."""
        return load_cases(self)

    @property
    def output_checker(self) -> Checker:
        return self.code.checker


@dataclass(frozen=True)
class Case:
    """One test case: its input and expected output, exact text."""

    name: str
    input: str
    output: str
    sample: bool = False
    note: str = ""
    file: Path | None = None
    checker: Checker | None = None  # this case's own checker (Kattis groups' validator flags)


def read_yaml(path: Path, loader: Any = None) -> Any:
    """Parse a YAML file (with ``loader``, default PyYAML's safe one); a missing or unreadable
    file and syntax errors become a JudgeError naming the file and line."""
    import yaml

    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise JudgeError(f"{path}: missing") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise JudgeError(f"{path}: cannot read: {exc}") from None
    loader = loader or getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        return yaml.load(text, Loader=loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise JudgeError(f"{path}: invalid YAML: {where}{problem}") from None


class _Fields:
    """Typed access to a YAML mapping, with messages naming the file and the field."""

    def __init__(self, data: Any, path: Path, where: str = "") -> None:
        self.path, self.where = path, where
        if not isinstance(data, dict):
            self.fail(f"expected a mapping, got {type(data).__name__}")
        self.data = data

    def fail(self, message: str):
        raise JudgeError(f"{self.path}: {self.where}{message}")

    def check_known(self, known: set[str]) -> None:
        unknown = sorted(str(k) for k in self.data if k not in known)
        if unknown:
            self.fail(f"unknown field(s) {', '.join(unknown)} (known: {', '.join(sorted(known))})")

    def get(self, key: str, kind: type | tuple, default: Any = ..., what: str = "") -> Any:
        if key not in self.data or self.data[key] is None:
            if default is ...:
                self.fail(f"missing field '{key}'")
            return default
        value = self.data[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            self.fail(f"field '{key}' must be {what or _kind_name(kind)}, got {value!r}")
        return value

    def positive(self, key: str, default: Any = ...) -> float:
        value = self.get(key, (int, float), default, "a positive number")
        if not value > 0:
            self.fail(f"field '{key}' must be a positive number, got {value!r}")
        return float(value)


def _kind_name(kind: type | tuple) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    names = {str: "a string", int: "an integer", float: "a number", bool: "true or false",
             list: "a list", dict: "a mapping"}
    return " or ".join(names.get(k, k.__name__) for k in kinds)


_PROBLEM_FIELDS = {"title", "source", "game", "tags", "time_limit", "memory_limit", "limits_note",
                   "checker", "checker_options", "testdata", "order"}


def load_problem(root: Path, problem_id: str) -> Problem:
    """Load problems/<id>/problem.yaml; an unknown id suggests close matches."""
    folder = root / "problems" / problem_id
    if not (folder / "problem.yaml").is_file():
        known = problem_ids(root) if (root / "problems").is_dir() else []
        import difflib

        close = difflib.get_close_matches(problem_id, known, n=3, cutoff=0.5)
        hint = f"; did you mean {' or '.join(close)}?" if close else \
            f"; known problems: {', '.join(known)}" if known else ""
        raise JudgeError(f"unknown problem {problem_id!r} (no {folder / 'problem.yaml'}){hint}")
    path = folder / "problem.yaml"
    fields = _Fields(read_yaml(path), path)
    fields.check_known(_PROBLEM_FIELDS)
    source = _Fields(fields.get("source", dict), path, "source: ")
    source.check_known({"judge", "id", "url"})
    from judge.judging.checkers import NAMES, option_error

    checker = fields.get("checker", str, "hdu")
    if checker not in NAMES:
        fields.fail(f"unknown checker {checker!r} (known: {', '.join(NAMES)})")
    if checker == "custom" and not (folder / "checker.py").is_file():
        fields.fail("checker is 'custom' but there is no checker.py beside it")
    checker_options = fields.get("checker_options", dict, {})
    wrong = option_error(checker, checker_options)
    if wrong:
        fields.fail(f"checker_options: {wrong}")
    tags = fields.get("tags", list, [])
    if not all(isinstance(t, str) for t in tags):
        fields.fail("field 'tags' must be a list of strings")
    recipes = []
    for index, item in enumerate(fields.get("testdata", list, []), 1):
        recipe = _Fields(item, path, f"testdata item {index}: ")
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
    return Problem(
        id=problem_id,
        path=folder,
        root=root,
        title=fields.get("title", str),
        source=Source(source.get("judge", str), str(source.get("id", (int, str))),
                      source.get("url", str, "")),
        game=fields.get("game", str),
        time_limit=fields.positive("time_limit"),
        memory_limit=fields.positive("memory_limit"),
        checker=checker,
        checker_options=checker_options,
        tags=tuple(tags),
        limits_note=fields.get("limits_note", str, "").strip(),
        recipes=tuple(recipes),
        order=fields.get("order", int, None),
    )


def load_case_file(path: Path) -> list[Case]:
    """The cases of one tests.yaml-format file."""
    data = read_yaml(path)
    top = _Fields(data, path)
    top.check_known({"cases"})
    items = top.get("cases", list)
    cases: list[Case] = []
    for index, item in enumerate(items, 1):
        fields = _Fields(item, path, f"case {index}: ")
        fields.check_known({"name", "input", "output", "sample", "note"})
        name = fields.get("name", (str, int))
        name = str(name)
        fields.where = f"case {name!r}: "
        if not _NAME.match(name):
            fields.fail("a case name may hold only letters, digits, '.', '_' and '-'")
        cases.append(Case(
            name=name,
            input=fields.get("input", str),
            output=fields.get("output", str),
            sample=fields.get("sample", bool, False),
            note=str(fields.get("note", str, "")).strip(),
            file=path,
        ))
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
                raise JudgeError(f"{path}: case name {case.name!r} is already used in {seen[case.name]}")
            seen[case.name] = path
            cases.append(case)
    return cases


def statement(problem: Problem) -> str:
    """The statement's Markdown text."""
    try:
        return problem.statement_path.read_text(encoding="utf-8")
    except OSError as exc:
        raise JudgeError(f"{problem.statement_path}: cannot read: {exc.strerror or exc}") from None


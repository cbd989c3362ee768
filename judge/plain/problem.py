"""A plain folder of tests as a problem (`PlainProblem`), with its optional problem.yaml.

problem.yaml (every key optional):

    name: A + B            # the title; else the folder's name
    time_limit: 1          # seconds of CPU time per test
    memory_limit: 256      # MiB
    checker: exact         # exact (lines, trailing white space ignored; PE when only the
                           # layout differs), tokens, or float
    float_tolerance: 1e-6  # float's absolute and relative tolerance

Without a time limit judge assumes one and says so (`DEFAULT_TIME_LIMIT`); without a memory
limit, `DEFAULT_MEMORY_LIMIT`, with a warning.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from judge.documents import read_yaml
from judge.errors import JudgeError
from judge.judging.checkers import Checker, builtin
from judge.judging.problem import Case, CaseChecker, CaseFile, Grading
from judge.plain.pairs import find_pairs
from judge.run.languages.language import Language
from judge.run.limits import Limits, MiB

if TYPE_CHECKING:  # a session is given, never made here
    from judge.run.isolation.session import Isolation

SETTINGS = "problem.yaml"
DEFAULT_TIME_LIMIT = 1.0  # seconds: what most online judges give a problem that says nothing
DEFAULT_MEMORY_LIMIT = 256.0  # MiB
YAML_LIMIT = 64 * 1024  # bytes: a settings file of a few lines
# The checkers a plain problem may name -> judge's checker and what it does, as `show` says.
CHECKERS = {
    "exact": ("hdu", "lines compared exactly, trailing white space ignored; PE on layout"),
    "tokens": ("tokens", "tokens compared, white space insignificant"),
    "float": ("float", "tokens compared, numbers within the tolerance"),
}
KEYS = ("name", "time_limit", "memory_limit", "checker", "float_tolerance")


@dataclass(frozen=True)
class Settings:
    """What problem.yaml says (None: it does not say)."""

    name: str | None = None
    time_limit: float | None = None
    memory_limit: float | None = None
    checker: str = "exact"
    float_tolerance: float = 1e-6


def _number(data: dict[str, Any], key: str, path: Path) -> float | None:
    value = data.get(key)
    if value is None:
        return None
    if isinstance(value, str):  # YAML reads `1e-3` (no dot) as text
        try:
            value = float(value)
        except ValueError:
            pass
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0:
        raise JudgeError(f"{path}: {key} must be a positive number, got {value!r}")
    return float(value)


def read_settings(folder: Path) -> Settings:
    """The folder's problem.yaml, checked (no such file: the defaults)."""
    path = folder / SETTINGS
    if not path.is_file():
        return Settings()
    data = read_yaml(path, limit=YAML_LIMIT) or {}
    if not isinstance(data, dict):
        raise JudgeError(f"{path}: must be a mapping of {', '.join(KEYS)}")
    unknown = sorted(str(key) for key in data if key not in KEYS)
    if unknown:
        raise JudgeError(f"{path}: unknown key {unknown[0]!r} (known: {', '.join(KEYS)})")
    checker = data.get("checker", "exact")
    if checker not in CHECKERS:
        raise JudgeError(f"{path}: checker must be one of {', '.join(CHECKERS)}, got {checker!r}")
    name = data.get("name")
    if name is not None and not isinstance(name, str):
        raise JudgeError(f"{path}: name must be text, got {name!r}")
    return Settings(
        name=name,
        time_limit=_number(data, "time_limit", path),
        memory_limit=_number(data, "memory_limit", path),
        checker=checker,
        float_tolerance=_number(data, "float_tolerance", path) or 1e-6,
    )


@dataclass(frozen=True)
class PlainProblem:
    """A folder of test pairs as a problem (`AnyProblem`): judged by one of judge's own
    checkers; no statement, no reference."""

    id: str
    path: Path
    title: str
    settings: Settings
    time_limit: float | None
    time_limit_from: str  # problem.yaml, --time-limit, or the assumed default
    format_name: ClassVar[str] = "plain"

    # ------------------------------------------------ what the commands ask (judge.formats)

    @property
    def memory_limit(self) -> float:
        """problem.yaml's, else the default."""
        return self.settings.memory_limit or DEFAULT_MEMORY_LIMIT

    @property
    def warnings(self) -> tuple[str, ...]:
        """The memory limit, when it is assumed."""
        if self.settings.memory_limit is not None:
            return ()
        return (
            f"no memory limit given: {DEFAULT_MEMORY_LIMIT:g} MiB assumed ({SETTINGS}'s memory_limit)",
        )

    scoring: ClassVar[bool] = False
    tests_split: ClassVar[None] = None
    input_end: ClassVar[None] = None
    problem_set: ClassVar[None] = None

    @property
    def own_folders(self) -> tuple[Path, ...]:
        """None: a plain folder holds no programs of its own."""
        return ()

    def title_in(self, lang: str) -> str:
        """Its one title, in every language."""
        return self.title

    def with_time_limit(self, seconds: float, source: str) -> PlainProblem:
        """The problem judged with `seconds` per test."""
        return replace(self, time_limit=seconds, time_limit_from=source)

    def with_python(self, lid: str) -> PlainProblem:
        """The same problem: its Python is whatever the solution is run in."""
        return self

    def check_judgeable(self) -> None:
        """Nothing to refuse: every plain problem is judged the same way."""

    # ------------------------------------------------ what judging asks (judge.judging)

    @property
    def root(self) -> Path:
        """The folder above it: paths are shown relative to it."""
        return self.path.parent

    @property
    def limits(self) -> Limits:
        """Its limits; a JudgeError while it has no time limit."""
        if self.time_limit is None:
            raise JudgeError(
                f"{self.path}: no time limit (give --time-limit or {SETTINGS}'s time_limit)"
            )
        return Limits(time=self.time_limit, memory=int(self.memory_limit * MiB))

    def limits_for(self, language: Language) -> Limits:
        """The same for every language."""
        return self.limits

    dialect: ClassVar[None] = None
    file_io: ClassVar[None] = None  # the standard streams

    @property
    def python(self) -> str:
        """CPython."""
        return "python3"

    def cases(self) -> list[Case]:
        """Every pair, in natural order, read when judged."""
        return [
            Case(pair.name, CaseFile(pair.input), CaseFile(pair.answer), file=pair.input)
            for pair in find_pairs(self.path)
        ]

    def checker(self) -> Checker:
        """The checker problem.yaml names, with its tolerance."""
        name = CHECKERS[self.settings.checker][0]
        tolerance = self.settings.float_tolerance
        return builtin(name, {"abs": tolerance, "rel": tolerance} if name == "float" else {})

    def output_checker(
        self, cache_dir: Path, args: tuple[str, ...] = (), *, isolation: Isolation | None = None
    ) -> CaseChecker:
        """`checker`: no program to build (nor to isolate)."""
        return self.checker()

    def reference(self, cache_dir: Path) -> Path:
        """None: a plain folder has no solution of its own."""
        raise JudgeError(f"{self.path}: plain test data has no reference solution: give a SOLUTION")

    def grading(
        self, cases: Sequence[Case], cache_dir: Path, *, isolation: Isolation | None = None
    ) -> Grading | None:
        """None: the first failing test decides."""
        return None

    def lay_out(self, source: Path, language: Language, cache_dir: Path) -> None:
        """None: plain test data includes no files with its solutions."""
        return None


def load_plain(folder: Path) -> PlainProblem:
    """The plain problem in `folder`: its settings read and its tests paired (plain errors
    naming the file)."""
    folder = folder.resolve()
    settings = read_settings(folder)
    find_pairs(folder)  # an unpaired file is refused now, not at the first run
    return PlainProblem(
        id=folder.name,
        path=folder,
        title=settings.name or folder.name,
        settings=settings,
        time_limit=settings.time_limit,
        time_limit_from=SETTINGS if settings.time_limit is not None else "",
    )

"""Plain test data (judge.plain): a folder or zip of input and answer files paired by name
(HUSTOJ, Hydro and Luogu export a problem's data so), with an optional problem.yaml of limits
and checker; this module is its door (`ProblemFormat`).

It claims a folder (or zip) only where it holds at least one pair and no `data/` folder (a
Kattis package's, which may also have a problem.yaml): the registry asks it after the formats
whose marker files it would otherwise shadow.
"""

from __future__ import annotations

import hashlib
import shutil
from collections.abc import Sequence
from pathlib import Path

from judge.archives import is_zip, member_names, unpack, unpacked
from judge.errors import JudgeError
from judge.formats.protocol import (
    AnyProblem,
    ProblemFormat,
    Progress,
    Tools,
    Verified,
    VerifyRequest,
)
from judge.kattis.export import zip_folder
from judge.kattis.fingerprint import package_files
from judge.package_tree import check_tree
from judge.plain.export import ExportedTest, PackageInfo, package_name, write_package
from judge.plain.pairs import find_pairs, has_pairs, names_have_pairs
from judge.plain.problem import (
    CHECKERS,
    DEFAULT_TIME_LIMIT,
    SETTINGS,
    PlainProblem,
    load_plain,
)
from judge.problemset.problem import Problem


class PlainFormat:
    """Plain test data (`ProblemFormat`)."""

    name = "plain"

    def claims(self, path: Path) -> bool:
        """A folder (or zip) with at least one pair and no data/ folder (names only)."""
        if path.is_dir():
            return not (path / "data").is_dir() and has_pairs(path)
        if not is_zip(path) or not path.is_file():
            return False
        names = member_names(path)
        return not any(n == "data/" or "/data/" in f"/{n}" for n in names) and names_have_pairs(
            names
        )

    def missing(self, path: Path) -> str:
        """The pairs it looks for."""
        return f"{path}: no test pairs (N.in with N.out or N.ans, or input/ and output/)"

    def load(self, path: Path, cache_dir: Path) -> AnyProblem:
        """The folder's tests; a zip unpacked once in the cache."""
        return load_plain(_folder(path, cache_dir))

    def install(self, path: Path, target: Path) -> None:
        """The folder copied, a zip unpacked."""
        if path.is_file():
            _unpack(path, target)
            return
        check_tree(path)
        try:
            shutil.copytree(path, target, symlinks=False)
        except (OSError, shutil.Error) as exc:
            raise JudgeError(f"{path}: cannot copy the tests: {exc}") from None

    def statement_markdown(self, problem: AnyProblem, lang: str) -> str:
        """None: plain data has no statement; the pages say so."""
        return "*This problem has no statement: it is plain test data.*\n"

    def shows_samples(self, problem: AnyProblem) -> bool:
        """Never: nothing is a sample."""
        return False

    def case_count(self, problem: AnyProblem) -> int:
        """Its pairs."""
        return len(find_pairs(problem.path))

    def data_files(self, problem: AnyProblem) -> list[Path]:
        """Every file of the folder."""
        return package_files(problem.path)

    def data_hash(self, problem: AnyProblem) -> str:
        """The files' paths and bytes, and the time limit judged with."""
        digest = hashlib.sha256()
        for path in self.data_files(problem):
            digest.update(path.relative_to(problem.path).as_posix().encode() + b"\0")
            digest.update(path.read_bytes() + b"\0")
        digest.update(f"time limit {problem.time_limit!r}".encode())
        return digest.hexdigest()

    def time_limit(self, problem: AnyProblem, tools: Tools) -> tuple[AnyProblem, str]:
        """Its own, else the default, said."""
        if problem.time_limit is not None:
            return problem, ""
        return (
            problem.with_time_limit(DEFAULT_TIME_LIMIT, "assumed"),
            f"{problem.id}: no time limit given: {DEFAULT_TIME_LIMIT:g} s assumed "
            f"(--time-limit, or {SETTINGS}'s time_limit)",
        )

    def show(self, problem: AnyProblem, lang: str, tools: Tools) -> str:
        """Its limits, checker and tests; that it has no statement."""
        plain = _plain(problem)
        time = (
            f"{plain.time_limit:g} s ({plain.time_limit_from})"
            if plain.time_limit is not None
            else f"none given ({DEFAULT_TIME_LIMIT:g} s assumed when judged)"
        )
        memory = f"{plain.memory_limit:g} MiB" + (
            "" if plain.settings.memory_limit else " (assumed: none given)"
        )
        checker = plain.settings.checker
        if checker == "float":
            checker += f" (tolerance {plain.settings.float_tolerance:g})"
        pairs = find_pairs(plain.path)
        return "\n".join(
            [
                f"{plain.id}: {plain.title}",
                "format: plain test data",
                f"time limit: {time}",
                f"memory limit: {memory}",
                f"checker: {checker}: {CHECKERS[plain.settings.checker][1]}",
                f"tests: {len(pairs)} ({pairs[0].name} to {pairs[-1].name})",
                "",
                "No statement: plain test data holds only the tests.",
            ]
        )

    def solution_source(self, problem: AnyProblem, language: str) -> str:
        """None: plain data has no solution."""
        raise JudgeError(f"{problem.path}: plain test data has no reference solution to show")

    def export(self, problem: AnyProblem, out: Path, version: str | None) -> Path:
        """A legacy Kattis package: the tests as secret data, the checker as the default
        validator's flags."""
        plain = _plain(problem)
        if version not in (None, "legacy"):
            raise JudgeError(
                f"plain test data exports as a legacy Kattis package (drop --format {version})"
            )
        flags: tuple[str, ...] = ()
        if plain.settings.checker == "exact":
            # As judge's own exports map it: the default validator, case-sensitive (it has no
            # presentation error; line ends and trailing spaces it ignores, as `exact` does).
            flags = ("case_sensitive",)
        elif plain.settings.checker == "float":
            tol = repr(plain.settings.float_tolerance)
            flags = ("float_absolute_tolerance", tol, "float_relative_tolerance", tol)
        info = PackageInfo(
            name=package_name(plain.id),
            title=plain.title,
            time_limit=plain.time_limit or DEFAULT_TIME_LIMIT,
            memory_limit=plain.memory_limit,
            flags=flags,
        )
        tests = [ExportedTest(p.name, p.input, p.answer) for p in find_pairs(plain.path)]
        return write_package(info, tests, out)

    def export_zip(self, problem: AnyProblem, folder: Path) -> Path:
        """The exported folder zipped."""
        return zip_folder(folder)

    def verify(self, problems: Sequence[AnyProblem], request: VerifyRequest) -> Verified:
        """What plain data allows checking: every test paired and readable as text, each
        input ending with a line end; there is no reference to check the answers with."""
        lines, status = [], 0
        for problem in problems:
            found, failed = _check(_plain(problem))
            lines += found
            status = max(status, 1 if failed else 0)
        return Verified("\n".join(lines), status)

    def input_rejection(self, problem: AnyProblem, text: str, cache_dir: Path) -> str:
        """Nothing to check an input with: plain data brings no validator."""
        return ""

    def stress_refusal(self, problem: AnyProblem) -> str:
        """Always: plain data has no generator, validator or reference."""
        return f"{problem.id}: stress needs a generator, a validator and a reference; plain test data has none"

    def for_stress(self, problem: AnyProblem) -> Problem:
        """Refused (`stress_refusal`)."""
        raise JudgeError(self.stress_refusal(problem))

    def telling(self, problem: AnyProblem, progress: Progress) -> AnyProblem:
        """Itself: its cases are files."""
        return problem


def _check(problem: PlainProblem) -> tuple[list[str], bool]:
    lines = [f"{problem.id}: plain test data"]
    failed = False
    cases = problem.cases()
    for case in cases:
        try:
            text = case.input
            case.output  # noqa: B018 (read: it must be text within the bound)
        except JudgeError as exc:
            lines.append(f"  FAIL {case.name}: {exc}")
            failed = True
            continue
        if text and not text.endswith("\n"):
            lines.append(f"  note {case.name}: its input does not end with a line end")
    lines.append(
        f"  {'FAIL' if failed else 'OK'}: {len(cases)} test(s) paired"
        + ("" if failed else " and read as text")
    )
    lines.append("  not checked: the answers (no reference solution), the inputs (no validator)")
    return lines, failed


def _folder(path: Path, cache_dir: Path) -> Path:
    if path.is_dir():
        return path
    return unpacked(path, cache_dir, markers=_zip_markers(path), what="plain test data")


def _zip_markers(path: Path) -> tuple[str, ...]:
    """A file of the zip that marks where its tests are: its first input (at the root or in
    one folder there: `unpack` finds it in either)."""
    names = [n for n in member_names(path) if not n.endswith("/")]
    for name in names:
        parts = Path(name).parts
        if parts[-1].endswith(".in") or (len(parts) > 1 and parts[-2] == "input"):
            tail = parts[-2:] if parts[-2:-1] == ("input",) else parts[-1:]
            return (Path(*tail).as_posix(),)
    return ("1.in",)  # none: `unpack` says the zip holds no tests


def _unpack(path: Path, target: Path) -> None:
    unpack(path, target, markers=_zip_markers(path), what="plain test data")


def _plain(problem: AnyProblem) -> PlainProblem:
    """`problem`, which the registry gave this format: plain data."""
    assert isinstance(problem, PlainProblem), problem.format_name
    return problem


FORMAT: ProblemFormat = PlainFormat()

"""A problem's C++ reference (problems/<id>/solution.cpp): the one for judges without Python.

HDU and POJ take no Python, so every problem also has a C++98 reference ready to paste there.
`prepare` checks what can be checked without running it: the dialect lint is clean, strict
C++98 g++ compiles it silently (`languages.table.STRICT_FLAGS`), and so does the MinGW
cross-compiler where it is installed (the closest local stand-in for the Windows judges). A
problem from any other judge (Codeforces, Luogu, ...) has its C++ reference in modern C++
instead: strict C++11 g++ compiles it silently (`languages.table.MODERN_STRICT_FLAGS`), and the
lint and MinGW, which are about HDU's and POJ's old compilers, do not apply. `judge verify`
then runs it like the Python reference: on every case, and against the brute force.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass, field
from pathlib import Path

from judge.problemset.problem import Problem
from judge.run.languages.dialects import MODERN_STRICT_FLAGS, STRICT_FLAGS
from judge.run.languages.lint_cpp import DIALECTS, ERROR, MINGW_COMPILER, lint
from judge.run.program import CompileError, Program, check_compiles, from_file

FILE = "solution.cpp"
TIME_FRACTION = 10  # the C++ reference's slowest case must fit this many times in the limit


def reference_path(problem: Problem) -> Path:
    """problems/<id>/solution.cpp."""
    return problem.path / FILE


@dataclass
class Prepared:
    """The C++ reference compiled (None when absent or not compiling), what is wrong with it,
    and notes on what could not be checked here."""

    program: Program | None = None
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def exists(self) -> bool:
        return self.program is not None or bool(self.problems)


def old_judge(problem: Problem) -> bool:
    """Whether the problem's judge is HDU or POJ, whose C++ is C++98 on old compilers (not
    where its solutions compile as modern C++: `dialect: none`)."""
    return problem.dialect is not None and problem.source.judge.lower() in DIALECTS


def prepare(problem: Problem, cache_dir: Path) -> Prepared:
    """Lint and compile the C++ reference, if the problem has one."""
    path = reference_path(problem)
    prepared = Prepared()
    if not path.is_file():
        return prepared
    shown = str(path.relative_to(problem.root))
    if not old_judge(problem):
        try:
            prepared.program = from_file(path, cache_dir, display=shown, dialect="strict-modern")
        except CompileError as exc:
            prepared.problems.append(
                f"{shown}: does not compile with g++ {' '.join(MODERN_STRICT_FLAGS)}:\n{exc}"
            )
        return prepared
    source = path.read_text(encoding="utf-8", errors="replace")
    for finding in lint(source):
        if finding.severity == ERROR:
            prepared.problems.append(f"{shown}:{finding.line}: lint: {finding.message}")
    try:
        prepared.program = from_file(path, cache_dir, display=shown, dialect="strict")
    except CompileError as exc:
        prepared.problems.append(
            f"{shown}: does not compile with g++ {' '.join(STRICT_FLAGS)}:\n{exc}"
        )
    mingw = shutil.which(MINGW_COMPILER)
    if mingw is None:
        prepared.notes.append(
            f"{MINGW_COMPILER} is not installed (Debian: g++-mingw-w64-i686): "
            "not compiled for the Windows judges"
        )
    else:
        try:
            messages = check_compiles(mingw, list(STRICT_FLAGS), path, cache_dir)
        except CompileError as exc:
            messages = str(exc) or "failed"
        if messages:
            prepared.problems.append(
                f"{shown}: {MINGW_COMPILER} {' '.join(STRICT_FLAGS)}:\n{messages}"
            )
    return prepared

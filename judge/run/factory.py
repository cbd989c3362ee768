"""Opening the Runner for a program: fresh or warm, plain or isolated."""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from judge.run.execution.fresh import FreshRunner
from judge.run.file_io import FileIO
from judge.run.helper.sandbox import helper_path
from judge.run.program import Program
from judge.run.runner import Runner, RunnerFactory
from judge.run.staging import StagedRunner, Staging

if TYPE_CHECKING:  # a session is given, never made here
    from judge.run.isolation.session import Isolation


def open_runner(
    program: Program,
    cache_dir: Path,
    warm: bool = False,
    isolation: Isolation | None = None,
    on_fallback: Callable[[str], None] | None = None,
    files: FileIO | None = None,
) -> AbstractContextManager[Runner]:
    """A Runner for `program` for the length of a `with` block: isolated in `isolation` when
    given (the program's sandbox built once, each case run in it from a clean state), else
    plain; a warm interpreter for a Python program when asked (other languages have no
    interpreter to keep warm), else a fresh process per run. An isolated runner that cannot
    keep a warm interpreter runs fresh and tells `on_fallback` why. With `files` (a problem
    whose solutions read and write files), every mode runs them so (judge.run.file_io). A
    case's own arguments and files (judge.run.staging) are run by a fresh runner of their own,
    in the same mode, opened the first time such a case runs."""

    def opener(staging: Staging) -> AbstractContextManager[Runner]:
        given = replace(files or FileIO(), given=staging.files) if staging.files else files
        return _open(program.with_args(staging.args), cache_dir, False, isolation, None, given)

    base = _open(program, cache_dir, warm, isolation, on_fallback, files)
    return StagedRunner(base, opener, program)


def _open(
    program: Program,
    cache_dir: Path,
    warm: bool,
    isolation: Isolation | None,
    on_fallback: Callable[[str], None] | None,
    files: FileIO | None,
) -> AbstractContextManager[Runner]:
    if isolation is not None:
        # Late: only isolated judging runs in boxes; a plain `judge run` loads none of the
        # isolation modules (tests/test_imports.py, LATE_IMPORTS).
        from judge.run.isolation.isolated_runner import IsolatedRunner

        return IsolatedRunner(program, isolation, warm, on_fallback, files)
    if warm and program.warmable:
        # Late: only --warm keeps an interpreter (its module and sockets: 14 M instructions of
        # a plain `judge run`'s 585 M; tests/test_imports.py, LATE_IMPORTS).
        from judge.run.execution.warm_pool import warm_runner

        return warm_runner(program, cache_dir, files)
    return FreshRunner(program, helper_path(cache_dir), files=files)


def runner_factory(
    cache_dir: Path, warm: bool = False, files: FileIO | None = None
) -> RunnerFactory:
    """`open_runner` for `cache_dir`, as a factory: warm interpreters for Python programs (one
    per thread running at the same moment, so their CPU times exclude interpreter start-up)
    when `warm`, else fresh processes; on `files` when given (a problem's file I/O)."""
    return lambda program: open_runner(program, cache_dir, warm, files=files)

"""The one place where an ID argument becomes a problem: one of the set's, or a Kattis problem
package folder or zip (judge.kattis).

judge.kattis is imported only when the argument names a package: `judge run ID` on one of our
own problems never loads it (DESIGN.md, Start-up; tests/test_imports.py checks)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Union

import click

from judge.cachedir import default_cache_dir
from judge.cli.common import root_of
from judge.documents import read_yaml
from judge.errors import JudgeError
from judge.problemset.problem import Problem, load_problem

if TYPE_CHECKING:
    from judge.kattis.package import KattisProblem

AnyProblem = Union[Problem, "KattisProblem"]
"""A problem a command works on: one of the set's, or a Kattis problem package."""


def resolve_problem(ctx: click.Context, argument: str) -> AnyProblem:
    """The problem an ID argument names: one of the set's problems, or a Kattis problem package
    when the argument is a path to a package folder or zip (unpacked in the cache)."""
    path = Path(argument)
    if path.is_file() and _is_package_zip(path):
        return _package(path)
    as_path = os.sep in argument or argument in (".", "..") or path.is_dir()
    if as_path and path.is_dir() and (path / "problem.yaml").is_file():
        folder = path.resolve()
        own_root = folder.parent.parent
        if folder.parent.name == "problems" and _is_own_problem(folder):
            return load_problem(own_root, folder.name)  # one of our own, given by its path
        return _package(folder)
    if os.sep in argument and path.is_dir():
        raise JudgeError(f"{path / 'problem.yaml'}: missing (a Kattis package has one)")
    if as_path and not path.is_dir() and os.sep in argument:
        raise JudgeError(
            f"{argument}: no such folder (give a problem ID, or a Kattis package folder or zip)"
        )
    return load_problem(root_of(ctx), argument)


def _is_package_zip(path: Path) -> bool:
    """Whether the file `path` is named as a package zip."""
    # Late: only a file argument, never one of our problem IDs, needs judge.kattis.
    from judge.kattis.archive import is_zip

    return is_zip(path)


def _package(path: Path) -> KattisProblem:
    """The Kattis package in folder or zip `path` (a zip unpacked in the cache)."""
    # Late: only a package argument needs judge.kattis (see the module's docstring).
    from judge.kattis.archive import is_zip, unpacked
    from judge.kattis.package import load_package

    return load_package(unpacked(path, default_cache_dir()) if is_zip(path) else path)


def _is_own_problem(folder: Path) -> bool:
    """Whether folder/problem.yaml is in judge's own format (it has a title), not Kattis'."""
    data = read_yaml(folder / "problem.yaml", cache_dir=default_cache_dir())
    return isinstance(data, dict) and "title" in data and "game" in data

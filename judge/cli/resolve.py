"""The one place where an ID argument becomes a problem: one of the set's, or a Kattis problem
package folder or zip (judge.kattis)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Union

import click

from judge.cachedir import default_cache_dir
from judge.cli.common import root_of
from judge.documents import read_yaml
from judge.errors import JudgeError
from judge.kattis.archive import is_zip, unpacked
from judge.kattis.package import KattisProblem, load_package
from judge.problemset.problem import Problem, load_problem

AnyProblem = Union[Problem, KattisProblem]
"""A problem a command works on: one of the set's, or a Kattis problem package."""


def resolve_problem(ctx: click.Context, argument: str) -> AnyProblem:
    """The problem an ID argument names: one of the set's problems, or a Kattis problem package
    when the argument is a path to a package folder or zip (unpacked in the cache)."""
    path = Path(argument)
    if is_zip(path) and path.is_file():
        return load_package(unpacked(path, default_cache_dir()))
    as_path = os.sep in argument or argument in (".", "..") or path.is_dir()
    if as_path and path.is_dir() and (path / "problem.yaml").is_file():
        folder = path.resolve()
        own_root = folder.parent.parent
        if folder.parent.name == "problems" and _is_own_problem(folder):
            return load_problem(own_root, folder.name)  # one of our own, given by its path
        return load_package(folder)
    if os.sep in argument and path.is_dir():
        raise JudgeError(f"{path / 'problem.yaml'}: missing (a Kattis package has one)")
    if as_path and not path.is_dir() and os.sep in argument:
        raise JudgeError(
            f"{argument}: no such folder (give a problem ID, or a Kattis package folder or zip)"
        )
    return load_problem(root_of(ctx), argument)


def _is_own_problem(folder: Path) -> bool:
    """Whether folder/problem.yaml is in judge's own format (it has a title), not Kattis'."""
    data = read_yaml(folder / "problem.yaml")
    return isinstance(data, dict) and "title" in data and "game" in data

"""What several commands share: the problem set's root, lists of problem ids, the one place
where an argument becomes a problem, core counts."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Union

import click

from judge.documents import read_yaml
from judge.errors import JudgeError
from judge.kattis.package import KattisProblem, load_package
from judge.problemset.layout import find_root, problem_ids
from judge.problemset.problem import Problem, load_problem

AnyProblem = Union[Problem, KattisProblem]
"""A problem a command works on: one of the set's, or a Kattis problem package."""


def root_of(ctx: click.Context) -> Path:
    """The folder holding problems/, from --root / JUDGE_ROOT or the current folder upwards."""
    return find_root(ctx.find_root().obj)


def problem_list(
    ctx: click.Context, ids: tuple[str, ...], all_problems: bool
) -> tuple[Path, list[str]]:
    """The root and the problem ids a command works on: the ids given, or every one (--all)."""
    if all_problems and ids:
        raise click.UsageError("give problem IDs or --all, not both")
    if not all_problems and not ids:
        raise click.UsageError("give a problem ID (see `judge list`) or --all")
    root = root_of(ctx)
    return root, problem_ids(root) if all_problems else list(ids)


def resolve_problem(ctx: click.Context, argument: str) -> AnyProblem:
    """The problem an ID argument names: one of the set's problems, or a Kattis problem package
    when the argument is a path to a package folder (judge.kattis). The one place where an
    argument becomes a problem."""
    path = Path(argument)
    as_path = os.sep in argument or argument in (".", "..") or path.is_dir()
    if as_path and path.is_dir() and (path / "problem.yaml").is_file():
        folder = path.resolve()
        own_root = folder.parent.parent
        if folder.parent.name == "problems" and _is_own_problem(folder):
            return load_problem(own_root, folder.name)  # one of our own, given by its path
        return load_package(folder)
    if as_path and not path.is_dir() and os.sep in argument:
        raise JudgeError(
            f"{argument}: no such folder (give a problem ID or a Kattis package folder)"
        )
    return load_problem(root_of(ctx), argument)


def _is_own_problem(folder: Path) -> bool:
    """Whether folder/problem.yaml is in judge's own format (it has a title), not Kattis'."""
    data = read_yaml(folder / "problem.yaml")
    return isinstance(data, dict) and "title" in data and "game" in data


def all_cores() -> int:
    """Every core: for untimed work (generating, stress testing, brute-force comparisons)."""
    return os.cpu_count() or 1

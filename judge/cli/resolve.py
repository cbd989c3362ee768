"""The one place where a command's ID argument becomes a problem: one of the set's by its id, or
the problem at a path, whatever its format (judge.formats.registry says which format reads it).

A format's modules load only when a path needs them: `judge run ID` on one of our own problems
never loads judge.kattis (DESIGN.md, Start-up; tests/test_imports.py checks)."""

from __future__ import annotations

import click

from judge.cachedir import default_cache_dir
from judge.cli.common import root_of
from judge.formats.protocol import AnyProblem
from judge.formats.registry import argument_path, problem_at
from judge.problemset.problem import load_problem


def resolve_problem(ctx: click.Context, argument: str) -> AnyProblem:
    """The problem an ID argument names: one of the set's problems, or the problem at a path
    (a folder or an archive, unpacked in the cache)."""
    path = argument_path(argument)
    if path is None:
        return load_problem(root_of(ctx), argument)
    return problem_at(path, default_cache_dir())

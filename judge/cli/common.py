"""What several commands share: the problem set's root, lists of problem ids."""

from __future__ import annotations

from pathlib import Path

import click

from judge.cli import interface
from judge.i18n import N_
from judge.problemset.layout import find_root, problem_ids


def root_of(ctx: click.Context) -> Path:
    """The folder holding problems/, from --root / JUDGE_ROOT or the current folder upwards,
    else the set that came with judge (judge.problemset.layout.find_root)."""
    return find_root(interface(ctx).root)


def problem_list(
    ctx: click.Context, ids: tuple[str, ...], all_problems: bool
) -> tuple[Path, list[str]]:
    """The root and the problem ids a command works on: the ids given, or every one (--all)."""
    if all_problems and ids:
        raise click.UsageError(N_("give problem IDs or --all, not both"))
    if not all_problems and not ids:
        raise click.UsageError(N_("give a problem ID (see `judge list`) or --all"))
    root = root_of(ctx)
    return root, problem_ids(root) if all_problems else list(ids)

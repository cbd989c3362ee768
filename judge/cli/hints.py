"""`judge hint` and `judge editorial`: a problem's help, a little at a time, noted in the
learner's record (judge.catalog.record) so that `judge list` shows how much was taken."""

from __future__ import annotations

import os
import sys

import click

from judge.catalog.hints import editorial_of, editorial_path, hints_of, hints_path
from judge.catalog.record import default_data_dir, note_help, read_record
from judge.catalog.show import locale_lang
from judge.cli import main
from judge.cli.common import root_of
from judge.errors import JudgeError
from judge.problemset.problem import load_problem

_LANG = click.option(
    "--lang",
    type=click.Choice(["en", "zh"]),
    default=None,
    help="Language (default: zh when the locale is Chinese, else en).",
)


def _on_terminal() -> bool:
    """Whether a person can answer the editorial's question (stdin is a terminal)."""
    return sys.stdin.isatty()


def _warn(warnings: list[str]) -> None:
    for said in warnings:
        click.echo(f"judge: warning: {said}", err=True)


@main.command()
@click.argument("problem_id", metavar="ID")
@click.option("--again", is_flag=True, help="Show the hints taken so far, and no new one.")
@_LANG
@click.pass_context
def hint(ctx: click.Context, problem_id: str, again: bool, lang: str | None) -> None:
    """Give the problem's next hint (the first, then the second, ...), each a little nearer
    the answer; how many you took is kept in your record and shown by judge list."""
    root = root_of(ctx)
    problem = load_problem(root, problem_id)
    hints = hints_of(problem, lang or locale_lang(os.environ))
    if not hints:
        raise JudgeError(f"{problem_id} has no hints ({hints_path(problem)} is missing)")
    record = read_record(default_data_dir(), root)
    _warn([record.warning] if record.warning else [])
    entry = record.entries.get(problem_id)
    taken = min(entry.hints if entry else 0, len(hints))
    if again:
        if not taken:
            click.echo(f"no hint of {problem_id} taken yet: `judge hint {problem_id}` gives one")
        for number in range(1, taken + 1):
            click.echo(f"Hint {number} of {len(hints)}: {hints[number - 1]}")
        return
    if taken == len(hints):
        click.echo(
            f"all {len(hints)} hints of {problem_id} taken: `judge hint {problem_id} --again` "
            f"shows them, `judge editorial {problem_id}` gives the whole solution"
        )
        return
    click.echo(f"Hint {taken + 1} of {len(hints)}: {hints[taken]}")
    _warn(note_help(default_data_dir(), root, problem_id, hints=taken + 1))


@main.command()
@click.argument("problem_id", metavar="ID")
@click.option("--yes", is_flag=True, help="Show it without asking (for scripts).")
@_LANG
@click.pass_context
def editorial(ctx: click.Context, problem_id: str, yes: bool, lang: str | None) -> None:
    """Show the problem's editorial: the whole solution, its proof and the classic mistakes.
    Asks first (once: not again after you have seen it); noted in your record."""
    root = root_of(ctx)
    problem = load_problem(root, problem_id)
    text = editorial_of(problem, lang or locale_lang(os.environ))
    if text is None:
        raise JudgeError(f"{problem_id} has no editorial ({editorial_path(problem)} is missing)")
    record = read_record(default_data_dir(), root)
    _warn([record.warning] if record.warning else [])
    entry = record.entries.get(problem_id)
    if not yes and not (entry and entry.editorial):
        if not _on_terminal():
            raise click.UsageError(
                "the editorial gives the whole solution, so judge asks before showing it; "
                "not on a terminal, give --yes"
            )
        if not click.confirm(
            f"The editorial of {problem_id} gives the whole solution. Show it?", default=False
        ):
            click.echo("not shown")
            return
    click.echo(text.rstrip())
    _warn(note_help(default_data_dir(), root, problem_id, editorial=True))

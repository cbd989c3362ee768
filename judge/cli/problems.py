"""`judge list` and `judge show`."""

from __future__ import annotations

import sys

import click

from judge.cachedir import default_cache_dir
from judge.catalog.listing import listing
from judge.catalog.record import default_data_dir, forget, record_file
from judge.cli import interface, language_catalogue, main
from judge.cli.common import root_of
from judge.cli.console import progress_line
from judge.cli.resolve import resolve_problem
from judge.formats.protocol import Tools
from judge.formats.registry import format_of
from judge.i18n import N_
from judge.parallel import all_cores
from judge.problemset.layout import shipped_note


@main.command("list")
@click.option("--todo", is_flag=True, help="Only the problems you have not solved yet.")
@click.option("--json", "as_json", is_flag=True, help="Print the problems and your record as JSON.")
@click.option(
    "--forget",
    "forget_record",
    is_flag=True,
    help="Clear your record of this problem set (what judge run noted you solved and tried).",
)
@click.pass_context
def list_command(ctx: click.Context, todo: bool, as_json: bool, forget_record: bool) -> None:
    """List the problems: id, title (and the other language's), game, source, limits, number
    of cases; marked where judge run saw you solve or try them (see docs/learner/record.md)."""
    root = root_of(ctx)
    tr = interface(ctx).tr
    if forget_record:
        if todo or as_json:
            raise click.UsageError(N_("--forget clears the record; give it alone"))
        count, warnings = forget(default_data_dir(), root)
        for said in warnings:
            click.echo(tr.gettext("judge: warning: {message}").format(message=said), err=True)
        where = record_file(default_data_dir())
        forgot = (
            tr.gettext("forgot {count} problem(s) of {root} ({where})")
            if count
            else tr.gettext("nothing recorded of {root} ({where})")
        )
        click.echo(forgot.format(count=count, root=root, where=where))
        return
    text, warning = listing(
        root,
        default_cache_dir(),
        default_data_dir(),
        sys.stdout,
        todo=todo,
        as_json=as_json,
        tr=tr,
    )
    note = shipped_note(root)
    if note:
        click.echo(f"judge: {note}", err=True)
    if warning:
        click.echo(tr.gettext("judge: warning: {message}").format(message=warning), err=True)
    click.echo(text)


@main.command()
@click.argument("problem_id", metavar="ID")
@click.option(
    "--solution",
    type=click.Choice(["py", "cpp"]),
    help="Print the reference solution instead, ready to paste into the online judge "
    "(cpp: C++98 for HDU and POJ, C++11 for the other judges).",
)
@click.option(
    "--lang",
    type=click.Choice(["en", "zh"]),
    default=None,
    help="The statement's language, and the header's (default: judge --lang's, else zh when "
    "the locale is Chinese, else en).",
)
@click.pass_context
def show(ctx: click.Context, problem_id: str, solution: str | None, lang: str | None) -> None:
    """Show a problem's statement, limits and samples, or its reference solution (ID: an id,
    or a problem's folder or archive: a Kattis package)."""
    problem = resolve_problem(ctx, problem_id)
    fmt = format_of(problem)
    if solution is not None:
        click.echo(fmt.solution_source(problem, solution), nl=False)
        return
    chosen = interface(ctx).lang
    if lang is not None and lang != chosen:
        language_catalogue(lang)  # says which extra brings it, where missing
        chosen = lang
    with progress_line() as progress:
        text = fmt.show(problem, chosen, Tools(default_cache_dir(), all_cores(), progress))
    click.echo(text)

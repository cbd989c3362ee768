"""`judge contest export` and `results`: what a contest leaves to keep, a CCS contest package
and the results table (CSV, or a printable page)."""

from __future__ import annotations

from pathlib import Path

import click

from judge.cli import interface
from judge.cli.contest import common, contest
from judge.cli.contest.opening import open_judged, open_looking
from judge.contest.ops.export import export_contest
from judge.contest.ops.results import results, results_csv
from judge.errors import JudgeError
from judge.i18n import N_


@contest.command("export")
@click.argument("name")
@click.argument("directory", type=click.Path(file_okay=False, path_type=Path))
@common.db_option
@click.pass_context
def export(ctx: click.Context, name: str, directory: Path, db_url: str | None) -> None:
    """Write contest NAME as a CCS contest package (2023-06) into DIRECTORY, with the Kattis
    packages of its problems that are packages (DIRECTORY/<id>/)."""
    with open_judged(ctx, name, db_url) as session:
        files = export_contest(session, directory)
    tr = interface(ctx).tr
    packages = [f for f in files if f.endswith("/")]
    written = [f for f in files if not f.endswith("/")]
    said = (
        tr.gettext("wrote {count} files into {directory}: {files}; packages {packages}")
        if packages
        else tr.gettext("wrote {count} files into {directory}: {files}")
    )
    click.echo(
        said.format(
            count=len(written),
            directory=directory,
            files=", ".join(f for f in written if "/" not in f),
            packages=", ".join(p.rstrip("/") for p in packages),
        )
    )


@contest.command("results")
@click.argument("name")
@click.option("--csv", "as_csv", is_flag=True, help="As CSV (the default).")
@click.option("--html", "as_html", is_flag=True, help="As a printable HTML page.")
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="FILE",
    help="Write to FILE rather than to the standard output.",
)
@click.option("--lang", type=click.Choice(["en", "zh"]), default="en", help="The page's language.")
@common.db_option
@click.pass_context
def results_cmd(
    ctx: click.Context,
    name: str,
    as_csv: bool,
    as_html: bool,
    output: Path | None,
    lang: str,
    db_url: str | None,
) -> None:
    """The results of contest NAME as they stand (the jury's view), to keep: rank, team,
    groups, solved, time and each problem's tries and minute, as CSV or a printable page."""
    if as_csv and as_html:
        raise click.UsageError(N_("give --csv or --html, not both"))
    with open_looking(ctx, name, db_url) as session:
        table = results(session)
    if as_html:
        from judge.web.render import render

        text = render("results_file.html", table=table, lang=lang)
    else:
        text = results_csv(table)
    if output is None:
        click.echo(text, nl=False)
        return
    try:
        output.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise JudgeError(f"{output}: cannot write: {exc.strerror or exc}") from None
    said = interface(ctx).tr.gettext("wrote the results of {name} to {file}")
    click.echo(said.format(name=name, file=common.shown(output)))

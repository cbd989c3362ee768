"""`judge get`: a problem of HDU, POJ or Codeforces brought home as a folder to judge."""

from __future__ import annotations

import gettext
from pathlib import Path

import click

from judge.cli import interface, main
from judge.online.get import Written, get_problem
from judge.online.sites import target_of_words


@main.command()
@click.argument("problem", nargs=-1, required=True, metavar="URL | JUDGE ID")
@click.option(
    "--to",
    "to",
    type=click.Path(path_type=Path),
    help="The folder to write (default: ./JUDGE_ID, such as ./hdu_1848).",
)
@click.option("--force", is_flag=True, help="Overwrite the folder's problem, if it exists.")
@click.option(
    "--site-url",
    metavar="URL",
    help="Fetch from this base URL instead of the judge's own: a mirror, or a test's "
    "replica. The folder still names the judge's own URL. Also JUDGE_HDU_URL, "
    "JUDGE_POJ_URL, JUDGE_CODEFORCES_URL.",
)
@click.option(
    "--page",
    "page_file",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Read the problem's page from this saved file instead of fetching it (a page "
    "a browser saved past a Cloudflare check).",
)
@click.option(
    "--dry-run", is_flag=True, help="Say what would be fetched and written; fetch nothing."
)
@click.pass_context
def get(
    ctx: click.Context,
    problem: tuple[str, ...],
    to: Path | None,
    force: bool,
    site_url: str | None,
    page_file: Path | None,
    dry_run: bool,
) -> None:
    """Bring a problem home from HDU, POJ or Codeforces: its statement, limits and samples
    as a folder judge runs (`judge run FOLDER mine.py`), judged on the samples only.
    The problem: its URL, or a judge and an id (hdu 1848, poj 2234, cf 1527B)."""
    tr = interface(ctx).tr
    target = target_of_words(problem)
    folder = to if to is not None else Path(target.folder_name)
    if dry_run:
        source = str(page_file) if page_file is not None else target.page_url(site_url)
        said = tr.gettext("would fetch {url} and write {folder}")
        click.echo(said.format(url=source, folder=folder))
        return
    written = get_problem(target, folder, force=force, site_url=site_url, page_file=page_file)
    click.echo(_summary(written, tr))


def _summary(written: Written, tr: gettext.NullTranslations) -> str:
    """What was written, its limits, that only the samples judge it, and the next command."""
    _ = tr.gettext
    page, target = written.page, written.target
    lines = [
        f"{target.label}: {page.title}",
        _("  time limit {time} s, memory limit {memory} MiB (C/C++)").format(
            time=f"{page.time_limit:g}", memory=page.memory_limit
        ),
        _("  {count} sample(s), the only data: an AC here is not an AC on {judge}").format(
            count=len(page.samples), judge=target.site.name
        ),
        _("wrote {folder}; judge a solution with: judge run {folder} FILE").format(
            folder=_shown(written.folder)
        ),
    ]
    return "\n".join(lines)


def _shown(folder: Path) -> str:
    """The folder as a command's argument: a bare name made a path (./hdu_1848), so that
    judge reads it as this folder, never as a problem of a set of that id."""
    text = str(folder)
    return text if "/" in text else f"./{text}"

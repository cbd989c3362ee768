"""`judge serve`: the contest server, a contest on the local network in a browser.

The command line loads this module only for `judge serve` (judge/cli/__init__.py), so the
server (Starlette, uvicorn, Jinja2, SQLAlchemy) costs no other command.
"""

from __future__ import annotations

from pathlib import Path

import click

from judge.cli import main
from judge.cli.common import root_of
from judge.contest.core.awards import Medals
from judge.contest.core.site import is_site
from judge.contest.core.submit_rate import SubmitRate
from judge.errors import JudgeError
from judge.web.serve import locate, prepare, run, serve_learner
from judge.web.site_serve import serve_site


@main.command("serve")
@click.argument("contest", metavar="[CONTEST]", required=False)
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help="Address to listen on: 0.0.0.0 for every network of this machine.",
)
@click.option(
    "--port",
    type=click.IntRange(0, 65535),
    default=8000,
    show_default=True,
    help="Port to listen on (0: any free port, printed).",
)
@click.option(
    "--judges",
    type=click.IntRange(min=0),
    default=None,
    help="Submissions judged at once, each in its own sandboxed processes (default: "
    "every core but one).",
)
@click.option(
    "--unsafe",
    is_flag=True,
    help="Judge without isolation when this machine cannot isolate runs: only on a "
    "machine used by you alone.",
)
@click.option(
    "--new-jury-password",
    is_flag=True,
    help="Give the jury account a new password (written to the contest folder).",
)
@click.option(
    "--access-log", is_flag=True, help="Log each request (address, method, path, status) to stderr."
)
@click.option(
    "--db",
    "db_url",
    metavar="URL",
    help="The contest's database: a PostgreSQL URL, when judge worker processes on "
    "other machines judge too. Default: where the contest's folder says "
    "(contest.db, or database.url after judge contest move).",
)
@click.option(
    "--medals",
    metavar="GOLD,SILVER,BRONZE",
    help="Award medals (the API's gold-medal, silver-medal and bronze-medal awards), e.g. "
    "4,4,4. Default: no medals.",
)
@click.option(
    "--submit-burst",
    type=click.IntRange(min=0),
    default=SubmitRate().burst,
    show_default=True,
    help="Submissions a team may make in a row before --submit-interval applies (0: no limit).",
)
@click.option(
    "--submit-interval",
    type=click.IntRange(min=0),
    default=SubmitRate().interval_s,
    show_default=True,
    metavar="SECONDS",
    help="Past the burst, a team waits this long between submissions (0: no limit).",
)
@click.pass_context
def serve(
    ctx: click.Context,
    contest: str | None,
    host: str,
    port: int,
    judges: int | None,
    unsafe: bool,
    new_jury_password: bool,
    access_log: bool,
    db_url: str | None,
    medals: str | None,
    submit_burst: int,
    submit_interval: int,
) -> None:
    """Serve CONTEST (a folder contests/NAME, or NAME; or a site's folder: every contest of
    the site, see judge site) to teams and the jury in a browser,
    with a live scoreboard and the CCS Contest API under /api. Without CONTEST: the
    learner's pages of the problem set (each game's table drawn, its pattern and proof,
    the game played), on this machine only, no accounts."""
    if contest is None:
        serve_learner(root_of(ctx), host, port, access_log, echo=lambda line: click.echo(line))
        return

    if is_site(Path(contest)):
        serve_site(Path(contest), host, port, judges, unsafe, echo=lambda line: click.echo(line))
        return
    root, name = locate(contest, lambda: root_of(ctx))
    try:
        awarded = None if medals is None else Medals.parse(medals)
    except JudgeError as exc:
        raise click.BadParameter(
            str(exc).removeprefix("--medals: "), param_hint="--medals"
        ) from None
    rate = SubmitRate(submit_burst, submit_interval) if submit_burst and submit_interval else None
    prepared = prepare(
        root,
        name,
        host,
        port,
        judges,
        unsafe,
        new_jury_password,
        db_url=db_url,
        medals=awarded,
        submit_rate=rate,
    )
    run(prepared, access_log=access_log, echo=lambda line: click.echo(line))

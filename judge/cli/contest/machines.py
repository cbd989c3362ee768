"""`judge contest move` and `queue`: a contest's database moved to PostgreSQL (for judging
machines) or back, and what the judging machines judge and what waits."""

from __future__ import annotations

import click

from judge.cli import interface
from judge.cli.common import root_of
from judge.cli.contest import common, contest
from judge.cli.contest.opening import open_looking
from judge.contest.core.text import queue_text
from judge.contest.ops.move import move_contest
from judge.contest.ops.views import queue_view


@contest.command("move")
@click.argument("name")
@click.option(
    "--to",
    "to",
    required=True,
    metavar="URL|sqlite",
    help="Where the contest's database goes: a PostgreSQL URL "
    "(postgresql://USER@HOST/DATABASE, an existing database), or sqlite: back "
    "into the folder's contest.db.",
)
@click.option("--replace", is_flag=True, help="Overwrite a contest the target holds.")
@common.db_option
@click.pass_context
def move(ctx: click.Context, name: str, to: str, replace: bool, db_url: str | None) -> None:
    """Move contest NAME's database to PostgreSQL (or back to SQLite), verified.

    Every table is copied in one transaction, the row counts and a checksum of each table
    (the event log's too) compared before the copy commits; the folder then records the new
    place (database.url), and the old database is marked as moved (kept, but not used).
    """
    report = move_contest(root_of(ctx), name, to, replace, db_url)
    events = report.table("events")
    said = interface(ctx).tr.gettext(
        "moved contest {name} from {source} to {target}: {tables} tables, {rows} rows, the same "
        "on both sides (event log: {events} events, sha256 {sha256})"
    )
    click.echo(
        said.format(
            name=name,
            source=report.source,
            target=report.target,
            tables=len(report.tables),
            rows=report.rows,
            events=events.rows,
            sha256=events.sha256[:16],
        )
    )


@contest.command("queue")
@click.argument("name")
@common.db_option
@click.pass_context
def queue_cmd(ctx: click.Context, name: str, db_url: str | None) -> None:
    """The judging workers, what they judge, and the queue of contest NAME."""
    # The jury looks: nothing is judged here, whoever judges this contest.
    with open_looking(ctx, name, db_url) as session:
        view = queue_view(session)
        now = session.clock.now().ms
    click.echo(queue_text(view, now, name, interface(ctx).tr))

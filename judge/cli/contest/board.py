"""`judge contest board`: the scoreboard of a contest, or of any CCS event feed (--feed).

A feed's board is computed by the contest core alone: this module imports nothing more at its
top, and a contest's board imports what opens its database (the operations, SQLAlchemy) only
when asked for one, so `judge contest board --feed` never loads them (a test checks)."""

from __future__ import annotations

import json
from pathlib import Path

import click

from judge.cli.contest import common, contest
from judge.contest.core.feed import read_feed
from judge.contest.core.model import ContestRule
from judge.contest.core.scoring import scoreboard, to_api
from judge.contest.core.text import board_text
from judge.errors import JudgeError
from judge.i18n import N_


@contest.command("board")
@click.argument("name", required=False)
@click.option(
    "--feed",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="FILE",
    help="The board of this CCS event feed (NDJSON, any API version) instead.",
)
@click.option("--at", metavar="H:MM:SS", help="The board as it stood at this contest time.")
@click.option("--public", is_flag=True, help="The public view: frozen submissions pending.")
@click.option(
    "--jury",
    is_flag=True,
    help="The jury's view of an oi contest before its end (its scores; else the public one).",
)
@click.option(
    "--json", "as_json", is_flag=True, help="The Contest API (2023-06) scoreboard object."
)
@common.db_option
@click.pass_context
def board_cmd(
    ctx: click.Context,
    name: str | None,
    feed: Path | None,
    at: str | None,
    public: bool,
    jury: bool,
    as_json: bool,
    db_url: str | None,
) -> None:
    """The scoreboard of contest NAME, or of any event feed with --feed FILE."""
    if (name is None) == (feed is None):
        raise click.UsageError(N_("give a contest NAME or --feed FILE (not both)"))
    if feed is not None and db_url is not None:
        raise click.UsageError(N_("--db goes with a contest NAME, not with --feed"))
    if public and jury:
        raise click.UsageError(N_("--public or --jury, not both"))
    # Both paths render with the pure core; only a contest's board opens a database.

    if feed is not None:
        at_ms = common.at_option(at)
        state = read_feed(feed)
        try:
            scores = scoreboard(state, at=at_ms, public=public)
        except JudgeError as exc:
            raise JudgeError(f"{feed}: {exc}") from None
        you = None
    else:
        assert name is not None  # one of the two, checked above
        from judge.cli.contest.opening import open_judged
        from judge.contest.ops.views import board

        with open_judged(ctx, name, db_url) as session:
            # An oi contest's scores are the jury's until the end (as `judge contest status`
            # shows them): the public board unless the jury asks.
            oi = session.record().rule is ContestRule.OI
            scores, state = board(session, common.at_option(at), public or (oi and not jury))
            you = session.team_id()
    if as_json:
        click.echo(json.dumps(to_api(scores), ensure_ascii=False, indent=1))
    else:
        click.echo(board_text(scores, state, you, common.words()))

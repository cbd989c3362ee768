"""`judge contest submit` and `status`: a submission judged at once, and where you stand (the
clock, each problem, your submissions)."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from judge.cli.contest import common, contest
from judge.cli.contest.opening import open_judged
from judge.contest.core.model import ContestRule
from judge.contest.core.records import JudgingStatus
from judge.contest.core.text import status_text, submission_text
from judge.contest.ops.submit import submit
from judge.contest.ops.views import board, clocks, seen_by_team, team_submissions
from judge.judging.verdict import Verdict


@contest.command("submit")
@click.argument("name")
@click.argument("problem", metavar="PROBLEM")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "-l",
    "--language",
    metavar="ID",
    help="FILE's language, by its CCS id, where its extension is not enough: e.g. pypy3 for "
    "a .py file run by PyPy (default: python3).",
)
@common.db_option
@click.pass_context
def submit_cmd(
    ctx: click.Context,
    name: str,
    problem: str,
    file: Path,
    language: str | None,
    db_url: str | None,
) -> None:
    """Submit FILE for PROBLEM (a label such as A, or a problem id) to contest NAME.

    It is judged at once. During the contest you see the verdict and the number of the first
    failing case (a failing sample is shown whole); after the end, submissions are upsolving,
    outside the contest, with full feedback. An oi contest says only that it was submitted
    until the end. Exit status 0 if accepted (or submitted, in an oi contest), 1 if not.
    """
    with open_judged(ctx, name, db_url, judging=True) as session:
        view = seen_by_team(session, [submit(session, problem, file, language)])[0]
        click.echo(submission_text(view, clocks(session).over, common.words()))
    withheld = view.status is JudgingStatus.WITHHELD
    sys.exit(0 if withheld or view.verdict is Verdict.AC else 1)


@contest.command("status")
@click.argument("name")
@click.option("-v", "--verbose", is_flag=True, help="Also the feedback of each submission.")
@common.db_option
@click.pass_context
def status(ctx: click.Context, name: str, verbose: bool, db_url: str | None) -> None:
    """The clock, each problem's state and your submissions."""
    with open_judged(ctx, name, db_url) as session:
        info = clocks(session)
        # An oi contest's scores are the jury's until the end: the team sees the public board.
        scores, state = board(session, public=session.record().rule is ContestRule.OI)
        views = team_submissions(session)
        tr = common.words()
        click.echo(status_text(name, state, info, scores, views, session.team_id(), tr))
        if verbose:
            for view in views:
                click.echo("")
                click.echo(submission_text(view, info.over, tr))

"""A contest opened as every `judge contest` command on one opens it: what waits to be judged
(what a killed `submit` left) is judged first, each said on stderr."""

from __future__ import annotations

import functools
import gettext

import click

from judge.cachedir import default_cache_dir
from judge.cli import interface
from judge.cli.common import root_of
from judge.cli.contest import common
from judge.contest.core.feedback import outcome
from judge.contest.core.records import SubmissionView
from judge.contest.ops.backlog import judge_backlog
from judge.contest.ops.session import Session, open_contest


def _rejudged(tr: gettext.NullTranslations, view: SubmissionView) -> None:
    said = tr.gettext(
        "judge: submission {id} ({label}, {file}) had not finished judging; judged again: {outcome}"
    )
    click.echo(
        said.format(id=view.id, label=view.label, file=view.filename, outcome=outcome(view, tr)),
        err=True,
    )


def open_judged(
    ctx: click.Context, name: str, db_url: str | None = None, judging: bool = False
) -> Session:
    """Opens contest NAME and judges what waits to be judged (telling so), as every contest
    command does before its own work; ``judging``: say when submissions are judged without
    isolation."""
    tr = interface(ctx).tr
    session = open_looking(ctx, name, db_url)
    try:
        judge_backlog(session, on_judged=functools.partial(_rejudged, tr))
    except BaseException:
        session.close()
        raise
    if judging and session.not_isolated is not None:
        said = tr.gettext(
            "judge: submissions are judged without isolation on this machine (your own "
            "code, in a solo contest): {why}"
        )
        click.echo(said.format(why=session.not_isolated.split(". ")[0]), err=True)
    return session


def open_looking(ctx: click.Context, name: str, db_url: str | None = None) -> Session:
    """Opens contest NAME to look at it: nothing is judged (the results, the queue)."""
    return open_contest(root_of(ctx), name, common.make_clock(), default_cache_dir(), db_url=db_url)

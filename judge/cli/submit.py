"""`judge submit`: a solution judged here first (as `judge run` judges it), then submitted to
the problem's original judge (HDU, POJ, Codeforces) in the language option matching its
dialect, its verdict followed and printed, and noted in the learner's record."""

from __future__ import annotations

import gettext
import sys
from pathlib import Path

import click

from judge.cachedir import default_cache_dir
from judge.catalog.record import Judged, default_data_dir, note_run
from judge.cli import interface, main
from judge.cli.common import root_of
from judge.cli.console import run_and_print
from judge.errors import JudgeError
from judge.formats.protocol import AnyProblem
from judge.formats.registry import argument_path, problem_at
from judge.i18n import phrase
from judge.judging.solution import RunOptions, check_solution
from judge.online.client import Client, RemoteStatus
from judge.online.credentials import Credentials, load, system_keyring
from judge.online.get import target_of_folder
from judge.online.http import Session
from judge.online.sites import Target, target_of, target_of_url
from judge.online.submit import (
    Choice,
    Outcome,
    choose_option,
    client_for,
    note_outcome,
    planned,
    submit_and_follow,
)
from judge.problemset.layout import problem_ids
from judge.problemset.problem import Problem, load_problem
from judge.run.languages.table import for_file


@main.command()
@click.argument("problem_id", metavar="ID")
@click.argument("solution", metavar="FILE", type=click.Path(exists=True, dir_okay=False))
@click.option("--force", is_flag=True, help="Submit even when the local judging is not AC.")
@click.option(
    "--dry-run",
    is_flag=True,
    help="Print the requests it would send (the password as ****); send nothing.",
)
@click.option(
    "--dialect",
    metavar="NAME",
    help="The judge's option by its dialect id (hdu-c++, poj-gcc...; default: the judge's default for the language).",
)
@click.option(
    "--option",
    "named",
    metavar="NAME",
    help="The judge's language option by its name on the submit form (e.g. 'GNU G++17 7.3.0').",
)
@click.option(
    "-l",
    "--language",
    metavar="ID",
    help="The solution's language, by its id, where its extension is not enough.",
)
@click.option(
    "--site-url",
    metavar="URL",
    help="Talk to this address instead of the judge's (a mirror, a test replica). Also JUDGE_HDU_URL, JUDGE_POJ_URL, JUDGE_CODEFORCES_URL.",
)
@click.pass_context
def submit(
    ctx: click.Context,
    problem_id: str,
    solution: str,
    force: bool,
    dry_run: bool,
    dialect: str | None,
    named: str | None,
    language: str | None,
    site_url: str | None,
) -> None:
    """Judge FILE on problem ID here, then submit it to the problem's online judge and follow
    its verdict. ID is a problem of the set, a folder `judge get` wrote (./hdu_1848), or a
    judge's problem page address (e.g. http://acm.hdu.edu.cn/showproblem.php?pid=1846).

    Exit status: 0 if the judge accepts it, 1 if not (or the local judging refused it), 2
    for usage errors and what the site did (wrong password, site down, a page changed)."""
    tr = interface(ctx).tr
    target, problem = _target(ctx, problem_id)
    lang = for_file(Path(solution), language)
    choice = choose_option(target.site, lang, dialect, named)
    source = _source(solution)
    if not dry_run:
        _judge_locally(problem, solution, dialect or "auto", language, force, tr)
    base = target.site.base_url(site_url)
    data_dir = default_data_dir()
    credentials = load(data_dir, target.site.key, system_keyring())
    session = Session(target.site.name, target.site.charset)
    client = client_for(target.site, base, session)
    say = tr.gettext("{judge}: problem {problem}, as {option}").format(
        judge=target.site.name, problem=target.problem, option=choice.name
    )
    click.echo(say)
    if dry_run:
        _print_plan(
            client,
            credentials or Credentials(target.site.key, "<user>", "****"),
            target,
            choice,
            source,
            tr,
        )
        return
    if credentials is None:
        raise JudgeError(
            tr.gettext("no credentials for {judge}: run `judge login {key}` first").format(
                judge=target.site.name, key=target.site.key
            )
        )
    outcome = submit_and_follow(
        client, credentials, target, choice, source, lambda s: _said(target, s, tr)
    )
    _print_outcome(target, outcome, tr)
    kept = _kept_by(ctx, target, problem)
    if kept is not None and kept.problem_set is not None:
        for warning in note_outcome(
            data_dir, kept.problem_set, kept.id, target.site, outcome, Path(solution)
        ):
            click.echo(tr.gettext("judge: warning: {message}").format(message=warning), err=True)
    sys.exit(0 if outcome.accepted else 1)


def _target(ctx: click.Context, argument: str) -> tuple[Target, AnyProblem | None]:
    """The judge's problem ID names, and the problem it is judged on here: the set's (None: an
    address of a problem the set does not hold, judged nowhere here), or the folder's."""
    if "://" in argument:
        target = target_of_url(argument)
        return target, _set_problem_of(ctx, target)
    folder = argument_path(argument)
    if folder is not None:  # a folder `judge get` wrote: judged here on its samples
        return target_of_folder(folder), problem_at(folder, default_cache_dir())
    problem = load_problem(root_of(ctx), argument)
    source = problem.source
    if not source.judge:
        raise JudgeError(
            phrase(
                "{argument}: its problem.yaml names no original judge to submit to",
                argument=argument,
            )
        )
    target = target_of(source.judge, source.id)
    if problem.compiled_as == "none" or problem.scoring:
        raise JudgeError(
            phrase(
                "{argument}: judge's own edition of {source} (its own limits and data), not the "
                "judge's problem: submit to the problem the set holds as the original",
                argument=argument,
                source=str(source),
            )
        )
    return target, problem


def _kept_by(ctx: click.Context, target: Target, problem: AnyProblem | None) -> AnyProblem | None:
    """The problem whose record notes the judge's verdict: the one judged here when it is of a
    set, else the set's copy of the judge's problem (a folder `judge get` wrote stands alone,
    but the set may hold the same problem)."""
    if problem is not None and problem.problem_set is not None:
        return problem
    return _set_problem_of(ctx, target)


def _set_problem_of(ctx: click.Context, target: Target) -> Problem | None:
    """The set's problem from `target`, if the set holds one (its source's judge and id)."""
    try:
        root = root_of(ctx)
        for pid in problem_ids(root):
            problem = load_problem(root, pid)
            if (
                problem.source.judge.lower() == target.site.key
                and problem.source.id == target.problem
                and not problem.compiled_as
            ):
                return problem
    except (JudgeError, OSError):
        return None  # no set here: nothing to judge the solution on
    return None


def _source(solution: str) -> str:
    try:
        return Path(solution).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise JudgeError(
            phrase("{solution}: not UTF-8 text; judges take source text", solution=solution)
        ) from None
    except OSError as exc:
        raise JudgeError(
            phrase("{solution}: cannot read it ({reason})", solution=solution, reason=exc.strerror)
        ) from None


def _judge_locally(
    problem: AnyProblem | None,
    solution: str,
    dialect: str,
    language: str | None,
    force: bool,
    tr: gettext.NullTranslations,
) -> None:
    """The solution judged on the set's problem as `judge run` judges it (noted in the record
    as a run is); refused unless AC, or --force."""
    if problem is None:
        click.echo(
            tr.gettext("the set holds no copy of this problem: not judged here first"), err=True
        )
        return
    options = RunOptions(dialect=dialect, language=language)
    check_solution(problem, solution, options)
    problem.check_judgeable()
    ok = run_and_print([problem], solution, None, options, default_cache_dir(), tr=tr)
    if problem.problem_set is not None:
        noted = Judged(problem.problem_set, problem.id, problem.own_folders, problem.limits)
        for warning in note_run(default_data_dir(), noted, solution, None, options, ok):
            click.echo(tr.gettext("judge: warning: {message}").format(message=warning), err=True)
    if not ok and not force:
        click.echo(
            tr.gettext("not AC here, so not submitted (--force submits it anyway)"), err=True
        )
        sys.exit(1)


def _print_plan(
    client: Client,
    credentials: Credentials,
    target: Target,
    choice: Choice,
    source: str,
    tr: gettext.NullTranslations,
) -> None:
    click.echo(tr.gettext("--dry-run: the requests judge would send (none is sent):"))
    for request in planned(client, credentials, target, choice, source):
        click.echo(request.shown())


def _said(target: Target, status: RemoteStatus, tr: gettext.NullTranslations) -> None:
    if not status.final:
        click.echo(
            tr.gettext("{judge}: run {run}: {shown}").format(
                judge=target.site.name, run=status.run_id, shown=status.shown
            )
        )


def _print_outcome(target: Target, outcome: Outcome, tr: gettext.NullTranslations) -> None:
    status = outcome.status
    figures = tr.gettext("{time} ms, {memory} KiB").format(
        time="?" if status.time_ms is None else status.time_ms,
        memory="?" if status.memory_kib is None else status.memory_kib,
    )
    click.echo(
        tr.gettext("{judge}: {shown} ({verdict}), {figures}, run {run}: {url}").format(
            judge=target.site.name,
            shown=status.shown,
            verdict=status.verdict,
            figures=figures,
            run=status.run_id,
            url=outcome.url,
        )
    )
    if outcome.compile_error:
        click.echo(outcome.compile_error)

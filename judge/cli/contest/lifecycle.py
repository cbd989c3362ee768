"""`judge contest new`, `start` and `list`: a contest made (of problems of this set and Kattis
packages, or from a CCS contest package), started (solo), and the contests listed."""

from __future__ import annotations

import gettext
from dataclasses import replace
from pathlib import Path
from typing import Any

import click

from judge.cachedir import default_cache_dir
from judge.cli import interface
from judge.cli.common import root_of
from judge.cli.console import progress_line
from judge.cli.contest import common, contest
from judge.cli.contest.opening import open_judged
from judge.contest.core.config import ContestConfig, read_folder, reltime_text
from judge.contest.core.model import DEFAULT_PENALTY_MS, ContestRule
from judge.contest.core.text import clock_text, local_time
from judge.contest.core.times import (
    MS_PER_MINUTE,
    Timestamp,
    duration_problem,
    moment_problem,
    parse_duration,
    parse_time,
)
from judge.contest.ops import accounts
from judge.contest.ops.create import Made, MakeOptions, check_new, new_contest, new_contest_from
from judge.contest.ops.folders import contest_names
from judge.contest.ops.start import start_contest
from judge.contest.ops.views import clocks
from judge.contest.storage.store import shown_url
from judge.errors import JudgeError
from judge.i18n import ENGLISH, N_
from judge.parallel import default_jobs
from judge.printable import printable
from judge.problemset.layout import check_writable


def _duration(duration: str) -> int:
    """--duration in ms: more than nothing, at most what a contest can last."""
    total = common.option("--duration", duration, parse_duration)
    wanted = duration_problem(total)
    if wanted is not None:
        raise JudgeError(f"--duration: must be {wanted}, got {duration!r}")
    if total <= 0:
        said = common.words().gettext("--duration: must be more than 0:00:00, got {value}")
        raise JudgeError(said.format(value=repr(duration)))
    return total


def _start(start: str) -> Timestamp:
    """--start: a time the contest's clock can hold."""
    begin = common.option("--start", start, parse_time)
    wanted = moment_problem(begin)
    if wanted is not None:
        raise JudgeError(f"--start: must be {wanted}, got {start!r}")
    return begin


def _penalty(penalty: int) -> int:
    """--penalty (minutes) in ms, at most what a contest can last."""
    wanted = duration_problem(penalty * MS_PER_MINUTE)
    if wanted is not None:
        raise JudgeError(f"--penalty: must be {wanted}, got {penalty} minutes")
    return penalty * MS_PER_MINUTE


def _config(
    name: str,
    duration: str,
    penalty: int | None,
    freeze: str | None,
    start: str | None,
    title: str | None,
) -> ContestConfig:
    """A new contest's configuration from `judge contest new`'s options."""

    total = _duration(duration)
    frozen = common.option("--freeze", freeze, parse_duration) if freeze else None
    if frozen is not None and not 0 <= frozen <= total:
        said = common.words().gettext("--freeze: {freeze} is not within the contest's {duration}")
        raise JudgeError(said.format(freeze=freeze, duration=duration))
    return ContestConfig(
        id=name,
        name=title or name,
        duration=total,
        penalty=DEFAULT_PENALTY_MS if penalty is None else _penalty(penalty),
        freeze=frozen or None,
        start_time=_start(start) if start else None,
    )


@contest.command("new")
@click.argument("name")
@click.option(
    "--problems",
    "problem_list",
    metavar="ID_OR_PATH,...",
    help="The problems, in order (labels A, B, C, ...): ids of this set, Kattis package "
    "folders and .zip files (kept in the contest's folder).",
)
@click.option(
    "--from",
    "package",
    type=click.Path(path_type=Path),
    metavar="DIR_OR_ZIP",
    help="Make it from a CCS contest package (contest.yaml, problems.yaml, a package per "
    "problem; teams.json and accounts where present), as DOMjudge and the Kattis contest "
    "archives lay them out. The options below override its contest.yaml.",
)
@click.option("--duration", metavar="H:MM:SS", help="Length of the contest.")
@click.option(
    "--penalty",
    type=click.IntRange(min=0),
    default=None,  # the contest's own default applies: DEFAULT_PENALTY_MS
    show_default=str(DEFAULT_PENALTY_MS // MS_PER_MINUTE),
    metavar="MINUTES",
    help="Penalty time per rejected submission of a solved problem.",
)
@click.option(
    "--freeze",
    metavar="H:MM:SS",
    help="The scoreboard freezes this long before the end (default: no freeze).",
)
@click.option(
    "--start",
    metavar="TIME",
    help="A scheduled start (2025-03-01T10:00:00+01:00): the contest starts by itself. "
    "Default: when you run judge contest start.",
)
@click.option("--title", help="The contest's name on the scoreboard (default: NAME).")
@click.option(
    "--rule",
    type=click.Choice([rule.value for rule in ContestRule]),
    default=None,
    help="How it ranks: icpc (problems solved, then penalty time; the default), ioi (points: "
    "each subtask's best over a team's submissions, full feedback) or oi (points: the last "
    "submission counts, nothing shown until the end). Scoring problems need ioi or oi.",
)
@click.option(
    "--db",
    "db_url",
    metavar="URL",
    help="Keep the contest in this empty PostgreSQL database "
    "(postgresql://USER@HOST/DATABASE) rather than in the folder's contest.db.",
)
@click.option(
    "--password-cost",
    type=click.IntRange(min(accounts.SCRYPT_COSTS), max(accounts.SCRYPT_COSTS)),
    default=accounts.SCRYPT_COST,
    show_default=True,
    metavar="N",
    help="With --from: scrypt's cost (2^N) for the passwords its accounts give; each login "
    "of such a team then costs 2^N x 1 KiB of memory and its time (14: 16 MiB, about 50 ms). "
    "Passwords judge makes need no slow hash.",
)
@click.pass_context
def new(
    ctx: click.Context,
    name: str,
    problem_list: str | None,
    package: Path | None,
    duration: str | None,
    penalty: int | None,
    freeze: str | None,
    start: str | None,
    title: str | None,
    rule: str | None,
    db_url: str | None,
    password_cost: int,
) -> None:
    """Make contest NAME of problems of this set and Kattis packages, or from a CCS contest
    package (--from). A package without a time limit gets one computed from its accepted
    submissions (once; it is cached), recorded in the contest's problems.yaml."""
    root = root_of(ctx)
    tr = interface(ctx).tr
    check_writable(root, "judge contest new")
    if (problem_list is None) == (package is None):
        raise click.UsageError(
            N_("give the problems (--problems ID_OR_PATH,...) or --from DIR_OR_ZIP")
        )
    made: Made | None = None
    with progress_line() as progress:
        making = MakeOptions(db_url, default_cache_dir(), default_jobs(), progress, password_cost)
        if package is not None:
            made, read = new_contest_from(
                root,
                name,
                package,
                common.make_clock().now(),
                lambda config: _ruled(
                    _overridden(config, duration, penalty, freeze, start, title), rule
                ),
                making,
            )
            folder = made.folder
            for warning in read.warnings:
                click.echo(f"judge: {package}: {printable(warning)}", err=True)
        else:
            ids = [p.strip() for p in (problem_list or "").split(",") if p.strip()]
            check_new(root, name, ids)  # what is wrong with the name comes before the options
            if duration is None:
                raise click.UsageError(N_("give the contest's length: --duration H:MM:SS"))
            config = _ruled(_config(name, duration, penalty, freeze, start, title), rule)
            folder = new_contest(root, config, ids, common.make_clock().now(), making)
    config, entries = read_folder(folder, root)
    problems = ", ".join(f"{e.label} {e.id}" for e in entries)
    made_text = (
        tr.gettext("made contest {name} in {folder}: problems {problems}, {duration}")
        if db_url is None
        else tr.gettext(
            "made contest {name} in {folder} (database {url}): problems {problems}, {duration}"
        )
    )
    click.echo(
        made_text.format(
            name=name,
            folder=common.shown(folder),
            url=None if db_url is None else shown_url(db_url),
            problems=problems,
            duration=clock_text(config.duration),
        )
    )
    if made is not None and read.teams is not None:
        _said_people(made, read.teams.name, tr)
    click.echo(next_steps(name, config.start_time is not None, package is not None, tr))


def next_steps(
    name: str, scheduled: bool, has_teams: bool, tr: gettext.NullTranslations = ENGLISH
) -> str:
    """What to do with a new contest: serve it to teams, or take it alone (in `tr`'s
    language)."""
    teams = (
        tr.gettext("  check the teams: judge contest teams {name} list")
        if has_teams
        else tr.gettext(
            "  add the teams (a CSV file: name,group,...): judge contest teams {name} import "
            "teams.csv --out contests/{name}/passwords.csv\n"
            "  (or add them on the jury's Teams page once the server runs)"
        )
    )
    when = (
        tr.gettext("it starts by itself at its start_time")
        if scheduled
        else tr.gettext("start it from the jury's page (/jury) when the teams are ready")
    )
    served = tr.gettext(
        "  serve it: judge serve {name}  (the jury's password is written to "
        "contests/{name}/jury-password.txt)"
    )
    solo = (
        tr.gettext(
            "to take it alone:\n  judge contest start {name}  (your clock starts then)\n"
            "  judge contest submit {name} A FILE"
        )
        if not scheduled
        else tr.gettext("to take it alone: judge contest submit {name} A FILE once it has started")
    )
    lines = [tr.gettext("to serve it to teams:"), teams, served, f"  {when}", solo]
    return "\n".join(lines).format(name=name)


def _overridden(
    config: ContestConfig,
    duration: str | None,
    penalty: int | None,
    freeze: str | None,
    start: str | None,
    title: str | None,
) -> ContestConfig:
    """A contest package's contest.yaml with the options given on the command line."""
    changes: dict[str, Any] = {}
    if duration is not None:
        changes["duration"] = _duration(duration)
    if penalty is not None:
        changes["penalty"] = _penalty(penalty)
    if freeze is not None:
        changes["freeze"] = common.option("--freeze", freeze, parse_duration) or None
    if start is not None:
        changes["start_time"] = _start(start)
    if title is not None:
        changes["name"] = title
    config = replace(config, **changes)
    if config.freeze is not None and config.freeze > config.duration:
        said = common.words().gettext("--freeze: {freeze} is longer than the contest")
        raise JudgeError(said.format(freeze=reltime_text(config.freeze)))
    return config


def _ruled(config: ContestConfig, rule: str | None) -> ContestConfig:
    """The configuration with --rule's rule, when given."""
    return config if rule is None else replace(config, rule=ContestRule(rule))


def _said_people(made: Made, teams_file: str, tr: gettext.NullTranslations) -> None:
    """The teams a contest package brought, made the server's logins with the contest: how
    many, and the passwords made for those without an account (shown this once, as judge
    contest teams import shows them)."""
    given = made.passwords_given
    said = (
        tr.gettext("{count} team(s) from {file}, {given} with the password of their account")
        if given
        else tr.gettext("{count} team(s) from {file}")
    )
    click.echo(said.format(count=len(made.teams), file=teams_file, given=given))
    common.print_passwords([t for t in made.teams if t.password is not None], tr)


@contest.command("start")
@click.argument("name")
@click.option(
    "--as", "as_name", metavar="TEAM", help="Your name on the scoreboard (default: $USER)."
)
@common.db_option
@click.pass_context
def start(ctx: click.Context, name: str, as_name: str | None, db_url: str | None) -> None:
    """Start contest NAME now (solo): the clock runs from this moment."""
    tr = interface(ctx).tr
    with open_judged(ctx, name, db_url) as session:
        began = start_contest(session, as_name or common.default_team_name())
        info = clocks(session)
        click.echo(
            tr.gettext("contest {name} started at {start}; it ends at {end} ({duration})").format(
                name=name,
                start=local_time(began),
                end=local_time(began + info.duration),
                duration=clock_text(info.duration),
            )
        )
        labels = ", ".join(f"{e.label} {e.id}" for e in session.entries)
        click.echo(tr.gettext("problems: {labels}").format(labels=labels))
        click.echo(
            tr.gettext("submit with: judge contest submit {name} LABEL FILE").format(name=name)
        )


@contest.command("list")
@click.pass_context
def list_contests(ctx: click.Context) -> None:
    """The contests of this problem set."""
    names = contest_names(root_of(ctx))
    if not names:
        click.echo(
            interface(ctx).tr.gettext(
                "no contests yet; make one with: judge contest new NAME --problems ID,... "
                "--duration H:MM:SS"
            )
        )
    for name in names:
        click.echo(name)

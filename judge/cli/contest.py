"""`judge contest ...`: practice contests, solo or virtual, and CCS scoreboards of any feed.

The contest core (no SQL) is imported at the top. The operations, the storage and the
server's accounts are imported inside the commands that use them: they bring SQLAlchemy, about
200 ms of import (150 ms of it SQLAlchemy's, measured with `python -X importtime`), which `judge
contest board --feed` never pays (a test checks that it loads no SQLAlchemy).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from judge.cachedir import default_cache_dir
from judge.cli import main
from judge.cli.common import root_of
from judge.cli.console import progress_line
from judge.contest.core.clock import Clock, SystemClock
from judge.contest.core.config import ContestConfig, read_folder, reltime_text
from judge.contest.core.feed import read_feed
from judge.contest.core.feedback import outcome
from judge.contest.core.model import DEFAULT_PENALTY_MS
from judge.contest.core.records import SubmissionView
from judge.contest.core.scoring import scoreboard, to_api
from judge.contest.core.text import (
    board_text,
    clock_text,
    local_time,
    queue_text,
    status_text,
    submission_text,
)
from judge.contest.core.times import MS_PER_MINUTE, parse_duration, parse_time
from judge.errors import JudgeError
from judge.judging.verdict import Verdict
from judge.parallel import default_jobs
from judge.problemset.layout import check_writable

if TYPE_CHECKING:  # types only: importing them here would load SQLAlchemy (see above)
    from judge.contest.ops.packages import ContestPackage
    from judge.contest.ops.session import Session
    from judge.contest.storage.store import Store


def make_clock() -> Clock:
    """The clock contests run on (tests replace this function with a fake clock's)."""
    return SystemClock()


def default_team_name() -> str:
    """Your name on the scoreboard when --as does not say: the user's login name."""
    return os.environ.get("USER") or os.environ.get("LOGNAME") or "me"


def _rejudged(view: SubmissionView) -> None:

    click.echo(
        f"judge: submission {view.id} ({view.label}, {view.filename}) had not finished "
        f"judging; judged again: {outcome(view)}",
        err=True,
    )


def _open(
    ctx: click.Context, name: str, db_url: str | None = None, judging: bool = False
) -> Session:
    """Opens contest NAME and judges what waits to be judged (telling so), as every contest
    command does before its own work; ``judging``: say when submissions are judged without
    isolation."""
    from judge.contest.ops.backlog import judge_backlog
    from judge.contest.ops.session import open_contest

    session = open_contest(root_of(ctx), name, make_clock(), default_cache_dir(), db_url=db_url)
    try:
        judge_backlog(session, on_judged=_rejudged)
    except BaseException:
        session.close()
        raise
    if judging and session.not_isolated is not None:
        click.echo(
            "judge: submissions are judged without isolation on this machine (your own "
            "code, in a solo contest): " + session.not_isolated.split(". ")[0],
            err=True,
        )
    return session


def db_option(function: Callable[..., Any]) -> Callable[..., Any]:
    """``--db URL``: the contest's database, when not where its folder says."""
    return click.option(
        "--db",
        "db_url",
        metavar="URL",
        help="The contest's database: a PostgreSQL URL (postgresql://USER@HOST/DATABASE). "
        "Default: where the contest's folder says (contest.db, or database.url after "
        "judge contest move).",
    )(function)


def _shown(path: Path) -> str:
    """A path relative to the current folder when it is below it."""
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def _option(flag: str, value: str, parse: Callable[[str], Any]) -> Any:
    """An option's value parsed, its errors prefixed with the option."""
    try:
        return parse(value)
    except JudgeError as exc:
        raise JudgeError(f"{flag}: {exc}") from None


def _map_option(items: tuple[str, ...]) -> dict[str, str]:
    """``--map A=hdu_2516`` options (each may hold several, comma-separated)."""
    mapping: dict[str, str] = {}
    for item in items:
        for part in item.split(","):
            part = part.strip()
            if not part:
                continue
            key, sep, value = part.partition("=")
            if not sep or not key.strip() or not value.strip():
                raise JudgeError(f"--map {part!r}: expected LABEL=PROBLEM_ID, e.g. A=hdu_2516")
            mapping[key.strip()] = value.strip()
    return mapping


def _at_option(at: str | None) -> int | None:

    return None if at is None else _option("--at", at, parse_duration)


def _config(
    name: str,
    duration: str,
    penalty: int | None,
    freeze: str | None,
    start: str | None,
    title: str | None,
) -> ContestConfig:
    """A new contest's configuration from `judge contest new`'s options."""

    total = _option("--duration", duration, parse_duration)
    if total <= 0:
        raise JudgeError(f"--duration: must be more than 0:00:00, got {duration!r}")
    frozen = _option("--freeze", freeze, parse_duration) if freeze else None
    if frozen is not None and not 0 <= frozen <= total:
        raise JudgeError(f"--freeze: {freeze} is not within the contest's {duration}")
    begin = _option("--start", start, parse_time) if start else None
    return ContestConfig(
        id=name,
        name=title or name,
        duration=total,
        penalty=DEFAULT_PENALTY_MS if penalty is None else penalty * MS_PER_MINUTE,
        freeze=frozen or None,
        start_time=begin,
    )


@main.group()
def contest() -> None:
    """Practice contests: ICPC rules, a clock, a scoreboard (see README, Practice contests).

    A contest is a folder contests/NAME/ beside problems/, holding contest.yaml,
    problems.yaml (CCS contest package files) and its database, contest.db.
    """


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
    default=None,
    # The default itself is judge.contest.core.model.DEFAULT_PENALTY_MS (a test checks that
    # they agree): the contest modules are not imported before a contest command runs.
    show_default="20",
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
    "--db",
    "db_url",
    metavar="URL",
    help="Keep the contest in this empty PostgreSQL database "
    "(postgresql://USER@HOST/DATABASE) rather than in the folder's contest.db.",
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
    db_url: str | None,
) -> None:
    """Make contest NAME of problems of this set and Kattis packages, or from a CCS contest
    package (--from). A package without a time limit gets one computed from its accepted
    submissions (once; it is cached), recorded in the contest's problems.yaml."""
    from judge.contest.ops.create import MakeOptions, check_new, new_contest, new_contest_from
    from judge.contest.ops.folders import open_store
    from judge.contest.storage.store import shown_url

    root = root_of(ctx)
    check_writable(root, "judge contest new")
    if (problem_list is None) == (package is None):
        raise click.UsageError("give the problems (--problems ID_OR_PATH,...) or --from DIR_OR_ZIP")
    with progress_line() as progress:
        making = MakeOptions(db_url, default_cache_dir(), default_jobs(), progress)
        if package is not None:
            folder, read = new_contest_from(
                root,
                name,
                package,
                make_clock().now(),
                lambda config: _overridden(config, duration, penalty, freeze, start, title),
                making,
            )
            for warning in read.warnings:
                click.echo(f"judge: {package}: {warning}", err=True)
        else:
            ids = [p.strip() for p in (problem_list or "").split(",") if p.strip()]
            check_new(root, name, ids)  # what is wrong with the name comes before the options
            if duration is None:
                raise click.UsageError("give the contest's length: --duration H:MM:SS")
            config = _config(name, duration, penalty, freeze, start, title)
            folder = new_contest(root, config, ids, make_clock().now(), making)
    config, entries = read_folder(folder, root)
    problems = ", ".join(f"{e.label} {e.id}" for e in entries)
    where = "" if db_url is None else f" (database {shown_url(db_url)})"
    click.echo(
        f"made contest {name} in {_shown(folder)}{where}: problems {problems}, "
        f"{clock_text(config.duration)}"
    )
    if package is not None:
        store = open_store(folder, db_url)
        try:
            _import_people(store, read)
        finally:
            store.close()
    click.echo(next_steps(name, config.start_time is not None, package is not None))


def next_steps(name: str, scheduled: bool, has_teams: bool) -> str:
    """What to do with a new contest: serve it to teams, or take it alone."""
    teams = (
        f"  check the teams: judge contest teams {name} list\n"
        if has_teams
        else f"  add the teams (a CSV file: name,group,...): judge contest teams {name} import "
        f"teams.csv --out contests/{name}/passwords.csv\n"
        "  (or add them on the jury's Teams page once the server runs)\n"
    )
    when = (
        "it starts by itself at its start_time"
        if scheduled
        else "start it from the jury's page (/jury) when the teams are ready"
    )
    served = (
        "to serve it to teams:\n"
        + teams
        + f"  serve it: judge serve {name}  (the jury's password is written to "
        f"contests/{name}/jury-password.txt)\n"
        f"  {when}"
    )
    solo = (
        f"to take it alone:\n  judge contest start {name}  (your clock starts then)\n"
        f"  judge contest submit {name} A FILE"
        if not scheduled
        else f"to take it alone: judge contest submit {name} A FILE once it has started"
    )
    return f"{served}\n{solo}"


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
        total = _option("--duration", duration, parse_duration)
        if total <= 0:
            raise JudgeError(f"--duration: must be more than 0:00:00, got {duration!r}")
        changes["duration"] = total
    if penalty is not None:
        changes["penalty"] = penalty * MS_PER_MINUTE
    if freeze is not None:
        changes["freeze"] = _option("--freeze", freeze, parse_duration) or None
    if start is not None:
        changes["start_time"] = _option("--start", start, parse_time)
    if title is not None:
        changes["name"] = title
    config = replace(config, **changes)
    if config.freeze is not None and config.freeze > config.duration:
        raise JudgeError(f"--freeze: {reltime_text(config.freeze)} is longer than the contest")
    return config


def _import_people(store: Store, read: ContestPackage) -> None:
    """A contest package's teams and team accounts, made the server's logins (passwords of
    teams without an account are made and shown once, as judge contest teams import does)."""
    from judge.contest.ops import accounts

    if read.teams is None:
        if read.accounts:
            click.echo("judge: accounts without teams.json: left out", err=True)
        return
    done = accounts.import_teams(store, accounts.read_teams(read.teams), make_clock().now())
    given = {a.team_id: a.password for a in read.accounts}
    accounts.set_team_passwords(store, given)
    click.echo(
        f"{len(done)} team(s) from {read.teams.name}"
        + (f", {len(given)} with the password of their account" if given else "")
    )
    fresh = [t for t in done if t.password is not None and t.id not in given]
    if fresh:
        click.echo("new passwords (shown once; stored only as salted hashes):")
        width = max(len(t.id) for t in fresh)
        for t in fresh:
            click.echo(f"  {t.id:<{width}}  {t.password}  {t.name}")


@contest.command("start")
@click.argument("name")
@click.option(
    "--as", "as_name", metavar="TEAM", help="Your name on the scoreboard (default: $USER)."
)
@db_option
@click.pass_context
def start(ctx: click.Context, name: str, as_name: str | None, db_url: str | None) -> None:
    """Start contest NAME now (solo): the clock runs from this moment."""
    from judge.contest.ops.start import start_contest
    from judge.contest.ops.views import clocks

    with _open(ctx, name, db_url) as session:
        began = start_contest(session, as_name or default_team_name())
        info = clocks(session)
        click.echo(
            f"contest {name} started at {local_time(began)}; it ends at "
            f"{local_time(began + info.duration)} ({clock_text(info.duration)})"
        )
        labels = ", ".join(f"{e.label} {e.id}" for e in session.entries)
        click.echo(f"problems: {labels}")
        click.echo(f"submit with: judge contest submit {name} LABEL FILE")


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
@db_option
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
    outside the contest, with full feedback. Exit status 0 if accepted, 1 if not.
    """
    from judge.contest.ops.submit import submit
    from judge.contest.ops.views import clocks

    with _open(ctx, name, db_url, judging=True) as session:
        view = submit(session, problem, file, language)
        click.echo(submission_text(view, clocks(session).over))
    sys.exit(0 if view.verdict is Verdict.AC else 1)


@contest.command("status")
@click.argument("name")
@click.option("-v", "--verbose", is_flag=True, help="Also the feedback of each submission.")
@db_option
@click.pass_context
def status(ctx: click.Context, name: str, verbose: bool, db_url: str | None) -> None:
    """The clock, each problem's state and your submissions."""
    from judge.contest.ops.views import board, clocks, team_submissions

    with _open(ctx, name, db_url) as session:
        info = clocks(session)
        scores, state = board(session)
        views = team_submissions(session)
        click.echo(status_text(name, state, info, scores, views, session.team_id()))
        if verbose:
            for view in views:
                click.echo("")
                click.echo(submission_text(view, info.over))


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
    "--json", "as_json", is_flag=True, help="The Contest API (2023-06) scoreboard object."
)
@db_option
@click.pass_context
def board_cmd(
    ctx: click.Context,
    name: str | None,
    feed: Path | None,
    at: str | None,
    public: bool,
    as_json: bool,
    db_url: str | None,
) -> None:
    """The scoreboard of contest NAME, or of any event feed with --feed FILE."""
    if (name is None) == (feed is None):
        raise click.UsageError("give a contest NAME or --feed FILE (not both)")
    if feed is not None and db_url is not None:
        raise click.UsageError("--db goes with a contest NAME, not with --feed")
    # Both paths render with the pure core; only a contest's board opens a database.

    if feed is not None:
        at_ms = _at_option(at)
        state = read_feed(feed)
        try:
            scores = scoreboard(state, at=at_ms, public=public)
        except JudgeError as exc:
            raise JudgeError(f"{feed}: {exc}") from None
        you = None
    else:
        assert name is not None  # one of the two, checked above
        from judge.contest.ops.views import board

        with _open(ctx, name, db_url) as session:
            scores, state = board(session, _at_option(at), public)
            you = session.team_id()
    if as_json:
        click.echo(json.dumps(to_api(scores), ensure_ascii=False, indent=1))
    else:
        click.echo(board_text(scores, state, you))


@contest.command("export")
@click.argument("name")
@click.argument("directory", type=click.Path(file_okay=False, path_type=Path))
@db_option
@click.pass_context
def export(ctx: click.Context, name: str, directory: Path, db_url: str | None) -> None:
    """Write contest NAME as a CCS contest package (2023-06) into DIRECTORY, with the Kattis
    packages of its problems that are packages (DIRECTORY/<id>/)."""
    from judge.contest.ops.export import export_contest

    with _open(ctx, name, db_url) as session:
        files = export_contest(session, directory)
    packages = [f for f in files if f.endswith("/")]
    written = [f for f in files if not f.endswith("/")]
    click.echo(
        f"wrote {len(written)} files into {directory}: "
        + ", ".join(f for f in written if "/" not in f)
        + (f"; packages {', '.join(p.rstrip('/') for p in packages)}" if packages else "")
    )


@contest.command("virtual")
@click.argument("source", metavar="FEED_OR_CONTEST")
@click.option(
    "--as", "as_name", metavar="TEAM", help="Your name on the scoreboard (default: $USER)."
)
@click.option(
    "--name",
    "contest_name",
    metavar="NAME",
    help="The new contest's folder name (default: virtual-<recorded contest id>).",
)
@click.option(
    "--map",
    "maps",
    multiple=True,
    metavar="LABEL=ID",
    help="Play recorded problem LABEL (or recorded id) as problem ID of this set "
    "(repeatable, or comma-separated). Problems with ids of this set map "
    "themselves.",
)
@click.pass_context
def virtual(
    ctx: click.Context,
    source: str,
    as_name: str | None,
    contest_name: str | None,
    maps: tuple[str, ...],
) -> None:
    """Take part now in a recorded contest: an event feed, a CCS contest package, or one of
    your contests. The board shows the recorded teams as they stood at your elapsed time."""
    from judge.contest.ops.views import clocks, contest_state
    from judge.contest.ops.virtual import create_virtual

    root = root_of(ctx)
    check_writable(root, "judge contest virtual")
    folder = create_virtual(
        root,
        source,
        make_clock(),
        as_name or default_team_name(),
        contest_name,
        _map_option(maps),
    )
    name = folder.name
    with _open(ctx, name) as session:
        labels = ", ".join(f"{e.label} {e.id}" for e in session.entries)
        info = clocks(session)
        teams = len(contest_state(session).teams)
    click.echo(
        f"virtual contest {name} started: {clock_text(info.duration)} from now, "
        f"{teams - 1} recorded teams; problems {labels}"
    )
    click.echo(
        f"submit with: judge contest submit {name} LABEL FILE; "
        f"the board: judge contest board {name}"
    )


@contest.command("list")
@click.pass_context
def list_contests(ctx: click.Context) -> None:
    """The contests of this problem set."""
    from judge.contest.ops.folders import contest_names

    names = contest_names(root_of(ctx))
    if not names:
        click.echo(
            "no contests yet; make one with: judge contest new NAME --problems ID,... "
            "--duration H:MM:SS"
        )
    for name in names:
        click.echo(name)


@contest.group("teams")
@click.argument("name")
@click.pass_context
def teams(ctx: click.Context, name: str) -> None:
    """The teams of contest NAME, for the contest server (judge serve): import, list, new
    passwords. A team logs in with its id and its password."""
    ctx.obj = {"root": root_of(ctx), "name": name}


def _contest_store(ctx: click.Context) -> Store:
    from judge.contest.ops.folders import find_contest, open_store

    return open_store(find_contest(ctx.obj["root"], ctx.obj["name"]))


@teams.command("import")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--out",
    "out",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="FILE",
    help="Also write the new passwords to FILE (CSV: id,name,password; mode 0600).",
)
@click.pass_context
def teams_import(ctx: click.Context, file: Path, out: Path | None) -> None:
    """Add or update teams from FILE: a CSV (columns name, and optionally id, display_name,
    label, group, hidden) or a CCS teams.json. New teams get passwords, shown once."""
    from judge.contest.ops import accounts

    specs = accounts.read_teams(file)
    store = _contest_store(ctx)
    try:
        done = accounts.import_teams(store, specs, make_clock().now())
    finally:
        store.close()
    created = sum(1 for t in done if t.created)
    click.echo(
        f"{created} team(s) added, {len(done) - created} updated in contest {ctx.obj['name']}"
    )
    fresh = [t for t in done if t.password is not None]
    if fresh:
        click.echo("new passwords (shown once; stored only as salted hashes):")
        width = max(len(t.id) for t in fresh)
        for t in fresh:
            click.echo(f"  {t.id:<{width}}  {t.password}  {t.name}")
    if out is not None and fresh:
        accounts.write_private(out, accounts.passwords_csv(fresh))
        click.echo(f"wrote them to {_shown(out)} (mode 0600)")


@teams.command("list")
@click.pass_context
def teams_list(ctx: click.Context) -> None:
    """The contest's teams: id, name, groups, and whether each can log in."""
    from judge.contest.ops import accounts

    store = _contest_store(ctx)
    try:
        rows = accounts.team_rows(store)
    finally:
        store.close()
    if not rows:
        click.echo(
            f"no teams; import them with: judge contest teams {ctx.obj['name']} import FILE.csv"
        )
    for r in rows:
        flags = ", ".join(
            f for f in ("hidden" if r.hidden else "", "" if r.password else "no password") if f
        )
        groups = ",".join(r.groups)
        click.echo(
            "  ".join(
                x
                for x in (r.id, r.display_name or r.name, groups, f"({flags})" if flags else "")
                if x
            )
        )


@teams.command("password")
@click.argument("team")
@click.pass_context
def teams_password(ctx: click.Context, team: str) -> None:
    """Give TEAM a new password (shown once); its open sessions end."""
    from judge.contest.ops import accounts

    store = _contest_store(ctx)
    try:
        password = accounts.set_team_password(store, team)
    finally:
        store.close()
    click.echo(f"new password of {team}: {password}")


@teams.command("remove")
@click.argument("team")
@click.pass_context
def teams_remove(ctx: click.Context, team: str) -> None:
    """Remove TEAM: it leaves the scoreboard and cannot log in; its submissions stay for the
    jury (the jury's Teams page can bring it back)."""
    from judge.contest.ops import roster

    store = _contest_store(ctx)
    try:
        roster.remove_team(store, team, make_clock().now())
    finally:
        store.close()
    click.echo(f"removed team {team} from contest {ctx.obj['name']} (its submissions are kept)")


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
@db_option
@click.pass_context
def move(ctx: click.Context, name: str, to: str, replace: bool, db_url: str | None) -> None:
    """Move contest NAME's database to PostgreSQL (or back to SQLite), verified.

    Every table is copied in one transaction, the row counts and a checksum of each table
    (the event log's too) compared before the copy commits; the folder then records the new
    place (database.url), and the old database is marked as moved (kept, but not used).
    """
    from judge.contest.ops.move import move_contest

    report = move_contest(root_of(ctx), name, to, replace, db_url)
    events = report.table("events")
    click.echo(
        f"moved contest {name} from {report.source} to {report.target}: "
        f"{len(report.tables)} tables, {report.rows} rows, the same on both sides "
        f"(event log: {events.rows} events, sha256 {events.sha256[:16]})"
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
@db_option
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
    from judge.contest.ops.results import results, results_csv
    from judge.contest.ops.session import open_contest
    from judge.web.render import render

    if as_csv and as_html:
        raise click.UsageError("give --csv or --html, not both")
    with open_contest(
        root_of(ctx), name, make_clock(), default_cache_dir(), db_url=db_url
    ) as session:
        table = results(session)
    text = render("results_file.html", table=table, lang=lang) if as_html else results_csv(table)
    if output is None:
        click.echo(text, nl=False)
        return
    try:
        output.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise JudgeError(f"{output}: cannot write: {exc.strerror or exc}") from None
    click.echo(f"wrote the results of {name} to {_shown(output)}")


@contest.command("queue")
@click.argument("name")
@db_option
@click.pass_context
def queue_cmd(ctx: click.Context, name: str, db_url: str | None) -> None:
    """The judging workers, what they judge, and the queue of contest NAME."""
    from judge.contest.ops.session import open_contest
    from judge.contest.ops.views import queue_view

    # The jury looks: nothing is judged here, whoever judges this contest.
    with open_contest(
        root_of(ctx), name, make_clock(), default_cache_dir(), db_url=db_url
    ) as session:
        view = queue_view(session)
        now = session.clock.now().ms
    click.echo(queue_text(view, now, name))

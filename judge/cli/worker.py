"""`judge worker`: a judging machine for a contest kept in PostgreSQL.

The command line loads this module only for `judge worker` (judge/cli/__init__.py), so the
contest modules and SQLAlchemy it imports cost no other command.
"""

from __future__ import annotations

import sys
from datetime import datetime

import click

from judge.cachedir import default_cache_dir
from judge.cli import main
from judge.cli.common import root_of
from judge.contest.core.clock import SystemClock
from judge.contest.core.records import JudgementResult
from judge.contest.ops.safety import require_isolation
from judge.contest.ops.site_worker import SiteMachine, SiteWorker, is_site_database
from judge.contest.ops.stopping import graceful_stop
from judge.contest.ops.worker import JudgingMachine, Worker, WorkerOptions, open_judging_machine
from judge.contest.storage.queue import Claim
from judge.errors import JudgeError


def _stamp() -> str:
    return datetime.now().strftime("%H:%M:%S")


@main.command("worker")
@click.option(
    "--db",
    "db_url",
    envvar="JUDGE_DB",
    required=True,
    metavar="URL",
    help="The contest's PostgreSQL database, postgresql://USER@HOST/DATABASE. Also "
    "JUDGE_DB, which keeps a password out of the process list (or use "
    "PGPASSWORD or ~/.pgpass).",
)
@click.option(
    "--slots",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Submissions judged at once, one thread each (each case runs one process).",
)
@click.option(
    "--poll",
    type=click.FloatRange(min=0.05),
    default=2.0,
    show_default=True,
    metavar="SECONDS",
    help="Look at the queue this often when no notification comes (LISTEN/NOTIFY "
    "wakes the worker at once when it works).",
)
@click.option(
    "--lease",
    type=click.FloatRange(min=1.0),
    default=60.0,
    show_default=True,
    metavar="SECONDS",
    help="How long a claim holds without renewal (it is renewed every third of "
    "that): a worker that dies has its submission judged elsewhere after it.",
)
@click.option(
    "--name",
    metavar="NAME",
    help="This worker's name for the jury (default: the machine's name). A worker "
    "named otherwise than its machine is judged by its lease alone.",
)
@click.option("-q", "--quiet", is_flag=True, help="No line per judgement.")
@click.option(
    "--unsafe",
    is_flag=True,
    help="Judge without isolation on a machine that cannot isolate (see judge "
    "doctor): only for code you trust.",
)
@click.pass_context
def worker(
    ctx: click.Context,
    db_url: str,
    slots: int,
    poll: float,
    lease: float,
    name: str | None,
    quiet: bool,
    unsafe: bool,
) -> None:
    """Judge the queued submissions of the contest in a PostgreSQL database, or of every
    contest of a site moved there (judge site move: --db is then the site's URL).

    Run it on any machine with this problem set (the same problems/ and testdata/ as the
    contest's: a problem whose data hash differs from the one recorded when the contest
    started is not judged here, and the worker says why) and network access to the database.
    Submissions are claimed one at a time per slot (SELECT ... FOR UPDATE SKIP LOCKED, in
    DOMjudge's fair order), judged isolated (as judge run --isolate; a machine that cannot
    isolate is refused unless --unsafe), and their results written; SIGTERM or Ctrl-C stops the
    worker once its judgings under way are recorded (a second one stops it at once: they are
    then judged again elsewhere).
    """

    root = root_of(ctx)
    cache_dir = default_cache_dir()
    clock = SystemClock()
    options = WorkerOptions(
        lease_ms=int(lease * 1000),
        name=name,
        on_refused=_refused,
        on_verdict=(lambda _claim, _result: None) if quiet else _judged,
        on_status=_status,
    )
    if is_site_database(db_url):
        note = require_isolation(cache_dir, unsafe)
        site_machine = SiteMachine(root, cache_dir, clock, isolate=note is None)
        _judge_site(SiteWorker(db_url, site_machine, slots, poll, options, _site_judged), lease)
        return
    machine = open_judging_machine(db_url, slots, clock, cache_dir, unsafe)
    try:
        _warn(machine)
        runner = Worker(machine.context(root, cache_dir, clock), slots, poll, options=options)
        _announce(machine, runner, slots, lease)
        _run_until_stopped(runner)
    finally:
        machine.store.close()


def _warn(machine: JudgingMachine) -> None:
    """What the jury must know of this machine before it judges: a skewed clock, no
    isolation."""
    if machine.clock_skewed:
        click.echo(
            f"judge worker: warning: this machine's clock and the database "
            f"server's differ by {machine.clock_skew_s:.0f} s; leases and judging times "
            "are written with this clock: synchronise the clocks (NTP)",
            err=True,
        )
    if machine.not_isolated is not None:
        click.echo(
            f"judge worker: judging WITHOUT isolation (--unsafe): {machine.not_isolated}",
            err=True,
        )


def _refused(problem_id: str, message: str) -> None:
    click.echo(f"judge worker: {message}", err=True)


def _judged(claim: Claim, result: JudgementResult) -> None:
    """A judgement recorded: one line."""
    text = str(result.verdict)
    if result.failure is not None:
        text += f" on case {result.failure.number} of {result.total}"
    click.echo(
        f"{_stamp()} judged submission {claim.submission_id} "
        f"({claim.problem_id}, attempt {claim.attempt}): {text}"
    )


def _status(text: str) -> None:
    click.echo(f"{_stamp()} judge worker: {text}", err=True)


def _announce(machine: JudgingMachine, runner: Worker, slots: int, lease: float) -> None:
    """The worker's first line: its contest, database, slots and the problems it judges (an
    error when it can judge none of them)."""
    record = machine.contest
    judgeable = runner.judgeable()  # reports each problem refused
    if machine.problems and not judgeable:
        raise JudgeError(
            f"this worker can judge none of contest {record.id!r}'s problems "
            f"({'; '.join(runner.refused.values())})"
        )
    labels = ", ".join(f"{label} {pid}" for pid, label, _ in machine.problems if pid in judgeable)
    click.echo(
        f"judge worker {runner.owner}: contest {record.id} ({record.name}) in "
        f"{machine.store.where}; {slots} slot{'s' if slots > 1 else ''}, lease {lease:g} s; "
        f"judging {labels or 'no problems yet'}"
    )
    sys.stdout.flush()


def _run_until_stopped(runner: Worker) -> None:
    """Judge until SIGTERM or Ctrl-C (the judgings under way recorded first; a second one
    stops at once) or until the worker stops itself."""
    with graceful_stop() as stop:
        runner.start()
        while not stop.wait(0.5):
            if runner.stopping:
                break
        runner.stop()
    if runner.fatal is not None:
        raise runner.fatal
    click.echo(
        f"judge worker {runner.owner}: stopped; judged {runner.judged} "
        f"submission{'' if runner.judged == 1 else 's'}"
    )


def _site_judged(contest: str, claim: Claim, result: JudgementResult) -> None:
    click.echo(f"contest {contest}: ", nl=False)
    _judged(claim, result)


def _judge_site(runner: SiteWorker, lease: float) -> None:
    """Judges every contest of the site, in turn, until SIGTERM or Ctrl-C (as a contest's
    worker stops)."""
    with graceful_stop() as stop:
        try:
            runner.start()
            names = ", ".join(runner.workers) or "none yet"
            click.echo(
                f"judge worker {runner.owner}: site in {runner.store.where}; contests {names}; "
                f"{runner.slots} slot{'s' if runner.slots > 1 else ''}, lease {lease:g} s"
            )
            sys.stdout.flush()
            while not stop.wait(0.5):
                pass
        finally:
            runner.stop()
    click.echo(
        f"judge worker {runner.owner}: stopped; judged {runner.judged} "
        f"submission{'' if runner.judged == 1 else 's'}"
    )

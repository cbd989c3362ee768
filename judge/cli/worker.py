"""`judge worker`: a judging machine for a contest kept in PostgreSQL."""

from __future__ import annotations

import sys
import threading
from datetime import datetime

import click

from judge.cli import main
from judge.cli.common import root_of

#: Seconds of disagreement between this machine's clock and the database server's above
#: which the worker warns: leases and contest times are written with this machine's clock.
CLOCK_SKEW_S = 5.0


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
    """Judge the queued submissions of the contest in a PostgreSQL database.

    Run it on any machine with this problem set (the same problems/ and testdata/ as the
    contest's: a problem whose data hash differs from the one recorded when the contest
    started is not judged here, and the worker says why) and network access to the database.
    Submissions are claimed one at a time per slot (SELECT ... FOR UPDATE SKIP LOCKED, in
    DOMjudge's fair order), judged isolated (as judge run --isolate; a machine that cannot
    isolate is refused unless --unsafe), and their results written; SIGTERM or Ctrl-C stops the
    worker once its judgings under way are recorded (a second one stops it at once: they are
    then judged again elsewhere).
    """
    import logging
    import signal

    import sqlalchemy as sa

    from judge.cachedir import default_cache_dir
    from judge.contest import store as db
    from judge.contest.clock import SystemClock
    from judge.contest.queue import JudgingContext, Worker, moved_to
    from judge.errors import JudgeError

    # A connection the server dropped (a restart) cannot be rolled back when it goes back
    # to the pool; SQLAlchemy logs that with a traceback. The worker says what matters.
    logging.getLogger("sqlalchemy.pool").addHandler(logging.NullHandler())
    logging.getLogger("sqlalchemy.pool").propagate = False
    root = root_of(ctx)
    cache_dir = default_cache_dir()
    from judge.contest.service import isolation_problem

    not_isolated = isolation_problem(cache_dir)
    if not_isolated is not None and not unsafe:
        raise JudgeError(
            f"this machine cannot judge submissions isolated: {not_isolated} (see "
            "judge doctor); add --unsafe to judge without isolation, only for code "
            "you trust"
        )
    store = db.Store.open_url(db_url, create=False, pool_size=2 * slots + 3)
    try:
        if not store.postgres:
            raise JudgeError(
                f"{store.where}: workers judge contests kept in PostgreSQL; a "
                "SQLite contest is judged by the judge contest commands"
            )
        with store.read() as conn:
            row = db.contest_row(conn)
            where = moved_to(conn)
            problems = conn.execute(
                sa.select(db.problems.c.id, db.problems.c.label).order_by(db.problems.c.ordinal)
            ).all()
            skew = conn.exec_driver_sql("SELECT extract(epoch FROM clock_timestamp())").scalar()
        if where is not None:
            raise JudgeError(
                f"{store.where}: the contest was moved to {where}; start the "
                "worker on that database"
            )
        if row is None:
            raise JudgeError(f"{store.where}: holds no contest")
        clock = SystemClock()
        skew = abs(float(skew) - clock.now().ms / 1000)
        if skew > CLOCK_SKEW_S:
            click.echo(
                f"judge worker: warning: this machine's clock and the database "
                f"server's differ by {skew:.0f} s; leases and judging times are "
                "written with this clock: synchronise the clocks (NTP)",
                err=True,
            )

        def refused(problem_id: str, message: str) -> None:
            click.echo(f"judge worker: {message}", err=True)

        def judged(claim, result) -> None:
            if quiet:
                return
            text = result.verdict
            if result.failure is not None:
                text += f" on case {result.failure['number']} of {result.total}"
            click.echo(
                f"{_stamp()} judged submission {claim.submission_id} "
                f"({claim.problem_id}, attempt {claim.attempt}): {text}"
            )

        def status(text: str) -> None:
            click.echo(f"{_stamp()} judge worker: {text}", err=True)

        if not_isolated is not None:
            click.echo(
                f"judge worker: judging WITHOUT isolation (--unsafe): {not_isolated}", err=True
            )
        context = JudgingContext(store, root, cache_dir, clock, isolate=not_isolated is None)
        runner = Worker(
            context,
            slots=slots,
            poll=poll,
            lease_ms=int(lease * 1000),
            name=name,
            on_refused=refused,
            on_verdict=judged,
            on_status=status,
        )
        judgeable = runner.judgeable()  # reports each problem refused
        if problems and not judgeable:
            raise JudgeError(
                f"this worker can judge none of contest {row.id!r}'s problems "
                f"({'; '.join(runner.refused.values())})"
            )
        labels = ", ".join(f"{p.label} {p.id}" for p in problems if p.id in judgeable)
        click.echo(
            f"judge worker {runner.owner}: contest {row.id} ({row.name}) in "
            f"{store.where}; {slots} slot{'s' if slots > 1 else ''}, lease {lease:g} s; "
            f"judging {labels or 'no problems yet'}"
        )
        sys.stdout.flush()

        stop = threading.Event()
        signals = []

        def on_signal(signum, _frame) -> None:
            signals.append(signum)
            if len(signals) > 1:
                raise KeyboardInterrupt
            stop.set()

        previous = {sig: signal.signal(sig, on_signal) for sig in (signal.SIGTERM, signal.SIGINT)}
        try:
            runner.start()
            while not stop.wait(0.5):
                if runner.stopping:
                    break
            runner.stop()
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)
        if runner.fatal is not None:
            raise runner.fatal
        click.echo(
            f"judge worker {runner.owner}: stopped; judged {runner.judged} "
            f"submission{'' if runner.judged == 1 else 's'}"
        )
    finally:
        store.close()

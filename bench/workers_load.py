#!/usr/bin/env python3
"""Load test of the judging machines: a 200-team, 3,000-submission contest replayed against
1, 2 and 4 worker processes on this machine, through PostgreSQL.

For each number of workers: a fresh database on a private PostgreSQL server (a Unix socket in
a temporary folder, no TCP: see tests/pg_server.py; or --db, which must be on this machine),
a contest of the two tiny problems of tests/fixtures/workers (one or two cases each), 200
teams, and the workers started (``python3 -m judge worker --slots 1 -q``) and registered
before the clock starts. Then the submissions arrive on a schedule: a synthetic 5-hour
contest, 60% of its submissions spread over the first 4.5 hours and 40% in the last half
hour (the burst), compressed into --replay seconds; each is recorded and queued through the
operations (``judge.contest.ops.submit.record_submission``, what the contest server's
submit calls). Half of the submissions are C
(compiled once, then cached: a run costs a few milliseconds), half Python (an interpreter
start per case, about 50-90 ms of CPU here): verdicts AC, WA, RTE and CE.

When every submission is judged (or --timeout passes: the run is then reported as cut),
it prints, from the database's own records:

- throughput: submissions judged per minute, from the first submission to the last verdict;
- verdict latency, p50 and p95: from a submission's recording to its verdict's (queueing
  included: in the burst, arrivals outrun the workers);
- the scaling ratio: throughput over the one-worker throughput;

and checks that each submission was judged exactly once, with the verdict a single local
judge gives its program. Everything stays on this machine: the server listens on a Unix
socket only, and --db is refused unless it names a socket or a loopback address.

Usage: python3 bench/workers_load.py [--workers 1,2,4] [--teams 200] [--submissions 3000]
                                     [--replay SECONDS] [--timeout SECONDS] [--seed S]
                                     [--db URL]
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # the judge of this working tree, installed or not
sys.path.insert(0, str(REPO / "tests"))  # the private PostgreSQL server

import sqlalchemy as sa  # noqa: E402

from judge.cachedir import default_cache_dir  # noqa: E402
from judge.contest.core.clock import SystemClock  # noqa: E402
from judge.contest.core.config import ContestConfig  # noqa: E402
from judge.contest.core.times import parse_duration  # noqa: E402
from judge.contest.ops.create import MakeOptions, new_contest  # noqa: E402
from judge.contest.ops.session import Session, open_contest  # noqa: E402
from judge.contest.ops.start import start_contest  # noqa: E402
from judge.contest.ops.submit import add_team, record_submission  # noqa: E402
from judge.contest.storage import schema as db  # noqa: E402
from judge.contest.storage.objects import the_contest  # noqa: E402
from judge.contest.storage.store import parse_url, shown_url  # noqa: E402

TINY = REPO / "tests" / "fixtures" / "workers"
#: (label, program, weight): half C, half Python.
MIX = [
    ("A", "sum_ac.c", 25),
    ("A", "sum_wa.c", 20),
    ("A", "sum_ce.c", 5),
    ("A", "sum_ac.py", 15),
    ("A", "sum_wa.py", 15),
    ("A", "sum_re.py", 5),
    ("B", "max_ac.py", 10),
    ("B", "max_wa.py", 5),
]
PROBLEMS = {"A": "tiny_sum", "B": "tiny_max"}
CONTEST_MS = 5 * 3600 * 1000
BURST_MS = 30 * 60 * 1000


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def schedule(teams: int, submissions: int, seed: int) -> list[tuple[int, str, str, str]]:
    """(contest time in ms, team, label, program) of each submission, in time order."""
    rng = random.Random(seed)
    weights = [w for _, _, w in MIX]
    activity = [rng.paretovariate(2.0) for _ in range(teams)]  # some teams submit more
    out = []
    for k in range(submissions):
        if k < submissions * 0.6:
            at = rng.randrange(0, CONTEST_MS - BURST_MS)
        else:
            at = rng.randrange(CONTEST_MS - BURST_MS, CONTEST_MS)
        team = f"team{rng.choices(range(teams), activity)[0] + 1:03d}"
        label, program, _ = rng.choices(MIX, weights)[0]
        out.append((at, team, label, program))
    return sorted(out)


def local_only(url: str) -> None:
    """Refuses a database that is not on this machine: the load stays on loopback."""
    parsed = parse_url(url)
    host = parsed.host or parsed.query.get("host", "")
    if isinstance(host, tuple):
        host = host[0]
    if host and not host.startswith("/") and host not in ("localhost", "127.0.0.1", "::1"):
        raise SystemExit(
            f"--db {shown_url(url)}: the load script runs on this machine "
            "only (a Unix socket or a loopback address)"
        )


def fresh_database(server, base_url: str | None, n: int) -> str:
    if server is not None:
        return server.create_database("load")
    assert base_url is not None  # no server of our own: --url names one
    engine = sa.create_engine(parse_url(base_url), isolation_level="AUTOCOMMIT")
    name = f"judge_load_{os.getpid()}_{n}"
    try:
        with engine.connect() as conn:
            conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}"')
            conn.exec_driver_sql(f'CREATE DATABASE "{name}"')
    finally:
        engine.dispose()
    return parse_url(base_url).set(database=name).render_as_string(hide_password=False)


def reference() -> dict[str, str]:
    """The judgement type a single local judge gives each program."""
    from judge.contest.ops.judging import judge_submission
    from judge.problemset.problem import load_problem

    out = {}
    for label, program, _ in MIX:
        problem = load_problem(TINY, PROBLEMS[label])
        result = judge_submission(
            problem, (TINY / "programs" / program).read_bytes(), program, default_cache_dir()
        )
        out[program] = result.type_id
    return out


def run(
    workers: int,
    url: str,
    plan: list[tuple[int, str, str, str]],
    replay: float,
    timeout: float,
    teams: int,
    expected: dict[str, str],
) -> dict[str, Any]:
    """One measure: the contest on the database at `url`, `workers` workers judging the
    `plan`'s submissions arriving over `replay` seconds; its figures, see print_table."""
    work = Path(tempfile.mkdtemp(prefix="judge-load-"))
    root = work / "set"
    root.mkdir()
    (root / "problems").symlink_to(TINY / "problems")
    clock = SystemClock()
    config = ContestConfig(id="camp", name="camp", duration=parse_duration("5:00:00"))
    new_contest(root, config, ["tiny_sum", "tiny_max"], clock.now(), MakeOptions(db_url=url))
    session = open_contest(root, "camp", clock, default_cache_dir())
    start_contest(session, "jury")
    for t in range(teams):
        add_team(session, f"team{t + 1:03d}", f"Team {t + 1}")
    procs = start_workers(session, work, url, workers)
    made, cut = replay_plan(session, plan, replay, timeout)
    stop_workers(procs)
    figures = tally(session, made, expected)
    session.close()
    return {"workers": workers, "submitted": len(made), "cut": cut, **figures}


def start_workers(session: Session, work: Path, url: str, workers: int) -> list[subprocess.Popen]:
    """`workers` worker processes judging the contest of `work`'s problem set, each logging
    into `work`; returned once every one is registered (and a second more)."""
    env = dict(os.environ, PYTHONPATH=str(REPO), JUDGE_DB=url)
    procs = []
    for k in range(workers):
        log = open(work / f"worker-{k}.log", "wb")  # noqa: SIM115  (open while the worker runs; closed after)
        procs.append(
            subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "judge",
                    "--root",
                    str(work / "set"),
                    "worker",
                    "--slots",
                    "1",
                    "-q",
                ],
                cwd=REPO,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        )
    deadline = time.monotonic() + 300
    while True:  # every worker up and listening before the clock starts
        with session.store.read() as conn:
            up = conn.execute(sa.select(sa.func.count()).select_from(db.workers)).scalar() or 0
        if up >= workers:
            break
        if time.monotonic() > deadline or any(p.poll() is not None for p in procs):
            raise SystemExit(f"workers did not start: see {work}")
        time.sleep(0.2)
    time.sleep(1.0)
    return procs


def replay_plan(
    session: Session, plan: list[tuple[int, str, str, str]], replay: float, timeout: float
) -> tuple[dict[str, str], bool]:
    """The `plan`'s submissions made on its schedule compressed into `replay` seconds, and
    waited for until all are judged or `timeout` seconds pass: (each submission's program by
    its id, whether the wait was cut)."""
    sources = {program: (TINY / "programs" / program).read_bytes() for _, program, _ in MIX}
    made: dict[str, str] = {}
    began = time.monotonic()

    def submit() -> None:
        for at, team, label, program in plan:
            delay = began + at / CONTEST_MS * replay - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            view = record_submission(session, team, label, program, sources[program])
            made[view.id] = program

    submitter = threading.Thread(target=submit)
    submitter.start()
    j = db.judgements
    cut = False
    while True:
        time.sleep(1.0)
        with session.store.read() as conn:
            done = (
                conn.execute(
                    sa.select(sa.func.count())
                    .select_from(j)
                    .where(j.c.judgement_type_id.is_not(None))
                ).scalar()
                or 0
            )
        if not submitter.is_alive() and done >= len(plan):
            break
        if time.monotonic() - began > timeout:
            cut = True
            break
    submitter.join()
    return made, cut


def stop_workers(procs: list[subprocess.Popen]) -> None:
    """Each worker asked to stop (SIGTERM), killed with its group if it takes over 5 min."""
    for p in procs:
        p.send_signal(signal.SIGTERM)
    for p in procs:
        try:
            p.wait(300)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()


def tally(session: Session, made: dict[str, str], expected: dict[str, str]) -> dict[str, Any]:
    """The figures of a measure, from the database's records of the submissions `made`."""
    j, s, w = db.judgements, db.submissions, db.workers
    with session.store.read() as conn:
        started = the_contest(conn).started_ms
        rows = conn.execute(
            sa.select(s.c.id, s.c.submitted_ms, j.c.end_ms, j.c.attempt, j.c.judgement_type_id)
            .join(j, j.c.submission_id == s.c.id)
            .where(s.c.origin == "local")
        ).all()
        judged_by = dict(conn.execute(sa.select(w.c.id, w.c.judged)).all())
    finished = [r for r in rows if r.judgement_type_id is not None]
    latencies = sorted((started + r.end_ms - r.submitted_ms) / 1000 for r in finished)
    first = min(r.submitted_ms for r in rows)
    last = max(started + r.end_ms for r in finished) if finished else first
    wrong = [r.id for r in finished if r.judgement_type_id != expected[made[r.id]]]
    per_submission = len(rows) == len(made) and all(r.attempt == 1 for r in finished)
    return {
        "judged": len(finished),
        "span": (last - first) / 1000,
        "per_minute": len(finished) / max((last - first) / 60000, 1e-9),
        "p50": statistics.median(latencies) if latencies else float("nan"),
        "p95": latencies[int(0.95 * (len(latencies) - 1))] if latencies else float("nan"),
        "once": per_submission and sum(judged_by.values()) == len(finished),
        "as_local": not wrong,
        "shares": sorted(judged_by.values(), reverse=True),
    }


def print_table(results: list[dict]) -> None:
    """One row per worker count, the scaling against the first."""
    base = results[0]["per_minute"]
    header = [
        "workers",
        "judged",
        "span",
        "judged/min",
        "p50 latency",
        "p95 latency",
        "scaling",
        "each judged once",
        "verdicts as local",
        "shares",
    ]
    table = [header]
    for r in results:
        table.append(
            [
                str(r["workers"]),
                f"{r['judged']}/{r['submitted']}" + (" (cut)" if r["cut"] else ""),
                f"{r['span']:.1f} s",
                f"{r['per_minute']:.0f}",
                f"{r['p50']:.1f} s",
                f"{r['p95']:.1f} s",
                f"{r['per_minute'] / base:.2f}x",
                "yes" if r["once"] else "NO",
                "yes" if r["as_local"] else "NO",
                "/".join(str(x) for x in r["shares"]),
            ]
        )
    widths = [max(len(row[i]) for row in table) for i in range(len(header))]
    for row in table:
        print(
            "  ".join(
                cell.rjust(w) if i else cell.ljust(w)
                for i, (cell, w) in enumerate(zip(row, widths))
            ).rstrip()
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--workers", default="1,2,4", help="worker process counts to measure (default 1,2,4)"
    )
    parser.add_argument("--teams", type=int, default=200)
    parser.add_argument("--submissions", type=int, default=3000)
    parser.add_argument(
        "--replay",
        type=float,
        default=60.0,
        help="seconds the 5-hour contest's submissions arrive over (default 60)",
    )
    parser.add_argument(
        "--timeout",
        type=float,
        default=1800.0,
        help="seconds after which a run stops waiting (default 1800)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--db",
        help="a PostgreSQL server on this machine to use instead of a "
        "private one (databases judge_load_* are made there)",
    )
    args = parser.parse_args()
    counts = [int(c) for c in args.workers.split(",")]
    server = None
    if args.db:
        local_only(args.db)
    else:
        from pg_server import PostgresServer, unavailable

        why = unavailable()
        if why:
            raise SystemExit(f"cannot start a private PostgreSQL server: {why}")
        server = PostgresServer()
        server.start()
    try:
        expected = reference()
        plan = schedule(args.teams, args.submissions, args.seed)
        load_before = os.getloadavg()
        results = []
        for n, workers in enumerate(counts, start=1):
            url = fresh_database(server, args.db, n)
            print(f"... {workers} worker{'s' if workers > 1 else ''}", file=sys.stderr, flush=True)
            results.append(run(workers, url, plan, args.replay, args.timeout, args.teams, expected))
        load_after = os.getloadavg()
        engine = sa.create_engine(parse_url(server.url() if server else args.db))
        with engine.connect() as conn:
            version = conn.exec_driver_sql("SHOW server_version").scalar()
        engine.dispose()
    finally:
        if server is not None:
            server.close()
    print(
        f"{args.teams} teams, {args.submissions} submissions (60% over 4:30:00, 40% in the "
        f"last 0:30:00) replayed over {args.replay:g} s; worker processes of 1 slot"
    )
    print(
        f"machine: {cpu_model()}, {os.cpu_count()} cores, "
        f"Linux {platform.release()}, Python {platform.python_version()}, PostgreSQL "
        f"{version}; load average {load_before[0]:.1f} before, {load_after[0]:.1f} after"
    )
    print()
    print_table(results)


if __name__ == "__main__":
    main()

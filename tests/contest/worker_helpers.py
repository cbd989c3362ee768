"""What the PostgreSQL and worker tests share: a contest of the tiny problem set kept in
PostgreSQL, submissions queued as the contest server queues them, worker processes
(``python3 -m judge worker``), and the results read back."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import sqlalchemy as sa

from contest.contest_helpers import new_contest
from judge.cachedir import default_cache_dir
from judge.contest.core.clock import SystemClock
from judge.contest.ops.judging import judge_submission
from judge.contest.ops.session import open_contest
from judge.contest.ops.start import start_contest
from judge.contest.ops.submit import add_team, record_submission
from judge.contest.storage import schema as db
from judge.contest.storage.store import parse_url
from judge.problemset.problem import load_problem
from support import wait_until

REPO = Path(__file__).resolve().parents[2]
TINY = REPO / "tests" / "fixtures" / "workers"
TINY_PROGRAMS = TINY / "programs"

#: (label, program) of each kind of submission, with the verdict a judge gives it.
MIX: list[tuple[str, str]] = [
    ("A", "sum_ac.py"),
    ("A", "sum_wa.py"),
    ("A", "sum_re.py"),
    ("A", "sum_ac.c"),
    ("A", "sum_wa.c"),
    ("A", "sum_ce.c"),
    ("B", "max_ac.py"),
    ("B", "max_wa.py"),
]
PROBLEM = {"A": "tiny_sum", "B": "tiny_max"}

#: How long a test waits for what workers do before it fails: generous, for a loaded machine.
PATIENCE = 600.0


def tiny_root(base: Path) -> Path:
    """A problem-set root with the tiny problems and a contests/ folder of its own."""
    root = base / "tiny-set"
    root.mkdir()
    (root / "problems").symlink_to(TINY / "problems")
    return root


def pg_contest(root: Path, url: str, name: str = "camp") -> None:
    """A started contest of both tiny problems, kept in PostgreSQL at ``url``."""
    clock = SystemClock()
    new_contest(root, name, ["tiny_sum", "tiny_max"], "5:00:00", clock=clock, db_url=url)
    with open_pg(root, name) as session:
        start_contest(session, "jury")


def open_pg(root: Path, name: str = "camp", **kwargs):
    """The contest, as the contest server opens it: its own judges do not judge here."""
    return open_contest(root, name, SystemClock(), default_cache_dir(), **kwargs)


def queue_submissions(
    root: Path,
    count: int,
    teams: int = 50,
    name: str = "camp",
    mix: Sequence[tuple[str, str]] = MIX,
) -> dict[str, str]:
    """Queues ``count`` submissions of ``teams`` teams, cycling through ``mix``; returns
    submission id -> program file name."""
    made: dict[str, str] = {}
    sources = {program: (TINY_PROGRAMS / program).read_bytes() for _, program in mix}
    with open_pg(root, name) as session:
        for t in range(teams):
            add_team(session, f"t{t}", f"Team {t}")
        for k in range(count):
            label, program = mix[k % len(mix)]
            sid = record_submission(session, f"t{k % teams}", label, program, sources[program]).id
            made[sid] = program
    return made


def reference_verdicts(programs: Sequence[str]) -> dict[str, tuple[str, int]]:
    """What a single local judge gives each program: (judgement type, cases run)."""
    label_of = {program: label for label, program in MIX}
    out = {}
    for program in sorted(set(programs)):
        problem = load_problem(TINY, PROBLEM[label_of.get(program, "A")])
        result = judge_submission(
            problem, (TINY_PROGRAMS / program).read_bytes(), program, default_cache_dir()
        )
        out[program] = (result.type_id, len(result.cases))
    return out


class WorkerProcess:
    """``python3 -m judge worker`` in a session of its own (so that its whole process group,
    the solutions it runs included, can be stopped or killed), its output in files."""

    def __init__(self, root: Path, url: str, folder: Path, *args: str) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.out_path = folder / f"worker-{id(self)}.out"
        self.err_path = folder / f"worker-{id(self)}.err"
        env = dict(os.environ, PYTHONPATH=str(REPO), JUDGE_DB=url)
        command = [
            sys.executable,
            "-m",
            "judge",
            "--root",
            str(root),
            "worker",
            "--poll",
            "0.5",
            *args,
        ]
        with open(self.out_path, "wb") as out, open(self.err_path, "wb") as err:
            self.process = subprocess.Popen(
                command, cwd=REPO, env=env, stdout=out, stderr=err, start_new_session=True
            )

    @property
    def pid(self) -> int:
        return self.process.pid

    def signal_group(self, signum: int) -> None:
        os.killpg(self.process.pid, signum)

    def stop(self, timeout: float = PATIENCE) -> int:
        """SIGTERM, then wait for the clean stop; the exit status."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.signal_group(signal.SIGKILL)
            self.process.wait()
            raise AssertionError(f"worker {self.pid} did not stop: {self.output()}") from None

    def kill(self) -> None:
        if self.process.poll() is None:
            try:
                self.signal_group(signal.SIGKILL)
            except ProcessLookupError:
                pass
        self.process.wait()

    def output(self) -> str:
        return self.out_path.read_text(errors="replace") + self.err_path.read_text(errors="replace")


def wait_for(
    what: str,
    condition: Callable[[], bool],
    workers: Sequence[WorkerProcess] = (),
    patience: float = PATIENCE,
    every: float = 0.2,
) -> None:
    """Waits (on the real processes, not on a clock) until ``condition()``; fails naming
    ``what`` if it never holds, or if a worker died meanwhile."""

    def holds() -> bool:
        for worker in workers:
            assert worker.process.poll() is None, (
                f"worker {worker.pid} exited ({worker.process.returncode}): {worker.output()}"
            )
        return condition()

    wait_until(holds, timeout=patience, what=what, every=every)


def rows(url: str, query, *params) -> list:
    """Rows of a query on the contest's database (a short connection of its own)."""
    engine = sa.create_engine(parse_url(url))
    try:
        with engine.connect() as conn:
            return list(conn.execute(query, *params).all())
    finally:
        engine.dispose()


def judged_count(url: str) -> int:
    j = db.judgements
    return rows(
        url,
        sa.select(sa.func.count())
        .select_from(j)
        .where(j.c.judgement_type_id.is_not(None), j.c.valid),
    )[0][0]


@dataclass
class Outcome:
    """A submission's judgements and judgement events, as recorded."""

    judgements: list[sa.Row]
    events: list[dict]

    @property
    def completions(self) -> list[dict]:
        return [e for e in self.events if e["judgement_type_id"] is not None]


def outcomes(url: str) -> dict[str, Outcome]:
    """Each submission's judgements and judgement events."""
    j, e = db.judgements, db.events
    found: dict[str, Outcome] = {}
    for r in rows(url, sa.select(j).where(j.c.origin == "local").order_by(j.c.id)):
        found.setdefault(r.submission_id, Outcome([], [])).judgements.append(r)
    for r in rows(url, sa.select(e.c.data).where(e.c.type == "judgements").order_by(e.c.seq)):
        data = json.loads(r.data)
        found[data["submission_id"]].events.append(data)
    return found


def owner_of(worker: WorkerProcess) -> str | None:
    """The owner a worker process writes (from its first line of output), once it said it."""
    first = worker.out_path.read_text(errors="replace").split("\n", 1)[0]
    if not first.startswith("judge worker "):
        return None
    return first[len("judge worker ") :].split(":", 1)[0]

"""What the contest tests share besides fixtures (those are in conftest.py): the programs and
feeds, a problem-set root, contests made and opened as the command line makes and opens them,
and a look into a contest's database."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from judge.cachedir import default_cache_dir
from judge.contest.core.clock import Clock
from judge.contest.core.config import ContestConfig
from judge.contest.core.model import DEFAULT_PENALTY_MS
from judge.contest.core.times import parse_duration, parse_time
from judge.contest.ops.backlog import judge_backlog
from judge.contest.ops.create import MakeOptions
from judge.contest.ops.create import new_contest as make_contest_folder
from judge.contest.ops.session import open_contest

REPO = Path(__file__).resolve().parents[2]
PROGRAMS = Path(__file__).parent / "programs"
FEEDS = Path(__file__).parent / "feeds"
WF14 = FEEDS / "wf14-2023-06.ndjson"

#: hdu_1846 (25 cases, the first a sample) solutions.
ACCEPTED = REPO / "problems" / "hdu_1846" / "solution.py"
WRONG_ON_SAMPLE = REPO / "solutions" / "hdu_1846" / "wrong_answer" / "misere.py"
WRONG_ON_HIDDEN = PROGRAMS / "hdu_1846_n_equals_m.py"  # fails case 2, a hidden one
LEAKY = PROGRAMS / "hdu_1846_leaky.py"  # RE on case 2; its stderr holds the hidden input
SLOW = PROGRAMS / "hdu_1846_slow.py"  # AC, 0.2 s of wall time per case

START = "2024-03-01T10:00:00+01:00"


def make_root(base: Path) -> Path:
    """A problem-set root whose problems, test data and solutions are the repository's and
    whose contests/ is its own."""
    root = base / "set"
    root.mkdir()
    for name in ("problems", "testdata", "solutions"):
        (root / name).symlink_to(REPO / name)
    return root


def new_contest(
    root: Path,
    name: str,
    problem_ids,
    duration: str,
    clock: Clock,
    freeze: str | None = None,
    start: str | None = None,
    title: str | None = None,
    db_url: str | None = None,
) -> Path:
    """``judge contest new NAME --problems ... --duration ...`` (and its other options)."""
    config = ContestConfig(
        id=name,
        name=title or name,
        duration=parse_duration(duration),
        penalty=DEFAULT_PENALTY_MS,
        freeze=parse_duration(freeze) if freeze else None,
        start_time=parse_time(start) if start else None,
    )
    return make_contest_folder(root, config, list(problem_ids), clock.now(), MakeOptions(db_url))


def open_session(root: Path, name: str, clock: Clock, on_rejudged=None, **kwargs):
    """The contest opened as a ``judge contest`` command opens it: what waits to be judged is
    judged first (each reported to ``on_rejudged``)."""
    session = open_contest(root, name, clock, default_cache_dir(), **kwargs)
    judge_backlog(session, on_judged=on_rejudged)
    return session


def db_path(root: Path, name: str) -> Path:
    return root / "contests" / name / "contest.db"


def counts(root: Path, name: str) -> dict[str, int]:
    """Rows per table: what a refused command must leave as it was."""
    path = db_path(root, name)
    with sqlite3.connect(path) as conn:
        return {
            table: conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
            for table in ("teams", "submissions", "judgements", "events", "problems")
        }


def sql(root: Path, name: str, query: str, *args):
    with sqlite3.connect(db_path(root, name)) as conn:
        return conn.execute(query, args).fetchall()

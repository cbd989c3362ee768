"""What the contest tests share: a problem-set root of their own, a fake clock, the command
line with that clock, and a look into a contest's database."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Dict

import pytest
from click.testing import CliRunner

from judge.cachedir import default_cache_dir
from judge.contest.clock import FakeClock

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


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return make_root(tmp_path)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(START)


@pytest.fixture
def cli(root: Path, clock: FakeClock, monkeypatch):
    """Runs ``judge --root ROOT ARGS...`` in this process, on the fake clock."""
    import judge.cli.contest as contest_cli
    from judge.cli import main

    monkeypatch.setattr(contest_cli, "make_clock", lambda: clock)

    def run(*args: str):
        return CliRunner().invoke(main, ["--root", str(root), *map(str, args)])

    return run


def open_session(root: Path, name: str, clock: FakeClock, **kwargs):
    from judge.contest.service import open_contest

    return open_contest(root, name, clock, default_cache_dir(), **kwargs)


def db_path(root: Path, name: str) -> Path:
    return root / "contests" / name / "contest.db"


def counts(root: Path, name: str) -> Dict[str, int]:
    """Rows per table: what a refused command must leave as it was."""
    path = db_path(root, name)
    with sqlite3.connect(path) as conn:
        return {table: conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
                for table in ("teams", "submissions", "judgements", "events", "problems")}


def sql(root: Path, name: str, query: str, *args):
    with sqlite3.connect(db_path(root, name)) as conn:
        return conn.execute(query, args).fetchall()

"""The contest tests' fixtures: a problem-set root of their own, a fake clock, and the command
line running on that clock."""

from __future__ import annotations

from pathlib import Path

import pytest

from contest.contest_helpers import START, make_root
from judge.contest.core.clock import FakeClock
from support import run_cli


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return make_root(tmp_path)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(START)


@pytest.fixture
def cli(root: Path, clock: FakeClock, monkeypatch):
    """Runs ``judge --root ROOT ARGS...`` in this process, on the fake clock."""
    from judge.cli.contest import common as contest_cli

    monkeypatch.setattr(contest_cli, "make_clock", lambda: clock)

    def run(*args: object):
        return run_cli(*args, root=root)

    return run

"""`judge contest ...`: practice contests, solo or virtual, and CCS scoreboards of any feed.

The group is defined here; its commands are in one module per group of them, each importing
what its commands call at its top, loaded when one of its commands is asked for
(`CONTEST_COMMANDS`), as `judge` loads its own (judge/cli/__init__.py). So `judge contest
board --feed` loads the contest core alone, never the operations, the storage or SQLAlchemy
(about 200 ms of import, 150 ms of it SQLAlchemy's; a test checks).
"""

from __future__ import annotations

from judge.cli import LazyGroup, main

CONTEST_COMMANDS = {
    "new": "judge.cli.contest.lifecycle",
    "start": "judge.cli.contest.lifecycle",
    "list": "judge.cli.contest.lifecycle",
    "submit": "judge.cli.contest.submitting",
    "status": "judge.cli.contest.submitting",
    "board": "judge.cli.contest.board",
    "teams": "judge.cli.contest.teams",
    "export": "judge.cli.contest.exports",
    "results": "judge.cli.contest.exports",
    "virtual": "judge.cli.contest.virtual",
    "move": "judge.cli.contest.machines",
    "queue": "judge.cli.contest.machines",
}
"""Each `judge contest` command and the module that defines it."""


@main.group(cls=LazyGroup, modules=CONTEST_COMMANDS)
def contest() -> None:
    """Practice contests: ICPC rules, a clock, a scoreboard (see docs/coach/contests.md).

    A contest is a folder contests/NAME/ beside problems/, holding contest.yaml,
    problems.yaml (CCS contest package files) and its database, contest.db.
    """

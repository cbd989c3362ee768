#!/usr/bin/env python3
"""Benchmark the contest core: read an event feed and compute its scoreboard.

Builds a synthetic contest feed (2023-06 lines, deterministic for a seed) in a temporary file:
200 teams (a few hidden), 12 problems, 5,000 submissions spread over a 5-hour contest, each
judged DOMjudge-style with two judgement events (created running, then completed); a few
rejudged, a few left unjudged, a few judging errors, keep-alive blank lines. Then measures,
taking turns, the minimum (and median) over --repeat runs of:

- baseline: reading the file and ``json.loads`` of every line (the least any reader does);
- read: ``read_feed`` (the ContestState);
- board: ``read_feed`` + ``scoreboard`` + ``to_api`` (the jury's board, as JSON data);
- public board at 4:30: the same with ``at`` and the freeze applied.

and prints each time (wall clock, and CPU time of the process, which a busy machine disturbs
less) and its ratio to the baseline's. The caches of parsed times are cleared before every
run, so each one starts as cold as a fresh process.

With --runs N, every completed judgement also gets N run events (one per test case), as
DOMjudge's feeds have; runs are kept but not parsed, so they cost little more than their JSON.

With --database, also the board of a contest database holding the same teams and submissions
(11 problems: the problem set's, as a virtual contest replaying the feed): what ``judge contest
board NAME`` computes, and both commands as a user runs them (fresh processes, interpreter
start-up included).

Usage: python3 bench/board.py [--teams N] [--submissions N] [--runs N] [--repeat N] [--seed S]
                              [--database]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # the judge of this working tree, installed or not

from judge.contest.core.feed import read_feed  # noqa: E402
from judge.contest.core.scoring import scoreboard, to_api  # noqa: E402
from judge.contest.core.times import clear_caches, format_reltime, format_time, parse_time  # noqa: E402

START = parse_time("2024-04-18T11:00:00.000+02:00")
VERDICTS = (
    ["AC"] * 30
    + ["WA"] * 35
    + ["TLE"] * 12
    + ["RTE"] * 8
    + ["CE"] * 6
    + ["MLE"] * 3
    + ["OLE"] * 2
    + ["JE"] * 1
    + [None] * 3
)
TYPES = [
    ("AC", "Accepted", False, True),
    ("WA", "Wrong Answer", True, False),
    ("TLE", "Time Limit Exceeded", True, False),
    ("RTE", "Run-Time Error", True, False),
    ("CE", "Compiler Error", False, False),
    ("MLE", "Memory Limit Exceeded", True, False),
    ("OLE", "Output Limit Exceeded", True, False),
    ("JE", "Judging Error", False, False),
]


def _setup_events(
    emit: Callable[[str, str | None, Any], None],
    rng: random.Random,
    teams: int,
    problems: list[str],
) -> None:
    """The contest, its judgement types, language, problems, teams and state."""
    emit(
        "contest",
        None,
        {
            "id": "bench",
            "name": "Benchmark contest",
            "start_time": format_time(START),
            "duration": "5:00:00.000",
            "scoreboard_freeze_duration": "1:00:00.000",
            "scoreboard_type": "pass-fail",
            "penalty_time": 20,
        },
    )
    emit(
        "judgement-types",
        None,
        [{"id": i, "name": n, "penalty": p, "solved": s} for i, n, p, s in TYPES],
    )
    emit("languages", "cpp", {"id": "cpp", "name": "C++", "extensions": ["cpp", "cc"]})
    emit(
        "problems",
        None,
        [
            {
                "id": f"prob-{p}",
                "label": p,
                "name": f"Problem {p}",
                "ordinal": k,
                "rgb": "#00f",
                "color": "blue",
                "time_limit": 2,
                "test_data_count": 40,
            }
            for k, p in enumerate(problems, 1)
        ],
    )
    emit("groups", "participants", {"id": "participants", "name": "Participants"})
    for t in range(1, teams + 1):
        emit("organizations", f"org{t}", {"id": f"org{t}", "name": f"University {t}"})
        emit(
            "teams",
            f"team{t}",
            {
                "id": f"team{t}",
                "label": str(t),
                "name": f"Team {rng.randrange(10**6):06d}",
                "organization_id": f"org{t}",
                "group_ids": ["participants"],
                "hidden": t % 50 == 0,
            },
        )
    emit(
        "state",
        None,
        {
            "started": format_time(START),
            "frozen": None,
            "ended": None,
            "thawed": None,
            "finalized": None,
            "end_of_updates": None,
        },
    )


def _submission(sid: str, team: str, problem: str, ct: int) -> dict[str, Any]:
    """A submission event's object."""
    return {
        "id": sid,
        "language_id": "cpp",
        "problem_id": problem,
        "team_id": team,
        "time": format_time(START + ct),
        "contest_time": format_reltime(ct),
        "entry_point": None,
        "files": [
            {
                "href": f"contests/bench/submissions/{sid}/files",
                "filename": "files.zip",
                "mime": "application/zip",
            }
        ],
    }


def synthetic_feed(
    path: Path, teams: int, submissions: int, seed: int, runs: int = 0, problem_count: int = 12
) -> int:
    """Writes the feed; returns its number of lines."""
    rng = random.Random(seed)
    duration = 5 * 3600 * 1000
    events: list[dict | None] = []

    def emit(etype, oid, data):
        events.append({"type": etype, "id": oid, "data": data, "token": str(len(events) + 1)})

    problems = [chr(ord("A") + k) for k in range(problem_count)]
    _setup_events(emit, rng, teams, problems)
    times = sorted(rng.randrange(duration) for _ in range(submissions))
    judgement = 0
    for number, ct in enumerate(times, start=1):
        sid = str(number)
        team = f"team{rng.randrange(1, teams + 1)}"
        problem = f"prob-{rng.choice(problems)}"
        emit("submissions", sid, _submission(sid, team, problem, ct))
        verdict = rng.choice(VERDICTS)
        rounds = 2 if rng.random() < 0.02 else 1  # a few rejudged
        begin = ct + rng.randrange(100, 5000)
        for _ in range(rounds):
            judgement += 1
            jid = str(judgement)
            running = {
                "id": jid,
                "submission_id": sid,
                "judgement_type_id": None,
                "start_time": format_time(START + begin),
                "start_contest_time": format_reltime(begin),
                "end_time": None,
                "end_contest_time": None,
            }
            emit("judgements", jid, running)
            if verdict is None:
                break  # never finished
            end = begin + rng.randrange(500, 30000)
            for ordinal in range(1, runs + 1):  # DOMjudge also sends a run per test case
                done = begin + (end - begin) * ordinal // (runs + 1)
                rid = f"{jid}-{ordinal}"
                emit(
                    "runs",
                    rid,
                    {
                        "id": rid,
                        "judgement_id": jid,
                        "ordinal": ordinal,
                        "judgement_type_id": "AC" if ordinal < runs else verdict,
                        "time": format_time(START + done),
                        "contest_time": format_reltime(done),
                        "run_time": round(rng.random(), 3),
                    },
                )
            emit(
                "judgements",
                jid,
                {
                    **running,
                    "judgement_type_id": verdict,
                    "end_time": format_time(START + end),
                    "end_contest_time": format_reltime(end),
                    "max_run_time": round(rng.random(), 3),
                },
            )
            begin = end + rng.randrange(60000, 600000)
            verdict = rng.choice(["AC", "WA"])
        if number % 500 == 0:
            events.append(None)  # a keep-alive
    lines = ["" if e is None else json.dumps(e, separators=(",", ":")) for e in events]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(lines)


def baseline(path: Path) -> None:
    with open(path, encoding="utf-8") as feed:
        for line in feed:
            if line.strip():
                json.loads(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teams", type=int, default=200)
    parser.add_argument("--submissions", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--runs",
        type=int,
        default=0,
        help="run events (test cases) per completed judgement, as DOMjudge sends",
    )
    parser.add_argument(
        "--database",
        action="store_true",
        help="also the board from a contest database, and the two commands",
    )
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "feed.ndjson"
        count = synthetic_feed(path, args.teams, args.submissions, args.seed, args.runs)
        size = path.stat().st_size
        at = 4 * 3600 * 1000 + 30 * 60 * 1000
        tasks: dict[str, Callable[[], object]] = {
            "baseline: json.loads of every line": lambda: baseline(path),
            "read_feed": lambda: read_feed(path),
            "read_feed + scoreboard + to_api": lambda: to_api(scoreboard(read_feed(path))),
            "same, public, at 4:30:00": lambda: to_api(
                scoreboard(read_feed(path), at=at, public=True)
            ),
        }
        samples: dict[str, list[float]] = {name: [] for name in tasks}
        cpu: dict[str, list[float]] = {name: [] for name in tasks}
        for _ in range(args.repeat):
            for name, task in tasks.items():  # taking turns: a burst of load hits all alike
                clear_caches()  # each run starts cold, like a fresh process
                begin, begin_cpu = time.perf_counter(), time.process_time()
                task()
                samples[name].append(time.perf_counter() - begin)
                cpu[name].append(time.process_time() - begin_cpu)
        state = read_feed(path)
        rows = len(scoreboard(state).rows)
        if args.database:
            database_figures(Path(tmp), args, samples, cpu, path)

    print(
        f"feed: {count} lines, {size / 2**20:.2f} MiB; {len(state.teams)} teams "
        f"({len(state.teams) - rows} hidden), {len(state.problems)} problems, "
        f"{len(state.submissions)} submissions, {len(state.judgements)} judgements "
        f"(seed {args.seed})"
    )
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores, "
        f"load average {load:.1f}; minimum (median) of {args.repeat} runs, wall clock and CPU"
    )
    key = "baseline: json.loads of every line"
    base, base_cpu = min(samples[key]), min(cpu[key])
    width = max(len(name) for name in samples)
    print(f"  {'':<{width}}  {'wall':>8} {'(median)':>10} {'ratio':>6}  {'CPU':>8} {'ratio':>6}")
    for name in samples:
        wall, used = min(samples[name]), min(cpu[name])
        median = statistics.median(samples[name])
        print(
            f"  {name:<{width}}  {wall * 1000:5.0f} ms ({median * 1000:5.0f} ms) "
            f"{wall / base:5.2f}x  {used * 1000:5.0f} ms {used / base_cpu:5.2f}x"
        )


def database_figures(
    tmp: Path, args, samples: dict[str, list[float]], cpu: dict[str, list[float]], feed: Path
) -> None:
    """Adds the database's board and the two commands to the figures."""
    import subprocess

    from judge.cachedir import default_cache_dir
    from judge.contest.core.clock import FakeClock, SystemClock
    from judge.contest.ops.session import open_contest
    from judge.contest.ops.views import board
    from judge.contest.ops.virtual import create_virtual
    from judge.problemset.layout import problem_ids

    root = tmp / "set"
    root.mkdir()
    for name in ("problems", "testdata"):
        (root / name).symlink_to(REPO / name)
    ours = problem_ids(root)
    recorded = tmp / "feed-11.ndjson"
    synthetic_feed(
        recorded, args.teams, args.submissions, args.seed, args.runs, problem_count=len(ours)
    )
    # Started five hours and a minute ago: the whole recorded contest is in the past.
    clock = FakeClock(SystemClock().now() + -(5 * 3600 + 60) * 1000)
    mapping = {chr(ord("A") + k): pid for k, pid in enumerate(ours)}
    create_virtual(root, str(recorded), clock, "bench", name="bench", mapping=mapping)
    wall_clock = SystemClock()
    session = open_contest(root, "bench", wall_clock, default_cache_dir())

    def command(*words: str) -> Callable[[], object]:
        argv = [
            sys.executable,
            "-m",
            "judge",
            "--root",
            str(root),
            "contest",
            "board",
            *words,
            "--json",
        ]
        return lambda: subprocess.run(argv, cwd=REPO, check=True, stdout=subprocess.DEVNULL)

    tasks: dict[str, Callable[[], object]] = {
        "database: load_state + scoreboard + to_api": lambda: to_api(board(session)[0]),
        "database: open_contest + the same": lambda: _open_and_board(root, wall_clock),
        "command: judge contest board --feed F --json": command("--feed", str(feed)),
        "command: judge contest board NAME --json": command("bench"),
    }
    for name in tasks:
        samples[name], cpu[name] = [], []

    def used() -> float:  # this process's CPU time and its finished children's
        t = os.times()
        return t.user + t.system + t.children_user + t.children_system

    for _ in range(args.repeat):
        for name, task in tasks.items():
            clear_caches()
            begin, begin_cpu = time.perf_counter(), used()
            task()
            samples[name].append(time.perf_counter() - begin)
            cpu[name].append(used() - begin_cpu)
    session.close()
    rows = len(board(open_contest(root, "bench", clock, default_cache_dir()))[0].rows)
    print(
        f"database: {args.submissions} submissions, {rows} teams on the board, "
        f"{len(ours)} problems; the commands' figures include their process's start-up"
    )


def _open_and_board(root: Path, clock) -> None:
    from judge.cachedir import default_cache_dir
    from judge.contest.ops.session import open_contest
    from judge.contest.ops.views import board

    with open_contest(root, "bench", clock, default_cache_dir()) as session:
        to_api(board(session)[0])


if __name__ == "__main__":
    main()

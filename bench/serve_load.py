"""Load on the contest server: simulated teams submitting through the Contest API, on loopback.

    python3 bench/serve_load.py [--teams 50] [--submissions 200] [--judges N] [--ac 0.5]

Makes a throw-away problem-set folder (links to this repository's problems) with a contest of
--teams teams, starts `judge serve` on 127.0.0.1 (a free port; judging isolated where the
machine can, else with --unsafe: the runs are this script's own), and has each team (a
thread) submit hdu_1846 solutions through `POST /api/contests/load/submissions` (--ac of them
the accepted reference, the rest a wrong answer that fails on the first case) with a short
random pause between, each team waiting for its verdict (looking at its judgements every
--poll seconds) before its next submission, until --submissions are judged (or
--max-seconds). Meanwhile a spectator loads the scoreboard page (`/scoreboard`, HTML) and the
API scoreboard twice a second.

Prints: verdict latency (from the POST to the verdict visible in the team's `/judgements`)
p50/p95/max, scoreboard page and API times p50/p95, throughput, and the baseline: the same
two solutions judged once each outside the server (`judge_submission`, what the server's
judges call, and `judge run` on the accepted one), the cost each submission puts on a judge.
Only loopback traffic; every loop is bounded in count and time. No assertions: figures to
read.
"""

from __future__ import annotations

import argparse
import base64
import io
import json
import os
import random
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from judge.cachedir import default_cache_dir  # noqa: E402
from judge.contest.core.clock import SystemClock  # noqa: E402
from judge.contest.core.config import ContestConfig  # noqa: E402
from judge.contest.core.times import parse_duration  # noqa: E402
from judge.contest.ops import accounts, jury  # noqa: E402
from judge.contest.ops.create import new_contest  # noqa: E402
from judge.contest.ops.judging import judge_submission  # noqa: E402
from judge.contest.ops.safety import isolation_problem  # noqa: E402
from judge.contest.ops.session import open_contest  # noqa: E402
from judge.problemset.problem import load_problem  # noqa: E402

ACCEPTED = REPO / "problems" / "hdu_1846" / "solution.py"
WRONG = REPO / "solutions" / "hdu_1846" / "wrong_answer" / "misere.py"


def percentile(values: list[float], p: float) -> float:
    """The p-th percentile of `values` (the nearest rank), NaN for none."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


def zipped(path: Path) -> str:
    """A zip archive of the file at `path`, in base64, as the Contest API takes files."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(path.name, path.read_bytes())
    return base64.b64encode(buffer.getvalue()).decode()


def call(
    url: str,
    who: str | None = None,
    password: str | None = None,
    body: dict[str, Any] | None = None,
    timeout: float = 60,
) -> bytes:
    """The body of a GET of `url` (a POST of `body` as JSON), as `who` if given."""
    headers: dict[str, str] = {}
    if who is not None:
        headers["Authorization"] = (
            "Basic " + base64.b64encode(f"{who}:{password}".encode()).decode()
        )
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    with urllib.request.urlopen(
        urllib.request.Request(url, data=data, headers=headers), timeout=timeout
    ) as response:
        return response.read()


def setup(base: Path, teams: int) -> tuple[Path, dict[str, str | None]]:
    """A problem set in `base` with the started contest `load` of `teams` teams: (its root,
    each team's password by its id)."""
    root = base / "set"
    root.mkdir()
    for name in ("problems", "testdata", "solutions"):
        (root / name).symlink_to(REPO / name)
    clock = SystemClock()
    config = ContestConfig(id="load", name="load", duration=parse_duration("5:00:00"))
    new_contest(root, config, ["hdu_1846", "hdu_1847"], clock.now())
    with open_contest(root, "load", clock, default_cache_dir()) as session:
        specs = [accounts.TeamSpec(f"t{n:03d}", f"Team {n}") for n in range(1, teams + 1)]
        done = accounts.import_teams(session.store, specs, clock.now())
        jury.start_now(session)
    return root, {t.id: t.password for t in done}


def baseline(isolated: bool) -> dict[str, float]:
    """The judging each submission costs, outside the server: `judge_submission` (what the
    server's judges call: fresh processes, stopping at the first failure) on each solution,
    and the `judge run` command on the accepted one (every case, with its start-up)."""
    problem = load_problem(REPO, "hdu_1846")
    out: dict[str, float] = {}
    for label, path in (("AC", ACCEPTED), ("WA", WRONG)):
        times = []
        for _ in range(3):
            began = time.perf_counter()
            judge_submission(
                problem, path.read_bytes(), path.name, default_cache_dir(), isolate=isolated
            )
            times.append(time.perf_counter() - began)
        out[label] = min(times)
    times = []
    for _ in range(3):
        began = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "judge", "run", "hdu_1846", str(ACCEPTED), "-j", "1"],
            cwd=REPO,
            capture_output=True,
            timeout=300,
        )
        times.append(time.perf_counter() - began)
    out["run"] = min(times)
    return out


@dataclass
class Load:
    """The simulation's shared state: the server, the submissions left to make, and what the
    teams and the spectator measured (changed under `lock`)."""

    url: str
    passwords: dict[str, str | None]
    ac: float
    poll: float
    budget: int
    deadline: float
    latencies: list[float] = field(default_factory=list)
    verdicts: dict[str, int] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    page_times: list[float] = field(default_factory=list)
    api_times: list[float] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    stop: threading.Event = field(default_factory=threading.Event)

    @property
    def api(self) -> str:
        """The contest's Contest API root."""
        return f"{self.url}/api/contests/load"

    def take_one(self) -> bool:
        """Whether a submission is left to make (it is then taken)."""
        with self.lock:
            if self.budget <= 0:
                return False
            self.budget -= 1
            return True

    def team(self, tid: str, seed: float) -> None:
        """A team: submits, waits for its verdict, again, while submissions are left."""
        local = random.Random(seed)
        password = self.passwords[tid]
        while time.monotonic() < self.deadline and self.take_one():
            time.sleep(local.uniform(0.0, 2.0))  # reading, typing
            path = ACCEPTED if local.random() < self.ac else WRONG
            body = {
                "problem_id": "hdu_1846",
                "language_id": "python3",
                "files": [{"data": zipped(path)}],
            }
            began = time.monotonic()
            try:
                sid = json.loads(call(f"{self.api}/submissions", tid, password, body))["id"]
                self.await_verdict(tid, password, sid, began)
            except (urllib.error.URLError, OSError, ValueError) as exc:
                with self.lock:
                    self.errors.append(str(exc))

    def await_verdict(self, tid: str, password: str | None, sid: str, began: float) -> None:
        """Looks at the team's judgements every `poll` seconds until submission `sid` has its
        verdict (counted, with its latency from `began`) or the time is up."""
        while time.monotonic() < self.deadline:
            judged = json.loads(call(f"{self.api}/judgements", tid, password))
            done = [j for j in judged if j["submission_id"] == sid and j["judgement_type_id"]]
            if done:
                verdict = done[0]["judgement_type_id"]
                with self.lock:
                    self.latencies.append(time.monotonic() - began)
                    self.verdicts[verdict] = self.verdicts.get(verdict, 0) + 1
                return
            time.sleep(self.poll)

    def spectator(self) -> None:
        """Loads the scoreboard page and the API's scoreboard twice a second until stopped."""
        while not self.stop.is_set() and time.monotonic() < self.deadline:
            for target, times in (
                (f"{self.url}/scoreboard", self.page_times),
                (f"{self.api}/scoreboard", self.api_times),
            ):
                began = time.monotonic()
                try:
                    call(target)
                    times.append(time.monotonic() - began)
                except (urllib.error.URLError, OSError) as exc:
                    self.errors.append(str(exc))
            self.stop.wait(0.5)

    def simulate(self, rng: random.Random) -> float:
        """Every team and the spectator run until the submissions are made and judged (or the
        time is up); the seconds it took."""
        started = time.monotonic()
        threads = [
            threading.Thread(target=self.team, args=(tid, rng.random()), daemon=True)
            for tid in sorted(self.passwords)
        ]
        watcher = threading.Thread(target=self.spectator, daemon=True)
        watcher.start()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(max(0.0, self.deadline - time.monotonic()) + 5)
        elapsed = time.monotonic() - started
        self.stop.set()
        watcher.join(10)
        return elapsed


def parse_args() -> argparse.Namespace:
    """The command line's options."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--teams", type=int, default=50)
    parser.add_argument("--submissions", type=int, default=200)
    parser.add_argument("--judges", type=int, default=None)
    parser.add_argument("--ac", type=float, default=0.5, help="share of accepted submissions")
    parser.add_argument("--max-seconds", type=float, default=900)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--poll",
        type=float,
        default=1.0,
        help="seconds between a waiting team's looks at its judgements",
    )
    return parser.parse_args()


def start_server(
    root: Path, isolated: bool, judges: int | None
) -> tuple[subprocess.Popen[str], str, str]:
    """`judge serve` of the contest in `root` on a free port: (the process, its URL, the
    number of judges it says it has)."""
    # --submit-burst 0: no limit on how often a team submits (a few teams may be asked
    # for many submissions each); this measures the judging, not that limit.
    command = [
        sys.executable,
        "-m",
        "judge",
        "--root",
        str(root),
        "serve",
        "load",
        "--port",
        "0",
        "--submit-burst",
        "0",
    ] + ([] if isolated else ["--unsafe"])
    if judges is not None:
        command += ["--judges", str(judges)]
    env = dict(os.environ, PYTHONPATH=str(REPO))
    process = subprocess.Popen(
        command,
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    assert process.stdout is not None  # a pipe, asked for above
    lines = [process.stdout.readline() for _ in range(5)]
    port = re.search(r":(\d+)/", lines[0])
    judges_line = re.search(r"judges: (\d+)", "".join(lines))
    if port is None or judges_line is None:
        stop_server(process)
        raise SystemExit(f"the server did not start: {''.join(lines)}")
    return process, "http://127.0.0.1:" + port.group(1), judges_line.group(1)


def stop_server(process: subprocess.Popen[str]) -> None:
    """The server interrupted as Ctrl-C would, killed if it takes over a minute."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGINT)
        try:
            process.wait(60)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)


def main() -> None:
    args = parse_args()
    rng = random.Random(args.seed)
    base = Path(tempfile.mkdtemp(prefix="serve-load-"))
    try:
        root, passwords = setup(base, args.teams)
        isolated = isolation_problem(default_cache_dir()) is None
        process, url, judges = start_server(root, isolated, args.judges)
        try:
            deadline = time.monotonic() + args.max_seconds
            load = Load(url, passwords, args.ac, args.poll, args.submissions, deadline)
            elapsed = load.simulate(rng)
        finally:
            stop_server(process)
    finally:
        shutil.rmtree(base, ignore_errors=True)
    report(args, load, judges, isolated, elapsed)


def report(
    args: argparse.Namespace, load: Load, judges: str, isolated: bool, elapsed: float
) -> None:
    """The figures of the simulation, and of the baseline, measured now."""
    base_times = baseline(isolated)
    latencies, verdicts = load.latencies, load.verdicts
    ms = lambda s: f"{s * 1000:.0f} ms"  # noqa: E731
    print(
        f"serve_load: {args.teams} teams, {len(latencies)} of {args.submissions} submissions "
        f"judged ({', '.join(f'{k} {v}' for k, v in sorted(verdicts.items()))}), {judges} "
        f"local judge(s), {'isolated' if isolated else 'NOT isolated (--unsafe)'}, "
        f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}"
    )
    print(
        f"  verdict latency (POST -> verdict in the API): p50 {ms(percentile(latencies, 50))}, "
        f"p95 {ms(percentile(latencies, 95))}, max {ms(max(latencies, default=0))}"
    )
    print(
        f"  scoreboard page (HTML): p50 {ms(percentile(load.page_times, 50))}, "
        f"p95 {ms(percentile(load.page_times, 95))} ({len(load.page_times)} loads)"
    )
    print(
        f"  scoreboard API (JSON):  p50 {ms(percentile(load.api_times, 50))}, "
        f"p95 {ms(percentile(load.api_times, 95))} ({len(load.api_times)} loads)"
    )
    print(
        f"  throughput: {len(latencies) / elapsed * 60:.1f} submissions judged per minute "
        f"over {elapsed:.0f} s"
    )
    print(
        f"  baseline, judging one submission outside the server (judge_submission, "
        f"{'isolated' if isolated else 'plain'}, wall): "
        f"AC {ms(base_times['AC'])}, WA {ms(base_times['WA'])}; judge run on the AC one "
        f"(all 25 cases, with start-up) {ms(base_times['run'])}"
    )
    if latencies:
        work = verdicts.get("AC", 0) * base_times["AC"] + verdicts.get("WA", 0) * base_times["WA"]
        print(f"  the same judging done back to back would take {work:.0f} s on one judge")
    if load.errors:
        print(f"  errors: {len(load.errors)} (first: {load.errors[0]})")
    if latencies:
        print(f"  mean latency {statistics.mean(latencies):.2f} s")


if __name__ == "__main__":
    main()

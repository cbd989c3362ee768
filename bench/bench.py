#!/usr/bin/env python3
"""Benchmark judge: reference margins on the largest inputs, and judge's own cost per case.

Prints two tables, everything measured in one run, interleaved, on the same interpreter:

(a) per problem: the largest input its generator makes (input 1 of seed S, size "max", as
    `judge gen` makes them),
    its size, the reference's CPU time measured by the sandbox (fresh, and warm), the time
    limit and the margin (limit / fresh CPU time), and the C++ reference's CPU time and its
    fraction of the limit (it must stay under 0.1). Problems without a generator are skipped.
(b) judge's own cost on N trivial a+b cases: a bare shell loop running the same interpreter on
    each input (the baseline), `judge run`, `judge run --warm` and `judge run --isolate` (all
    -j 1, --all-cases), as total milliseconds and milliseconds per case above the baseline, and
    the cost of isolation per case (isolated minus fresh); then the start-up of the bare
    interpreter and of `judge list`. The isolated row needs what --isolate needs (root,
    namespaces, cgroups); it is left out, with the reason, where those are missing.

The machine may be shared and noisy: every figure is the minimum (and the median) of
--repeat runs, and the commands of table (b) take turns, so a burst of load hits them alike.

Usage: python3 bench/bench.py [--repeat N] [--seed S] [--cases N] [--root DIR] [ID ...]
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # the judge of this working tree, installed or not

from judge.cachedir import default_cache_dir  # noqa: E402
from judge.errors import JudgeError  # noqa: E402
from judge.judging.classify import classify  # noqa: E402
from judge.problemset.cpp_reference import old_judge  # noqa: E402
from judge.problemset.layout import find_root, problem_ids  # noqa: E402
from judge.problemset.problem import load_problem  # noqa: E402
from judge.run.execution.fresh import FreshRunner  # noqa: E402
from judge.run.execution.warm_pool import warm_runner  # noqa: E402
from judge.run.helper.sandbox import helper_path  # noqa: E402
from judge.run.isolation.session import Isolation  # noqa: E402
from judge.run.program import from_file, python_interpreter  # noqa: E402
from judge.run.runner import Runner  # noqa: E402


@dataclass(frozen=True)
class Margin:
    """Table (a): the reference on one problem's largest input."""

    problem: str
    input_bytes: int
    cpu_fresh: float  # seconds, minimum over the repetitions
    cpu_warm: float
    time_limit: float
    status: str  # "ok", or the verdict and message of a failed run
    cpu_cpp: float | None = None  # the C++ reference (problems/<id>/solution.cpp), if any

    @property
    def margin(self) -> float:
        """How many times the reference's (fresh) CPU time fits in the limit."""
        return self.time_limit / self.cpu_fresh if self.cpu_fresh > 0 else float("inf")


@dataclass(frozen=True)
class Cost:
    """Table (b): one command over all the cases, per repetition: its wall-clock time, and the
    CPU time (user + system) of all its processes, which a busy machine disturbs much less."""

    name: str
    walls: tuple[float, ...]  # seconds
    cpus: tuple[float, ...]

    @property
    def best(self) -> float:
        return min(self.walls)

    @property
    def median(self) -> float:
        return statistics.median(self.walls)

    @property
    def cpu(self) -> float:
        return min(self.cpus)


def margins(root: Path, ids: list[str], seed: int, repeat: int) -> tuple[list[Margin], list[str]]:
    """Table (a) rows, and a note for each problem skipped."""
    cache = default_cache_dir()
    helper = helper_path(cache)
    rows, skipped = [], []
    for pid in ids:
        problem = load_problem(root, pid)
        if not (problem.path / "generator.py").is_file():
            skipped.append(f"{pid}: skipped, no generator.py yet")
            continue
        text = problem.code.make_input(seed, 1, "max", "the benchmark's input")
        data = text.encode()
        limits = problem.limits
        program = from_file(problem.solution_path, cache)
        cpp_path = problem.path / "solution.cpp"
        # Compiled as judge verify compiles it: C++98 for HDU and POJ, C++11 for the others.
        dialect = "strict" if old_judge(problem) else "strict-modern"
        cpp = from_file(cpp_path, cache, dialect=dialect) if cpp_path.is_file() else None
        fresh_times: list[float] = []
        warm_times: list[float] = []
        cpp_times: list[float] = []
        status = "ok"
        with (
            FreshRunner(program, helper) as fresh,
            warm_runner(program, cache) as warm,
            FreshRunner(cpp or program, helper) as cpp_runner,
        ):
            runs: list[tuple[Runner, list[float]]] = [(fresh, fresh_times), (warm, warm_times)]
            if cpp is not None:
                runs.append((cpp_runner, cpp_times))
            for _ in range(repeat):
                for runner, times in runs:
                    outcome = runner(data, limits)
                    failed = classify(outcome, limits)
                    if failed is not None and status == "ok":
                        status = f"{failed[0].value}: {failed[1]}"
                    times.append(outcome.execution.cpu_time)
        rows.append(
            Margin(
                pid,
                len(data),
                min(fresh_times),
                min(warm_times),
                problem.time_limit,
                status,
                min(cpp_times) if cpp_times else None,
            )
        )
    return rows, skipped


def make_aplusb(folder: Path, cases: int, seed: int) -> None:
    """A problem set with one problem of `cases` trivial a+b cases, and the inputs as files."""
    problem = folder / "problems" / "ab"
    (folder / "inputs").mkdir(parents=True)
    problem.mkdir(parents=True)
    (problem / "problem.yaml").write_text(
        "title: A + B\nsource: {judge: HDU, id: 1000}\ngame: none\n"
        "time_limit: 1.0\nmemory_limit: 64\n"
    )
    (problem / "statement.md").write_text("Print a + b.\n")
    (problem / "solution.py").write_text(
        "import sys\na, b = map(int, sys.stdin.buffer.read().split())\nprint(a + b)\n"
    )
    rng = random.Random(seed)
    lines = ["cases:"]
    for k in range(cases):
        a, b = rng.randint(1, 10**9), rng.randint(1, 10**9)
        lines += [f"  - name: c{k:03d}", f'    input: "{a} {b}\\n"', f'    output: "{a + b}\\n"']
        (folder / "inputs" / f"{k:03d}").write_text(f"{a} {b}\n")
    (problem / "tests.yaml").write_text("\n".join(lines) + "\n")


def costs(root: Path, cases: int, seed: int, repeat: int) -> list[Cost]:
    """Table (b) rows plus the start-up rows (`judge list` also on the problem set at `root`),
    the commands taking turns in every repetition."""
    python = python_interpreter()
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as tmp:
        folder = Path(tmp)
        make_aplusb(folder, cases, seed)
        # What the installed `judge` script does: import the front door and call it.
        script = [python, "-c", "import re, sys; from judge.entry import main; sys.exit(main())"]
        judge = [*script, "--root", str(folder)]
        commands = {
            "bare shell loop (baseline)": [
                "sh",
                "-c",
                'for f in inputs/*; do "$0" problems/ab/solution.py < "$f" > /dev/null; done',
                python,
            ],
            "judge run -j 1": [*judge, "run", "ab", "-j", "1", "--all-cases"],
            "judge run -j 1 --warm": [*judge, "run", "ab", "-j", "1", "--all-cases", "--warm"],
            "judge run -j 1 --isolate": [
                *judge,
                "run",
                "ab",
                "-j",
                "1",
                "--all-cases",
                "--isolate",
            ],
            "interpreter start-up": [python, "-c", "pass"],
            "judge list (the a+b set)": [*judge, "list"],
            f"judge list ({root.name}, {len(problem_ids(root))} problems)": [
                *script,
                "--root",
                str(root),
                "list",
            ],
        }
        env = dict(
            os.environ,
            PYTHONPATH=os.pathsep.join([str(REPO), *filter(None, [os.environ.get("PYTHONPATH")])]),
        )
        # An installed judge keeps its compiled modules (pip writes them, or the first run
        # does): measure that, not a recompilation of every module on every start.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        reason = isolation_missing()
        if reason:
            del commands["judge run -j 1 --isolate"]
            print(f"  (no --isolate row: {reason})")
        walls: dict[str, list[float]] = {name: [] for name in commands}
        cpus: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(repeat):
            for name, argv in commands.items():
                wall, cpu = timed(argv, folder, env)
                walls[name].append(wall)
                cpus[name].append(cpu)
    return [Cost(name, tuple(walls[name]), tuple(cpus[name])) for name in commands]


def isolation_missing() -> str:
    """Why --isolate cannot run here, or "" when it can."""
    try:
        Isolation(helper_path(default_cache_dir())).close()
    except JudgeError as exc:
        return str(exc)
    return ""


def timed(argv: list[str], cwd: Path, env: dict[str, str]) -> tuple[float, float]:
    """Run a command to its end: wall-clock seconds, and CPU seconds of it and its children."""
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        proc = subprocess.Popen(argv, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
        if proc.returncode != 0:
            errors.seek(0)
            raise JudgeError(
                f"{' '.join(argv[:6])} ... failed ({proc.returncode}): "
                f"{errors.read().decode(errors='replace').strip()[-500:]}"
            )
    return wall, usage.ru_utime + usage.ru_stime


def machine() -> str:
    """A line saying what this ran on."""
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = " / ".join(f"{x:.1f}" for x in os.getloadavg())
    return (
        f"{os.cpu_count()} cores{' (' + model + ')' if model else ''}, "
        f"Python {platform.python_version()} ({python_interpreter()}), "
        f"Linux {platform.release()}, load average {load}"
    )


def table(header: tuple[str, ...], rows: list[tuple[str, ...]], right: set[int]) -> str:
    """Plain aligned columns."""
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    return "\n".join(
        "  ".join(
            cell.rjust(w) if i in right else cell.ljust(w)
            for i, (cell, w) in enumerate(zip(row, widths))
        ).rstrip()
        for row in [header, *rows]
    )


def print_margins(root: Path, ids: list[str], seed: int, repeat: int) -> None:
    """Table (a)."""
    rows, skipped = margins(root, ids, seed, repeat)
    print(f"(a) reference on the largest input (generator size 'max', seed {seed})")
    print(
        table(
            (
                "problem",
                "input",
                "CPU fresh",
                "CPU warm",
                "limit",
                "margin",
                "C++ CPU",
                "C++ / limit",
                "run",
            ),
            [
                (
                    r.problem,
                    f"{r.input_bytes / 1024:.1f} KiB",
                    f"{r.cpu_fresh * 1000:.0f} ms",
                    f"{r.cpu_warm * 1000:.0f} ms",
                    f"{r.time_limit:g} s",
                    f"{r.margin:.1f}x",
                    "-" if r.cpu_cpp is None else f"{r.cpu_cpp * 1000:.1f} ms",
                    "-" if r.cpu_cpp is None else f"{r.cpu_cpp / r.time_limit:.3f}",
                    r.status,
                )
                for r in rows
            ],
            right={1, 2, 3, 4, 5, 6, 7},
        )
    )
    for note in skipped:
        print(f"  {note}")
    print()


def print_costs(root: Path, cases: int, seed: int, repeat: int) -> None:
    """Table (b), and the start-up figures."""
    results = costs(root, cases, seed, repeat)
    runs = [c for c in results if not c.name.startswith(("interpreter", "judge list"))]
    starts = [c for c in results if c not in runs]
    baseline = runs[0]
    print(f"(b) judge's own cost on {cases} trivial a+b cases (wall clock; CPU of all processes)")
    print(
        table(
            ("command", "total", "ms/case above baseline", "CPU total", "CPU ms/case above"),
            [
                (
                    c.name,
                    f"{c.best * 1000:.0f} ms ({c.median * 1000:.0f})",
                    "-" if c is baseline else f"{(c.best - baseline.best) * 1000 / cases:+.2f}",
                    f"{c.cpu * 1000:.0f} ms",
                    "-" if c is baseline else f"{(c.cpu - baseline.cpu) * 1000 / cases:+.2f}",
                )
                for c in runs
            ],
            right={1, 2, 3, 4},
        )
    )
    named = {c.name: c for c in runs}
    fresh, isolated = named.get("judge run -j 1"), named.get("judge run -j 1 --isolate")
    if fresh and isolated:
        print(
            f"  isolation per case (isolated - fresh): "
            f"{(isolated.best - fresh.best) * 1000 / cases:+.2f} ms wall, "
            f"{(isolated.cpu - fresh.cpu) * 1000 / cases:+.2f} ms CPU (all processes, the "
            f"programs' included: the kernel's work of namespaces, mounts and cgroups); "
            f"isolated / fresh: {isolated.best / fresh.best:.2f}x wall"
        )
    bare = starts[0]
    for c in starts:
        ratio = "" if c is bare else f", {c.best / bare.best:.2f}x the bare start-up"
        print(
            f"  start-up, {c.name}: {c.best * 1000:.0f} ms ({c.median * 1000:.0f}), "
            f"CPU {c.cpu * 1000:.0f} ms{ratio}"
        )


def main(argv: list[str] | None = None) -> int:
    """Run both benchmarks and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "ids", nargs="*", metavar="ID", help="problems for table (a) (default: all)"
    )
    parser.add_argument("--repeat", type=int, default=5, help="repetitions (default 5)")
    parser.add_argument("--seed", type=int, default=1, help="generator seed (default 1)")
    parser.add_argument("--cases", type=int, default=50, help="a+b cases in table (b) (default 50)")
    parser.add_argument("--root", help="folder holding problems/ (default: this repository)")
    parser.add_argument("--tables", default="ab", help="which tables: a, b or ab (default ab)")
    args = parser.parse_args(argv)
    repeat = max(1, args.repeat)
    try:
        root = find_root(args.root or str(REPO))
        print(f"machine: {machine()}")
        print(f"every figure: minimum of {repeat} runs (median in brackets where shown)\n")
        if "a" in args.tables:
            print_margins(root, args.ids or problem_ids(root), args.seed, repeat)
        if "b" in args.tables:
            print_costs(root, args.cases, args.seed, repeat)
        print(f"\nload average at the end: {' / '.join(f'{x:.1f}' for x in os.getloadavg())}")
    except JudgeError as exc:
        print(f"bench: error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())

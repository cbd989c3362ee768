#!/usr/bin/env python3
"""judge's own cost, as two ratios against baselines measured in the same run.

1. Per case: `judge run ab -j 1 --all-cases` on N trivial a+b cases (fresh processes, plain),
   against a bare shell loop running the same interpreter on each input; printed as
   milliseconds a case above the loop (goal: under 1.5), then split into judge run's one-time
   start-up (one case against one bare run) and the cost of each further case (the slopes).
2. Start-up: `judge --version` against `python -c pass` (goal: under 1.5x).

Beside them, the floor under judge run's start-up: a bare interpreter importing the standard
modules and third-party packages (click) that `judge run` loads, judge's own modules left out.
The share above it is judge's own modules and work; below it, only loading fewer of those
modules helps (most are click's and dataclasses' own: typing, enum, re, inspect).

The machine may be shared: the commands take turns in every repetition and each figure is the
minimum over --repeat runs (the median in brackets). judge runs as the installed `judge`
script does, from this working tree, with its compiled modules kept (as an installed judge
keeps them).

Usage: python3 bench/overhead.py [--repeat N] [--cases N]
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SOLUTION = "import sys\na, b = map(int, sys.stdin.buffer.read().split())\nprint(a + b)\n"


def make_problem_set(folder: Path, cases: int) -> None:
    """A problem set of one problem, `ab`, with `cases` a+b cases, and its inputs as files."""
    problem = folder / "problems" / "ab"
    problem.mkdir(parents=True)
    (folder / "inputs").mkdir()
    (problem / "problem.yaml").write_text(
        "title: A + B\nsource: {judge: HDU, id: 1000}\ngame: none\n"
        "time_limit: 1.0\nmemory_limit: 64\n"
    )
    (problem / "statement.md").write_text("Print a + b.\n")
    (problem / "solution.py").write_text(SOLUTION)
    rng = random.Random(1)
    lines = ["cases:"]
    for k in range(cases):
        a, b = rng.randint(1, 10**9), rng.randint(1, 10**9)
        lines += [f"  - name: c{k:03d}", f'    input: "{a} {b}\\n"', f'    output: "{a + b}\\n"']
        (folder / "inputs" / f"{k:03d}").write_text(f"{a} {b}\n")
    (problem / "tests.yaml").write_text("\n".join(lines) + "\n")


def wall(argv: list[str], cwd: Path, env: dict[str, str]) -> float:
    """Seconds a command takes to its end; it must succeed."""
    start = time.perf_counter()
    ran = subprocess.run(argv, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    seconds = time.perf_counter() - start
    if ran.returncode != 0:
        sys.exit(f"overhead: {' '.join(argv[:5])} ... failed: {ran.stderr.decode()[-500:]}")
    return seconds


def loaded_modules(argv: list[str], cwd: Path, env: dict[str, str]) -> str:
    """The top-level modules other than judge's that the Python command `argv` imports,
    comma-separated: read from the interpreter's own import report (-X importtime)."""
    ran = subprocess.run(
        [argv[0], "-X", "importtime", *argv[1:]],
        cwd=cwd,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        check=True,
    )
    # Lines "import time: SELF | CUMULATIVE | <indent>NAME", after one header line; a name
    # tried and not found (msvcrt, sitecustomize) is reported too, and left out here.
    names = {
        line.rsplit("|", 1)[1].strip().split(".")[0]
        for line in ran.stderr.splitlines()
        if line.startswith("import time:") and line.count("|") == 2
    }
    names -= {"judge", "imported package"}
    return ",".join(sorted(name for name in names if importlib.util.find_spec(name) is not None))


def measure(cases: int, repeat: int) -> dict[str, list[float]]:
    """name -> wall times of each repetition, the commands taking turns."""
    python = sys.executable
    judge = [python, "-c", "import sys; from judge.entry import main; sys.exit(main())"]
    with tempfile.TemporaryDirectory(prefix="judge-overhead-") as tmp:
        folder = Path(tmp)
        make_problem_set(folder, cases)
        env = dict(os.environ, PYTHONPATH=str(REPO))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        one_case = ["--root", str(folder), "run", "ab", "--case", "c000"]
        floor = loaded_modules([*judge, *one_case], folder, env)
        loop = 'for f in inputs/*; do "$0" problems/ab/solution.py < "$f" > /dev/null; done'
        commands = {
            "bare loop": ["sh", "-c", loop, python],
            "judge run": [*judge, "--root", str(folder), "run", "ab", "-j", "1", "--all-cases"],
            "judge run, 1 case": [*judge, *one_case],
            "python, 1 case": ["sh", "-c", '"$0" problems/ab/solution.py < inputs/000', python],
            "python -c pass": [python, "-c", "pass"],
            "judge --version": [*judge, "--version"],
            "python, the floor": [python, "-c", f"import {floor}"],
        }
        for argv in commands.values():  # compiled modules written, caches warm
            wall(argv, folder, env)
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(repeat):
            for name, argv in commands.items():
                times[name].append(wall(argv, folder, env))
    return times


def main(argv: list[str] | None = None) -> int:
    """Measure and print both ratios."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=7, help="repetitions (default 7)")
    parser.add_argument("--cases", type=int, default=50, help="a+b cases (default 50)")
    args = parser.parse_args(argv)
    times = measure(args.cases, max(1, args.repeat))
    best = {name: min(values) for name, values in times.items()}
    for name, values in times.items():
        print(f"{name:16} {best[name] * 1000:8.1f} ms ({statistics.median(values) * 1000:.1f})")
    per_case = (best["judge run"] - best["bare loop"]) * 1000 / args.cases
    start_up = best["judge --version"] / best["python -c pass"]
    # The same difference without judge run's one-time start-up (imports, reading the problem):
    # the slope between one case and all of them, judge's and the bare loop's.
    judge_slope = (best["judge run"] - best["judge run, 1 case"]) / (args.cases - 1)
    bare_slope = (best["bare loop"] - best["python, 1 case"]) / (args.cases - 1)
    fixed = best["judge run, 1 case"] - best["python, 1 case"]
    print(f"per case above the bare loop: {per_case:.2f} ms (goal: under 1.5)")
    print(
        f"  of which judge run's start-up, once: {fixed * 1000:.0f} ms; "
        f"each further case: {(judge_slope - bare_slope) * 1000:.2f} ms above the loop's"
    )
    floor = best["python, the floor"] - best["python -c pass"]
    print(
        f"  the floor under that start-up, the standard modules and click it loads in a bare "
        f"interpreter: {floor * 1000:.0f} ms\n    ({floor * 1000 / args.cases:.2f} ms a case "
        f"of the {args.cases}); judge's own share: {(fixed - floor) * 1000:.0f} ms"
    )
    print(f"start-up, judge --version / python -c pass: {start_up:.2f}x (goal: under 1.5x)")
    print(f"load average: {' / '.join(f'{x:.1f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

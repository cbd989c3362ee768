#!/usr/bin/env python3
"""Benchmark judge: reference margins on the hardest cases, and judge's own cost per case.

Prints two tables, everything measured in one run, interleaved, on the same interpreter:

(a) per problem: its hardest case (of tests.yaml and testdata/: every case judged once, the
    slowest few again; for an interactive problem, the program's and the interactor's CPU
    time together decide), its size, the reference's CPU time measured by the sandbox (fresh,
    and warm), the time limit, the fraction of it the reference takes (fresh: it must stay
    within half) and the margin (limit / fresh CPU time), the C++ reference's CPU time and
    its fraction of the limit (it must stay under 0.1), and for an interactive problem its
    interactor's CPU time on that case (the reference plays against it; both share the
    machine, and the conversation's wall clock is the submission's).
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
from judge.judging.cases import judge_case  # noqa: E402
from judge.judging.classify import classify  # noqa: E402
from judge.judging.interactive import ACCEPT, Interactor  # noqa: E402
from judge.judging.problem import Case  # noqa: E402
from judge.judging.verdict import Verdict  # noqa: E402
from judge.problemset.cpp_reference import old_judge  # noqa: E402
from judge.problemset.layout import find_root, problem_ids  # noqa: E402
from judge.problemset.problem import Problem, load_problem  # noqa: E402
from judge.run.execution.fresh import FreshRunner  # noqa: E402
from judge.run.execution.interaction import converse  # noqa: E402
from judge.run.execution.warm_pool import warm_runner  # noqa: E402
from judge.run.helper.sandbox import ending, helper_path  # noqa: E402
from judge.run.isolation.session import Isolation  # noqa: E402
from judge.run.limits import Limits  # noqa: E402
from judge.run.program import from_file, python_interpreter  # noqa: E402
from judge.run.runner import ConnectedRunner, Runner  # noqa: E402


@dataclass(frozen=True)
class Margin:
    """Table (a): the reference on one problem's hardest case."""

    problem: str
    case: str  # the hardest case: the one the reference takes longest on
    input_bytes: int
    cpu_fresh: float  # seconds, minimum over the repetitions
    cpu_warm: float  # an interactive problem's conversations are fresh: the same figure
    time_limit: float
    status: str  # "ok", or the verdict and message of a failed run
    cpu_cpp: float | None = None  # the C++ reference (problems/<id>/solution.cpp), if any
    cpu_interactor: float | None = None  # an interactive problem's interactor, on that case

    @property
    def margin(self) -> float:
        """How many times the reference's (fresh) CPU time fits in the limit."""
        return self.time_limit / self.cpu_fresh if self.cpu_fresh > 0 else float("inf")


@dataclass(frozen=True)
class Run:
    """One judged run of a case: the program's CPU time, what failed ("" when AC), and an
    interactive problem's interactor's CPU time."""

    cpu: float
    failure: str
    interactor_cpu: float | None = None

    @property
    def load(self) -> float:
        """What the case costs the machine: the program's CPU time and its interactor's."""
        return self.cpu + (self.interactor_cpu or 0.0)


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


def margins(root: Path, ids: list[str], repeat: int) -> tuple[list[Margin], list[str]]:
    """Table (a) rows, and a note for each problem skipped."""
    cache = default_cache_dir()
    rows, skipped = [], []
    for pid in ids:
        problem = load_problem(root, pid)
        cases = problem.cases()
        if not cases:
            skipped.append(f"{pid}: skipped, no cases")
            continue
        rows.append(hardest(problem, cases, cache, repeat))
    return rows, skipped


CANDIDATES = 3  # the cases slowest on a first pass, measured again: a busy machine reorders them


def hardest(problem: Problem, cases: list[Case], cache: Path, repeat: int) -> Margin:
    """The reference on the problem's hardest case: every case once (fresh), then the
    slowest few again `repeat` times, fresh, warm and the C++ reference taking turns; the
    hardest is the one whose fastest fresh run is slowest."""
    helper = helper_path(cache)
    checker = problem.output_checker(cache)
    limits = problem.limits
    program = from_file(problem.solution_path, cache)
    cpp_path = problem.path / "solution.cpp"
    # Compiled as judge verify compiles it: C++98 for HDU and POJ, C++11 for the others.
    dialect = "strict" if old_judge(problem) else "strict-modern"
    cpp = from_file(cpp_path, cache, dialect=dialect) if cpp_path.is_file() else None
    with (
        FreshRunner(program, helper) as fresh,
        warm_runner(program, cache) as warm,
        FreshRunner(cpp or program, helper) as cpp_runner,
    ):
        first = {case.name: judge_once(case, fresh, limits, checker, cache) for case in cases}
        slowest = sorted(cases, key=lambda case: -first[case.name].load)[:CANDIDATES]
        runners: dict[str, Runner] = {"fresh": fresh, "warm": warm}
        if cpp is not None:
            runners["cpp"] = cpp_runner
        runs: dict[tuple[str, str], list[Run]] = {}
        for _ in range(repeat):
            for case in slowest:
                for kind, runner in runners.items():
                    run = judge_once(case, runner, limits, checker, cache)
                    runs.setdefault((case.name, kind), []).append(run)
    failures = [r.failure for r in [*first.values(), *(x for v in runs.values() for x in v)]]
    return summary(problem, slowest, runs, next((f for f in failures if f), "ok"))


def summary(
    problem: Problem, slowest: list[Case], runs: dict[tuple[str, str], list[Run]], status: str
) -> Margin:
    """The row of the hardest case among `slowest`, from each one's fastest runs (for an
    interactive problem, the program's and the interactor's CPU time together)."""

    def best(case: Case, kind: str) -> float | None:
        found = runs.get((case.name, kind))
        return min(r.cpu for r in found) if found else None

    def interactor(case: Case) -> float | None:
        found = [r.interactor_cpu for r in runs[(case.name, "fresh")]]
        return None if None in found else min(x for x in found if x is not None)

    worst = max(slowest, key=lambda case: (best(case, "fresh") or 0.0) + (interactor(case) or 0))
    cpp = [x for case in slowest if (x := best(case, "cpp")) is not None]
    return Margin(
        problem.id,
        worst.name,
        len(worst.input.encode()),
        best(worst, "fresh") or 0.0,
        best(worst, "warm") or 0.0,
        problem.time_limit,
        status,
        max(cpp) if cpp else None,
        interactor(worst),
    )


def judge_once(case: Case, runner: Runner, limits: Limits, checker: object, cache: Path) -> Run:
    """The program judged on one case as judge run judges it; a conversation with the
    interactor for an interactive problem, whose CPU time is measured too."""
    if isinstance(checker, Interactor):
        return converse_once(case, runner, limits, checker, cache)
    assert callable(checker)
    result = judge_case(runner, case, limits, checker)
    failed = "" if result.verdict is Verdict.AC else f"{result.verdict.value}: {result.message}"
    return Run(result.cpu_time, failed)


def converse_once(
    case: Case, runner: Runner, limits: Limits, interactor: Interactor, cache: Path
) -> Run:
    """The conversation of judge.judging.interactive on one case, keeping the interactor's
    own run: its CPU time is the other half of what the case costs on a machine."""
    assert isinstance(runner, ConnectedRunner)
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as tmp:
        work = Path(tmp)
        (work / "feedback").mkdir()
        (work / "input.in").write_text(case.input)
        (work / "answer.ans").write_text(case.output)
        own = interactor.program.run_limits(interactor.limits)
        files = [str(work / "input.in"), str(work / "answer.ans"), f"{work / 'feedback'}/"]
        command = [*interactor.program.command(own), *files]
        conversation = converse(
            command,
            own,
            limits,
            lambda stdin, stdout, stop, partner: runner.connected(
                stdin, stdout, limits, stop, partner
            ),
            cwd=work,
            helper=helper_path(cache),
            accepted=lambda run: run.exit_code == ACCEPT and not run.wall_timeout,
        )
    failed = classify(conversation.submission, limits)
    ended = conversation.interactor
    failure = f"{failed[0].value}: {failed[1]}" if failed else ""
    if not failure and ended.exit_code != ACCEPT:
        failure = f"the interactor {ending(ended)}"
    return Run(conversation.submission.execution.cpu_time, failure, ended.cpu_time)


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


def print_margins(root: Path, ids: list[str], repeat: int) -> None:
    """Table (a)."""
    rows, skipped = margins(root, ids, repeat)
    print("(a) reference on the hardest case of each problem (tests.yaml and testdata/)")
    print(
        table(
            (
                "problem",
                "case",
                "input",
                "CPU fresh",
                "CPU warm",
                "limit",
                "/ limit",
                "margin",
                "C++ CPU",
                "C++ / limit",
                "interactor",
                "run",
            ),
            [
                (
                    r.problem,
                    r.case,
                    f"{r.input_bytes / 1024:.1f} KiB",
                    f"{r.cpu_fresh * 1000:.0f} ms",
                    f"{r.cpu_warm * 1000:.0f} ms",
                    f"{r.time_limit:g} s",
                    f"{r.cpu_fresh / r.time_limit:.2f}",
                    f"{r.margin:.1f}x",
                    "-" if r.cpu_cpp is None else f"{r.cpu_cpp * 1000:.1f} ms",
                    "-" if r.cpu_cpp is None else f"{r.cpu_cpp / r.time_limit:.3f}",
                    "-" if r.cpu_interactor is None else f"{r.cpu_interactor * 1000:.0f} ms",
                    r.status,
                )
                for r in rows
            ],
            right={2, 3, 4, 5, 6, 7, 8, 9, 10},
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
    parser.add_argument("--seed", type=int, default=1, help="table (b)'s a+b seed (default 1)")
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
            print_margins(root, args.ids or problem_ids(root), repeat)
        if "b" in args.tables:
            print_costs(root, args.cases, args.seed, repeat)
        print(f"\nload average at the end: {' / '.join(f'{x:.1f}' for x in os.getloadavg())}")
    except JudgeError as exc:
        print(f"bench: error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())

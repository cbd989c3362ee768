#!/usr/bin/env python3
"""Benchmark judge per language: its cost per case above a bare loop running the same program,
and the memory it reports beside GNU time's for the same run.

For each language of the table installed here, the a+b program of the language tests
(tests/programs/languages/modes.*, given "ac A B" inputs) is built once, as judge builds it.
Then:

- the baseline: a bare shell loop running the same command line (the same JVM heap flags)
  on each input, output to /dev/null: the language's own start-up is the floor (the JVM's
  above all);
- judge: the same cases through judge's runner in this process (a sandboxed run per case,
  the verdict rule, the output checked), plain and, where this machine can, isolated.

The cases go in chunks of five, each chunk judged right after its own bare loop, so a burst of
load (the machine may be shared) hits both alike. Printed per language: milliseconds per case
of each (the median of the chunks, their minimum in brackets), judge's cost per case above the
baseline (the median of the chunks' differences) and the ratio of the medians; then the peak
memory judge reports (the kernel's wait4, plain and isolated alike) beside GNU time's
maximum resident set size for the same command on the same inputs.

Usage: python3 bench/languages.py [--repeat N] [--cases N] [LANGUAGE ...]
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
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
from judge.judging.cases import judge_cases  # noqa: E402
from judge.judging.checkers import hdu  # noqa: E402
from judge.judging.problem import Case  # noqa: E402
from judge.run.execution.fresh import FreshRunner  # noqa: E402
from judge.run.helper.sandbox import helper_path  # noqa: E402
from judge.run.isolation.isolated_runner import IsolatedRunner  # noqa: E402
from judge.run.isolation.session import Isolation  # noqa: E402
from judge.run.languages.table import languages  # noqa: E402
from judge.run.limits import Limits, MiB  # noqa: E402
from judge.run.program import Program, from_file  # noqa: E402

PROGRAMS = REPO / "tests" / "programs" / "languages"
SOURCES = {
    "python3": "modes.py",
    "c": "modes.c",
    "cpp": "modes.cpp",
    "java": "modes.java",
    "kotlin": "modes.kt",
    "pypy3": "modes.py",
    "pascal": "modes.pas",
}
LIMITS = Limits(time=2.0, memory=256 * MiB)
GNU_TIME = "/usr/bin/time"
CHUNK = 5  # cases judged in one go, beside their own bare loop


@dataclass
class Row:
    """One language's figures: seconds per case of each chunk of cases, and memory."""

    language: str
    bare: list[float]
    plain: list[float]
    isolated: list[float]
    memory_plain: int = 0  # bytes, judge's report
    memory_isolated: int = 0
    memory_gnu: int = 0  # bytes, GNU time's %M

    def above(self, judged: list[float]) -> float:
        """Judge's cost per case above the bare loop: the median of the chunks' differences
        (each chunk of judge runs beside its own bare loop, so load hits both alike)."""
        return statistics.median(j - b for j, b in zip(judged, self.bare))


def bare_loop(command: list[str], inputs: list[Path], cwd: Path) -> float:
    """Wall seconds of a shell loop running `command` on every input file, in `cwd` (an empty
    folder, as judge's runs have)."""
    script = 'for f in $INPUTS; do "$@" < "$f" > /dev/null; done'
    env = dict(os.environ, INPUTS=" ".join(map(str, inputs)))
    start = time.perf_counter()
    subprocess.run(["sh", "-c", script, "sh", *command], check=True, env=env, cwd=cwd)
    return time.perf_counter() - start


def judged(
    program: Program, cases: list[Case], helper: Path, isolation: Isolation | None
) -> tuple[float, int]:
    """Wall seconds of judging every case (all AC, or an error), and the largest memory."""
    # Isolated: the submission's box, built once and running every case (as judge run does).
    opened = IsolatedRunner(program, isolation) if isolation else FreshRunner(program, helper)
    with opened as runner:
        start = time.perf_counter()
        results = judge_cases(runner, cases, LIMITS, lambda _: hdu, 1, all_cases=True)
        wall = time.perf_counter() - start
    wrong = [r for r in results if not r.accepted]
    if wrong:
        raise JudgeError(f"{program.name}: {wrong[0].verdict} {wrong[0].message}")
    return wall, max(r.memory for r in results)


def gnu_time_memory(command: list[str], data: str) -> int:
    """GNU time's maximum resident set size of `command` on `data`, in bytes (0: no GNU time)."""
    if not os.path.exists(GNU_TIME):
        return 0
    done = subprocess.run(
        [GNU_TIME, "-f", "%M", *command], input=data.encode(), capture_output=True, check=True
    )
    return int(done.stderr.decode().strip().splitlines()[-1]) * 1024


def measure(lid: str, count: int, repeat: int, cache_dir: Path, isolation: Isolation | None) -> Row:
    """The figures of one language: chunks of CHUNK cases, bare loop then judge (then judge
    isolated), `repeat` times over the `count` cases."""
    lang = languages()[lid]
    program = from_file(PROGRAMS / SOURCES[lid], cache_dir, language=lid)
    isolated_program = program
    if isolation is not None:
        # Isolated runs use isolated builds, as judge makes them.
        isolated_program = from_file(
            PROGRAMS / SOURCES[lid], cache_dir, language=lid, isolation=isolation
        )
    rng = random.Random(1)
    cases = []
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as tmp:
        files = []
        empty = Path(tmp) / "cwd"
        empty.mkdir()
        for k in range(count):
            a, b = rng.randint(1, 10**9), rng.randint(1, 10**9)
            data = f"ac {a} {b}\n"
            files.append(Path(tmp) / f"{k:03d}")
            files[-1].write_text(data)
            cases.append(Case(f"c{k:03d}", data, f"{a + b}\n"))
        command = program.command(program.run_limits(LIMITS))
        row = Row(lang.name, [], [], [])
        helper = helper_path(cache_dir)
        for _ in range(repeat):
            for at in range(0, count, CHUNK):
                chunk, inputs = cases[at : at + CHUNK], files[at : at + CHUNK]
                row.bare.append(bare_loop(command, inputs, empty) / len(chunk))
                wall, memory = judged(program, chunk, helper, None)
                row.plain.append(wall / len(chunk))
                row.memory_plain = max(row.memory_plain, memory)
                if isolation is not None:
                    wall, memory = judged(isolated_program, chunk, helper, isolation)
                    row.isolated.append(wall / len(chunk))
                    row.memory_isolated = max(row.memory_isolated, memory)
        row.memory_gnu = max(gnu_time_memory(command, case.input) for case in cases[:CHUNK])
    return row


def ms(values: list[float]) -> str:
    """Milliseconds: the median of the chunks (their minimum in brackets)."""
    if not values:
        return "-"
    return f"{statistics.median(values) * 1000:.1f} ({min(values) * 1000:.1f})"


def mib(value: int) -> str:
    return f"{value / MiB:.1f} MiB" if value else "-"


def table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> str:
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    return "\n".join(
        "  ".join(
            cell.ljust(w) if i == 0 else cell.rjust(w)
            for i, (cell, w) in enumerate(zip(row, widths))
        ).rstrip()
        for row in [header, *rows]
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "ids", nargs="*", metavar="LANGUAGE", help="language ids (default: all installed)"
    )
    parser.add_argument("--repeat", type=int, default=5, help="repetitions (default 5)")
    parser.add_argument("--cases", type=int, default=20, help="cases per language (default 20)")
    args = parser.parse_args(argv)
    wanted = args.ids or [lid for lid in SOURCES if languages()[lid].available()]
    cache_dir = default_cache_dir()
    try:
        isolation = Isolation(helper_path(cache_dir))
    except JudgeError as exc:
        print(f"(no isolated column: {exc})")
        isolation = None
    load = " / ".join(f"{x:.1f}" for x in os.getloadavg())
    print(
        f"{os.cpu_count()} cores, load average {load}; {args.cases} cases a language in "
        f"chunks of {CHUNK}, {max(1, args.repeat)} times: the median of the chunks (their "
        f"minimum in brackets)\n"
    )
    rows = []
    try:
        for lid in wanted:
            rows.append(measure(lid, args.cases, max(1, args.repeat), cache_dir, isolation))
            print(f"  {lid} measured", file=sys.stderr)
    except JudgeError as exc:
        print(f"bench: error: {exc}", file=sys.stderr)
        return 2
    finally:
        if isolation is not None:
            isolation.close()
    print("time per case (ms): a bare loop running the same program, and judge")
    print(
        table(
            ("language", "bare loop", "judge", "above", "ratio", "judge --isolate", "above"),
            [
                (
                    r.language,
                    ms(r.bare),
                    ms(r.plain),
                    f"{r.above(r.plain) * 1000:+.1f}",
                    f"{statistics.median(r.plain) / statistics.median(r.bare):.2f}x",
                    ms(r.isolated),
                    f"{r.above(r.isolated) * 1000:+.1f}" if r.isolated else "-",
                )
                for r in rows
            ],
        )
    )
    print("\npeak memory of one case: judge's report beside GNU time's (maximum resident set size)")
    print(
        table(
            ("language", "GNU time", "judge", "judge / GNU time", "judge --isolate"),
            [
                (
                    r.language,
                    mib(r.memory_gnu),
                    mib(r.memory_plain),
                    f"{r.memory_plain / r.memory_gnu:.3f}" if r.memory_gnu else "-",
                    mib(r.memory_isolated),
                )
                for r in rows
            ],
        )
    )
    print(f"\nload average at the end: {' / '.join(f'{x:.1f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    if shutil.which("sh") is None:
        sys.exit("bench: needs sh")
    sys.exit(main())

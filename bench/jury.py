#!/usr/bin/env python3
"""Benchmark what isolating a package's own programs costs: a Kattis package judged plainly
and isolated, with its own output validator and with the default one, in paired rounds.

The package is made here: a+b, CASES cases, a C submission, and an output validator in
Python (as most packages' are) or C (`--validator c`). Every round judges the submission in
four ways, back to back, in an order that turns each round, through the call the command line
makes (`judge_solution`, -j 1, every case): plain and isolated (`--isolate`), each with the
package's validator and with the default one. Printed per case: each way's wall-clock time
(median over the rounds), and what the validator adds plainly and isolated (the validator's
run against the default checker's, in the same round), and the ratio of the two: the cost of
running the validator in its box (a box kept for the session, emptied between cases) rather
than as a plain process.

Usage: python3 bench/jury.py [--rounds N] [--cases N] [--validator py|c]
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # the judge of this working tree, installed or not

from judge.errors import JudgeError  # noqa: E402
from judge.judging.solution import RunOptions, judge_solution  # noqa: E402
from judge.judging.verdict import Verdict  # noqa: E402
from judge.kattis.package import load_package  # noqa: E402
from judge.run.helper.sandbox import helper_path  # noqa: E402
from judge.run.isolation.session import unavailable  # noqa: E402

SUBMISSION = (
    '#include <stdio.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);}\n'
)
VALIDATORS = {
    "py": (
        "validator.py",
        "import sys\nteam = sys.stdin.read().split()\n"
        "answer = open(sys.argv[2]).read().split()\nsys.exit(42 if team == answer else 43)\n",
    ),
    "c": (
        "validator.c",
        '#include <stdio.h>\nint main(int c, char **v){long t, a; FILE *f = fopen(v[2], "r");\n'
        'if (scanf("%ld", &t) != 1 || fscanf(f, "%ld", &a) != 1) return 43;\n'
        "return t == a ? 42 : 43;}\n",
    ),
}

WHAT = {"validator": "its own validator", "default": "the default checker"}


def make_package(folder: Path, cases: int, validator: str | None) -> Path:
    """The a+b package, with its own validator (`validator`: py or c) or the default."""
    (folder / "data" / "secret").mkdir(parents=True)
    (folder / "problem.yaml").write_text(
        "problem_format_version: 2023-07-draft\nname: A plus B\n"
        "uuid: 5d1f6c2e-0000-4000-8000-0000000be0c0\nlimits:\n  time_limit: 1\n"
    )
    for k in range(cases):
        (folder / "data" / "secret" / f"{k}.in").write_text(f"{k} {k * 7}\n")
        (folder / "data" / "secret" / f"{k}.ans").write_text(f"{k * 8}\n")
    if validator is not None:
        name, text = VALIDATORS[validator]
        (folder / "output_validator").mkdir()
        (folder / "output_validator" / name).write_text(text)
    return folder


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--cases", type=int, default=20)
    parser.add_argument("--validator", choices=sorted(VALIDATORS), default="py")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="judge-bench-jury-") as tmp:
        base = Path(tmp)
        cache = base / "cache"
        why = unavailable(helper_path(cache))
        if why is not None:
            raise SystemExit(f"isolation unavailable here: {why}")
        submission = base / "add.c"
        submission.write_text(SUBMISSION)
        packages = {
            "validator": load_package(make_package(base / "own", args.cases, args.validator)),
            "default": load_package(make_package(base / "default", args.cases, None)),
        }
        ways = [(p, iso) for p in packages for iso in (False, True)]
        times: dict[tuple[str, bool], list[float]] = {way: [] for way in ways}

        def judge(way: tuple[str, bool]) -> float:
            options = RunOptions(jobs=1, all_cases=True, isolate=way[1])
            start = time.perf_counter()
            report = judge_solution(packages[way[0]], str(submission), None, options, cache)
            took = time.perf_counter() - start
            if report.verdict is not Verdict.AC:
                raise SystemExit(f"{way}: {report.verdict} {report.cases[-1].message}")
            return took / args.cases

        for way in ways:  # builds and caches warm, not timed
            judge(way)
        for number in range(args.rounds):
            turn = number % len(ways)
            for way in ways[turn:] + ways[:turn]:
                times[way].append(judge(way))
    print(
        f"judge {platform.python_version()}, {args.cases} cases, {args.rounds} rounds, "
        f"a C submission, a {args.validator} output validator"
    )
    for (package, isolated), series in times.items():
        mode = "isolated" if isolated else "plain"
        print(f"  {mode:8} {WHAT[package]:19}: {statistics.median(series) * 1000:7.2f} ms a case")
    for isolated in (False, True):
        added = [
            own - default
            for own, default in zip(times[("validator", isolated)], times[("default", isolated)])
        ]
        mode = "isolated" if isolated else "plain"
        print(f"  the validator adds, {mode:8}: {statistics.median(added) * 1000:7.2f} ms a case")
    plain = statistics.median(
        a - b for a, b in zip(times[("validator", False)], times[("default", False)])
    )
    boxed = statistics.median(
        a - b for a, b in zip(times[("validator", True)], times[("default", True)])
    )
    if plain > 0:
        print(f"  isolated / plain, the validator's share: {boxed / plain:.2f}x")
    whole = [a / b for a, b in zip(times[("validator", True)], times[("validator", False)])]
    print(
        f"  isolated / plain, the whole judging: {statistics.median(whole):.2f}x "
        f"(min {min(whole):.2f}, max {max(whole):.2f})"
    )


if __name__ == "__main__":
    try:
        main()
    except JudgeError as exc:
        raise SystemExit(str(exc)) from None

#!/usr/bin/env python3
"""Judge a folder of other people's accepted programs, as `judge run` judges them, and print
one line per program and a summary per problem.

The corpus lives outside the repository (the programs are their authors', not ours): a folder
with one sub-folder per problem id of the set, each holding source files that the original
judge (HDU, POJ, Luogu, ...) accepted, e.g.

    /work/corpus/hdu_2516/someone_2516.cpp
    /work/corpus/poj_1740/another.c

Each program is judged by `python3 -m judge run ID FILE --json --all-cases`, in the problem's
default dialect (as `judge run` picks it; `--dialect NAME` for another). A program judged
anything but AC is a disagreement with the original judge: a compiler that differs (the
dialect), data heavier than the original's, a reading of the statement its data never
tested, or a program that is wrong on an input the statement allows. The last column says
which case failed first.

Run it with the judge you want to measure: `PYTHONPATH=/path/to/checkout` (e.g. before and
after a change). Usage:

    python3 bench/accepted_corpus.py CORPUS [--root ROOT] [--dialect NAME] [ID ...]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

SOURCES = {".c", ".cc", ".cpp", ".cxx", ".java", ".pas", ".py"}


def judge_one(root: Path, problem: str, path: Path, dialect: str | None) -> tuple[str, str]:
    """(verdict, the first failing case or the compiler's first line) of one program."""
    command = [sys.executable, "-m", "judge", "--root", str(root), "run", problem, str(path)]
    command += ["--json", "--all-cases", *(["--dialect", dialect] if dialect else [])]
    done = subprocess.run(command, capture_output=True, text=True, timeout=900)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if not lines:
        return "ERROR", (done.stderr.strip().splitlines() or ["no output"])[-1][:100]
    report = json.loads(lines[-1])
    verdict = str(report.get("verdict", "?"))
    if verdict == "CE":
        message = str(report.get("compile_error") or "").strip().splitlines()
        return verdict, (message[0] if message else "")[:100]
    failing = [c for c in report.get("cases", []) if c.get("verdict") != "AC"]
    return verdict, str(failing[0].get("name", "")) if failing else ""


def main(argv: list[str] | None = None) -> int:
    """Judge every program of the corpus; exit 0 (the figures are the output)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("ids", nargs="*", help="problem ids (default: every folder)")
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[1])
    parser.add_argument("--dialect", help="a dialect for every program (default: auto)")
    args = parser.parse_intermixed_args(argv)
    folders = sorted(p for p in args.corpus.iterdir() if p.is_dir())
    if args.ids:
        folders = [f for f in folders if f.name in args.ids]
    totals: dict[str, Counter[str]] = {}
    for folder in folders:
        counts: Counter[str] = Counter()
        for path in sorted(folder.iterdir()):
            if path.suffix.lower() not in SOURCES:
                continue
            verdict, detail = judge_one(args.root, folder.name, path, args.dialect)
            counts[verdict] += 1
            print(f"{folder.name:12} {path.name:40} {verdict:5} {detail}", flush=True)
        totals[folder.name] = counts
    print()
    print(f"{'PROBLEM':12} {'PROGRAMS':>8} {'AC':>4}  OTHERS")
    for name, counts in totals.items():
        others = ", ".join(f"{v} {n}" for v, n in sorted(counts.items()) if v != "AC")
        print(f"{name:12} {sum(counts.values()):8} {counts['AC']:4}  {others}")
    everything = sum(totals.values(), Counter())
    print(f"{'all':12} {sum(everything.values()):8} {everything['AC']:4}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

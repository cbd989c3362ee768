"""Printing a judging session on a terminal: case lines in order, a progress line, summaries."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TextIO

from judge import report as fmt
from judge.problem import Case, load_problem, problem_ids
from judge.runner import RunOptions, judge_solution
from judge.sandbox import default_cache_dir
from judge.verdict import CaseResult, Report


def _colour(stream: TextIO) -> bool:
    import os

    return stream.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


class _Printer:
    """Prints each case as it is judged; a transient progress line on a terminal's stderr."""

    def __init__(self, quiet: bool, verbose: bool, out: TextIO, err: TextIO) -> None:
        self.quiet, self.verbose, self.out, self.err = quiet, verbose, out, err
        self.colour = _colour(out)
        self.progress = err.isatty() and not quiet
        self.cases: list[Case] = []
        self.done = 0
        self.width = 24

    def start(self, cases: list[Case]) -> None:
        self.cases, self.done = cases, 0
        self.width = max([len(c.name) for c in cases] + [12])
        self._show_progress()

    def result(self, result: CaseResult) -> None:
        self._clear_progress()
        case = self.cases[self.done]
        self.done += 1
        if not self.quiet or not result.accepted:
            print(fmt.case_line(result, self.colour, self.width), file=self.out)
            if self.verbose and not result.accepted:
                print(fmt.verbose_details(case, result), file=self.out)
            self.out.flush()
        self._show_progress()

    def _show_progress(self) -> None:
        if self.progress and self.done < len(self.cases):
            name = self.cases[self.done].name
            self.err.write(f"\r  [{self.done + 1}/{len(self.cases)}] {name} ...\x1b[K")
            self.err.flush()

    def _clear_progress(self) -> None:
        if self.progress:
            self.err.write("\r\x1b[K")
            self.err.flush()


def run_and_print(root: Path, problem_list: list[str] | None, solution: str | None,
                  command: str | None, options: RunOptions, *, as_json: bool = False,
                  junit: str | None = None, verbose: bool = False,
                  out: TextIO | None = None, err: TextIO | None = None) -> bool:
    """Judge and print; True when every case of every judged solution is AC.

    `problem_list` None means every problem with its reference solution (`--all`).
    """
    out, err = out or sys.stdout, err or sys.stderr
    every = problem_list is None
    problems = [load_problem(root, pid) for pid in (problem_ids(root) if every else problem_list)]
    cache = default_cache_dir()
    reports: list[Report] = []
    for problem in problems:
        printer = _Printer(quiet=every and not verbose, verbose=verbose, out=out, err=err)
        if not as_json and not every:
            print(f"{problem.id}: {problem.title}", file=out)
        report = judge_solution(problem, solution, command, options, cache,
                                on_start=None if as_json else printer.start,
                                on_result=None if as_json else printer.result)
        reports.append(report)
        if as_json:
            print(fmt.to_json(report), file=out)
        else:
            if report.compile_error is not None:
                print(report.compile_error, file=out)
            print(fmt.summary_line(report, printer.colour), file=out)
        out.flush()
    if junit:
        try:
            Path(junit).write_text(fmt.to_junit(reports), encoding="utf-8")
        except OSError as exc:
            from judge.errors import JudgeError

            raise JudgeError(f"{junit}: cannot write the JUnit report: {exc.strerror}") from None
    return all(r.verdict.value == "AC" for r in reports)

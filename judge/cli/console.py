"""Printing on a terminal: the transient progress line, and a judging session's case lines.

The custom run (judge.judging.custom) is imported by `run_custom_and_print`, which alone
uses it: judging never needs it (DESIGN.md, Start-up)."""

from __future__ import annotations

import os
import shlex
import sys
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TextIO

from judge.errors import JudgeError
from judge.formats.protocol import AnyProblem
from judge.formats.registry import format_of
from judge.judging import report as fmt
from judge.judging.problem import Case, Judgeable
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.split import FailingTest
from judge.judging.verdict import CaseResult, Report, Verdict
from judge.printable import printable
from judge.run.languages.language import Language
from judge.run.languages.table import for_file


def colour_on(stream: TextIO) -> bool:
    """Whether to colour what goes to `stream`: a terminal, unless NO_COLOR or TERM=dumb."""
    return stream.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


class Progress:
    """A transient one-line status on a terminal's stderr (nothing when it is not one).

    Call it with the text to show; `clear` removes the line before anything else is printed.
    Redraws are rate-limited, since redrawing on every run would cost more than the runs."""

    def __init__(
        self, stream: TextIO | None = None, interval: float = 0.1, enabled: bool | None = None
    ) -> None:
        self.stream = stream or sys.stderr
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self.interval = interval
        self._last = 0.0
        self._shown = False
        self._lock = threading.Lock()

    def __call__(self, text: str, force: bool = False) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        with self._lock:
            if not force and now - self._last < self.interval:
                return
            self._last = now
            self._shown = True
            self.stream.write(f"\r  {text}\x1b[K")
            self.stream.flush()

    def clear(self) -> None:
        """Remove the status line, if one is shown."""
        if self.enabled:
            with self._lock:
                if self._shown:
                    self.stream.write("\r\x1b[K")
                    self.stream.flush()
                    self._shown = False


@contextmanager
def progress_line(stream: TextIO | None = None) -> Iterator[Progress]:
    """A Progress for a `with` block; its line is gone when the block ends, however it ends."""
    line = Progress(stream)
    try:
        yield line
    finally:
        line.clear()


class _Printer:
    """Prints each case as it is judged, with the next case on the progress line. The cases
    not run after a failure are one line (`not_run_line`), each listed only under -v; a
    failing case is followed by what helps a learner (`report.learner_notes`)."""

    def __init__(
        self,
        quiet: bool,
        verbose: bool,
        out: TextIO,
        progress: Progress,
        guidance: fmt.Guidance | None = None,
    ) -> None:
        self.quiet, self.verbose, self.out, self.progress = quiet, verbose, out, progress
        self.guidance = guidance or fmt.Guidance()
        self.colour = colour_on(out)
        self.cases: list[Case] = []
        self.done = 0
        self.not_run = 0
        self.width = 24

    def start(self, cases: list[Case]) -> None:
        self.cases, self.done, self.not_run = cases, 0, 0
        self.width = max([len(printable(c.name)) for c in cases] + [12])
        self._show_next()

    def result(self, result: CaseResult) -> None:
        self.progress.clear()
        case = self.cases[self.done]
        self.done += 1
        skipped = result.verdict is Verdict.SKIPPED
        failed = not result.accepted and not skipped
        if skipped and not self.verbose:
            self.not_run += 1
        elif not self.quiet or failed:
            print(fmt.case_line(result, self.colour, self.width), file=self.out)
            if failed:
                notes = fmt.learner_notes(case, result, self.guidance, not self.verbose)
                if notes:
                    print(notes, file=self.out)
            if self.verbose and failed:
                saved = None if result.transcript is None else _save_transcript(case, result)
                print(fmt.verbose_details(case, result, saved), file=self.out)
            self.out.flush()
        self._show_next()

    def finish(self) -> None:
        """The one line for the cases not run, if any were left out."""
        if self.not_run and not self.quiet:
            print(fmt.not_run_line(self.not_run), file=self.out)

    def _show_next(self) -> None:
        if not self.quiet and self.done < len(self.cases):
            name = printable(self.cases[self.done].name)
            self.progress(f"[{self.done + 1}/{len(self.cases)}] {name} ...", force=True)


def _save_transcript(case: Case, result: CaseResult) -> str | None:
    """Write the conversation the judge kept of an interactive case to a new file in the
    temporary folder; its path, or None when it cannot be written (-v then shows the excerpt
    only)."""
    name = "".join(c if c.isalnum() or c in "-_." else "_" for c in case.name)
    try:
        fd, path = tempfile.mkstemp(prefix=f"judge-{name}-", suffix=".transcript.txt")
        with os.fdopen(fd, "w", encoding="utf-8", errors="replace") as file:
            file.write(fmt.transcript_file_text(result.transcript or ()))
    except OSError:
        return None
    return path


def guidance_for(
    problem: AnyProblem, solution: str | None, language: str | None = None
) -> fmt.Guidance:
    """What a learner's failing case can point to: how the problem's input ends, how it splits
    into tests, and, for a solution file of a problem `judge stress` can run on (ours, with a
    generator), that command; the reference and a --cmd cannot be stress tested. The notes are
    in the words of the solution's language (`language`, else its file's extension's)."""
    stress = None
    if solution is not None and not format_of(problem).stress_refusal(problem):
        stress = f"judge stress {problem.id} {shlex.quote(solution)}"
    return fmt.Guidance(
        input_end=problem.input_end,
        stress_command=stress,
        split=problem.tests_split,
        language=_language_of(solution, language),
    )


def _language_of(solution: str | None, language: str | None) -> Language | None:
    """The language a solution file is judged in, or None (no file, or none judge knows:
    judging itself says so plainly)."""
    if solution is None:
        return None
    try:
        return for_file(Path(solution), language)
    except JudgeError:
        return None


def run_and_print(
    problems: Sequence[AnyProblem],
    solution: str | None,
    command: str | None,
    options: RunOptions,
    cache_dir: Path,
    *,
    every: bool = False,
    as_json: bool = False,
    junit: str | None = None,
    verbose: bool = False,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> bool:
    """Judge and print; True when every case of every judged solution is AC.

    `problems` are of any format (judge.formats); `every` says they are the whole set
    judged with their references (`--all`): then only failing cases are shown, without the
    problems' titles.
    """
    out, err = out or sys.stdout, err or sys.stderr
    reports: list[Report] = []
    failing: list[dict[str, FailingTest]] = []
    with progress_line(err) as progress:
        for problem in problems:
            guidance = guidance_for(problem, solution, options.language)
            printer = _Printer(
                quiet=every and not verbose,
                verbose=verbose,
                out=out,
                progress=progress,
                guidance=guidance,
            )
            if not as_json and not every:
                print(printable(f"{problem.id}: {problem.title}"), file=out)
            judged: list[Case] = []

            def started(
                cases: list[Case], printer: _Printer = printer, judged: list[Case] = judged
            ) -> None:
                judged[:] = cases
                if not as_json:
                    printer.start(cases)

            report = judge_solution(
                problem,
                solution,
                command,
                options,
                cache_dir,
                on_start=started,
                on_result=None if as_json else printer.result,
            )
            progress.clear()
            if not as_json:
                printer.finish()
            reports.append(report)
            failing.append(fmt.failing_tests(judged, report, guidance.split))
            if as_json:
                print(fmt.to_json(report, failing[-1]), file=out)
            else:
                if report.compile_error is not None:
                    print(fmt.compile_error_text(report.compile_error), file=out)
                for line in fmt.warning_lines(report):
                    print(line, file=out)
                print(fmt.summary_line(report, printer.colour), file=out)
            out.flush()
    if junit:
        # Late: only --junit writes XML (judge.judging.junit's docstring).
        from judge.judging.junit import to_junit

        try:
            Path(junit).write_text(to_junit(reports, failing), encoding="utf-8")
        except OSError as exc:
            raise JudgeError(f"{junit}: cannot write the JUnit report: {exc.strerror}") from None
    return all(r.verdict is Verdict.AC for r in reports)


def run_custom_and_print(
    problem: Judgeable,
    solution: str | None,
    command: str | None,
    input: bytes,
    options: RunOptions,
    cache_dir: Path,
    as_json: bool = False,
    out: TextIO | None = None,
) -> None:
    """Run the program on one's own input and print its run (and the reference's)."""
    # Late: only `judge run --input` runs a program on one's own input (see the docstring).
    from judge.judging.custom import run_custom

    out = out or sys.stdout
    with progress_line() as progress:
        progress(f"running {solution or command or 'the reference'} ...", force=True)
        result = run_custom(problem, solution, command, input, options, cache_dir)
    if as_json:
        print(fmt.custom_result_json(result), file=out)
    else:
        print(printable(f"{problem.id}: {problem.title}"), file=out)
        print(fmt.custom_result_text(result), file=out)
    out.flush()

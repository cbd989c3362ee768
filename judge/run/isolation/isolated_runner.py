"""Isolated runs of one program (`judge run --isolate`): a box per thread, fresh or warm.

The program's box (judge.run.isolation.box) is built once and runs every case: fresh, a new process
for each input; or, for a Python program with `warm`, a fork of the box's warm server. A box
is made per thread running a case at the same moment (so `-j N` gets N boxes) and per set of
box parameters (the stack limit a warm server starts with, the size of the writable places),
and never serves another program.

Warm runs are measured as fresh ones: their verdicts must not depend on how they were run. A
fresh interpreter spends CPU time and touches memory before the solution starts and after it
ends (start-up, site-packages, shutdown); a warm run does not. So each warm box's runner
measures, in the box itself, a small Python program run fresh (while the box's warm server
starts) and warm, the minimum of `ROUNDS` runs each, and adds the difference (`StartUp`) to
every warm run's CPU time and peak memory; the run's cgroup is limited to the memory limit
less that much, so the limit binds where it binds a fresh run.

A problem whose solutions read and write files (judge.run.file_io) has its boxes keep their
working directory (`/box`: the box's kept place, root's, world-writable and sticky, so the
program can write its output file but not replace the input file the judge puts there): the
judge stages each case there and reads the output file back through the place's descriptor,
emptying it after each run.
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable

from judge.errors import JudgeError
from judge.package_tree import CASE_LIMIT
from judge.run.file_io import FileIO, run_in_folder, with_given
from judge.run.helper.sandbox import (
    Capture,
    Execution,
    Partner,
    Streams,
    scratch_file,
    write_all,
)
from judge.run.isolation.box import Box
from judge.run.isolation.session import WORKDIR, Isolation
from judge.run.isolation.view import inside_command, inside_paths
from judge.run.limits import Limits, MiB
from judge.run.program import Program, exposed_paths
from judge.run.runner import EXCERPT, Outcome, connected_outcome, read_outcome

PROBE_CODE = (
    "import sys\n"
    "numbers = [int(word) for word in sys.stdin.read().split()]\n"
    "print(' '.join(str(n + 1) for n in numbers))\n"
)
"""What measures a fresh interpreter's own cost: a program shaped like a solution (it reads
its input, parses it, prints), so that a warm run touches about what solutions touch."""
PROBE_INPUT = b"1 2\n"
PROBE_OUTPUT = b"2 3\n"
PROBE_TIME = 10.0  # seconds, and bytes: what the measuring runs may use at least
PROBE_MEMORY = 256 * MiB
ROUNDS = 2  # the minimum of two of each


@dataclass(frozen=True)
class StartUp:
    """What a fresh interpreter spends outside the solution that a warm run does not."""

    cpu: float  # seconds
    memory: int  # bytes of peak resident size (about 0.1 MiB here: a fork of the server has most)


class IsolatedRunner:
    """A Runner running `program` isolated in boxes of `isolation`: Python programs in a warm
    server when `warm`, everything else fresh. Where a warm server cannot run (this machine
    lacks what it needs, or the server did not start), runs are fresh and `on_fallback` is
    told why.

    Safe to call from several threads at once; `close` (or the end of a `with` block) ends
    the boxes."""

    def __init__(
        self,
        program: Program,
        isolation: Isolation,
        warm: bool = False,
        on_fallback: Callable[[str], None] | None = None,
        files: FileIO | None = None,
    ) -> None:
        self.program, self.isolation, self.files = program, isolation, files
        self._on_fallback = on_fallback
        self.warm = warm and program.warmable
        if self.warm:
            problem = isolation.warm_problem()
            if problem is not None:
                self._fall_back(problem)
        self._folders, self._files = exposed_paths(program)
        self._inside = inside_paths(self._files)  # its own files, where the box shows them
        self._lock = threading.Lock()
        self._idle: dict[tuple[int, int, int], list[Box]] = {}
        self._all: list[Box] = []
        self._closed = False
        self.start_up: StartUp | None = None  # measured with the first warm box

    def __call__(self, input: bytes, limits: Limits) -> Outcome:
        limits = self.program.run_limits(limits)  # its runtime's own memory and threads on top
        io = self.files
        if not io:
            return self._in_box(limits, lambda box: self._run(box, input, limits))
        return self._in_box(
            limits,
            lambda box: run_in_folder(
                io, box.place, input, limits.output, lambda data: self._run(box, data, limits)
            ),
        )

    def connected(
        self,
        stdin: int,
        stdout: int,
        limits: Limits,
        stop: int = -1,
        partner: Partner | None = None,
    ) -> Outcome:
        """A run on the given streams (judge.run.runner.ConnectedRunner): fresh, in a box of
        this program as any run (a warm box runs it fresh too)."""
        limits = self.program.run_limits(limits)

        def run(box: Box) -> Outcome:
            errors = Capture(EXCERPT)
            try:
                argv = inside_command(self.program.command(limits), self._inside)
                streams = Streams(stdin, stdout, errors, partner)

                def started() -> Outcome:
                    execution = box.start(argv, limits, streams).wait(stop)
                    return connected_outcome(execution, errors, limits)

                # a case's own files in the kept working folder (judge.run.staging)
                return with_given(self.files, box.place, started)
            finally:
                errors.close()

        return self._in_box(limits, run)

    def _in_box(self, limits: Limits, run: Callable[[Box], Outcome]) -> Outcome:
        """`run` in an idle box for these limits (a new one when there is none)."""
        key = (limits.stack if self.warm else 0, limits.tmpfs_size, limits.tmpfs_inodes)
        with self._lock:
            if self._closed:
                raise JudgeError("the isolated runner is closed")
            idle = self._idle.setdefault(key, [])
            box = idle.pop() if idle else None
        if box is None:
            box = self._new_box(limits)
        try:
            outcome = run(box)
        except BaseException:
            with self._lock:  # a box that failed is not reused
                if box in self._all:
                    self._all.remove(box)
            box.close()
            raise
        with self._lock:
            self._idle[key].append(box)
        return outcome

    def _fall_back(self, reason: str) -> None:
        """Run fresh from now on, and say why."""
        self.warm = False
        if self._on_fallback is not None:
            self._on_fallback(f"{reason}; judged with fresh isolated runs")

    def _new_box(self, limits: Limits) -> Box:
        source = self.program.source
        warm = (self.program.argv[0], source) if self.warm and source is not None else None
        # Its input file besides what the program may write there.
        place = (
            (WORKDIR, CASE_LIMIT + limits.tmpfs_size, limits.tmpfs_inodes) if self.files else None
        )
        if warm is not None:
            try:
                box = self._box(limits, warm, place)
                try:
                    if self.start_up is None:
                        self.start_up = self._measure_start_up(box, limits)
                except BaseException:
                    box.close()
                    raise
            except JudgeError as exc:  # e.g. an interpreter that cannot start as a server
                self._fall_back(str(exc))
            else:
                with self._lock:
                    self._all.append(box)
                return box
        box = self._box(limits, None, place)
        with self._lock:
            self._all.append(box)
        return box

    def _box(
        self, limits: Limits, warm: tuple[str, Path] | None, place: tuple[str, int, int] | None
    ) -> Box:
        """A new box of the program; with `place`, its working directory kept and opened to
        the program's writes (sticky, so the judge's input file stays)."""
        box = self.isolation.box(self._folders, self._files, limits, warm=warm, place=place)
        if place is not None:
            try:
                os.fchmod(box.place, 0o1777)
            except BaseException:
                box.close()
                raise
        return box

    def _run(self, box: Box, input: bytes, limits: Limits) -> Outcome:
        files: list[int] = []
        output = Capture(limits.output + 1, limit=limits.output)
        errors = Capture(EXCERPT)
        try:
            files.append(scratch_file("input"))
            write_all(files[0], input)
            if box.warm and self.start_up is not None:
                start_up = self.start_up
                execution = box.run_warm(
                    limits,
                    stdin=files[0],
                    stdout=output,
                    stderr=errors,
                    memory=max(limits.memory - start_up.memory, MiB),
                )
                execution = replace(
                    execution,
                    cpu_time=execution.cpu_time + start_up.cpu,
                    memory=execution.memory + start_up.memory,
                )
            else:
                argv = inside_command(self.program.command(limits), self._inside)
                execution = box.run(argv, limits, stdin=files[0], stdout=output, stderr=errors)
            return read_outcome(execution, output, errors, limits)
        finally:
            output.close()
            errors.close()
            for fd in files:
                os.close(fd)

    def _measure_start_up(self, box: Box, limits: Limits) -> StartUp:
        """A fresh interpreter's own cost in this box: fresh less warm, at their minimum (the
        fresh runs first, while the warm server starts)."""
        fresh = [self._probe(box, limits, warm=False) for _ in range(ROUNDS)]
        warm = [self._probe(box, limits, warm=True) for _ in range(ROUNDS)]
        return StartUp(
            cpu=max(0.0, min(r.cpu_time for r in fresh) - min(r.cpu_time for r in warm)),
            memory=max(0, min(r.memory for r in fresh) - min(r.memory for r in warm)),
        )

    def _probe(self, box: Box, limits: Limits, warm: bool) -> Execution:
        # Room enough whatever the problem's limits (only the stack must stay the server's).
        limits = replace(limits, time=max(limits.time, PROBE_TIME))
        memory = max(limits.memory, PROBE_MEMORY)
        stdin = scratch_file("probe")
        output, errors = Capture(4096), Capture(4096)
        try:
            write_all(stdin, PROBE_INPUT)
            if warm:
                execution = box.run_warm(
                    limits,
                    stdin=stdin,
                    stdout=output,
                    stderr=errors,
                    memory=memory,
                    code=PROBE_CODE,
                )
            else:
                execution = box.run(
                    [self.program.argv[0], "-c", PROBE_CODE],
                    limits,
                    stdin=stdin,
                    stdout=output,
                    stderr=errors,
                    memory=memory,
                )
            written, _ = output.finish()
            message, _ = errors.finish()
        finally:
            output.close()
            errors.close()
            os.close(stdin)
        if execution.exit_code != 0 or written != PROBE_OUTPUT:
            detail = message.decode(errors="replace").strip().splitlines()
            raise JudgeError(
                f"{self.program.name}: measuring the interpreter's start-up "
                f"{'warm' if warm else 'fresh'} failed: "
                f"{detail[-1] if detail else execution.exit_code or execution.signal_name}"
            )
        return execution

    def close(self) -> None:
        """End every box."""
        with self._lock:
            self._closed = True
            boxes, self._all, self._idle = self._all, [], {}
        for box in boxes:
            box.close()

    def __enter__(self) -> IsolatedRunner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

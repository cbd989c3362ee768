"""The verdict rule: what a finished run earns before its output is checked.

Verdicts come from measurements (the kernel's CPU time, peak memory, exit status and signal,
and the sizes of what the run wrote), with one exception: an allocation refused at the limit.
In a plain run the kernel refuses it at the address-space cap (or a runtime at its heap limit)
and tells only the program, which then fails in its language's way: Java's OutOfMemoryError,
Python's MemoryError, C++'s std::bad_alloc, Free Pascal's run-time error 203. HDU, POJ and
Codeforces report such a run as MLE (their job objects see the limit hit), so a failed run
whose stderr carries its runtime's words for it (the language table's `out_of_memory`) is MLE
too. The words alone never make a verdict: a run that exits cleanly is judged on its output.
"""

from __future__ import annotations

import errno
import os
import signal

from judge.judging.verdict import Verdict
from judge.run.helper.sandbox import Execution
from judge.run.languages.table import out_of_memory_patterns
from judge.run.limits import Limits
from judge.run.runner import Outcome


def classify(outcome: Outcome, limits: Limits) -> tuple[Verdict, str] | None:
    """(verdict, message) for a run that did not end cleanly, or None when it did.

    The limits are the ones the run had (`outcome.limits`, made for its language: a JVM's own
    memory on top of the problem's), else `limits`.

    Precedence, first match wins: the program could not start (RE), unless the kernel had no
    room for its static memory (MLE); the memory cgroup says the limit was reached, or peak
    memory over the limit (MLE: a memory hog also burns CPU on page faults and often dies of
    it, but memory is its fault); stopped because the machine was too busy to judge it, within
    its CPU limit (JE: a busy machine never makes a verdict, see `Execution.too_busy`);
    stopped by the wall-clock backstop (TLE: it is charged only with the time the program
    could have run, so this is a program sleeping or blocked); CPU time over the
    limit, SIGXCPU or stopped by the kill rule (TLE); stdout over the limit or SIGXFSZ (OLE;
    stderr is not output and never counts); a failed run whose runtime says an allocation was
    refused (MLE, see the module docstring); killed by a signal (RE); a non-zero exit (RE).
    """
    limits = outcome.limits or limits
    run = outcome.execution
    if run.exec_error:
        if run.exec_error == os.strerror(errno.ENOMEM):
            return Verdict.MLE, (
                f"cannot execute the program: its static memory does not fit the memory limit "
                f"of {_memory_limit(limits)} ({run.exec_error})"
            )
        return Verdict.RE, f"cannot execute the program: {run.exec_error}"
    stderr = outcome.stderr.decode(errors="replace")
    if run.memory_limit_hit:
        return Verdict.MLE, (
            f"memory limit {_memory_limit(limits)} reached by the process tree (its memory "
            f"cgroup; the largest process's peak {run.memory / 2**20:.1f} MiB)"
        )
    if run.memory > limits.memory:
        return Verdict.MLE, (
            f"peak memory {run.memory / 2**20:.1f} MiB > limit {_memory_limit(limits)}"
        )
    if run.too_busy and run.cpu_time <= limits.time:
        return Verdict.JE, _too_busy(run, limits)
    if run.wall_timeout:
        waited = "".join(f", {text}" for text in _waits(run))
        return Verdict.TLE, (
            f"stopped after {run.wall_time:.2f} s of wall time "
            f"(CPU {run.cpu_time:.2f} s{waited}): sleeping, blocked or too slow"
        )
    if run.cpu_time > limits.time or run.signal == signal.SIGXCPU or run.cpu_killed:
        return Verdict.TLE, f"CPU time {run.cpu_time:.3f} s > limit {limits.time:g} s"
    if run.signal == signal.SIGXFSZ or outcome.output_size > limits.output:
        return Verdict.OLE, f"output exceeded {limits.output / 2**20:g} MiB"
    failed = run.signal is not None or run.exit_code != 0
    refused = _refused(stderr) if failed else None
    if refused is not None:
        return Verdict.MLE, (
            f"an allocation was refused at the memory limit of {_memory_limit(limits)}: {refused}"
        )
    if run.signal is not None:
        return Verdict.RE, f"killed by {run.signal_name}" + _last_line(stderr)
    if run.exit_code != 0:
        return Verdict.RE, f"exit code {run.exit_code}" + _last_line(stderr)
    return None


def _waits(run: Execution) -> list[str]:
    """What the backstop was charged less for a run, each wait there was: "0.52 s waiting for
    a CPU", "1.30 s for the disk", "0.20 s for its partner's CPU"."""
    waits = [
        (run.cpu_wait or 0.0, "waiting for a CPU"),
        (run.disk_wait, "waiting for the disk"),
        (run.partner_wait, "waiting for its partner's CPU"),
    ]
    return [f"{seconds:.2f} s {what}" for seconds, what in waits if seconds >= 0.005]


def _too_busy(run: Execution, limits: Limits) -> str:
    """What a run the machine was too busy to judge says: how long it ran, and waited."""
    if run.cpu_wait is None:
        why = (
            "this kernel does not say how long a program waits for a CPU (no "
            "/proc/PID/schedstat), and the machine's load was above its CPUs"
        )
    else:
        why = " and ".join(_waits(run) or ["0.00 s of it waiting for a CPU"])
        why = why.replace(" s waiting", " s of it waiting", 1)
    return (
        f"the machine was too busy to judge the run: stopped after {run.wall_time:.2f} s of "
        f"wall time ({why}) with {run.cpu_time:.2f} s of CPU time, within its limit of {limits.time:g} s; "
        "judge it again on a less busy machine"
    )


def _memory_limit(limits: Limits) -> str:
    """The memory limit as the messages say it: with the runtime's own share where it has one
    (`32 MiB (+ 64 MiB for the runtime)`)."""
    own = limits.program_memory / 2**20
    if limits.runtime_memory:
        return f"{own:g} MiB (+ {limits.runtime_memory / 2**20:g} MiB for the runtime)"
    return f"{own:g} MiB"


def _refused(stderr: str) -> str | None:
    """The line in which a runtime says an allocation was refused, or None."""
    for pattern in out_of_memory_patterns():
        found = pattern.search(stderr)
        if found:
            start = stderr.rfind("\n", 0, found.start()) + 1
            end = stderr.find("\n", found.end())
            return stderr[start : end if end >= 0 else len(stderr)].strip()[:200]
    return None


def _last_line(stderr: str) -> str:
    """The last line of stderr that is not a stack frame (indented, as Python's and Java's
    are), else the last non-blank one, for the message: usually the exception."""
    lines = [line for line in stderr.splitlines() if line.strip()]
    unindented = [line for line in lines if not line[0].isspace()]
    chosen = unindented or lines
    return f": {chosen[-1].strip()[:200]}" if chosen else ""

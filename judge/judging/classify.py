"""The verdict rule: what a finished run earns before its output is checked.

Verdicts come from measurements only (the kernel's CPU time, peak memory, exit status and
signal, and the sizes of what the run wrote), never from what the program printed.
"""

from __future__ import annotations

import signal

from judge.judging.verdict import Verdict
from judge.run.limits import Limits
from judge.run.runner import Outcome


def classify(outcome: Outcome, limits: Limits) -> tuple[Verdict, str] | None:
    """(verdict, message) for a run that did not end cleanly, or None when it did.

    Precedence, first match wins: the program could not start (RE); the memory cgroup says
    the limit was reached, or peak memory over the limit (MLE: a memory hog also burns CPU on
    page faults and often dies of it, but memory is its fault); stopped by the wall-clock
    backstop (TLE); CPU time over the limit, SIGXCPU or stopped by the kill rule (TLE); stdout
    over the limit or SIGXFSZ (OLE; stderr is not output and never counts); killed by a signal
    (RE); a non-zero exit (RE).
    """
    run = outcome.execution
    if run.exec_error:
        return Verdict.RE, f"cannot execute the program: {run.exec_error}"
    stderr = outcome.stderr.decode(errors="replace")
    if run.memory_limit_hit:
        return Verdict.MLE, (
            f"memory limit {limits.memory / 2**20:g} MiB reached (peak "
            f"{run.memory / 2**20:.1f} MiB)"
        )
    if run.memory > limits.memory:
        return Verdict.MLE, (
            f"peak memory {run.memory / 2**20:.1f} MiB > limit {limits.memory / 2**20:g} MiB"
        )
    if run.wall_timeout:
        return Verdict.TLE, (
            f"stopped after {run.wall_time:.2f} s of wall time "
            f"(CPU {run.cpu_time:.2f} s): sleeping, blocked or too slow"
        )
    if run.cpu_time > limits.time or run.signal == signal.SIGXCPU or run.cpu_killed:
        return Verdict.TLE, f"CPU time {run.cpu_time:.3f} s > limit {limits.time:g} s"
    if run.signal == signal.SIGXFSZ or outcome.output_size > limits.output:
        return Verdict.OLE, f"output exceeded {limits.output / 2**20:g} MiB"
    if run.signal is not None:
        return Verdict.RE, f"killed by {run.signal_name}" + _last_line(stderr)
    if run.exit_code != 0:
        return Verdict.RE, f"exit code {run.exit_code}" + _last_line(stderr)
    return None


def _last_line(stderr: str) -> str:
    """The last non-blank line of stderr, for the message (usually the exception)."""
    lines = [line for line in stderr.splitlines() if line.strip()]
    return f": {lines[-1].strip()[:200]}" if lines else ""

"""The verdict rule on hand-built measurements: every branch, and which one wins."""

from __future__ import annotations

import resource
import signal
from dataclasses import replace
from typing import Any

import pytest

from judge.judging.classify import classify
from judge.judging.verdict import Verdict
from judge.run.helper.sandbox import Execution
from judge.run.limits import Limits, MiB
from judge.run.runner import Outcome

LIMITS = Limits(time=1.0, memory=64 * MiB, output=1 * MiB)


def outcome(
    exit_code: int | None = 0,
    sig: int | None = None,
    cpu: float = 0.1,
    memory: int = 10 * MiB,
    wall_timeout: bool = False,
    exec_error: str | None = None,
    output_size: int = 10,
    stderr: bytes = b"",
    stderr_size: int | None = None,
    cpu_killed: bool = False,
    limit_hit: bool = False,
) -> Outcome:
    run = Execution(
        exit_code=exit_code,
        signal=sig,
        cpu_time=cpu,
        wall_time=cpu + 0.01,
        memory=memory,
        wall_timeout=wall_timeout,
        exec_error=exec_error,
        cpu_killed=cpu_killed,
        memory_limit_hit=limit_hit,
    )
    return Outcome(
        run,
        b"x" * min(output_size, 100),
        output_size,
        stderr,
        len(stderr) if stderr_size is None else stderr_size,
    )


def replace_run(done: Outcome, **changes: Any) -> Outcome:
    """The outcome with some of its run's measurements changed."""
    return replace(done, execution=replace(done.execution, **changes))


@pytest.mark.parametrize(
    "name, run, verdict, message",
    [
        ("clean", outcome(), None, None),
        (
            "exec failure",
            outcome(exit_code=None, exec_error="No such file or directory"),
            Verdict.RE,
            "cannot execute the program: No such file or directory",
        ),
        (
            "memory over the limit",
            outcome(memory=65 * MiB),
            Verdict.MLE,
            "peak memory 65.0 MiB > limit 64 MiB",
        ),
        ("memory exactly the limit", outcome(memory=64 * MiB), None, None),
        (
            "wall-clock backstop",
            outcome(exit_code=None, sig=signal.SIGKILL, wall_timeout=True, cpu=0.2),
            Verdict.TLE,
            "stopped after 0.21 s of wall time (CPU 0.20 s): sleeping, blocked or too slow",
        ),
        (
            "wall-clock backstop after waiting for a CPU",
            replace_run(outcome(sig=signal.SIGKILL, wall_timeout=True, cpu=0.2), cpu_wait=0.5),
            Verdict.TLE,
            "(CPU 0.20 s, 0.50 s waiting for a CPU): sleeping, blocked or too slow",
        ),
        (
            "too busy to judge",
            replace_run(
                outcome(sig=signal.SIGKILL, cpu=0.4), too_busy=True, cpu_wait=29.0, wall_time=30.0
            ),
            Verdict.JE,
            "the machine was too busy to judge the run: stopped after 30.00 s of wall time "
            "(29.00 s of it waiting for a CPU) with 0.40 s of CPU time, within its limit of 1 s",
        ),
        (
            "too busy, and the kernel does not say how long it waited",
            replace_run(
                outcome(sig=signal.SIGKILL, wall_timeout=True, cpu=0.4),
                too_busy=True,
                cpu_wait=None,
            ),
            Verdict.JE,
            "this kernel does not say how long a program waits for a CPU",
        ),
        (
            "too busy, but past its CPU limit",
            replace_run(outcome(sig=signal.SIGKILL, cpu=1.2), too_busy=True),
            Verdict.TLE,
            "CPU time 1.200 s > limit 1 s",
        ),
        ("CPU over the limit", outcome(cpu=1.2), Verdict.TLE, "CPU time 1.200 s > limit 1 s"),
        ("CPU exactly the limit", outcome(cpu=1.0), None, None),
        (
            "SIGXCPU",
            outcome(exit_code=None, sig=signal.SIGXCPU, cpu=0.9),
            Verdict.TLE,
            "CPU time 0.900 s",
        ),
        (
            "SIGXFSZ",
            outcome(exit_code=None, sig=signal.SIGXFSZ),
            Verdict.OLE,
            "output exceeded 1 MiB",
        ),
        (
            "stdout over the limit",
            outcome(output_size=MiB + 1),
            Verdict.OLE,
            "output exceeded 1 MiB",
        ),
        ("stdout exactly the limit", outcome(output_size=MiB), None, None),
        ("signal", outcome(exit_code=None, sig=signal.SIGSEGV), Verdict.RE, "killed by SIGSEGV"),
        ("exit code", outcome(exit_code=3), Verdict.RE, "exit code 3"),
        (
            "exit code with a message",
            outcome(exit_code=1, stderr=b"Traceback\n  ...\nValueError: x\n\n"),
            Verdict.RE,
            "exit code 1: ValueError: x",
        ),
        # An allocation refused at the limit, in the runtime's own words, in a run that failed:
        # MLE, as HDU, POJ and Codeforces report it. The words alone prove nothing.
        (
            "MemoryError",
            outcome(exit_code=1, stderr=b"Traceback\n  ...\nMemoryError\n"),
            Verdict.MLE,
            "an allocation was refused at the memory limit of 64 MiB: MemoryError",
        ),
        (
            "bad_alloc",
            outcome(
                exit_code=None,
                sig=signal.SIGABRT,
                stderr=b"terminate called after throwing an instance of 'std::bad_alloc'\n",
            ),
            Verdict.MLE,
            "refused at the memory limit of 64 MiB: terminate called after throwing",
        ),
        (
            "OutOfMemoryError",
            outcome(
                exit_code=1,
                stderr=b'Exception in thread "main" '
                b"java.lang.OutOfMemoryError: Java heap space\n\tat Main.main\n",
            ),
            Verdict.MLE,
            "java.lang.OutOfMemoryError: Java heap space",
        ),
        (
            "Free Pascal's heap overflow",
            outcome(exit_code=203, stderr=b"Runtime error 203 at $0041\n"),
            Verdict.MLE,
            "Runtime error 203",
        ),
        (
            "static memory too large to map",
            outcome(exit_code=None, exec_error="Cannot allocate memory"),
            Verdict.MLE,
            "its static memory does not fit the memory limit of 64 MiB",
        ),
        ("says MemoryError but exits 0", outcome(stderr=b"MemoryError\n"), None, None),
        ("says out of memory but exits 0", outcome(stderr=b"out of memory\n"), None, None),
        (
            "no thread for the JVM is not memory",
            outcome(
                exit_code=1, stderr=b"java.lang.OutOfMemoryError: unable to create native thread\n"
            ),
            Verdict.RE,
            "exit code 1: java.lang.OutOfMemoryError: unable to create native thread",
        ),
        (
            "a crash without those words",
            outcome(exit_code=None, sig=signal.SIGABRT, stderr=b"assertion\n"),
            Verdict.RE,
            "killed by SIGABRT: assertion",
        ),
        (
            "a Java exception, not its stack",
            outcome(
                exit_code=1,
                stderr=b'Exception in thread "main" '
                b"java.lang.IllegalStateException: x\n\tat Main.main(Main.java:3)\n",
            ),
            Verdict.RE,
            'exit code 1: Exception in thread "main" java.lang.IllegalStateException: x',
        ),
        # Precedence: the first that applies wins.
        (
            "exec failure beats all",
            outcome(exit_code=None, exec_error="Permission denied", memory=99 * MiB),
            Verdict.RE,
            "cannot execute",
        ),
        (
            "memory beats time",
            outcome(
                memory=65 * MiB, cpu=5.0, exit_code=None, sig=signal.SIGKILL, wall_timeout=True
            ),
            Verdict.MLE,
            "peak memory",
        ),
        (
            "wall beats CPU",
            outcome(wall_timeout=True, cpu=1.5, exit_code=None, sig=signal.SIGKILL),
            Verdict.TLE,
            "wall time",
        ),
        ("time beats output", outcome(cpu=1.5, output_size=2 * MiB), Verdict.TLE, "CPU time"),
        (
            "output beats a crash",
            outcome(exit_code=None, sig=signal.SIGSEGV, output_size=2 * MiB),
            Verdict.OLE,
            "output exceeded",
        ),
        (
            "signal beats exit code",
            outcome(exit_code=None, sig=signal.SIGABRT),
            Verdict.RE,
            "SIGABRT",
        ),
        # stderr is not output: a flood there is neither OLE nor a failure.
        (
            "stderr far over the output limit",
            outcome(stderr=b"x" * 100, stderr_size=100 * MiB),
            None,
            None,
        ),
        # The memory cgroup's word (isolated runs): MLE however the program ended.
        (
            "cgroup limit hit, exit 1",
            outcome(exit_code=1, limit_hit=True, memory=32 * MiB),
            Verdict.MLE,
            "memory limit 64 MiB reached",
        ),
        (
            "cgroup limit hit, OOM-killed",
            outcome(exit_code=None, sig=signal.SIGKILL, limit_hit=True),
            Verdict.MLE,
            "reached",
        ),
        (
            "cgroup limit hit beats time",
            outcome(cpu=5.0, cpu_killed=True, limit_hit=True),
            Verdict.MLE,
            "reached",
        ),
        (
            "stopped by the kill rule",
            outcome(exit_code=None, sig=signal.SIGKILL, cpu=1.31, cpu_killed=True),
            Verdict.TLE,
            "CPU time 1.310 s",
        ),
    ],
)
def test_the_verdict_rule(name, run, verdict, message):
    result = classify(run, LIMITS)
    if verdict is None:
        assert result is None, name
    else:
        assert result is not None and result[0] is verdict, (name, result)
        assert message in result[1], (name, result)


def test_a_runtime_with_a_heap_of_its_own_is_judged_against_the_limits_made_for_it():
    # The JVM: its heap gets the problem's 64 MiB, and 64 MiB more are its own (code, JIT,
    # collector); the outcome says what the run had, and the verdict follows it.
    jvm = LIMITS.for_runtime(64 * MiB, 64, address_space_cap=False)
    assert (jvm.memory, jvm.program_memory, jvm.processes) == (128 * MiB, 64 * MiB, 128)
    within = replace(outcome(memory=100 * MiB), limits=jvm)
    assert classify(within, LIMITS) is None
    over = replace(outcome(memory=130 * MiB), limits=jvm)
    assert classify(over, LIMITS) == (
        Verdict.MLE,
        "peak memory 130.0 MiB > limit 64 MiB (+ 64 MiB for the runtime)",
    )
    assert not any(number == resource.RLIMIT_AS for number, _, _ in jvm.rlimits())
    assert any(number == resource.RLIMIT_AS for number, _, _ in LIMITS.rlimits())

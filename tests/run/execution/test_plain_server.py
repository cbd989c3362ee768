"""Plain runs served by one helper (judge.run.execution.plain_server): each run as fresh as a one-shot run."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time

import pytest

from judge.errors import JudgeError
from judge.run.execution.fresh import FreshRunner
from judge.run.limits import Limits, MiB

LIMITS = Limits(time=1.0, memory=64 * MiB)


def test_one_helper_serves_a_runners_runs_one_after_another(python_program, helper):
    program = python_program("import os\nprint(os.getppid())\n")
    with FreshRunner(program, helper) as runner:
        parents = {runner(b"", LIMITS).output for _ in range(4)}
    assert len(parents) == 1 and int(parents.pop()) != os.getpid()


def test_each_run_sees_its_own_input_output_and_stderr(python_program, helper):
    # A long case and then short ones: nothing of the long one's input, output or stderr may
    # show in theirs (the streams are reused, rewritten and truncated).
    program = python_program(
        """
        import sys
        data = sys.stdin.buffer.read()
        sys.stdout.buffer.write(data[::-1])
        sys.stderr.buffer.write(b"e" * (len(data) * 2))
    """,
    )
    inputs = [os.urandom(200_000), b"ab", b"", b"xyz"]
    with FreshRunner(program, helper) as runner:
        outcomes = [runner(data, LIMITS) for data in inputs]
    for data, outcome in zip(inputs, outcomes):
        assert outcome.output == data[::-1] and outcome.output_size == len(data)
        assert outcome.stderr_size == 2 * len(data)
        assert outcome.stderr == b"e" * min(2 * len(data), 64 * 1024)


def test_a_run_leaves_nothing_to_the_next(python_program, helper):
    """Status flags set on the shared streams are cleared, and a descendant left behind is
    killed with its run: it never writes into the next run's stderr."""
    program = python_program(
        """
        import fcntl, os, subprocess, sys
        flags = [fcntl.fcntl(fd, fcntl.F_GETFL) & (os.O_NONBLOCK | os.O_APPEND) for fd in (0, 1, 2)]
        print(flags)
        for fd in (0, 1, 2):
            fcntl.fcntl(fd, fcntl.F_SETFL, os.O_NONBLOCK | os.O_APPEND)
        subprocess.Popen(["sh", "-c", "sleep 0.3; echo late >&2"], start_new_session=True)
    """,
    )
    with FreshRunner(program, helper) as runner:
        first = runner(b"", LIMITS)
        second = runner(b"", LIMITS)
        threading.Event().wait(0.6)  # past the moment the left-behind child would write
        third = runner(b"", LIMITS)
    assert first.output == second.output == third.output == b"[0, 0, 0]\n"
    assert b"late" not in second.stderr + third.stderr


def test_a_run_past_its_limits_does_not_stop_the_next(python_program, helper):
    program = python_program(
        """
        import sys
        if sys.stdin.read() == "spin":
            while True:
                pass
        print("done")
    """,
    )
    limits = Limits(time=0.2, memory=64 * MiB)
    with FreshRunner(program, helper) as runner:
        spun = runner(b"spin", limits)
        after = runner(b"", limits)
    assert spun.execution.cpu_killed or spun.execution.signal is not None
    assert spun.execution.cpu_time >= 0.2
    assert after.output == b"done\n" and after.execution.exit_code == 0


def test_runs_from_several_threads_get_a_helper_each(python_program, helper):
    program = python_program("import os, sys, time\ntime.sleep(0.2)\nprint(sys.stdin.read())\n")
    results: dict[int, bytes] = {}
    with FreshRunner(program, helper) as runner:

        def judge(k: int) -> None:
            results[k] = runner(str(k).encode(), LIMITS).output

        threads = [threading.Thread(target=judge, args=(k,)) for k in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert results == {k: f"{k}\n".encode() for k in range(4)}


def test_closing_the_runner_ends_its_helper(python_program, helper):
    program = python_program("import os\nprint(os.getppid())\n")
    with FreshRunner(program, helper) as runner:
        pid = int(runner(b"", LIMITS).output)
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_a_helper_killed_between_runs_fails_one_run_plainly(python_program, helper):
    program = python_program("import os\nprint(os.getppid())\n")
    with FreshRunner(program, helper) as runner:
        pid = int(runner(b"", LIMITS).output)
        os.kill(pid, signal.SIGKILL)
        ended = r"sandbox failure running .*: the helper ended \(exit status -9\)"
        with pytest.raises(JudgeError, match=ended):
            runner(b"", LIMITS)
        assert int(runner(b"", LIMITS).output) != pid  # a new helper took over


def test_ctrl_c_during_a_served_run_leaves_no_process(tmp_path):
    """Ctrl-C reaches the judge's process group, its helper included: the run is stopped, the
    helper ends, and nothing of the case is left."""
    from conftest import FIXTURES

    pids = tmp_path / "pids"
    solution = tmp_path / "slow.py"
    solution.write_text(
        "import os, time\n"
        f"open({str(pids)!r}, 'w').write(f'{{os.getpid()}} {{os.getppid()}}')\n"
        "time.sleep(30)\n"
    )
    command = [sys.executable, "-m", "judge", "--root", str(FIXTURES), "run", "aplusb"]
    judge = subprocess.Popen(
        [*command, str(solution), "--time-limit", "20"],
        start_new_session=True,  # a process group of its own, as a terminal gives it
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 30
        while not (pids.exists() and len(pids.read_text().split()) == 2):
            assert time.monotonic() < deadline and judge.poll() is None
            time.sleep(0.05)
        os.killpg(judge.pid, signal.SIGINT)
        judge.wait(timeout=20)
    finally:
        if judge.poll() is None:
            os.killpg(judge.pid, signal.SIGKILL)
            judge.wait()
    program, helper = map(int, pids.read_text().split())
    deadline = time.monotonic() + 10  # a process that ended may wait a moment to be reaped
    while _alive(program) or _alive(helper):
        assert time.monotonic() < deadline, "a process of the interrupted case is left"
        time.sleep(0.05)


def _alive(pid: int) -> bool:
    """Whether `pid` is a process that has not ended (a zombie has)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rpartition(")")[2].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_the_helper_answers_a_bad_request_and_serves_the_next(helper, tmp_path):
    """judge-sandbox -Q answers a request it cannot run with an error line, not by ending."""
    from judge.run.helper.sandbox import Descriptor, request_message, scratch_file, spawn

    streams = [scratch_file("in"), scratch_file("out"), scratch_file("err")]
    requests, sender = os.pipe()
    started = spawn(
        [],
        [],
        wall=0,
        stdin=streams[0],
        stdout=streams[1],
        stderr=streams[2],
        cwd="/",
        helper=helper,
        isolation=["-Q", Descriptor(requests)],
    )
    os.close(requests)

    def ask(*words: str) -> bytes:
        body = request_message(words)
        os.write(sender, b"%08x" % len(body) + body)
        line = b""
        while not line.endswith(b"\n"):
            line += os.read(started.report, 4096)
        return line

    try:
        assert ask(str(tmp_path), "jump", "1", "10", "0", "0", "true").startswith(
            b"error an unknown"
        )
        assert ask(str(tmp_path), "warm", "1", "10", "0", "x").startswith(b"error warm runs need")
        assert ask(str(tmp_path), "run", "5", "50", "0", "0", "0", "0", "0", "true").startswith(
            b"exit 0 "
        )
    finally:
        os.close(sender)
        os.close(started.report)
        assert os.waitpid(started.pid, 0)[1] == 0
        for fd in streams:
            os.close(fd)

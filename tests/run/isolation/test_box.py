"""The submission's sandbox (a box, judge.run.isolation.box): built once, each case starting clean in it.

A box's cases share its mount tree, network and, in warm runs, the warm server they are forked
from. These tests are aimed at that shape: a case that leaves something behind (files,
processes, IPC objects, an environment, changed modules) for the next case of the same
submission to find; a case that goes after the warm server; each case measured on its own in
the box's reused cgroup; warm runs measured as fresh ones; the box and its server ending with
the judge. Fresh and warm modes both run what applies to both.

Isolation needs root, namespaces and cgroups: where the machine lacks one, these tests skip
and say which.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from conftest import PROGRAMS, REPO
from isolation_support import sandbox_processes
from judge.errors import JudgeError
from judge.judging.classify import classify
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.verdict import Verdict
from judge.run.helper.sandbox import helper_path
from judge.run.isolation import session as isolation_policy
from judge.run.isolation.isolated_runner import IsolatedRunner
from judge.run.isolation.session import ENVIRONMENT, Isolation
from judge.run.limits import Limits, MiB
from judge.run.program import from_file
from support import run_cli, wait_until

HOSTILE = PROGRAMS / "hostile"
LIMITS = Limits(time=2.0, memory=256 * MiB)
MODES = ("fresh", "warm")


@pytest.fixture(scope="module")
def session(cache_dir: Path):
    """An isolation session for the module, or a skip saying why this machine has none."""
    try:
        isolation = Isolation(helper_path(cache_dir), private=[cache_dir])
    except JudgeError as exc:
        pytest.skip(f"isolation unavailable here: {exc}")
    yield isolation
    isolation.close()


def runner(session: Isolation, cache_dir: Path, program: Path, mode: str) -> IsolatedRunner:
    fallbacks: list[str] = []
    run = IsolatedRunner(from_file(program, cache_dir), session, mode == "warm", fallbacks.append)
    assert fallbacks == [] and run.warm == (mode == "warm")
    return run


def report(run: IsolatedRunner, words: str) -> dict:
    outcome = run(words.encode(), LIMITS)
    assert outcome.execution.exit_code == 0, outcome.stderr.decode()
    return json.loads(outcome.output)


# ------------------------------------------------------------------ what a case leaves behind

CLEAN: dict[str, list[str]] = {".": [], "/tmp": [], "/dev/shm": []}


@pytest.mark.parametrize("mode", MODES)
def test_files_processes_environment_and_modules_do_not_reach_the_next_case(
    session, cache_dir, mode
):
    with runner(session, cache_dir, HOSTILE / "next_case.py", mode) as run:
        before = report(run, "look")
        left = run(b"files process env modules", LIMITS)
        assert left.output == b"left\n", left.stderr.decode()
        after = report(run, "look")
    for seen in (before, after):
        assert seen["files"] == CLEAN
        assert seen["processes"] == [1, 2] and (seen["pid"], seen["ppid"], seen["child"]) == (
            2,
            1,
            3,
        )
        assert seen["env"] == {k.decode(): v.decode() for k, v in ENVIRONMENT.items()}
        assert seen["modules"] == {
            "getcwd": "/box",
            "left_behind": False,
            "path0": "/judge",
            "recursion": 1000,
            "dumps": "[1]",
        }
        assert seen["sysvipc"] == {"shm": [], "sem": [], "msg": []}
        assert seen["mqueue"] == "ENOENT"
    if mode == "warm":  # the same server: the case could not change it
        assert after["pid 1 started"] == before["pid 1 started"]


@pytest.mark.parametrize("mode", MODES)
def test_ipc_objects_do_not_reach_the_next_case(session, cache_dir, mode):
    with runner(session, cache_dir, HOSTILE / "next_case.py", mode) as run:
        first = report(run, "look number")
        left = run(b"sysv posix", LIMITS)
        assert left.output == b"left\n", left.stderr.decode()
        after_leaving = report(run, "look number")
        assert run(b"sysv-removed", LIMITS).output == b"left\n"
        after_removing = report(run, "look number")
    # Each case in a new IPC namespace, or one as good as new: nothing in it, and its numbering
    # where a new one's starts (a warm server whose namespace a case used is replaced).
    for seen in (first, after_leaving, after_removing):
        assert seen["sysvipc"] == {"shm": [], "sem": [], "msg": []}
        assert seen["mqueue"] == "ENOENT" and seen["new shm id"] == 0
        assert seen["files"] == CLEAN and seen["processes"] == [1, 2]
    if mode == "warm":
        started = {seen["pid 1 started"] for seen in (first, after_leaving, after_removing)}
        assert len(started) == 3


def test_a_case_cannot_reach_the_warm_server(session, cache_dir):
    with runner(session, cache_dir, HOSTILE / "next_case.py", "warm") as run:
        before = report(run, "look")
        tried = report(run, "reach")
        after = report(run, "look")
    # Signals are accepted and dropped (it is pid 1 of the namespace and handles none).
    assert all(tried[f"kill {name}"] == "ok" for name in ("SIGKILL", "SIGSTOP", "SIGTERM"))
    assert tried["state after the signals"] in ("S", "R")
    refused = {
        name: result
        for name, result in tried.items()
        if not name.startswith("kill") and name != "state after the signals"
    }
    assert set(refused) == {
        "PTRACE_ATTACH",
        "PTRACE_SEIZE",
        "open /proc/1/mem",
        "open /proc/1/environ",
        "open /proc/1/maps",
        "open /proc/1/fd/0",
        "open /proc/1/fd/1",
        "write /proc/1/mem",
        "list /proc/1/fd",
        "readlink /proc/1/cwd",
        "list /proc/1/root",
        "write /proc/1/oom_score_adj",
        "write /proc/1/comm",
        "prlimit NOFILE",
        "prlimit CPU",
        "setpriority",
        "sched_setaffinity",
        "sched_setscheduler",
        "pidfd_getfd",
        "process_vm_readv",
    }
    assert "ok" not in refused.values(), refused
    # Still the same server, serving as before.
    assert after["pid 1 started"] == before["pid 1 started"]
    assert after["files"] == CLEAN and after["processes"] == [1, 2]


# ------------------------------------------------------------------ measurements

MEASURED = textwrap.dedent("""
    import sys, time
    what = sys.stdin.read().strip()
    if what == "big":
        block = bytearray(100 << 20)
        end = time.process_time() + 0.3
        while time.process_time() < end:
            pass
    elif what == "oom":
        blocks = [bytearray(1 << 20) for _ in range(1000)]
    print(what)
""")


@pytest.mark.parametrize("mode", MODES)
def test_each_case_is_measured_on_its_own(session, cache_dir, tmp_path, mode):
    program = tmp_path / "measured.py"
    program.write_text(MEASURED)
    limits = Limits(time=5.0, memory=128 * MiB)
    with runner(session, cache_dir, program, mode) as run:
        small = run(b"small", limits).execution
        big = run(b"big", limits).execution
        after_big = run(b"small", limits).execution
        oom = run(b"oom", limits).execution
        after_oom = run(b"small", limits).execution
    assert big.memory > 100 * MiB and big.cpu_time >= 0.3
    assert oom.memory_limit_hit and not (after_big.memory_limit_hit or after_oom.memory_limit_hit)
    for later in (after_big, after_oom):
        assert later.memory < small.memory + 4 * MiB  # nothing of the big case's counted
        assert later.cpu_time < big.cpu_time / 2


SPINNER = textwrap.dedent("""
    import os, sys, time
    what = sys.stdin.read().split()
    if what[0] == "fork":  # the CPU time of the whole tree counts
        os.fork()
    end = time.process_time() + float(what[1])
    while time.process_time() < end:
        pass
""")


@pytest.mark.parametrize("mode", MODES)
def test_the_kill_rule_and_the_verdict_read_one_cpu_time(session, cache_dir, tmp_path, mode):
    program = tmp_path / "spinner.py"
    program.write_text(SPINNER)
    limits = Limits(time=0.3, memory=128 * MiB)  # killed past 0.53 s of CPU time
    with runner(session, cache_dir, program, mode) as run:
        killed = [run(words, limits) for words in (b"one 60", b"fork 60")]
        between = run(b"one 0.4", limits)  # past the limit, short of the kill point
    for outcome in killed:
        # Stopped by the kill rule on the case cgroup's CPU time since the run began: the
        # time it is judged by is read against the same baseline, so it is past that point.
        run_ = outcome.execution
        assert run_.cpu_killed and run_.cpu_time > limits.cpu_kill, run_
        assert run_.cpu_time < limits.cpu_kill + 0.3  # and soon after it (a 10 ms watch)
        assert classify(outcome, limits)[0] is Verdict.TLE
    assert not between.execution.cpu_killed
    assert limits.time < between.execution.cpu_time <= limits.cpu_kill
    assert classify(between, limits)[0] is Verdict.TLE


def test_warm_runs_report_a_fresh_runs_memory(session, cache_dir):
    program = PROGRAMS / "wrong.py"  # reads its input and prints: a+b's shape
    memories = {}
    for mode in MODES:
        with runner(session, cache_dir, program, mode) as run:
            memories[mode] = min(run(b"1 2\n", LIMITS).execution.memory for _ in range(3))
            if mode == "warm":  # measured, and added to each warm run's figure
                assert run.start_up is not None and run.start_up.cpu > 0
    assert abs(memories["warm"] - memories["fresh"]) < MiB, memories


# ------------------------------------------------------------------ judging


def test_parallel_warm_isolated_runs_keep_case_order_and_verdicts(aplusb, cache_dir, session):
    options = RunOptions(jobs=3, warm=True, isolate=True)
    judged = judge_solution(aplusb, None, None, options, cache_dir)
    assert [c.name for c in judged.cases] == ["sample", "negative", "big"]
    assert judged.verdict is Verdict.AC and judged.warnings == []


def test_a_machine_that_cannot_keep_warm_servers_judges_fresh_and_says_so(
    aplusb, cache_dir, session, monkeypatch
):
    monkeypatch.setattr(isolation_policy, "NS_LAST_PID", Path("/nonexistent/ns_last_pid"))
    options = RunOptions(case_patterns=("sample",), warm=True, isolate=True)
    judged = judge_solution(aplusb, None, None, options, cache_dir)
    assert judged.verdict is Verdict.AC
    [warning] = judged.warnings
    assert "/nonexistent/ns_last_pid" in warning and "judged with fresh isolated runs" in warning


def test_doctor_says_what_boxes_offer(session):
    result = run_cli("doctor")
    lines = {
        line.split("  ")[1].strip(): line
        for line in result.output.splitlines()
        if line.startswith("  ")
    }
    for feature in ("a sandbox per submission", "warm runs in the sandbox"):
        assert feature in lines and " yes " in lines[feature], lines.get(feature)
    assert "quick cgroup joins" in lines  # where the kernel takes a global lock: "no", and why


# ------------------------------------------------------------------ the end of a box


@pytest.mark.slow
def test_a_box_and_its_warm_server_end_when_the_judge_dies(session, cache_dir, tmp_path):
    script = textwrap.dedent(f"""
        import os, signal, sys
        sys.path.insert(0, {str(REPO)!r})
        from pathlib import Path
        from judge.run.isolation.isolated_runner import IsolatedRunner
        from judge.run.isolation.session import Isolation
        from judge.run.limits import Limits
        from judge.run.program import from_file
        from judge.run.helper.sandbox import helper_path
        cache = Path({str(cache_dir)!r})
        program = from_file(Path({str(PROGRAMS / "wrong.py")!r}), cache)
        isolation = Isolation(helper_path(cache))
        run = IsolatedRunner(program, isolation, True)
        run(b"1 2\\n", Limits(1.0, 64 << 20))
        print(os.getpid(), flush=True)
        os.kill(os.getpid(), signal.SIGKILL)  # no clean-up of any kind
    """)
    proc = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env=dict(os.environ, TMPDIR=str(tmp_path)),
    )
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    pid = int(proc.stdout.split()[0])
    # End of file on the box's channel: it ends, and its warm server with it.
    wait_until(
        lambda: not sandbox_processes(pid=pid, zombies=False),
        timeout=15,
        what=f"the box of the dead judge {pid} to end",
    )

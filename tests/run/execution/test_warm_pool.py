"""Warm runs (judge.warm) judge like fresh runs, stay isolated, and leave no process behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from conftest import FIXTURES, PROGRAMS, REPO
from judge.errors import JudgeError
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.verdict import Verdict
from judge.problemset.layout import problem_ids
from judge.problemset.problem import load_problem
from judge.run.execution.fresh import FreshRunner as fresh_runner
from judge.run.execution.warm_pool import warm_runner
from judge.run.limits import Limits, MiB
from judge.run.program import Program, from_file
from support import run_cli, wait_until

LIMITS = Limits(time=1.0, memory=64 * MiB)

# Verdicts whose message is the same text fresh and warm (the others carry measured figures).
SAME_MESSAGE = {
    "wrong.py",
    "layout.py",
    "crash.py",
    "exit3.py",
    "flood.py",
    "trailing.py",
    "grandchild.py",
}


def judged(problem, cache_dir, program: str, warm: bool, **options):
    opts = RunOptions(**{"case_patterns": ("sample",), "warm": warm, **options})
    return judge_solution(problem, str(PROGRAMS / program), None, opts, cache_dir)


@pytest.mark.parametrize(
    "program",
    [
        pytest.param("loop.py", marks=pytest.mark.slow),
        pytest.param("sleep.py", marks=[pytest.mark.slow, pytest.mark.waits]),
        "hog.py",
        "crash.py",
        "exit3.py",
        "flood.py",
        "grandchild.py",
        "wrong.py",
        "layout.py",
        "trailing.py",
    ],
)
def test_warm_verdict_is_the_fresh_verdict(aplusb, cache_dir, program):
    # A short time limit keeps loop.py and sleep.py quick; it changes nothing for the others.
    fresh = judged(aplusb, cache_dir, program, warm=False, time_limit=0.5)
    warm = judged(aplusb, cache_dir, program, warm=True, time_limit=0.5)
    assert [c.verdict for c in warm.cases] == [c.verdict for c in fresh.cases], (
        fresh.cases[0].message,
        warm.cases[0].message,
    )
    if program in SAME_MESSAGE:
        assert warm.cases[0].message == fresh.cases[0].message
        assert warm.cases[0].output == fresh.cases[0].output


@pytest.mark.slow
def test_reference_solutions_get_the_same_verdicts_warm(cache_dir):
    """Every problem's reference, on its samples: the same verdict per case, fresh and warm."""
    for pid in problem_ids(REPO):
        problem = load_problem(REPO, pid)
        opts = {"case_patterns": ("sample*",), "jobs": 2}
        fresh = judge_solution(problem, None, None, RunOptions(**opts), cache_dir)
        warm = judge_solution(problem, None, None, RunOptions(**opts, warm=True), cache_dir)
        assert [(c.name, c.verdict) for c in warm.cases] == [
            (c.name, c.verdict) for c in fresh.cases
        ], pid


def test_warm_cpu_time_excludes_interpreter_start_up(cache_dir, helper, tmp_path):
    source = tmp_path / "empty.py"
    source.write_text("pass\n")
    program = from_file(source, cache_dir)
    with fresh_runner(program, helper) as fresh, warm_runner(program) as warm:
        fresh_cpu = min(fresh(b"", LIMITS).execution.cpu_time for _ in range(3))
        warm_cpu = min(warm(b"", LIMITS).execution.cpu_time for _ in range(3))
    # A fresh interpreter spends most of an empty program's CPU time starting up.
    assert warm_cpu < fresh_cpu / 2, (warm_cpu, fresh_cpu)


def run_both(tmp_path: Path, cache_dir: Path, helper: Path, code: str, input: bytes = b""):
    """(fresh, warm) outcomes of a small program."""
    source = tmp_path / "program.py"
    source.write_text(textwrap.dedent(code))
    program = from_file(source, cache_dir)
    with fresh_runner(program, helper) as fresh, warm_runner(program) as warm:
        return fresh(input, LIMITS), warm(input, LIMITS)


@pytest.mark.parametrize(
    "code, status",
    [
        ("import sys\nsys.exit()\n", 0),
        ("import sys\nsys.exit(4)\n", 4),
        ("import sys\nsys.exit(260)\n", 4),
        ("import sys\nsys.exit(-1)\n", 255),
        ("import sys\nsys.exit('a message')\n", 1),
        ("raise SystemExit(True)\n", 1),
        ("print('out')\nraise KeyError('boom')\n", 1),
        ("def f(:\n", 1),
    ],
)
@pytest.mark.slow
def test_exit_status_stdout_and_stderr_match_python(tmp_path, cache_dir, helper, code, status):
    fresh, warm = run_both(tmp_path, cache_dir, helper, code)
    assert fresh.execution.exit_code == status
    assert warm.execution.exit_code == status
    assert warm.output == fresh.output
    assert warm.stderr == fresh.stderr  # tracebacks and messages, text for text


def test_shutdown_joins_threads_runs_atexit_and_flushes(tmp_path, cache_dir, helper):
    code = """
        import atexit, sys, threading, time
        def late():
            time.sleep(0.2)
            print("thread done")
        threading.Thread(target=late).start()
        atexit.register(lambda: print("atexit ran"))
        sys.stdout.write("no newline at the end")
    """
    fresh, warm = run_both(tmp_path, cache_dir, helper, code)
    assert fresh.output.endswith(b"atexit ran\n")
    assert warm.output == fresh.output
    assert warm.execution.exit_code == 0


def test_main_module_argv_and_streams_look_like_a_script(tmp_path, cache_dir, helper):
    code = f"""
        import os, sys
        print(__name__, __file__ == sys.argv[0], len(sys.argv))
        print(sys.path[0] == os.path.dirname(os.path.realpath(__file__)))
        print(sys.stdin.readline().strip(), sys.stdin.seekable(), sys.stdout.isatty())
        print(sys.stdin.encoding, sys.stdout.encoding, sys.stderr.line_buffering)
        print(sorted(os.listdir(".")), os.getcwd() != {os.getcwd()!r})
    """
    fresh, warm = run_both(tmp_path, cache_dir, helper, code, b"first line\nsecond\n")
    assert fresh.execution.exit_code == 0, fresh.stderr
    assert warm.output == fresh.output
    assert warm.output.startswith(b"__main__ True 1\nTrue\nfirst line True False\n")


def test_every_run_starts_from_the_server_state(tmp_path, cache_dir):
    # A module imported, a global set, a file left in the working directory: none of it is
    # seen by the next run.
    source = tmp_path / "stateful.py"
    source.write_text(
        textwrap.dedent("""
        import os, sys
        print("fractions" in sys.modules, "marker" in globals(), os.listdir("."))
        import fractions
        marker = 1
        open("left-behind", "w").close()
    """)
    )
    program = from_file(source, cache_dir)
    with warm_runner(program) as warm:
        outputs = {warm(b"", LIMITS).output for _ in range(3)}
    assert outputs == {b"False False []\n"}


@pytest.mark.waits
@pytest.mark.slow
def test_no_process_outlives_its_case_in_a_new_session(aplusb, cache_dir, tmp_path, monkeypatch):
    marker = tmp_path / "marker"
    escape = tmp_path / "escape.py"
    escape.write_text(
        (PROGRAMS / "escape.py").read_text().replace("/tmp/judge-escape-marker", str(marker))
    )
    report = judged(aplusb, cache_dir, str(escape), warm=True)
    assert report.verdict is Verdict.AC
    time.sleep(1.5)  # the escaped process would write the marker after 1 s
    assert not marker.exists()


def test_parallel_warm_runs_keep_case_order_and_verdicts(aplusb, cache_dir):
    report = judge_solution(aplusb, None, None, RunOptions(jobs=3, warm=True), cache_dir)
    assert [c.name for c in report.cases] == ["sample", "negative", "big"]
    assert report.verdict is Verdict.AC


def test_servers_stop_when_the_block_ends(cache_dir):
    program = from_file(PROGRAMS / "wrong.py", cache_dir)
    with warm_runner(program) as warm:
        warm(b"1 2\n", LIMITS)
        pids = [server.pid for server in warm._all]
    assert pids
    for pid in pids:
        assert not alive(pid)


def test_server_exits_when_the_judge_dies(cache_dir, tmp_path):
    script = textwrap.dedent(f"""
        import os, signal, sys
        sys.path.insert(0, {str(REPO)!r})
        from pathlib import Path
        from judge.run.limits import Limits
        from judge.run.program import from_file
        from judge.run.execution.warm_pool import warm_runner
        program = from_file(Path({str(PROGRAMS / "wrong.py")!r}), Path({str(cache_dir)!r}))
        with warm_runner(program) as warm:
            warm(b"1 2\\n", Limits(1.0, 64 << 20))
            print(warm._all[0].pid, flush=True)
            os.kill(os.getpid(), signal.SIGKILL)  # no clean-up of any kind
    """)
    # Its working directories stay behind (it cannot clean up): keep them in tmp_path.
    proc = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env=dict(os.environ, TMPDIR=str(tmp_path)),
    )
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    pid = int(proc.stdout.split()[0])
    # End of file on its channel: it exits on its own.
    wait_until(lambda: not alive(pid), timeout=10, what=f"the warm server {pid} to exit")
    assert not alive(pid)


def test_warm_is_for_python_only():
    with (
        pytest.raises(JudgeError, match="Python"),
        warm_runner(Program("true", ("/bin/true",), "c")),
    ):
        pass


def test_warm_flag_on_the_command_line(tmp_path):
    result = run_cli("run", "aplusb", "--warm", "--json", root=FIXTURES)
    assert result.exit_code == 0, result.output
    assert '"verdict": "AC"' in result.output


def alive(pid: int) -> bool:
    """Whether `pid` is a live process (a zombie counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError):
        return False


def test_fresh_and_warm_runs_get_exactly_the_rlimits_of_the_policy(tmp_path, cache_dir, helper):
    code = """
        import resource
        for name in ("CPU", "AS", "FSIZE", "STACK", "CORE"):
            number = getattr(resource, "RLIMIT_" + name)
            print(number, *resource.getrlimit(number))
    """
    fresh, warm = run_both(tmp_path, cache_dir, helper, code)
    want = "".join(f"{n} {soft} {hard}\n" for n, soft, hard in LIMITS.rlimits())
    assert fresh.output.decode() == want
    assert warm.output.decode() == want


@pytest.mark.parametrize(
    "line, parsed",
    [
        (b"3.0 30.0 1.3 0:2:3 9:100:100\n", (3.0, 30.0, 1.3, [(0, 2, 3), (9, 100, 100)])),
        (b"0.5 0 0\n", (0.5, 0.0, 0.0, [])),
    ],
)
def test_warm_server_requests(line, parsed):
    from judge.run.execution.warm_interpreter import parse_request

    assert parse_request(line) == parsed


@pytest.mark.parametrize(
    "line", [b"", b"1.0 10", b"x 10 1 0:1:2", b"1.0 10 1 0:1", b"1.0 10 1 a:b:c"]
)
def test_bad_warm_server_requests_are_refused(line):
    from judge.run.execution.warm_interpreter import parse_request

    with pytest.raises(ValueError):
        parse_request(line)


@pytest.mark.parametrize("code, status", [(None, 0), (4, 4), (2**70, -1), (True, 1)])
def test_warm_server_exit_status_is_pythons(code, status):
    from judge.run.execution.warm_interpreter import exit_status

    assert exit_status(code) == status

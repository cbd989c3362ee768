"""Every verdict, earned by a real tiny program run through the sandbox."""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

import pytest

from conftest import PROGRAMS
from judge.judging.solution import RunOptions, judge_solution
from judge.judging.verdict import Verdict
from judge.problemset.problem import load_cases
from judge.run.limits import MiB


def judge(problem, cache_dir, program: str | None = None, command: str | None = None, **options):
    solution = str(PROGRAMS / program) if program else None
    opts = RunOptions(**{"case_patterns": ("sample",), **options})
    return judge_solution(problem, solution, command, opts, cache_dir)


@pytest.mark.parametrize(
    "program, verdict, message",
    [
        ("wrong.py", Verdict.WA, "line 1, column 1: expected '3', got '-1'"),
        ("layout.py", Verdict.PE, "line 1: expected '3', got '3 7'"),
        ("trailing.py", Verdict.AC, ""),
        (
            "crash.py",
            Verdict.RE,
            "exit code 1: ValueError: deliberate crash after reading 4 tokens",
        ),
        ("exit3.py", Verdict.RE, "exit code 3"),
        ("segv.c", Verdict.RE, "killed by SIGSEGV"),
        pytest.param("loop.py", Verdict.TLE, "", marks=pytest.mark.slow),  # CPU or wall-clock limit
        pytest.param(
            "sleep.py", Verdict.TLE, "wall time", marks=[pytest.mark.slow, pytest.mark.waits]
        ),
        ("hog.py", Verdict.MLE, "peak memory"),
        ("hog.c", Verdict.MLE, "peak memory"),
        # A terabyte, refused before any of it is used: it dies of std::bad_alloc, which is how a
        # C++ program says an allocation was refused at the limit: MLE, as HDU, POJ and Codeforces
        # report it. (Isolated too: there the kernel's overcommit check refuses it, since it
        # exceeds the machine.)
        (
            "abort.cpp",
            Verdict.MLE,
            "an allocation was refused at the memory limit of 64 MiB: terminate",
        ),
        ("flood.py", Verdict.OLE, "output exceeded 64 MiB"),
        ("good.c", Verdict.AC, ""),
        ("good.cpp", Verdict.AC, ""),
    ],
)
def test_each_verdict(aplusb, cache_dir, program, verdict, message):
    report = judge(aplusb, cache_dir, program)
    [case] = report.cases
    assert case.verdict is verdict, case.message
    assert report.verdict is verdict
    assert message in case.message


def test_reference_is_accepted_on_every_case(aplusb, cache_dir):
    report = judge(aplusb, cache_dir, case_patterns=())
    assert [c.verdict for c in report.cases] == [Verdict.AC] * len(load_cases(aplusb))


def test_compile_error_carries_the_compiler_message(aplusb, cache_dir):
    report = judge(aplusb, cache_dir, "broken.c")
    assert report.verdict is Verdict.CE
    assert report.cases == []
    assert "error" in report.compile_error and "broken.c" in report.compile_error


@pytest.mark.waits
@pytest.mark.slow
def test_sleeping_program_is_tle_not_ac_and_stopped_by_the_wall_clock(aplusb, cache_dir):
    started = time.monotonic()
    report = judge(aplusb, cache_dir, "sleep.py", time_limit=0.5)
    elapsed = time.monotonic() - started
    [case] = report.cases
    assert case.verdict is Verdict.TLE
    assert case.cpu_time < 0.5  # it hardly used the CPU: the wall clock caught it
    assert 2.0 <= case.wall_time < 2.5  # backstop is 2 x TL + 1 s
    assert elapsed < 5


def test_grandchild_holding_stdout_does_not_hang_the_judge(aplusb, cache_dir):
    started = time.monotonic()
    report = judge(aplusb, cache_dir, "grandchild.py")
    assert report.verdict is Verdict.AC
    assert time.monotonic() - started < 5  # the grandchild sleeps 30 s


@pytest.mark.waits
@pytest.mark.slow
def test_no_process_outlives_its_case_even_in_a_new_session(
    aplusb, cache_dir, tmp_path, monkeypatch
):
    marker = tmp_path / "marker"
    escape = tmp_path / "escape.py"
    escape.write_text(
        (PROGRAMS / "escape.py").read_text().replace("/tmp/judge-escape-marker", str(marker))
    )
    report = judge(aplusb, cache_dir, str(escape))
    assert report.verdict is Verdict.AC
    time.sleep(1.5)  # the escaped process would write the marker after 1 s
    assert not marker.exists()


def test_output_flood_is_cut_early_at_a_small_limit(aplusb, cache_dir):
    report = judge(aplusb, cache_dir, "flood.py", output_limit=1)
    [case] = report.cases
    assert case.verdict is Verdict.OLE
    assert case.message == "output exceeded 1 MiB"
    assert case.cpu_time < 1


def test_command_line_limits_override_the_problem(aplusb, cache_dir):
    # hog.c takes 200 MiB and prints a checksum (not a + b): MLE under the problem's 64 MiB,
    # and with 300 MiB allowed it runs to the end and is judged on its output.
    assert judge(aplusb, cache_dir, "hog.c").verdict is Verdict.MLE
    report = judge(aplusb, cache_dir, "hog.c", memory_limit=300)
    assert report.verdict is Verdict.WA, report.cases[0].message
    assert report.cases[0].memory > 200 * MiB
    fast = judge(
        aplusb,
        cache_dir,
        command="sh -c 'i=0; while [ $i -lt 30000 ]; do i=$((i+1)); done; echo 3; echo 7'",
        time_limit=0.001,
    )
    assert fast.verdict is Verdict.TLE and "limit 0.001 s" in fast.cases[0].message


def test_cmd_runs_any_command(aplusb, cache_dir):
    report = judge(aplusb, cache_dir, command="sh -c 'cat >/dev/null; printf \"3\\n7\\n\"'")
    assert report.verdict is Verdict.AC


def test_missing_command_is_runtime_error(aplusb, cache_dir):
    report = judge(aplusb, cache_dir, command="no-such-program-here")
    assert report.verdict is Verdict.RE
    assert "cannot execute" in report.cases[0].message


def test_runs_happen_in_a_fresh_temporary_directory(aplusb, cache_dir):
    report = judge(
        aplusb,
        cache_dir,
        command="sh -c 'pwd >&2; ls -A | wc -l; touch litter'",
        case_patterns=(),
        all_cases=True,
    )
    folders = [Path(case.stderr.strip()) for case in report.cases]
    assert [case.output.strip() for case in report.cases] == ["0"] * 3  # each starts empty
    for folder in folders:
        assert folder.is_relative_to(tempfile.gettempdir())
        assert folder != Path(os.getcwd())
        assert not folder.exists() and not folder.parent.exists()  # all gone after the run


def test_cmd_makes_file_arguments_absolute_and_leaves_other_words(
    aplusb, cache_dir, tmp_path, monkeypatch
):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "1").write_text("a file named like a number\n")
    (tmp_path / "answer.py").write_text("import sys\nprint(sys.argv[1:])\n")
    report = judge(aplusb, cache_dir, command=f"{sys.executable} answer.py 1 ./1")
    shown = report.cases[0].output.strip()
    assert shown == repr(["1", str(tmp_path / "1")])

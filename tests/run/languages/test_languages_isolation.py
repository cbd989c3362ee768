"""The languages under `--isolate`: hostile Java programs contained like the C and Python ones
(tests/run/isolation/test_hostile.py), the JVM's threads within the process limit, and an interpreter
that lives under /tmp (a virtual environment made there) seen by its isolated runs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import FIXTURES, REPO
from isolation_support import hostile, sandbox_processes, verdict
from judge.judging.verdict import Verdict
from judge.run.isolation.session import WORKDIR, Isolation, system_options
from judge.run.languages.table import language
from judge.run.limits import Limits, MiB

pytestmark = pytest.mark.usefixtures("isolation_works")


@pytest.fixture(autouse=True)
def java_installed() -> None:
    lang = language("java")
    if not lang.available():
        why = f"Java is not installed here (Debian package {lang.debian})"
        if os.environ.get("CI"):
            pytest.fail(why)
        pytest.skip(why)


def test_java_cannot_read_the_answers(aplusb, cache_dir, tmp_path):
    program = hostile(tmp_path, "ReadAnswers.java")
    isolated, report = verdict(aplusb, cache_dir, program, True)
    assert isolated is Verdict.WA and report.cases[0].output == ""
    _plain, report = verdict(aplusb, cache_dir, program, False)
    assert "cases:" in report.cases[0].output  # a plain run is no boundary: it leaks


def test_java_has_no_network(aplusb, cache_dir, tmp_path, listener):
    program = hostile(tmp_path, "Network.java", port=str(listener.port))
    isolated, report = verdict(aplusb, cache_dir, program, True)
    assert isolated is Verdict.RE and "java.net" in report.cases[0].message, report.cases[0].message
    assert not listener.connected()
    plain, _ = verdict(aplusb, cache_dir, program, False)
    assert plain is Verdict.AC and listener.connected()


def test_java_threads_count_against_the_process_limit(aplusb, cache_dir, tmp_path):
    # The JVM's own threads are allowed on top (the table's `threads`); ten thousand are not,
    # and running out of them is not memory.
    isolated, report = verdict(aplusb, cache_dir, hostile(tmp_path, "Threads.java"), True)
    assert isolated is Verdict.RE and "thread" in report.cases[0].message, report.cases[0].message


@pytest.mark.slow
def test_a_java_fork_bomb_is_stopped_and_leaves_nothing(aplusb, cache_dir, tmp_path):
    # Never in a plain run: RLIMIT_NPROC does not bind root.
    program = hostile(tmp_path, "ForkBomb.java")
    isolated, report = verdict(aplusb, cache_dir, program, True, time_limit=0.5)
    assert isolated in {Verdict.TLE, Verdict.MLE, Verdict.RE}, report.cases[0].message
    assert sandbox_processes(program.name) == []


def test_java_memory_outside_the_heap_is_memory_too(aplusb, cache_dir, tmp_path):
    program = hostile(tmp_path, "DirectMemory.java")
    for isolate in (True, False):
        found, report = verdict(aplusb, cache_dir, program, isolate, memory_limit=32)
        assert found is Verdict.MLE, (isolate, report.cases[0].message)


@pytest.mark.slow
def test_an_interpreter_under_tmp_runs_isolated(tmp_path):
    """A virtual environment made under /tmp: the isolated root's private /tmp hid it, and every
    isolated run failed with 'cannot execute the program: No such file or directory'."""
    venv = tmp_path / "venv"
    assert str(venv).startswith("/tmp/")
    subprocess.run(
        [sys.executable, "-m", "venv", "--without-pip", "--system-site-packages", str(venv)],
        check=True,
    )
    python = venv / "bin" / "python"
    done = subprocess.run(
        [
            str(python),
            "-m",
            "judge",
            "--root",
            str(FIXTURES),
            "run",
            "aplusb",
            "--isolate",
            "--json",
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert '"verdict": "AC"' in done.stdout


def test_a_folder_under_a_writable_place_is_bound_after_it():
    # The policy alone: no root needed.
    session = Isolation.__new__(Isolation)
    session._root, session._system = "/root-here", system_options()
    session.private = [Path("/tmp/problems")]
    options = session.options(
        [Path("/tmp/venv"), Path("/opt/jdk")], {}, Limits(time=1.0, memory=32 * MiB)
    )
    words = " ".join(options)
    assert words.index("-b /opt/jdk") < words.index(f"-t {WORKDIR} ")
    assert words.index("-t /tmp ") < words.index("-b /tmp/venv")
    # A private path is hidden again after the late binds (one may lie inside them).
    assert words.rindex("-H /tmp/problems") > words.index("-b /tmp/venv")

"""The helper is built from every one of its C files, rebuilt when any of them changes, and
every one of them ships with judge; its report lines read back as what the kernel measured."""

from __future__ import annotations

import fnmatch
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import REPO
from judge.run.helper import sandbox
from judge.run.helper.sandbox import Execution, parse_report
from judge.run.limits import MiB


def test_every_source_of_the_helper_is_package_data():
    tomllib = pytest.importorskip("tomllib")
    config = tomllib.loads((REPO / "pyproject.toml").read_text())
    patterns = config["tool"]["setuptools"]["package-data"]["judge.run.helper"]
    sources = sandbox.helper_sources()
    assert {path.suffix for path in sources} == {".c", ".h"}
    unshipped = [p.name for p in sources if not any(fnmatch.fnmatch(p.name, x) for x in patterns)]
    assert unshipped == []


@pytest.mark.slow
def test_a_change_to_any_file_builds_a_new_helper(tmp_path, monkeypatch):
    folder = tmp_path / "helper"
    shutil.copytree(Path(sandbox.__file__).parent, folder, ignore=shutil.ignore_patterns("*.py*"))
    monkeypatch.setattr(sandbox, "_SOURCES", folder)
    first = sandbox.helper_path(tmp_path / "cache")
    assert sandbox.helper_path(tmp_path / "cache") == first  # cached
    with (folder / "box.h").open("a") as header:  # a header alone: no .c file changed
        header.write("/* a comment */\n")
    second = sandbox.helper_path(tmp_path / "cache")
    assert second != first
    probe = subprocess.run([str(second), "-P"], capture_output=True, text=True, check=True)
    assert probe.stdout.splitlines()[0].startswith("user ")


@pytest.mark.parametrize(
    "line, expected",
    [
        (
            "exit 0 1500 500 2048 12000 0 0 2000 0 0 0 0",
            Execution(0, None, 0.002, 0.012, 2 * MiB, False),
        ),
        ("exit 3 0 0 1024 1 0 0 0 0 0 0 0", Execution(3, None, 0.0, 1e-6, MiB, False)),
        (
            "signal 9 1000000 0 4096 3000000 1 0 1000000 0 0 0 0",
            Execution(None, 9, 1.0, 3.0, 4 * MiB, True),
        ),
        (
            "execfail 2 0 0 0 100 0 0 0 0 0 0 0",
            Execution(None, None, 0.0, 1e-4, 0, False, "No such file or directory"),
        ),
        (
            "signal 9 1000000 0 4096 1300000 0 1 1000000 0 0 0 0",
            Execution(None, 9, 1.0, 1.3, 4 * MiB, False, cpu_killed=True),
        ),
        # A box: the CPU time judged is the case cgroup's, not the rusage's.
        ("exit 0 10 0 1024 1 0 0 250000 0 0 0 0", Execution(0, None, 0.25, 1e-6, MiB, False)),
        # 4 s of the 7 s it ran spent waiting for a CPU: the backstop was charged 3 s.
        (
            "exit 0 0 0 1024 7000000 0 0 1900000 4000000 0 0 0",
            Execution(0, None, 1.9, 7.0, MiB, False, cpu_wait=4.0),
        ),
        # Stopped at the give-up point: the machine was too busy.
        (
            "signal 9 0 0 1024 50000000 0 0 1000000 45000000 1 0 0",
            Execution(None, 9, 1.0, 50.0, MiB, False, cpu_wait=45.0, too_busy=True),
        ),
        (
            "exit 0 0 0 1024 1 0 0 0 -1 0 0 0",
            Execution(0, None, 0.0, 1e-6, MiB, False, cpu_wait=None),
        ),
        ("exit 0 1 2 3 4 5 6 7 8", None),  # too few fields
        ("exit 0 1 2 3 4 5 6 7 8 9 10", None),  # too many
        ("finished 0 1 2 3 4 5 6 7 8 9", None),  # unknown kind
        ("exit x 1 2 3 4 5 6 7 8 9 0 0", None),  # not a number
        ("", None),
    ],
)
def test_report_lines_of_the_helper(line, expected):
    assert parse_report(line) == expected


@pytest.mark.parametrize("load, busy", [("0.50", False), ("1000.00", True), ("", True)])
def test_a_wall_stop_the_kernel_says_nothing_of_is_busy_by_the_load(
    load, busy, tmp_path, monkeypatch
):
    loadavg = tmp_path / "loadavg"
    loadavg.write_text(f"{load} 0.40 0.30 1/100 1234\n" if load else "")
    real = sandbox.machine_busy
    monkeypatch.setattr(sandbox, "machine_busy", lambda: real(loadavg))
    # Stopped by the wall clock alone (WAIT_US -1): the load decides; within its wait, never.
    stopped = parse_report("signal 9 0 0 1024 3000000 1 0 200000 -1 0 0 0")
    assert stopped is not None and stopped.too_busy is busy and stopped.cpu_wait is None
    measured = parse_report("signal 9 0 0 1024 3000000 1 0 200000 10000 0 0 0")
    assert measured is not None and not measured.too_busy

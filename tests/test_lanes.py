"""The suite's waiting tests run in a lane of their own (tests/lanes.py): with `--dist loadgroup`
every test marked `waits` runs on one worker, which runs nothing else, and the others run the
rest. Shown on a small suite of its own, run as the README runs ours."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

from conftest import TESTS

CONFTEST = f"""
import sys
sys.path.insert(0, {str(TESTS)!r})
pytest_plugins = ["lanes"]
"""

SUITE = """
import pytest

@pytest.mark.parametrize("n", range(12))
def test_computes(n):
    assert sum(range(1000 * n)) >= 0

@pytest.mark.waits
@pytest.mark.parametrize("n", range(4))
def test_waits(n):
    assert n >= 0

@pytest.mark.waits
def test_waits_too():
    pass
"""


def workers_of(output: str) -> dict[str, set[str]]:
    """{worker: the names of the tests it ran} from a verbose xdist run."""
    ran = defaultdict(set)
    for worker, name in re.findall(r"^\[(gw\d+)\] \[\s*\d+%\] PASSED \S+::(\w+)", output, re.M):
        ran[worker].add(name)
    return dict(ran)


def run_suite(folder: Path, suite: str, *options: str) -> str:
    (folder / "conftest.py").write_text(CONFTEST)
    (folder / "test_suite.py").write_text(suite)
    command = [sys.executable, "-m", "pytest", "-v", "-p", "no:cacheprovider", *options]
    # the worker count -n auto starts from, whatever this machine's cores
    env = {**os.environ, "PYTEST_XDIST_AUTO_NUM_WORKERS": "2"}
    proc = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout


def test_the_waiting_tests_run_on_a_worker_of_their_own(tmp_path: Path):
    output = run_suite(tmp_path, SUITE, "-n", "auto", "--dist", "loadgroup")
    assert "created: 3/3 workers" in output, output  # a worker a core, and the lane's
    ran = workers_of(output)
    lanes = [worker for worker, names in ran.items() if "test_waits" in names]
    assert len(lanes) == 1, ran
    assert ran[lanes[0]] == {"test_waits", "test_waits_too"}, ran
    others = set().union(*(names for worker, names in ran.items() if worker != lanes[0]))
    assert others == {"test_computes"}, ran


def test_without_waiting_tests_the_lane_s_worker_is_not_used(tmp_path: Path):
    # -n auto started a worker a core and one for the lane: with nothing for the lane, its
    # worker stops at once, and the computing tests stay one worker a core
    computing_only = SUITE[: SUITE.index("@pytest.mark.waits")]
    output = run_suite(tmp_path, computing_only, "-n", "auto", "--dist", "loadgroup")
    assert "created: 3/3 workers" in output, output
    ran = workers_of(output)
    assert len(ran) == 2 and set().union(*ran.values()) == {"test_computes"}, ran

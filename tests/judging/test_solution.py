"""A run's limits: the problem's for the program's language, each limit option applied over
them in one place, for our problems and Kattis packages alike."""

from __future__ import annotations

from pathlib import Path

from conftest import REPO
from judge.judging.solution import RunOptions, run_limits
from judge.kattis.package import load_package
from judge.problemset.problem import load_problem
from judge.run.languages.table import language
from judge.run.limits import Limits, MiB
from judge.run.program import Program
from support import run_cli


def _package(folder: Path, limit: str) -> Path:
    files = {
        "problem.yaml": "name: Add one\n",
        ".timelimit": f"{limit}\n",
        "data/sample/1.in": "1\n",
        "data/sample/1.ans": "2\n",
        "submissions/accepted/add.py": "print(int(input()) + 1)\n",
    }
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)
    return folder


def test_hdu_java_limits_and_the_options_over_them():
    problem = load_problem(REPO, "hdu_1536")  # HDU: 5000/1000 MS, 65536/32768 K
    java = Program("Main.java", ("java", "Main"), language("java"))
    c = Program("a.c", ("./a.out",), language("c"))
    assert run_limits(problem, RunOptions(), java) == Limits(time=5.0, memory=64 * MiB)
    assert run_limits(problem, RunOptions(), c) == Limits(time=1.0, memory=32 * MiB)
    options = RunOptions(time_limit=2.0, memory_limit=128, output_limit=1)
    for program in (java, c):
        assert run_limits(problem, options, program) == Limits(
            time=2.0, memory=128 * MiB, output=1 * MiB
        )


def test_a_package_keeps_its_limit_and_the_run_gets_the_options(tmp_path):
    package = load_package(_package(tmp_path / "addone", "1"))
    limits = run_limits(package, RunOptions(time_limit=3.0, memory_limit=64))
    assert (limits.time, limits.memory) == (3.0, 64 * MiB)
    assert package.time_limit == 1.0


def test_the_time_limit_option_is_the_runs_limit_for_a_package_with_its_own(tmp_path):
    # A solution spending about 0.4 s of CPU time: TLE under the package's 0.1 s, AC under
    # --time-limit 5.
    folder = _package(tmp_path / "addone", "0.1")
    slow = tmp_path / "slow.py"
    slow.write_text(
        "import time\nstart = time.process_time()\nwhile time.process_time() - start < 0.4:\n"
        "    pass\nprint(int(input()) + 1)\n"
    )
    assert "TLE" in run_cli("run", str(folder), str(slow)).output
    result = run_cli("run", str(folder), str(slow), "--time-limit", "5")
    assert result.exit_code == 0, result.output

"""Judging one solution (judge.judging.solution): a run's limits, the problem's for the
program's language with each limit option applied over them in one place, for our problems and
Kattis packages alike; and a compile error in a judge's dialect that another compiler of the
same judge takes says which, and the command that judges it so."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest

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


# ------------------------------------------------ a compile error another compiler takes
# Accepted on HDU in its C++ (Microsoft's compiler, whose <iostream> declares the C library):
# memset and strlen with only <iostream>, <string> and <algorithm> included. HDU's default,
# G++ (MinGW), rejects it, as g++ does here.
MSVC_ONLY = """#include <iostream>
#include <string>
#include <algorithm>
int main() {
    int c, n, m;
    char line[8];
    memset(line, 0, sizeof line);
    std::cin >> c;
    while (c-- > 0 && std::cin >> n >> m) std::cout << (n % (m + 1) ? "first" : "second") << "\\n";
    return (int)strlen(line);
}
"""
NO_COMPILER_TAKES = "int main() { return undeclared; }\n"
HINT = "HDU's C++ (Microsoft Visual C++, emulated) compiles it: judge run hdu_1846 "


def write(tmp_path: Path, source: str) -> Path:
    path = tmp_path / "mine.cpp"
    path.write_text(source)
    return path


def test_a_compile_error_that_the_judges_other_compiler_takes_says_which(tmp_path):
    path = write(tmp_path, MSVC_ONLY)
    result = run_cli("run", "hdu_1846", path, "--samples", root=REPO)
    assert result.exit_code == 1 and "CE  compilation failed" in result.output
    assert "'memset' was not declared" in result.output.replace("‘", "'").replace("’", "'")
    [hint] = [line for line in result.output.splitlines() if line.startswith(HINT)]
    assert hint == f"{HINT}{shlex.quote(str(path))} --dialect hdu-c++"
    # The command it gives judges it so.
    command = shlex.split(hint.split(": ", 1)[1])
    assert command[:2] == ["judge", "run"]
    judged = run_cli(*command[1:], "--samples", root=REPO)
    assert judged.exit_code == 0 and "AC" in judged.output, judged.output


def test_the_other_compiler_is_in_the_json_too(tmp_path):
    path = write(tmp_path, MSVC_ONLY)
    data = json.loads(run_cli("run", "hdu_1846", path, "--json", root=REPO).output)
    assert data["verdict"] == "CE"
    assert data["compiles_with"] == {
        "dialect": "hdu-c++",
        "option": "HDU's C++ (Microsoft Visual C++, emulated)",
        "command": f"judge run hdu_1846 {shlex.quote(str(path))} --dialect hdu-c++",
    }


def test_either_way_round_and_on_ones_own_input(tmp_path):
    # Chosen as HDU's C++, a G++-only program is told of G++.
    gpp_only = "#include <cstdio>\nint main() { int *p = nullptr; return p != nullptr; }\n"
    path = write(tmp_path, gpp_only)
    result = run_cli("run", "hdu_1846", path, "--dialect", "hdu-c++", "--samples", root=REPO)
    assert result.exit_code == 1 and "HDU's G++ (MinGW GCC (32-bit Windows)) compiles it: " in (
        result.output
    )
    assert result.output.rstrip().endswith("CE  compilation failed")
    path = write(tmp_path, MSVC_ONLY)
    custom = run_cli("run", "hdu_1846", path, "--input", "-", root=REPO, input="1\n2 1\n")
    assert HINT in custom.output, custom.output


@pytest.mark.parametrize("options", [(), ("--dialect", "none")])
def test_no_word_where_no_other_compiler_takes_it(tmp_path, options):
    # Nothing of HDU compiles it; and --dialect none is judge's own compiler, not a judge's.
    source = NO_COMPILER_TAKES if not options else MSVC_ONLY
    path = write(tmp_path, source)
    result = run_cli("run", "hdu_1846", path, "--samples", *options, root=REPO)
    assert result.exit_code == 1 and "CE" in result.output
    assert "compiles it" not in result.output
    data = json.loads(run_cli("run", "hdu_1846", path, "--json", *options, root=REPO).output)
    assert data["verdict"] == "CE" and "compiles_with" not in data

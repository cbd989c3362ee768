"""A Kattis package's Python submissions run under PyPy 3, as problemtools and DOMjudge run
them (its time limit is set for PyPy); under CPython, said so, where PyPy is not installed. Our
own problems' Python solutions stay on CPython, as the judges they come from run them."""

from __future__ import annotations

from pathlib import Path

import pytest

import judge.kattis.programs as kattis_programs
from judge.run.languages.table import language
from support import run_cli

pytestmark = pytest.mark.skipif(
    not language("pypy3").available(), reason="PyPy 3 is not installed (Debian package pypy3)"
)

# About 0.15 s under PyPy and 4 s under CPython on one core of the CI machine: within the
# package's 1 s limit (1.5 s with extra time) only under PyPy.
LOOP = """n = int(input())
total = 0
for i in range(n):
    total = (total + i * i) % 1000003
print(total)
"""
N = 40_000_000


def answer(n: int) -> int:
    return sum(i * i for i in range(n)) % 1000003


def package(folder: Path, time_limit: str = "limits: {time_limit: 1}\n") -> Path:
    files = {
        "problem.yaml": "problem_format_version: 2023-07-draft\nname: Squares\n" + time_limit,
        "data/sample/1.in": "3\n",
        "data/sample/1.ans": f"{answer(3)}\n",
        "data/secret/1.in": f"{N}\n",
        "data/secret/1.ans": f"{(N - 1) * N * (2 * N - 1) // 6 % 1000003}\n",
        "submissions/accepted/loop.py": LOOP,
        "submissions/wrong_answer/off.py": "print(int(input()) + 1)\n",
    }
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return folder


@pytest.mark.slow
def test_a_submission_only_fast_enough_under_pypy_is_accepted(tmp_path):
    result = run_cli("verify", package(tmp_path / "squares"))
    assert result.exit_code == 0, result.output
    assert "FAIL" not in result.output and "under CPython" not in result.output
    line = next(line for line in result.output.splitlines() if "accepted/loop.py" in line)
    assert line.split()[1:] == ["AC", "ok"], result.output


@pytest.mark.slow
def test_without_pypy_it_runs_under_cpython_and_the_report_says_so(tmp_path, monkeypatch):
    monkeypatch.setattr(kattis_programs, "SUBMISSION_PYTHONS", ("python3",))
    result = run_cli("verify", package(tmp_path / "squares"))
    assert result.exit_code == 1, result.output
    assert (
        "note: Python 3 submissions run under CPython: PyPy 3 is not installed here "
        "(Debian package pypy3), and problemtools and DOMjudge run them under PyPy"
    ) in result.output
    line = next(line for line in result.output.splitlines() if "accepted/loop.py" in line)
    assert "TLE on secret/1" in line and "FAIL: expected AC" in line, result.output


def test_under_pypy_python_submissions_count_for_the_inferred_limit(tmp_path):
    folder = package(tmp_path / "squares", time_limit="")
    (folder / "data/secret/1.in").write_text("1000\n")
    (folder / "data/secret/1.ans").write_text(f"{answer(1000)}\n")
    (folder / "submissions/accepted/fast.c").write_text(
        '#include <stdio.h>\nint main(void) { long long n, t = 0; scanf("%lld", &n);\n'
        "for (long long i = 0; i < n; i++) t = (t + i * i) % 1000003;\n"
        'printf("%lld\\n", t); return 0; }\n'
    )
    result = run_cli("show", folder)
    assert result.exit_code == 0, result.output
    assert "inferred: slowest accepted submission accepted/" in result.output
    assert "not counted" not in result.output


def test_our_problems_python_stays_cpython_unless_asked(tmp_path):
    # A probe printing its interpreter's name is WA on the sample; the checker's message
    # quotes what it printed.
    probe = tmp_path / "which.py"
    probe.write_text("import sys\nprint(sys.implementation.name)\n")
    plain = run_cli("run", "hdu_2516", probe, "--samples")
    chosen = run_cli("run", "hdu_2516", probe, "--samples", "-l", "pypy3")
    assert "cpython" in plain.output and "pypy" not in plain.output, plain.output
    assert "pypy" in chosen.output, chosen.output


def test_judge_run_on_a_package_runs_python_under_pypy_unless_asked(tmp_path):
    folder = package(tmp_path / "squares")
    probe = tmp_path / "which.py"
    probe.write_text("import sys\nprint(sys.implementation.name)\n")
    plain = run_cli("run", folder, probe)
    chosen = run_cli("run", folder, probe, "-l", "python3")
    assert "got 'pypy'" in plain.output, plain.output
    assert "got 'cpython'" in chosen.output, chosen.output


def test_verify_python_option_runs_a_package_written_for_cpython_under_it(tmp_path):
    folder = tmp_path / "which"
    for name, text in {
        "problem.yaml": "problem_format_version: 2023-07-draft\nname: Which\n"
        "limits: {time_limit: 1}\n",
        "data/sample/1.in": "\n",
        "data/sample/1.ans": "cpython\n",
        "data/secret/1.in": "\n",
        "data/secret/1.ans": "cpython\n",
        "submissions/accepted/which.py": "import sys\nprint(sys.implementation.name)\n",
    }.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)
    default = run_cli("verify", folder)
    assert default.exit_code == 1 and "WA on sample/1" in default.output, default.output
    chosen = run_cli("verify", folder, "--python", "python3")
    assert chosen.exit_code == 0, chosen.output
    assert (
        "note: Python 3 submissions run under CPython, as chosen; problemtools and "
        "DOMjudge run them under PyPy"
    ) in chosen.output


def test_verify_python_option_is_for_packages_only():
    result = run_cli("verify", "hdu_2516", "--python", "python3")
    assert result.exit_code == 2
    assert "--python is for Kattis packages" in result.output

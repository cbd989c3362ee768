"""A Kattis package's time limit when it sets none: computed as problemtools computes it for
its format version, once (cached by the package's content hash), said with its source by
`judge run` and `judge show`; languages judge does not run and slow_accepted stay out, named;
--time-limit overrides without computing anything."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import judge.kattis.programs as kattis_programs
import judge.kattis.submissions as kattis_submissions
from judge.kattis.package import load_package
from judge.kattis.timelimit import round_limit
from support import run_cli

FAST = "n = int(input())\nprint(n + 1)\n"
FAST_C = '#include <stdio.h>\nint main(void) { int n; scanf("%d", &n); printf("%d\\n", n + 1); return 0; }\n'


def package(folder: Path, yaml_text: str = "name: Add one\n") -> Path:
    files = {
        "problem.yaml": yaml_text,
        "data/sample/1.in": "1\n",
        "data/sample/1.ans": "2\n",
        "data/secret/1.in": "41\n",
        "data/secret/1.ans": "42\n",
        "submissions/accepted/fast.py": FAST,
        "submissions/accepted/fast.hs": "main = interact $ show . (+ 1) . read\n",
        "submissions/slow_accepted/slow.py": FAST,
        "submissions/wrong_answer/off.py": "print(int(input()))\n",
    }
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return folder


@pytest.fixture
def judged(monkeypatch) -> list[str]:
    """The submissions judged to compute a limit (by name), as they are judged."""
    names: list[str] = []
    real = kattis_submissions.judge_submission

    def counting(problem, submission, *args, **kwargs):
        names.append(submission.name)
        return real(problem, submission, *args, **kwargs)

    monkeypatch.setattr(kattis_submissions, "judge_submission", counting)
    return names


@pytest.mark.parametrize(
    "yaml_text, slowest, expected",
    [
        ("name: L\n", 0.31, 2.0),  # legacy: x5 (time_multiplier), whole seconds
        ("name: L\nlimits: {time_multiplier: 2}\n", 0.31, 1.0),
        ("problem_format_version: 2023-07-draft\nname: M\n", 0.31, 1.0),  # x2, whole seconds
        (
            "problem_format_version: 2023-07-draft\nname: M\nlimits: {time_resolution: 0.1, "
            "time_multipliers: {ac_to_time_limit: 3}}\n",
            0.31,
            1.0,
        ),  # 0.93 -> 1.0
        (
            "problem_format_version: 2023-07-draft\nname: M\nlimits: {time_resolution: 0.25}\n",
            0.01,
            0.25,
        ),  # at least one step
    ],
)
def test_problemtools_rule_per_format_version(tmp_path, yaml_text, slowest, expected):
    (tmp_path / "p").mkdir()
    (tmp_path / "p" / "problem.yaml").write_text(yaml_text)
    assert round_limit(load_package(tmp_path / "p"), slowest) == expected


def test_computed_once_said_with_its_source_and_what_stayed_out(tmp_path, judged):
    folder = package(tmp_path / "addone")  # only Python accepted: it counts
    first = run_cli("run", folder, folder / "submissions/wrong_answer/off.py")
    assert first.exit_code == 1, first.output
    assert (
        "addone: time limit 1 s: inferred: slowest accepted submission accepted/fast.py"
        in first.output
    )
    assert "not counted: accepted/fast.hs: Haskell is not a language judge runs" in first.output
    assert (
        "not counted: slow_accepted/slow.py: slow_accepted: not used for the time limit"
        in first.output
    )
    assert judged == ["accepted/fast.py"]
    # Again, and from a copy elsewhere (the same files): read back, nothing judged for it.
    copy = shutil.copytree(folder, tmp_path / "elsewhere" / "addone")
    for target in (folder, copy):
        again = run_cli("run", target, target / "submissions/wrong_answer/off.py")
        assert again.exit_code == 1 and "time limit 1 s: inferred" in again.output
    shown = run_cli("show", folder)
    assert (
        "limits:  1 s CPU (inferred: slowest accepted submission accepted/fast.py" in shown.output
    )
    assert judged == ["accepted/fast.py"]
    # Another package (a file changed): computed again.
    (copy / "data/secret/1.in").write_text("99\n")
    (copy / "data/secret/1.ans").write_text("100\n")
    assert run_cli("run", copy).exit_code == 0
    assert judged == ["accepted/fast.py", "accepted/fast.py"]


def test_time_limit_option_computes_nothing(tmp_path, judged):
    folder = package(tmp_path / "addone")
    result = run_cli("run", folder, "--time-limit", "3")
    assert result.exit_code == 0, result.output
    assert "inferred" not in result.output and judged == []


def test_no_accepted_submission_to_compute_from_is_a_plain_error(tmp_path):
    folder = package(tmp_path / "addone")
    (folder / "submissions/accepted/fast.py").write_text("print(0)\n")
    result = run_cli("run", folder, folder / "submissions/wrong_answer/off.py")
    assert result.exit_code == 2
    assert "sets no time limit, and no accepted submission that judge runs is AC" in result.output
    assert "accepted/fast.py: WA on sample/1, not AC" in result.output


def test_python_under_cpython_counts_only_when_nothing_else_does(tmp_path, judged, monkeypatch):
    # A machine without PyPy: Python submissions run under CPython (under PyPy they count like
    # the others: kattis/test_python.py).
    monkeypatch.setattr(kattis_programs, "SUBMISSION_PYTHONS", ("python3",))
    folder = package(tmp_path / "addone")
    (folder / "submissions/accepted/fast.c").write_text(FAST_C)
    result = run_cli("show", folder)
    assert result.exit_code == 0, result.output
    assert "(inferred: slowest accepted submission accepted/fast.c" in result.output
    assert (
        "not counted: accepted/fast.py: Python 3 runs under CPython here, and problemtools "
        "times Python under PyPy, far faster"
    ) in result.output
    assert judged == ["accepted/fast.c"]
    verified = run_cli("verify", folder)
    assert verified.exit_code == 0, verified.output
    # verify reads the limit back, and judges every submission at it, Python too.
    assert sorted(judged[1:]) == ["accepted/fast.c", "accepted/fast.py", "wrong_answer/off.py"]
    assert "accepted/fast.py" in verified.output and "FAIL" not in verified.output


SLOW_C = r"""#include <stdio.h>
int main(void) {
    volatile unsigned long x = 0;
    int n;
    scanf("%d", &n);
    for (unsigned long i = 0; i < 300000000UL; i++) x += i;
    printf("%d\n", n + 1);
    return 0;
}
"""


def test_computed_on_every_core_the_same_as_one_at_a_time(tmp_path, monkeypatch):
    folder = package(tmp_path / "addone")
    (folder / "submissions/accepted/fast.c").write_text(FAST_C)
    (folder / "submissions/accepted/second.c").write_text(FAST_C.replace("%d\\n", "%d \\n"))
    (folder / "submissions/accepted/slow.c").write_text(SLOW_C)
    running, most = [0], [0]
    real = kattis_submissions.judge_submission

    def watched(*args, **kwargs):
        running[0] += 1
        most[0] = max(most[0], running[0])
        try:
            return real(*args, **kwargs)
        finally:
            running[0] -= 1

    monkeypatch.setattr(kattis_submissions, "judge_submission", watched)
    limits, said = {}, {}
    for jobs in (1, 3):
        lines: list[str] = []
        most[0] = 0
        problem = load_package(folder)
        limits[jobs] = kattis_submissions.package_time_limit(
            problem, tmp_path / f"cache-{jobs}", jobs, lines.append
        )
        said[jobs] = (lines, most[0])
    one, every = limits[1], limits[3]
    # slow.c takes about 0.1 s of CPU: x 5 is 0.5 s, rounded up to 1 either way; a loaded
    # machine may charge it a third more (cores shared), and only twice as much would round to 2.
    assert (one.seconds, one.note) == (every.seconds, every.note), (one.source, every.source)
    # The slowest is the same submission both ways (only its time may differ).
    assert "slowest accepted submission accepted/slow.c" in one.source
    assert "slowest accepted submission accepted/slow.c" in every.source
    # Four accepted submissions judge runs (Python under PyPy; Haskell is named as left out),
    # timed one at a time, then three at once, the progress line counting them from 0.
    assert "accepted/fast.hs: Haskell is not a language judge runs" in every.note
    for jobs, (lines, at_once) in said.items():
        assert at_once == (1 if jobs == 1 else 3), (jobs, at_once)
        assert lines[0] == "addone: timing 0/4 accepted submissions"
        assert lines[-1] == "addone: timing 4/4 accepted submissions"
        assert len(lines) == 5

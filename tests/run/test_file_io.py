"""Problems whose solutions read and write files (judge.run.file_io), in every mode a
solution is judged in: served plain runs, warm plain runs, isolated fresh and isolated warm."""

from __future__ import annotations

import pytest

from judge.judging.classify import classify
from judge.judging.verdict import Verdict
from judge.run.file_io import FileIO, name_problem
from judge.run.languages.table import language
from judge.run.limits import Limits, MiB
from judge.run.program import from_file
from run.modes import MODES, WARM, runner

SOLUTION_MODES = [mode for mode in MODES if mode != "one-shot"]
GAME = FileIO("game.in", "game.out")
LIMITS = Limits(time=5.0, memory=256 * MiB)

FREOPEN = r"""
#include <cstdio>
int main() {
    freopen("game.in", "r", stdin);
    freopen("game.out", "w", stdout);
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 3;
    printf("%lld\n", a + b);
}
"""

OPEN = """
import sys
with open("game.in") as given:
    a, b = map(int, given.read().split())
print("stdin:", repr(sys.stdin.read()))  # standard output: not read
with open("game.out", "w") as answer:
    answer.write(f"{a + b}\\n")
"""


@pytest.mark.parametrize("mode", SOLUTION_MODES)
def test_python_program_reads_and_writes_the_files(mode, python_program, helper, cache_dir):
    program = python_program(OPEN)
    with runner(mode, program, helper, cache_dir, GAME) as run:
        outcomes = [run(b"2 40\n", LIMITS), run(b"1 2\n", LIMITS)]
    assert [o.output for o in outcomes] == [b"42\n", b"3\n"], outcomes[0].stderr
    assert [o.missing_output for o in outcomes] == ["", ""]
    assert outcomes[0].execution.exit_code == 0


@pytest.mark.parametrize("mode", [m for m in SOLUTION_MODES if m not in WARM])
def test_cpp_program_using_freopen(mode, tmp_path, helper, cache_dir):
    if not language("cpp").available():
        pytest.skip("g++ is not installed here")
    source = tmp_path / "game.cpp"
    source.write_text(FREOPEN)
    program = from_file(source, cache_dir, language="cpp")
    with runner(mode, program, helper, cache_dir, GAME) as run:
        outcome = run(b"20 22\n", LIMITS)
    assert (outcome.output, outcome.missing_output) == (b"42\n", ""), outcome.stderr


@pytest.mark.parametrize("mode", SOLUTION_MODES)
def test_stdout_instead_of_the_file_is_no_output(mode, python_program, helper, cache_dir):
    program = python_program("print(sum(map(int, open('game.in').read().split())))\n")
    with runner(mode, program, helper, cache_dir, GAME) as run:
        outcome = run(b"1 2\n", LIMITS)
    assert outcome.output == b""
    assert outcome.missing_output == (
        "the output file game.out was not written (standard output is not read)"
    )


@pytest.mark.parametrize("mode", SOLUTION_MODES)
def test_output_file_made_a_link_is_not_followed(mode, python_program, helper, cache_dir):
    # The link points at the input it was given and at /etc/passwd: neither is read back.
    program = python_program(
        """
        import os, sys
        os.symlink(sys.argv[1] if len(sys.argv) > 1 else "/etc/passwd", "game.out")
        os.symlink("game.in", "copy.out")
        """
    )
    io = FileIO("game.in", "game.out")
    with runner(mode, program, helper, cache_dir, io) as run:
        outcome = run(b"secret answer\n", LIMITS)
    assert outcome.output == b""
    assert outcome.missing_output == "the output file game.out is a symbolic link: not read"
    with runner(mode, program, helper, cache_dir, FileIO("game.in", "copy.out")) as run:
        outcome = run(b"secret answer\n", LIMITS)
    assert (outcome.output, outcome.missing_output) == (
        b"",
        "the output file copy.out is a symbolic link: not read",
    )


@pytest.mark.parametrize("mode", SOLUTION_MODES)
def test_each_run_starts_from_an_empty_folder(mode, python_program, helper, cache_dir):
    # What one run leaves (its output, a file of its own) is gone for the next.
    program = python_program(
        """
        import os
        seen = sorted(os.listdir("."))
        open("left.txt", "w").write("x")
        open("game.out", "w").write(" ".join(seen) + "\\n")
        """
    )
    with runner(mode, program, helper, cache_dir, GAME) as run:
        outputs = [run(b"1\n", LIMITS).output for _ in range(2)]
    assert outputs == [b"game.in\n", b"game.in\n"]


@pytest.mark.parametrize("mode", SOLUTION_MODES)
def test_output_file_over_the_limit_is_seen(mode, python_program, helper, cache_dir):
    program = python_program(
        """
        with open("game.out", "w") as out:
            out.write("x" * 5000)
        """
    )
    limits = Limits(time=5.0, memory=256 * MiB, output=1000)
    with runner(mode, program, helper, cache_dir, GAME) as run:
        outcome = run(b"1\n", limits)
    assert len(outcome.output) <= 1000
    assert outcome.output_size > 1000 or outcome.execution.signal_name == "SIGXFSZ"


@pytest.mark.parametrize("mode", SOLUTION_MODES)
def test_only_the_output_a_file(mode, python_program, helper, cache_dir):
    program = python_program("open('answer.txt', 'w').write(input()[::-1])\n")
    with runner(mode, program, helper, cache_dir, FileIO(output="answer.txt")) as run:
        assert run(b"abc\n", LIMITS).output == b"cba"


@pytest.mark.parametrize("mode", SOLUTION_MODES)
def test_same_time_and_memory_limits(mode, python_program, helper, cache_dir):
    # The verdicts of the standard streams: TLE past the CPU limit, MLE past the memory's,
    # whatever the output file holds.
    spins = python_program("open('game.out', 'w').write('x')\nwhile True: pass\n")
    limits = Limits(time=0.3, memory=256 * MiB)
    with runner(mode, spins, helper, cache_dir, GAME) as run:
        spun = run(b"1\n", limits)
    assert (classify(spun, limits) or ("",))[0] == Verdict.TLE
    grows = python_program("open('game.out', 'w').write('x')\nb = bytearray(300 << 20)\n")
    with runner(mode, grows, helper, cache_dir, GAME) as run:
        grew = run(b"1\n", Limits(time=5.0, memory=64 * MiB))
    assert (classify(grew, Limits(time=5.0, memory=64 * MiB)) or ("",))[0] == Verdict.MLE


def test_names_are_names_not_paths():
    assert name_problem("game.in") is None
    assert "not a path" in (name_problem("../answers/1.ans") or "")
    assert "not a path" in (name_problem("/etc/passwd") or "")
    assert "file name" in (name_problem("") or "")
    assert "file name" in (name_problem(3) or "")
    assert "printable" in (name_problem("a\nb") or "")
    assert GAME.describe() == "input: game.in, output: game.out"
    assert FileIO(output="x.out").describe() == "input: standard input, output: x.out"
    assert not FileIO()

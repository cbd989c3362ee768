"""problem.yaml's `input_file` and `output_file` (judge.problemset.problem): read into the
problem's FileIO, one plain message per mistake, and judged as the names say."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import JudgeError
from judge.problemset.problem import load_problem
from judge.run.file_io import FileIO
from support import run_cli

READS_THE_FILE = """\
with open("sum.in") as given:
    data = given.read().split()
with open("sum.out", "w") as out:
    out.write("\\n".join(str(int(a) + int(b)) for a, b in zip(data[::2], data[1::2])) + "\\n")
"""


def with_keys(root: Path, text: str) -> Path:
    yaml = root / "problems" / "aplusb" / "problem.yaml"
    yaml.write_text(yaml.read_text() + text)
    return yaml


def test_the_names_are_read(root_copy):
    with_keys(root_copy, "input_file: sum.in\noutput_file: sum.out\n")
    assert load_problem(root_copy, "aplusb").file_io == FileIO("sum.in", "sum.out")


def test_one_alone_and_none(root_copy, aplusb):
    assert aplusb.file_io is None
    with_keys(root_copy, "output_file: sum.out\n")
    assert load_problem(root_copy, "aplusb").file_io == FileIO("", "sum.out")


@pytest.mark.parametrize(
    "text, message",
    [
        (
            "input_file: ../answers/1.ans\n",
            "input_file must be a file name in the working folder, not a path ('../answers/1.ans')",
        ),
        (
            "output_file: /etc/passwd\n",
            "output_file must be a file name in the working folder, not a path ('/etc/passwd')",
        ),
        ("input_file: 3\n", "input_file must be a file name (text such as game.in)"),
        ("input_file: ''\n", "input_file must be a file name (text such as game.in)"),
        (
            "input_file: x.txt\noutput_file: x.txt\n",
            "input_file and output_file must be two files, not one",
        ),
        (
            "output_file: ' sum.out'\n",
            "output_file must be a short printable file name without surrounding spaces",
        ),
    ],
)
def test_each_mistake_is_one_plain_message(root_copy, text, message):
    yaml = with_keys(root_copy, text)
    with pytest.raises(JudgeError) as raised:
        load_problem(root_copy, "aplusb")
    assert str(raised.value).startswith(f"{yaml}: {message}")


def test_judged_from_the_files(root_copy, tmp_path):
    with_keys(root_copy, "input_file: sum.in\noutput_file: sum.out\n")
    reads = tmp_path / "reads.py"
    reads.write_text(READS_THE_FILE)
    accepted = run_cli("run", "aplusb", reads, root=root_copy)
    assert accepted.exit_code == 0, accepted.output
    # The reference reads stdin, which is empty now, and prints: no output file.
    stdin = root_copy / "problems" / "aplusb" / "solution.py"
    wrong = run_cli("run", "aplusb", stdin, root=root_copy)
    assert wrong.exit_code == 1, wrong.output
    assert "WA" in wrong.output
    assert "the output file sum.out was not written (standard output is not read)" in wrong.output
    shown = run_cli("show", "aplusb", root=root_copy)
    assert "files:   input: sum.in, output: sum.out" in shown.output
    shown_zh = run_cli("--lang", "zh", "show", "aplusb", root=root_copy)
    assert "输入：sum.in，输出：sum.out" in shown_zh.output, shown_zh.output

"""A contest of a problem whose solutions read and write files (problem.yaml's `input_file` /
`output_file`): a submission judged as `judge run` judges it, the file read, stdout ignored."""

from __future__ import annotations

import shutil
from pathlib import Path

from contest.contest_helpers import REPO
from support import run_cli

READS_THE_FILE = """\
with open("brave.in") as given:
    data = given.read().split()
answers = []
for i in range(int(data[0])):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    answers.append("first" if n % (m + 1) else "second")
with open("brave.out", "w") as out:
    out.write("\\n".join(answers) + "\\n")
"""
# The same answers on standard output: not read, so no output file.
WRITES_STDOUT = READS_THE_FILE.replace(
    'with open("brave.out", "w") as out:\n    out.write(', "print("
).replace('"\\n")\n', '"\\n", end="")\n')


def file_io_root(base: Path) -> Path:
    """A problem set of one problem: HDU 1846 as an OI problem would set it, brave.in and
    brave.out in the solution's working folder."""
    root = base / "set"
    folder = root / "problems" / "brave_files"
    shutil.copytree(REPO / "problems" / "hdu_1846", folder)
    yaml = folder / "problem.yaml"
    yaml.write_text(
        yaml.read_text().replace(
            "tests_split:", "input_file: brave.in\noutput_file: brave.out\ntests_split:"
        )
    )
    (folder / "solution.py").write_text(READS_THE_FILE)
    (folder / "solution.cpp").unlink()
    return root


def test_a_contest_submission_reading_the_file_is_accepted(tmp_path: Path):
    root = file_io_root(tmp_path)
    made = run_cli(
        "contest", "new", "oi", "--problems", "brave_files", "--duration", "1:00:00", root=root
    )
    assert made.exit_code == 0, made.output
    assert run_cli("contest", "start", "oi", "--as", "me", root=root).exit_code == 0
    verdicts = {}
    for name, code in (("reads.py", READS_THE_FILE), ("stdout.py", WRITES_STDOUT)):
        source = tmp_path / name
        source.write_text(code)
        submitted = run_cli("contest", "submit", "oi", "A", source, root=root)
        verdicts[name] = submitted.output.split("\n", 1)[0]
    assert ": AC" in verdicts["reads.py"], verdicts
    assert ": WA" in verdicts["stdout.py"], verdicts
    shown = run_cli("show", "brave_files", root=root)
    assert "files:   input: brave.in, output: brave.out" in shown.output, shown.output

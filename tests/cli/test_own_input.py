"""`judge run --input`: an input of one's own is checked by the problem's own validation first
(a warning naming the rule it breaks; it still runs), a program that did not end cleanly is
exit status 1, and what it wrote is shown a screenful at a time."""

from __future__ import annotations

import json
import re
from pathlib import Path

from conftest import REPO
from judge.judging.report import SCREEN_LINES
from support import run_cli

FLOOD = "while True:\n    print('First win')\n"
KATTIS = Path(__file__).parents[1] / "fixtures" / "kattis" / "problemtools" / "different"


def test_an_input_the_statement_forbids_is_said_and_still_run():
    # HDU 2516's statement: 2 <= n < 2^31.
    result = run_cli("run", "hdu_2516", "--input", "-", root=REPO, input="1\n0\n")
    assert result.exit_code == 0, result.output
    assert (
        "judge: warning: stdin: not an input the problem allows: "
        "hdu_2516/validator.py: line 1: n = 1 is outside [2, 2147483647]\n"
    ) in result.stderr
    assert "yours: problems/hdu_2516/solution.py  ran" in result.stdout


def test_an_allowed_input_has_no_warning(tmp_path):
    given = tmp_path / "mine.in"
    given.write_text("2\n3\n0\n")
    result = run_cli("run", "hdu_2516", "--input", given, root=REPO)
    assert result.exit_code == 0 and result.stderr == "", result.output


def test_the_rejection_is_in_the_json():
    result = run_cli("run", "hdu_2516", "--input", "-", "--json", root=REPO, input="1\n0\n")
    data = json.loads(result.stdout)
    assert (
        data["input_rejected"] == "hdu_2516/validator.py: line 1: n = 1 is outside [2, 2147483647]"
    )
    assert data["run"]["verdict"] is None


def test_a_kattis_packages_input_validators_check_it():
    result = run_cli("run", KATTIS, "--input", "-", "--time-limit", "2", input="x y\n")
    assert result.exit_code == 0, result.output
    [warning] = [line for line in result.stderr.splitlines() if "warning" in line]
    assert warning.startswith(
        "judge: warning: stdin: not an input the problem allows: different/input_validators/"
    ), warning
    assert "is not a pair of integers" in result.stderr or "exited with code" in warning


def test_a_program_that_floods_is_a_failure_shown_a_screenful(tmp_path):
    program = tmp_path / "flood.py"
    program.write_text(FLOOD)
    args = ("run", "hdu_2516", program, "--input", "-", "--output-limit", "1")
    result = run_cli(*args, root=REPO, input="4\n0\n")
    assert result.exit_code == 1, result.output
    yours = result.stdout.split("reference:")[0]
    assert "  OLE: output exceeded 1 MiB  " in yours
    output = yours.split("    output:\n")[1].split("    stderr:")[0]
    shown = output.splitlines()
    assert len(shown) == SCREEN_LINES + 1
    note = re.fullmatch(
        r"      \| \.\.\. \((\d+) more lines, [\d,]+ bytes left out: judge run -v shows it all\)",
        shown[-2],
    )
    assert note and int(note.group(1)) > 1000, shown[-2]
    whole = run_cli(*args, "-v", root=REPO, input="4\n0\n").stdout.split("reference:")[0]
    assert whole.count("      | First win") > 1000


def test_a_program_that_fails_to_compile_is_exit_status_1(tmp_path):
    program = tmp_path / "broken.c"
    program.write_text("int main( {\n")
    result = run_cli("run", "hdu_2516", program, "--input", "-", root=REPO, input="4\n0\n")
    assert result.exit_code == 1 and "CE  compilation failed" in result.stdout

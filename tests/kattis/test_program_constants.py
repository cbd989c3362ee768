"""2025-09's constants in the package's programs: an example submission, an input validator,
the output validator and an included file naming `{{add}}` are built from a copy with the
constant's value in its place; the package's own files stay as they were, and a solution from
outside the package is never rewritten."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from support import run_cli

YAML = (
    "problem_format_version: 2025-09\nname: Const\nuuid: 0b7e9b2a-0000-4000-8000-000000000004\n"
    "limits: {time_limit: 2}\nconstants: {add: 7, tol: {value: 0.5, tex: '1/2'}}\n"
)
ADDS = "print(int(input()) + {{add}})\n"
CPP_ADDS = '#include <cstdio>\nint main(){int n;scanf("%d",&n);printf("%d\\n",n+{{add}});}\n'
# Accepts an output within {{tol}} of the answer: unsubstituted, it fails to run.
VALIDATOR = (
    "import sys\n"
    "answer, output = float(open(sys.argv[2]).read()), float(sys.stdin.read())\n"
    "sys.exit(42 if abs(answer - output) <= {{tol}} else 43)\n"
)
INPUT_VALIDATOR = "import sys\nsys.exit(42 if int(sys.stdin.read()) <= {{add}} else 43)\n"


def package(folder: Path, **files: str) -> Path:
    base = {
        "problem.yaml": YAML,
        "data/sample/1.in": "1\n",
        "data/sample/1.ans": "8\n",
        "data/secret/1.in": "5\n",
        "data/secret/1.ans": "12.25\n",  # right only within the tolerance
        "submissions/accepted/adds.py": ADDS,
        "submissions/accepted/adds.cpp": CPP_ADDS,
        "submissions/wrong_answer/one.py": "print(int(input()) + 1)\n",
        "output_validator/check.py": VALIDATOR,
        "input_validators/small.py": INPUT_VALIDATOR,
    }
    for name, text in {**base, **files}.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return folder


@pytest.fixture
def constants(tmp_path: Path) -> Path:
    return package(tmp_path / "const")


def test_verify_builds_every_program_with_its_constants(constants):
    result = run_cli("verify", constants)
    assert result.exit_code == 0, result.output
    assert "small.py: PASS: accepts all 2 inputs" in result.output
    for name in ("adds.py", "adds.cpp"):
        assert re.search(rf"accepted/{re.escape(name)} +AC +ok", result.output), result.output
    assert (constants / "submissions/accepted/adds.py").read_text() == ADDS  # untouched


def test_run_judges_the_rewritten_submission(constants):
    for name in ("adds.py", "adds.cpp"):
        result = run_cli("run", constants, constants / "submissions/accepted" / name)
        assert result.exit_code == 0 and "2/2 passed" in result.output, result.output
    result = run_cli("run", constants)  # the reference: the first accepted submission
    assert result.exit_code == 0, result.output


def test_an_input_validator_with_the_value_rejects_past_it(constants):
    package(constants, **{"data/secret/1.in": "8\n", "data/secret/1.ans": "15\n"})
    result = run_cli("verify", constants)
    assert result.exit_code == 1 and "small.py: FAIL: rejects 1 of 2 inputs" in result.output


def test_a_solution_from_outside_the_package_is_not_rewritten(constants, tmp_path):
    outside = tmp_path / "mine.py"
    outside.write_text(ADDS)
    result = run_cli("run", constants, outside)
    assert result.exit_code == 1 and "RE" in result.output, result.output


def test_included_files_get_their_constants(tmp_path):
    folder = package(
        tmp_path / "included",
        **{
            "include/python3/extra.py": "ADD = {{add}}\n",
            "submissions/accepted/adds.py": "import extra\nprint(int(input()) + extra.ADD)\n",
        },
    )
    result = run_cli("run", folder, folder / "submissions/accepted/adds.py")
    assert result.exit_code == 0 and "2/2 passed" in result.output, result.output

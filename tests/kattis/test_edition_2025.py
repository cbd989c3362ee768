"""The 2025-09 edition read: its own checks, constants in test_group.yaml, submissions.yaml
choosing the submissions that compute the time limit, file writing allowed. Its cases' args
and .files: test_case_input.py; constants in programs: test_program_constants.py; static
validation: test_static_validation.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import JudgeError
from judge.kattis.package import load_package
from support import run_cli

YAML = (
    "problem_format_version: 2025-09\nname: Add one\nuuid: 0b7e9b2a-0000-4000-8000-000000000001\n"
)


def package(folder: Path, yaml_text: str = YAML, **extra: str) -> Path:
    files = {
        "problem.yaml": yaml_text,
        "data/sample/1.in": "1\n",
        "data/sample/1.ans": "2\n",
        "data/secret/1.in": "41\n",
        "data/secret/1.ans": "42\n",
        "submissions/accepted/fast.py": "print(int(input()) + 1)\n",
        **extra,
    }
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return folder


def test_read_as_2025_09_with_constants_in_test_group_yaml(tmp_path):
    folder = package(
        tmp_path / "addone",
        YAML + "limits: {time_limit: 2}\nconstants: {tol: {value: 0.001, tex: '10^{-3}'}}\n",
        **{
            "data/secret/test_group.yaml": "output_validator_args: [float_tolerance, '{{tol}}']\n",
            "data/secret/1.ans": "42.0001\n",  # right only within the tolerance
        },
    )
    problem = load_package(folder)
    assert str(problem.format) == "2025-09" and problem.refusal is None
    secret = [c for c in problem.cases() if not c.sample]
    assert secret[0].checker_args == ("float_tolerance", "0.001")
    result = run_cli("run", folder, folder / "submissions/accepted/fast.py")
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize(
    "yaml_text, message",
    [
        ("problem_format_version: 2025-09\nname: A\n", "uuid is required"),
        (YAML + "limits: {time_limit: 1.5}\n", "whole number of limits.time_resolution"),
        (YAML + "constants: {1x: 5}\n", "constants must be a map from names"),
    ],
)
def test_own_checks_are_plain_errors(tmp_path, yaml_text, message):
    folder = package(tmp_path / "addone", yaml_text)
    with pytest.raises(JudgeError, match=message):
        load_package(folder)


# Creates a file in its working folder, changes it, reads it back and deletes it; prints 3
# when the folder was not empty (a file left by an earlier case's run).
WRITES = (
    "import os\n"
    "left = os.listdir('.')\n"
    "with open('scratch.txt', 'w') as f:\n"
    "    f.write('1')\n"
    "with open('scratch.txt', 'a') as f:\n"
    "    f.write('1')\n"
    "with open('scratch.txt') as f:\n"
    "    n = int(input()) + int(f.read()) - 10\n"
    "os.remove('scratch.txt')\n"
    "print(3 if left else n)\n"
)


@pytest.mark.parametrize("isolate", [False, True])
def test_allow_file_writing_lets_a_submission_write_in_its_own_folder(tmp_path, isolate, request):
    """allow_file_writing: true, judged as it says: the submission creates, changes and deletes
    files in its working folder, which is its run's own (empty at each case's start)."""
    if isolate:
        request.getfixturevalue("isolation_works")
    folder = package(
        tmp_path / "writes",
        YAML + "limits: {time_limit: 1}\nallow_file_writing: true\n",
        **{"submissions/accepted/writes.py": WRITES},
    )
    result = run_cli(
        "run",
        folder,
        folder / "submissions/accepted/writes.py",
        *(["--isolate"] if isolate else []),
    )
    assert result.exit_code == 0 and "2/2 passed" in result.output, result.output


def test_included_files_are_judged_no_more_refused(tmp_path):
    folder = package(
        tmp_path / "addone",
        YAML + "limits: {time_limit: 1}\n",
        **{"include/default/header.h": "int x;\n"},
    )
    result = run_cli("run", folder, folder / "submissions/accepted/fast.py")
    assert result.exit_code == 0 and "AC" in result.output, result.output


def test_submissions_yaml_sets_which_submissions_compute_the_limit(tmp_path):
    folder = package(tmp_path / "addone", **{"submissions/submissions.yaml": "accepted: {}\n"})
    result = run_cli("run", folder, folder / "submissions/accepted/fast.py")
    assert result.exit_code == 0, result.output
    assert "slowest submission lower-bounding it (submissions.yaml) accepted/fast.py" in (
        result.output
    )
    opted_out = package(
        tmp_path / "optedout",
        **{"submissions/submissions.yaml": "accepted:\n  use_for_time_limit: false\n"},
    )
    result = run_cli("run", opted_out, opted_out / "submissions/accepted/fast.py")
    assert result.exit_code == 2 and "no submission that submissions.yaml uses" in result.output
    given = run_cli(
        "run", opted_out, opted_out / "submissions/accepted/fast.py", "--time-limit", "1"
    )
    assert given.exit_code == 0, given.output
    unmet = package(
        tmp_path / "unmet", **{"submissions/submissions.yaml": "accepted:\n  permitted: [WA]\n"}
    )
    result = run_cli("run", unmet, unmet / "submissions/accepted/fast.py")
    assert result.exit_code == 2 and "no submission that submissions.yaml uses" in result.output
    assert (
        "accepted/fast.py: does not meet submissions.yaml: AC on sample/1, permitted WA (accepted)"
    ) in result.output

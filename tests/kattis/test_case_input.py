"""A 2025-09 case's input besides its .in: the `args` its submission is run with (from
test_group.yaml, inherited, or the case's own .yaml) and its `.files` copied into the
submission's working folder. A submission is AC only if it got them; one ignoring them is WA;
a `.files` link, or a case's argument naming another case's files, gets the submission nothing
of another case."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from isolation_support import isolation_works  # noqa: F401  (a fixture)
from judge.errors import JudgeError
from judge.kattis.package import load_package
from support import run_cli

YAML = (
    "problem_format_version: 2025-09\nname: Add\nuuid: 0b7e9b2a-0000-4000-8000-000000000003\n"
    "limits: {time_limit: 2}\n"
)
# Adds its arguments to the number it reads; adds the number in add.txt when it finds one.
USES_BOTH = (
    "import os, sys\n"
    "n = int(input()) + sum(int(a) for a in sys.argv[1:])\n"
    "if os.path.exists('add.txt'):\n"
    "    n += int(open('add.txt').read())\n"
    "print(n)\n"
)
IGNORES_THEM = "print(int(input()))\n"


def package(folder: Path, **files: str) -> Path:
    for name, text in {"problem.yaml": YAML, **files}.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return folder


def judged(folder: Path, source: str, *options: str):
    solution = folder.parent / "solution.py"
    solution.write_text(source)
    return run_cli("run", folder, solution, *options)


@pytest.fixture
def with_args(tmp_path: Path) -> Path:
    """sample/1 gets its group's args (data/test_group.yaml: 2), secret/1 its own (2 and 10),
    secret/2 the secret group's (100)."""
    return package(
        tmp_path / "args",
        **{
            "data/test_group.yaml": "args: ['2']\n",
            "data/sample/1.in": "1\n",
            "data/sample/1.ans": "3\n",
            "data/secret/test_group.yaml": "args: ['100']\n",
            "data/secret/1.in": "5\n",
            "data/secret/1.ans": "17\n",
            "data/secret/1.yaml": "args: ['2', '10']\n",
            "data/secret/2.in": "5\n",
            "data/secret/2.ans": "105\n",
            "submissions/accepted/add.py": USES_BOTH,
        },
    )


def test_args_reach_the_submission_per_case(with_args):
    result = judged(with_args, USES_BOTH)
    assert result.exit_code == 0 and "3/3 passed" in result.output, result.output
    assert judged(with_args, IGNORES_THEM).exit_code == 1
    problem = load_package(with_args)
    assert [c.staging.args for c in problem.cases()] == [("2",), ("2", "10"), ("100",)]


def test_verify_judges_the_submissions_with_their_args(with_args):
    package(with_args, **{"submissions/wrong_answer/ignores.py": IGNORES_THEM})
    result = run_cli("verify", with_args)
    assert result.exit_code == 0 and "PASS" in result.output, result.output


def test_args_must_be_a_sequence_of_strings(with_args):
    package(with_args, **{"data/secret/1.yaml": "args: 2 10\n"})
    with pytest.raises(JudgeError, match=r"1\.yaml: args must be a sequence of strings"):
        load_package(with_args).cases()


@pytest.fixture
def with_files(tmp_path: Path) -> Path:
    """secret/1 has add.txt (30) in its .files folder; the sample has none."""
    return package(
        tmp_path / "files",
        **{
            "data/sample/1.in": "1\n",
            "data/sample/1.ans": "1\n",
            "data/secret/1.in": "12\n",
            "data/secret/1.ans": "42\n",
            "data/secret/1.files/add.txt": "30\n",
            "submissions/accepted/add.py": USES_BOTH,
        },
    )


def test_files_are_in_the_working_folder_of_their_case_only(with_files):
    result = judged(with_files, USES_BOTH)
    assert result.exit_code == 0 and "2/2 passed" in result.output, result.output
    assert judged(with_files, IGNORES_THEM).exit_code == 1


@pytest.mark.usefixtures("isolation_works")
def test_files_and_args_isolated(with_files):
    package(with_files, **{"data/secret/1.yaml": "args: ['0']\n"})
    result = judged(with_files, USES_BOTH, "--isolate")
    assert result.exit_code == 0 and "2/2 passed" in result.output, result.output


def test_a_link_in_files_is_refused_naming_it(with_files):
    inside = with_files / "data" / "secret" / "1.files" / "peek.txt"
    os.symlink(with_files / "data" / "secret" / "1.ans", inside)  # another file of the package
    result = judged(with_files, USES_BOTH)
    assert result.exit_code == 2 and "1.files/peek.txt: a link in a case's .files" in (
        result.output
    ), result.output
    assert "Traceback" not in result.output


def test_a_files_link_out_of_the_package_is_refused(with_files, tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("30\n")
    os.symlink(secret, with_files / "data" / "secret" / "1.files" / "add2.txt")
    result = judged(with_files, USES_BOTH)
    assert result.exit_code == 2 and "add2.txt" in result.output, result.output
    assert "Traceback" not in result.output


# Reads the file its first argument names, prints "leaked" when it can, else the sum.
PEEKS = (
    "import sys\n"
    "n = int(input())\n"
    "try:\n"
    "    open(sys.argv[1]).read()\n"
    "    print('leaked')\n"
    "except OSError:\n"
    "    print(n + 30)\n"
)


@pytest.mark.parametrize("isolate", [False, True])
def test_an_argument_naming_another_cases_files_reaches_nothing(tmp_path, isolate, request):
    if isolate:
        request.getfixturevalue("isolation_works")
    folder = package(
        tmp_path / "peek",
        **{
            "data/sample/1.in": "12\n",
            "data/sample/1.ans": "42\n",
            "data/sample/1.files/add.txt": "30\n",
            "data/sample/1.yaml": "args: ['missing.txt']\n",
            "data/secret/1.in": "12\n",
            "data/secret/1.ans": "42\n",
            "data/secret/1.yaml": "args: ['../1/add.txt']\n",  # the working folder before
            "data/secret/2.in": "12\n",
            "data/secret/2.ans": "42\n",
            "data/secret/2.yaml": "args: ['../sample/1.files/add.txt']\n",
        },
    )
    absolute = folder / "data" / "sample" / "1.files" / "add.txt"
    if isolate:  # a plain run reads the host's files: isolated, the package is not there
        package(folder, **{"data/secret/2.yaml": f"args: ['{absolute}']\n"})
    result = judged(folder, PEEKS, *(["--isolate"] if isolate else []))
    assert result.exit_code == 0 and "3/3 passed" in result.output, result.output


def test_input_validators_get_the_cases_args_and_files(tmp_path):
    validator = (
        "import sys\n"
        "n = input().strip()\n"
        "ok = sys.argv[1:] == ['--max', n] and open('add.txt').read().strip() == n\n"
        "sys.exit(42 if ok else 43)\n"
    )
    case = {"in": "7\n", "ans": "21\n", "yaml": "args: ['7']\n", "files/add.txt": "7\n"}
    files = {f"data/{group}/1.{k}": v for group in ("sample", "secret") for k, v in case.items()}
    folder = package(
        tmp_path / "validated",
        **files,
        **{
            "data/test_group.yaml": "input_validator_args: ['--max']\n",
            "input_validators/check.py": validator,
            "submissions/accepted/add.py": USES_BOTH,
        },
    )
    result = run_cli("verify", folder)
    assert result.exit_code == 0 and "check.py: PASS: accepts all 2 inputs" in result.output, (
        result.output
    )
    package(folder, **{"data/secret/1.yaml": "args: ['8']\n"})  # no more what its input says
    result = run_cli("verify", folder)
    assert result.exit_code == 1 and "rejects 1 of 2 inputs" in result.output, result.output


INTERACTOR = (
    "import sys\n"
    "print('go', flush=True)\n"
    "said = sys.stdin.readline().strip()\n"
    "sys.exit(42 if said == open(sys.argv[2]).read().strip() else 43)\n"
)
# Answers the interactor with the sum of its argument and the number in add.txt.
TALKS = "import sys\ninput()\nprint(int(sys.argv[1]) + int(open('add.txt').read()), flush=True)\n"


@pytest.mark.parametrize("isolate", [False, True])
def test_an_interactive_case_gets_its_args_and_files(tmp_path, isolate, request):
    if isolate:
        request.getfixturevalue("isolation_works")
    case = {"in": "\n", "ans": "12\n", "yaml": "args: ['5']\n", "files/add.txt": "7\n"}
    files = {f"data/{group}/1.{k}": v for group in ("sample", "secret") for k, v in case.items()}
    folder = package(
        tmp_path / "interactive",
        **files,
        **{
            "problem.yaml": YAML + "type: interactive\n",
            "output_validator/interactor.py": INTERACTOR,
        },
    )
    result = judged(folder, TALKS, *(["--isolate"] if isolate else []))
    assert result.exit_code == 0 and "2/2 passed" in result.output, result.output


def test_a_cases_own_input_validator_args_replace_its_groups(tmp_path):
    """2025-09: a case's .yaml may give its own input_validator_args (a sequence for every
    validator, or a map by validator name: those it leaves out get none), in place of its
    group's; the validator sees them, and a shape the spec does not allow is one message."""
    validator = (
        "import sys\n"
        "limit = int(sys.argv[2]) if sys.argv[1:2] == ['--max'] else 10\n"
        "sys.exit(42 if int(input()) <= limit else 43)\n"
    )
    folder = package(
        tmp_path / "percase",
        **{
            "data/sample/1.in": "7\n",
            "data/sample/1.ans": "21\n",
            "data/secret/1.in": "500\n",  # above the group's --max 100: its own says 1000
            "data/secret/1.ans": "1500\n",
            "data/secret/1.yaml": "input_validator_args: ['--max', '1000']\n",
            "data/secret/2.in": "50\n",
            "data/secret/2.ans": "150\n",
            "data/secret/test_group.yaml": "input_validator_args: ['--max', '100']\n",
            "input_validators/check.py": validator,
            "submissions/accepted/triple.py": "print(3 * int(input()))\n",
        },
    )
    result = run_cli("verify", folder)
    assert result.exit_code == 0 and "check.py: PASS: accepts all 3 inputs" in result.output, (
        result.output
    )
    # a map by name: check.py is not named, so it runs without arguments (at most 10)
    package(folder, **{"data/secret/1.yaml": "input_validator_args: {other: ['--max', '1000']}\n"})
    result = run_cli("verify", folder)
    assert result.exit_code == 1 and "rejects 1 of 3 inputs" in result.output, result.output
    assert "secret/1" in result.output
    package(folder, **{"data/secret/1.yaml": "input_validator_args: {check: ['--max', '1000']}\n"})
    assert run_cli("verify", folder).exit_code == 0
    package(folder, **{"data/secret/1.yaml": "input_validator_args: 5\n"})
    result = run_cli("verify", folder)
    assert result.exit_code != 0 and "Traceback" not in result.output
    assert "1.yaml: input_validator_args must be a sequence of strings" in result.output

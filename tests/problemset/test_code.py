"""A problem's own code: loaded once per problem, and bounded in time with a plain error."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from judge.errors import JudgeError
from judge.problemset.code import ProblemCode
from judge.problemset.problem import load_problem
from support import run_cli


def _append(path: Path, code: str) -> None:
    path.write_text(path.read_text() + "\n\n" + code)


def test_generator_and_validator_are_imported_once_per_problem(setter_root, tmp_path):
    counter = tmp_path / "imports"
    folder = setter_root / "problems" / "bashgame"
    for name in ("generator.py", "validator.py"):
        _append(
            folder / name,
            f"with open({str(counter)!r}, 'a') as _f:\n    _f.write({name!r} + '\\n')\n",
        )
    problem = load_problem(setter_root, "bashgame")
    for k in range(1, 20):
        text = problem.code.make_input(0, k, "small", "a test")
        assert problem.code.rejection(text) is None
    assert problem.code.can_shrink and problem.code.shrink(text)
    assert counter.read_text().split() == ["generator.py", "validator.py"]


@pytest.mark.parametrize(
    "file, code, call, message",
    [
        (
            "generator.py",
            "def generate(rng, size):\n    while True:\n        pass\n",
            lambda c: c.make_input(0, 1, "small", "a test"),
            "problems/bashgame/generator.py: generate() did not return within 0.3 s",
        ),
        (
            "validator.py",
            "def validate(text):\n    while True:\n        pass\n",
            lambda c: c.rejection("1\n1 1\n"),
            "problems/bashgame/validator.py: validate() did not return within 0.3 s",
        ),
        (
            "generator.py",
            "def shrink(text):\n    while True:\n        yield text\n",
            lambda c: c.shrink("1\n1 1\n"),
            "problems/bashgame/generator.py: shrink() did not return within 0.3 s",
        ),
    ],
)
def test_a_looping_function_is_a_plain_error_naming_file_and_function(
    setter_root, file, code, call, message
):
    _append(setter_root / "problems" / "bashgame" / file, code)
    problem = load_problem(setter_root, "bashgame")
    with pytest.raises(JudgeError) as caught:
        call(ProblemCode(problem, time_limit=0.3))
    assert str(caught.value).startswith(message)
    # The loop was stopped, not left spinning beside the judge.
    assert not [t for t in threading.enumerate() if t.name.startswith("problems/bashgame")]


def test_a_looping_checker_is_a_plain_error(setter_root):
    folder = setter_root / "problems" / "bashgame"
    (folder / "checker.py").write_text(
        "def check(input, expected, output):\n    while True:\n        pass\n"
    )
    yaml = folder / "problem.yaml"
    yaml.write_text(yaml.read_text().replace("checker: hdu", "checker: custom"))
    problem = load_problem(setter_root, "bashgame")
    checker = ProblemCode(problem, time_limit=0.3).checker
    with pytest.raises(
        JudgeError,
        match=r"problems/bashgame/checker.py: check\(\) did not return "
        r"within 0.3 s",
    ):
        checker("1\n1 1\n", "first\n", "first\n")


def test_checker_options_the_checker_does_not_take_are_a_plain_data_error(root_copy):
    path = root_copy / "problems" / "aplusb" / "problem.yaml"
    path.write_text(path.read_text() + "checker_options: {abs: 0.001}\n")
    result = run_cli("run", "aplusb", root=root_copy)
    assert result.exit_code == 2
    assert result.output == (
        f"judge: error: {path}: checker_options: checker 'hdu' has no option "
        "'abs' (it takes no options)\n"
    )

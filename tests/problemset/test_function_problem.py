"""A function problem in our own format: the problem folder's include/<code>/ (a grader with
its main) is laid out beside each solution of that language and built with it, in plain and
isolated runs and in contests, and exported into the Kattis package's include/."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import FIXTURES
from judge.formats.registry import problem_at
from support import run_cli

SET = FIXTURES / "function"
RIGHT = "bool first_wins(long long n, long long m) { return n % (m + 1) != 0; }\n"
WRONG = "bool first_wins(long long n, long long m) { return n % m != 0; }\n"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    target = tmp_path / "set"
    shutil.copytree(SET, target)
    (target / "mine.cpp").write_text(RIGHT)
    (target / "wrong.cpp").write_text(WRONG)
    return target


def test_the_function_alone_is_judged_with_the_problem_s_grader(root):
    reference = run_cli("run", "bashfn", root=root)  # solution.py: the function in Python
    assert reference.exit_code == 0, reference.output
    assert "AC  4/4 passed" in reference.output
    for isolate in ([], ["--isolate"]):
        mine = run_cli("run", "bashfn", str(root / "mine.cpp"), *isolate, root=root)
        assert mine.exit_code == 0 and "AC  4/4 passed" in mine.output, mine.output
    wrong = run_cli("run", "bashfn", str(root / "wrong.cpp"), root=root)
    assert wrong.exit_code == 1 and "WA" in wrong.output, wrong.output


def test_a_contest_judges_a_function_problem(root):
    made = run_cli(
        "contest", "new", "c1", "--problems", "bashfn", "--duration", "1:00:00", root=root
    )
    assert made.exit_code == 0, made.output
    assert run_cli("contest", "start", "c1", "--as", "me", root=root).exit_code == 0
    right = run_cli("contest", "submit", "c1", "A", str(root / "mine.cpp"), root=root)
    assert right.exit_code == 0 and right.output.splitlines()[0].endswith(": AC"), right.output
    wrong = run_cli("contest", "submit", "c1", "A", str(root / "wrong.cpp"), root=root)
    assert wrong.exit_code == 1 and "WA on case 1 of 4" in wrong.output, wrong.output


@pytest.mark.parametrize("fmt", ["legacy", "2023-07", "2025-09"])
def test_the_export_carries_the_grader_and_judges_the_same(root, tmp_path, fmt, cache_dir):
    out = tmp_path / "out"
    exported = run_cli("export", "bashfn", str(out), "--format", fmt, root=root)
    assert exported.exit_code == 0, exported.output
    package = out / "bashfn"
    for code, name in (("cpp", "grader.cpp"), ("python3", "main.py")):
        assert (package / "include" / code / name).read_bytes() == (
            SET / "problems" / "bashfn" / "include" / code / name
        ).read_bytes()
    assert problem_at(package, cache_dir).included is not None
    mine = run_cli("run", str(package), str(root / "mine.cpp"), root=root)
    assert mine.exit_code == 0 and "AC  4/4 passed" in mine.output, mine.output


def test_files_for_every_language_have_no_place_in_a_legacy_package(root, tmp_path):
    default = root / "problems" / "bashfn" / "include" / "default"
    default.mkdir()
    (default / "notes.txt").write_text("for every language\n")
    refused = run_cli("export", "bashfn", str(tmp_path / "out"), "--format", "legacy", root=root)
    assert refused.exit_code == 2
    assert "include/default: the legacy format has no include/default/" in refused.output
    assert "--format 2023-07" in refused.output
    kept = run_cli("export", "bashfn", str(tmp_path / "out"), "--format", "2023-07", root=root)
    assert kept.exit_code == 0, kept.output
    assert (tmp_path / "out" / "bashfn" / "include" / "default" / "notes.txt").is_file()

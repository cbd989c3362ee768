"""The checks every change passes: ruff's lint and format, and mypy, on the judge package, its
tests and its benchmarks (configured in pyproject.toml; .pre-commit-config.yaml runs the same before a commit), with
the linters' versions pinned in one place."""

from __future__ import annotations

import re
import subprocess
import sys
from importlib.metadata import version

import pytest

from conftest import REPO

LINTERS = ("ruff", "mypy")
CHECKED = ["judge", "tests", "bench"]


@pytest.mark.parametrize(
    "command",
    [
        [sys.executable, "-m", "ruff", "check", "--no-cache", *CHECKED],
        [sys.executable, "-m", "ruff", "format", "--check", "--no-cache", *CHECKED],
        [sys.executable, "-m", "mypy"],
    ],
    ids=["ruff-check", "ruff-format", "mypy"],
)
def test_the_package_its_tests_and_benchmarks_pass(command: list[str]) -> None:
    ran = subprocess.run(command, cwd=REPO, capture_output=True, text=True)
    assert ran.returncode == 0, ran.stdout + ran.stderr


def pins(text: str) -> dict[str, str]:
    """The exact pins (``name==version``) written in a file."""
    return dict(re.findall(r"[\"']([A-Za-z0-9_.-]+)==([^\"';\s]+)[\"']", text))


@pytest.mark.parametrize("linter", LINTERS)
def test_the_linters_run_as_pinned(linter: str) -> None:
    """A new release of a linter must not change the verdict on the same tree: its version is
    pinned exactly, the installed one is that one, and pre-commit's is the same."""
    pinned = pins((REPO / "pyproject.toml").read_text()).get(linter)
    assert pinned, f"pyproject.toml's test extra does not pin {linter} (write {linter}==X.Y.Z)"
    assert version(linter) == pinned, (
        f"{linter} {version(linter)} is installed, pyproject.toml pins {pinned}: "
        "python3 -m pip install -e '.[test]'"
    )
    hooks = pins((REPO / ".pre-commit-config.yaml").read_text())
    assert hooks.get(linter, pinned) == pinned, (
        f".pre-commit-config.yaml runs {linter} {hooks[linter]}"
    )

"""The checks every change passes: ruff's lint and format, and mypy, on the judge package
(configured in pyproject.toml; .pre-commit-config.yaml runs the same before a commit)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from conftest import REPO


@pytest.mark.parametrize(
    "command",
    [
        [sys.executable, "-m", "ruff", "check", "--no-cache", "judge"],
        [sys.executable, "-m", "ruff", "format", "--check", "--no-cache", "judge"],
        [sys.executable, "-m", "mypy"],
    ],
    ids=["ruff-check", "ruff-format", "mypy"],
)
def test_the_package_passes(command: list[str]):
    ran = subprocess.run(command, cwd=REPO, capture_output=True, text=True)
    assert ran.returncode == 0, ran.stdout + ran.stderr

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from judge.problem import load_problem
from judge.sandbox import default_cache_dir, helper_path

TESTS = Path(__file__).parent
FIXTURES = TESTS / "fixtures"
PROGRAMS = TESTS / "programs"
REPO = TESTS.parent


@pytest.fixture(scope="session")
def cache_dir() -> Path:
    return default_cache_dir()


@pytest.fixture(scope="session")
def helper(cache_dir: Path) -> Path:
    return helper_path(cache_dir)


@pytest.fixture(scope="session")
def aplusb():
    return load_problem(FIXTURES, "aplusb")


@pytest.fixture
def root_copy(tmp_path: Path) -> Path:
    """A writable copy of the fixture problem set, to break on purpose."""
    target = tmp_path / "root"
    shutil.copytree(FIXTURES, target)
    return target

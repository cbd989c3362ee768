from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

TESTS = Path(__file__).parent
FIXTURES = TESTS / "fixtures"
PROGRAMS = TESTS / "programs"
REPO = TESTS.parent


@pytest.fixture(scope="session", autouse=True)
def cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A cache of compiled helpers and binaries of this test session only: the suite never
    reads or writes the user's ~/.cache/judge, and every command it runs (in-process or as a
    subprocess) sees the same JUDGE_CACHE."""
    path = tmp_path_factory.mktemp("judge-cache")
    previous = os.environ.get("JUDGE_CACHE")
    os.environ["JUDGE_CACHE"] = str(path)
    yield path
    if previous is None:
        os.environ.pop("JUDGE_CACHE", None)
    else:
        os.environ["JUDGE_CACHE"] = previous


@pytest.fixture(scope="session")
def helper(cache_dir: Path) -> Path:
    from judge.run.sandbox import helper_path

    return helper_path(cache_dir)


@pytest.fixture(scope="session")
def aplusb():
    from judge.problemset.problem import load_problem

    return load_problem(FIXTURES, "aplusb")


@pytest.fixture
def root_copy(tmp_path: Path) -> Path:
    """A writable copy of the fixture problem set, to break on purpose."""
    target = tmp_path / "root"
    shutil.copytree(FIXTURES, target)
    return target

"""`judge init DIR`'s copy: the whole set, the user's own files, never over anything."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from conftest import FIXTURES
from judge.errors import JudgeError
from judge.problemset.layout import find_root, problem_ids
from judge.problemset.workcopy import copy_set


def read_only_set(tmp_path: Path) -> Path:
    """A set laid out as site-packages has it: read-only files, folders, bytecode beside."""
    root = tmp_path / "installed"
    (root / "problems" / "p" / "__pycache__").mkdir(parents=True)
    (root / "problems" / "p" / "problem.yaml").write_text("title: P\n")
    (root / "problems" / "p" / "__pycache__" / "gen.cpython-311.pyc").write_bytes(b"\0")
    (root / "solutions" / "p" / "brute").mkdir(parents=True)
    (root / "solutions" / "p" / "brute" / "brute.py").write_text("print(1)\n")
    (root / "testdata" / "p").mkdir(parents=True)
    (root / "testdata" / "p" / "max.yaml").write_text("[]\n")
    for path in sorted(root.rglob("*"), reverse=True):
        path.chmod(0o555 if path.is_dir() else 0o444)
    return root


def test_the_copy_is_a_set_of_ones_own(tmp_path: Path) -> None:
    source = read_only_set(tmp_path)
    copy = tmp_path / "new" / "gt"
    assert copy_set(source, copy) == 1
    assert find_root(start=copy / "problems" / "p") == copy.resolve()
    assert (copy / "solutions" / "p" / "brute" / "brute.py").read_text() == "print(1)\n"
    assert (copy / "testdata" / "p" / "max.yaml").is_file()
    assert not list(copy.rglob("__pycache__"))
    for path in copy.rglob("*"):
        assert path.stat().st_mode & stat.S_IWUSR, f"{path} is not writable by its owner"


def test_the_fixture_set_copies_whole(tmp_path: Path) -> None:
    assert copy_set(FIXTURES, tmp_path / "copy") == len(problem_ids(FIXTURES))
    assert problem_ids(tmp_path / "copy") == problem_ids(FIXTURES)


def test_an_empty_folder_is_fine_and_a_full_one_refused(tmp_path: Path) -> None:
    source = read_only_set(tmp_path)
    empty = tmp_path / "empty"
    empty.mkdir()
    assert copy_set(source, empty) == 1
    with pytest.raises(JudgeError, match="not empty"):
        copy_set(source, empty)
    (tmp_path / "file").write_text("")
    with pytest.raises(JudgeError, match="not a folder"):
        copy_set(source, tmp_path / "file")

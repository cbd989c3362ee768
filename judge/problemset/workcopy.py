"""`judge init DIR`: a copy of a problem set to work in, made from the one judge uses (the set
installed with judge, which is read-only, most of all)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from judge.errors import JudgeError
from judge.problemset.layout import problem_ids

SET_FOLDERS = ("problems", "solutions", "testdata")
"""What a problem set is: its problems, their solutions (references, brute forces, the planted
wrong ones `judge verify` checks) and the generated test data."""


def copy_set(root: Path, destination: Path) -> int:
    """Copy the problem set at `root` into `destination` (made if missing; an empty folder
    otherwise, or a plain error); the number of problems copied."""
    destination = destination.expanduser()
    _check_destination(destination)
    for folder in SET_FOLDERS:
        if (root / folder).is_dir():
            try:
                _copy_tree(root / folder, destination / folder)
            except OSError as exc:
                raise JudgeError(
                    f"{destination / folder}: cannot copy the set there: {exc}"
                ) from None
    destination.mkdir(parents=True, exist_ok=True)
    return len(problem_ids(destination)) if (destination / "problems").is_dir() else 0


def _copy_tree(source: Path, target: Path) -> None:
    """The files of `source` under `target`, as new files of the user's: their modes from the
    umask, not from site-packages, whose copies may be read-only. Bytecode is left behind: it
    is rebuilt where it runs."""
    for folder, subfolders, files in os.walk(source):
        subfolders[:] = sorted(name for name in subfolders if name != "__pycache__")
        here = target / Path(folder).relative_to(source)
        here.mkdir(parents=True, exist_ok=True)
        for name in sorted(files):
            if not name.endswith(".pyc"):
                shutil.copyfile(Path(folder) / name, here / name)


def _check_destination(destination: Path) -> None:
    if destination.is_dir():
        if any(os.scandir(destination)):
            raise JudgeError(
                f"{destination}: not empty; judge init copies the problem set into a new or "
                "empty folder"
            )
    elif destination.exists():
        raise JudgeError(f"{destination}: not a folder")

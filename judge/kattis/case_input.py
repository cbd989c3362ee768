"""A 2025-09 case's input besides its `.in` (the spec's "Input"): the `args` its submission is
run with, and the files of its `.files` folder copied into the submission's working folder.

`args` is a sequence of strings, in test_group.yaml (inherited by the group's cases and its
subgroups, which may set their own) or in the case's own `.yaml` (which replaces its group's).
A `.files` folder holds folders and regular files only: a link, even one inside the package,
is refused naming it, since the submission must find only its own case's data there. What the
run makes of them is judge.run.staging's.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from judge.errors import JudgeError
from judge.package_tree import CASE_LIMIT
from judge.run.staging import Staging


def submission_args(settings: Mapping[str, Any], where: Path) -> tuple[str, ...]:
    """The `args` of `settings` (read from `where`), checked: a sequence of strings."""
    value = settings.get("args")
    if value is None:
        return ()
    if not isinstance(value, list) or not all(
        isinstance(v, (str, int, float)) and not isinstance(v, bool) for v in value
    ):
        raise JudgeError(
            f"{where}: args must be a sequence of strings (the submission's arguments)"
        )
    args = tuple(str(v) for v in value)
    if any("\0" in arg for arg in args):
        raise JudgeError(f"{where}: args: an argument cannot hold a NUL character")
    return args


def case_staging(
    entry: Path, group: Mapping[str, Any], group_file: Path, own: Mapping[str, Any] | None
) -> Staging:
    """The staging of the case whose input is `entry`: its own `.yaml`'s `args` (`own`, None
    when it has none) or else its group's (`group`, merged, read from `group_file`), and its
    `.files` folder when there is one (checked: `files_folder`)."""
    if own is not None and own.get("args") is not None:
        args = submission_args(own, entry.with_suffix(".yaml"))
    else:
        args = submission_args(group, group_file)
    folder = entry.with_suffix(".files")
    return Staging(args, files_folder(folder) if folder.is_dir() else None)


def files_folder(folder: Path) -> Path:
    """`folder` (a case's `.files`) when it holds only folders and regular files of at most
    package_tree.CASE_LIMIT bytes in all; a JudgeError naming the first entry that is not."""
    if folder.is_symlink():
        raise JudgeError(f"{folder}: a link, not a folder: a case's files must be its own")
    total = 0
    for base, subfolders, names in os.walk(folder):
        for name in sorted(subfolders) + sorted(names):
            path = Path(base) / name
            mode = os.lstat(path).st_mode
            if stat.S_ISLNK(mode):
                raise JudgeError(
                    f"{path}: a link in a case's .files folder: the submission gets the "
                    "case's own files only (copy the file there instead)"
                )
            if not (stat.S_ISDIR(mode) or stat.S_ISREG(mode)):
                raise JudgeError(f"{path}: neither a folder nor a regular file")
            if stat.S_ISREG(mode):
                total += os.lstat(path).st_size
    if total > CASE_LIMIT:
        raise JudgeError(
            f"{folder}: its files hold {total} bytes, more than a case may ({CASE_LIMIT})"
        )
    return folder

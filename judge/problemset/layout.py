"""Where things are in a problem set: its root folder, and the problems in it.

Kept apart from problem.py (which parses YAML into dataclasses) so that commands needing only
the ids, such as a cached `judge list`, start quickly.
"""

from __future__ import annotations

from pathlib import Path

from judge.errors import JudgeError


def find_root(explicit: str | None = None, start: Path | None = None) -> Path:
    """The folder holding `problems/`: `explicit` (from --root or JUDGE_ROOT) if given, else the
    current directory or its nearest parent that has one, the way git finds its repository."""
    if explicit:
        root = Path(explicit).expanduser()
        if not (root / "problems").is_dir():
            raise JudgeError(f"{root}: no problems/ folder there (given by --root or JUDGE_ROOT)")
        return root.resolve()
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if (folder / "problems").is_dir():
            return folder
    raise JudgeError(
        f"no problems/ folder in {here} or any parent; "
        "run judge inside the problem set or pass --root DIR"
    )


def problem_ids(root: Path) -> list[str]:
    """Ids of every problem folder (one holding problem.yaml), sorted."""
    base = root / "problems"
    return sorted(p.name for p in base.iterdir() if (p / "problem.yaml").is_file())

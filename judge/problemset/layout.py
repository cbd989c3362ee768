"""Where things are in a problem set: its root folder, and the problems in it.

Kept apart from problem.py (which parses YAML into dataclasses) so that commands needing only
the ids, such as a cached `judge list`, start quickly.
"""

from __future__ import annotations

from pathlib import Path

from judge.errors import JudgeError

BUNDLED = Path(__file__).resolve().parent / "bundled"
"""The problem set installed with judge, as data of the package (pyproject.toml and setup.py
map problems/, solutions/ and testdata/ there). Read-only: site-packages is not the learner's."""

SHIPPED = (BUNDLED, BUNDLED.parents[2])
"""Where the set that came with judge may be, in order: installed as the package's data, or,
for judge run from its own source tree (an editable install), that tree's problems/ beside
judge/ itself."""


def find_root(explicit: str | None = None, start: Path | None = None) -> Path:
    """The folder holding `problems/`: `explicit` (from --root or JUDGE_ROOT) if given, else the
    current directory or its nearest parent that has one, the way git finds its repository,
    else the set that came with judge (`shipped_root`)."""
    if explicit:
        root = Path(explicit).expanduser()
        if not (root / "problems").is_dir():
            raise JudgeError(f"{root}: no problems/ folder there (given by --root or JUDGE_ROOT)")
        return root.resolve()
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if (folder / "problems").is_dir():
            return folder
    shipped = shipped_root()
    if shipped is not None:
        return shipped
    raise JudgeError(
        f"no problems/ folder in {here} or any parent, and none installed with judge; "
        "run judge inside the problem set or pass --root DIR"
    )


def shipped_root() -> Path | None:
    """The root of the problem set that came with judge, or None when it has none."""
    for folder in SHIPPED:
        if (folder / "problems").is_dir():
            return folder
    return None


def is_installed(root: Path) -> bool:
    """Whether `root` is the set installed as judge's package data (read-only)."""
    return root.resolve() == BUNDLED


def shipped_note(root: Path, start: Path | None = None) -> str | None:
    """What to tell a user judging the set that came with judge from a folder outside it (the
    current one, or `start`); None for any other set, and inside that one."""
    here = (start or Path.cwd()).resolve()
    if root != shipped_root() or root in (here, *here.parents):
        return None
    if is_installed(root):
        return (
            f"using the problem set installed with judge ({root}); "
            "`judge init DIR` copies it to a folder of your own to work in"
        )
    return f"using the problem set of judge's own source tree ({root})"


def check_writable(root: Path, command: str) -> None:
    """A plain error when `command` would write into the installed set, which is read-only."""
    if is_installed(root):
        raise JudgeError(
            f"{root}: the problem set installed with judge is read-only, so {command} cannot "
            "write there; `judge init DIR` copies it to a folder of your own, then run "
            f"{command} there (cd DIR)"
        )


def problem_ids(root: Path) -> list[str]:
    """Ids of every problem folder (one holding problem.yaml), sorted."""
    base = root / "problems"
    return sorted(p.name for p in base.iterdir() if (p / "problem.yaml").is_file())

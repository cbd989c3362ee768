"""The problem formats judge reads, and the one answer to "what is at this path".

`FORMATS` lists them, first claim first: a folder under a set's problems/ with judge's own
problem.yaml is ours before it could be taken for a Kattis package, a zip holding problem.xml is
a Polygon package before Kattis could take it (Kattis claims every zip), and a folder of plain
test pairs without a data/ folder is plain data before it could be. Each is a module defining
`FORMAT` (a `ProblemFormat`), loaded by name only when it is asked for, so that `judge run` of
one of our problems never loads the Kattis code (DESIGN.md, Start-up). Adding a format is
adding its module and a row here.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple, cast

from judge.errors import JudgeError
from judge.formats.protocol import AnyProblem, ProblemFormat


class FormatEntry(NamedTuple):
    """A format: its name (as its problems give it) and the module that defines `FORMAT`."""

    name: str
    module: str


FORMATS = (
    FormatEntry("judge", "judge.formats.own"),
    # Before Kattis, which claims every zip: a zip holding problem.xml is Polygon's.
    FormatEntry("polygon", "judge.formats.polygon"),
    # Before Kattis, which claims every folder with a problem.yaml and every zip: a folder of
    # test pairs without data/ is no Kattis package, though it may have a problem.yaml.
    FormatEntry("plain", "judge.formats.plain"),
    FormatEntry("kattis", "judge.formats.kattis"),
)


def format_named(name: str) -> ProblemFormat:
    """The format called `name` (its module loaded now if it was not)."""
    entry = next((e for e in FORMATS if e.name == name), None)
    if entry is None:
        raise JudgeError(f"unknown problem format {name!r} (known: {_names()})")
    return cast(ProblemFormat, importlib.import_module(entry.module).FORMAT)


def formats() -> Iterator[ProblemFormat]:
    """Every format, in the order they claim paths (each loaded as it comes)."""
    return (format_named(entry.name) for entry in FORMATS)


def format_of(problem: AnyProblem) -> ProblemFormat:
    """The format that reads `problem`."""
    return format_named(problem.format_name)


def format_at(path: Path) -> ProblemFormat | None:
    """The format of the problem at `path` (a folder or an archive), or None: nothing there is
    a problem."""
    return next((fmt for fmt in formats() if fmt.claims(path)), None)


def format_for(path: Path) -> ProblemFormat:
    """The format of the problem at `path`; a plain error naming what is missing when no
    format claims it."""
    fmt = format_at(path)
    if fmt is not None:
        return fmt
    if not path.exists():
        raise JudgeError(f"{path}: no such file or folder (a problem's folder or archive)")
    reasons = [reason for f in formats() if (reason := f.missing(path))]
    raise JudgeError("; ".join(reasons) or f"{path}: not a problem judge reads")


def problem_at(path: Path, cache_dir: Path) -> AnyProblem:
    """The problem at `path`, whatever its format (`format_for`)."""
    return format_for(path).load(path, cache_dir)


def argument_path(argument: str) -> Path | None:
    """The path a command's ID argument names, or None where it is a problem's id: a path has
    a separator, is `.` or `..`, or is a file or folder that exists."""
    path = Path(argument)
    if os.sep in argument or argument in (".", "..") or path.exists():
        return path
    return None


def _names() -> str:
    return ", ".join(entry.name for entry in FORMATS)

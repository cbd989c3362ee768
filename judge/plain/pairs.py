"""Finding a plain folder's tests: input files paired with answer files by name.

Two layouts, as the online judges export them: the files side by side (`1.in` with `1.out` or
`1.ans`, `data1.in` with `data1.out`), or an `input/` folder beside an `output/` folder whose
files pair by stem (`input/1.in` with `output/1.out`, or the same name in both). Tests are
judged in natural order: digits compare as numbers, so `2.in` comes before `10.in`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from judge.errors import JudgeError

INPUTS = (".in",)
ANSWERS = (".out", ".ans")  # the first one present is the answer
SUBFOLDERS = ("input", "output")
_DIGITS = re.compile(r"(\d+)")


@dataclass(frozen=True)
class Pair:
    """One test: its name (the input's stem), its input file and its answer file."""

    name: str
    input: Path
    answer: Path


def natural_key(name: str) -> tuple[tuple[int, int | str], ...]:
    """The sort key of a name in natural order (`2` before `10`, `data2` before `data10`)."""
    return tuple(
        (0, int(part)) if part.isdigit() else (1, part) for part in _DIGITS.split(name) if part
    )


def _files(folder: Path) -> list[Path]:
    try:
        return [path for path in folder.iterdir() if path.is_file()]
    except OSError as exc:
        raise JudgeError(f"{folder}: cannot list: {exc.strerror or exc}") from None


def _split_layout(folder: Path) -> bool:
    return all((folder / name).is_dir() for name in SUBFOLDERS)


def has_pairs(folder: Path) -> bool:
    """Whether `folder` holds at least one input file with its answer, in either layout
    (names only: nothing is read)."""
    if _split_layout(folder):
        inputs = {p.stem for p in _files(folder / "input")}
        return any(p.stem in inputs for p in _files(folder / "output"))
    names = {p.name for p in _files(folder)}
    return any(
        Path(name).stem + answer in names
        for name in names
        if Path(name).suffix in INPUTS
        for answer in ANSWERS
    )


def names_have_pairs(names: Iterable[str]) -> bool:
    """`has_pairs` for the member names of an archive (at its root or in one folder there)."""
    files = [Path(name) for name in names if not name.endswith("/")]
    by_folder: dict[Path, set[str]] = {}
    for path in files:
        by_folder.setdefault(path.parent, set()).add(path.name)
    for folder, here in by_folder.items():
        if any(Path(n).stem + a in here for n in here if Path(n).suffix in INPUTS for a in ANSWERS):
            return True
        if folder.name == "input":
            there = {Path(n).stem for n in by_folder.get(folder.parent / "output", set())}
            if any(Path(n).stem in there for n in here):
                return True
    return False


def find_pairs(folder: Path) -> list[Pair]:
    """Every test of `folder` in natural order; a JudgeError naming the first file that has
    no partner (an input without an answer, an answer without an input)."""
    if _split_layout(folder):
        pairs = _pair_split(folder / "input", folder / "output")
    else:
        pairs = _pair_beside(folder)
    if not pairs:
        raise JudgeError(
            f"{folder}: no tests (input files N.in with answers N.out or N.ans, or the folders "
            "input/ and output/)"
        )
    return sorted(pairs, key=lambda pair: natural_key(pair.name))


def _pair_beside(folder: Path) -> list[Pair]:
    files = {path.name: path for path in _files(folder)}
    pairs = []
    for path in sorted(files.values()):
        if path.suffix not in INPUTS:
            continue
        answer = next((files[path.stem + a] for a in ANSWERS if path.stem + a in files), None)
        if answer is None:
            raise JudgeError(
                f"{path}: an input without its answer ({' or '.join(path.stem + a for a in ANSWERS)})"
            )
        pairs.append(Pair(path.stem, path, answer))
    inputs = {path.stem for path in files.values() if path.suffix in INPUTS}
    for path in sorted(files.values()):
        if path.suffix in ANSWERS and path.stem not in inputs:
            raise JudgeError(f"{path}: an answer without its input ({path.stem}.in)")
    return pairs


def _pair_split(inputs: Path, outputs: Path) -> list[Pair]:
    answers = {path.stem: path for path in _files(outputs) if not path.name.startswith(".")}
    pairs = []
    for path in sorted(_files(inputs)):
        if path.name.startswith("."):
            continue
        answer = answers.pop(path.stem, None)
        if answer is None:
            raise JudgeError(
                f"{path}: an input without its answer (in {outputs}, named {path.stem}.*)"
            )
        pairs.append(Pair(path.stem, path, answer))
    if answers:
        extra = sorted(answers.values(), key=lambda p: natural_key(p.name))[0]
        raise JudgeError(
            f"{extra}: an answer without its input (in {inputs}, named {extra.stem}.*)"
        )
    return pairs

"""Test data written as a Kattis problem package (legacy format): problem.yaml with the name,
the memory limit and the default output validator's flags, `.timelimit`, and the tests in
data/sample/ and data/secret/, numbered in judging order (the format judges in lexicographic
order), their bytes as they are. Used for plain folders and for Polygon packages whose checker
the default validator can stand for."""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import yaml

from judge.errors import JudgeError


@dataclass(frozen=True)
class ExportedTest:
    """One test to write: its name, its input and answer files, and whether it is a sample."""

    name: str
    input: Path
    answer: Path
    sample: bool = False


@dataclass(frozen=True)
class PackageInfo:
    """What problem.yaml and .timelimit say: the package's folder name (`[a-z0-9]+`), its
    title, limits, the default validator's flags and a LaTeX statement if there is one."""

    name: str
    title: str
    time_limit: float
    memory_limit: float
    flags: tuple[str, ...] = ()
    statement_tex: str = ""


def package_name(text: str) -> str:
    """A package name from a problem's id: its lower-case letters and digits."""
    name = "".join(c for c in text.lower() if c.isascii() and c.isalnum())
    return name or "problem"


def write_package(info: PackageInfo, tests: Sequence[ExportedTest], out: Path) -> Path:
    """The package written as out/<name>/ (replacing it); its folder."""
    folder = out / info.name
    try:
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
        data: dict = {"name": info.title, "limits": {"memory": _number(info.memory_limit)}}
        if info.flags:
            data["validator_flags"] = " ".join(info.flags)
        (folder / "problem.yaml").write_text(
            yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8"
        )
        (folder / ".timelimit").write_text(f"{info.time_limit:g}\n")
        if info.statement_tex:
            (folder / "problem_statement").mkdir()
            (folder / "problem_statement" / "problem.en.tex").write_text(
                info.statement_tex, encoding="utf-8"
            )
        for group, sample in (("sample", True), ("secret", False)):
            chosen = [test for test in tests if test.sample == sample]
            (folder / "data" / group).mkdir(parents=True)
            width = max(2, len(str(len(chosen))))
            for number, test in enumerate(chosen, 1):
                stem = folder / "data" / group / f"{number:0{width}d}-{package_name(test.name)}"
                shutil.copyfile(test.input, stem.with_suffix(".in"))
                shutil.copyfile(test.answer, stem.with_suffix(".ans"))
    except OSError as exc:
        raise JudgeError(f"{folder}: cannot write the package: {exc.strerror or exc}") from None
    return folder


def _number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value

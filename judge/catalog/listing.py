"""The table of `judge list`, and the case count it shows.

`judge list` reads every problem.yaml and counts every problem's cases, which means parsing
megabytes of YAML on each call. It keeps what it read in a small cache (one JSON file per
problem set), trusted only while the files it came from keep their size and modification
time, so a listing with nothing changed imports no YAML parser at all.

So judge.problemset.problem (with PyYAML, the checkers, the limits) is imported only where a
row is read afresh: importing it with this module would make a cached `judge list` cost 1.78
times a bare interpreter start instead of 1.14 (callgrind instruction counts; DESIGN.md,
Start-up). Its type is named for the type checker only.

Problems are listed by their `order` (problem.yaml), then by id; those without one come last.
"""

from __future__ import annotations

import json
import os
import unicodedata
import zlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge.documents import Fields, read_json
from judge.errors import JudgeError
from judge.problemset.layout import problem_ids

if TYPE_CHECKING:
    from judge.problemset.problem import Problem

_CACHE_VERSION = 2
_COLUMNS = ("id", "title", "game", "source", "time", "memory", "cases")


def case_count(problem: Problem) -> int:
    """Hand-made cases plus the generated ones present (counted from the recipes, so listing
    never parses megabytes of generated data)."""
    from judge.problemset.problem import load_case_file  # late: see the module docstring

    count = len(load_case_file(problem.tests_path))
    for recipe in problem.recipes:
        if (problem.testdata_dir / f"{recipe.name}.yaml").is_file():
            count += recipe.count
    return count


def _signature(root: Path, pid: str) -> list[list[Any]]:
    """What a problem's row depends on: size and modification time of each file it reads."""
    files = [root / "problems" / pid / "problem.yaml", root / "problems" / pid / "tests.yaml"]
    testdata = root / "testdata" / pid
    if testdata.is_dir():
        files += sorted(testdata.glob("*.yaml"))
    signature: list[list[Any]] = []
    for path in files:
        try:
            info = os.stat(path)
            signature.append([path.name, info.st_size, info.st_mtime_ns])
        except OSError:
            signature.append([path.name, None, None])
    return signature


def _row(problem: Problem) -> list[str]:
    title = problem.title if len(problem.title) <= 40 else problem.title[:39] + "…"
    return [
        problem.id,
        title,
        problem.game,
        str(problem.source),
        f"{problem.time_limit:g} s",
        f"{problem.memory_limit:g} MiB",
        str(case_count(problem)),
    ]


def _cache_path(root: Path, cache_dir: Path) -> Path:
    # A checksum of the path names the file (hashlib would cost more than the listing); the
    # file records the path itself, so two roots sharing a checksum only share a slot.
    key = zlib.crc32(str(root).encode())
    return cache_dir / "listing" / f"{key:08x}.json"


def _read_cache(path: Path, root: Path) -> dict[str, Any]:
    """The cached rows by problem id; {} when the cache is missing, damaged, of another version
    or of another root (the listing then rebuilds it)."""
    if not path.is_file():
        return {}
    try:
        fields = Fields(read_json(path), path)
        if fields.get("version", int, None) != _CACHE_VERSION:
            return {}
        if fields.get("root", str, None) != str(root):
            return {}
        problems: dict[str, Any] = fields.get("problems", dict)
    except JudgeError:
        return {}
    return problems


def _write_cache(path: Path, root: Path, problems: dict[str, Any]) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(f".{path.name}.{os.getpid()}")
        partial.write_text(
            json.dumps({"version": _CACHE_VERSION, "root": str(root), "problems": problems}),
            encoding="utf-8",
        )
        os.replace(partial, path)
    except OSError:
        pass  # a read-only cache only costs speed


def _sort_key(order: int | None, pid: str) -> tuple:
    return (order is None, order or 0, pid)


def problem_rows(root: Path, cache_dir: Path | None = None) -> list[list[str]]:
    """One row (id, title, game, source, time, memory, cases) per problem, in the set's order,
    from the cache where the files behind a row are unchanged, else freshly read (and
    remembered)."""
    cached = _read_cache(_cache_path(root, cache_dir), root) if cache_dir else {}
    fresh: dict[str, Any] = {}
    keyed = []
    for pid in problem_ids(root):
        signature = _signature(root, pid)
        entry = cached.get(pid)
        if (
            isinstance(entry, dict)
            and entry.get("signature") == signature
            and isinstance(entry.get("row"), list)
            and len(entry["row"]) == len(_COLUMNS)
            and (entry.get("order") is None or type(entry.get("order")) is int)
        ):
            row, order = entry["row"], entry.get("order")
        else:
            from judge.problemset.problem import load_problem  # late: see the module docstring

            problem = load_problem(root, pid)
            row, order = _row(problem), problem.order
        fresh[pid] = {"signature": signature, "row": row, "order": order}
        keyed.append((_sort_key(order, pid), row))
    if cache_dir and fresh != cached:
        _write_cache(_cache_path(root, cache_dir), root, fresh)
    return [row for _, row in sorted(keyed, key=lambda item: item[0])]


def problem_table(root: Path, cache_dir: Path | None = None) -> str:
    """The table of `judge list` (`cache_dir`: where to remember what was read)."""
    header = [column.upper() for column in _COLUMNS]
    rows = [header, *problem_rows(root, cache_dir)]
    widths = [max(_width(row[i]) for row in rows) for i in range(len(header))]
    return "\n".join(
        "  ".join(cell + " " * (w - _width(cell)) for cell, w in zip(row, widths)).rstrip()
        for row in rows
    )


def _width(text: str) -> int:
    """Terminal columns: CJK characters take two."""
    if text.isascii():
        return len(text)
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)

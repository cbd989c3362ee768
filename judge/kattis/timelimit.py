"""A Kattis package's time limit: its own, or computed from its accepted submissions as
problemtools computes it, once, and cached by the package's content hash.

problemtools' rule (verifyproblem's `_compute_time_limit`): the slowest accepted submission's
runtime (its slowest case) T, times `ac_to_time_limit` (legacy: `time_multiplier`, default 5;
2023-07: `limits.time_multipliers.ac_to_time_limit`, default 2), rounded up to a whole number
of `time_resolution` steps (legacy: 1 s; 2023-07: `limits.time_resolution`, default 1 s), and
at least one step. Only `submissions/accepted` counts, as there: `slow_accepted` (which
problemtools never runs) does not, nor do submissions in languages judge does not run, nor
accepted ones that are not accepted here; each left out is named in the limit's note. A 2025-09
package's submissions.yaml names the submissions instead (judge.kattis.expectations: those
whose rules lower-bound the limit, each timed on the cases those rules apply to).

The result depends on the package's files and on this machine, so it is kept in the cache
folder under the package's content hash (`judge.kattis.fingerprint`): the next `judge run`,
`show`, `verify` or contest of the same package reads it back instead of running every
accepted submission again.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from judge.documents import write_cache_file
from judge.kattis.fingerprint import remembered_hash
from judge.kattis.package import KattisProblem

_CACHE = "kattis-time-limits"
_VERSION = 1  # of what is cached: a new rule makes new entries


@dataclass(frozen=True)
class TimeLimit:
    """A package's time limit and where it comes from; `note`: what stayed out of it."""

    seconds: float
    source: str
    note: str = ""  # the submissions left out, a line each: "accepted/x.java: why"

    def line(self, problem_id: str) -> str:
        """How `judge run` and `judge show` say it: the limit and its source, then a line for
        each submission left out."""
        lines = [f"{problem_id}: time limit {self.seconds:g} s: {self.source}"]
        lines += [f"  not counted: {entry}" for entry in self.note.split("\n") if entry]
        return "\n".join(lines)


@dataclass(frozen=True)
class Timed:
    """An accepted submission's run for the limit: its slowest case, or why it is left out."""

    name: str  # accepted/x.cpp
    slowest: float | None  # seconds; None: left out
    reason: str = ""  # why it is left out


def computed(
    problem: KattisProblem,
    timed: Sequence[Timed],
    left_out: Sequence[Timed],
    kind: str = "accepted submission",
) -> TimeLimit | None:
    """The limit from the accepted submissions' runs (problemtools' rule), or None when none
    of them counts; `kind` names what they are in its source."""
    counted = [t for t in timed if t.slowest is not None]
    if not counted:
        return None
    slowest = max(counted, key=lambda t: t.slowest or 0.0)
    seconds = round_limit(problem, slowest.slowest or 0.0)
    source = (
        f"inferred: slowest {kind} {slowest.name} {slowest.slowest:.2f} s x "
        f"{problem.ac_to_time_limit:g}, rounded up to "
        + (
            "whole seconds"
            if problem.time_resolution == 1
            else f"a multiple of {problem.time_resolution:g} s"
        )
    )
    out = [*(t for t in timed if t.slowest is None), *left_out]
    note = "\n".join(f"{t.name}: {t.reason}" for t in out)
    return TimeLimit(seconds, source, note)


def round_limit(problem: KattisProblem, slowest: float) -> float:
    """problemtools' rule: the smallest multiple of the resolution at least slowest x
    ac_to_time_limit, at least one step."""
    steps = max(1, math.ceil(slowest * problem.ac_to_time_limit / problem.time_resolution - 1e-9))
    return round(steps * problem.time_resolution, 9)


def _cache_file(problem: KattisProblem, cache_dir: Path) -> Path:
    # Per Python its submissions ran in: a limit PyPy timed is not CPython's, nor the reverse.
    name = f"{remembered_hash(problem.path, cache_dir)}-{problem.python}-v{_VERSION}.json"
    return cache_dir / _CACHE / name


def cached(problem: KattisProblem, cache_dir: Path) -> TimeLimit | None:
    """The limit computed before for a package with these very files, if any."""
    try:
        data = json.loads(_cache_file(problem, cache_dir).read_text())
        return TimeLimit(float(data["seconds"]), str(data["source"]), str(data.get("note", "")))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def remember(problem: KattisProblem, limit: TimeLimit, cache_dir: Path) -> None:
    """Keep a computed limit for the next time (the cache file is written whole or not)."""
    write_cache_file(
        _cache_file(problem, cache_dir),
        json.dumps(
            {
                "package": str(problem.path),
                "seconds": limit.seconds,
                "source": limit.source,
                "note": limit.note,
            }
        ).encode("utf-8"),
    )


def own_limit(problem: KattisProblem) -> TimeLimit | None:
    """The package's own time limit (problem.yaml or .timelimit), if it gives one."""
    if problem.time_limit is None:
        return None
    return TimeLimit(problem.time_limit, problem.time_limit_from)

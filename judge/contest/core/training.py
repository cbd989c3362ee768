"""Training lists (Luogu's 题单, Hydro's training plans): a coach's ordered problems with an
optional deadline, and each member's progress on them. No I/O.

Progress is read from the members' submissions in the site's contests (official and
upsolving alike): a problem is solved at the first accepted submission, and its tries are the
submissions judged before it (all of them, while unsolved); one still waiting to be judged, or
withheld as an oi contest withholds it until the end, is pending. A solution after the
deadline is solved, but late: the coach's table says so.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from judge.contest.core.spreadsheet import inert


@dataclass(frozen=True)
class TrainingList:
    """A training list: its name (unique on the site), title, problems in order, and
    deadline (ms since the epoch; None: none)."""

    name: str
    title: str
    problems: tuple[str, ...]
    deadline_ms: int | None = None


@dataclass(frozen=True)
class Attempt:
    """A member's submission as progress counts it: when (ms since the epoch), and whether it
    was accepted (None: not judged yet, or not shown yet)."""

    member_id: str
    problem_id: str
    at_ms: int
    accepted: bool | None


@dataclass
class Cell:
    """A member's state on one problem of a list."""

    solved_ms: int | None = None
    tries: int = 0  # judged submissions before the first accepted one (all, while unsolved)
    pending: int = 0
    late: bool = False  # solved after the list's deadline

    @property
    def solved(self) -> bool:
        return self.solved_ms is not None


@dataclass
class Progress:
    """A list's progress: a cell per member and problem, and each member's count solved."""

    training: TrainingList
    members: tuple[str, ...]
    cells: dict[tuple[str, str], Cell] = field(default_factory=dict)

    def cell(self, member_id: str, problem_id: str) -> Cell:
        """The member's state on the problem (an empty cell where it has not tried)."""
        return self.cells.get((member_id, problem_id), Cell())

    def solved(self, member_id: str) -> int:
        """How many of the list's problems the member solved (late ones included)."""
        return sum(1 for p in self.training.problems if self.cell(member_id, p).solved)


def progress(
    training: TrainingList, members: Sequence[str], attempts: Iterable[Attempt]
) -> Progress:
    """Each member's state on each problem of ``training`` from their ``attempts``."""
    wanted, listed = set(training.problems), set(members)
    found = Progress(training, tuple(members))
    for attempt in sorted(attempts, key=lambda a: a.at_ms):
        if attempt.problem_id not in wanted or attempt.member_id not in listed:
            continue
        cell = found.cells.setdefault((attempt.member_id, attempt.problem_id), Cell())
        if cell.solved:
            continue
        if attempt.accepted is None:
            cell.pending += 1
        elif attempt.accepted:
            cell.solved_ms = attempt.at_ms
            cell.late = training.deadline_ms is not None and attempt.at_ms > training.deadline_ms
        else:
            cell.tries += 1
    return found


def cell_text(cell: Cell) -> str:
    """A cell as the table shows it: ``+`` solved first try, ``+2`` after two rejected
    tries, ``-3`` three rejected and unsolved, ``(late)`` after the deadline, ``?N``
    pending; empty where the member has not tried."""
    if cell.solved:
        text = "+" + (str(cell.tries) if cell.tries else "")
        return text + (" (late)" if cell.late else "")
    text = f"-{cell.tries}" if cell.tries else ""
    if cell.pending:
        text += f"{' ' if text else ''}?{cell.pending}"
    return text


def csv_text(cell: Cell) -> str:
    """A cell in the CSV file: ``solved 3`` (at the third submission), ``solved 1 late``,
    ``tried 2``, ``pending 1``; empty where not tried. Words, not the table's ``+2``/``-3``,
    which a spreadsheet reads as numbers or formulas."""
    parts = []
    if cell.solved:
        parts.append(f"solved {cell.tries + 1}" + (" late" if cell.late else ""))
    elif cell.tries:
        parts.append(f"tried {cell.tries}")
    if cell.pending and not cell.solved:
        parts.append(f"pending {cell.pending}")
    return ", ".join(parts)


def progress_csv(found: Progress, names: dict[str, str]) -> str:
    """The coach's table as CSV: a row per member (id, name, solved, then each problem's
    cell), the problems in the list's order."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["member_id", "member", "solved", *found.training.problems])
    for member in found.members:
        cells = [csv_text(found.cell(member, p)) for p in found.training.problems]
        name = inert(names.get(member, member))
        writer.writerow([inert(member), name, found.solved(member), *cells])
    return buffer.getvalue()

"""`judge table`: every small position of a game, solved by search, as rows; rendered as a
readable table with the P-positions marked, or as JSON."""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass

from judge.learn.game import Game, Kind, Position, show_position
from judge.learn.solve import Solver
from judge.problemset.pyfile import bounded

TABLE_TIME_LIMIT = 120.0  # seconds: a table of small positions takes well under one


class Outcome(enum.Enum):
    """Who wins a position under perfect play: the player to move (N), the other one (P), or
    nobody (D: a draw, in a score game whose value is 0)."""

    P = "P"
    N = "N"
    D = "D"


@dataclass(frozen=True)
class Row:
    """One position of the table: its outcome, Grundy value, and a score game's value."""

    position: Position
    outcome: Outcome | None  # None: a score game with no winner (only a score)
    grundy: int | None
    value: int | None


def table_rows(game: Game, limit: int) -> list[Row]:
    """The table of `game` up to `limit`, searched from the rules (bounded in time)."""
    what = f"{game.path.name}: the table of {game.problem_id} up to {limit}"
    rows: list[Row] = bounded(_rows, (game, limit), TABLE_TIME_LIMIT, what)
    return rows


def _rows(game: Game, limit: int) -> list[Row]:
    solver = Solver(game)
    rows = []
    for position in game.positions(limit):
        solved = solver.solve(game.start(position))
        if game.kind is Kind.SCORE:
            value = solved.value
            outcome = None
            if game.outcomes and value is not None:
                outcome = Outcome.N if value > 0 else Outcome.P if value < 0 else Outcome.D
            rows.append(Row(position, outcome, None, value))
        else:
            outcome = Outcome.N if solved.wins else Outcome.P
            rows.append(Row(position, outcome, solved.grundy, None))
    return rows


def table_json(game: Game, rows: list[Row]) -> str:
    """The rows as a JSON list of {"position", "outcome", "sg"} (and "value" in a score game)."""
    items = []
    for row in rows:
        item: dict[str, object] = {
            "position": row.position,
            "outcome": None if row.outcome is None else row.outcome.value,
            "sg": row.grundy,
        }
        if game.kind is Kind.SCORE:
            item["value"] = row.value
        items.append(item)
    return json.dumps(items, ensure_ascii=False)


def table_text(game: Game, rows: list[Row]) -> str:
    """The rows as a readable table: P-positions marked with `<- P`, so the pattern shows."""
    settings = ", ".join(
        f"{name}={','.join(map(str, value)) if isinstance(value, tuple) else value}"
        for name, value in game.values.items()
    )
    lines = [f"{game.problem_id}: {game.title}" + (f" ({settings})" if settings else "")]
    lines.append(f"position: {game.position_name}")
    if game.kind is Kind.SCORE:
        lines.append(f"value: {game.value_name}")
    shown = [show_position(row.position) for row in rows]
    width = max([len("position"), *map(len, shown)])
    if game.kind is Kind.SCORE:
        lines.append(f"{'position':>{width}}  outcome  value")
        for text, row in zip(shown, rows):
            outcome = "-" if row.outcome is None else row.outcome.value
            mark = "  <- P" if row.outcome is Outcome.P else ""
            lines.append(f"{text:>{width}}  {outcome:<7}  {row.value:>5}{mark}")
    else:
        lines.append(f"{'position':>{width}}  outcome  sg")
        for text, row in zip(shown, rows):
            assert row.outcome is not None
            mark = "  <- P" if row.outcome is Outcome.P else ""
            lines.append(f"{text:>{width}}  {row.outcome.value:<7}  {row.grundy:>2}{mark}")
    p_positions = [text for text, row in zip(shown, rows) if row.outcome is Outcome.P]
    if game.kind is Kind.NORMAL or game.outcomes:
        listed = ", ".join(p_positions) if p_positions else "none"
        lines.append(f"P-positions ({len(p_positions)} of {len(rows)}): {listed}")
    return "\n".join(lines)

"""`judge table`: every small position of a game, solved by search, as rows; rendered as a
readable table with the P-positions marked, or as JSON."""

from __future__ import annotations

import enum
import gettext
import json
import unicodedata
from dataclasses import dataclass

from judge.errors import JudgeError
from judge.i18n import ENGLISH
from judge.learn.game import Game, Kind, Position, show_position
from judge.learn.heapgame import FAMILY_CHECKED, check_family, declared_rules
from judge.learn.octal import HeapRules, check_limit, grundy_values
from judge.learn.solve import Solver
from judge.problemset.pyfile import bounded

TABLE_TIME_LIMIT = 120.0  # seconds: a table of small positions takes well under one


class Outcome(enum.Enum):
    """Who wins a position under perfect play: the player to move (N), the other one (P), or
    nobody (D: a draw: a score game whose value is 0, or a game with cycles that neither side
    can force out of)."""

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
    """The table of `game` up to `limit`, searched from the rules (bounded in time); a game
    of a declared octal or subtraction family (checked against search on its first heaps)
    computed from its code, a game declared a sum of heaps (`HEAPS = True`) heap by heap."""
    what = f"{game.path.name}: the table of {game.problem_id} up to {limit}"
    rules = family_of(game)
    if rules is not None:
        check_limit(rules, limit)
        searched = _rows(game, min(limit, FAMILY_CHECKED))
        check_family(rules, [row.grundy for row in searched], str(game.path))
        return [_heap_row(n, g) for n, g in enumerate(grundy_values(rules, limit))]
    sums = bool(getattr(game.module, "HEAPS", False))
    try:
        rows: list[Row] = bounded(_rows, (game, limit, sums), TABLE_TIME_LIMIT, what)
    except JudgeError as exc:
        if limit <= game.table_max or "did not return" not in str(exc):
            raise
        raise JudgeError(
            f"{exc}: --max {limit} is too large to search in the time bound; "
            f"--max {game.table_max} (the game's default) fits"
        ) from None
    return rows


def family_of(game: Game) -> HeapRules | None:
    """The octal or subtraction rules the game declares (`FAMILY`), or None."""
    return declared_rules(game.module, str(game.path), dict(game.values))


def _heap_row(n: int, grundy: int) -> Row:
    return Row(n, Outcome.P if grundy == 0 else Outcome.N, grundy, None)


def _sum_rows(game: Game, limit: int) -> list[Row]:
    """A sum of heaps, heap by heap: a heap's value is the mex of its moves' values, each the
    xor of the heaps the move leaves (states are tuples of heaps)."""
    values: list[int] = []
    for n in range(limit + 1):
        seen = set()
        for text in game.moves(game.start(n)):
            after = game.move(game.start(n), text)
            total = 0
            for heap in after if isinstance(after, tuple) else (after,):
                if not isinstance(heap, int) or not 0 <= heap < n:
                    raise JudgeError(
                        f"{game.path}: HEAPS is set, but the move {text!r} from {n} leaves "
                        f"{after!r}, not a tuple of heaps smaller than {n}"
                    )
                total ^= values[heap]
            seen.add(total)
        value = 0
        while value in seen:
            value += 1
        values.append(value)
    return [_heap_row(n, values[n]) for n in game.positions(limit) if isinstance(n, int)]


def _rows(game: Game, limit: int, sums: bool = False) -> list[Row]:
    if sums:
        return _sum_rows(game, limit)
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
            outcome = Outcome.D if solved.draw else Outcome.N if solved.wins else Outcome.P
            grundy = solved.grundy if game.impartial else None
            rows.append(Row(position, outcome, grundy, None))
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


def table_text(game: Game, rows: list[Row], tr: gettext.NullTranslations = ENGLISH) -> str:
    """The rows as a readable table, so the pattern shows: one line per position with the
    P-positions marked `<- P`, or, for positions of two numbers, a grid of Grundy values with
    `P` in the P-positions' cells; then the P-positions listed. The headings and sentences in
    `tr`'s language (P, N, D and the game's own words as they are)."""
    _ = tr.gettext
    settings = ", ".join(
        f"{name}={','.join(map(str, value)) if isinstance(value, tuple) else value}"
        for name, value in game.values.items()
    )
    lines = [f"{game.problem_id}: {game.title}" + (f" ({settings})" if settings else "")]
    lines.append(_("position: {name}").format(name=game.position_name))
    if game.kind is Kind.SCORE:
        lines.append(_("value: {name}").format(name=game.value_name))
    pairs = game.kind is Kind.NORMAL and all(
        isinstance(row.position, list) and len(row.position) == 2 for row in rows
    )
    lines += _grid(rows, tr) if pairs and rows else _lines(game, rows, tr)
    if game.kind is Kind.NORMAL or game.outcomes:
        p_positions = [show_position(row.position) for row in rows if row.outcome is Outcome.P]
        listed = ", ".join(p_positions) if p_positions else _("none")
        lines.append(
            _("P-positions ({count} of {total}): {listed}").format(
                count=len(p_positions), total=len(rows), listed=listed
            )
        )
    return "\n".join(lines)


def _columns(text: str) -> int:
    """The terminal columns `text` takes (a Chinese character two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _lines(game: Game, rows: list[Row], tr: gettext.NullTranslations) -> list[str]:
    """One line per position: outcome and Grundy value (or a score game's value)."""
    _ = tr.gettext
    shown = [show_position(row.position) for row in rows]
    heading = _("position")
    outcome_heading = _("outcome")
    width = max([_columns(heading), *map(len, shown)])
    last = _("value") if game.kind is Kind.SCORE else "sg"
    gap = max(7, _columns(outcome_heading))
    lines = [" " * (width - _columns(heading)) + f"{heading}  {outcome_heading}  {last}"]
    for text, row in zip(shown, rows):
        outcome = "-" if row.outcome is None else row.outcome.value
        number = row.value if game.kind is Kind.SCORE else row.grundy
        figure = "-" if number is None else str(number)
        mark = "  <- P" if row.outcome is Outcome.P else ""
        lines.append(f"{text:>{width}}  {outcome:<{gap}}  {figure:>{_columns(last)}}{mark}")
    return lines


def _grid(rows: list[Row], tr: gettext.NullTranslations) -> list[str]:
    """Positions of two numbers as a grid: the first number down, the second across; each
    cell the Grundy value, or P for a P-position, D for a draw, N for an N-position without a
    Grundy value (blank: not a position of the table)."""
    cells: dict[tuple[int, int], str] = {}
    for row in rows:
        assert isinstance(row.position, list)
        first, second = row.position
        if row.outcome in (Outcome.P, Outcome.D) or row.grundy is None:
            cells[first, second] = "-" if row.outcome is None else row.outcome.value
        else:
            cells[first, second] = str(row.grundy)
    downs = sorted({first for first, _ in cells})
    acrosses = sorted({second for _, second in cells})
    width = max(len(text) for text in [*cells.values(), *map(str, acrosses)])
    label = max(len(str(first)) for first in downs)
    lines = [
        tr.gettext(
            "grid: the first number down, the second across; P marks a P-position (D a draw), "
            "other cells hold the Grundy value (N where none applies)"
        ),
        " " * (label + 2) + " ".join(f"{second:>{width}}" for second in acrosses),
    ]
    for first in downs:
        shown = " ".join(f"{cells.get((first, second), ''):>{width}}" for second in acrosses)
        lines.append(f"{first:>{label}} |{shown}".rstrip())
    return lines

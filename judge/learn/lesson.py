"""What the learner's pages compute for a game: its table, the guess with its proof and the
text `judge table --guess` prints, the graph a graph game's picture needs; and the bounds on
what a page may ask (the game's parameters, `--max`, the positions played), each checked with
a plain message naming the field, so that no request can make the server compute for minutes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from judge.errors import JudgeError
from judge.learn.game import Game, ParameterValue, Position, has_game, load_game, show_position
from judge.learn.guess import Guess, guess, guess_text
from judge.learn.play import random_position
from judge.learn.source import resolve_game
from judge.learn.table import Row, family_of, table_rows, table_text
from judge.problemset.pyfile import bounded

T = TypeVar("T")

PAGE_SECONDS = 10.0  # a page's computation longer than this is refused, not waited for
FAMILY_MAX = 10_000  # an octal or subtraction game's table: grundy_values, well under a second
SUMS_MAX = 1_000  # a game declared a sum of heaps, heap by heap
SEARCH_FACTOR = 2  # a searched table up to twice the game's own --max, no further
PARAMETER_RANGE = (0, 1000)  # each number of a game's parameter
PARAMETER_NUMBERS = 200  # numbers in a parameter that is a list
FAMILY_TEXT = 60  # characters of an octal code or a subtraction set
POSITION_NUMBERS = 8  # numbers in a position played in the browser
POSITION_TOP = 60  # each at most this, and at most the table's own --max beyond it


@dataclass(frozen=True)
class Lesson:
    """A game's table up to `limit`, the pattern guessed in it, and the text `judge table
    --guess` prints for it; `edges`: the moves between positions, for a graph game."""

    game: Game
    limit: int
    rows: list[Row]
    guess: Guess
    text: str
    guess_text: str
    edges: list[tuple[int, int]] | None


def learnable(root: Path, ids: list[str], name: str) -> Game:
    """The game a page names: one of `ids` (problems with a game), or `octal:CODE` and
    `subtraction:S`; never a file. JudgeError for anything else."""
    if name.startswith(("octal:", "subtraction:")):
        if len(name) > FAMILY_TEXT:
            raise JudgeError(f"{name[:20]}...: at most {FAMILY_TEXT} characters")
        return resolve_game(lambda: root, name)
    if name in ids and has_game(root, name):
        return load_game(root, name)
    raise JudgeError(f"no game {name[:40]!r} here")


def parameter_values(game: Game, texts: Mapping[str, str]) -> dict[str, ParameterValue]:
    """The game's parameters from a form's texts (defaults where a field is empty), each
    number within :data:`PARAMETER_RANGE`; JudgeError naming the parameter otherwise."""
    low, high = PARAMETER_RANGE
    values = dict(game.values)
    for parameter in game.parameters:
        text = texts.get(parameter.name, "").strip()
        if not text:
            continue
        try:
            value = parameter.parse(text[:2000])
        except ValueError:
            kind = "a whole number" if isinstance(parameter.default, int) else "whole numbers"
            raise JudgeError(f"{parameter.name}: {text[:40]!r} is not {kind}") from None
        numbers = value if isinstance(value, tuple) else (value,)
        if len(numbers) > PARAMETER_NUMBERS:
            raise JudgeError(f"{parameter.name}: at most {PARAMETER_NUMBERS} numbers")
        if any(not low <= n <= high for n in numbers):
            raise JudgeError(f"{parameter.name}: each number from {low} to {high}")
        values[parameter.name] = value
    return values


def top_limit(game: Game) -> int:
    """The largest `--max` a page computes for `game`."""
    if family_of(game) is not None:
        return FAMILY_MAX
    if getattr(game.module, "HEAPS", False):
        return SUMS_MAX
    return SEARCH_FACTOR * game.table_max


def limit_of(game: Game, text: str) -> int:
    """`--max` from a form's text (the game's own default when empty), within
    :func:`top_limit`; JudgeError saying the bound otherwise."""
    text = text.strip()
    if not text:
        return game.table_max
    top = top_limit(game)
    if not text.isdigit() or int(text[:12]) > top:
        raise JudgeError(f"max: {text[:20]!r} is not a whole number from 0 to {top}")
    return int(text)


def within_time(call: Callable[..., T], args: tuple, what: str) -> T:
    """`call(*args)`, refused with a plain error past :data:`PAGE_SECONDS`."""
    try:
        found: T = bounded(call, args, PAGE_SECONDS, what)
        return found
    except JudgeError as exc:
        if "did not return" in str(exc):
            raise JudgeError(
                f"{what} takes longer than {PAGE_SECONDS:g} s: ask for a smaller one"
            ) from None
        raise


def lesson(game: Game, limit: int) -> Lesson:
    """The game's table up to `limit`, with its guess, in at most :data:`PAGE_SECONDS`."""
    return within_time(_lesson, (game, limit), f"the table of {game.problem_id} up to {limit}")


def _lesson(game: Game, limit: int) -> Lesson:
    rows = table_rows(game, limit)
    found = guess(rows, family_of(game))
    edges = graph_edges(game, rows) if game.picture == "graph" else None
    return Lesson(game, limit, rows, found, table_text(game, rows), guess_text(found), edges)


def graph_edges(game: Game, rows: list[Row]) -> list[tuple[int, int]]:
    """The moves between the table's positions: (v, w) where a move from v's state leaves
    w's, as the game's own moves say."""
    states = {game.start(row.position): row.position for row in rows}
    edges = []
    for state, position in states.items():
        for text in game.moves(state):
            after = states.get(game.move(state, text))
            if isinstance(position, int) and isinstance(after, int):
                edges.append((position, after))
    return edges


def position_of(game: Game, text: str) -> Position:
    """A position to play from, as a player types it, within :data:`POSITION_NUMBERS`
    numbers of at most :data:`POSITION_TOP` (or the game's own --max); JudgeError saying so."""
    position = game.parse_position(text[:200])
    numbers = [position] if isinstance(position, int) else position
    if isinstance(numbers, str):
        if len(numbers) > max(game.table_max, 8):
            raise JudgeError(f"position: at most {max(game.table_max, 8)} characters")
        return position
    top = max(POSITION_TOP, game.table_max)
    if len(numbers) > POSITION_NUMBERS or any(abs(n) > top for n in numbers):
        raise JudgeError(f"position: at most {POSITION_NUMBERS} numbers, each at most {top}")
    game.start(position)  # the game's own check: JudgeError naming what is wrong
    return position


def start_of(game: Game, text: str, seed: int | None = None) -> Position:
    """Where a game in the browser starts: the position typed (:func:`position_of`), else a
    random one worth playing; JudgeError for a position with no move to make (a game over
    before it starts teaches nothing)."""
    position = position_of(game, text) if text.strip() else random_position(game, seed)
    if not text.strip() and not game.moves(game.start(position)):
        playable = [p for p in game.positions(game.table_max) if game.moves(game.start(p))]
        position = playable[0] if playable else position
    if not game.moves(game.start(position)):
        raise JudgeError(
            f"position {show_position(position)}: no move is left from there: start from "
            "another one"
        )
    return position

"""A problem's game, read from `problems/<id>/game.py`: the protocol such a file follows, and
the loader that finds it, checks it and gives it typed values.

A game file is trusted problem-set code, like a generator: plain Python with the standard
library only, loaded by path (`problemset/pyfile.py`). It knows nothing of judge, so an
interactor can import the same file and play the game on its own. It defines:

- `PARAMETERS`: `{name: (default, what it means)}`; a default is an int, or a tuple of ints
  (given on the command line as `1,2,5`). Every function below takes them as keywords.
- `POSITION`: what a position of the table is, in the problem's words ("n, the stones").
- `TABLE_MAX`: how far the table goes by default (`--max`).
- `positions(limit, **params)`: the table's positions, in the problem's terms: an int (one
  pile), a list of ints (several), or a string.
- `start(position, **params)`: the game's state at that position, the first player to move
  (anything hashable); ValueError when the position is not one of the game's.
- `moves(state, **params)`: the legal moves, each as a player types it.
- `move(state, text, **params)`: the state after the move `text`; ValueError naming the rule
  the move breaks when it is illegal.
- `describe(state, **params)`: the state in the notes' words ("13 stones; take 1 to 4").
- `explain(state, **params)`: why the state is won or lost for the player to move, in the
  notes' terms (the closed form the table's pattern suggests, for the learner to check).
- optional `parse_position(text, **params)`: a position from what a player types (default:
  an int, or a list of ints separated by spaces or commas).
- optional `IMPARTIAL = False`, for a game where each player has moves of his own (whose
  turn it is is then part of the state): its positions have no Grundy value.
- optional `KIND = "score"`, for a zero-sum game with a score instead of a last move:
  `gain(state, text, **params)`, what the move earns the player making it; `VALUE`, what the
  table's value is; `OUTCOMES`, whether a positive value means the first player wins (else
  the game has a score and no winner). Otherwise the player who cannot move loses.
- optional `PICTURE`, how the learner's pages draw it: `"graph"` (its positions are the
  vertices of a graph, each move an edge: the table drawn as that graph, a state as chesses
  on it), `"cells"` (a state is pieces on numbered cells, a staircase), `"pile"` (the first
  number of a state is the one pile); by default a state of numbers is drawn as heaps of
  stones, one of rows of two pieces as a board.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, Union

from judge.errors import JudgeError
from judge.problemset.layout import problem_ids
from judge.problemset.problem import load_problem
from judge.problemset.pyfile import load_module

Position = Union[int, str, list[int]]
"""A position in the problem's own terms: one pile, several, or a string."""
ParameterValue = Union[int, tuple[int, ...]]

GAME_FILE = "game.py"


class Kind(enum.Enum):
    """How a game ends and is won."""

    NORMAL = "normal"  # the player who cannot move loses
    SCORE = "score"  # zero-sum: each move earns its player something, the total decides


@dataclass(frozen=True)
class Parameter:
    """One parameter of a game (the Bash game's m), with its default."""

    name: str
    default: ParameterValue
    help: str

    def parse(self, text: str) -> ParameterValue:
        """The value of `text` as this parameter's type; ValueError when it is not one."""
        if isinstance(self.default, int):
            return int(text)
        return tuple(int(part) for part in text.replace(",", " ").split())


class IllegalMove(Exception):
    """A move the rules refuse; the message names the rule."""


@dataclass(frozen=True)
class Game:
    """A problem's game: its rules as the game file gives them, with one set of parameters."""

    problem_id: str
    title: str
    path: Path
    module: ModuleType
    kind: Kind
    parameters: tuple[Parameter, ...]
    values: Mapping[str, ParameterValue]
    position_name: str
    table_max: int
    value_name: str | None
    outcomes: bool
    impartial: bool  # both players have the same moves: Grundy values apply
    picture: str | None = None  # how the learner's pages draw it (PICTURE), None: by its shape

    def _function(self, name: str) -> Callable[..., Any]:
        found = getattr(self.module, name, None)
        if not callable(found):
            raise JudgeError(f"{self.path}: defines no function {name}()")
        return found

    def _call(self, name: str, *args: Any) -> Any:
        """The game file's function `name`; its errors become a plain error naming it."""
        call = self._function(name)
        try:
            return call(*args, **self.values)
        except (IllegalMove, JudgeError):
            raise
        except Exception as exc:
            raise JudgeError(f"{self.path}: {name}() failed: {type(exc).__name__}: {exc}") from None

    def with_values(self, values: Mapping[str, ParameterValue]) -> Game:
        """The same game with other parameters."""
        return dataclasses.replace(self, values=dict(values))

    def positions(self, limit: int) -> list[Position]:
        """The table's positions up to `limit`."""
        return list(self._call("positions", limit))

    def parse_position(self, text: str) -> Position:
        """A position from what a player typed (`--position`); JudgeError naming the option
        and what it expects when it is not one."""
        expected = "whole numbers separated by spaces or commas, e.g. 7 or 3,4,5"
        try:
            if hasattr(self.module, "parse_position"):
                parsed: Position = self.module.parse_position(text, **self.values)
                return parsed
            numbers = [int(part) for part in text.replace(",", " ").split()]
        except ValueError as exc:
            # The game file's own words say what it expects; Python's int() text does not.
            said = str(exc)
            if said and not said.startswith("invalid literal"):
                expected = said
            raise JudgeError(f"--position {text!r}: expected {expected}") from None
        if not numbers:
            raise JudgeError(f"--position is empty: expected {expected}")
        return numbers[0] if len(numbers) == 1 else numbers

    def start(self, position: Position) -> Any:
        """The state at `position`, the first player to move; JudgeError if it is not one."""
        try:
            return self._function("start")(position, **self.values)
        except ValueError as exc:
            raise JudgeError(f"position {show_position(position)}: {exc}") from None

    def moves(self, state: Any) -> list[str]:
        """The legal moves from `state`, as a player types them."""
        return [str(text) for text in self._call("moves", state)]

    def move(self, state: Any, text: str) -> Any:
        """The state after `text`; IllegalMove naming the rule when the rules refuse it."""
        try:
            return self._function("move")(state, text, **self.values)
        except ValueError as exc:
            raise IllegalMove(str(exc)) from None

    def gain(self, state: Any, text: str) -> int:
        """What the move earns the player making it (score games)."""
        return int(self._call("gain", state, text))

    def describe(self, state: Any) -> str:
        """The state in the notes' words."""
        return str(self._call("describe", state))

    def explain(self, state: Any) -> str:
        """Why the state is won or lost for the player to move, in the notes' terms."""
        return str(self._call("explain", state))


def show_position(position: Position) -> str:
    """A position as a player types it: `13`, `3 5`, `1001`."""
    if isinstance(position, list):
        return " ".join(str(part) for part in position)
    return str(position)


def has_game(root: Path, problem_id: str) -> bool:
    """Whether the problem's folder holds a game file."""
    return (root / "problems" / problem_id / GAME_FILE).is_file()


def load_game(root: Path, problem_id: str) -> Game:
    """The game of problem `problem_id`, with its default parameters; JudgeError (exit 2) for
    an unknown problem, one without a game table, or a game file that breaks the protocol."""
    if problem_id not in problem_ids(root):
        raise JudgeError(f"unknown problem {problem_id!r} (see `judge list`)")
    path = root / "problems" / problem_id / GAME_FILE
    if not path.is_file():
        raise JudgeError(
            f"{problem_id} has no game table: its folder has no {GAME_FILE} "
            "(its positions are not small enough to list, or its game is not one of moves "
            "from a position)"
        )
    title = load_problem(root, problem_id).game
    module = load_module(path, f"judge_game_{problem_id}")
    return game_of_module(problem_id, title, path, module)


def game_of_module(name: str, title: str, path: Path, module: ModuleType) -> Game:
    """A loaded game module as a Game named `name`, with its default parameters; JudgeError
    for a module that breaks the protocol."""
    problem_id = name
    kind_name = getattr(module, "KIND", Kind.NORMAL.value)
    try:
        kind = Kind(kind_name)
    except ValueError:
        raise JudgeError(f"{path}: KIND is {kind_name!r}, not 'normal' or 'score'") from None
    parameters = _parameters(path, getattr(module, "PARAMETERS", {}))
    table_max = getattr(module, "TABLE_MAX", 30)
    if not isinstance(table_max, int):
        raise JudgeError(f"{path}: TABLE_MAX is not an int")
    return Game(
        problem_id=problem_id,
        title=title,
        path=path,
        module=module,
        kind=kind,
        parameters=parameters,
        values={p.name: p.default for p in parameters},
        position_name=str(getattr(module, "POSITION", "position")),
        table_max=table_max,
        value_name=getattr(module, "VALUE", None) if kind is Kind.SCORE else None,
        outcomes=bool(getattr(module, "OUTCOMES", True)),
        impartial=bool(getattr(module, "IMPARTIAL", True)),
        picture=_picture(path, getattr(module, "PICTURE", None)),
    )


PICTURES = ("graph", "cells", "pile")


def _picture(path: Path, declared: object) -> str | None:
    if declared is None:
        return None
    if isinstance(declared, str) and declared in PICTURES:
        return declared
    raise JudgeError(f"{path}: PICTURE is {declared!r}, not one of {', '.join(PICTURES)}")


def _parameters(path: Path, declared: object) -> tuple[Parameter, ...]:
    if not isinstance(declared, dict):
        raise JudgeError(f"{path}: PARAMETERS is not a dict")
    parameters = []
    for name, entry in declared.items():
        if not (isinstance(entry, tuple) and len(entry) == 2):
            raise JudgeError(f"{path}: PARAMETERS[{name!r}] is not (default, help)")
        default, help = entry
        if not isinstance(default, (int, tuple)):
            raise JudgeError(f"{path}: PARAMETERS[{name!r}]'s default is not an int or a tuple")
        parameters.append(Parameter(str(name), default, str(help)))
    return tuple(parameters)


def parse_options(game: Game, args: Sequence[str]) -> dict[str, ParameterValue]:
    """The game's parameters from `--name VALUE` / `--name=VALUE` options, defaults for the
    rest; JudgeError naming the game's parameters for anything else."""
    by_name = {p.name: p for p in game.parameters}
    known = ", ".join(
        f"--{p.name} ({p.help}; default {_shown(p.default)})" for p in game.parameters
    )
    known = known or "none"
    values = dict(game.values)
    rest = list(args)
    while rest:
        option = rest.pop(0)
        name, equals, text = option.partition("=")
        if not name.startswith("--") or name[2:] not in by_name:
            raise JudgeError(
                f"{game.problem_id}: unknown option {option!r}; its parameters: {known}"
            )
        if not equals:
            if not rest:
                raise JudgeError(f"{game.problem_id}: {name} needs a value")
            text = rest.pop(0)
        parameter = by_name[name[2:]]
        try:
            values[parameter.name] = parameter.parse(text)
        except ValueError:
            raise JudgeError(
                f"{game.problem_id}: {name} {text!r}: not {_type_name(parameter)}"
            ) from None
    return values


def _shown(value: ParameterValue) -> str:
    return ",".join(map(str, value)) if isinstance(value, tuple) else str(value)


def _type_name(parameter: Parameter) -> str:
    return "an integer" if isinstance(parameter.default, int) else "integers separated by commas"

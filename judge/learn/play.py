"""`judge play`: one game against a perfect opponent, through any pair of line reader and
writer (a terminal, a pipe, a test), with the explanation in the notes' terms at the end."""

from __future__ import annotations

import enum
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from judge.learn.game import Game, IllegalMove, Kind, Position, show_position
from judge.learn.solve import Solver

MOVES_LISTED = 40  # more legal moves than this are counted, and only the first ones shown


class Side(enum.Enum):
    """Who moves first."""

    ME = "me"
    JUDGE = "judge"


class Result(enum.Enum):
    """How a game ended, for the learner."""

    WON = "won"
    LOST = "lost"
    DRAW = "draw"
    SCORED = "scored"  # a score game with no winner: the final score is the result
    ABANDONED = "abandoned"  # the input ended before the game did


@dataclass
class _Turn:
    """One move made: by whom, from which state, to which."""

    mine: bool
    before: Any
    text: str
    after: Any


@dataclass
class _Record:
    turns: list[_Turn] = field(default_factory=list)
    score: int = 0  # score games: the first player's total minus the second's


WORTH_PLAYING = 3  # legal moves at least: a heap of 1, or one move to make, teaches nothing
HEAPS_PLAYED = (2, 3)  # a heap game starts from a sum of a few heaps
HEAP_SIZES = (2, 9)  # each small enough for search to play it perfectly at once


def random_position(game: Game, seed: int | None) -> Position:
    """A random position worth playing: for a sum of heaps (a game declaring HEAPS), two or
    three heaps; otherwise a position of the
    game's table with a few moves to choose from (any one if none has)."""
    rng = random.Random(seed)
    if getattr(game.module, "HEAPS", False):
        return [rng.randint(*HEAP_SIZES) for _ in range(rng.randint(*HEAPS_PLAYED))]
    positions = game.positions(game.table_max)
    worth = [p for p in positions if len(game.moves(game.start(p))) >= WORTH_PLAYING]
    return rng.choice(worth or positions)


def play(
    game: Game,
    position: Position,
    first: Side,
    hint: bool,
    read: Callable[[str], str | None],
    write: Callable[[str], None],
) -> Result:
    """Play one game: the learner's moves come from `read(prompt)` (None: the input ended),
    everything shown goes to `write`. The opponent plays perfectly."""
    solver = Solver(game)
    state = game.start(position)
    record = _Record()
    my_turn = first is Side.ME
    write(f"{game.problem_id}: {game.title}")
    write(f"Start: {show_position(position)}; {'you move' if my_turn else 'I move'} first.")
    while True:
        write("")
        write(game.describe(state))
        legal = solver.children(state)
        if not legal:
            break
        if my_turn:
            if hint:
                write(_hint(game, solver, state))
            chosen = _ask(game, solver, state, read, write)
            if chosen is None:
                write("The input ended: game abandoned.")
                return Result.ABANDONED
            text, after = chosen
        else:
            best = solver.best_move(state)
            assert best is not None
            text, after = best
            write(f"I play {text}.")
        if game.kind is Kind.SCORE:
            gain = game.gain(state, text)
            mine_first = my_turn == (first is Side.ME)
            record.score += gain if mine_first else -gain
        record.turns.append(_Turn(my_turn, state, text, after))
        state = after
        my_turn = not my_turn
    write("")
    result = _result(game, record, first, my_turn)
    write(_verdict(game, solver, record, first, result))
    for line in _explanation(game, solver, record, result):
        write(line)
    return result


def _ask(
    game: Game,
    solver: Solver,
    state: Any,
    read: Callable[[str], str | None],
    write: Callable[[str], None],
) -> tuple[str, Any] | None:
    """The learner's legal move, asked until one is legal; None when the input ends."""
    legal = solver.children(state)
    texts = [text for text, _ in legal]
    shown = " | ".join(texts[:MOVES_LISTED])
    more = f" ... ({len(texts)} in all)" if len(texts) > MOVES_LISTED else ""
    write(f"Legal moves: {shown}{more}")
    while True:
        line = read("your move> ")
        if line is None:
            return None
        text = " ".join(line.split())
        if not text:
            continue
        try:
            after = game.move(state, text)
        except IllegalMove as refusal:
            write(f"Illegal move {text!r}: {refusal}")
            continue
        return text, after


def _hint(game: Game, solver: Solver, state: Any) -> str:
    solved = solver.solve(state)
    if game.kind is Kind.SCORE:
        top = solver.winning_moves(state)[0]
        return f"Hint: with perfect play from here you make {solved.value} more than me; best move: {top}."
    if solved.draw:
        return "Hint: a draw: neither side can force a win from here; do not leave me a win."
    if solved.wins:
        quickest = solver.best_move(state)
        assert quickest is not None
        return f"Hint: an N-position (the player to move wins); a winning move: {quickest[0]}."
    return "Hint: a P-position (the player to move loses): every move leaves me a winning position."


def _result(game: Game, record: _Record, first: Side, my_turn: bool) -> Result:
    if game.kind is Kind.SCORE:
        if not game.outcomes:
            return Result.SCORED
        mine = record.score if first is Side.ME else -record.score
        return Result.WON if mine > 0 else Result.LOST if mine < 0 else Result.DRAW
    # no move left for the player to move: that player loses
    return Result.LOST if my_turn else Result.WON


def _verdict(game: Game, solver: Solver, record: _Record, first: Side, result: Result) -> str:
    if game.kind is Kind.SCORE:
        perfect = solver.solve(record.turns[0].before).value if record.turns else 0
        if result is Result.SCORED:
            return (
                f"The game is over: the final score is {record.score}; with perfect play "
                f"from the start it would be {perfect}."
            )
        mine = record.score if first is Side.ME else -record.score
        return f"The game is over: you {result.value} ({game.value_name}: {mine:+d} for you)."
    if result is Result.WON:
        return "No move left for me: you win."
    return "No move left for you: I win."


def _explanation(game: Game, solver: Solver, record: _Record, result: Result) -> list[str]:
    """Where the game was decided, in the game's own words."""
    if game.kind is Kind.SCORE:
        return _score_explanation(game, solver, record)
    for turn in record.turns:
        if turn.mine and solver.solve(turn.before).wins and solver.solve(turn.after).wins:
            quickest = solver.best_move(turn.before)
            assert quickest is not None
            best, good = quickest
            return [
                f"You played {turn.text} and left {game.describe(turn.after)}",
                f"  {game.explain(turn.after)}",
                "  From there I had a winning move, and I kept winning.",
                f"The winning move was {best}, leaving {game.describe(good)}",
                f"  {game.explain(good)}",
            ]
    mine = [turn for turn in record.turns if turn.mine]
    if result is Result.WON:
        lines = ["Every position you left me was a P-position, so every move I had lost."]
        if mine:
            lines += [
                f"Your first move left {game.describe(mine[0].after)}",
                f"  {game.explain(mine[0].after)}",
            ]
        return lines
    faced = mine[0].before if mine else record.turns[0].before
    return [
        f"You faced {game.describe(faced)}",
        f"  {game.explain(faced)}",
        "  Every move from a P-position leaves an N-position, and I always had a winning reply.",
    ]


def _score_explanation(game: Game, solver: Solver, record: _Record) -> list[str]:
    for turn in record.turns:
        if not turn.mine:
            continue
        if turn.text not in solver.winning_moves(turn.before):
            best = solver.winning_moves(turn.before)[0]
            return [
                f"Your move {turn.text} from {game.describe(turn.before)} gave away points:",
                f"  {game.explain(turn.before)}",
                f"  The best move there was {best}.",
            ]
    first = record.turns[0].before if record.turns else None
    return ["You played every move perfectly."] + (
        [f"  {game.explain(first)}"] if first is not None else []
    )

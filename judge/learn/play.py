"""`judge play`: one game against a perfect opponent, through any pair of line reader and
writer (a terminal, a pipe, a test), with the explanation in the notes' terms at the end."""

from __future__ import annotations

import enum
import gettext
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from judge.i18n import ENGLISH
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
    start: Any  # the state the game started from: where it was decided when no move was made
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
    tr: gettext.NullTranslations = ENGLISH,
) -> Result:
    """Play one game: the learner's moves come from `read(prompt)` (None: the input ended),
    everything shown goes to `write`, in `tr`'s language (the game's own descriptions as its
    file writes them). The opponent plays perfectly."""
    _ = tr.gettext
    solver = Solver(game)
    state = game.start(position)
    record = _Record(state)
    my_turn = first is Side.ME
    write(f"{game.problem_id}: {game.title}")
    start = (
        _("Start: {position}; you move first.")
        if my_turn
        else _("Start: {position}; I move first.")
    )
    write(start.format(position=show_position(position)))
    while True:
        write("")
        write(game.describe(state))
        legal = solver.children(state)
        if not legal:
            break
        if my_turn:
            if hint:
                write(_hint(game, solver, state, tr))
            chosen = _ask(game, solver, state, (read, write), tr)
            if chosen is None:
                write(_("The input ended: game abandoned."))
                return Result.ABANDONED
            text, after = chosen
        else:
            best = solver.best_move(state)
            assert best is not None
            text, after = best
            write(_("I play {move}.").format(move=text))
        if game.kind is Kind.SCORE:
            gain = game.gain(state, text)
            mine_first = my_turn == (first is Side.ME)
            record.score += gain if mine_first else -gain
        record.turns.append(_Turn(my_turn, state, text, after))
        state = after
        my_turn = not my_turn
    write("")
    result = _result(game, record, first, my_turn)
    write(_verdict(game, solver, record, first, result, tr))
    for line in _explanation(game, solver, record, result, tr):
        write(line)
    return result


def _ask(
    game: Game,
    solver: Solver,
    state: Any,
    talk: tuple[Callable[[str], str | None], Callable[[str], None]],
    tr: gettext.NullTranslations,
) -> tuple[str, Any] | None:
    """The learner's legal move, asked until one is legal (`talk`: play's read and write);
    None when the input ends."""
    read, write = talk
    legal = solver.children(state)
    texts = [text for text, _after in legal]
    shown = " | ".join(texts[:MOVES_LISTED])
    more = (
        tr.gettext(" ... ({count} in all)").format(count=len(texts))
        if len(texts) > MOVES_LISTED
        else ""
    )
    write(tr.gettext("Legal moves: {moves}").format(moves=shown + more))
    while True:
        line = read(tr.gettext("your move> "))
        if line is None:
            return None
        text = " ".join(line.split())
        if not text:
            continue
        try:
            after = game.move(state, text)
        except IllegalMove as refusal:
            write(tr.gettext("Illegal move {move}: {why}").format(move=repr(text), why=refusal))
            continue
        return text, after


def _hint(game: Game, solver: Solver, state: Any, tr: gettext.NullTranslations) -> str:
    _ = tr.gettext
    solved = solver.solve(state)
    if game.kind is Kind.SCORE:
        top = solver.winning_moves(state)[0]
        return _(
            "Hint: with perfect play from here you make {value} more than me; best move: {move}."
        ).format(value=solved.value, move=top)
    if solved.draw:
        return _("Hint: a draw: neither side can force a win from here; do not leave me a win.")
    if solved.wins:
        quickest = solver.best_move(state)
        assert quickest is not None
        return _("Hint: an N-position (the player to move wins); a winning move: {move}.").format(
            move=quickest[0]
        )
    return _(
        "Hint: a P-position (the player to move loses): every move leaves me a winning position."
    )


def _result(game: Game, record: _Record, first: Side, my_turn: bool) -> Result:
    if game.kind is Kind.SCORE:
        if not game.outcomes:
            return Result.SCORED
        mine = record.score if first is Side.ME else -record.score
        return Result.WON if mine > 0 else Result.LOST if mine < 0 else Result.DRAW
    # no move left for the player to move: that player loses
    return Result.LOST if my_turn else Result.WON


def _verdict(
    game: Game,
    solver: Solver,
    record: _Record,
    first: Side,
    result: Result,
    tr: gettext.NullTranslations,
) -> str:
    _ = tr.gettext
    if game.kind is Kind.SCORE:
        perfect = solver.solve(record.turns[0].before).value if record.turns else 0
        if result is Result.SCORED:
            return _(
                "The game is over: the final score is {score}; with perfect play "
                "from the start it would be {perfect}."
            ).format(score=record.score, perfect=perfect)
        mine = record.score if first is Side.ME else -record.score
        ended = {
            Result.WON: _("The game is over: you won ({value}: {score} for you)."),
            Result.LOST: _("The game is over: you lost ({value}: {score} for you)."),
        }.get(result, _("The game is over: a draw ({value}: {score} for you)."))
        return ended.format(value=game.value_name, score=f"{mine:+d}")
    if result is Result.WON:
        return _("No move left for me: you win.")
    return _("No move left for you: I win.")


def _explanation(
    game: Game, solver: Solver, record: _Record, result: Result, tr: gettext.NullTranslations
) -> list[str]:
    """Where the game was decided, in the game's own words."""
    _ = tr.gettext
    if game.kind is Kind.SCORE:
        return _score_explanation(game, solver, record, tr)
    for turn in record.turns:
        if turn.mine and solver.solve(turn.before).wins and solver.solve(turn.after).wins:
            quickest = solver.best_move(turn.before)
            assert quickest is not None
            best, good = quickest
            return [
                _("You played {move} and left {position}").format(
                    move=turn.text, position=game.describe(turn.after)
                ),
                f"  {game.explain(turn.after)}",
                "  " + _("From there I had a winning move, and I kept winning."),
                _("The winning move was {move}, leaving {position}").format(
                    move=best, position=game.describe(good)
                ),
                f"  {game.explain(good)}",
            ]
    mine = [turn for turn in record.turns if turn.mine]
    if result is Result.WON:
        lines = [_("Every position you left me was a P-position, so every move I had lost.")]
        if mine:
            lines += [
                _("Your first move left {position}").format(position=game.describe(mine[0].after)),
                f"  {game.explain(mine[0].after)}",
            ]
        return lines
    faced = mine[0].before if mine else (record.turns[0].before if record.turns else record.start)
    lines = [
        _("You faced {position}").format(position=game.describe(faced)),
        f"  {game.explain(faced)}",
    ]
    if not record.turns:  # lost where it started: no move to make
        return lines
    reply = _(
        "Every move from a P-position leaves an N-position, and I always had a winning reply."
    )
    return [*lines, f"  {reply}"]


def _score_explanation(
    game: Game, solver: Solver, record: _Record, tr: gettext.NullTranslations
) -> list[str]:
    _ = tr.gettext
    for turn in record.turns:
        if not turn.mine:
            continue
        if turn.text not in solver.winning_moves(turn.before):
            best = solver.winning_moves(turn.before)[0]
            return [
                _("Your move {move} from {position} gave away points:").format(
                    move=turn.text, position=game.describe(turn.before)
                ),
                f"  {game.explain(turn.before)}",
                "  " + _("The best move there was {move}.").format(move=best),
            ]
    first = record.turns[0].before if record.turns else None
    return [_("You played every move perfectly.")] + (
        [f"  {game.explain(first)}"] if first is not None else []
    )

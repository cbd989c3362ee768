"""A game played one move per request (the learner's pages): the start and the learner's
moves so far are all that is kept; each request replays them from the start, every move checked
against the rules again and the opponent's recomputed by the same perfect player, so a forged
record can never reach an illegal position. What the page shows of the game is what `judge
play` prints for the same moves (judge.learn.play runs it), less the prompt's end.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.errors import JudgeError
from judge.learn.game import Game, IllegalMove, Position
from judge.learn.play import Result, Side, play
from judge.learn.solve import Solver

MOST_MOVES = 400  # a game longer than this in the browser is refused


@dataclass(frozen=True)
class Match:
    """One game in the browser: where it started, who moved first, whether hints are shown,
    and the learner's moves so far."""

    position: Position
    first: Side
    hint: bool
    moves: tuple[str, ...] = ()

    def then(self, text: str) -> Match:
        """The same game with one more move of the learner's."""
        return Match(self.position, self.first, self.hint, (*self.moves, text))

    def as_json(self) -> dict[str, Any]:
        """The match as plain data (for a signed form field)."""
        return {
            "position": self.position,
            "first": self.first.value,
            "hint": self.hint,
            "moves": list(self.moves),
        }


def match_of(data: object) -> Match:
    """A match from :meth:`Match.as_json`'s data; JudgeError when it is not one."""
    try:
        assert isinstance(data, dict)
        position = data["position"]
        moves = data["moves"]
        assert isinstance(position, (int, str, list)) and isinstance(moves, list)
        assert all(isinstance(m, str) for m in moves) and len(moves) <= MOST_MOVES
        return Match(position, Side(data["first"]), bool(data["hint"]), tuple(moves))
    except (AssertionError, KeyError, ValueError, TypeError):
        raise JudgeError("the game's record is damaged: start a new game") from None


@dataclass(frozen=True)
class Replayed:
    """Where a match stands: the state, whether the learner is to move, the legal moves from
    there (each with the state it leaves), the transcript, and the result once it is over."""

    state: Any
    my_turn: bool
    legal: list[tuple[str, Any]]
    transcript: list[str]
    result: Result | None


def replay(game: Game, match: Match) -> Replayed:
    """The match replayed from its start: every move of the learner's checked by the rules
    (JudgeError naming the rule a recorded move breaks), the opponent's replies its own."""
    if len(match.moves) > MOST_MOVES:
        raise JudgeError(f"a game in the browser has at most {MOST_MOVES} moves of yours")
    solver = Solver(game)
    state = game.start(match.position)
    my_turn = match.first is Side.ME
    made = 0
    while solver.children(state):
        if my_turn:
            if made == len(match.moves):
                break
            try:
                state = game.move(state, match.moves[made])
            except IllegalMove as refusal:
                raise JudgeError(f"the move {match.moves[made]!r}: {refusal}") from None
            made += 1
        else:
            best = solver.best_move(state)
            assert best is not None
            state = best[1]
        my_turn = not my_turn
    if made < len(match.moves):
        raise JudgeError("the game's record has moves after its end: start a new game")
    legal = solver.children(state)
    lines, result = _transcript(game, match)
    return Replayed(state, my_turn and bool(legal), legal, lines, result)


def _transcript(game: Game, match: Match) -> tuple[list[str], Result | None]:
    """What `judge play` prints for the match's moves, and its result when the game is over
    (None: the learner is to move)."""
    lines: list[str] = []
    moves = iter(match.moves)

    def read(prompt: str) -> str | None:
        text = next(moves, None)
        if text is not None:
            lines.append(prompt + text)  # as a piped `judge play` echoes it
        return text

    result = play(game, match.position, match.first, match.hint, read, lines.append)
    if result is Result.ABANDONED:
        lines = lines[:-1]  # "The input ended": here the learner's move is awaited
        return lines, None
    return lines, result


def illegal(game: Game, state: Any, text: str) -> str | None:
    """Why the rules refuse `text` from `state` (as `judge play` says it), or None."""
    try:
        game.move(state, text)
    except IllegalMove as refusal:
        return f"Illegal move {text!r}: {refusal}"
    return None

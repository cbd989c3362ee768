"""Search from the rules: every state reachable from a position, solved once and remembered.

For a normal game (the player who cannot move loses): whether the player to move wins, the
Grundy value, and the remoteness (how many moves the game lasts when the winner hurries and the
loser delays). For a score game: the most the player to move can make sure of (negamax). The
search is iterative, so a long game does not meet Python's recursion limit, and a game whose
moves loop back is a plain error: such a game needs another analysis than search.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from judge.errors import JudgeError
from judge.learn.game import Game, Kind

SEARCH_SECONDS = 30.0  # one search longer than this: the position is too large to play from


@dataclass(frozen=True)
class Solved:
    """What search found about one state, for the player to move."""

    wins: bool
    grundy: int | None  # None in a score game
    remoteness: int
    value: int | None  # score games: the most the player to move can make sure of


class Solver:
    """A game's states, searched from the rules and remembered across calls."""

    def __init__(self, game: Game, seconds: float = SEARCH_SECONDS) -> None:
        self.game = game
        self.seconds = seconds
        self._children: dict[Any, list[tuple[str, Any]]] = {}
        self._solved: dict[Any, Solved] = {}

    def children(self, state: Any) -> list[tuple[str, Any]]:
        """Each legal move from `state` with the state it leads to."""
        found = self._children.get(state)
        if found is None:
            found = [(text, self.game.move(state, text)) for text in self.game.moves(state)]
            self._children[state] = found
        return found

    def solve(self, root: Any) -> Solved:
        """The state `root` solved, and every state below it."""
        done = self._solved
        entered: set[Any] = set()
        stack: list[tuple[Any, bool]] = [(root, False)]
        deadline = time.monotonic() + self.seconds
        steps = 0
        while stack:
            steps += 1
            if steps % 1000 == 0 and time.monotonic() > deadline:
                raise JudgeError(
                    f"{self.game.problem_id}: this position has too many states to search "
                    f"within {self.seconds:g} s: start from a smaller one (see `judge table`)"
                )
            state, expanded = stack.pop()
            if state in done:
                continue
            if expanded:
                done[state] = self._combine(state)
                entered.discard(state)
                continue
            entered.add(state)
            stack.append((state, True))
            for text, after in self.children(state):
                if after in entered:
                    raise JudgeError(
                        f"{self.game.path}: the move {text!r} leads back to an earlier "
                        "state: a game with cycles cannot be searched this way"
                    )
                if after not in done:
                    stack.append((after, False))
        return done[root]

    def _combine(self, state: Any) -> Solved:
        children = self.children(state)
        kids = [self._solved[after] for _, after in children]
        if self.game.kind is Kind.SCORE:
            gains = [
                self.game.gain(state, text) - (kid.value or 0)
                for (text, _), kid in zip(children, kids)
            ]
            value = max(gains, default=0)
            remoteness = 1 + max((k.remoteness for k in kids), default=-1)
            return Solved(wins=value > 0, grundy=None, remoteness=remoteness, value=value)
        seen = {kid.grundy for kid in kids}
        grundy = 0
        while grundy in seen:
            grundy += 1
        losing = [kid.remoteness for kid in kids if not kid.wins]
        if losing:
            return Solved(True, grundy, 1 + min(losing), None)
        return Solved(False, grundy, 1 + max((k.remoteness for k in kids), default=-1), None)

    def best_move(self, state: Any) -> tuple[str, Any] | None:
        """The perfect player's move: the quickest win when the state allows one; when it is
        lost, the move that leaves the opponent fewest winning replies, then the longest game
        (the likeliest to trip someone who has not found the pattern). None: no move left."""
        self.solve(state)
        children = self.children(state)
        if not children:
            return None
        if self.game.kind is Kind.SCORE:
            return max(
                children,
                key=lambda c: self.game.gain(state, c[0]) - (self._solved[c[1]].value or 0),
            )
        losing = [c for c in children if not self._solved[c[1]].wins]
        if losing:
            return min(losing, key=lambda c: self._solved[c[1]].remoteness)
        return min(
            children,
            key=lambda c: (len(self.winning_moves(c[1])), -self._solved[c[1]].remoteness),
        )

    def winning_moves(self, state: Any) -> list[str]:
        """The moves from `state` that keep a won game won (none from a lost state); in a score
        game, the moves that make sure of the state's value."""
        solved = self.solve(state)
        if self.game.kind is Kind.SCORE:
            return [
                text
                for text, after in self.children(state)
                if self.game.gain(state, text) - (self._solved[after].value or 0) == solved.value
            ]
        return [text for text, after in self.children(state) if not self._solved[after].wins]

"""Search from the rules: every state reachable from a position, solved once and remembered.

For a normal game (the player who cannot move loses): whether the player to move wins, the
Grundy value, and the remoteness (how many moves the game lasts when the winner hurries and the
loser delays). For a score game: the most the player to move can make sure of (negamax).

The search is a depth-first one with an explicit stack, so a long game does not meet Python's
recursion limit. A game whose moves can come back to a state (pieces that retreat) has no
bottom to search up from: when the search meets a cycle, the states reachable from the
position are solved by retrograde analysis instead, from the positions where no move is
left backwards; what that never reaches is a draw (each side can keep the game going for
ever). Such states have no Grundy value here. A score game with cycles is an error.
"""

from __future__ import annotations

import heapq
import itertools
import time
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from judge.errors import JudgeError
from judge.learn.game import Game, Kind

SEARCH_SECONDS = 30.0  # one search longer than this: the position is too large to play from


@dataclass(frozen=True)
class Solved:
    """What search found about one state, for the player to move."""

    wins: bool
    grundy: int | None  # None in a score game, and in a game with cycles
    remoteness: int
    value: int | None  # score games: the most the player to move can make sure of
    draw: bool = False  # neither side can force a win (a game with cycles)


class _Cycle(Exception):
    """The depth-first search met a state it is still exploring."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


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
        if root not in self._solved:
            deadline = time.monotonic() + self.seconds
            try:
                self._search(root, deadline)
            except _Cycle as cycle:
                if self.game.kind is Kind.SCORE:
                    raise JudgeError(
                        f"{self.game.path}: the move {cycle.text!r} leads back to an earlier "
                        "state: a score game with cycles cannot be searched"
                    ) from None
                self._retrograde(root, deadline)
        return self._solved[root]

    def _check(self, steps: int, deadline: float) -> None:
        if steps % 1000 == 0 and time.monotonic() > deadline:
            raise JudgeError(
                f"{self.game.problem_id}: this position has too many states to search "
                f"within {self.seconds:g} s: start from a smaller one (see `judge table`)"
            )

    def _search(self, root: Any, deadline: float) -> None:
        done = self._solved
        entered: set[Any] = set()
        stack: list[tuple[Any, bool]] = [(root, False)]
        for steps in itertools.count(1):
            if not stack:
                return
            self._check(steps, deadline)
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
                    raise _Cycle(text)
                if after not in done:
                    stack.append((after, False))

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
        grundy: int | None = None
        if all(kid.grundy is not None for kid in kids):
            seen = {kid.grundy for kid in kids}
            grundy = 0
            while grundy in seen:
                grundy += 1
        losing = [kid.remoteness for kid in kids if not kid.wins and not kid.draw]
        if losing:
            return Solved(True, grundy, 1 + min(losing), None)
        if any(kid.draw for kid in kids):
            return Solved(False, None, 0, None, draw=True)
        return Solved(False, grundy, 1 + max((k.remoteness for k in kids), default=-1), None)

    def _retrograde(self, root: Any, deadline: float) -> None:
        """Solve every unsolved state reachable from `root` backwards from the known ones:
        a state with a lost child is won, one whose children are all won is lost, in order
        of remoteness; the states never settled are draws."""
        parents, unsolved, known = self._explore(root, deadline)
        result = self._settle(parents, unsolved, known)
        for state in unsolved:
            self._solved[state] = result.get(state) or Solved(False, None, 0, None, draw=True)

    def _explore(
        self, root: Any, deadline: float
    ) -> tuple[dict[Any, list[Any]], list[Any], list[Any]]:
        """The states reachable from `root` without passing a solved one: (each state's
        parents, the unsolved states, the solved ones met)."""
        parents: dict[Any, list[Any]] = defaultdict(list)
        unsolved: list[Any] = []
        seen = {root}
        todo = [root]
        known: list[Any] = []
        for steps in itertools.count(1):
            if not todo:
                break
            self._check(steps, deadline)
            state = todo.pop()
            if state in self._solved:
                known.append(state)
                continue
            unsolved.append(state)
            for _, after in self.children(state):
                parents[after].append(state)
                if after not in seen:
                    seen.add(after)
                    todo.append(after)
        return parents, unsolved, known

    def _settle(
        self, parents: dict[Any, list[Any]], unsolved: list[Any], known: list[Any]
    ) -> dict[Any, Solved]:
        """The values found backwards from the `known` states and the unsolved ones without
        a move, nearest first; the states left out are draws."""
        result: dict[Any, Solved] = {state: self._solved[state] for state in known}
        pending = {state: len(self.children(state)) for state in unsolved}
        order = itertools.count()
        heap: list[tuple[int, int, Any]] = []
        for state in known:
            heapq.heappush(heap, (result[state].remoteness, next(order), state))
        for state in unsolved:
            if not pending[state]:
                result[state] = Solved(False, None, 0, None)
                heapq.heappush(heap, (0, next(order), state))
        while heap:
            remoteness, _, state = heapq.heappop(heap)
            settled = result[state]
            if settled.draw:
                continue
            for parent in parents[state]:
                if parent in result:
                    continue
                if not settled.wins:
                    result[parent] = Solved(True, None, remoteness + 1, None)
                else:
                    pending[parent] -= 1
                    if pending[parent]:
                        continue
                    result[parent] = Solved(False, None, remoteness + 1, None)
                heapq.heappush(heap, (remoteness + 1, next(order), parent))
        return result

    def best_move(self, state: Any) -> tuple[str, Any] | None:
        """The perfect player's move: the quickest win when the state allows one; a move that
        keeps a draw drawn; when it is lost, the move that leaves the opponent fewest winning
        replies, then the longest game (the likeliest to trip someone who has not found the
        pattern). None: no move left."""
        self.solve(state)
        children = self.children(state)
        if not children:
            return None
        if self.game.kind is Kind.SCORE:
            return max(
                children,
                key=lambda c: self.game.gain(state, c[0]) - (self._solved[c[1]].value or 0),
            )
        for after in {after for _, after in children}:
            self.solve(after)
        losing = [c for c in children if self._lost(c[1])]
        if losing:
            return min(losing, key=lambda c: self._solved[c[1]].remoteness)
        drawn = [c for c in children if self._solved[c[1]].draw]
        if drawn:
            return drawn[0]
        return min(
            children,
            key=lambda c: (len(self.winning_moves(c[1])), -self._solved[c[1]].remoteness),
        )

    def _lost(self, state: Any) -> bool:
        solved = self._solved[state]
        return not solved.wins and not solved.draw

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
        return [text for text, after in self.children(state) if self._lost(after)]

"""The interactor of every play_* problem ("win the game"), shared: each problem's
interactor.py is a few lines that load this file and the problem's game file (both beside it
in the problem set, as links; carried inside the interactor by `judge export`, since a
package's output validator is one program) and call `main`.

Standalone on purpose (standard library only, nothing of judge), so that an exported package
runs in problemtools as it runs here. The game file gives the rules (start, moves, move,
describe, explain, and successors where it has them: the moves with their states); this file
plays them perfectly by search.

The protocol, the same for every play_* problem (see their statements):
  the interactor writes the number of games G; then, for each game,
    the interactor writes the position (the input's line, verbatim);
    the program writes `first` or `second`: whether it moves first;
    the two alternate moves, one a line, in the game file's move format;
    after each of the program's moves the interactor writes its reply, or `end` when the
    program's move left no move: the program took the last stone and won that game.
The program must win every game. When it cannot move, it lost: the interactor rejects.

Kattis interface: `interactor input answer feedback_dir/`; exit 42 to accept, 43 to reject,
with judgemessage.txt saying why in the notes' words. The answer file holds the winner of
each game for the side that plays well (`first` or `second`, from the brute force); a
disagreement with this file's search is the problem's error, not the program's (exit 1).
"""

import sys

ACCEPT, REJECT, BROKEN = 42, 43, 1


class Solver:
    """The game's states under one set of parameters, solved by search and remembered: whether
    the player to move wins, and the remoteness (how long the game lasts when the winner
    hurries and the loser delays)."""

    def __init__(self, game, params):
        self.game = game
        self.params = params
        self._children = {}
        self._solved = {}  # state -> (wins, remoteness)

    def children(self, state):
        found = self._children.get(state)
        if found is None:
            successors = getattr(self.game, "successors", None)
            if successors is not None:  # the moves with their states: no text read back
                found = successors(state, **self.params)
            else:
                found = [
                    (text, self.game.move(state, text, **self.params))
                    for text in self.game.moves(state, **self.params)
                ]
            self._children[state] = found
        return found

    def solve(self, root):
        # Depth-first with an explicit stack: a long game must not meet the recursion limit.
        # A move back to a state still being explored is a cycle (Northcott's pieces retreat):
        # then the states reachable from root are solved backwards instead.
        stack = [(root, False)]
        entered = set()
        while stack:
            state, expanded = stack.pop()
            if state in self._solved:
                continue
            kids = self.children(state)
            if not expanded and any(after in entered for _, after in kids):
                self._retrograde(root)
                return self._solved[root]
            if expanded:
                entered.discard(state)
                results = [self._solved[after] for _, after in kids]
                losing = [far for wins, far in results if not wins]
                if losing:
                    self._solved[state] = (True, 1 + min(losing))
                else:
                    self._solved[state] = (False, 1 + max((far for _, far in results), default=-1))
                continue
            entered.add(state)
            stack.append((state, True))
            stack.extend((after, False) for _, after in kids if after not in self._solved)
        return self._solved[root]

    def _retrograde(self, root):
        """Every state reachable from root, from the ends backwards in order of remoteness: a
        state with a lost child is won (its first one met is the nearest), one whose children
        are all won is lost (its last one met is the farthest). A state never settled is a
        draw; it counts as lost, with no end in sight (no play_* game has one)."""
        import heapq

        parents, seen, todo, unsolved = {}, {root}, [root], []
        while todo:
            state = todo.pop()
            if state in self._solved:
                continue
            unsolved.append(state)
            for _, after in self.children(state):
                parents.setdefault(after, []).append(state)
                if after not in seen:
                    seen.add(after)
                    todo.append(after)
        pending = {state: len(self.children(state)) for state in unsolved}
        heap = [(far, id(state), state) for state in seen if state in self._solved
                for _, far in [self._solved[state]]]
        heap += [(0, id(state), state) for state in unsolved if not pending[state]]
        for state in unsolved:
            if not pending[state]:
                self._solved[state] = (False, 0)
        heapq.heapify(heap)
        while heap:
            far, _, state = heapq.heappop(heap)
            wins = self._solved[state][0]
            for parent in parents.get(state, ()):
                if parent in self._solved:
                    continue
                if not wins:
                    self._solved[parent] = (True, far + 1)
                else:
                    pending[parent] -= 1
                    if pending[parent]:
                        continue
                    self._solved[parent] = (False, far + 1)
                heapq.heappush(heap, (far + 1, id(parent), parent))
        for state in unsolved:
            self._solved.setdefault(state, (False, 10**9))

    def wins(self, state):
        found = self._solved.get(state)  # most calls ask again (best_move's replies)
        return (found or self.solve(state))[0]

    def winning_moves(self, state):
        return [text for text, after in self.children(state) if not self.wins(after)]

    def best_move(self, state):
        """The quickest win when there is one; when the state is lost, the move that leaves
        the fewest winning replies, then the longest game: the likeliest to expose a program
        that has not found the pattern (the choice of `judge play`'s opponent)."""
        self.solve(state)
        solved = self._solved  # every state reachable from `state` is in it now
        kids = self.children(state)
        losing = [kid for kid in kids if not solved[kid[1]][0]]
        if losing:
            return min(losing, key=lambda kid: solved[kid[1]][1])

        def replies(after):  # how many winning replies the move leaves
            return sum(not solved[then][0] for _, then in self.children(after))

        return min(kids, key=lambda kid: (replies(kid[1]), -solved[kid[1]][1]))


class Rejected(Exception):
    """The program lost a game, broke a rule or the protocol; the message says which."""


class Broken(Exception):
    """The test data contradicts the search: the problem's fault."""


def main(game, parse, argv=None):
    """Run the protocol. `parse(line)` turns an input line (a position in the problem's own
    terms) into (position, params): what the game file's start() takes, and its parameters."""
    argv = sys.argv if argv is None else argv
    with open(argv[1]) as file:
        lines = file.read().split("\n")
    with open(argv[2]) as file:
        answers = file.read().split()
    feedback = argv[3].rstrip("/") + "/"
    count = int(lines[0])
    solvers = {}  # one per set of parameters, kept across games: their states are shared
    try:
        print(count, flush=True)
        for number in range(1, count + 1):
            _game(game, parse, solvers, number, lines[number], answers[number - 1])
    except Rejected as why:
        with open(feedback + "judgemessage.txt", "w") as file:
            file.write(f"{why}\n")
        return REJECT
    except Broken as why:
        print(f"interactor: {why}", file=sys.stderr)
        return BROKEN
    except BrokenPipeError:
        # The program exited before reading what we wrote: it never finished its games.
        with open(feedback + "judgemessage.txt", "w") as file:
            file.write("the program stopped reading before its games were over\n")
        return REJECT
    return ACCEPT


def _read(number, what):
    # Bytes, not text: whatever the program writes is an answer to judge, never a crash.
    line = sys.stdin.buffer.readline()
    if not line:
        raise Rejected(f"game {number}: the program ended its output before {what}")
    return " ".join(line.decode("utf-8", errors="replace").split())


def _game(game, parse, solvers, number, line, answer):
    position, params = parse(line)
    key = tuple(sorted(params.items()))
    solver = solvers.setdefault(key, Solver(game, params))
    state = game.start(position, **params)
    first_wins = solver.wins(state)
    if answer != ("first" if first_wins else "second"):
        raise Broken(f"game {number} ({line}): the answer file says {answer!r}, search disagrees")
    print(line, flush=True)

    def words(state):
        return game.describe(state, **params)

    def why(state):
        return game.explain(state, **params)

    choice = _read(number, "choosing first or second")
    if choice not in ("first", "second"):
        raise Rejected(f"game {number} ({line}): expected first or second, got {choice[:40]!r}")
    mine = choice == "first"
    mistake = None  # where the program let the win go, in the notes' words
    if mine and not first_wins:
        mistake = f"from {words(state)}, you chose to move first, but {why(state)}"
    if not mine and first_wins:
        mistake = f"from {words(state)}, you chose to move second, so I moved first, but {why(state)}"
    while solver.children(state):
        if mine:
            text = _read(number, "its move")
            try:
                after = game.move(state, text, **params)
            except ValueError as rule:
                raise Rejected(
                    f"game {number} ({line}): illegal move {text[:40]!r} from {words(state)}: {rule}"
                ) from None
            if mistake is None and solver.wins(after):
                best = solver.best_move(state)[0]
                mistake = (
                    f"from {words(state)}, you played {text}, leaving {words(after)}: "
                    f"{why(after)} A winning move was {best}."
                )
            state = after
            if not solver.children(state):
                print("end", flush=True)
                return
        else:
            text, state = solver.best_move(state)
            print(text, flush=True)
        mine = not mine
    raise Rejected(
        f"game {number} ({line}): you lost: I took the last move ({words(state)}). "
        f"Where it went wrong: {mistake}"
    )

# Northcott Game (HDU 1730), OI edition: exhaustive search of the real game, from the rules only.
#
# A position is the board (the columns of Tom's and Jerry's piece in every row) plus the
# player to move. Tom moves one of his own pieces to another empty cell of its row without
# jumping over Jerry's piece; Jerry likewise; a player with no move loses.
#
# Pieces may move away from the opponent, so the game graph has cycles and a plain
# memoised recursion would not terminate. Instead we enumerate every position reachable
# from the start and label them by retrograde analysis:
#   - a position whose mover has no move is LOST for the mover;
#   - a position with a move into a LOST position is WON;
#   - a position all of whose moves lead into WON positions is LOST;
#   - whatever is still unlabelled at the end is a DRAW (the game can go on forever).
# A draw would contradict "someone has a winning strategy", so it is printed as "DRAW"
# (never a valid answer) to make any such input stand out.
#
# Exponential in the number of rows: meant for a few rows on small boards.
import sys
from collections import deque

TOM, JERRY = 0, 1


def row_moves(t, j, m, player):
    """The rows (t', j') reachable from row (t, j) of width m when `player` moves his piece."""
    mine, theirs = (t, j) if player == TOM else (j, t)
    # Without jumping over the opponent the piece stays on its side of him.
    cells = range(1, theirs) if mine < theirs else range(theirs + 1, m + 1)
    return [(c, theirs) if player == TOM else (theirs, c) for c in cells if c != mine]


def tom_wins(board, m):
    """Label every position reachable from `board` (Tom to move) by retrograde analysis.

    A board is encoded as an integer in base R = m * m (digit r = (t - 1) * m + (j - 1) of
    row r) so that a move is a single addition; a state is board * 2 + player to move.
    """
    R = m * m
    code = lambda row: (row[0] - 1) * m + (row[1] - 1)
    steps = ({}, {})  # steps[player][digit] = digit changes of that player's moves in that row

    def changes(player, digit):
        table = steps[player]
        if digit not in table:
            t, j = digit // m + 1, digit % m + 1
            table[digit] = [code(row) - digit for row in row_moves(t, j, m, player)]
        return table[digit]

    powers = [R ** r for r in range(len(board))]
    start = sum(code(row) * powers[r] for r, row in enumerate(board)) * 2 + TOM
    index = {start: 0}
    order = [start]
    pred = [[]]
    remaining = []  # number of moves of each state not yet known to lose for its mover
    queue = deque([start])
    while queue:
        state = queue.popleft()
        me = index[state]
        b, player = divmod(state, 2)
        count = 0
        rest = b
        for power in powers:
            rest, digit = divmod(rest, R)
            for change in changes(player, digit):
                nxt = (b + change * power) * 2 + 1 - player
                k = index.get(nxt)
                if k is None:
                    k = index[nxt] = len(order)
                    order.append(nxt)
                    pred.append([])
                    queue.append(nxt)
                pred[k].append(me)
                count += 1
        remaining.append(count)
    UNKNOWN, WIN, LOSE = 0, 1, 2
    n = len(order)
    label = [UNKNOWN] * n
    work = deque()
    for i in range(n):
        if remaining[i] == 0:  # the player to move has no move: he loses
            label[i] = LOSE
            work.append(i)
    while work:
        k = work.popleft()
        for i in pred[k]:
            if label[i] != UNKNOWN:
                continue
            if label[k] == LOSE:  # i can move into a lost position
                label[i] = WIN
                work.append(i)
            else:
                remaining[i] -= 1
                if remaining[i] == 0:  # every move of i leads into a won position
                    label[i] = LOSE
                    work.append(i)
    return {WIN: "I WIN!", LOSE: "BAD LUCK!", UNKNOWN: "DRAW"}[label[0]]


def main():
    data = sys.stdin.read().split()
    out = []
    pos = 0
    while pos < len(data):
        n, m = int(data[pos]), int(data[pos + 1])
        pos += 2
        board = []
        for _ in range(n):
            board.append((int(data[pos]), int(data[pos + 1])))
            pos += 2
        out.append(tom_wins(tuple(board), m))
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()

# Wrong: rotates the chosen square clockwise instead of counterclockwise. The sums are the
# same, the boards after a move are not: the sample's third board gives 60 instead of 63.
import sys

SQUARES = [(4 * r + c, 4 * r + c + 1, 4 * r + c + 4, 4 * r + c + 5)
           for r in range(3) for c in range(3)]
memo = {}


def value(board, left):
    key = (board, left)
    if key not in memo:
        results = []
        for tl, tr, bl, br in SQUARES:
            s = board[tl] + board[tr] + board[bl] + board[br]
            if left > 1:
                after = list(board)
                after[tr], after[br], after[bl], after[tl] = board[tl], board[tr], board[br], board[bl]
                s += value(tuple(after), left - 1)
            results.append(s)
        memo[key] = max(results) if left % 2 == 0 else min(results)
    return memo[key]


data = sys.stdin.buffer.read().split()
out = []
for case in range(int(data[0])):
    k = int(data[1 + 17 * case])
    board = tuple(map(int, data[2 + 17 * case:18 + 17 * case]))
    out.append(str(value(board, 2 * k)))
sys.stdout.write("\n".join(out) + "\n")

# Wrong: each player takes the best square for the moment (Alice the largest sum, Bob the
# smallest) without looking ahead. The notes warn against it: a move also rotates numbers
# into or out of the squares the opponent will use.
import sys

SQUARES = [(4 * r + c, 4 * r + c + 1, 4 * r + c + 4, 4 * r + c + 5)
           for r in range(3) for c in range(3)]

data = sys.stdin.buffer.read().split()
out = []
for case in range(int(data[0])):
    k = int(data[1 + 17 * case])
    board = list(map(int, data[2 + 17 * case:18 + 17 * case]))
    score = 0
    for move in range(2 * k):
        sums = [board[a] + board[b] + board[c] + board[d] for a, b, c, d in SQUARES]
        pick = sums.index(max(sums) if move % 2 == 0 else min(sums))
        tl, tr, bl, br = SQUARES[pick]
        score += sums[pick]
        board[tl], board[tr], board[br], board[bl] = board[tr], board[br], board[bl], board[tl]
    out.append(str(score))
sys.stdout.write("\n".join(out) + "\n")

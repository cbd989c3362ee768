# Wrong: an off-by-one in the move count: the search stops after 2k - 1 moves (its depth
# counter starts at 1 and stops at 2k), so Bob's last move is never made.
import sys

SQUARES = [(4 * r + c, 4 * r + c + 1, 4 * r + c + 4, 4 * r + c + 5)
           for r in range(3) for c in range(3)]
memo = {}


def value(board, depth, moves):
    key = (board, depth, moves)
    if key not in memo:
        if depth == moves:
            memo[key] = 0
        else:
            results = []
            for tl, tr, bl, br in SQUARES:
                after = list(board)
                after[tl], after[tr], after[br], after[bl] = board[tr], board[br], board[bl], board[tl]
                results.append(board[tl] + board[tr] + board[bl] + board[br] +
                               value(tuple(after), depth + 1, moves))
            memo[key] = max(results) if depth % 2 == 1 else min(results)
    return memo[key]


data = sys.stdin.buffer.read().split()
out = []
for case in range(int(data[0])):
    k = int(data[1 + 17 * case])
    board = tuple(map(int, data[2 + 17 * case:18 + 17 * case]))
    out.append(str(value(board, 1, 2 * k)))
sys.stdout.write("\n".join(out) + "\n")

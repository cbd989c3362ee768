# Too slow: right, the notes' recursion as it stands: every line of play, 9^(2k) of them,
# with no pruning and no memo. About 0.3 s per board with k = 3 in Python; 200 such boards
# take about a minute.
import sys

SQUARES = [(4 * r + c, 4 * r + c + 1, 4 * r + c + 4, 4 * r + c + 5)
           for r in range(3) for c in range(3)]


def dfs(board, left):
    if left == 0:
        return 0
    best = None
    for tl, tr, bl, br in SQUARES:
        s = board[tl] + board[tr] + board[bl] + board[br]
        board[tl], board[tr], board[br], board[bl] = board[tr], board[br], board[bl], board[tl]
        v = s + dfs(board, left - 1)
        board[tr], board[br], board[bl], board[tl] = board[tl], board[tr], board[br], board[bl]
        if best is None or (v > best if left % 2 == 0 else v < best):
            best = v
    return best


data = sys.stdin.buffer.read().split()
out = []
for case in range(int(data[0])):
    k = int(data[1 + 17 * case])
    board = list(map(int, data[2 + 17 * case:18 + 17 * case]))
    out.append(str(dfs(board, 2 * k)))
sys.stdout.write("\n".join(out) + "\n")

# Brute force for Rake It In (ICPC 2017 Nanning I, Jisuanke A1538), written from the rules
# only: plain minimax, no pruning.
#
# A position is the board (16 numbers, row by row) and the number of moves left; Alice moves
# when an even number is left, Bob when an odd one. A move picks one of the nine 2x2 squares,
# adds its sum to the score and rotates it counterclockwise (top-right -> top-left ->
# bottom-left -> bottom-right -> top-right). value(board, left) = the score still to come:
# the largest over Alice's moves, the smallest over Bob's, of (square sum + value after).
# Memoised over the positions reached (the same board arises along different move orders).
import sys
from functools import lru_cache

SQUARES = [(4 * r + c, 4 * r + c + 1, 4 * r + c + 4, 4 * r + c + 5)
           for r in range(3) for c in range(3)]


def rotated(board, square):
    tl, tr, bl, br = square
    after = list(board)
    after[tl], after[bl], after[br], after[tr] = board[tr], board[tl], board[bl], board[br]
    return tuple(after)


@lru_cache(maxsize=None)
def value(board, left):
    if left == 0:
        return 0
    results = [sum(board[i] for i in square) +
               (value(rotated(board, square), left - 1) if left > 1 else 0)
               for square in SQUARES]            # (after the last move the board is unused)
    return max(results) if left % 2 == 0 else min(results)


def main() -> None:
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for case in range(t):
        k = int(data[1 + 17 * case])
        board = tuple(int(x) for x in data[2 + 17 * case:18 + 17 * case])
        out.append(str(value(board, 2 * k)))
    print("\n".join(out))


if __name__ == "__main__":
    main()

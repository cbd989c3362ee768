# Rake It In - ICPC 2017 Asia Nanning Regional, problem I (Jisuanke A1538).
#
# Not an impartial game: Alice and Bob share one score, which Alice maximises and Bob
# minimises, so the answer is the minimax value of the game tree. A move adds the sum of a
# 2x2 square and rotates it counterclockwise; 2k <= 6 moves with 9 choices each make
# 9^6 = 531441 lines of play per board, and up to 200 boards: too many to walk one by one
# in Python. So the search prunes, without changing its result:
#  - Alpha-beta: a search is given the window (alpha, beta) of values that can still matter
#    above it (alpha: what Alice is sure of elsewhere, beta: what Bob is sure of). As soon as
#    one move reaches beta for Alice (or alpha for Bob), the opponent would never allow this
#    position and the other moves need not be tried. Moves are tried best immediate sum
#    first, so such cut-offs come early; Bob's first moves of k = 3 are tried in the order
#    of what they leave Alice (his sum plus her best square after it), a better guess.
#  - Bounds, which stop a player's remaining moves at once (they come in order of sum):
#    rotations only move the 16 numbers, so every square sum lies between lo (the four
#    smallest numbers) and hi (the four largest). A move of sum s with m moves after it is
#    worth at most s + m * hi and at least s + m * lo. Better: on Bob's move before Alice's
#    last, square s is worth at least 2s + lo, since Alice can take the same square back (a
#    rotation keeps its sum).
#  - Alice's last move: Bob then takes the smallest square sum, and needs no rotation. A
#    rotation leaves its own square's sum and every square apart from it as they were, so
#    her square s is worth at most s + min(s, the smallest square apart from it): in order
#    of sum, once 2s cannot beat alpha neither can the rest.
# With the full window at the root, alpha-beta returns the exact minimax value there. A
# rotation is a permutation of the 16 cells (row by row), applied with operator.itemgetter;
# the nine square sums are written out, which is quicker in Python than any loop.
import sys
from operator import itemgetter

CORNERS = (0, 1, 2, 4, 5, 6, 8, 9, 10)  # top-left cells of the nine 2x2 squares


def rotation(c: int) -> itemgetter:
    """The board after rotating the square at corner c counterclockwise: its top-left cell
    takes the top-right number, top-right the bottom-right, bottom-right the bottom-left,
    bottom-left the top-left."""
    take = list(range(16))
    tl, tr, bl, br = c, c + 1, c + 4, c + 5
    take[tl], take[tr], take[br], take[bl] = tr, br, bl, tl
    return itemgetter(*take)


def apart(c: int) -> tuple:
    """The squares (by index in CORNERS) sharing no cell with the square at corner c."""
    return tuple(j for j, d in enumerate(CORNERS)
                 if abs(d // 4 - c // 4) > 1 or abs(d % 4 - c % 4) > 1)


ROTATE = [rotation(c) for c in CORNERS]
APART = [itemgetter(*apart(c)) if apart(c) else None for c in CORNERS]  # None: the centre
INFINITY = 1 << 30


def square_sums(board: tuple) -> tuple:
    a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p = board
    return (a + b + e + f, b + c + f + g, c + d + g + h,
            e + f + i + j, f + g + j + k, g + h + k + l,
            i + j + m + n, j + k + n + o, k + l + o + p)


def alice_last(board: tuple, sums: tuple, alpha: int, beta: int) -> int:
    """The last two moves (Alice's, then Bob's smallest square): exact inside (alpha, beta),
    else a bound on that side."""
    best = -INFINITY
    for i in sorted(range(9), key=sums.__getitem__, reverse=True):
        s = sums[i]
        if 2 * s <= alpha:
            break
        if APART[i] is not None and s + min(APART[i](sums)) <= alpha:
            continue
        value = s + min(square_sums(ROTATE[i](board)))
        if value > best:
            best = value
            if best > alpha:
                alpha = best
                if alpha >= beta:
                    break
    return best


def search(board: tuple, left: int, alpha: int, beta: int, lo: int, hi: int) -> int:
    """The score still to come with `left` >= 2 moves to play (Alice's turn when `left` is
    even): exact when it lies inside (alpha, beta), else a bound on that side."""
    sums = square_sums(board)
    if left == 2:
        return alice_last(board, sums, alpha, beta)
    if left % 2 == 0:                                    # Alice
        best = -INFINITY
        for i in sorted(range(9), key=sums.__getitem__, reverse=True):
            s = sums[i]
            if s + (left - 1) * hi <= alpha:
                break
            value = s + search(ROTATE[i](board), left - 1, alpha - s, beta - s, lo, hi)
            if value > best:
                best = value
                if best > alpha:
                    alpha = best
                    if alpha >= beta:
                        break
        return best
    best = INFINITY                                      # Bob
    if left == 3:
        order = sorted(range(9), key=sums.__getitem__)
    else:
        order = sorted(range(9), key=lambda i: sums[i] + max(square_sums(ROTATE[i](board))))
    for i in order:
        s = sums[i]
        if s + (left - 1) * lo >= beta or (left == 3 and 2 * s + lo >= beta):
            if left == 3:
                break                                    # the rest come in order of sum
            continue
        value = s + search(ROTATE[i](board), left - 1, alpha - s, beta - s, lo, hi)
        if value < best:
            best = value
            if best < beta:
                beta = best
                if alpha >= beta:
                    break
    return best


def main() -> None:
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    for case in range(t):
        k = int(data[1 + 17 * case])
        board = tuple(map(int, data[2 + 17 * case:18 + 17 * case]))
        numbers = sorted(board)
        lo, hi = sum(numbers[:4]), sum(numbers[-4:])
        out.append(str(search(board, 2 * k, -INFINITY, INFINITY, lo, hi)))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()

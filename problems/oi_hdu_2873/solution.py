# Bomb Game (HDU 2873), OI edition: the original's boards of up to 50 x 50, in three subtasks.
# Reference solution.
#
# Every bomb is an independent game: exploding one bomb only creates bombs that play on by
# themselves. So the board is a sum of one-bomb games, and by the Sprague-Grundy theorem the
# player to move (John) wins exactly when the XOR of the bombs' Grundy values is non-zero.
#
# Grundy value of a bomb at 0-based (i, j) = (p - 1, q - 1):
# - (0, 0): it explodes at once, no move: 0.
# - row 0: the move replaces it by one bomb at (0, y), y < j (y = 0 means it is gone), which
#   is a Nim heap: sg(0, j) = j. Column 0 likewise: sg(i, 0) = i.
# - otherwise the move leaves two bombs (x, j) and (i, y) with x < i, y < j, a sum of two
#   games: sg(i, j) = mex { sg(i, y) ^ sg(x, j) : x < i, y < j }.
# Two bombs on one cell explode together: that removes a pair of equal games, whose XOR is 0,
# so the XOR rule already accounts for it; likewise a bomb that lands on (0, 0) adds 0.
#
# The table is symmetric, sg(i, j) = sg(j, i): true on row and column 0, and by induction the
# set defining sg(j, i), { sg(j, x) ^ sg(y, i) : y < j, x < i }, is the set defining sg(i, j)
# with the two terms swapped. So only i >= j is computed, and column j of the table equals
# row j. Values reach 364 and the XORs inside the mex reach 511, so nothing may assume bytes.
# Each cell is a few C-level set operations; the whole 50 x 50 table takes tens of ms and is
# built once, only as large as the biggest board needs.
import sys
from functools import reduce
from itertools import compress, count, filterfalse
from operator import xor


def grundy_table(size):
    sg = [[0] * size for _ in range(size)]
    for i in range(size):
        sg[i][0] = sg[0][i] = i
    for i in range(1, size):
        row = sg[i]
        for j in range(1, i + 1):
            col = set(sg[j][:i])  # sg(x, j) for x < i, by symmetry
            seen = set()
            for r in set(row[:j]):  # sg(i, y) for y < j
                seen.update(map(r.__xor__, col))
            g = next(filterfalse(seen.__contains__, count()))
            row[j] = sg[j][i] = g
    return sg


def main() -> None:
    data = sys.stdin.buffer.read().split()
    boards, pos, size = [], 0, 1
    while pos + 1 < len(data):
        n, m = int(data[pos]), int(data[pos + 1])
        if n == 0 and m == 0:
            break
        boards.append(data[pos + 2:pos + 2 + n])
        pos += 2 + n
        size = max(size, n, m)
    sg = grundy_table(size)
    bomb = ord("#").__eq__
    out = []
    for rows in boards:
        x = 0
        for sgrow, line in zip(sg, rows):
            x = reduce(xor, compress(sgrow, map(bomb, line)), x)
        out.append("John" if x else "Jack")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()

# HDU 1729 - Stone Game, OI edition (boxes of size up to 10^18).
#
# The boxes are independent games, so by the Sprague-Grundy theorem the first player wins
# exactly when the XOR of the boxes' Grundy values is nonzero. For one box of size s holding
# c stones, sg(s, c) is:
#  - c = 0: no move at all, sg = 0.
#  - Let q be the largest count with q + q^2 < s. From any count x > q a move may add up to
#    x^2 >= s - x stones, i.e. reach every count above x up to s: from there on the box is a
#    Nim heap of s - x stones, sg = s - x.
#  - The count q itself reaches only counts above q, whose values s - x are all >= 1: sg = 0.
#  - For c < q: the moves that end at or below q are exactly those of a box of size q (and,
#    by induction, lead to the same values), and the moves past q reach values
#    s - x > q + q^2 - c - c^2 >= q - c, above any mex of the at most q - c others: so
#    sg(s, c) = sg(q, c).
# So: while c <= q, replace s by q; then sg = s - c. q is about sqrt(s): a few steps.
# q + q^2 < s  <=>  (2q + 1)^2 <= 4s - 3, so q = (isqrt(4s - 3) - 1) // 2, exact in integers
# (a double's square root of 4s - 3 near 4 * 10^18 is not).
import sys
from math import isqrt


def grundy(s: int, c: int) -> int:
    if c == 0:
        return 0
    while True:
        q = (isqrt(4 * s - 3) - 1) // 2   # s >= c >= 1
        if c > q:
            return s - c
        s = q


def main() -> None:
    data = sys.stdin.buffer.read().split()
    pos, case, out = 0, 0, []
    while pos < len(data):
        n = int(data[pos])
        if n == 0:
            break
        x = 0
        for i in range(n):
            x ^= grundy(int(data[pos + 1 + 2 * i]), int(data[pos + 2 + 2 * i]))
        pos += 1 + 2 * n
        case += 1
        out.append("Case %d:" % case)
        out.append("Yes" if x else "No")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()

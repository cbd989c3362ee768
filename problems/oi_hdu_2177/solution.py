# HDU 2177 - Stone-Taking Game, Two Piles (Wythoff's game), OI edition: piles up to 10^18,
# only the winner asked.
#
# Two piles; a move takes any positive number of stones from one pile, or the same positive
# number from both. Taking the last stone wins.
#
# Why the rule is right: the P-positions (the mover loses) are the pairs
# (a_k, b_k) = (floor(k * phi), floor(k * phi) + k), k = 0, 1, 2, ..., phi = (1 + sqrt 5) / 2.
# By Beatty's theorem the a_k and b_k (k >= 1) together hold every positive integer exactly
# once, and b_k - a_k = k differs from pair to pair. So no move joins two pairs: a one-pile
# move keeps the other pile (each number is in one pair only), an equal removal keeps the
# difference (each difference belongs to one pair only). And every other position reaches a
# pair: with a <= b and d = b - a, if a > a_d take a - a_d from both; if a = b_j for some j,
# lower the other pile to a_j; if a = a_j with j < d, lower b to b_j.
#
# floor(k * phi) in whole numbers: k * phi = (k + sqrt(5 k^2)) / 2, and for a whole k and any
# real x >= 0, floor((k + x) / 2) = (k + floor(x)) // 2; floor(sqrt(5 k^2)) is isqrt(5 k^2).
import sys
from math import isqrt


def main() -> None:
    data = sys.stdin.buffer.read().split()
    c = int(data[0])
    out = []
    for i in range(c):
        a, b = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])))
        d = b - a
        out.append("0" if a == (d + isqrt(5 * d * d)) // 2 else "1")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()

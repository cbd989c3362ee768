# HDU 2177 - 取(2堆)石子游戏 (Wythoff's game, listing the winning first moves).
#
# Two piles a <= b. A move takes any positive number of stones from ONE pile, or the same
# positive number from BOTH piles; whoever takes the last stone wins.
#
# Why the rule is right. Let phi = (1 + sqrt 5) / 2 and, for k = 0, 1, 2, ...,
#     a_k = floor(k * phi),  b_k = a_k + k        (0,0) (1,2) (3,5) (4,7) (6,10) (8,13) ...
# By Beatty's theorem the numbers a_k (k >= 1) and b_k (k >= 1) split the positive integers:
# every v >= 1 is in exactly one pair, and every difference k occurs in exactly one pair.
# The pairs are exactly the losing positions (P-positions):
#   * from a pair, a one-pile move keeps the other pile, whose value lies in no other pair, and
#     an equal removal keeps the difference, which lies in no other pair: so every move leaves
#     a position that is not a pair;
#   * from any other position some move reaches a pair (the three cases below cover it).
# So (a, b) is lost exactly when it is a pair, i.e. a == a_d with d = b - a.
#
# The winning moves from (a, b) are the moves that reach a pair. There are three kinds:
#   1. equal removal keeps d, and the only pair with difference d is (a_d, b_d): it is a
#      legal target exactly when a_d < a;
#   2. lowering pile a keeps b: the target is (partner(b), b), legal when partner(b) < a;
#   3. lowering pile b keeps a: the target is {a, partner(a)}, legal when partner(a) < b.
# partner(v) is the other number of v's pair. Let k = floor((v+1)/phi); it counts the
# lower numbers a_1..a_k that are <= v. If v == a_k then partner(v) = b_k = v + k. Otherwise v
# is an upper number b_j with j = v - k (the uppers <= v are the other v - k numbers), so
# partner(v) = a_j = v - j = k. As k * phi < v + 1 always, v == a_k  <=>  k * phi > v
# <=>  k * sqrt(5) > 2v - k  <=>  5k^2 > (2v - k)^2  (2v - k >= 0 here).
# All floors are exact integer arithmetic: floor(n * phi) = (n + isqrt(5 n^2)) // 2 and
# floor(n / phi) = (isqrt(5 n^2) - n) // 2 (sqrt(5) * n is irrational for n > 0).
#
# Output order (the statement only fixes "equal removal first"): `1`, the equal-removal target
# if it wins, then every other DISTINCT target in ascending order, as "x y" with x <= y.
# Two kinds of move can reach the same target: with a == b, lowering either pile (printed
# once), and e.g. (2,3) -> (1,2) by equal removal or by lowering pile b (printed once, first).
import sys
from math import isqrt


def partner(v: int) -> int:
    n = v + 1
    k = (isqrt(5 * n * n) - n) >> 1
    t = 2 * v - k
    return v + k if 5 * k * k > t * t else k


def answer(a: int, b: int) -> bytes:
    """The answer lines for (a, b), each ending with a newline."""
    d = b - a
    ad = (d + isqrt(5 * d * d)) >> 1          # a_d: the pair with difference d is (a_d, a_d + d)
    if ad == a:
        return b"0\n"
    text = b"1\n"
    equal = None
    if ad < a:                                # 1. equal removal of a - a_d stones
        equal = (ad, ad + d)
        text += b"%d %d\n" % equal
    others = []
    pb = partner(b)
    if pb < a:                                # 2. lower pile a to partner(b)
        others.append((pb, b))
    pa = partner(a)
    if pa < b:                                # 3. lower pile b to partner(a)
        target = (pa, a) if pa < a else (a, pa)
        if target != equal and target not in others:
            others.append(target)
    others.sort()
    for pair in others:
        text += b"%d %d\n" % pair
    return text


def main() -> None:
    # One position per line; the line "0 0" ends the input. The answers are collected in one
    # bytearray and written at once (less memory than a list of strings joined at the end).
    out = bytearray()
    for line in sys.stdin.buffer.read().split(b"\n"):
        a, b = map(int, line.split())
        if a == 0 and b == 0:
            break
        out += answer(a, b)
    sys.stdout.buffer.write(out)


if __name__ == "__main__":
    main()

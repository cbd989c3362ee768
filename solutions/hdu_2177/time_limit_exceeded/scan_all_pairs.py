# Too slow: right answers, but for every position it walks through ALL losing pairs
# (a_k, b_k) with a_k <= b and tests whether one move reaches each of them. That is about
# 0.6 * b steps per position; with 100 positions near 1,000,000 it is some 10^8 Python steps
# (the same walk in C++ passes, as HDU's accepted programs do: accepted/walk_pairs.cpp).
import sys

PHI = (1 + 5 ** 0.5) / 2


def main() -> None:
    data = sys.stdin.read().split()
    out = []
    for i in range(0, len(data) - 1, 2):
        a, b = int(data[i]), int(data[i + 1])
        if a == 0 and b == 0:
            break
        equal = None
        others = set()
        lost = False
        k = 0
        while True:
            x = int(k * PHI)
            y = x + k
            if x > b:
                break
            if (x, y) == (a, b):
                lost = True
                break
            if y - x == b - a and x < a:
                equal = (x, y)
            if y == b and x < a:
                others.add((x, y))
            if (x == a and y < b) or (y == a and x < a):
                others.add((x, y))
            k += 1
        if lost:
            out.append("0")
            continue
        out.append("1")
        if equal is not None:
            out.append("%d %d" % equal)
            others.discard(equal)
        for x, y in sorted(others):
            out.append("%d %d" % (x, y))
    sys.stdout.write("\n".join(out) + "\n")


main()

# Wrong: prints moves that are not legal. For the pile a it looks up a's losing pair and
# prints it without checking that the other pile can actually be lowered to it: from (4, 5)
# it prints "4 7", which would ADD two stones to the second pile. (It also checks only the
# larger pile, like many copied solutions.)
import sys
from math import isqrt


def main() -> None:
    data = sys.stdin.read().split()
    out = []
    for i in range(0, len(data) - 1, 2):
        a, b = int(data[i]), int(data[i + 1])
        if a == 0 and b == 0:
            break
        d = b - a
        ad = (d + isqrt(5 * d * d)) >> 1
        if ad == a:
            out.append("0")
            continue
        out.append("1")
        if ad < a:
            out.append("%d %d" % (ad, ad + d))
        n = a + 1
        k = (isqrt(5 * n * n) - n) >> 1
        t = 2 * a - k
        if 5 * k * k > t * t:                    # a is a lower number a_k: pair (a, a + k)
            out.append("%d %d" % (a, a + k))
        elif a > 0:                              # a is an upper number: pair (k, a)
            out.append("%d %d" % (k, a))
        else:
            out.append("0 0")
    sys.stdout.write("\n".join(out) + "\n")


main()

# Wrong: lists the winning results in ascending order WITHOUT putting the equal-removal result
# first, e.g. for (5, 8) it prints "3 5" before "4 7". The statement asks for the equal
# removal first; a plain "sort everything" reading of the output misses that.
import sys
from math import isqrt


def partner(v: int) -> int:
    n = v + 1
    k = (isqrt(5 * n * n) - n) >> 1
    t = 2 * v - k
    return v + k if 5 * k * k > t * t else k


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
        targets = set()
        if ad < a:
            targets.add((ad, ad + d))
        pb = partner(b)
        if pb < a:
            targets.add((pb, b))
        pa = partner(a)
        if pa < b:
            targets.add((min(a, pa), max(a, pa)))
        out.append("1")
        for x, y in sorted(targets):
            out.append("%d %d" % (x, y))
    sys.stdout.write("\n".join(out) + "\n")


main()

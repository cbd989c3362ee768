# Wrong: stops reading at the first line whose a is 0 (the C idiom `while (scanf(...) && a)`),
# so a position "0 b" with b > 0 is taken for the end of the input. (0, b) is a real position
# and a win: take all of pile b, leaving "0 0".
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
        if a == 0:
            break
        d = b - a
        ad = (d + isqrt(5 * d * d)) >> 1
        if ad == a:
            out.append("0")
            continue
        out.append("1")
        equal = None
        if ad < a:
            equal = (ad, ad + d)
            out.append("%d %d" % equal)
        others = set()
        pb = partner(b)
        if pb < a:
            others.add((pb, b))
        pa = partner(a)
        if pa < b:
            others.add((min(a, pa), max(a, pa)))
        others.discard(equal)
        for x, y in sorted(others):
            out.append("%d %d" % (x, y))
    if out:
        sys.stdout.write("\n".join(out) + "\n")


main()

# Accepted, in a different layout: one line per winning MOVE instead of per distinct result.
# It prints the equal-removal result first (when it wins), then the result of lowering the
# larger pile, then the result of lowering the smaller pile, without sorting or removing
# duplicates: (2, 2) gives "0 0", "1 2", "1 2" and (2, 3) gives "1 2", "1 2", like the
# solutions that were accepted on the original judge. The checker accepts every such listing.
#
# Losing pairs: (a_k, a_k + k) with a_k = floor(k * phi). The pair holding a value v is found
# from the Beatty count k = floor((v + 1) / phi) (see the reference solution).
import sys
from math import isqrt


def partner(v: int) -> int:
    n = v + 1
    k = (isqrt(5 * n * n) - n) >> 1
    return v + k if (k + isqrt(5 * k * k)) >> 1 == v else k


def main() -> None:
    out = bytearray()
    for line in sys.stdin.buffer.read().split(b"\n"):
        a, b = map(int, line.split())
        if a == 0 and b == 0:
            break
        d = b - a
        ad = (d + isqrt(5 * d * d)) >> 1
        if ad == a:
            out += b"0\n"
            continue
        out += b"1\n"
        if ad < a:
            out += b"%d %d\n" % (ad, ad + d)             # equal removal
        pa = partner(a)
        if pa < b:                                        # lower the larger pile
            out += b"%d %d\n" % (min(a, pa), max(a, pa))
        pb = partner(b)
        if pb < a:                                        # lower the smaller pile
            out += b"%d %d\n" % (pb, b)
    sys.stdout.buffer.write(out)


main()

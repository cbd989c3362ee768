# Too slow (never ends): the recursion many published C solutions use, ported to Python:
#     q = sqrt(s); while (q + q * q >= s) q--; if (c > q) return s - c; return sg(q, c);
# with no case for c = 0. An empty box recurses down to s = 0, where q + q^2 >= 0 holds for
# every integer q: in C the loop ends only when q * q overflows (undefined behaviour that
# happens to give 0), in Python it runs forever. Right on every box that has stones.
import sys
from math import isqrt


def grundy(s, c):
    q = isqrt(s)
    while q + q * q >= s:
        q -= 1
    if c > q:
        return s - c
    return grundy(q, c)


data = sys.stdin.buffer.read().split()
pos, case, out = 0, 0, []
while int(data[pos]) != 0:
    n = int(data[pos])
    x = 0
    for i in range(n):
        x ^= grundy(int(data[pos + 1 + 2 * i]), int(data[pos + 2 + 2 * i]))
    pos += 1 + 2 * n
    case += 1
    out.append("Case %d:" % case)
    out.append("Yes" if x else "No")
sys.stdout.write("\n".join(out) + "\n")

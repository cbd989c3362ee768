# Wrong: reads the rule as "add at least one stone, and at most c^2 when the box has
# stones", so an empty box may receive one stone. Its value is then mex{ sg(s, 1) }: 1 when
# sg(s, 1) = 0 (boxes of size 1 or 3, for example), where the truth is 0: an empty box
# receives nothing, since 0^2 = 0.
import sys
from math import isqrt


def grundy(s, c):
    if c == 0:
        if s == 0:
            return 0
        return 1 if grundy(s, 1) == 0 else 0
    while True:
        q = (isqrt(4 * s - 3) - 1) // 2
        if c > q:
            return s - c
        s = q


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

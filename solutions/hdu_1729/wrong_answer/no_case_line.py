# Wrong: Yes or No, right every time, but without the "Case k:" line before each answer.
import sys
from math import isqrt


def grundy(s, c):
    if c == 0:
        return 0
    while True:
        q = (isqrt(4 * s - 3) - 1) // 2
        if c > q:
            return s - c
        s = q


data = sys.stdin.buffer.read().split()
pos, out = 0, []
while int(data[pos]) != 0:
    n = int(data[pos])
    x = 0
    for i in range(n):
        x ^= grundy(int(data[pos + 1 + 2 * i]), int(data[pos + 2 + 2 * i]))
    pos += 1 + 2 * n
    out.append("Yes" if x else "No")
sys.stdout.write("\n".join(out) + "\n")

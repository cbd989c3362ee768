# Wrong: the right game, with the output the notes paraphrase: YES or NO, and no "Case k:"
# line. The problem wants "Case k:" and then Yes or No.
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
    out.append("YES" if x else "NO")
sys.stdout.write("\n".join(out) + "\n")

# Wrong: prints every position's W/L on a line of its own. The output format asks for the
# m letters of a test set together on ONE line ("LWW"), so the tokens differ ("L", "W", "W")
# and the answer is wrong, not merely badly laid out.
import sys
from functools import reduce
from operator import xor

data = sys.stdin.buffer.read().split()
pos, out = 0, []
while pos < len(data):
    k = int(data[pos])
    if k == 0:
        break
    S = sorted(set(int(t) for t in data[pos + 1:pos + 1 + k]))
    pos += 1 + k
    m = int(data[pos])
    pos += 1
    positions = []
    for _ in range(m):
        l = int(data[pos])
        positions.append([int(t) for t in data[pos + 1:pos + 1 + l]])
        pos += 1 + l
    top = max(max(p) for p in positions)
    sg = [0] * (top + 1)
    for x in range(1, top + 1):
        seen = {sg[x - s] for s in S if s <= x}
        g = 0
        while g in seen:
            g += 1
        sg[x] = g
    for heaps in positions:
        out.append("W" if reduce(xor, (sg[h] for h in heaps)) else "L")
sys.stdout.write("\n".join(out) + "\n")

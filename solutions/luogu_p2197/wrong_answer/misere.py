# Wrong: plays misere Nim (whoever takes the last stone LOSES) instead of the normal rule of
# this problem (whoever cannot take any stone loses). Misere Nim differs exactly when no heap
# has more than one stone: the first player then wins with an even number of ones.
import sys
from functools import reduce
from operator import xor

data = sys.stdin.buffer.read().split()
pos, out = 1, []
for _ in range(int(data[0])):
    n = int(data[pos])
    heaps = list(map(int, data[pos + 1:pos + 1 + n]))
    pos += 1 + n
    x = reduce(xor, heaps)
    if max(heaps) <= 1:
        out.append("Yes" if x == 0 else "No")
    else:
        out.append("Yes" if x else "No")
sys.stdout.write("\n".join(out) + "\n")

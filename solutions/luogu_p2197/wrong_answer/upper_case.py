# Wrong: prints YES / NO; the problem asks for Yes / No, and the comparison is exact.
import sys
from functools import reduce
from operator import xor

data = sys.stdin.buffer.read().split()
pos, out = 1, []
for _ in range(int(data[0])):
    n = int(data[pos])
    x = reduce(xor, map(int, data[pos + 1:pos + 1 + n]), 0)
    pos += 1 + n
    out.append("YES" if x else "NO")
sys.stdout.write("\n".join(out) + "\n")

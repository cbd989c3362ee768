# Too slow: the notes' SG template applied to every test case. It computes the Grundy value
# of every heap size 0..max by the definition, sg(x) = mex{ sg(y) : y < x } (which is x),
# looking at every smaller size: about max^2 / 2 = 5 * 10^7 steps per test case for heaps
# near 10^4, and the template starts over for each of the 10 test cases.
import sys
from functools import reduce
from operator import xor

data = sys.stdin.buffer.read().split()
pos, out = 1, []
for _ in range(int(data[0])):
    n = int(data[pos])
    heaps = list(map(int, data[pos + 1:pos + 1 + n]))
    pos += 1 + n
    sg = []
    for x in range(max(heaps) + 1):
        seen = set()
        for y in range(x):
            seen.add(sg[y])
        g = 0
        while g in seen:
            g += 1
        sg.append(g)
    out.append("Yes" if reduce(xor, (sg[h] for h in heaps), 0) else "No")
sys.stdout.write("\n".join(out) + "\n")

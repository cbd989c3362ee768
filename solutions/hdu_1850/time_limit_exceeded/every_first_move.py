# Too slow: right, but tries every first move (every heap i, every size v < Ni it could be
# lowered to) and checks whether the nim-sum becomes 0. That is N1 + ... + NM moves per case,
# up to 10^8 for 100 heaps near 10^6, and 1000 such cases.
import sys
from functools import reduce
from operator import xor

data = sys.stdin.buffer.read().split()
pos, out = 0, []
while int(data[pos]) != 0:
    m = int(data[pos])
    heaps = list(map(int, data[pos + 1:pos + 1 + m]))
    pos += 1 + m
    x = reduce(xor, heaps)
    count = 0
    for n in heaps:
        rest = x ^ n                      # the nim-sum of the other heaps
        for v in range(n):
            if rest ^ v == 0:
                count += 1
    out.append(str(count))
sys.stdout.write("\n".join(out) + "\n")

# Wrong: prints "No" when the first player cannot win; the problem wants the count, 0.
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
    out.append(str(sum(1 for n in heaps if x ^ n < n)) if x else "No")
sys.stdout.write("\n".join(out) + "\n")

# Wrong: answers whether the first player wins (1 or 0) instead of how many winning first
# moves he has. Right whenever there is at most one, as in the sample.
import sys
from functools import reduce
from operator import xor

data = sys.stdin.buffer.read().split()
pos, out = 0, []
while int(data[pos]) != 0:
    m = int(data[pos])
    heaps = list(map(int, data[pos + 1:pos + 1 + m]))
    pos += 1 + m
    out.append("1" if reduce(xor, heaps) else "0")
sys.stdout.write("\n".join(out) + "\n")

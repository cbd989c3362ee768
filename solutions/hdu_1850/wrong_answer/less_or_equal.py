# Wrong: counts the heaps with (X ^ Ni) <= Ni instead of < Ni. When the first player already
# loses (nim-sum X = 0), X ^ Ni = Ni for every heap, so it answers M instead of 0: "leaving
# the heap as it is" is not a move.
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
    out.append(str(sum(1 for n in heaps if x ^ n <= n)))
sys.stdout.write("\n".join(out) + "\n")

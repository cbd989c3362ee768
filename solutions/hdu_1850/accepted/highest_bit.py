# Accepted, another way to count: the winning move on heap i exists exactly when Ni has the
# highest set bit of the nim-sum X (then lowering it to X ^ Ni clears that bit and lowers the
# number). So count the heaps with that bit set (none when X = 0).
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
    top = 1 << (x.bit_length() - 1) if x else 0
    out.append(str(sum(1 for n in heaps if n & top)))
sys.stdout.write("\n".join(out) + "\n")

# Wrong: counts the heaps larger than the nim-sum X ("a heap bigger than X can be lowered by
# X"). The winning move on heap i leaves X ^ Ni cards, and it exists exactly when X ^ Ni < Ni,
# i.e. when Ni has X's highest bit set; Ni > X is neither necessary nor sufficient
# (heaps 1, 2, 4: X = 7, only the 4 can be lowered to 3; 5 7 9 has X = 11 > 9).
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
    out.append(str(sum(1 for n in heaps if x and n > x)))
sys.stdout.write("\n".join(out) + "\n")

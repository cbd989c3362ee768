# Wrong: reads test cases until the end of the input (while (cin >> m) ...) and forgets that
# M = 0 ends it: the terminating 0 is answered as an empty game, one line "0" too many.
import sys
from functools import reduce
from operator import xor

data = sys.stdin.buffer.read().split()
pos, out = 0, []
while pos < len(data):
    m = int(data[pos])
    heaps = list(map(int, data[pos + 1:pos + 1 + m]))
    pos += 1 + m
    x = reduce(xor, heaps, 0)
    out.append(str(sum(1 for n in heaps if x ^ n < n)))
sys.stdout.write("\n".join(out) + "\n")

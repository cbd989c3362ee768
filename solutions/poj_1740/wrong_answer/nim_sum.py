# Wrong: plays it as Nim (the first player wins when the nim-sum is nonzero). Moving stones
# onto other piles changes the game: 2 1 3 (nim-sum 0) is won here, as the sample shows.
import sys
from functools import reduce
from operator import xor

data = sys.stdin.buffer.read().split()
pos, out = 0, []
while int(data[pos]) != 0:
    n = int(data[pos])
    piles = list(map(int, data[pos + 1:pos + 1 + n]))
    pos += 1 + n
    out.append("1" if reduce(xor, piles) else "0")
sys.stdout.write("\n".join(out) + "\n")

# Wrong: plays misere Nim (whoever takes the last stone LOSES) instead of the normal rule of
# this problem (whoever cannot move loses). Misere Nim differs exactly when no heap has more
# than one stone: the first player then wins with an even number of ones.
import sys
from functools import reduce
from operator import xor

data = sys.stdin.buffer.read().split()
n = int(data[0])
heaps = list(map(int, data[1:1 + n]))
x = reduce(xor, heaps)
if max(heaps) <= 1:
    print("Yes" if x == 0 else "No")
else:
    print("Yes" if x else "No")

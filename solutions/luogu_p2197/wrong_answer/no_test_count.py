# Wrong: the single-game format of AcWing 891 (n, then the heaps) on this problem, which
# starts with the number of test cases T: it takes T for n and answers one game only.
import sys
from functools import reduce
from operator import xor

data = sys.stdin.buffer.read().split()
n = int(data[0])
x = reduce(xor, map(int, data[1:1 + n]), 0)
print("Yes" if x else "No")

# Wrong: decides by the parity of the total number of stones, as if every move took exactly
# one stone. Right on the sample (2 3: odd total, won), wrong on a single heap of 2 (even
# total, yet the first player takes the whole heap) or on 1 3 (even total, nim-sum 2: won).
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
print("Yes" if sum(map(int, data[1:1 + n])) % 2 else "No")

# Wrong: an off-by-one in the loop over the heaps (for i in 1..n-1 on a 0-based array): the
# first heap never enters the nim-sum. Right on the sample (2 3: the nim-sum of 3 alone is
# nonzero too), wrong whenever the first heap changes the verdict.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
heaps = list(map(int, data[1:1 + n]))
x = 0
for i in range(1, n):
    x ^= heaps[i]
print("Yes" if x else "No")

# HDU 1846, wrong only when n == m (the first player takes everything, so "first"): right on
# the sample, wrong on the hidden cases that have such a pile.
import sys

data = sys.stdin.read().split()
out = []
for i in range(int(data[0])):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append("second" if n == m or n % (m + 1) == 0 else "first")
print("\n".join(out))

# Wrong: the classic off-by-one of the Bash game. The losing piles are the multiples of
# m + 1 (the opponent answers k with m + 1 - k), but this solution uses multiples of m.
# It says "second" for n == m, where the first player simply takes all n stones.
import sys

data = sys.stdin.buffer.read().split()
c = int(data[0])
out = []
for i in range(c):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append("second" if n % m == 0 else "first")
sys.stdout.write("\n".join(out) + "\n")

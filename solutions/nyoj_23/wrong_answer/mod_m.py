# Wrong: the losing heaps are the multiples of M + 1, not of M. Right on the sample (1000 is
# a multiple of 1 and of 2; 1 is no multiple of 100 or 101), wrong when N = M (it says Lose,
# yet TT takes the whole heap at once) or on N = 3, M = 2.
import sys

data = sys.stdin.buffer.read().split()
count = int(data[0])
out = []
for i in range(count):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append("Win" if n % m else "Lose")
sys.stdout.write("\n".join(out) + "\n")

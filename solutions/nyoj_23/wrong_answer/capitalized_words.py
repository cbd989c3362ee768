# Wrong: prints WIN / LOSE; the problem asks for Win / Lose, and the comparison is exact.
import sys

data = sys.stdin.buffer.read().split()
count = int(data[0])
out = []
for i in range(count):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append("WIN" if n % (m + 1) else "LOSE")
sys.stdout.write("\n".join(out) + "\n")

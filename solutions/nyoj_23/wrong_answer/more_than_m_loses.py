# Wrong: "TT wins only if he can take the whole heap at once (N <= M)". Right on the sample,
# wrong on N = 3, M = 1 (take 1, then the roommate takes 1 and TT the last one).
import sys

data = sys.stdin.buffer.read().split()
count = int(data[0])
out = []
for i in range(count):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append("Win" if n <= m else "Lose")
sys.stdout.write("\n".join(out) + "\n")

# Wrong: solves the misere version (whoever takes the last stone LOSES), a common mix-up
# with the other well-known take-away exercises: the first player "wins" iff
# (n - 1) % (m + 1) != 0. Here taking the last stone wins, so e.g. n = 1 is a first-player win.
import sys

data = sys.stdin.buffer.read().split()
c = int(data[0])
out = []
for i in range(c):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append("first" if (n - 1) % (m + 1) else "second")
sys.stdout.write("\n".join(out) + "\n")

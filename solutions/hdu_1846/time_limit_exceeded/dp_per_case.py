# Too slow: correct game DP, but it rebuilds the whole win/lose table from scratch for every
# test case and looks at every move from every pile: O(n * m) per case, about 5 * 10^7 basic
# steps on 100 cases with n, m near 1000 - far beyond 1 second in Python.
import sys

data = sys.stdin.buffer.read().split()
c = int(data[0])
out = []
for i in range(c):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    win = [False] * (n + 1)
    for r in range(1, n + 1):
        w = False
        for k in range(1, min(m, r) + 1):
            if not win[r - k]:
                w = True
        win[r] = w
    out.append("first" if win[n] else "second")
sys.stdout.write("\n".join(out) + "\n")

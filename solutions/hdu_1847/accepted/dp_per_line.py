# A correct game DP recomputed from scratch for every input line: O(n log n) per line, about
# 10^4 steps a line, 10^7 on our largest input (1000 lines, the volume HDU's accepted
# programs pass, some of which do just this: statement.md, Notes). It was a TLE example when
# our data had 100,000 lines, a verdict only we gave.
import sys

out = []
for tok in sys.stdin.buffer.read().split():
    n = int(tok)
    win = [False] * (n + 1)
    for r in range(1, n + 1):
        p = 1
        while p <= r:
            if not win[r - p]:
                win[r] = True
            p *= 2
    out.append("Kiki" if win[n] else "Cici")
sys.stdout.write("\n".join(out) + "\n")

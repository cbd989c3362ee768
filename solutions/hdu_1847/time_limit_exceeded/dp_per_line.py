# Too slow: a correct game DP, but recomputed from scratch for every input line:
# O(n log n) per line, about 10^4 steps per line and 10^9 steps on 10^5 lines.
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

# Too slow: a correct game DP, but recomputed from scratch for every input line:
# O(n log n) per line, about 10^4 steps per line and 10^8 Python steps on 10^4 lines (the
# same DP in C++ passes, as HDU's accepted programs do: accepted/dp_per_line.cpp).
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

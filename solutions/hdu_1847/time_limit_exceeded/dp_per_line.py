# Too slow in Python: a correct game DP recomputed from scratch for every input line,
# O(n log n) per line, about 10^4 steps a line and 10^7 on the largest input the statement
# allows (1000 lines, every n near 1000): 1.3-1.5 s of CPU, over the 1 s limit. HDU takes no
# Python; the same loop in C++ (accepted/dp_per_line.cpp) or Java, as some of HDU's accepted
# programs do it, takes milliseconds (statement.md, Notes).
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

# Wrong: reads the winning condition as "the total must EXCEED n" instead of "reach or
# exceed n", which shifts the target to n + 1 and the rule to (n + 1) % (m + 1) != 0.
# Fails e.g. n = 1 (Grass donates 1 and reaches n: Grass wins, this says Rabbit for m = 1).
import sys

data = sys.stdin.buffer.read().split()
c = int(data[0])
out = []
for i in range(c):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append("Grass" if (n + 1) % (m + 1) else "Rabbit")
sys.stdout.write("\n".join(out) + "\n")

# Wrong: the classic Bash-game off-by-one. The losing targets are the multiples of m + 1
# (the second player tops every donation d up to m + 1), but this solution uses multiples of
# m. E.g. n = 11, m = 10: Rabbit wins, but 11 % 10 != 0 so it prints Grass.
import sys

data = sys.stdin.buffer.read().split()
c = int(data[0])
out = []
for i in range(c):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append("Rabbit" if n % m == 0 else "Grass")
sys.stdout.write("\n".join(out) + "\n")

# Too slow: a correct game DP over the total in the box, but rebuilt from scratch for every
# test case: O(n * m) per case, i.e. about 10^4 * 10^4 * 10 steps on 10^4 cases with n near
# 10^4 - minutes in Python against a 1 second limit.
import sys

data = sys.stdin.buffer.read().split()
c = int(data[0])
out = []
for i in range(c):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    win = [False] * (n + m + 1)          # win[t]: the player to move at total t wins
    for t in range(n - 1, -1, -1):
        w = False
        for d in range(1, m + 1):
            if t + d >= n or not win[t + d]:
                w = True
        win[t] = w
    out.append("Grass" if win[0] else "Rabbit")
sys.stdout.write("\n".join(out) + "\n")

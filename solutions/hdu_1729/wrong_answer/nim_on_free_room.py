# Wrong: plays every box as a Nim heap of its free room s - c, forgetting that a box with c
# stones takes at most c^2 more: right for boxes with c + c^2 >= s, wrong below (a box of
# size 3 with 1 stone can only go to 2, and then to 3: its value is 0, not 2).
import sys

data = sys.stdin.buffer.read().split()
pos, case, out = 0, 0, []
while int(data[pos]) != 0:
    n = int(data[pos])
    x = 0
    for i in range(n):
        s, c = int(data[pos + 1 + 2 * i]), int(data[pos + 2 + 2 * i])
        x ^= s - c if c else 0
    pos += 1 + 2 * n
    case += 1
    out.append("Case %d:" % case)
    out.append("Yes" if x else "No")
sys.stdout.write("\n".join(out) + "\n")

# Too slow: right, by the definition: for each box, the Grundy value of every count from s
# down to c, each the mex of the values of the counts it can reach (the notes' memo array,
# cleared for every box). That is O(s) work and memory per box and more for the mex: far too
# much for 50 boxes of size near 10^6 in each of 1000 test cases.
import sys


def grundy(s, c):
    sg = [0] * (s + 1)
    for x in range(s - 1, c - 1, -1):
        reach = sg[x + 1:min(s, x + x * x) + 1]
        seen = set(reach)
        g = 0
        while g in seen:
            g += 1
        sg[x] = g
    return sg[c]


data = sys.stdin.buffer.read().split()
pos, case, out = 0, 0, []
while int(data[pos]) != 0:
    n = int(data[pos])
    x = 0
    for i in range(n):
        x ^= grundy(int(data[pos + 1 + 2 * i]), int(data[pos + 2 + 2 * i]))
    pos += 1 + 2 * n
    case += 1
    out.append("Case %d:" % case)
    out.append("Yes" if x else "No")
sys.stdout.write("\n".join(out) + "\n")

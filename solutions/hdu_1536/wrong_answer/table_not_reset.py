# Wrong: memoises Grundy values in one dictionary for the whole input and never clears it
# when a new test set brings a new S. Values computed for the previous S are reused for the
# next one ("the SG table must be recomputed for every test case").
import sys

sys.setrecursionlimit(100000)
memo = {}


def sg(x, S):
    if x in memo:
        return memo[x]
    seen = set()
    for s in S:
        if s <= x:
            seen.add(sg(x - s, S))
    g = 0
    while g in seen:
        g += 1
    memo[x] = g
    return g


data = sys.stdin.buffer.read().split()
pos, out = 0, []
while pos < len(data):
    k = int(data[pos])
    if k == 0:
        break
    S = [int(t) for t in data[pos + 1:pos + 1 + k]]
    pos += 1 + k
    m = int(data[pos])
    pos += 1
    line = ""
    for _ in range(m):
        l = int(data[pos])
        x = 0
        for t in data[pos + 1:pos + 1 + l]:
            h = int(t)
            for y in range(0, h + 1, 500):  # warm the memo bottom-up to keep recursion shallow
                sg(y, S)
            x ^= sg(h, S)
        pos += 1 + l
        line += "W" if x else "L"
    out.append(line)
sys.stdout.write("\n".join(out) + "\n")

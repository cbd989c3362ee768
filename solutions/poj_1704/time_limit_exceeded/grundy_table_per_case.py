# Georgia and Bob, TOO SLOW: the right staircase-Nim reduction, but the Grundy value of a
# heap is computed by brute force (mex over all smaller heaps) instead of using the fact
# that a Nim heap of size g has Grundy value g, and the table is rebuilt for every test
# case. A heap can have about 10000 free cells, so that is ~10^8 steps per test case.
import sys


def grundy_table(limit):
    g = []
    for size in range(limit + 1):
        seen = set(g)  # from a heap of `size` one can move to every smaller heap
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        p = sorted(int(x) for x in data[pos + 1:pos + 1 + n])
        pos += 1 + n
        if n % 2:
            p = [0] + p
        heaps = [p[i] - p[i - 1] - 1 for i in range(1, len(p), 2)]
        g = grundy_table(max(heaps))
        x = 0
        for h in heaps:
            x ^= g[h]
        out.append("Georgia will win" if x else "Bob will win")
    sys.stdout.write("\n".join(out) + "\n")


main()

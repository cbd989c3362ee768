# Climbing the Hill, TOO SLOW: the right rule, but the Grundy value of each heap is computed
# by brute force (mex over all smaller heaps, rebuilt for every test case) instead of using
# that a Nim heap of size g has Grundy value g. Heaps reach 99998 free cells, and a table
# that long costs about 5 * 10^9 steps.
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
    data = list(map(int, sys.stdin.buffer.read().split()))
    out = []
    pos = 0
    while pos + 1 < len(data):
        n, k = data[pos], data[pos + 1]
        a = data[pos + 2:pos + 2 + n]
        pos += 2 + n
        if k == 1:
            out.append("Alice")
            continue
        if n % 2:
            a = [0 if k == 2 else -1] + a
        heaps = [a[i] - a[i - 1] - 1 for i in range(1, len(a), 2)]
        g = grundy_table(max(heaps))
        x = 0
        for h in heaps:
            x ^= g[h]
        out.append("Alice" if x else "Bob")
    sys.stdout.write("\n".join(out) + "\n")


main()

# Wrong: applies the two-bomb formula sg = mex{ sg(i, y) ^ sg(x, j) : x < i, y < j } to every
# cell, also on row 1 and column 1, where it sees an empty set and gives 0. But a bomb on row
# 1 (or column 1) does have moves: it becomes one bomb further left (up), so it is a Nim heap
# of size q - 1 (p - 1), not a dead bomb.
import sys


def table(size):
    sg = [[0] * size for _ in range(size)]
    for i in range(size):
        for j in range(size):
            seen = set()
            for x in range(i):
                for y in range(j):
                    seen.add(sg[i][y] ^ sg[x][j])
            g = 0
            while g in seen:
                g += 1
            sg[i][j] = g
    return sg


data = sys.stdin.read().split()
sg = table(50)
pos, out = 0, []
while True:
    n, m = int(data[pos]), int(data[pos + 1])
    pos += 2
    if n == 0 and m == 0:
        break
    x = 0
    for p in range(n):
        row = data[pos + p]
        for q in range(m):
            if row[q] == "#":
                x ^= sg[p][q]
    pos += n
    out.append("John" if x else "Jack")
print("\n".join(out))

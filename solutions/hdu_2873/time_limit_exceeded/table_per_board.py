# Too slow: correct Grundy rule, but the table (with its x * y XORs per cell, about 1.5
# million set insertions for 50 x 50) is rebuilt for every board instead of once: 100 boards
# of 50 x 50 need well over a second.
import sys

data = sys.stdin.read().split()
pos, out = 0, []
while True:
    n, m = int(data[pos]), int(data[pos + 1])
    pos += 2
    if n == 0 and m == 0:
        break
    sg = [[0] * m for _ in range(n)]
    for i in range(n):
        for j in range(m):
            if i == 0 or j == 0:
                sg[i][j] = i + j
                continue
            seen = set()
            for x in range(i):
                for y in range(j):
                    seen.add(sg[i][y] ^ sg[x][j])
            g = 0
            while g in seen:
                g += 1
            sg[i][j] = g
    x = 0
    for p in range(n):
        row = data[pos + p]
        for q in range(m):
            if row[q] == "#":
                x ^= sg[p][q]
    pos += n
    out.append("John" if x else "Jack")
print("\n".join(out))

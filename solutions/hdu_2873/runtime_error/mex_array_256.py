# Runtime error: the mex "visited" array has 256 entries, but the XORs of two Grundy values
# inside the mex reach 511 on a 50 x 50 board (values themselves reach 364). In C this writes
# out of bounds; in Python vis[v] raises IndexError while the table is built.
import sys


def table(size):
    sg = [[0] * size for _ in range(size)]
    for i in range(size):
        for j in range(size):
            if i == 0 or j == 0:
                sg[i][j] = i + j
                continue
            vis = [False] * 256
            for x in range(i):
                for y in range(j):
                    vis[sg[i][y] ^ sg[x][j]] = True
            g = 0
            while vis[g]:
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

# Wrong: ignores that a bomb on (1, 1) explodes by itself. It treats such a bomb as one more
# bomb a player may explode (a move with no new bombs, Grundy value 1), so a lone bomb on
# (1, 1) is a win for John, and a row-1 / column-1 bomb moved onto (1, 1) still leaves a move.
import sys


def table(size):
    sg = [[0] * size for _ in range(size)]
    sg[0][0] = 1
    for i in range(size):
        for j in range(size):
            if i == 0 and j == 0:
                continue
            seen = set()
            if i == 0:
                seen = {sg[0][y] for y in range(j)}
            elif j == 0:
                seen = {sg[x][0] for x in range(i)}
            else:
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

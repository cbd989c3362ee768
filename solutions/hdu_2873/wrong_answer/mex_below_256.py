# Wrong: assumes Grundy values stay below 256 and searches the mex only in range(256):
#     for g in range(256): if not vis[g]: break
# When 0..255 are all reachable the loop ends on g = 255 instead of the true mex (values go up
# to 364 on a 50 x 50 board, and the XORs inside the mex up to 511). The error then spreads to
# later cells. Only boards using these cells, in the right combination, expose it.
import sys


def table(size):
    sg = [[0] * size for _ in range(size)]
    for i in range(size):
        for j in range(size):
            if i == 0 or j == 0:
                sg[i][j] = i + j
                continue
            vis = [False] * 512
            for x in range(i):
                for y in range(j):
                    vis[sg[i][y] ^ sg[x][j]] = True
            for g in range(256):
                if not vis[g]:
                    break
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

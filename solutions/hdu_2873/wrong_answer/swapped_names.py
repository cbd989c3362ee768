# Wrong: the Grundy computation is right, but the names are swapped: it prints "Jack" when
# the XOR is non-zero. John moves first, so a non-zero XOR means John wins.
import sys


def table(size):
    sg = [[0] * size for _ in range(size)]
    for i in range(size):
        for j in range(size):
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
    out.append("Jack" if x else "John")
print("\n".join(out))

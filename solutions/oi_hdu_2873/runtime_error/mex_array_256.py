# OI edition of HDU 2873 (Bomb Game): the right rule, with the mex's "seen" flags in an array of
# 256 entries, on the belief that the values stay below 256. On the medium subtask's boards of
# up to 35 x 35 the values stay at most 210, so the XOR of two of them is below 256: 50 points.
# On the full subtask's 50 x 50 boards the XORs inside a mex reach 511: seen[v] raises
# IndexError while the table is built, a runtime error (in C it would write out of bounds)
# (solutions/oi_hdu_2873/expected_scores.yaml).
import sys


def table(size):
    sg = [[0] * size for _ in range(size)]
    for i in range(size):
        sg[i][0] = sg[0][i] = i
    for i in range(1, size):
        for j in range(1, size):
            seen = [False] * 256
            for x in range(i):
                for y in range(j):
                    seen[sg[i][y] ^ sg[x][j]] = True
            g = 0
            while seen[g]:
                g += 1
            sg[i][j] = g
    return sg


def main() -> None:
    data = sys.stdin.read().split()
    boards, pos, size = [], 0, 1
    while True:
        n, m = int(data[pos]), int(data[pos + 1])
        if n == 0 and m == 0:
            break
        boards.append(data[pos + 2:pos + 2 + n])
        pos += 2 + n
        size = max(size, n, m)
    sg = table(size)
    out = []
    for rows in boards:
        x = 0
        for i, row in enumerate(rows):
            for j, c in enumerate(row):
                if c == "#":
                    x ^= sg[i][j]
        out.append("John" if x else "Jack")
    print("\n".join(out))


main()

# Accepted, without the closed form: a pile r is losing iff none of the piles r-1 .. r-m
# (the piles one move away) is losing, and pile 0 is losing. Scanning r upwards we only need
# the position of the last losing pile, so each table is O(n) and is built once per distinct m.
import sys


def main() -> None:
    data = sys.stdin.buffer.read().split()
    c = int(data[0])
    pairs = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(c)]
    need = {}
    for n, m in pairs:
        need[m] = max(need.get(m, 0), n)
    losing = {}
    for m, top in need.items():
        lose = bytearray(top + 1)
        lose[0] = 1
        last = 0
        for r in range(1, top + 1):
            if r - last > m:      # no losing pile within reach: r itself is losing
                lose[r] = 1
                last = r
        losing[m] = lose
    out = ["second" if losing[m][n] else "first" for n, m in pairs]
    sys.stdout.write("\n".join(out) + "\n")


main()

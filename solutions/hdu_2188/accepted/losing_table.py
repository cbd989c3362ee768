# Accepted, without the closed form. Let r be the amount still missing when a player is to
# move. r = 0 cannot occur for a player to move (the game is over) but it is convenient to
# call it "losing": the previous donor has just won. A donation d >= r completes the target,
# which is the same as landing on 0, so for r > 0 the mover wins iff some spot in
# max(0, r - m) .. r - 1 is losing. Scanning r upwards only the last losing spot matters.
# One table per distinct m, built once in O(max n).
import sys


def main() -> None:
    data = sys.stdin.buffer.read().split()
    c = int(data[0])
    pairs = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(c)]
    need = {}
    for n, m in pairs:
        need[m] = max(need.get(m, 0), n)
    tables = {}
    for m, top in need.items():
        lose = bytearray(top + 1)
        lose[0] = 1
        last = 0                      # the largest losing r seen so far
        for r in range(1, top + 1):
            if r - last > m:          # no losing spot within one donation
                lose[r] = 1
                last = r
        tables[m] = lose
    out = ["Rabbit" if tables[m][n] else "Grass" for n, m in pairs]
    sys.stdout.write("\n".join(out) + "\n")


main()

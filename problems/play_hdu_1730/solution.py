# play_hdu_1730 - Win at Northcott's Game: the strategy of HDU 1730, played.
#
# The gap between the two pieces of a row is a Nim heap: moving towards the other piece takes
# from it. Moving away adds to it, but the opponent can take exactly that back by following,
# and the pieces can only go so far: so the position is lost exactly when the gaps xor to 0.
# We move first (Tom's pieces) exactly when the xor is not 0. When the judge widens a gap we
# close it again by as much (the board's edges end that); otherwise we close the row whose gap
# g has g ^ x < g down to g ^ x, which makes the xor 0.
import sys


def main() -> None:
    for _ in range(int(sys.stdin.readline())):
        m, n, *pieces = map(int, sys.stdin.readline().split())
        rows = [list(pair) for pair in zip(pieces[::2], pieces[1::2])]
        gaps = [abs(t - j) - 1 for t, j in rows]
        xor = 0
        for g in gaps:
            xor ^= g
        mine = 0 if xor else 1  # index in a row: 0 Tom's piece, 1 Jerry's
        print("first" if xor else "second", flush=True)
        reply = "" if xor else sys.stdin.readline()
        while reply.strip() != "end":
            target = None
            if reply:
                r, c = map(int, reply.split())
                before = abs(rows[r - 1][0] - rows[r - 1][1]) - 1
                rows[r - 1][1 - mine] = c
                if abs(rows[r - 1][0] - rows[r - 1][1]) - 1 > before:
                    target = (r - 1, before)  # it retreated: follow it
            if target is None:
                xor = 0
                for t, j in rows:
                    xor ^= abs(t - j) - 1
                i = next(i for i, (t, j) in enumerate(rows) if (abs(t - j) - 1) ^ xor < abs(t - j) - 1)
                target = (i, (abs(rows[i][0] - rows[i][1]) - 1) ^ xor)
            i, gap = target
            me, them = rows[i][mine], rows[i][1 - mine]
            column = them - 1 - gap if me < them else them + 1 + gap
            rows[i][mine] = column
            print(i + 1, column, flush=True)
            reply = sys.stdin.readline()


if __name__ == "__main__":
    main()

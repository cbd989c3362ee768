# Climbing the Hill (HDU 4315), OI edition: exhaustive search of the real game, from the rules.
#
# A position lists the cells of the persons from the top down (cell 0 is the hilltop;
# persons who reached it keep the value 0, and they are always the topmost ones, since
# nobody can pass the person above him). A move takes a person who is not on the hilltop
# up by at least one cell without jumping over the person directly above him: to any cell
# strictly below that person, or, when that person is on the hilltop (or there is nobody
# above), to any cell up to and including the hilltop. The player who moves the king onto
# the hilltop wins at once.
#
# Every move lowers the sum of the cells, so the game is finite and a memoised search
# decides it: the player to move wins iff he can move the king onto the hilltop, or some
# move leads to a position lost for the player to move there.
#
# The number of positions grows like the number of subsets of the cells: small inputs only.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def mover_wins(cells, king):
    for i, p in enumerate(cells):
        if p == 0:
            continue  # already on the hilltop
        above = cells[i - 1] if i > 0 else 0
        lowest = above + 1 if above > 0 else 0  # the cell nearest the top he may reach
        for c in range(lowest, p):
            if i == king and c == 0:
                return True  # the king reaches the hilltop
            if not mover_wins(cells[:i] + (c,) + cells[i + 1:], king):
                return True
    return False


def main():
    data = sys.stdin.read().split()
    out = []
    pos = 0
    while pos + 1 < len(data):
        n, k = int(data[pos]), int(data[pos + 1])
        cells = tuple(sorted(int(x) for x in data[pos + 2:pos + 2 + n]))
        pos += 2 + n
        out.append("Alice" if mover_wins(cells, k - 1) else "Bob")
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()

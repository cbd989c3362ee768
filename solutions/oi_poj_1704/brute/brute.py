# Georgia and Bob (POJ 1704), OI edition: exhaustive search of the real game, from the rules only.
#
# A position is the set of occupied cells (kept as a sorted tuple, since chessmen are
# indistinguishable). A move takes one chessman and moves it to the left by at least one
# cell, without passing another chessman and without leaving the board (cells start at 1).
# Every move lowers the sum of the positions, so the game is finite and a memoised search
# decides every position: the player to move wins iff some move leads to a position that is
# lost for the player to move there; with no move at all he loses.
#
# The number of positions is the number of subsets of the cells: meant for the small subtask
# (N <= 8, cells <= 20); on larger boards it runs out of time.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def mover_wins(cells):
    for i, p in enumerate(cells):
        left = cells[i - 1] if i > 0 else 0  # nearest chessman to the left, or the wall
        for c in range(left + 1, p):  # every free cell strictly between
            nxt = cells[:i] + (c,) + cells[i + 1:]
            if not mover_wins(nxt):
                return True
    return False


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        cells = tuple(sorted(int(x) for x in data[pos + 1:pos + 1 + n]))
        pos += 1 + n
        out.append("Georgia will win" if mover_wins(cells) else "Bob will win")
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()

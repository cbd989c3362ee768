# Brute force for HDU 2188, written from the rules only.
#
# The player to move donates d in 1..m; if the total then reaches or exceeds n the donor
# wins, otherwise the opponent moves. Only the amount still missing, r = n - total, matters
# for what can happen next, so a state is (r, m) with r >= 1:
#   the mover wins iff some d in 1..m has d >= r (completes the target) or leads to a state
#   r - d that the opponent loses.
# Exhaustive search over every r from 1 up to n, memoised in one table per m; Grass moves
# first with r = n.
import sys

_tables = {}  # m -> win[r] for r = 0..len-1 (index 0 unused)


def grass_wins(n: int, m: int) -> bool:
    win = _tables.setdefault(m, [False])
    while len(win) <= n:
        r = len(win)
        win.append(any(d >= r or not win[r - d] for d in range(1, m + 1)))
    return win[n]


def main() -> None:
    data = sys.stdin.read().split()
    c = int(data[0])
    out = []
    for i in range(c):
        n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        out.append("Grass" if grass_wins(n, m) else "Rabbit")
    print("\n".join(out))


if __name__ == "__main__":
    main()

# Brute force for NYOJ 23 (取石子（一）), written from the rules only.
#
# A position is the number r of stones left, with the player to move. A move takes k stones,
# 1 <= k <= min(M, r); taking the last stone wins. So r is won for the mover iff some move
# takes everything (k == r) or leads to a position lost for the opponent.
# Exhaustive search, memoised in a table per M (positions evaluated from 0 upwards).
import sys

_tables = {}  # M -> list win[r] for r = 0..len-1


def mover_wins(r: int, m: int) -> bool:
    win = _tables.setdefault(m, [False])   # r = 0: no stones, the mover already lost
    while len(win) <= r:
        s = len(win)
        win.append(any(k == s or not win[s - k] for k in range(1, min(m, s) + 1)))
    return win[r]


def main() -> None:
    data = sys.stdin.read().split()
    count = int(data[0])
    out = []
    for i in range(count):
        n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        out.append("Win" if mover_wins(n, m) else "Lose")
    print("\n".join(out))


if __name__ == "__main__":
    main()

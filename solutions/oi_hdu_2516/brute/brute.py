# Brute force for HDU 2516 (取石子游戏), written from the rules only; here on its OI edition.
#
# A position is (r, k): r stones left, and the player to move may take t stones with
# 1 <= t <= min(k, r), after which the opponent may take up to 2t. Taking the last stone wins.
# win(r, k) = some t in 1..min(k, r) has t == r or win(r - t, 2t) false.
# Since the moves allowed with limit k are those with limit k - 1 plus "take exactly k",
#   win(r, k) = win(r, k - 1) or (take k wins),  win(r, 0) = false,
# and win(r, k) is true for k >= r (take everything). The table covers every state with
# k < r, filled for r = 1, 2, ... (every move leads to a smaller r).
# The first player may take any number but not all: limit n - 1, i.e. the answer is
# win(n, n - 1). Input: a count C, then C piles n. The table holds n^2 / 2 states: instant
# for the small subtask's n <= 100, out of time long before the medium subtask's n ~ 10^9.
import sys

_rows = [bytearray(0)]      # _rows[r][k] = win(r, k) for 0 <= k < r


def _win(r: int, k: int) -> bool:
    return k >= r or _rows[r][k] == 1


def _extend(top: int) -> None:
    for r in range(len(_rows), top + 1):
        row = bytearray(r)
        for k in range(1, r):               # take exactly k (< r): opponent gets (r - k, 2k)
            row[k] = 1 if (row[k - 1] or not _win(r - k, 2 * k)) else 0
        _rows.append(row)


def first_wins(n: int) -> bool:
    _extend(n)
    return _win(n, n - 1)


def main() -> None:
    data = sys.stdin.read().split()
    c = int(data[0])
    ns = [int(tok) for tok in data[1 : 1 + c]]
    out = ["First win" if first_wins(n) else "Second win" for n in ns]
    print("\n".join(out))


if __name__ == "__main__":
    main()

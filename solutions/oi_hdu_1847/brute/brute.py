# Brute force for HDU 1847, written from the rules only; here on its OI edition.
#
# A position is the number r of cards left, with the player to move. A move takes p cards
# where p is a power of two (1, 2, 4, 8, ...) and p <= r; whoever takes the last card wins.
# The mover wins iff some move takes everything (p == r) or leaves a losing position.
# The table of every r up to the largest n, filled from r = 1 upwards (every move leads to a
# smaller r): O(n log n), instant for the small subtask's n <= 1000, out of time long before
# the medium subtask's n ~ 10^9. Input: a count C, then C counts n; Kiki moves first.
import sys


def table(top: int) -> bytearray:
    win = bytearray(1)                # win[0] = 0: no card left, the mover already lost
    for r in range(1, top + 1):       # grown entry by entry: memory follows the work done
        p, wins = 1, 0
        while p <= r:
            if p == r or not win[r - p]:
                wins = 1
                break
            p *= 2
        win.append(wins)
    return win


def main() -> None:
    data = sys.stdin.read().split()
    c = int(data[0])
    ns = [int(tok) for tok in data[1 : 1 + c]]
    win = table(max(ns))
    print("\n".join("Kiki" if win[n] else "Cici" for n in ns))


if __name__ == "__main__":
    main()

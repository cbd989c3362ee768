# Brute force for HDU 1847, written from the rules only.
#
# A position is the number r of cards left, with the player to move. A move takes p cards
# where p is a power of two (1, 2, 4, 8, ...) and p <= r; whoever takes the last card wins.
# The mover wins iff some move takes everything (p == r) or leaves a losing position.
# Memoised exhaustive search over r; Kiki moves first from r = n.
import sys
from functools import lru_cache

sys.setrecursionlimit(10000)


@lru_cache(maxsize=None)
def mover_wins(r: int) -> bool:
    p = 1
    while p <= r:
        if p == r or not mover_wins(r - p):
            return True
        p *= 2
    return False


def main() -> None:
    out = []
    for tok in sys.stdin.read().split():
        out.append("Kiki" if mover_wins(int(tok)) else "Cici")
    print("\n".join(out))


if __name__ == "__main__":
    main()

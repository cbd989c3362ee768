# The interactor's answer file for play_luogu_p2197: for each game, the side that wins it
# (first or second), by exhaustive search from the rules of Nim: a move takes one or more
# stones from one heap, and the player who cannot move loses.
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(heaps: tuple) -> bool:
    for i, h in enumerate(heaps):
        for left in range(h):
            after = tuple(sorted(heaps[:i] + (left,) + heaps[i + 1 :]))
            if not wins(after):
                return True
    return False


def main() -> None:
    lines = sys.stdin.read().split("\n")
    for line in lines[1 : int(lines[0]) + 1]:
        heaps = tuple(sorted(map(int, line.split()[1:])))
        print("first" if wins(heaps) else "second")


if __name__ == "__main__":
    main()

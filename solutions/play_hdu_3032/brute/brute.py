# The interactor's answer file for play_hdu_3032: for each game, the side that wins it (first
# or second), by exhaustive search from the rules of Lasker's Nim: a move takes one or more
# objects from one heap, or splits a heap into two non-empty heaps; who cannot move loses.
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(heaps: tuple) -> bool:
    for i, h in enumerate(heaps):
        rest = heaps[:i] + heaps[i + 1 :]
        leaves = [(x,) for x in range(h)] + [(a, h - a) for a in range(1, h // 2 + 1)]
        for left in leaves:
            if not wins(tuple(sorted(rest + tuple(p for p in left if p)))):
                return True
    return False


def main() -> None:
    lines = sys.stdin.read().split("\n")
    for line in lines[1 : int(lines[0]) + 1]:
        heaps = tuple(sorted(h for h in map(int, line.split()[1:]) if h))
        print("first" if wins(heaps) else "second")


if __name__ == "__main__":
    main()

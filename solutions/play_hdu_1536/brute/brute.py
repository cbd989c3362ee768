# The interactor's answer file for play_hdu_1536: for each game, the side that wins it (first
# or second), by exhaustive search from the rules of S-Nim: a move takes s beads from one
# heap, s in S; the player who cannot move loses.
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(sizes: tuple, heaps: tuple) -> bool:
    for i, h in enumerate(heaps):
        for s in sizes:
            if s <= h and not wins(sizes, tuple(sorted(heaps[:i] + (h - s,) + heaps[i + 1 :]))):
                return True
    return False


def main() -> None:
    lines = sys.stdin.read().split("\n")
    for line in lines[1 : int(lines[0]) + 1]:
        numbers = list(map(int, line.split()))
        k = numbers[0]
        sizes, heaps = tuple(sorted(numbers[1 : k + 1])), tuple(sorted(numbers[k + 2 :]))
        print("first" if wins(sizes, heaps) else "second")


if __name__ == "__main__":
    main()

# The interactor's answer file for play_hdu_2177: for each game, the side that wins it
# (first or second), by exhaustive search from the rules of Wythoff's game: a move takes
# stones from one pile, or the same number from both; taking the last stones wins.
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(a: int, b: int) -> bool:
    after = [(x, b) for x in range(a)] + [(a, y) for y in range(b)]
    after += [(a - t, b - t) for t in range(1, min(a, b) + 1)]
    return any(not wins(*sorted(pair)) for pair in after)


def main() -> None:
    numbers = [int(token) for token in sys.stdin.read().split()]
    for k in range(numbers[0]):
        a, b = sorted((numbers[1 + 2 * k], numbers[2 + 2 * k]))
        print("first" if wins(a, b) else "second")


if __name__ == "__main__":
    main()

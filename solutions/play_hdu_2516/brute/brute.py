# The interactor's answer file for play_hdu_2516: for each game, the side that wins it
# (first or second), by exhaustive search from the rules of HDU 2516: a state is (stones
# left, the most the mover may take); the first move may take up to n - 1, each later one up
# to twice the last; the player who takes the last stone wins.
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(left: int, most: int) -> bool:
    return any(take == left or not wins(left - take, 2 * take) for take in range(1, min(most, left) + 1))


def main() -> None:
    numbers = [int(token) for token in sys.stdin.read().split()]
    for n in numbers[1 : numbers[0] + 1]:
        print("first" if wins(n, n - 1) else "second")


if __name__ == "__main__":
    main()

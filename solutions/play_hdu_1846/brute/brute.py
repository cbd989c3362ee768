# The interactor's answer file for play_hdu_1846: for each game, the side that wins it
# (first or second), by exhaustive search from the rules: each move takes 1 to m stones and
# the player who takes the last stone wins (0 stones: the player to move has lost).
import sys


def first_wins(n: int, m: int) -> bool:
    wins = [False] * (n + 1)
    for left in range(1, n + 1):
        wins[left] = any(not wins[left - take] for take in range(1, min(m, left) + 1))
    return wins[n]


def main() -> None:
    numbers = [int(token) for token in sys.stdin.read().split()]
    for k in range(numbers[0]):
        n, m = numbers[1 + 2 * k], numbers[2 + 2 * k]
        print("first" if first_wins(n, m) else "second")


if __name__ == "__main__":
    main()

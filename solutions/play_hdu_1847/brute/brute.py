# The interactor's answer file for play_hdu_1847: for each game, the side that wins it
# (first or second), by exhaustive search from the rules of HDU 1847: each move takes a power
# of 2 cards, and the player who takes the last card wins (0 cards: the mover has lost).
import sys


def main() -> None:
    numbers = [int(token) for token in sys.stdin.read().split()]
    top = max(numbers[1:])
    wins = [False] * (top + 1)
    for left in range(1, top + 1):
        power = 1
        while power <= left and not wins[left]:
            wins[left] = not wins[left - power]
            power *= 2
    for n in numbers[1 : numbers[0] + 1]:
        print("first" if wins[n] else "second")


if __name__ == "__main__":
    main()

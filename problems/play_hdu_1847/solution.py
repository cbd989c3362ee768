# play_hdu_1847 - Win the Powers-of-Two Game: the strategy of HDU 1847, played.
#
# n cards, each move takes a power of 2 (1, 2, 4, ...). The multiples of 3 are the
# P-positions: no power of 2 is a multiple of 3, so every move from one leaves a
# non-multiple; from a non-multiple, taking n mod 3 (1 or 2, both powers of 2) leaves a
# multiple, and 0 cards is a multiple whose player to move has lost. We move first exactly
# when n mod 3 != 0, and always take what is left mod 3.
import sys


def main() -> None:
    for _ in range(int(sys.stdin.readline())):
        left = int(sys.stdin.readline())
        first = left % 3 != 0
        print("first" if first else "second", flush=True)
        if not first:
            left -= int(sys.stdin.readline())
        while True:
            take = left % 3
            print(take, flush=True)
            left -= take
            reply = sys.stdin.readline().strip()
            if reply == "end":
                break
            left -= int(reply)


if __name__ == "__main__":
    main()

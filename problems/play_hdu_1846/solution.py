# play_hdu_1846 - Win the Bash Game: the strategy of HDU 1846, played.
#
# A pile of n stones, each move takes 1 to m. The multiples of m + 1 are the P-positions:
# from one, whatever the mover takes (t, 1 <= t <= m), the reply m + 1 - t is legal and
# restores a multiple; from any other pile, taking n mod (m + 1) (between 1 and m) reaches
# one, and 0 stones is a multiple whose player to move has lost. So we move first exactly
# when n mod (m + 1) != 0, and always take what is left mod (m + 1).
import sys


def main() -> None:
    for _ in range(int(sys.stdin.readline())):
        left, m = map(int, sys.stdin.readline().split())
        first = left % (m + 1) != 0
        print("first" if first else "second", flush=True)
        if not first:
            left -= int(sys.stdin.readline())
        while True:
            take = left % (m + 1)
            print(take, flush=True)
            left -= take
            reply = sys.stdin.readline().strip()
            if reply == "end":
                break
            left -= int(reply)


if __name__ == "__main__":
    main()

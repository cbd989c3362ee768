# HDU 1846 - Brave Game (Bash game), OI edition: n, m <= 10^18, O(1) a game.
#
# One pile of n stones, a move removes 1..m stones, whoever takes the last stone wins.
#
# Why the rule is right: call a pile size "losing" if the player to move loses with best play.
# Pile 0 is losing (the previous player just took the last stone). Every multiple of m+1 is
# losing: whatever amount k (1..m) the mover takes, the opponent takes m+1-k (also in 1..m)
# and lands on the next lower multiple of m+1, down to 0. Every other pile n is winning: take
# n mod (m+1) stones (between 1 and m) and hand the opponent a multiple of m+1.
# So the first player wins exactly when n % (m+1) != 0.
import sys


def main() -> None:
    data = sys.stdin.buffer.read().split()
    c = int(data[0])
    out = []
    for i in range(c):
        n = int(data[1 + 2 * i])
        m = int(data[2 + 2 * i])
        out.append("first" if n % (m + 1) else "second")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()

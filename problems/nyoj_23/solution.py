# NYOJ 23 - 取石子（一） (Bash game).
#
# One heap of N stones; a move takes 1..M stones; whoever takes the last stone wins.
# Claim: the player to move loses exactly when N is a multiple of M + 1.
#  - N = 0 is lost (the opponent took the last stone). From a multiple of M + 1, whatever k
#    (1..M) the mover takes, the opponent takes M + 1 - k (also 1..M) and is back on a
#    multiple of M + 1, down to 0.
#  - From any other N, taking N mod (M + 1) stones (between 1 and M) hands the opponent a
#    multiple of M + 1.
# So TT, moving first, wins exactly when N % (M + 1) != 0.
import sys


def main() -> None:
    data = sys.stdin.buffer.read().split()
    count = int(data[0])
    out = []
    for i in range(count):
        n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        out.append("Win" if n % (m + 1) else "Lose")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()

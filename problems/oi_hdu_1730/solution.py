# Northcott Game (HDU 1730), OI edition: boards of up to 10^18 columns, at most 5 * 10^4 rows in
# all. Reference solution.
#
# Why XOR of the gaps decides the game.
# In every row, call the number of empty cells between the two pieces the row's gap
# g = |T - J| - 1. Moving a piece TOWARD the opponent's piece lowers that row's gap by any
# amount from 1 to g: exactly a move on a Nim heap of size g. Moving a piece AWAY raises
# the gap; this is the only thing that is not Nim, and it never helps:
#   - Suppose the XOR of all gaps is 0 with you to move (a Nim P-position). If you lower a
#     gap, the XOR becomes nonzero and your opponent answers as in Nim, restoring XOR 0.
#     If you retreat by d cells, your opponent advances his piece of that row by the same
#     d cells (always possible: the gap is now g + d), restoring the gap and XOR 0.
#   - With a nonzero XOR you move to XOR 0 as in Nim, by advancing one piece.
# The player who keeps the XOR at 0 only ever advances his own pieces, and they cannot
# advance forever, so the game ends, and it ends with the other player unable to move
# (all gaps 0). Hence Tom, who moves first, wins exactly when the XOR of the gaps is
# nonzero. Which side of the row each piece is on does not matter, only |T - J|.
#
# Input: test sets until end of file, with any number of blank lines between them;
# reading whitespace-separated tokens makes the blank lines irrelevant. Python's integers
# hold the full subtask's columns and gaps (up to 10^18) as they are.
import sys


def main() -> None:
    values = list(map(int, sys.stdin.buffer.read().split()))
    out = []
    pos = 0
    total = len(values)
    while pos + 1 < total:
        n = values[pos]
        pos += 2  # skip n and m
        end = pos + 2 * n
        x = 0
        for t, j in zip(values[pos:end:2], values[pos + 1:end:2]):
            x ^= abs(t - j) - 1
        pos = end
        out.append("I WIN!" if x else "BAD LUCK!")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()

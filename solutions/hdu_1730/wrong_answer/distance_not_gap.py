# Northcott Game, WRONG: uses the distance |Ti - Ji| as the Nim heap instead of the number
# of empty cells between the pieces, |Ti - Ji| - 1. Adjacent pieces (no move toward each
# other) then count as a heap of 1.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    out = []
    pos = 0
    while pos + 1 < len(data):
        n = data[pos]
        pos += 2
        x = 0
        for _ in range(n):
            t, j = data[pos], data[pos + 1]
            pos += 2
            x ^= abs(t - j)
        out.append("I WIN!" if x else "BAD LUCK!")
    sys.stdout.write("\n".join(out) + "\n")


main()

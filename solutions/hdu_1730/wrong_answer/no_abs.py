# Northcott Game, WRONG: assumes Tom's piece is always left of Jerry's and uses Ji - Ti - 1
# as the gap without abs(). When Tom is on the right the "gap" is negative and the XOR is
# garbage.
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
            x ^= j - t - 1
        out.append("I WIN!" if x else "BAD LUCK!")
    sys.stdout.write("\n".join(out) + "\n")


main()

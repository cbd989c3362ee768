# Northcott Game, WRONG: XORs the indicator "the row still has a gap" (gap != 0) instead of
# the gap itself, as if every row were a single move. Gaps 1 and 2 give 1 ^ 1 = 0 here,
# but the true Nim value is 1 ^ 2 = 3 and Tom wins.
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
            x ^= 1 if abs(t - j) - 1 != 0 else 0
        out.append("I WIN!" if x else "BAD LUCK!")
    sys.stdout.write("\n".join(out) + "\n")


main()

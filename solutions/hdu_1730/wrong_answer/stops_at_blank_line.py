# Northcott Game, WRONG: treats the first blank line as the end of the input (a common
# "while the line is not empty" loop), so every test set after a blank line is lost.
import sys


def main():
    out = []
    lines = iter(sys.stdin.read().split("\n"))
    for line in lines:
        if not line.strip():
            break
        n, m = map(int, line.split())
        x = 0
        for _ in range(n):
            t, j = map(int, next(lines).split())
            x ^= abs(t - j) - 1
        out.append("I WIN!" if x else "BAD LUCK!")
    sys.stdout.write("\n".join(out) + "\n")


main()

# Climbing the Hill, WRONG: solves it exactly like POJ 1704 "Georgia and Bob" (the hilltop
# as a wall on cell 0, nobody ever steps onto it), ignoring the king altogether: no k = 1
# special case and a virtual person on cell 0 for every odd N.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    out = []
    pos = 0
    while pos + 1 < len(data):
        n, k = data[pos], data[pos + 1]
        a = data[pos + 2:pos + 2 + n]
        pos += 2 + n
        if n % 2:
            a = [0] + a
        x = 0
        for i in range(1, len(a), 2):
            x ^= a[i] - a[i - 1] - 1
        out.append("Alice" if x else "Bob")
    sys.stdout.write("\n".join(out) + "\n")


main()

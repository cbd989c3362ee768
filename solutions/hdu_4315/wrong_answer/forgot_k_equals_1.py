# Climbing the Hill, WRONG: the staircase-Nim part is right, but the special case k = 1 is
# missing: when the king is the top person Alice simply moves him onto the hilltop, even if
# the heaps XOR to 0 (e.g. cells 1 2 with k = 1).
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
            a = [0 if k == 2 else -1] + a
        x = 0
        for i in range(1, len(a), 2):
            x ^= a[i] - a[i - 1] - 1
        out.append("Alice" if x else "Bob")
    sys.stdout.write("\n".join(out) + "\n")


main()

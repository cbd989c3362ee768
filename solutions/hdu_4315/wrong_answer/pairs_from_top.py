# Climbing the Hill, WRONG: pairs the persons from the TOP, (a1, a2), (a3, a4), ..., and for
# odd N leaves the bottom person unpaired. In staircase Nim the pairs are formed from the
# end the persons move away from (the bottom); for odd N it is the top person who is
# paired with a virtual person above him.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    out = []
    pos = 0
    while pos + 1 < len(data):
        n, k = data[pos], data[pos + 1]
        a = data[pos + 2:pos + 2 + n]
        pos += 2 + n
        if k == 1:
            out.append("Alice")
            continue
        x = 0
        for i in range(1, n, 2):
            x ^= a[i] - a[i - 1] - 1
        out.append("Alice" if x else "Bob")
    sys.stdout.write("\n".join(out) + "\n")


main()

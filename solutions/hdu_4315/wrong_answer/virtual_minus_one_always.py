# Climbing the Hill, WRONG: for odd N always pairs the top person with a virtual person on
# cell -1 (the top person may climb onto the hilltop). With k = 2 the top person is the one
# directly above the king, and putting him on the hilltop hands the win to the opponent,
# so his partner must be on cell 0 (cells 1 2 3 with k = 2: Bob wins, this prints Alice).
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
        if n % 2:
            a = [-1] + a
        x = 0
        for i in range(1, len(a), 2):
            x ^= a[i] - a[i - 1] - 1
        out.append("Alice" if x else "Bob")
    sys.stdout.write("\n".join(out) + "\n")


main()

# Climbing the Hill (HDU 4315), OI edition, WRONG on the full subtask: the widely copied
# formula. It handles k = 1 and pairs the persons from the bottom, but for odd N it puts the
# virtual partner of the top person on cell (k - 1) % 2 - 1, i.e. on 0 for every even k and
# on -1 for every odd k. Only k = 2 needs the 0: for N odd and k = 4, 6, ... the top person
# may go onto the hilltop. Cells 1 2 3 4 5 with k = 4: Alice wins (top person to the
# hilltop), this prints Bob.
# With N <= 3 (the small and medium subtasks) k is at most 3, where the formula's virtual
# cell is the right one: 50 points; the full subtask's odd N with k = 4, 6, ... fail.
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
            a = [(k - 1) % 2 - 1] + a
        x = 0
        for i in range(1, len(a), 2):
            x ^= a[i] - a[i - 1] - 1
        out.append("Alice" if x else "Bob")
    sys.stdout.write("\n".join(out) + "\n")


main()

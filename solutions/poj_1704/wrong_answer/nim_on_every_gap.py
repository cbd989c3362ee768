# Georgia and Bob, WRONG: treats every run of free cells (from the wall to P1, and between
# each two neighbours) as its own Nim heap. But moving a chessman changes TWO runs at once
# (one shrinks, the next grows), so this is not Nim; only every other run counts.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        p = [0] + sorted(int(x) for x in data[pos + 1:pos + 1 + n])
        pos += 1 + n
        x = 0
        for i in range(1, n + 1):
            x ^= p[i] - p[i - 1] - 1
        out.append("Georgia will win" if x else "Bob will win")
    sys.stdout.write("\n".join(out) + "\n")


main()

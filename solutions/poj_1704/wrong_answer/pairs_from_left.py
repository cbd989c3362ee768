# Georgia and Bob, WRONG: pairs the sorted chessmen from the LEFT, (P1, P2), (P3, P4), ...,
# and with an odd count simply ignores the last (rightmost) chessman. The pairs must be
# formed from the right end, with the wall at cell 0 as the partner of P1 when N is odd.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        p = sorted(int(x) for x in data[pos + 1:pos + 1 + n])
        pos += 1 + n
        x = 0
        for i in range(1, n, 2):
            x ^= p[i] - p[i - 1] - 1
        out.append("Georgia will win" if x else "Bob will win")
    sys.stdout.write("\n".join(out) + "\n")


main()

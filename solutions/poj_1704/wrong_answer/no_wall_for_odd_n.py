# Georgia and Bob, WRONG: pairs the sorted chessmen from the right correctly but, when N is
# odd, drops the leftmost chessman instead of pairing it with the wall: its P1 - 1 free
# cells towards the wall are a heap too.
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
        for i in range(n - 1, 0, -2):
            x ^= p[i] - p[i - 1] - 1
        out.append("Georgia will win" if x else "Bob will win")
    sys.stdout.write("\n".join(out) + "\n")


main()

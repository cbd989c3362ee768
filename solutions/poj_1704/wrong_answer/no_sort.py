# Georgia and Bob, WRONG: the classic trap. Assumes the positions are given in increasing
# order and pairs them as read. The statement does not promise sorted input, and the test
# data has positions in random and in decreasing order.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        p = [int(x) for x in data[pos + 1:pos + 1 + n]]  # no sort
        pos += 1 + n
        if n % 2:
            p = [0] + p
        x = 0
        for i in range(1, len(p), 2):
            x ^= p[i] - p[i - 1] - 1
        out.append("Georgia will win" if x else "Bob will win")
    sys.stdout.write("\n".join(out) + "\n")


main()

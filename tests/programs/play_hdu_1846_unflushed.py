"""A learner's right Bash-game player for play_hdu_1846 that never flushes: Python buffers its
output into a pipe, so its first answer never reaches the judge and both sides wait."""

import sys

read = sys.stdin.readline
for _ in range(int(read())):
    n, m = map(int, read().split())
    if n % (m + 1) == 0:
        print("second")
    else:
        print("first")
        print(n % (m + 1))
        n -= n % (m + 1)
    while (reply := read().strip()) != "end":
        n -= int(reply)
        print(n % (m + 1))
        n -= n % (m + 1)

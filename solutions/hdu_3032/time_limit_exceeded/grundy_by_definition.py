# Too slow: right, by the definition: the Grundy value of every heap size up to the largest,
# each the mex over all takes and all splits. That is O(x^2) for heaps up to x; heaps reach
# 2^31 - 1.
import sys
from functools import reduce
from operator import xor

data = sys.stdin.buffer.read()


def numbers(data, step=1 << 16):
    start, end = 0, len(data)
    while start < end:
        stop = min(start + step, end)
        while stop < end and not data[stop:stop + 1].isspace():
            stop += 1
        yield from map(int, data[start:stop].split())
        start = stop


sg = [0]


def grundy(x):
    while len(sg) <= x:
        h = len(sg)
        seen = set(sg[:h])
        seen.update(sg[a] ^ sg[h - a] for a in range(1, h // 2 + 1))
        g = 0
        while g in seen:
            g += 1
        sg.append(g)
    return sg[x]


it = numbers(data)
out = []
for _ in range(next(it)):
    n = next(it)
    x = 0
    for _ in range(n):
        x ^= grundy(next(it))
    out.append("Alice" if x else "Bob")
sys.stdout.write("\n".join(out) + "\n")

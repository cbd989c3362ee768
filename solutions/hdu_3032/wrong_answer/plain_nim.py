# Wrong: plays it as plain Nim (XOR of the heap sizes), forgetting the split move. Right on
# the sample; wrong on 1 2 3 (nim-sum 0, but the Grundy values 1, 2, 4 make it Alice's) and
# on 1 2 4 (nim-sum 7, but the Grundy values 1, 2, 3 make it Bob's).
# (Reads the input in slices, as the reference does, to stay within the memory limit.)
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


it = numbers(data)
out = []
for _ in range(next(it)):
    n = next(it)
    x = 0
    for _ in range(n):
        x ^= next(it)
    out.append("Alice" if x else "Bob")
sys.stdout.write("\n".join(out) + "\n")

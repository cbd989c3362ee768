# Wrong: remembers that 3 and 0 (mod 4) swap, but the wrong way round: sg(4k+3) = 4k+2 and
# sg(4k+4) = 4k+5. Right on the sample (in 2 2 3 the 2s cancel and a lone 3 is nonzero
# either way; 3 3 cancels), wrong on 3 2: 4 ^ 2 = 6 is Alice's, this says 2 ^ 2 = 0, Bob.
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
        s = next(it)
        x ^= s - 1 if s % 4 == 3 else s + 1 if s % 4 == 0 else s
    out.append("Alice" if x else "Bob")
sys.stdout.write("\n".join(out) + "\n")

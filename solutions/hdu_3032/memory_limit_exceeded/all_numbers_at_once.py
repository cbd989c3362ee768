# Over the memory limit: the right rule, but the whole input split into one list of tokens.
# A million heap sizes become a million Python bytes objects (about 45 bytes each) plus the
# list: some 50 MB, over the 32 MiB limit.
import sys
from functools import reduce
from operator import xor

data = sys.stdin.buffer.read().split()
t = int(data[0])
pos, out = 1, []
for _ in range(t):
    n = int(data[pos])
    x = 0
    for tok in data[pos + 1:pos + 1 + n]:
        s = int(tok)
        x ^= s + 1 if s % 4 == 3 else s - 1 if s % 4 == 0 else s
    pos += 1 + n
    out.append("Alice" if x else "Bob")
sys.stdout.write("\n".join(out) + "\n")

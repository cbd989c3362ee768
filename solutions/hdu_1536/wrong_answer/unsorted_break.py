# Wrong: assumes S is given in increasing order. The Grundy loop stops at the first size
# larger than the heap ("break"), which is only right when S is sorted. The statement does
# not promise sorted sizes: with S = {5, 2} the move 2 is never seen for heaps below 5.
import sys

data = sys.stdin.buffer.read().split()
pos, out = 0, []
while pos < len(data):
    k = int(data[pos])
    if k == 0:
        break
    S = [int(t) for t in data[pos + 1:pos + 1 + k]]
    pos += 1 + k
    sg = [0] * 10001
    for x in range(1, 10001):
        seen = set()
        for s in S:
            if s > x:
                break
            seen.add(sg[x - s])
        g = 0
        while g in seen:
            g += 1
        sg[x] = g
    m = int(data[pos])
    pos += 1
    line = ""
    for _ in range(m):
        l = int(data[pos])
        x = 0
        for t in data[pos + 1:pos + 1 + l]:
            x ^= sg[int(t)]
        pos += 1 + l
        line += "W" if x else "L"
    out.append(line)
sys.stdout.write("\n".join(out) + "\n")

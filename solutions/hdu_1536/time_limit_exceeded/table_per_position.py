# Too slow: correct Grundy values, but the table is rebuilt for every POSITION (the table
# loop sits inside the loop over the m positions) instead of once per test set. That is up
# to 100 tables of 10^4 * 100 steps per test set, hopeless on full-size test sets.
import sys

data = sys.stdin.buffer.read().split()
pos, out = 0, []
while pos < len(data):
    k = int(data[pos])
    if k == 0:
        break
    S = sorted(int(t) for t in data[pos + 1:pos + 1 + k])
    pos += 1 + k
    m = int(data[pos])
    pos += 1
    line = ""
    for _ in range(m):
        l = int(data[pos])
        heaps = [int(t) for t in data[pos + 1:pos + 1 + l]]
        pos += 1 + l
        top = max(heaps)
        sg = [0] * (top + 1)
        for x in range(1, top + 1):
            seen = set()
            for s in S:
                if s > x:
                    break
                seen.add(sg[x - s])
            g = 0
            while g in seen:
                g += 1
            sg[x] = g
        x = 0
        for h in heaps:
            x ^= sg[h]
        line += "W" if x else "L"
    out.append(line)
sys.stdout.write("\n".join(out) + "\n")

# Wrong: decides by the parity of the total number of stones, as if every move took exactly
# one stone. Right on the sample (1 1 and 1 0), wrong on a single heap of 2 (an even total,
# yet the first player takes the whole heap) or on 1 3 (even total, nim-sum 2: won).
import sys

data = sys.stdin.buffer.read().split()
pos, out = 1, []
for _ in range(int(data[0])):
    n = int(data[pos])
    total = sum(map(int, data[pos + 1:pos + 1 + n]))
    pos += 1 + n
    out.append("Yes" if total % 2 else "No")
sys.stdout.write("\n".join(out) + "\n")

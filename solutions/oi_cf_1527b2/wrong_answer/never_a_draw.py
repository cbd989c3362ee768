# Wrong: right on palindromes, and "Alice always wins when she can reverse" otherwise. But
# with an odd length, a 0 in the middle and just one other 0 (e.g. 001), the best Alice can
# get is one dollar each: a draw.
import sys

data = sys.stdin.buffer.read().split()
out = []
for i in range(int(data[0])):
    s = data[2 + 2 * i]
    zeros = s.count(b"0")
    if s == s[::-1]:
        out.append("BOB" if zeros == 1 or zeros % 2 == 0 else "ALICE")
    else:
        out.append("ALICE")
sys.stdout.write("\n".join(out) + "\n")

# Wrong: right rule, wrong output strings. Copied from a similar problem that prints
# "First"/"Second"; this problem wants lowercase "first"/"second", and the judge compares
# output exactly (letter case included).
import sys

data = sys.stdin.buffer.read().split()
c = int(data[0])
out = []
for i in range(c):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append("First" if n % (m + 1) else "Second")
sys.stdout.write("\n".join(out) + "\n")

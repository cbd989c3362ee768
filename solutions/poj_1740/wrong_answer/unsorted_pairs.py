# Wrong: checks the pairing on the piles as given (first with second, third with fourth, ...)
# without sorting them first: twins that are not next to each other (1 2 2 1) are missed.
import sys

data = sys.stdin.buffer.read().split()
pos, out = 0, []
while int(data[pos]) != 0:
    n = int(data[pos])
    piles = list(map(int, data[pos + 1:pos + 1 + n]))
    pos += 1 + n
    paired = n % 2 == 0 and piles[0::2] == piles[1::2]
    out.append("0" if paired else "1")
sys.stdout.write("\n".join(out) + "\n")

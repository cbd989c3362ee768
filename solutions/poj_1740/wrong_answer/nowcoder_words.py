# Wrong: right game, but the output words of the Nowcoder copy of this problem (小牛再战,
# which the notes quote): Win / Lose. POJ 1740 prints 1 / 0.
import sys

data = sys.stdin.buffer.read().split()
pos, out = 0, []
while int(data[pos]) != 0:
    n = int(data[pos])
    piles = sorted(map(int, data[pos + 1:pos + 1 + n]))
    pos += 1 + n
    paired = n % 2 == 0 and piles[0::2] == piles[1::2]
    out.append("Lose" if paired else "Win")
sys.stdout.write("\n".join(out) + "\n")

# Wrong: "Bob wins only by copying Alice on a pile of the same size, so he needs all piles
# equal (and an even number of them)". Twins of different sizes (1 1 3 3) are lost for Alice
# too.
import sys

data = sys.stdin.buffer.read().split()
pos, out = 0, []
while int(data[pos]) != 0:
    n = int(data[pos])
    piles = list(map(int, data[pos + 1:pos + 1 + n]))
    pos += 1 + n
    lost = n % 2 == 0 and len(set(piles)) == 1
    out.append("0" if lost else "1")
sys.stdout.write("\n".join(out) + "\n")

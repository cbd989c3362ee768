# Wrong: misreads the story and maps the names the other way round (as if team Xu, "Rabbit",
# donated first). The game analysis is right, the names are swapped: it prints Rabbit when
# n % (m + 1) != 0. Already the sample rejects it.
import sys

data = sys.stdin.buffer.read().split()
c = int(data[0])
out = []
for i in range(c):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append("Rabbit" if n % (m + 1) else "Grass")
sys.stdout.write("\n".join(out) + "\n")

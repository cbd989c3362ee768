# Wrong: "the second player copies the first player's moves on a twin heap, so the first
# player wins when the number of heaps is odd". Copying only works when the heaps come in
# equal pairs; what decides is the nim-sum. Wrong already on the sample (2 3: two heaps, won).
import sys

data = sys.stdin.buffer.read().split()
print("Yes" if int(data[0]) % 2 else "No")

# Too slow: right, by the definition of a winning move: the first player wins when some heap
# h can be lowered to the nim-sum of the other heaps (which then makes the whole nim-sum 0),
# i.e. when that nim-sum is below h. But it recomputes the nim-sum of the others for every
# heap: n^2 = 10^10 steps for n = 10^5.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
heaps = list(map(int, data[1:1 + n]))
wins = False
for i in range(n):
    others = 0
    for j in range(n):
        if j != i:
            others ^= heaps[j]
    if others < heaps[i]:
        wins = True
        break
print("Yes" if wins else "No")

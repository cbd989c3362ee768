# Knows who wins (multiples of m + 1 are P-positions) but not how: each move takes a random
# legal number of stones. Knowing the outcome is not knowing the strategy.
import random

rng = random.Random(1846)
for _ in range(int(input())):
    left, m = map(int, input().split())
    first = left % (m + 1) != 0
    print("first" if first else "second", flush=True)
    if not first:
        left -= int(input())
    while left:  # 0: the perfect player took the last stone, and this game is lost
        take = rng.randint(1, min(m, left))
        print(take, flush=True)
        left -= take
        reply = input().strip()
        if reply == "end":
            break
        left -= int(reply)

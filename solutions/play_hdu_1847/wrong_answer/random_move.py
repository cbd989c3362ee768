# Knows who wins (multiples of 3 are P-positions) but not how: each move takes a random power
# of 2. Knowing the outcome is not knowing the strategy.
import random

rng = random.Random(1847)
for _ in range(int(input())):
    left = int(input())
    first = left % 3 != 0
    print("first" if first else "second", flush=True)
    if not first:
        left -= int(input())
    while left:  # 0: the perfect player took the last card, and this game is lost
        powers = [p for p in (1, 2, 4, 8, 16, 32, 64, 128) if p <= left]
        take = rng.choice(powers)
        print(take, flush=True)
        left -= take
        reply = input().strip()
        if reply == "end":
            break
        left -= int(reply)

# Knows who wins (xor 0 is a P-position) but not how: each move takes a random number of
# stones from a random heap. Knowing the outcome is not knowing the strategy.
import random

rng = random.Random(2197)
for _ in range(int(input())):
    count, *heaps = map(int, input().split())
    xor = 0
    for h in heaps:
        xor ^= h
    print("first" if xor else "second", flush=True)
    reply = "" if xor else input()
    while reply.strip() != "end":
        if reply:
            h, x = map(int, reply.split())
            heaps[heaps.index(h)] = x
            if not any(heaps):
                break  # the perfect player took the last stone, and this game is lost
        i = rng.choice([i for i, h in enumerate(heaps) if h])
        left = rng.randint(0, heaps[i] - 1)
        print(heaps[i], left, flush=True)
        heaps[i] = left
        reply = input()

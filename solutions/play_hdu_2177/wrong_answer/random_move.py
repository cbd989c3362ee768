# Knows who wins (the Wythoff pairs are P-positions) but not how: each move is a random legal
# one. Knowing the outcome is not knowing the strategy.
import random

rng = random.Random(2177)
phi = (1 + 5 ** 0.5) / 2
for _ in range(int(input())):
    a, b = sorted(map(int, input().split()))
    first = int((b - a) * phi) != a
    print("first" if first else "second", flush=True)
    if not first:
        a, b = sorted(map(int, input().split()))
    while a or b:  # both 0: the perfect player took the last stones, and this game is lost
        moves = [(x, b) for x in range(a)] + [(a, y) for y in range(b)]
        moves += [(a - t, b - t) for t in range(1, a + 1)]
        a, b = sorted(rng.choice(moves))
        print(a, b, flush=True)
        reply = input().strip()
        if reply == "end":
            break
        a, b = sorted(map(int, reply.split()))

"""Inputs of play_hdu_2516: the number of games, then one pile (2 <= n <= 100) a line.

Sizes:
  small  a few random piles
  edge   Fibonacci numbers (P-positions: the program must move second and defend), their
         neighbours (one stone off: the smallest Zeckendorf part is 1 or the pile is one
         part short), and the smallest piles 2, 3, 4
  max    20 games, the largest piles: 89, 100, 88, 90 and random ones near 100
"""

import random

FIBONACCI = [2, 3, 5, 8, 13, 21, 34, 55, 89]


def _input(piles):
    return f"{len(piles)}\n" + "".join(f"{n}\n" for n in piles)


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return _input([rng.randint(2, 40) for _ in range(rng.randint(1, 5))])
    if size == "edge":
        piles = []
        for _ in range(rng.randint(3, 8)):
            f = rng.choice(FIBONACCI)
            piles.append(rng.choice([f, f, f + 1, max(2, f - 1), rng.choice((2, 3, 4))]))
        return _input(piles)
    piles = [89, 100, 88, 90] + [rng.randint(80, 100) for _ in range(16)]
    rng.shuffle(piles)
    return _input(piles)


def shrink(text: str):
    piles = [int(n) for n in text.split()[1:]]
    for i in range(len(piles)):
        yield _input(piles[:i] + piles[i + 1 :])
    for i, n in enumerate(piles):
        for smaller in (2, n // 2, n - 1):
            if 2 <= smaller < n:
                yield _input(piles[:i] + [smaller] + piles[i + 1 :])

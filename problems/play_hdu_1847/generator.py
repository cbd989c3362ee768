"""Inputs of play_hdu_1847: the number of games, then one count of cards a line
(1 <= n <= 200).

Sizes:
  small  a few random counts
  edge   multiples of 3 (P-positions: the program moves second), powers of 2 (where taking
         everything wins at once, and greed looks right), one off them, 1 and 2
  max    20 games, the largest counts
"""

import random


def _input(counts):
    return f"{len(counts)}\n" + "".join(f"{n}\n" for n in counts)


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return _input([rng.randint(1, 40) for _ in range(rng.randint(1, 5))])
    if size == "edge":
        counts = []
        for _ in range(rng.randint(3, 8)):
            power = 2 ** rng.randint(0, 7)
            counts.append(rng.choice((3 * rng.randint(1, 66), power, power + 1, max(1, power - 1), 1, 2)))
        return _input(counts)
    counts = [200, 198, 199, 128, 129, 192] + [rng.randint(150, 200) for _ in range(14)]
    rng.shuffle(counts)
    return _input(counts)


def shrink(text: str):
    counts = [int(n) for n in text.split()[1:]]
    for i in range(len(counts)):
        yield _input(counts[:i] + counts[i + 1 :])
    for i, n in enumerate(counts):
        for smaller in (1, n // 2, n - 1):
            if 1 <= smaller < n:
                yield _input(counts[:i] + [smaller] + counts[i + 1 :])

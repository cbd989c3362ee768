"""Inputs of play_hdu_2177: the number of games, then one game a line: `a b`, the two piles
(0 <= a <= b <= 40, b >= 1).

Sizes:
  small  a few random positions
  edge   Wythoff pairs (P-positions: the program moves second), pairs with one stone more or
         less on a pile (one move from a pair, of each of the three kinds), rounded pairs
         (round instead of floor of k times the golden ratio), equal piles, a pile of 0
  max    20 games, the largest piles
"""

import random

PAIRS = [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15), (11, 18), (12, 20),
         (14, 23), (16, 26), (17, 28), (19, 31), (21, 34), (22, 36), (24, 39)]


def _input(games):
    return f"{len(games)}\n" + "".join(f"{a} {b}\n" for a, b in games)


def _near(rng, pair):
    a, b = pair
    a, b = rng.choice(((a, b), (a + 1, b), (a, b + 1), (a + 1, b + 1), (a + 2, b + 1), (b, b)))
    a, b = sorted((a, min(b, 40)))
    return (a, b) if b else (0, 1)


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        games = []
        for _ in range(rng.randint(1, 5)):
            b = rng.randint(1, 15)
            games.append((rng.randint(0, b), b))
        return _input(games)
    if size == "edge":
        return _input([_near(rng, rng.choice(PAIRS[1:])) for _ in range(rng.randint(3, 8))])
    games = [(24, 39), (25, 40), (40, 40), (0, 40)]
    for _ in range(16):
        b = rng.randint(30, 40)
        games.append((rng.randint(20, b), b))
    rng.shuffle(games)
    return _input(games)


def shrink(text: str):
    numbers = [int(x) for x in text.split()[1:]]
    games = list(zip(numbers[::2], numbers[1::2]))
    for i in range(len(games)):
        yield _input(games[:i] + games[i + 1 :])
    for i, (a, b) in enumerate(games):
        for smaller in ((a // 2, b // 2), (a, b - 1), (a - 1, b)):
            x, y = sorted(smaller)
            if x >= 0 and y >= 1:
                yield _input(games[:i] + [(x, y)] + games[i + 1 :])

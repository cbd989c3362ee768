"""Inputs of play_hdu_1846: the number of games, then one game a line: `n m`, the pile and the
most one move may take (1 <= n <= 200, 1 <= m <= 20).

Sizes:
  small  a few random games
  edge   multiples of m + 1 (P-positions: the program moves second), one off them (where an
         m-for-(m + 1) slip differs), m = 1, m >= n (take everything), n = 1
  max    20 games, the largest piles and moves
"""

import random


def _input(games):
    return f"{len(games)}\n" + "".join(f"{n} {m}\n" for n, m in games)


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return _input([(rng.randint(1, 40), rng.randint(1, 6)) for _ in range(rng.randint(1, 5))])
    if size == "edge":
        games = []
        for _ in range(rng.randint(3, 8)):
            m = rng.choice((1, 2, 3, rng.randint(1, 20)))
            k = rng.randint(1, 200 // (m + 1))
            n = rng.choice((k * (m + 1), k * (m + 1) + 1, k * (m + 1) - 1, k * m, 1, m))
            games.append((max(1, min(n, 200)), m))
        return _input(games)
    games = [(200, 20), (189, 20), (198, 10), (200, 1)]
    games += [(rng.randint(150, 200), rng.randint(1, 20)) for _ in range(16)]
    rng.shuffle(games)
    return _input(games)


def shrink(text: str):
    numbers = [int(x) for x in text.split()[1:]]
    games = list(zip(numbers[::2], numbers[1::2]))
    for i in range(len(games)):
        yield _input(games[:i] + games[i + 1 :])
    for i, (n, m) in enumerate(games):
        for smaller in (1, n // 2, n - 1):
            if 1 <= smaller < n:
                yield _input(games[:i] + [(smaller, m)] + games[i + 1 :])

"""Inputs of play_luogu_p2197: the number of games, then one game a line: `n a1 ... an`, the
heaps (1 <= n <= 4, 0 <= ai <= 12, not all 0).

Sizes:
  small  a few random positions
  edge   xor 0 (P-positions: the program moves second), one heap, two equal heaps, even sums
         with a non-zero xor and odd sums with xor 0 (where a parity rule differs), heaps of 0
  max    20 games, four heaps of up to 12
"""

import random


def _input(games):
    return f"{len(games)}\n" + "".join(f"{len(h)} " + " ".join(map(str, h)) + "\n" for h in games)


def _xor_zero(rng):
    a, b = rng.randint(0, 12), rng.randint(0, 12)
    rest = [a, b, a ^ b] if a ^ b <= 12 else [a, a]
    return rest if any(rest) else [5, 5]


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return _input([[rng.randint(1, 6) for _ in range(rng.randint(1, 3))]
                       for _ in range(rng.randint(1, 5))])
    if size == "edge":
        games = []
        for _ in range(rng.randint(3, 8)):
            games.append(rng.choice((
                _xor_zero(rng), [rng.randint(1, 12)], [7, 7], [1, 2, 3], [0, 4, 5],
                [1, 2], [3, 5, 6, 1], [2, 4, 6, 1],
            )))
        return _input(games)
    games = [[12, 12, 12, 12], [12, 11, 10, 9], [1, 2, 4, 8]]
    games += [[rng.randint(0, 12) for _ in range(4)] for _ in range(17)]
    games = [g if any(g) else [1] for g in games]
    rng.shuffle(games)
    return _input(games)


def shrink(text: str):
    lines = text.split("\n")[1:-1]
    games = [[int(x) for x in line.split()[1:]] for line in lines]
    for i in range(len(games)):
        yield _input(games[:i] + games[i + 1 :])
    for i, heaps in enumerate(games):
        for j in range(len(heaps)):
            if len(heaps) > 1:
                yield _input(games[:i] + [heaps[:j] + heaps[j + 1 :]] + games[i + 1 :])
            for smaller in (heaps[j] // 2, heaps[j] - 1):
                if 0 <= smaller < heaps[j]:
                    yield _input(games[:i] + [heaps[:j] + [smaller] + heaps[j + 1 :]] + games[i + 1 :])

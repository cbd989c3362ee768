"""Inputs of play_hdu_3032: the number of games, then one game a line: `n a1 ... an`, the
heaps (1 <= n <= 3, 0 <= ai <= 7, not all 0).

Sizes:
  small  a few random positions
  edge   where Lasker's values differ from Nim's (heaps of 3 and 4, 7 and 8: sg 4 and 3,
         8 and 7): xor of the sizes 0 but not of the values and the other way round; one
         heap; equal heaps; heaps of 0
  max    20 games, three heaps of up to 7
"""

import random


def _input(games):
    return f"{len(games)}\n" + "".join(f"{len(h)} " + " ".join(map(str, h)) + "\n" for h in games)


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return _input([[rng.randint(1, 5) for _ in range(rng.randint(1, 3))]
                       for _ in range(rng.randint(1, 5))])
    if size == "edge":
        games = []
        for _ in range(rng.randint(3, 8)):
            games.append(rng.choice((
                [3, 4], [1, 2, 3], [3, 7], [4, 7], [rng.randint(1, 7)], [6, 6], [0, 3, 4],
                [1, 3, 2], [2, 4, 7], [5, 4, 3], [7, 7, 1],
            )))
        return _input(games)
    games = [[7, 7, 7], [7, 6, 5], [3, 4, 7]]
    games += [[rng.randint(0, 7) for _ in range(3)] for _ in range(17)]
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

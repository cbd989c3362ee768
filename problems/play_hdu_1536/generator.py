"""Inputs of play_hdu_1536: the number of games, then one game a line: `k s1 ... sk m h1 ...
hm`, the move set S (1 <= k <= 3 distinct sizes from 1 to 6) and the heaps (1 <= m <= 3,
0 <= hi <= 20, at least one heap of min(S) or more: a first move exists).

Sizes:
  small  a few random games
  edge   S = {2, 5} (the sample's period 7), S without 1 (heaps too small to move from), a
         single size (sg is h // s mod 2), heaps whose sizes xor to 0 but whose values do not
  max    20 games, three heaps of up to 20
"""

import random


def _line(sizes, heaps):
    return f"{len(sizes)} " + " ".join(map(str, sizes)) + f" {len(heaps)} " + " ".join(map(str, heaps))


def _input(games):
    return f"{len(games)}\n" + "".join(_line(s, h) + "\n" for s, h in games)


def _game(rng, sizes, top, count):
    heaps = [rng.randint(0, top) for _ in range(count)]
    if max(heaps) < min(sizes):
        heaps[0] = rng.randint(min(sizes), max(top, min(sizes)))
    return sorted(sizes), heaps


def generate(rng: random.Random, size: str) -> str:
    def sizes():
        return rng.sample(range(1, 7), rng.randint(1, 3))

    if size == "small":
        return _input([_game(rng, sizes(), 10, rng.randint(1, 2)) for _ in range(rng.randint(1, 5))])
    if size == "edge":
        games = []
        for _ in range(rng.randint(3, 8)):
            s = rng.choice(([2, 5], [3, 4], [2], [5], [1, 3, 4], sizes()))
            games.append(rng.choice((_game(rng, s, 20, 2), (s, [7, 7]), (s, [1, 2, 3]), (s, [6, 6, 20]))))
        games = [(s, h) if max(h) >= min(s) else _game(rng, s, 20, 2) for s, h in games]
        return _input(games)
    games = [_game(rng, sizes(), 20, 3) for _ in range(18)] + [([2, 5], [20, 20, 19]), ([1, 2, 3], [20, 13, 5])]
    rng.shuffle(games)
    return _input(games)


def shrink(text: str):
    games = []
    for line in text.split("\n")[1:-1]:
        numbers = list(map(int, line.split()))
        k = numbers[0]
        games.append((numbers[1 : k + 1], numbers[k + 2 :]))
    for i in range(len(games)):
        yield _input(games[:i] + games[i + 1 :])
    for i, (s, heaps) in enumerate(games):
        for j in range(len(heaps)):
            for smaller in (heaps[j] // 2, heaps[j] - 1):
                changed = heaps[:j] + [smaller] + heaps[j + 1 :]
                if 0 <= smaller and max(changed) >= min(s):
                    yield _input(games[:i] + [(s, changed)] + games[i + 1 :])

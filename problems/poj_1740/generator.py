"""Input generator for POJ 1740 (A New Stone Game).

Sizes:
  small  1-4 cases of 1-4 piles of at most 4 stones (the brute force searches them all)
  edge   the shapes that matter, small enough for the brute force: twin piles in shuffled
         order (lost), twins but one pile off by one, an odd number of piles made of twins
         plus one, one pile, all piles equal (even and odd count), nim-sum 0 without twins
         (1 2 3: a Nim player would say lost), up to 10 piles of 1 or 2 stones, twins of
         several sizes. No empty pile: POJ's data has none (statement.md, Notes)
  max    1000 cases (the most the validator allows; the original gives no bound) of 10
         piles up to 100 stones: twins shuffled, twins with one pile changed, twins and a
         pile of 1, random
Every input ends with the terminating line 0.
"""
import random
from typing import Iterator, List

MAX_CASES = 1000
MAX_N = 10
MAX_PILE = 100


def fmt(cases: List[List[int]]) -> str:
    return "".join("%d\n%s\n" % (len(p), " ".join(map(str, p))) for p in cases) + "0\n"


def parse(text: str) -> List[List[int]]:
    tokens = [int(t) for t in text.split()]
    pos, cases = 0, []
    while tokens[pos] != 0:
        n = tokens[pos]
        cases.append(tokens[pos + 1:pos + 1 + n])
        pos += 1 + n
    return cases


def _twins(rng: random.Random, pairs: int, top: int) -> List[int]:
    piles = []
    for _ in range(pairs):
        a = rng.randint(1, top)
        piles += [a, a]
    rng.shuffle(piles)
    return piles


def _edge_case(rng: random.Random) -> List[int]:
    kind = rng.randrange(10)
    if kind == 9:
        return _twins(rng, rng.randint(1, 3), 4)              # twins of several sizes: lost
    if kind == 0:
        return _twins(rng, rng.randint(1, 2), 4)              # lost
    if kind == 1:
        piles = _twins(rng, 2, 4)
        i = rng.randrange(4)
        piles[i] = piles[i] + 1 if piles[i] < 4 or rng.random() < 0.5 else piles[i] - 1
        return piles                                          # one pile off: won
    if kind == 2:
        return _twins(rng, rng.randint(1, 2), 3) + [rng.randint(1, 3)]    # odd n: won
    if kind == 3:
        return [rng.randint(1, 8)]                            # one pile: won
    if kind == 4:
        a = rng.randint(1, 3)
        return [a] * rng.randint(2, 5)                        # all equal
    if kind == 5:
        piles = rng.choice(([1, 2, 3], [1, 4, 5], [2, 4, 6], [1, 2, 4, 7]))
        return rng.sample(piles, len(piles))                  # nim-sum 0, won here
    if kind == 6:
        return _twins(rng, rng.randint(3, 5), 2)              # up to 10 piles of 1-2: lost
    if kind == 7:
        return [rng.randint(1, 2) for _ in range(rng.randint(5, 10))]
    return [rng.randint(1, 5), rng.randint(1, 5)]             # two piles


def _max_case(rng: random.Random) -> List[int]:
    r = rng.random()
    if r < 0.4:
        return _twins(rng, MAX_N // 2, MAX_PILE)
    if r < 0.7:
        piles = _twins(rng, MAX_N // 2, MAX_PILE)
        i = rng.randrange(MAX_N)
        piles[i] = piles[i] - 1 if piles[i] > 1 else 2
        return piles
    if r < 0.75:
        return _twins(rng, (MAX_N - 1) // 2, MAX_PILE) + [rng.randint(1, MAX_PILE)]
    if r < 0.8:
        piles = _twins(rng, (MAX_N - 1) // 2, MAX_PILE) + [1]  # twins and a pile of 1
        rng.shuffle(piles)
        return piles
    return [rng.randint(1, MAX_PILE) for _ in range(rng.randint(1, MAX_N))]


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        cases = []
        for _ in range(rng.randint(1, 4)):
            n = rng.randint(1, 4)
            cases.append([rng.randint(1, 4 if n < 4 else 3) for _ in range(n)])
        return fmt(cases)
    if size == "edge":
        return fmt([_edge_case(rng) for _ in range(rng.randint(1, 4))])
    if size == "max":
        return fmt([_max_case(rng) for _ in range(MAX_CASES)])
    raise ValueError("unknown size: %r" % (size,))


def shrink(text: str) -> Iterator[str]:
    """Fewer cases first, then fewer piles, then smaller piles."""
    try:
        cases = parse(text)
    except (ValueError, IndexError):
        return
    seen = {text}

    def emit(cs: List[List[int]]) -> Iterator[str]:
        if cs and all(cs):
            s = fmt(cs)
            if s not in seen:
                seen.add(s)
                yield s

    if len(cases) > 1:
        for i in range(len(cases)):
            yield from emit([cases[i]])
        for i in range(len(cases)):
            yield from emit(cases[:i] + cases[i + 1:])
    for i, piles in enumerate(cases):
        for j in range(len(piles)):
            yield from emit(cases[:i] + [piles[:j] + piles[j + 1:]] + cases[i + 1:])
    for i, piles in enumerate(cases):
        for j, p in enumerate(piles):
            for v in (1, p // 2, p - 1):
                if 1 <= v < p:
                    yield from emit(cases[:i] + [piles[:j] + [v] + piles[j + 1:]] + cases[i + 1:])

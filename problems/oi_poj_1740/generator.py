"""Input generator for the OI edition of POJ 1740 (A New Stone Game).

Sizes, one a subtask's (the recipes name the files so that its patterns pick them):
  small   subtask "small" (n <= 10, at most 12 stones in all): 1-4 cases of 1-4 piles of at
          most 3 stones (the brute force searches every position)
  edge    subtask "small": the shapes that matter: twin piles in shuffled order (lost), twins
          but one pile off by one, twins plus one more pile, one pile, all piles equal (even
          and odd count), nim-sum 0 without twins (1 2 3), up to 10 piles of 1 stone, twins of
          several sizes
  max     subtask "full": 1000 cases (the most the validator allows), 2 * 10^5 piles in all:
          one case of n = 10^5 twin piles up to 10^9 (lost: a check of every height t up to
          the largest pile runs 10^9 times over 10^5 piles), the others about 100 piles each:
          twins near 10^9, twins with one pile changed by one, twins and one more, random; a
          pile of 10^9 and one of 1 among them
The "medium" subtask's cases (the original's bounds: n <= 10, piles <= 100) are written by
hand in tests.yaml.
Every input ends with the terminating line 0.
"""
import random
from typing import Iterator, List

MAX_CASES = 1000
MAX_N = 10**5
MAX_PILE = 10**9
MAX_TOTAL = 2 * 10**5


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


def _twins(rng: random.Random, pairs: int, low: int, top: int) -> List[int]:
    piles = []
    for _ in range(pairs):
        a = rng.randint(low, top)
        piles += [a, a]
    rng.shuffle(piles)
    return piles


def _edge_case(rng: random.Random) -> List[int]:
    kind = rng.randrange(9)
    if kind == 0:
        return _twins(rng, rng.randint(1, 3), 1, 2)           # twins of several sizes: lost
    if kind == 1:
        piles = _twins(rng, 2, 1, 2)
        i = rng.randrange(4)
        piles[i] += 1 if piles[i] == 1 or rng.random() < 0.5 else -1
        return piles                                          # one pile off: won
    if kind == 2:
        return _twins(rng, rng.randint(1, 2), 1, 2) + [rng.randint(1, 3)]  # odd n: won
    if kind == 3:
        return [rng.randint(1, 12)]                           # one pile: won
    if kind == 4:
        a = rng.randint(1, 2)
        return [a] * rng.randint(2, 6)                        # all equal
    if kind == 5:
        piles = rng.choice(([1, 2, 3], [1, 4, 5], [2, 4, 6], [1, 2, 4, 5]))
        return rng.sample(piles, len(piles))                  # nim-sum 0 (or not), won here
    if kind == 6:
        return [1] * rng.randint(7, 10)                       # the parity of the ones
    if kind == 7:
        return _twins(rng, rng.randint(2, 3), 1, 2)           # lost
    return [rng.randint(1, 6), rng.randint(1, 6)]             # two piles


def _one_changed(rng: random.Random, piles: List[int], top: int) -> List[int]:
    i = rng.randrange(len(piles))
    piles[i] = piles[i] - 1 if piles[i] > 1 and (piles[i] == top or rng.random() < 0.5) \
        else piles[i] + 1
    return piles


def _case(rng: random.Random, n: int, low: int, top: int) -> List[int]:
    """About n piles (never more) of low..top stones, of one of the shapes."""
    if n < 2:
        return [rng.randint(low, top)]
    r = rng.random()
    if r < 0.4:
        return _twins(rng, n // 2, low, top)
    if r < 0.7:
        return _one_changed(rng, _twins(rng, n // 2, low, top), top)
    if r < 0.8:
        piles = _twins(rng, (n - 1) // 2, low, top) + [rng.randint(1, top)]
        rng.shuffle(piles)
        return piles
    return [rng.randint(1, top) for _ in range(n)]


def _max_cases(rng: random.Random) -> List[List[int]]:
    values = [MAX_PILE] + [rng.randint(MAX_PILE - 10**6, MAX_PILE) for _ in range(MAX_N // 2 - 1)]
    largest = values + values                              # lost, by twins
    rng.shuffle(largest)
    # the other cases' sizes: MAX_TOTAL - MAX_N piles cut into MAX_CASES - 1 parts
    cuts = sorted(rng.sample(range(1, MAX_TOTAL - MAX_N), MAX_CASES - 2))
    sizes = [b - a for a, b in zip([0] + cuts, cuts + [MAX_TOTAL - MAX_N])]
    cases = [_case(rng, n, 1 if rng.random() < 0.3 else MAX_PILE - 1000, MAX_PILE)
             for n in sizes]
    cases[0][0] = 1                                        # a pile of 1
    cases.append(largest)
    rng.shuffle(cases)
    return cases


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return fmt([[rng.randint(1, 3) for _ in range(rng.randint(1, 4))]
                    for _ in range(rng.randint(1, 4))])
    if size == "edge":
        return fmt([_edge_case(rng) for _ in range(rng.randint(1, 4))])
    if size == "max":
        return fmt(_max_cases(rng))
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

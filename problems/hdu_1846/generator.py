"""Input generator for HDU 1846 (Brave Game).

Sizes:
  small  a few random cases with small n and m (the brute force solves them instantly)
  edge   boundary and special cases: n = 1, m = 1, m >= n, n = m (the "n % m" trap),
         n a multiple of m+1 and its neighbours, n and m at 1000
  max    C = 100 cases with n and m near 1000 (the bounds: C <= 100, n, m <= 1000)
"""
import random
from typing import Iterator, List, Tuple

MAX_C = 100
MAX_N = 1000
MAX_M = 1000


def _fmt(cases: List[Tuple[int, int]]) -> str:
    return "%d\n" % len(cases) + "".join("%d %d\n" % nm for nm in cases)


def _edge_case(rng: random.Random) -> Tuple[int, int]:
    kind = rng.randrange(9)
    if kind == 0:
        return 1, rng.randint(1, MAX_M)                      # one stone
    if kind == 1:
        return rng.randint(1, MAX_N), 1                      # m = 1: parity
    if kind == 2:
        n = rng.randint(1, MAX_N)
        return n, rng.randint(n, MAX_M)                      # m >= n: take everything
    if kind == 3:
        n = rng.randint(1, MAX_N)
        return n, n                                          # n = m: n % m == 0 but first wins
    if kind == 4:
        m = rng.randint(1, 60)
        k = rng.randint(1, MAX_N // (m + 1))
        return k * (m + 1), m                                # exact multiple of m+1: second
    if kind == 5:
        m = rng.randint(1, 60)
        k = rng.randint(1, MAX_N // (m + 1))
        n = k * (m + 1) + rng.choice((-1, 1))
        return max(1, min(MAX_N, n)), m                      # neighbours of a multiple
    if kind == 6:
        return MAX_N, rng.choice((1, 3, 4, 7, 9, 99, 199, 249, 499, 999, 1000))
    if kind == 7:
        m = rng.randint(1, MAX_M - 1)
        return m + 1, m                                      # smallest losing pile > 0
    return rng.randint(1, MAX_N), MAX_M


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        c = rng.randint(1, 8)
        return _fmt([(rng.randint(1, 40), rng.randint(1, 12)) for _ in range(c)])
    if size == "edge":
        c = rng.randint(1, 12)
        return _fmt([_edge_case(rng) for _ in range(c)])
    if size == "max":
        cases = []
        for _ in range(MAX_C):
            n = rng.randint(MAX_N - 50, MAX_N)
            r = rng.random()
            if r < 0.2:
                m = rng.randint(n, MAX_M)                    # m >= n
            elif r < 0.4:
                m = rng.randint(1, 40)                       # small m
            else:
                m = rng.randint(MAX_M // 2, n - 1)           # large m below n
            cases.append((n, m))
        return _fmt(cases)
    raise ValueError("unknown size: %r" % (size,))


def shrink(text: str) -> Iterator[str]:
    """Smaller candidates: fewer cases first (halves, then one case removed), then smaller n, m."""
    try:
        tokens = [int(t) for t in text.split()]
        c = tokens[0]
        cases = [(tokens[1 + 2 * i], tokens[2 + 2 * i]) for i in range(c)]
    except (ValueError, IndexError):
        return
    seen = {text}

    def emit(cs: List[Tuple[int, int]]) -> Iterator[str]:
        if cs:
            s = _fmt(cs)
            if s not in seen:
                seen.add(s)
                yield s

    if len(cases) > 1:
        half = len(cases) // 2
        yield from emit(cases[:half])
        yield from emit(cases[half:])
        for i in range(len(cases)):
            yield from emit(cases[:i] + cases[i + 1:])
    for i, (n, m) in enumerate(cases):
        for nn in (1, n // 2, n - 1):
            if 1 <= nn < n:
                yield from emit(cases[:i] + [(nn, m)] + cases[i + 1:])
        for mm in (1, m // 2, m - 1):
            if 1 <= mm < m:
                yield from emit(cases[:i] + [(n, mm)] + cases[i + 1:])

"""Input generator for NYOJ 23 (取石子（一）).

Sizes:
  small  a few random cases with small N and M (the brute force solves them instantly)
  edge   boundary and special cases, N at most 300 (for the brute force): N = 1, M = 1
         (parity), M >= N, N = M (the "N % M" trap), multiples of M+1 and their neighbours
  max    999 cases (the most: fewer than 1000) with N near 10^6: multiples of M+1 with small
         M, N = 10^6 with M = 1, neighbours of multiples, M >= N
"""
import random
from typing import Iterator, List, Tuple

MAX_CASES = 999
MAX_N = 1000000
MAX_M = 1000000


def fmt(cases: List[Tuple[int, int]]) -> str:
    return "%d\n" % len(cases) + "".join("%d %d\n" % nm for nm in cases)


def _edge_case(rng: random.Random) -> Tuple[int, int]:
    kind = rng.randrange(8)
    if kind == 0:
        return 1, rng.randint(1, 300)                         # one stone
    if kind == 1:
        return rng.randint(1, 300), 1                         # M = 1: parity
    if kind == 2:
        n = rng.randint(1, 300)
        return n, rng.randint(n, MAX_M)                       # M >= N
    if kind == 3:
        n = rng.randint(1, 300)
        return n, n                                           # N = M: N % M == 0, yet Win
    if kind == 4:
        m = rng.randint(1, 30)
        return rng.randint(1, 300 // (m + 1)) * (m + 1), m    # multiple of M+1: Lose
    if kind == 5:
        m = rng.randint(1, 30)
        n = rng.randint(1, 300 // (m + 1)) * (m + 1) + rng.choice((-1, 1))
        return max(1, n), m                                   # neighbours of a multiple
    if kind == 6:
        m = rng.randint(1, 299)
        return m + 1, m                                       # the smallest losing heap
    return rng.randint(1, 300), rng.randint(1, 300)


def _max_case(rng: random.Random) -> Tuple[int, int]:
    r = rng.random()
    if r < 0.3:
        m = rng.randint(1, 50)
        return (MAX_N // (m + 1) - rng.randrange(3)) * (m + 1), m   # Lose, large N
    if r < 0.4:
        return MAX_N - rng.randrange(2), 1
    if r < 0.6:
        m = rng.randint(1, 1000)
        return (MAX_N // (m + 1)) * (m + 1) - rng.randint(1, m), m  # Win
    if r < 0.7:
        n = rng.randint(MAX_N // 2, MAX_N)
        return n, rng.randint(n, MAX_M)
    return rng.randint(MAX_N // 2, MAX_N), rng.randint(1, MAX_M)


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return fmt([(rng.randint(1, 60), rng.randint(1, 12)) for _ in range(rng.randint(1, 8))])
    if size == "edge":
        return fmt([_edge_case(rng) for _ in range(rng.randint(1, 12))])
    if size == "max":
        cases = [_max_case(rng) for _ in range(MAX_CASES - 3)]
        cases += [(MAX_N, MAX_M), (MAX_N, MAX_M - 1), (999999, 999999)]
        rng.shuffle(cases)
        return fmt(cases)
    raise ValueError("unknown size: %r" % (size,))


def shrink(text: str) -> Iterator[str]:
    """Fewer cases first (halves, then one case removed), then smaller N and M."""
    try:
        tokens = [int(t) for t in text.split()]
        cases = [(tokens[1 + 2 * i], tokens[2 + 2 * i]) for i in range(tokens[0])]
    except (ValueError, IndexError):
        return
    seen = {text}

    def emit(cs: List[Tuple[int, int]]) -> Iterator[str]:
        if cs:
            s = fmt(cs)
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

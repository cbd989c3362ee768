"""Input generator for HDU 2188 (choosing the volunteers).

Sizes:
  small  a few random cases with small n (any m in 1..10)
  edge   boundary and special cases: n = 1, m >= n (Grass finishes at once), n = m + 1,
         multiples of m + 1 and their neighbours, m = 1, n = 9999 = 11 * 909, n = 9998
  max    C = 10000 cases with n near the top of 1..9999. The original does not bound C; we
         allow up to 10^4 (see statement.md) and the max input uses all of it.
"""
import random
from typing import Iterator, List, Tuple

MAX_C = 10000
MAX_N = 9999
MAX_M = 10


def _fmt(cases: List[Tuple[int, int]]) -> str:
    return "%d\n" % len(cases) + "".join("%d %d\n" % nm for nm in cases)


def _edge_case(rng: random.Random) -> Tuple[int, int]:
    m = rng.randint(1, MAX_M)
    kind = rng.randrange(8)
    if kind == 0:
        return 1, m                                          # smallest n
    if kind == 1:
        return rng.randint(1, m), m                          # m >= n: one donation suffices
    if kind == 2:
        return m + 1, m                                      # smallest losing target
    if kind == 3:
        k = rng.randint(1, MAX_N // (m + 1))
        return k * (m + 1), m                                # multiple of m+1: Rabbit
    if kind == 4:
        k = rng.randint(1, MAX_N // (m + 1))
        return min(MAX_N, k * (m + 1) + rng.choice((-1, 1))), m   # neighbours: Grass
    if kind == 5:
        return rng.randint(1, MAX_N), 1                      # m = 1: parity of n
    if kind == 6:
        return rng.choice((MAX_N, MAX_N - 1, 9990, 9900)), m  # top of the range
    return rng.randint(1, MAX_N), MAX_M


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        c = rng.randint(1, 8)
        return _fmt([(rng.randint(1, 60), rng.randint(1, MAX_M)) for _ in range(c)])
    if size == "edge":
        c = rng.randint(1, 12)
        return _fmt([_edge_case(rng) for _ in range(c)])
    if size == "max":
        cases = []
        for _ in range(MAX_C):
            m = rng.randint(1, MAX_M)
            if rng.random() < 0.2:
                k = rng.randint((MAX_N - 1000) // (m + 1), MAX_N // (m + 1))
                n = k * (m + 1)                              # losing targets near the top
            else:
                n = rng.randint(MAX_N - 1000, MAX_N)
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

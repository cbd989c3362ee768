"""Input generator for the OI edition of HDU 1846 (Brave Game).

Sizes, one a subtask's (the recipes name the files so that its patterns pick them):
  small  subtask "small": a few random cases with n, m <= 40 (the brute force solves them
         instantly)
  edge   subtask "small": its boundaries: n = 1, m = 1, m >= n, n = m, n a multiple of m+1
         and its neighbours, n and m at 100
  max    subtask "full": C = 100 cases with n and m up to 10^18 (one line at n = m = 10^18):
         piles far past any table, multiples of m+1 beside their neighbours, and small m
         under piles past 2^53, where a floating-point quotient n / (m + 1) is a whole
         number whether or not m + 1 divides n
The "medium" subtask's cases (n <= 10^6) are written by hand in tests.yaml.
"""
import random
from typing import Iterator, List, Tuple

MAX_C = 100
SMALL = 100  # subtask "small": n, m <= 100
MAX = 10**18


def _fmt(cases: List[Tuple[int, int]]) -> str:
    return "%d\n" % len(cases) + "".join("%d %d\n" % nm for nm in cases)


def _edge_case(rng: random.Random) -> Tuple[int, int]:
    kind = rng.randrange(8)
    if kind == 0:
        return 1, rng.randint(1, SMALL)                      # one stone
    if kind == 1:
        return rng.randint(1, SMALL), 1                      # m = 1: parity
    if kind == 2:
        n = rng.randint(1, SMALL)
        return n, rng.randint(n, SMALL)                      # m >= n: take everything
    if kind == 3:
        n = rng.randint(1, SMALL)
        return n, n                                          # n = m: n % m == 0 but first wins
    if kind == 4:
        m = rng.randint(1, 30)
        return rng.randint(1, SMALL // (m + 1)) * (m + 1), m  # a multiple of m+1: second
    if kind == 5:
        m = rng.randint(1, 30)
        n = rng.randint(1, SMALL // (m + 1)) * (m + 1) + rng.choice((-1, 1))
        return max(1, min(SMALL, n)), m                      # neighbours of a multiple
    if kind == 6:
        return SMALL, rng.choice((1, 3, 4, 9, 19, 24, 49, 99, 100))
    return rng.randint(1, SMALL), SMALL


def _full_case(rng: random.Random) -> Tuple[int, int]:
    kind = rng.randrange(5)
    if kind == 0:
        m = rng.randint(1, 20)                               # small m under a huge pile
        return rng.randint(MAX // (m + 1) - 1000, MAX // (m + 1)) * (m + 1), m
    if kind == 1:
        m = rng.randint(1, 100)                              # n / (m + 1) > 2^53
        return rng.randint(MAX - 10**6, MAX), m
    if kind == 2:
        n = rng.randint(MAX // 2, MAX)
        return n, rng.randint(n, MAX)                        # m >= n
    if kind == 3:
        m = rng.randint(MAX // 4, MAX // 2)
        return rng.choice((m + 1, 2 * (m + 1), m + 2, 2 * m + 1)), m   # multiples, neighbours
    return rng.randint(1, MAX), rng.randint(1, MAX)


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        c = rng.randint(1, 8)
        return _fmt([(rng.randint(1, 40), rng.randint(1, 12)) for _ in range(c)])
    if size == "edge":
        c = rng.randint(1, 12)
        return _fmt([_edge_case(rng) for _ in range(c)])
    if size == "max":
        cases = [(MAX, MAX)] + [_full_case(rng) for _ in range(MAX_C - 1)]
        rng.shuffle(cases)
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

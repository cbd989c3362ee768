"""Input generator for the OI edition of HDU 2177 (Wythoff's game, the winner only).

Sizes, one a subtask's (the recipes name the files so that its patterns pick them):
  small  subtask "small": a few random pairs of piles up to 100, half of them P-positions
         (the brute force's table is instant there)
  edge   subtask "small": its boundaries: empty piles (0 0, 0 b), equal piles, the
         P-positions up to 100 and their neighbours, piles of 100
  max    subtask "full": C = 100 pairs with piles up to 10^18: P-positions (a_k, a_k + k)
         for k past 10^12, where a double's k * phi has lost its floor, their neighbours,
         and random huge pairs
The "medium" subtask's cases (piles <= 10^6) are written by hand in tests.yaml.
"""
import random
from math import isqrt
from typing import Iterator, List, Tuple

MAX_C = 100
SMALL = 100  # subtask "small": piles <= 100
MAX = 10**18
MAX_K = 381966011250105152  # the largest k with a_k + k <= 10^18


def _p_position(k: int) -> Tuple[int, int]:
    """The k-th P-position (floor(k * phi), floor(k * phi) + k), in whole numbers."""
    a = (k + isqrt(5 * k * k)) // 2
    return a, a + k


def _fmt(cases: List[Tuple[int, int]]) -> str:
    return "%d\n" % len(cases) + "".join("%d %d\n" % ab for ab in cases)


def _near(a: int, b: int, rng: random.Random, top: int) -> Tuple[int, int]:
    da, db = rng.choice(((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1)))
    x, y = min(top, max(0, a + da)), min(top, max(0, b + db))
    return min(x, y), max(x, y)


def _edge_case(rng: random.Random) -> Tuple[int, int]:
    kind = rng.randrange(5)
    if kind == 0:
        return rng.choice(((0, 0), (0, 1), (0, SMALL), (1, 1), (SMALL, SMALL), (SMALL - 1, SMALL)))
    if kind == 1:
        a = rng.randint(0, SMALL)
        return a, a
    p = _p_position(rng.randint(1, 38))                      # b_38 = 99: every one up to 100
    return p if kind == 2 else _near(*p, rng, SMALL)


def _full_case(rng: random.Random) -> Tuple[int, int]:
    kind = rng.randrange(4)
    if kind <= 1:
        return _p_position(rng.randint(10**12, MAX_K))
    if kind == 2:
        return _near(*_p_position(rng.randint(10**12, MAX_K)), rng, MAX)
    a, b = rng.randint(0, MAX), rng.randint(0, MAX)
    return min(a, b), max(a, b)


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        cases = []
        for _ in range(rng.randint(1, 8)):
            if rng.random() < 0.5:
                cases.append(_p_position(rng.randint(0, 38)))
            else:
                a, b = rng.randint(0, SMALL), rng.randint(0, SMALL)
                cases.append((min(a, b), max(a, b)))
        return _fmt(cases)
    if size == "edge":
        return _fmt([_edge_case(rng) for _ in range(rng.randint(1, 12))])
    if size == "max":
        cases = [_p_position(MAX_K), (MAX, MAX)] + [_full_case(rng) for _ in range(MAX_C - 2)]
        rng.shuffle(cases)
        return _fmt(cases)
    raise ValueError("unknown size: %r" % (size,))


def shrink(text: str) -> Iterator[str]:
    """Smaller candidates: fewer pairs first (halves, then one removed), then smaller piles."""
    try:
        tokens = [int(t) for t in text.split()]
        cases = [(tokens[1 + 2 * i], tokens[2 + 2 * i]) for i in range(tokens[0])]
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
            yield from emit(cases[:i] + cases[i + 1 :])
    for i, (a, b) in enumerate(cases):
        for bb in (a, b // 2, b - 1):
            if a <= bb < b:
                yield from emit(cases[:i] + [(a, bb)] + cases[i + 1 :])
        for aa in (0, a // 2, a - 1):
            if 0 <= aa < a:
                yield from emit(cases[:i] + [(aa, b)] + cases[i + 1 :])

"""Input generator for the OI edition of HDU 1847 (Good Luck in CET-4 Everybody!).

Sizes, one a subtask's (the recipes name the files so that its patterns pick them):
  small  subtask "small": a few random counts 1 <= n <= 1000 (the brute force's table is
         instant there)
  edge   subtask "small": its boundaries: n = 1, 2, 3, 1000, 999, powers of two and their
         neighbours, multiples of 3 and their neighbours
  max    subtask "full": C = 100 counts up to 10^18 (one at 10^18, one at 10^18 - 1): past
         2^31 and 2^63's half, multiples of 3 beside their neighbours
The "medium" subtask's cases (n <= 10^9) are written by hand in tests.yaml.
"""
import random
from typing import Iterator, List

MAX_C = 100
SMALL = 1000  # subtask "small": n <= 1000
MAX = 10**18


def _fmt(ns: List[int]) -> str:
    return "%d\n" % len(ns) + "".join("%d\n" % n for n in ns)


def _edge_case(rng: random.Random) -> int:
    kind = rng.randrange(4)
    if kind == 0:
        return rng.choice((1, 2, 3, 4, SMALL - 1, SMALL))
    if kind == 1:
        return min(SMALL, 2 ** rng.randrange(10) + rng.choice((-1, 0, 1))) or 1
    return max(1, 3 * rng.randint(1, SMALL // 3) + (kind - 2) * rng.choice((0, 1)))


def _full_case(rng: random.Random) -> int:
    kind = rng.randrange(3)
    if kind == 0:
        return 3 * rng.randint(2**31 // 3, MAX // 3)                 # a multiple of 3
    if kind == 1:
        return 3 * rng.randint(2**31 // 3, MAX // 3) + rng.choice((1, 2))
    return rng.randint(MAX - 10**6, MAX)


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        c = rng.randint(1, 8)
        return _fmt([rng.randint(1, SMALL) for _ in range(c)])
    if size == "edge":
        c = rng.randint(1, 12)
        return _fmt([_edge_case(rng) for _ in range(c)])
    if size == "max":
        ns = [MAX, MAX - 1] + [_full_case(rng) for _ in range(MAX_C - 2)]
        rng.shuffle(ns)
        return _fmt(ns)
    raise ValueError("unknown size: %r" % (size,))


def shrink(text: str) -> Iterator[str]:
    """Smaller candidates: fewer counts first (halves, then one removed), then smaller n."""
    try:
        tokens = [int(t) for t in text.split()]
        ns = tokens[1 : 1 + tokens[0]]
    except (ValueError, IndexError):
        return
    seen = {text}

    def emit(cs: List[int]) -> Iterator[str]:
        if cs:
            s = _fmt(cs)
            if s not in seen:
                seen.add(s)
                yield s

    if len(ns) > 1:
        half = len(ns) // 2
        yield from emit(ns[:half])
        yield from emit(ns[half:])
        for i in range(len(ns)):
            yield from emit(ns[:i] + ns[i + 1 :])
    for i, n in enumerate(ns):
        for nn in (1, n // 2, n - 1):
            if 1 <= nn < n:
                yield from emit(ns[:i] + [nn] + ns[i + 1 :])

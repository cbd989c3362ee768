"""Input generator for the OI edition of HDU 2516 (Stone-Taking Game, Fibonacci Nim).

Sizes, one a subtask's (the recipes name the files so that its patterns pick them):
  small  subtask "small": a few random piles 2 <= n <= 100 (the brute force solves them
         instantly)
  edge   subtask "small": its boundaries: n = 2, n = 100, the Fibonacci numbers up to 89 and
         their neighbours
  max    subtask "full": C = 100 piles up to 10^18 (one at 10^18): Fibonacci numbers past
         2^31 up to the largest below 10^18, their neighbours, and random huge piles
The "medium" subtask's cases (n < 2^31) are written by hand in tests.yaml.
"""
import random
from typing import Iterator, List

MAX_C = 100
SMALL = 100  # subtask "small": n <= 100
MAX = 10**18


def _fibs(limit: int) -> List[int]:
    out, a, b = [], 1, 2
    while b <= limit:
        out.append(b)
        a, b = b, a + b
    return out


def _fmt(ns: List[int]) -> str:
    return "%d\n" % len(ns) + "".join("%d\n" % n for n in ns)


def _edge_case(rng: random.Random) -> int:
    kind = rng.randrange(4)
    if kind == 0:
        return rng.choice((2, 3, 4, SMALL, SMALL - 1))
    fib = rng.choice(_fibs(SMALL))
    return max(2, fib + (0, -1, 1)[kind - 1])


def _full_case(rng: random.Random) -> int:
    big = [f for f in _fibs(MAX) if f > 2**31]
    kind = rng.randrange(4)
    if kind == 0:
        return rng.choice(big)                                  # a Fibonacci number past 2^31
    if kind == 1:
        return rng.choice(big) + rng.choice((-1, 1))            # its neighbours
    if kind == 2:
        return rng.choice(big) + rng.choice(big[:10])           # a sum of two: not Fibonacci
    return rng.randint(2**31, MAX)


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        c = rng.randint(1, 8)
        return _fmt([rng.randint(2, SMALL) for _ in range(c)])
    if size == "edge":
        c = rng.randint(1, 12)
        return _fmt([_edge_case(rng) for _ in range(c)])
    if size == "max":
        ns = [MAX, _fibs(MAX)[-1]] + [_full_case(rng) for _ in range(MAX_C - 2)]
        rng.shuffle(ns)
        return _fmt(ns)
    raise ValueError("unknown size: %r" % (size,))


def shrink(text: str) -> Iterator[str]:
    """Smaller candidates: fewer piles first (halves, then one pile removed), then smaller n."""
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
        for nn in (2, n // 2, n - 1):
            if 2 <= nn < n:
                yield from emit(ns[:i] + [nn] + ns[i + 1 :])

"""Input generator for HDU 1847 (Good Luck in CET-4 Everybody!).

Sizes:
  small  a few random n in 1..60
  edge   boundary and special values: 1, 2, 3 (the smallest Cici win), powers of two
         (Kiki takes everything at once), multiples of 3 next to powers of two, 998..1000
  max    1000 lines (the most our validator allows; the original gives no bound), every n
         among the largest, 970..1000, 1000 itself included: the worst input the statement
         allows for a program that redoes the game's analysis for every line (the volume
         HDU's accepted programs pass: a Java one doing so takes 0.3 s of CPU on it).
"""
import random
from typing import Iterator, List

MAX_LINES = 1000
MAX_N = 1000

_SPECIAL = sorted({1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 15, 16, 17, 24, 30, 32, 33, 63, 64, 65,
                   126, 127, 128, 129, 255, 256, 257, 510, 511, 512, 513, 996, 997, 998, 999,
                   1000})


def _fmt(ns: List[int]) -> str:
    return "".join("%d\n" % n for n in ns)


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return _fmt([rng.randint(1, 60) for _ in range(rng.randint(1, 10))])
    if size == "edge":
        k = rng.randint(1, 12)
        ns = []
        for _ in range(k):
            r = rng.random()
            if r < 0.6:
                ns.append(rng.choice(_SPECIAL))
            elif r < 0.8:
                ns.append(3 * rng.randint(1, MAX_N // 3))            # Cici wins
            else:
                ns.append(rng.randint(MAX_N - 30, MAX_N))
        return _fmt(ns)
    if size == "max":
        ns = [rng.randint(MAX_N - 30, MAX_N) for _ in range(MAX_LINES - 1)]
        ns.insert(rng.randrange(MAX_LINES), MAX_N)
        return _fmt(ns)
    raise ValueError("unknown size: %r" % (size,))


def shrink(text: str) -> Iterator[str]:
    """Smaller candidates: fewer lines first (halves, then one line removed), then smaller n."""
    try:
        ns = [int(t) for t in text.split()]
    except ValueError:
        return
    seen = {text}

    def emit(xs: List[int]) -> Iterator[str]:
        if xs:
            s = _fmt(xs)
            if s not in seen:
                seen.add(s)
                yield s

    if len(ns) > 1:
        half = len(ns) // 2
        yield from emit(ns[:half])
        yield from emit(ns[half:])
        for i in range(len(ns)):
            yield from emit(ns[:i] + ns[i + 1:])
    for i, n in enumerate(ns):
        for nn in (1, n // 2, n - 1):
            if 1 <= nn < n:
                yield from emit(ns[:i] + [nn] + ns[i + 1:])

"""Input generator for HDU 2516 (取石子游戏, Fibonacci Nim).

Sizes:
  small  a few random n in 2..300 (the brute force over (stones, limit) states handles them)
  edge   2, 3, 4, Fibonacci numbers up to 300 and their neighbours, repeated values
  max    100000 cases (the most our validator allows; the original gives no bound) with n
         near 2^31: the top values 2^31 - 1, 2^31 - 2, ..., every Fibonacci number below
         2^31 (including 1836311903, the largest) and its neighbours, and random large n.
Every input ends with the terminating line 0.
"""
import random
from typing import Iterator, List

MAX_CASES = 100000
LIMIT = 2 ** 31


def _fibs(upto: int) -> List[int]:
    out = []
    a, b = 1, 2
    while b <= upto:
        out.append(b)
        a, b = b, a + b
    return out


_FIBS_ALL = _fibs(LIMIT - 1)          # 2, 3, 5, ..., 1836311903
_FIBS_SMALL = _fibs(300)


def _fmt(ns: List[int]) -> str:
    return "".join("%d\n" % n for n in ns) + "0\n"


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return _fmt([rng.randint(2, 300) for _ in range(rng.randint(1, 10))])
    if size == "edge":
        ns = []
        for _ in range(rng.randint(1, 12)):
            r = rng.random()
            if r < 0.25:
                ns.append(rng.choice((2, 3, 4, 5, 6)))
            elif r < 0.55:
                ns.append(rng.choice(_FIBS_SMALL))                       # second player wins
            elif r < 0.85:
                ns.append(max(2, rng.choice(_FIBS_SMALL) + rng.choice((-1, 1))))
            else:
                ns.append(rng.choice((289, 298, 299, 300)))
        if len(ns) > 1 and rng.random() < 0.3:
            ns[-1] = ns[0]                                                # a repeated value
        return _fmt(ns)
    if size == "max":
        ns = [LIMIT - 1 - i for i in range(100)]
        for f in _FIBS_ALL:
            ns.extend(x for x in (f - 1, f, f + 1) if 2 <= x < LIMIT)
        ns.extend([1836311903] * 100)
        while len(ns) < MAX_CASES:
            if rng.random() < 0.1:
                f = rng.choice(_FIBS_ALL[-10:])
                ns.append(f + rng.choice((-1, 0, 0, 1)))
            else:
                ns.append(rng.randint(LIMIT // 2, LIMIT - 1))
        rng.shuffle(ns)
        return _fmt(ns)
    raise ValueError("unknown size: %r" % (size,))


def smaller_numbers(n: int) -> List[int]:
    """The values below n a failing n shrinks to, smallest first: the Fibonacci numbers below
    it and their neighbours (the P-positions are sparse: halving a Fibonacci number never lands
    on one), then 2, n // 2 and n - 1. judge stress's shrink by layout asks it too, for a
    number that halving does not shrink."""
    out: List[int] = []
    for f in _FIBS_ALL:
        out.extend(x for x in (f - 1, f, f + 1) if 2 <= x < n and x not in out)
    out.extend(x for x in (2, n // 2, n - 1) if 2 <= x < n and x not in out)
    return out


def shrink(text: str) -> Iterator[str]:
    """Smaller candidates: fewer cases first (halves, then one case removed), then smaller n
    (`smaller_numbers`, the smallest first, so that the first that fails is the least)."""
    try:
        ns = [int(t) for t in text.split()]
    except ValueError:
        return
    if 0 in ns:
        ns = ns[:ns.index(0)]
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
        for nn in smaller_numbers(n):
            yield from emit(ns[:i] + [nn] + ns[i + 1:])

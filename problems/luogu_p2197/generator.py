"""Input generator for Luogu P2197 (【模板】Nim 游戏).

Sizes:
  small  1-4 test cases of 1-4 heaps of at most 6 stones (the brute force searches them all)
  edge   small enough for the brute force: empty heaps (alone, all of them, mixed in), a single
         heap, pairs of equal heaps, nim-sum 0 with distinct heaps (1 2 3), all heaps of one
         stone (where a misere player would answer the other way), T = 10
  max    T = 10 test cases of n = 10^4 heaps up to 9999: random, nim-sum 0, and one nonzero
         heap among empty ones
"""
import random
from functools import reduce
from operator import xor
from typing import Iterator, List

MAX_T = 10
MAX_N = 10000
MAX_HEAP = 9999


def fmt(cases: List[List[int]]) -> str:
    return "%d\n" % len(cases) + "".join("%d\n%s\n" % (len(h), " ".join(map(str, h)))
                                         for h in cases)


def parse(text: str) -> List[List[int]]:
    tokens = [int(t) for t in text.split()]
    pos, cases = 1, []
    for _ in range(tokens[0]):
        n = tokens[pos]
        cases.append(tokens[pos + 1:pos + 1 + n])
        pos += 1 + n
    return cases


def _zero_sum(rng: random.Random, n: int, top: int) -> List[int]:
    """n >= 2 heaps in 0..top with nim-sum 0."""
    heaps = [rng.randint(0, top) for _ in range(n - 1)]
    last = reduce(xor, heaps)
    while last > top:
        heaps[rng.randrange(n - 1)] = rng.randint(0, top)
        last = reduce(xor, heaps)
    heaps.append(last)
    rng.shuffle(heaps)
    return heaps


def _edge_case(rng: random.Random) -> List[int]:
    kind = rng.randrange(8)
    if kind == 0:
        return [0] * rng.randint(1, 4)                      # nothing to take: No
    if kind == 1:
        heaps = [rng.randint(0, 6) for _ in range(rng.randint(1, 3))] + [0] * rng.randint(1, 2)
        rng.shuffle(heaps)
        return heaps                                        # empty heaps mixed in
    if kind == 2:
        return [rng.randint(0, 9)]                          # one heap: Yes unless empty
    if kind == 3:
        a, b = rng.randint(1, 6), rng.randint(0, 4)
        return [a, b, a, b][:rng.choice((2, 4))]            # equal pairs: No
    if kind == 4:
        return _zero_sum(rng, rng.randint(3, 4), 6)         # e.g. 1 2 3: No
    if kind == 5:
        return [1] * rng.randint(1, 5)                      # ones: parity (misere flips it)
    if kind == 6:
        return [1] * rng.randint(1, 3) + [rng.randint(2, 4)]
    return [rng.randint(0, 3) for _ in range(rng.randint(4, 5))]


def _max_case(rng: random.Random, kind: int) -> List[int]:
    if kind == 0:
        return [rng.randint(0, MAX_HEAP) for _ in range(MAX_N)]
    if kind == 1:
        return _zero_sum(rng, MAX_N, MAX_HEAP)
    heaps = [0] * MAX_N
    heaps[rng.randrange(MAX_N)] = MAX_HEAP                  # one heap of 9999: Yes
    return heaps


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return fmt([[rng.randint(0, 6) for _ in range(rng.randint(1, 4))]
                    for _ in range(rng.randint(1, 4))])
    if size == "edge":
        return fmt([_edge_case(rng) for _ in range(rng.choice((1, 2, 3, MAX_T)))])
    if size == "max":
        kinds = [0, 0, 0, 0, 1, 1, 1, 1, 2, rng.randrange(2)]
        rng.shuffle(kinds)
        return fmt([_max_case(rng, kind) for kind in kinds])
    raise ValueError("unknown size: %r" % (size,))


def shrink(text: str) -> Iterator[str]:
    """Fewer test cases first, then fewer heaps, then smaller heaps."""
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
    for i, heaps in enumerate(cases):
        for j in range(len(heaps)):
            yield from emit(cases[:i] + [heaps[:j] + heaps[j + 1:]] + cases[i + 1:])
    for i, heaps in enumerate(cases):
        for j, h in enumerate(heaps):
            for v in (0, h // 2, h - 1):
                if 0 <= v < h:
                    yield from emit(cases[:i] + [heaps[:j] + [v] + heaps[j + 1:]] + cases[i + 1:])

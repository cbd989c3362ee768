"""Input generator for the OI edition of HDU 1850 (Being a Good Boy in Spring Festival).

Sizes, one a subtask's (the recipes name the files so that its patterns pick them):
  small  subtask "small" (M <= 6, Ni <= 12): 1-4 cases of 2-4 heaps of at most 7 cards (the brute force searches every position)
  edge   subtask "small": the special shapes, small enough for the brute force: nim-sum 0 (pairs of equal
         heaps, a ^ b ^ (a ^ b)), heaps of 1, equal heaps that each give a winning move, every
         heap winning, M = 2, a heap equal to the nim-sum (emptying it is the winning move)
  max    subtask "full": 100 cases (the most the validator allows) of M = 100 heaps up to
         10^18: random, nim-sum 0, 99 heaps sharing the nim-sum's top bit (bit 59), pairs h
         and h + 2^32 (equal in 32 bits); a heap of 10^18 among them
The "medium" subtask's cases (heaps <= 10^6, the original's bounds) are written by hand in
tests.yaml.
Every input ends with the terminating line 0.
"""
import random
from functools import reduce
from operator import xor
from typing import Iterator, List

MAX_CASES = 100
MAX_M = 100
MAX_N = 10**18


def fmt(cases: List[List[int]]) -> str:
    return "".join("%d\n%s\n" % (len(h), " ".join(map(str, h))) for h in cases) + "0\n"


def parse(text: str) -> List[List[int]]:
    tokens = [int(t) for t in text.split()]
    pos, cases = 0, []
    while tokens[pos] != 0:
        m = tokens[pos]
        cases.append(tokens[pos + 1:pos + 1 + m])
        pos += 1 + m
    return cases


def _zero_sum(rng: random.Random, m: int, top: int) -> List[int]:
    """m >= 2 heaps in 1..top with nim-sum 0 (where one exists; otherwise random)."""
    for _ in range(100):
        heaps = [rng.randint(1, top) for _ in range(m - 1)]
        last = reduce(xor, heaps)
        if 1 <= last <= top:
            heaps.append(last)
            rng.shuffle(heaps)
            return heaps
    return [rng.randint(1, top) for _ in range(m)]


def _edge_case(rng: random.Random) -> List[int]:
    kind = rng.randrange(8)
    if kind == 0:
        a = rng.randint(1, 9)
        return [a, a]                                        # M = 2, equal: lost, 0
    if kind == 1:
        return _zero_sum(rng, rng.randint(3, 5), 7)           # lost: answer 0
    if kind == 2:
        return [1] * rng.randint(2, 6)                        # parity of the ones
    if kind == 3:
        a = rng.randint(4, 7)
        return [a, a, a] + [rng.randint(1, 3)]                # equal heaps, each winning
    if kind == 4:
        heaps = _zero_sum(rng, rng.randint(2, 4), 7)
        heaps.append(rng.randint(1, 7))                       # the new heap is the nim-sum:
        return heaps                                          # emptying it wins
    if kind == 5:
        return [rng.randint(4, 7) for _ in range(rng.choice((3, 5)))]   # top bit everywhere
    if kind == 6:
        return [rng.randint(1, 12), rng.randint(1, 12)]       # M = 2
    return [rng.randint(1, 5) for _ in range(rng.randint(2, 6))]


def _max_case(rng: random.Random, kind: int) -> List[int]:
    if kind == 0:
        return [rng.randint(1, MAX_N) for _ in range(MAX_M)]
    if kind == 1:
        return _zero_sum(rng, MAX_M, MAX_N)                   # lost: 0
    if kind == 2:
        # 99 heaps with bit 59 set and one without: the nim-sum has bit 59, and every one of
        # the 99 heaps gives a winning move
        heaps = [rng.randint(1 << 59, MAX_N) for _ in range(MAX_M - 1)]
        heaps.append(rng.randint(1, (1 << 59) - 1))
        rng.shuffle(heaps)
        return heaps
    if kind == 3:
        # pairs h, h + 2^32: their XOR is 2^32 each, so the nim-sum lives above 32 bits
        heaps = []
        for _ in range(rng.randint(1, MAX_M // 2)):
            h = rng.randint(1, MAX_N - 2**32)
            heaps += [h, h + 2**32]
        rng.shuffle(heaps)
        return heaps
    return [MAX_N - rng.randrange(3) for _ in range(MAX_M)]


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return fmt([[rng.randint(1, 7) for _ in range(rng.randint(2, 4))]
                    for _ in range(rng.randint(1, 4))])
    if size == "edge":
        return fmt([_edge_case(rng) for _ in range(rng.randint(1, 4))])
    if size == "max":
        cases = [_max_case(rng, rng.randrange(5)) for _ in range(MAX_CASES - 1)]
        largest = _max_case(rng, 0)
        largest[rng.randrange(MAX_M)] = MAX_N                   # a heap at the bound
        cases.insert(rng.randrange(MAX_CASES), largest)
        return fmt(cases)
    raise ValueError("unknown size: %r" % (size,))


def shrink(text: str) -> Iterator[str]:
    """Fewer cases first, then fewer heaps, then smaller heaps."""
    try:
        cases = parse(text)
    except (ValueError, IndexError):
        return
    seen = {text}

    def emit(cs: List[List[int]]) -> Iterator[str]:
        if cs and all(len(h) >= 2 for h in cs):
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
        for j, n in enumerate(heaps):
            for v in (1, n // 2, n - 1):
                if 1 <= v < n:
                    yield from emit(cases[:i] + [heaps[:j] + [v] + heaps[j + 1:]] + cases[i + 1:])

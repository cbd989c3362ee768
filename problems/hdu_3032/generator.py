"""Input generator for HDU 3032 (Nim or not Nim?).

Sizes:
  small  1-3 test cases of 1-3 heaps, at most 12 objects in all per test case (the brute
         force searches every position, splits included)
  edge   small enough for the brute force: heaps of every residue mod 4 (3 and 4 swap their
         Grundy values), 1 2 3 (Nim says Bob, splitting makes it Alice's), 1 2 4 (the other
         way round), equal heaps, single heaps, T up to 100 with one heap each
  max    10^6 heap sizes in all (our bound): either one test case with N = 10^6, or 100 test
         cases of 10^4 heaps; mostly large values, 2^31 - 1 included (its Grundy value, 2^31,
         overflows a signed 32-bit int)
"""
import random
from typing import Iterator, List

MAX_T = 100
MAX_N = 10 ** 6
MAX_S = 2 ** 31 - 1


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


def _small_case(rng: random.Random) -> List[int]:
    heaps = []
    for _ in range(rng.randint(1, 3)):
        room = 12 - sum(heaps)
        if room < 1:
            break
        heaps.append(rng.randint(1, min(8, room)))
    return heaps


def _edge_case(rng: random.Random) -> List[int]:
    kind = rng.randrange(7)
    if kind == 0:
        return [rng.choice((3, 4, 7, 8, 11, 12))]                 # one heap, 3 or 0 mod 4
    if kind == 1:
        return rng.choice(([1, 2, 3], [3, 2, 1], [1, 2, 4], [4, 2, 1], [3, 4], [4, 7],
                           [3, 7], [2, 2, 3], [3, 3]))
    if kind == 2:
        a = rng.randint(1, 6)
        return [a, a]                                             # equal heaps: Bob
    if kind == 3:
        a = rng.randint(1, 5)
        return [a, a, rng.randint(1, 4)]
    if kind == 4:
        return [1] * rng.randint(1, 6)                            # ones: parity
    if kind == 5:
        return [rng.randint(9, 14)]                               # one bigger heap
    return [rng.randint(1, 4) for _ in range(rng.randint(2, 4))]


def _big(rng: random.Random) -> int:
    r = rng.random()
    if r < 0.05:
        return MAX_S - rng.randrange(8)                           # the top values
    if r < 0.7:
        return rng.randint(2 ** 30, MAX_S)
    return rng.randint(1, MAX_S)


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return fmt([_small_case(rng) for _ in range(rng.randint(1, 3))])
    if size == "edge":
        if rng.random() < 0.15:
            return fmt([[rng.randint(1, 12)] for _ in range(rng.choice((50, MAX_T)))])
        return fmt([_edge_case(rng) for _ in range(rng.randint(1, 4))])
    if size == "max":
        if rng.random() < 0.5:
            heaps = [_big(rng) for _ in range(MAX_N - 1)] + [MAX_S]
            rng.shuffle(heaps)
            return fmt([heaps])
        cases = [[_big(rng) for _ in range(MAX_N // MAX_T)] for _ in range(MAX_T)]
        cases[rng.randrange(MAX_T)][0] = MAX_S
        return fmt(cases)
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
        if len(heaps) > 1:
            half = len(heaps) // 2
            yield from emit(cases[:i] + [heaps[:half]] + cases[i + 1:])
            yield from emit(cases[:i] + [heaps[half:]] + cases[i + 1:])
            for j in range(len(heaps)):
                yield from emit(cases[:i] + [heaps[:j] + heaps[j + 1:]] + cases[i + 1:])
    for i, heaps in enumerate(cases):
        for j, h in enumerate(heaps):
            for v in (1, h // 2, h - 1):
                if 1 <= v < h:
                    yield from emit(cases[:i] + [heaps[:j] + [v] + heaps[j + 1:]] + cases[i + 1:])

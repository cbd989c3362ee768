"""Input generator for the OI edition of HDU 3032 (Nim or not Nim?).

Sizes, one a subtask's (the recipes name the files so that its patterns pick them):
  small  subtask "small": a few test cases of N <= 3 heaps of at most 6 objects (the brute
         force searches the whole game there)
  edge   subtask "small": its boundaries: one heap, three heaps of 6, heaps of 3 and 4 (the
         swapped Grundy values), equal pairs (the second player mirrors)
  max    subtask "full": 100 test cases, 10^5 heap sizes in all, heaps up to 10^18: positions
         whose Grundy XOR is 0 (Bob wins), pairs h and h + 2^32 (a 32-bit heap size makes them
         equal; their Grundy values differ by 2^32), and one test case of N = 10^4 heaps
The "medium" subtask's cases (heaps <= 500) are written by hand in tests.yaml.
"""
import random
from typing import Iterator, List

SMALL_N, SMALL_S = 3, 6  # subtask "small": N <= 3, heaps <= 6
MAX_T, MAX_N, MAX_TOTAL, MAX = 100, 10**4, 10**5, 10**18
SHIFT = (-1, 0, 0, 1)  # sg(x) - x, by x % 4


def _heap_of(grundy: int) -> int:
    """The heap whose Grundy value is `grundy` (sg permutes each block of four)."""
    return grundy + SHIFT[grundy & 3]


def _fmt(tests: List[List[int]]) -> str:
    return "%d\n" % len(tests) + "".join(
        "%d\n%s\n" % (len(t), " ".join(map(str, t))) for t in tests)


def _edge_test(rng: random.Random) -> List[int]:
    kind = rng.randrange(5)
    if kind == 0:
        return [rng.randint(1, SMALL_S)]
    if kind == 1:
        return [SMALL_S] * SMALL_N
    if kind == 2:
        return [rng.choice((3, 4)) for _ in range(rng.randint(1, SMALL_N))]
    if kind == 3:
        h = rng.randint(1, SMALL_S)
        return [h, h]
    return [1, 2, rng.choice((3, 4))]   # Grundy XOR 1 ^ 2 ^ 4 = 7 (Alice), 1 ^ 2 ^ 3 = 0 (Bob)


def _zero_xor(rng: random.Random, n: int) -> List[int]:
    """n heaps up to 10^18 whose Grundy values XOR to 0: Bob's positions."""
    while True:
        heaps = [rng.randint(1, MAX) for _ in range(n - 1)]
        x = 0
        for h in heaps:
            x ^= h + SHIFT[h & 3]
        last = _heap_of(x)
        if 1 <= last <= MAX:
            heaps.append(last)
            rng.shuffle(heaps)
            return heaps


def _full_test(rng: random.Random, n: int) -> List[int]:
    kind = rng.randrange(3)
    if kind == 0:
        return _zero_xor(rng, max(2, n))
    if kind == 1:
        h = rng.randint(1, MAX - 2**32)
        return [h, h + 2**32]
    return [rng.choice((MAX, MAX - 1, rng.randint(1, MAX))) for _ in range(n)]


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        t = rng.randint(1, 5)
        return _fmt([[rng.randint(1, SMALL_S) for _ in range(rng.randint(1, SMALL_N))]
                     for _ in range(t)])
    if size == "edge":
        return _fmt([_edge_test(rng) for _ in range(rng.randint(1, 6))])
    if size == "max":
        tests = [_zero_xor(rng, MAX_N)] + [_full_test(rng, rng.randint(1, 200))
                                           for _ in range(MAX_T - 1)]
        while sum(map(len, tests)) > MAX_TOTAL:
            tests.pop()
        rng.shuffle(tests)
        return _fmt(tests)
    raise ValueError("unknown size: %r" % (size,))


def shrink(text: str) -> Iterator[str]:
    """Smaller candidates: fewer test cases first, then fewer heaps, then smaller heaps."""
    try:
        tokens = [int(t) for t in text.split()]
        tests, pos = [], 1
        for _ in range(tokens[0]):
            n = tokens[pos]
            tests.append(tokens[pos + 1 : pos + 1 + n])
            pos += 1 + n
    except (ValueError, IndexError):
        return
    seen = {text}

    def emit(ts: List[List[int]]) -> Iterator[str]:
        if ts and all(ts):
            s = _fmt(ts)
            if s not in seen:
                seen.add(s)
                yield s

    for i in range(len(tests)):
        yield from emit(tests[:i] + tests[i + 1 :])
    for i, heaps in enumerate(tests):
        for j, h in enumerate(heaps):
            yield from emit(tests[:i] + [heaps[:j] + heaps[j + 1 :]] + tests[i + 1 :])
            for hh in (1, h // 2, h - 1):
                if 1 <= hh < h:
                    yield from emit(tests[:i] + [heaps[:j] + [hh] + heaps[j + 1 :]] + tests[i + 1 :])

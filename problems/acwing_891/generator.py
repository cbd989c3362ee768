"""Input generator for AcWing 891 (Nim游戏). One game per input.

Sizes:
  small  2-5 heaps of at most 9 stones (the brute force searches them all)
  edge   small enough for the brute force: a single heap, pairs of equal heaps, nim-sum 0
         with distinct heaps (1 2 3), all heaps of one stone, heaps whose total is odd but
         whose nim-sum is 0 and the other way round, a nim-sum carried only by the first heap
  max    n = 10^5 heaps up to 10^9, one of them 10^9: nim-sum 0 (lost), or won with the only
         winning move on the last heap
"""
import random
from functools import reduce
from operator import xor
from typing import Iterator, List, Tuple

MAX_N = 100000
MAX_HEAP = 10 ** 9


def fmt(heaps: List[int]) -> str:
    return "%d\n%s\n" % (len(heaps), " ".join(map(str, heaps)))


def _zero_sum(rng: random.Random, n: int, top: int, first: Tuple[int, ...] = ()) -> List[int]:
    """n >= 2 heaps in 1..top with nim-sum 0, `first` among them."""
    while True:
        heaps = list(first) + [rng.randint(1, top) for _ in range(n - 1 - len(first))]
        last = reduce(xor, heaps)
        if 1 <= last <= top:
            heaps.append(last)
            rng.shuffle(heaps)
            return heaps


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return fmt([rng.randint(1, 9) for _ in range(rng.randint(2, 5))])
    if size == "edge":
        kind = rng.randrange(7)
        if kind == 0:
            return fmt([rng.randint(3, 12)])                           # one heap: Yes
        if kind == 1:
            a, b = rng.randint(1, 7), rng.randint(1, 7)
            heaps = [a, b, a, b]
            rng.shuffle(heaps)
            return fmt(heaps)                                          # equal pairs: No
        if kind == 2:
            return fmt(_zero_sum(rng, rng.randint(3, 4), 7))           # e.g. 1 2 3: No
        if kind == 3:
            return fmt([1] * rng.randint(3, 7))                        # parity of the ones
        if kind == 4:
            return fmt(rng.choice(([1, 3], [2, 4], [1, 2, 4], [3, 5], [2, 6, 4])))  # even sums, won
        if kind == 5:
            heaps = _zero_sum(rng, rng.randint(2, 3), 6)
            return fmt([rng.randint(1, 6)] + heaps)                    # the first heap decides
        return fmt([rng.randint(1, 3) for _ in range(rng.randint(4, 5))])
    if size == "max":
        if rng.random() < 0.5:
            return fmt(_zero_sum(rng, MAX_N, MAX_HEAP, (MAX_HEAP,)))
        # won, and only the last heap, 10^9, has the nim-sum's top bit (2^29): the one
        # winning move is on the last heap
        heaps = [rng.randint(1, (1 << 29) - 1) for _ in range(MAX_N - 1)]
        return fmt(heaps + [MAX_HEAP])
    raise ValueError("unknown size: %r" % (size,))


def shrink(text: str) -> Iterator[str]:
    """Fewer heaps first (halves, then one heap removed), then smaller heaps."""
    try:
        tokens = [int(t) for t in text.split()]
        heaps = tokens[1:1 + tokens[0]]
    except (ValueError, IndexError):
        return
    seen = {text}

    def emit(hs: List[int]) -> Iterator[str]:
        if hs:
            s = fmt(hs)
            if s not in seen:
                seen.add(s)
                yield s

    if len(heaps) > 1:
        half = len(heaps) // 2
        yield from emit(heaps[:half])
        yield from emit(heaps[half:])
        for i in range(len(heaps)):
            yield from emit(heaps[:i] + heaps[i + 1:])
    for i, h in enumerate(heaps):
        for v in (1, h // 2, h - 1):
            if 1 <= v < h:
                yield from emit(heaps[:i] + [v] + heaps[i + 1:])

"""Input generator for HDU 2177 (取(2堆)石子游戏, Wythoff's game with winning moves).

Sizes:
  small  1-10 random positions with b <= 40, a few of them losing pairs (the brute force
         solves them in milliseconds)
  edge   1-12 special positions with b <= 60: a = 0, a = b, losing pairs and their neighbours,
         positions where lowering the SMALLER pile wins (4 5 -> 3 5), positions where the
         equal removal and a one-pile move reach the same pair (2 3 -> 1 2), positions with
         three different winning moves, the smallest positions (0 1), (1 1), (1 2)
  max    the bounds at once: 500 positions whose larger piles add up to exactly 10^8 (what
         HDU's accepted programs, which walk the piles for every position, pass:
         statement.md, Notes): 100 positions with values up to 1,000,000, many of them with
         three winning targets (the most output), the largest losing pairs, a = 0,
         a = b = 1,000,000, and uniform random positions; then 400 positions near 100,000
         (losing pairs among them) that fill the rest of the 10^8
"""
import random
from math import isqrt
from typing import Iterator, List, Tuple

MAX_VALUE = 1000000
MAX_POSITIONS = 500
MAX_B_TOTAL = 10 ** 8                                         # the larger piles added up
LARGE = 100                                                   # positions up to MAX_VALUE

Position = Tuple[int, int]


def _pair(k: int) -> Position:
    """The k-th losing position (a_k, b_k) of Wythoff's game, a_k = floor(k * phi)."""
    a = (k + isqrt(5 * k * k)) >> 1
    return a, a + k


def _partner(v: int) -> int:
    n = v + 1
    k = (isqrt(5 * n * n) - n) >> 1
    t = 2 * v - k
    return v + k if 5 * k * k > t * t else k


def _targets(a: int, b: int) -> int:
    """How many different kinds of winning move (equal removal, lower a, lower b) exist."""
    ad = _pair(b - a)[0]
    return (ad < a) + (_partner(b) < a) + (_partner(a) < b)


def _fmt(positions: List[Position]) -> str:
    return "".join("%d %d\n" % p for p in positions) + "0 0\n"


def _random(rng: random.Random, top: int) -> Position:
    b = rng.randint(1, top)
    return rng.randint(0, b), b


def _largest_k(top: int) -> int:
    k = int(top / 2.618)
    while _pair(k + 1)[1] <= top:
        k += 1
    while _pair(k)[1] > top:
        k -= 1
    return k


def _edge_position(rng: random.Random, top: int) -> Position:
    kind = rng.randrange(11)
    kmax = _largest_k(top)
    if kind == 0:
        return 0, rng.randint(1, top)                         # a = 0: take all of b
    if kind == 1:
        v = rng.randint(1, top)
        return v, v                                           # a = b: take both piles
    if kind == 2:
        return _pair(rng.randint(1, kmax))                    # a losing pair
    if kind == 3:
        a, b = _pair(rng.randint(1, kmax))                    # next to a losing pair
        a, b = a + rng.choice((-1, 0, 1)), b + rng.choice((-1, 0, 1))
        if a > b or (a, b) == (0, 0) or b > top:
            return 1, 2
        return a, b
    if kind == 4:
        a, b = _pair(rng.randint(1, kmax))                    # lower the smaller pile to a_k
        return rng.randint(a + 1, b), b
    if kind == 5:
        a, b = _pair(rng.randint(0, kmax))                    # lower the larger pile to b_k
        if b >= top:
            return 0, top
        return a, rng.randint(b + 1, top)
    if kind == 6:
        for _ in range(50):                                   # equal removal = one-pile move
            d = rng.randint(1, kmax)
            a = _pair(d)[1]
            if a + d <= top:
                return a, a + d
        return 2, 3
    if kind == 7:
        for _ in range(200):                                  # three kinds of winning move
            a, b = _random(rng, top)
            if _targets(a, b) == 3:
                return a, b
        return 4, 5
    if kind == 8:
        return rng.choice(((0, 1), (1, 1), (1, 2), (0, 2), (2, 2), (2, 3)))
    if kind == 9:
        a = _pair(rng.randint(1, kmax))[1]                    # lower the larger pile BELOW a:
        return a, rng.randint(a, min(top, a + 3))             # (b_k, b) -> (a_k, b_k)
    return _random(rng, top)


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        positions = []
        for _ in range(rng.randint(1, 10)):
            if rng.random() < 0.25:
                positions.append(_pair(rng.randint(1, 8)))    # b_8 = 20
            else:
                positions.append(_random(rng, 40))
        return _fmt(positions)
    if size == "edge":
        return _fmt([_edge_position(rng, 60) for _ in range(rng.randint(1, 12))])
    if size == "max":
        kmax = _largest_k(MAX_VALUE)
        positions = [(0, MAX_VALUE), (MAX_VALUE, MAX_VALUE), _pair(kmax), (0, 1), (1, 1)]
        while len(positions) < LARGE:
            r = rng.random()
            if r < 0.45:                                      # the most output per line
                a, b = _random(rng, MAX_VALUE)
                while _targets(a, b) < 3:
                    a, b = _random(rng, MAX_VALUE)
                positions.append((a, b))
            elif r < 0.60:
                positions.append(_pair(rng.randint(kmax - 100000, kmax)))
            elif r < 0.70:
                positions.append(_edge_position(rng, MAX_VALUE))
            else:
                positions.append(_random(rng, MAX_VALUE))
        return _fmt(_filled(rng, positions))
    raise ValueError("unknown size: %r" % (size,))


def _filled(rng: random.Random, positions: List[Position]) -> List[Position]:
    """`positions` and more, up to MAX_POSITIONS, whose larger piles b add up to exactly
    MAX_B_TOTAL: each new one near the mean that is left, the last one what remains."""
    positions = list(positions)
    while len(positions) < MAX_POSITIONS:
        rest = MAX_B_TOTAL - sum(b for _, b in positions)
        left = MAX_POSITIONS - len(positions)
        if left == 1:
            b = rest
        else:
            b = rest // left + rng.randint(-1000, 1000)
        if left > 1 and rng.random() < 0.2:
            k = _largest_k(b)
            positions.append(_pair(k))                        # a losing pair near the mean
        else:
            positions.append((rng.randint(0, b), b))
    rng.shuffle(positions)
    return positions


def shrink(text: str) -> Iterator[str]:
    """Smaller candidates: fewer positions first (halves, then one position removed), then
    smaller numbers in one position (halved, shifted down by equal removal, one pile lowered)."""
    try:
        positions = []
        for line in text.split("\n"):
            if not line.strip():
                continue
            a, b = map(int, line.split())
            if a == 0 and b == 0:
                break
            positions.append((a, b))
    except ValueError:
        return
    n = len(positions)
    if n > 1:
        yield _fmt(positions[: n // 2])
        yield _fmt(positions[n // 2:])
        if n <= 64:
            for i in range(n):
                yield _fmt(positions[:i] + positions[i + 1:])
        else:
            step = max(1, n // 16)
            for i in range(0, n, step):
                yield _fmt(positions[:i] + positions[i + step:])
    for i, (a, b) in enumerate(positions[:64]):
        smaller = []
        for x, y in ((a // 2, b // 2), (0, b - a), (a - 1, b - 1), (a, b - 1), (a - 1, b),
                     (a // 2, b), (a, (a + b) // 2)):
            if 0 <= x <= y and (x, y) != (0, 0) and (x, y) != (a, b) and x + y < a + b:
                if (x, y) not in smaller:
                    smaller.append((x, y))
        for p in smaller:
            yield _fmt(positions[:i] + [p] + positions[i + 1:])

"""Input generator for the OI edition of POJ 1704 (Georgia and Bob).

An input is a list of test cases; a case is the list of positions in input order. Sizes, one
a subtask's (the recipes name the files so that its patterns pick them):

  small  subtask "small" (N <= 8, cells <= 20): 1-4 cases with 1-6 chessmen on the first
         14-16 cells (small enough for the exhaustive search), in random order; about half
         are built to be lost for Georgia.
  edge   subtask "medium" (the original's bounds, N <= 1000, cells <= 10000): one scenario
         per input: a single chessman (on cell 1, 2, ...), chessmen packed against the wall,
         a packed block away from the wall (odd and even counts), pairs with equal gaps,
         descending order, twenty tiny cases; its cases of N = 1000 are written by hand in
         tests.yaml.
  max    subtask "full": T = 20 cases, 10^5 chessmen in all (one case of N = 10^4), cells up
         to 10^18: random, built to be lost, packed at the right end, and pairs whose gap is
         2^32 or more (positions kept in 32 bits lose their gaps).
"""
import random
from typing import Iterator, List

Case = List[int]

# Largest cell used in `small` for each N, keeping the number of positions small.
_SMALL_CELLS = {1: 16, 2: 16, 3: 16, 4: 16, 5: 15, 6: 14}
FULL_T, FULL_N, FULL_TOTAL, FULL_CELL = 20, 10**4, 10**5, 10**18


def render(cases: List[Case]) -> str:
    parts = [f"{len(cases)}\n"]
    for p in cases:
        parts.append(f"{len(p)}\n{' '.join(map(str, p))}\n")
    return "".join(parts)


def parse(text: str) -> List[Case]:
    data = text.split()
    t = int(data[0])
    pos = 1
    cases = []
    for _ in range(t):
        n = int(data[pos])
        cases.append([int(x) for x in data[pos + 1:pos + 1 + n]])
        pos += 1 + n
    return cases


def georgia_wins(p: Case) -> bool:
    """Used only to balance the outcomes of random inputs."""
    q = sorted(p)
    if len(q) % 2:
        q.insert(0, 0)
    x = 0
    for i in range(1, len(q), 2):
        x ^= q[i] - q[i - 1] - 1
    return x != 0


def random_case(rng: random.Random, n: int, cells: int, lost: bool) -> Case:
    """n distinct cells among 1..cells in random order; if `lost`, try to make it a loss."""
    for _ in range(40):
        p = rng.sample(range(1, cells + 1), n)
        if not lost or not georgia_wins(p):
            break
    if rng.random() < 0.3:
        p.sort()
    return p


def packed(start: int, n: int) -> Case:
    return list(range(start, start + n))


def lost_case(rng: random.Random, n: int, cells: int) -> Case:
    """A position lost for Georgia: pair gaps with XOR 0, random space between pairs."""
    while True:
        k = (n + 1) // 2  # pairs, the first one with the wall when n is odd
        limit = max(1, (cells - n) // (2 * k))
        gaps = [rng.randint(0, limit) for _ in range(k - 1)]
        x = 0
        for g in gaps:
            x ^= g
        gaps.append(x)
        rng.shuffle(gaps)
        spaces = [rng.randint(0, limit) for _ in range(k)]
        p: Case = []
        cur = 0
        for i, (g, s) in enumerate(zip(gaps, spaces)):
            if i == 0 and n % 2:
                cur += g + 1  # the first chessman, g free cells after the wall
                p.append(cur)
            else:
                cur += s + 1
                p.append(cur)
                cur += g + 1
                p.append(cur)
        if cur <= cells:
            rng.shuffle(p)
            return p


def small(rng: random.Random) -> List[Case]:
    cases = []
    for _ in range(rng.randint(1, 4)):
        n = rng.randint(1, 6)
        cases.append(random_case(rng, n, rng.randint(n, _SMALL_CELLS[n]), rng.random() < 0.5))
    return cases


def edge(rng: random.Random) -> List[Case]:
    kind = rng.randrange(8)
    if kind == 0:  # a single chessman: lost only on cell 1
        return [[c] for c in rng.sample([1, 1, 2, 3, rng.randint(4, 60)], rng.randint(1, 4))]
    if kind == 1:  # everything packed against the wall: no move at all
        return [sorted(packed(1, n), reverse=rng.random() < 0.5) for n in rng.sample(range(1, 13), 3)]
    if kind == 2:  # a packed block away from the wall: lost iff N is even
        cases = []
        for _ in range(rng.randint(1, 4)):
            n = rng.randint(1, 8)
            p = packed(rng.randint(2, 15 - n), n)
            rng.shuffle(p)
            cases.append(p)
        return cases
    if kind == 3:  # built to be lost, up to 9 chessmen on 16 cells
        return [lost_case(rng, rng.randint(1, 9), 16) for _ in range(rng.randint(1, 3))]
    if kind == 4:  # descending order: the input must be sorted first
        return [sorted(random_case(rng, n, _SMALL_CELLS[n], rng.random() < 0.5), reverse=True)
                for n in rng.sample(range(2, 7), 3)]
    if kind == 5:  # odd N where the leftmost chessman's distance to the wall decides
        cases = []
        for _ in range(rng.randint(1, 4)):
            a = rng.randint(1, 4)  # the leftmost chessman
            b = rng.randint(a + 1, 8)
            g = rng.randint(0, 4)
            c = b + g + 1
            p = [a, b, c] if rng.random() < 0.5 else [c, a, b]
            cases.append(p)
        return cases
    if kind == 6:  # twenty tiny cases
        return [random_case(rng, n, rng.randint(n, 8), rng.random() < 0.5)
                for n in (rng.randint(1, 3) for _ in range(20))]
    # two chessmen: adjacent, far apart, against the wall
    return [rng.choice([[1, 2], [2, 1], [1, 30], [29, 30], [30, 1], [5, 9]]) for _ in range(rng.randint(1, 4))]


def _distinct(rng: random.Random, n: int, cells: int) -> Case:
    """n distinct cells among 1..cells (cells far above n), in random order."""
    chosen: set = set()
    while len(chosen) < n:
        chosen.add(rng.randint(1, cells))
    p = list(chosen)
    rng.shuffle(p)
    return p


def _wide_pairs(rng: random.Random, n: int) -> Case:
    """n chessmen whose pairs' gaps are 2^32 plus a small number: their low 32 bits alone
    make gaps of a few cells, or negative ones."""
    p: Case = []
    cur = 0
    for _ in range(n):
        cur += rng.choice((1, 2**32 + rng.randint(0, 3), rng.randint(1, 2**40)))
        p.append(cur)
    rng.shuffle(p)
    return p


def full(rng: random.Random) -> List[Case]:
    shapes = [
        lambda n: _distinct(rng, n, FULL_CELL),
        lambda n: lost_case(rng, n, FULL_CELL),
        lambda n: packed(FULL_CELL - n + 1, n),  # lost when n is even, won when odd
        lambda n: _wide_pairs(rng, n),
    ]
    cases = [_distinct(rng, FULL_N, FULL_CELL), lost_case(rng, FULL_N - 1, FULL_CELL)]
    while len(cases) < FULL_T - 1:
        cases.append(rng.choice(shapes)(rng.randint(1, 200)))
    cases.append(_wide_pairs(rng, 2))
    while sum(map(len, cases)) > FULL_TOTAL:
        cases.pop()
    rng.shuffle(cases)
    return cases


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return render(small(rng))
    if size == "edge":
        return render(edge(rng))
    if size == "max":
        return render(full(rng))
    raise ValueError(f"unknown size {size!r}")


def _smaller_cases(p: Case) -> Iterator[Case]:
    n = len(p)
    if n > 1:
        yield p[: n // 2]
        yield p[n // 2:]
        for i in range(n):
            yield p[:i] + p[i + 1:]
    rank = {v: r + 1 for r, v in enumerate(sorted(p))}
    if sum(rank.values()) < sum(p):
        yield [rank[v] for v in p]  # packed against the wall, order kept
    halves = [(v + 1) // 2 for v in p]
    if len(set(halves)) == n and halves != p:
        yield halves
    taken = set(p)
    for i, v in enumerate(p):
        if v > 1 and v - 1 not in taken:
            yield p[:i] + [v - 1] + p[i + 1:]


def shrink(text: str) -> Iterator[str]:
    cases = parse(text)
    t = len(cases)
    if t > 1:
        for p in cases:
            yield render([p])
        yield render(cases[: t // 2])
        yield render(cases[t // 2:])
        for i in range(t):
            yield render(cases[:i] + cases[i + 1:])
    for i, p in enumerate(cases):
        for q in _smaller_cases(p):
            yield render(cases[:i] + [q] + cases[i + 1:])

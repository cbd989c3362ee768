"""Input generator for the OI edition of HDU 4315 (Climbing the Hill).

An input is a list of test cases (k, cells) with the cells in increasing order. Sizes, one a
subtask's (the recipes name the files so that its patterns pick them):

  small  subtask "small" (N <= 3, cells <= 20): 1-4 cases, any k; about half are built to be
         lost for Alice. The medium subtask's cases (N <= 3 on cells up to 99999) are
         written by hand in tests.yaml, from medium().
  edge   subtask "full", still small enough for the exhaustive search: one scenario per
         input: k = 1, k = 2 with N odd and even, N odd with even k >= 4 (where the widely
         copied parity formula fails), N = 1, persons packed below the top, the king at
         the bottom, a top person on cell 1.
  max    subtask "full": MAX_CASES cases with N = 1000 (a few with N = 999) on cells below
         100000 and k among 1, 2, 3, 4, N and random: random cells, packed at the top or
         the bottom, one far person, built to be lost. The statement does not bound the
         number of cases; 100 cases (100,000 persons, about 0.6 MB) is plenty and stays
         small.
"""
import random
from typing import Iterator, List, Tuple

MAX_CASES = 100
MAX_CELL = 99999

Case = Tuple[int, List[int]]

# Largest cell used in `small` for each N, keeping the exhaustive search fast.
_SMALL_CELLS = {1: 40, 2: 30, 3: 20, 4: 15, 5: 13, 6: 12}
SMALL_N, SMALL_CELL = 3, 20  # the small subtask's bounds


def render(cases: List[Case]) -> str:
    return "".join(f"{len(a)} {k}\n{' '.join(map(str, a))}\n" for k, a in cases)


def parse(text: str) -> List[Case]:
    data = list(map(int, text.split()))
    cases = []
    pos = 0
    while pos + 1 < len(data):
        n, k = data[pos], data[pos + 1]
        cases.append((k, data[pos + 2:pos + 2 + n]))
        pos += 2 + n
    return cases


def heaps_xor(k: int, a: List[int]) -> int:
    """Used only to balance outcomes (and build lost cases) of generated inputs."""
    b = ([0 if k == 2 else -1] if len(a) % 2 else []) + a
    x = 0
    for i in range(1, len(b), 2):
        x ^= b[i] - b[i - 1] - 1
    return x


def random_case(rng: random.Random, n: int, k: int, cells: int, lost: bool) -> Case:
    for _ in range(40):
        a = sorted(rng.sample(range(1, cells + 1), n))
        if not lost or heaps_xor(k, a) == 0:
            break
    return k, a


def lost_case(rng: random.Random, n: int, k: int, cells: int) -> Case:
    """For k >= 2: pair heaps with XOR 0, random space between pairs."""
    base = (0 if k == 2 else -1) if n % 2 else None
    pairs = (n + 1) // 2
    limit = max(1, (cells - n) // (2 * pairs))
    while True:
        gaps = [rng.randint(0, limit) for _ in range(pairs - 1)]
        x = 0
        for g in gaps:
            x ^= g
        gaps.append(x)
        rng.shuffle(gaps)
        a: List[int] = []
        cur = 0
        for i, g in enumerate(gaps):
            if i == 0 and base is not None:
                cur = base + g + 1  # g free cells after the virtual person
                if cur < 1:
                    break
                a.append(cur)
            else:
                cur += rng.randint(0, limit) + 1
                a.append(cur)
                cur += g + 1
                a.append(cur)
        if len(a) == n and cur <= cells:
            return k, a


def some_k(rng: random.Random, n: int) -> int:
    return rng.choice([1, 2, 2, 3, 4, 4, n, rng.randint(1, n)]) if n >= 4 else rng.randint(1, n)


def small(rng: random.Random) -> List[Case]:
    cases = []
    for _ in range(rng.randint(1, 4)):
        n = rng.randint(1, SMALL_N)
        k = some_k(rng, n)
        cases.append(random_case(rng, n, k, rng.randint(n, SMALL_CELL), rng.random() < 0.5))
    return cases


def medium(rng: random.Random, count: int) -> List[Case]:
    """N <= 3 on cells up to MAX_CELL, every k, about half built to be lost (k >= 2)."""
    cases = []
    for _ in range(count):
        n = rng.randint(1, SMALL_N)
        k = rng.randint(1, n)
        top = rng.choice([MAX_CELL, MAX_CELL, rng.randint(n, 1000)])
        if k >= 2 and rng.random() < 0.5:
            cases.append(lost_case(rng, n, k, top))
        else:
            cases.append(random_case(rng, n, k, top, False))
    return cases


def edge(rng: random.Random) -> List[Case]:
    kind = rng.randrange(8)
    count = rng.randint(1, 4)
    if kind == 0:  # k = 1: Alice always wins, whatever the rest looks like
        return [random_case(rng, n, 1, rng.randint(n, _SMALL_CELLS[n]), rng.random() < 0.5)
                for n in (rng.randint(1, 6) for _ in range(count))]
    if kind == 1:  # N = 1: the only person is the king
        return [(1, [rng.choice([1, 2, rng.randint(1, 99), MAX_CELL])]) for _ in range(count)]
    if kind == 2:  # k = 2 with N odd: the top person may not be pushed onto the hilltop
        return [random_case(rng, n, 2, rng.randint(n, _SMALL_CELLS[n]), rng.random() < 0.5)
                for n in (rng.choice([3, 3, 5]) for _ in range(count))]
    if kind == 3:  # k = 2 with N even
        return [random_case(rng, n, 2, rng.randint(n, _SMALL_CELLS[n]), rng.random() < 0.5)
                for n in (rng.choice([2, 2, 4, 6]) for _ in range(count))]
    if kind == 4:  # N odd, even k >= 4: the copied parity formula is wrong here
        cases = []
        for _ in range(count):
            n = rng.choice([5, 5, 7])
            k = rng.choice([4, 6]) if n == 7 else 4
            cells = n + rng.randint(0, 4)
            cases.append(random_case(rng, n, k, cells, rng.random() < 0.5))
        return cases
    if kind == 5:  # packed on cells s..s+N-1 (s = 1: the top person on cell 1)
        cases = []
        for _ in range(count):
            n = rng.randint(1, 7)
            s = rng.choice([1, 1, 2, rng.randint(1, 6)])
            cases.append((rng.randint(1, n), list(range(s, s + n))))
        return cases
    if kind == 6:  # the king at the bottom, k = N
        return [random_case(rng, n, n, rng.randint(n, _SMALL_CELLS[n]), rng.random() < 0.5)
                for n in (rng.randint(2, 6) for _ in range(count))]
    # built to be lost for Alice, k >= 2, up to 8 persons on 16 cells
    cases = []
    for _ in range(count):
        n = rng.randint(2, 8)
        cases.append(lost_case(rng, n, rng.randint(2, n), 16))
    return cases


def maximal(rng: random.Random) -> List[Case]:
    def k_for(n: int) -> int:
        return rng.choice([1, 2, 3, 4, 5, 6, n, rng.randint(2, n)])

    def pick(n: int) -> Case:
        shape = rng.randrange(6)
        k = k_for(n)
        if shape == 0:
            return k, sorted(rng.sample(range(1, MAX_CELL + 1), n))
        if shape == 1:  # packed at the bottom
            return k, list(range(MAX_CELL - n + 1, MAX_CELL + 1))
        if shape == 2:  # packed at the top
            return k, list(range(1, n + 1))
        if shape == 3:  # one far person at the bottom
            return k, list(range(1, n)) + [MAX_CELL]
        if shape == 4 and k >= 2:
            return lost_case(rng, n, k, MAX_CELL)
        return k, sorted(rng.sample(range(1, 5001), n))  # dense

    cases = [pick(1000) for _ in range(MAX_CASES - 20)] + [pick(999) for _ in range(20)]
    # The largest possible heaps: 99998 free cells below the virtual cell -1 or 0.
    cases[0] = (3, [MAX_CELL - 998 + i for i in range(999)])
    cases[1] = (1000, [1] + [MAX_CELL - 998 + i for i in range(999)])
    rng.shuffle(cases)
    return cases


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return render(small(rng))
    if size == "edge":
        return render(edge(rng))
    if size == "max":
        return render(maximal(rng))
    raise ValueError(f"unknown size {size!r}")


def _smaller_cases(case: Case) -> Iterator[Case]:
    k, a = case
    n = len(a)
    if n > 1:
        # drop persons but keep the king (and k <= N)
        top, bottom = a[: n // 2], a[n // 2:]
        if k > n // 2:
            yield k - n // 2, bottom
        else:
            yield k, top
        for i in range(n):
            if i != k - 1:
                yield (k - 1 if i < k - 1 else k), a[:i] + a[i + 1:]
    if k > 1:
        yield k - 1, a
    packed = list(range(1, n + 1))
    if sum(packed) < sum(a):
        yield k, packed
    halves = [(v + 1) // 2 for v in a]
    if len(set(halves)) == n and halves != a:
        yield k, halves
    for i, v in enumerate(a):
        if v > 1 and (i == 0 or a[i - 1] < v - 1):
            yield k, a[:i] + [v - 1] + a[i + 1:]


def shrink(text: str) -> Iterator[str]:
    cases = parse(text)
    t = len(cases)
    if t > 1:
        for c in cases:
            yield render([c])
        yield render(cases[: t // 2])
        yield render(cases[t // 2:])
        for i in range(t):
            yield render(cases[:i] + cases[i + 1:])
    for i, c in enumerate(cases):
        for d in _smaller_cases(c):
            yield render(cases[:i] + [d] + cases[i + 1:])

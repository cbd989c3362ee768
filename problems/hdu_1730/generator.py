"""Input generator for HDU 1730 (Northcott Game).

An input is a list of test sets; each set is (m, rows, blanks) where rows is a list of
(Ti, Ji) and blanks is the number of empty lines written after the set.

Sizes:
  small  1-4 random sets on boards small enough for the exhaustive search
         (1 row with m <= 40, 2 rows with m <= 9, 3 rows with m <= 6).
  edge   one scenario per input: m = 2, all gaps zero, rows that cancel out, pieces on the
         edges of an m = 100 row, Tom right of Jerry everywhere, many rows on tiny boards,
         long runs of blank lines and trailing blank lines.
  max    n = 1000 rows and m = 100 in every set, MAX_SETS sets. The statement does not bound
         the number of sets; 100 sets (200,000 pieces, about 0.6 MB) is far more than the
         original data needs and keeps every input below 1 MB.
"""
import random
from typing import Iterator, List, Tuple

MAX_SETS = 100

Row = Tuple[int, int]
TestSet = Tuple[int, List[Row], int]


def render(sets: List[TestSet]) -> str:
    parts = []
    for m, rows, blanks in sets:
        parts.append(f"{len(rows)} {m}\n")
        parts.extend(f"{t} {j}\n" for t, j in rows)
        parts.append("\n" * blanks)
    return "".join(parts)


def parse(text: str) -> List[TestSet]:
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    sets: List[TestSet] = []
    i = 0
    while i < len(lines):
        n, m = map(int, lines[i].split())
        rows = [tuple(map(int, lines[r].split())) for r in range(i + 1, i + n + 1)]
        i += n + 1
        blanks = 0
        while i < len(lines) and lines[i].strip() == "":
            blanks += 1
            i += 1
        sets.append((m, rows, blanks))
    return sets


def row_with_gap(rng: random.Random, m: int, gap: int) -> Row:
    """A random row of width m whose pieces have `gap` empty cells between them."""
    left = rng.randint(1, m - gap - 1)
    right = left + gap + 1
    return (left, right) if rng.random() < 0.5 else (right, left)


def random_row(rng: random.Random, m: int) -> Row:
    return row_with_gap(rng, m, rng.randint(0, m - 2))


def random_rows(rng: random.Random, n: int, m: int) -> List[Row]:
    """Random rows; about half the time the last gap is chosen so that the gaps cancel."""
    rows = [random_row(rng, m) for _ in range(n)]
    if n >= 2 and rng.random() < 0.5:
        x = 0
        for t, j in rows[:-1]:
            x ^= abs(t - j) - 1
        if x <= m - 2:
            rows[-1] = row_with_gap(rng, m, x)
    return rows


def blank_run(rng: random.Random, longest: int) -> int:
    return rng.choice([0, 1, 1, 1, rng.randint(0, longest)])


def small(rng: random.Random) -> List[TestSet]:
    sets = []
    for _ in range(rng.randint(1, 4)):
        n = rng.choice([1, 1, 2, 2, 3])
        m = rng.randint(2, {1: 40, 2: 9, 3: 6}[n])
        sets.append((m, random_rows(rng, n, m), blank_run(rng, 3)))
    return sets


def edge(rng: random.Random) -> List[TestSet]:
    kind = rng.randrange(9)
    sets: List[TestSet] = []
    if kind == 0:  # the smallest board: every row has two adjacent pieces, nobody can move
        for _ in range(rng.randint(1, 3)):
            n = rng.randint(1, 8)
            sets.append((2, [rng.choice([(1, 2), (2, 1)]) for _ in range(n)], blank_run(rng, 2)))
    elif kind == 1:  # all gaps zero on wider boards (pieces may still retreat)
        for _ in range(rng.randint(1, 3)):
            n = rng.randint(1, 3)
            m = rng.randint(3, 6)
            sets.append((m, [row_with_gap(rng, m, 0) for _ in range(n)], blank_run(rng, 2)))
    elif kind == 2:  # two rows with the same gap (XOR 0) laid out differently, maybe one more
        for _ in range(rng.randint(1, 3)):
            m = rng.randint(3, 9)
            g = rng.randint(0, m - 2)
            rows = [row_with_gap(rng, m, g), row_with_gap(rng, m, g)]
            if m <= 6 and rng.random() < 0.5:
                rows.append(row_with_gap(rng, m, rng.choice([0, 0, rng.randint(0, m - 2)])))
            rng.shuffle(rows)
            sets.append((m, rows, blank_run(rng, 2)))
    elif kind == 3:  # the widest board: one row, pieces on the edges, adjacent or anywhere
        row = rng.choice([(1, 100), (100, 1), (1, 2), (100, 99), (50, 51), random_row(rng, 100)])
        sets.append((100, [row], blank_run(rng, 2)))
        if rng.random() < 0.5:  # and a narrower single-row board
            m = rng.randint(2, 40)
            sets.append((m, [random_row(rng, m)], blank_run(rng, 2)))
    elif kind == 4:  # Tom always right of Jerry (positions given in "reverse" order)
        for _ in range(rng.randint(1, 3)):
            n = rng.randint(1, 2)
            m = rng.randint(2, 9)
            rows = [tuple(sorted(r, reverse=True)) for r in random_rows(rng, n, m)]
            sets.append((m, rows, blank_run(rng, 2)))
    elif kind == 5:  # many rows on tiny boards
        n = rng.randint(4, 6)
        m = 3 if n > 4 else rng.randint(3, 4)
        sets.append((m, random_rows(rng, n, m), 0))
    elif kind == 6:  # long runs of blank lines between sets and after the last one
        for _ in range(rng.randint(2, 4)):
            n = rng.randint(1, 2)
            m = rng.randint(2, 7)
            sets.append((m, random_rows(rng, n, m), rng.randint(2, 6)))
    elif kind == 7:  # no blank lines at all, several sets back to back
        for _ in range(rng.randint(2, 5)):
            n = rng.randint(1, 2)
            m = rng.randint(2, 7)
            sets.append((m, random_rows(rng, n, m), 0))
    else:  # a single gap of 1 among zero gaps: Tom wins by closing it
        for _ in range(rng.randint(1, 3)):
            n = rng.randint(1, 3)
            m = rng.randint(3, 6)
            rows = [row_with_gap(rng, m, 0) for _ in range(n - 1)] + [row_with_gap(rng, m, 1)]
            rng.shuffle(rows)
            sets.append((m, rows, blank_run(rng, 2)))
    return sets


def maximal(rng: random.Random) -> List[TestSet]:
    return [(100, random_rows(rng, 1000, 100), blank_run(rng, 2)) for _ in range(MAX_SETS)]


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        sets = small(rng)
    elif size == "edge":
        sets = edge(rng)
    elif size == "max":
        sets = maximal(rng)
    else:
        raise ValueError(f"unknown size {size!r}")
    return render(sets)


def _smaller_rows(row: Row) -> Iterator[Row]:
    """Rows with a smaller gap or shifted left, the orientation kept."""
    t, j = row
    lo, hi = min(t, j), max(t, j)
    gap = hi - lo - 1
    candidates = []
    if gap > 0:
        candidates.append((lo, lo + 1))
        if gap > 1:
            candidates.append((lo, lo + gap // 2 + 1))
    if lo > 1:
        candidates.append((lo - 1, hi - 1))
    for a, b in candidates:
        yield (a, b) if t < j else (b, a)


def shrink(text: str) -> Iterator[str]:
    sets = parse(text)
    k = len(sets)
    if k > 1:
        for s in sets:
            yield render([(s[0], s[1], 0)])
        yield render(sets[: k // 2])
        yield render(sets[k // 2:])
        for i in range(k):
            yield render(sets[:i] + sets[i + 1:])
    for i, (m, rows, blanks) in enumerate(sets):
        n = len(rows)
        if n > 1:
            for part in (rows[: n // 2], rows[n // 2:]):
                yield render(sets[:i] + [(m, part, blanks)] + sets[i + 1:])
            for r in range(n):
                yield render(sets[:i] + [(m, rows[:r] + rows[r + 1:], blanks)] + sets[i + 1:])
        used = max(max(t, j) for t, j in rows)
        if used < m:
            yield render(sets[:i] + [(max(used, 2), rows, blanks)] + sets[i + 1:])
        for r in range(n):
            for row in _smaller_rows(rows[r]):
                yield render(sets[:i] + [(m, rows[:r] + [row] + rows[r + 1:], blanks)] + sets[i + 1:])
    for i, (m, rows, blanks) in enumerate(sets):
        if blanks > 0:
            yield render(sets[:i] + [(m, rows, 0)] + sets[i + 1:])

"""Input generator for the OI edition of HDU 1730 (Northcott Game).

An input is a list of test sets; each set is (m, rows, blanks) where rows is a list of
(Ti, Ji) and blanks is the number of empty lines written after the set. Sizes, one a
subtask's (the recipes name the files so that its patterns pick them):

  small  subtask "small" (n <= 3, m <= 6): 1-4 random sets, small enough for the exhaustive
         search; about half are built so that the gaps cancel (lost for Tom).
  edge   subtask "small" too: one scenario per input: m = 2, all gaps zero, rows that cancel
         out, pieces on the edges of an m = 6 row, Tom right of Jerry everywhere, a single
         gap of 1, long runs of blank lines and none at all. The medium subtask's cases (the
         original's n = 1000, m = 100) are written by hand in tests.yaml, from original().
  max    subtask "full": 100 sets, 5 * 10^4 rows in all (one set of n = 10^4), boards of up to
         10^18 columns: random rows, sets built to be lost, pieces on the edges, and rows
         whose distance is 2^32 plus a little (its low 32 bits alone make a gap of a few
         cells: C's int abs() of a 64-bit distance).
"""
import random
from typing import Iterator, List, Tuple

MAX_SETS, MAX_N, MAX_ROWS, MAX_M = 100, 10**4, 5 * 10**4, 10**18

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


def lost_rows(rng: random.Random, n: int, m: int) -> List[Row]:
    """n rows whose gaps cancel (lost for Tom): random gaps below the largest power of two
    that fits, the last one their XOR."""
    top = 1
    while 2 * top <= m - 1:
        top *= 2
    gaps = [rng.randrange(top) for _ in range(n - 1)]
    x = 0
    for g in gaps:
        x ^= g
    rows = [row_with_gap(rng, m, g) for g in gaps + [x]]
    rng.shuffle(rows)
    return rows


def blank_run(rng: random.Random, longest: int) -> int:
    return rng.choice([0, 1, 1, 1, rng.randint(0, longest)])


def small(rng: random.Random) -> List[TestSet]:
    sets = []
    for _ in range(rng.randint(1, 4)):
        n = rng.randint(1, 3)
        m = rng.randint(2, 6)
        sets.append((m, random_rows(rng, n, m), blank_run(rng, 3)))
    return sets


def edge(rng: random.Random) -> List[TestSet]:
    kind = rng.randrange(8)
    sets: List[TestSet] = []
    if kind == 0:  # the smallest board: every row has two adjacent pieces, nobody can move
        for _ in range(rng.randint(1, 3)):
            sets.append((2, [rng.choice([(1, 2), (2, 1)]) for _ in range(rng.randint(1, 3))], blank_run(rng, 2)))
    elif kind == 1:  # all gaps zero on wider boards (pieces may still retreat)
        for _ in range(rng.randint(1, 3)):
            m = rng.randint(3, 6)
            sets.append((m, [row_with_gap(rng, m, 0) for _ in range(rng.randint(1, 3))], blank_run(rng, 2)))
    elif kind == 2:  # two rows with the same gap (XOR 0) laid out differently, maybe one more
        for _ in range(rng.randint(1, 3)):
            m = rng.randint(3, 6)
            g = rng.randint(0, m - 2)
            rows = [row_with_gap(rng, m, g), row_with_gap(rng, m, g)]
            if rng.random() < 0.5:
                rows.append(row_with_gap(rng, m, rng.choice([0, 0, rng.randint(0, m - 2)])))
            rng.shuffle(rows)
            sets.append((m, rows, blank_run(rng, 2)))
    elif kind == 3:  # the widest small board: one row, pieces on the edges or adjacent
        for row in rng.sample([(1, 6), (6, 1), (1, 2), (6, 5), (3, 4), random_row(rng, 6)], 3):
            sets.append((6, [row], blank_run(rng, 2)))
    elif kind == 4:  # Tom always right of Jerry (positions given in "reverse" order)
        for _ in range(rng.randint(1, 3)):
            m = rng.randint(2, 6)
            rows = [tuple(sorted(r, reverse=True)) for r in random_rows(rng, rng.randint(1, 3), m)]
            sets.append((m, rows, blank_run(rng, 2)))
    elif kind == 5:  # long runs of blank lines between sets and after the last one
        for _ in range(rng.randint(2, 4)):
            m = rng.randint(2, 6)
            sets.append((m, random_rows(rng, rng.randint(1, 2), m), rng.randint(2, 6)))
    elif kind == 6:  # no blank lines at all, several sets back to back
        for _ in range(rng.randint(2, 5)):
            m = rng.randint(2, 6)
            sets.append((m, random_rows(rng, rng.randint(1, 3), m), 0))
    else:  # a single gap of 1 among zero gaps: Tom wins by closing it
        for _ in range(rng.randint(1, 3)):
            n = rng.randint(1, 3)
            m = rng.randint(3, 6)
            rows = [row_with_gap(rng, m, 0) for _ in range(n - 1)] + [row_with_gap(rng, m, 1)]
            rng.shuffle(rows)
            sets.append((m, rows, blank_run(rng, 2)))
    return sets


def original(rng: random.Random, sets: int, n: int) -> List[TestSet]:
    """The original's largest shape (m = 100), for the medium subtask's cases in tests.yaml."""
    found = []
    for _ in range(sets):
        rows = lost_rows(rng, n, 100) if rng.random() < 0.5 else random_rows(rng, n, 100)
        found.append((100, rows, blank_run(rng, 2)))
    return found


def wide_rows(rng: random.Random, n: int, m: int) -> List[Row]:
    """Rows whose distance is 2^32 plus a small number, and rows of that small number: the
    gaps cancel in their low 32 bits, and their XOR is a multiple of 2^32 (not 0 when the
    count of wide rows is odd)."""
    rows = []
    for _ in range(n):
        small_gap = rng.randint(0, 3)
        if rng.random() < 0.5:
            rows.append(row_with_gap(rng, m, 2**32 * rng.randint(1, 3) + small_gap))
        else:
            rows.append(row_with_gap(rng, m, small_gap))
    return rows


def edge_rows(rng: random.Random, n: int, m: int) -> List[Row]:
    choices = [(1, m), (m, 1), (m - 1, m), (m, m - 1), (1, 2), (2, 1)]
    return [rng.choice(choices) for _ in range(n)]


def full(rng: random.Random) -> List[TestSet]:
    shapes = [
        lambda n, m: random_rows(rng, n, m),
        lambda n, m: lost_rows(rng, n, m),
        lambda n, m: wide_rows(rng, n, m),
        lambda n, m: edge_rows(rng, n, m),
    ]
    sizes = [MAX_N, MAX_N - 1]
    budget = MAX_ROWS - sum(sizes) - 1  # and the last set's one wide row
    for k in range(MAX_SETS - 3, 0, -1):  # k sets still to come, this one included
        n = min(rng.randint(1, 2 * budget // k), budget - (k - 1))
        sizes.append(n)
        budget -= n
    sizes[-1] += budget  # every row of the budget used
    sets = [(MAX_M, random_rows(rng, sizes[0], MAX_M), 1), (MAX_M, lost_rows(rng, sizes[1], MAX_M), 1)]
    for n in sizes[2:]:
        m = rng.choice([MAX_M, MAX_M, rng.randint(2**33, MAX_M)])
        sets.append((m, rng.choice(shapes)(n, m), blank_run(rng, 2)))
    sets.append((MAX_M, [row_with_gap(rng, MAX_M, 2**32)], 0))  # one wide row: Tom wins
    rng.shuffle(sets)
    return sets


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        sets = small(rng)
    elif size == "edge":
        sets = edge(rng)
    elif size == "max":
        sets = full(rng)
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
        candidates.append((1, hi - lo + 1))
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

"""Input generator for HDU 2873 (Bomb Game).

A board is a list of n strings of m characters, '#' (bomb) or '.' (empty). The input is the
boards, each after its line "n m", then the line "0 0".

Sizes:
  small  1-4 random boards with n * m <= 12 (the brute force visits every set of bombs)
  edge   1 x 1 with and without a bomb, a bomb only on (1, 1), empty boards, full small
         boards, single rows and columns up to 50 long with a few bombs, 50 x 50 boards with
         bombs only near the top-left corner, two bombs on mirrored cells
  max    100 boards of 50 x 50 (the validator's bound on boards; the statement sets none):
         full of bombs, random densities, and mirrored pairs, about 255 KB
"""
import random
from typing import Iterator, List

MAX_T = 100
MAX_N = 50
MAX_M = 50

Board = List[str]


def fmt(boards: List[Board]) -> str:
    parts = []
    for rows in boards:
        parts.append("%d %d\n" % (len(rows), len(rows[0])))
        parts.extend(row + "\n" for row in rows)
    parts.append("0 0\n")
    return "".join(parts)


def parse(text: str) -> List[Board]:
    tokens = text.split()
    pos, boards = 0, []
    while True:
        n, m = int(tokens[pos]), int(tokens[pos + 1])
        if n == 0 and m == 0:
            return boards
        boards.append(tokens[pos + 2:pos + 2 + n])
        pos += 2 + n


def random_board(rng: random.Random, n: int, m: int, density: float) -> Board:
    return ["".join("#" if rng.random() < density else "." for _ in range(m)) for _ in range(n)]


def with_bombs(n: int, m: int, cells) -> Board:
    grid = [["."] * m for _ in range(n)]
    for p, q in cells:
        grid[p - 1][q - 1] = "#"
    return ["".join(row) for row in grid]


def _small_board(rng: random.Random) -> Board:
    n = rng.randint(1, 4)
    m = rng.randint(1, 12 // n)
    if rng.random() < 0.5:
        n, m = m, n
    return random_board(rng, n, m, rng.choice((0.2, 0.4, 0.6, 0.9)))


def _edge_board(rng: random.Random) -> Board:
    kind = rng.randrange(10)
    if kind == 0:
        return [rng.choice("#.")]                                    # 1 x 1
    if kind == 1:
        n, m = rng.randint(1, MAX_N), rng.randint(1, MAX_M)
        return with_bombs(n, m, [(1, 1)])                            # only (1, 1): no move
    if kind == 2:
        return with_bombs(rng.randint(1, MAX_N), rng.randint(1, MAX_M), [])   # no bomb
    if kind == 3:
        n = rng.randint(1, 3)
        m = rng.randint(1, 12 // n)
        return random_board(rng, n, m, 1.0)                          # full small board
    if kind == 4:
        m = rng.randint(2, MAX_M)                                    # one row: Nim heaps q - 1
        cells = [(1, rng.randint(1, m)) for _ in range(rng.randint(1, 3))]
        return with_bombs(1, m, cells)
    if kind == 5:
        n = rng.randint(2, MAX_N)                                    # one column
        cells = [(rng.randint(1, n), 1) for _ in range(rng.randint(1, 3))]
        return with_bombs(n, 1, cells)
    if kind == 6:
        # big board, bombs only in the 3 x 3 corner (on row 1, column 1 and inside)
        cells = [(rng.randint(1, 3), rng.randint(1, 3)) for _ in range(rng.randint(1, 4))]
        return with_bombs(MAX_N if rng.random() < 0.5 else rng.randint(3, MAX_N),
                          MAX_M if rng.random() < 0.5 else rng.randint(3, MAX_M), cells)
    if kind == 7:
        # a bomb and its mirror image: equal Grundy values cancel
        p, q = rng.randint(1, 3), rng.randint(1, 3)
        size = rng.randint(3, 6)
        return with_bombs(size, size, [(p, q), (q, p)] if p != q else [(p, q)])
    if kind == 8:
        # row 1 and column 1 together (two Nim heaps), plus maybe the corner
        n, m = rng.randint(2, 20), rng.randint(2, 20)
        cells = [(1, rng.randint(2, m)), (rng.randint(2, n), 1)]
        if rng.random() < 0.5:
            cells.append((1, 1))
        return with_bombs(n, m, cells)
    n, m = rng.choice(((2, 6), (6, 2), (3, 4), (4, 3), (2, 5), (1, 12), (12, 1)))
    return random_board(rng, n, m, rng.choice((0.3, 0.7)))


def _max_board(rng: random.Random, k: int) -> Board:
    kind = k % 4
    if kind == 0:
        return ["#" * MAX_M] * MAX_N                                 # every cell a bomb
    if kind == 1:
        return random_board(rng, MAX_N, MAX_M, rng.random())
    if kind == 2:
        cells = set()
        for _ in range(rng.randint(1, 40)):                          # mirrored pairs
            p, q = rng.randint(1, MAX_N), rng.randint(1, MAX_M)
            cells.update(((p, q), (q, p)))
        if rng.random() < 0.5:
            cells.add((rng.randint(1, MAX_N), rng.randint(1, MAX_M)))
        return with_bombs(MAX_N, MAX_M, cells)
    return random_board(rng, MAX_N, MAX_M, 0.97)


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return fmt([_small_board(rng) for _ in range(rng.randint(1, 4))])
    if size == "edge":
        return fmt([_edge_board(rng) for _ in range(rng.randint(1, 4))])
    if size == "max":
        return fmt([_max_board(rng, k) for k in range(MAX_T)])
    raise ValueError("unknown size: %r" % (size,))


def shrink(text: str) -> Iterator[str]:
    """Fewer boards, then fewer rows and columns, then fewer bombs."""
    try:
        boards = parse(text)
    except (ValueError, IndexError):
        return
    seen = {text}

    def emit(candidate: List[Board]) -> Iterator[str]:
        if candidate and all(rows and rows[0] for rows in candidate):
            out = fmt(candidate)
            if out not in seen:
                seen.add(out)
                yield out

    t = len(boards)
    if t > 1:
        for i in range(t):
            yield from emit([boards[i]])
        for i in range(t):
            yield from emit(boards[:i] + boards[i + 1:])
    for i, rows in enumerate(boards):
        def put(new_rows):
            return boards[:i] + [new_rows] + boards[i + 1:]
        n, m = len(rows), len(rows[0])
        if n > 1:
            yield from emit(put(rows[:(n + 1) // 2]))
            yield from emit(put(rows[:-1]))
        if m > 1:
            yield from emit(put([row[:(m + 1) // 2] for row in rows]))
            yield from emit(put([row[:-1] for row in rows]))
        for p in range(n):
            if "#" in rows[p]:
                yield from emit(put(rows[:p] + ["." * m] + rows[p + 1:]))
        for p in range(n):
            for q in range(m):
                if rows[p][q] == "#":
                    row = rows[p][:q] + "." + rows[p][q + 1:]
                    yield from emit(put(rows[:p] + [row] + rows[p + 1:]))

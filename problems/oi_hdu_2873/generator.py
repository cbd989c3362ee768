"""Input generator for the OI edition of HDU 2873 (Bomb Game).

A board is a list of n strings of m characters, '#' (bomb) or '.' (empty). The input is the
boards, each after its line "n m", then the line "0 0".

Sizes, one a subtask's (the recipes name the files so that its patterns pick them):
  small  subtask "small": 1-4 random boards with n * m <= 12 (the brute force visits every
         set of bombs)
  edge   subtask "small": its boundaries, n * m <= 12: 1 x 1 with and without a bomb, a bomb
         only on (1, 1), empty boards, full boards, single rows and columns of 12, bombs on
         row 1 and column 1 together, two bombs on mirrored cells
  max    subtask "full": 100 boards of 50 x 50 (the most the validator allows): full of
         bombs, random densities, mirrored pairs and bombs whose values XOR to 0 (mostly where
         the values pass 255), about 255 KB; Grundy values up to 364
The "medium" subtask's cases (n, m <= 35, Grundy values up to 210) are in tests.yaml, made by
medium().
"""
import random
from typing import Iterator, List

SMALL_CELLS = 12   # subtask "small": n * m <= 12
MEDIUM = 35        # subtask "medium": n, m <= 35
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
    kind = rng.randrange(9)
    n = rng.randint(1, 4)
    m = rng.randint(1, SMALL_CELLS // n)
    if rng.random() < 0.5:
        n, m = m, n
    if kind == 0:
        return [rng.choice("#.")]                                    # 1 x 1
    if kind == 1:
        return with_bombs(n, m, [(1, 1)])                            # only (1, 1): no move
    if kind == 2:
        return with_bombs(n, m, [])                                  # no bomb
    if kind == 3:
        return random_board(rng, n, m, 1.0)                          # full board
    if kind == 4:
        m = rng.randint(2, SMALL_CELLS)                              # one row: Nim heaps q - 1
        return with_bombs(1, m, [(1, rng.randint(1, m)) for _ in range(rng.randint(1, 3))])
    if kind == 5:
        n = rng.randint(2, SMALL_CELLS)                              # one column
        return with_bombs(n, 1, [(rng.randint(1, n), 1) for _ in range(rng.randint(1, 3))])
    if kind == 6:
        # a bomb and its mirror image on a square board: equal Grundy values cancel
        size = 3
        p, q = rng.randint(1, size), rng.randint(1, size)
        return with_bombs(size, size, [(p, q), (q, p)] if p != q else [(p, q)])
    if kind == 7:
        # row 1 and column 1 together (two Nim heaps), plus maybe the corner
        n, m = rng.choice(((2, 6), (6, 2), (3, 4), (4, 3), (2, 2), (3, 3)))
        cells = [(1, rng.randint(2, m)), (rng.randint(2, n), 1)]
        if rng.random() < 0.5:
            cells.append((1, 1))
        return with_bombs(n, m, cells)
    n, m = rng.choice(((2, 6), (6, 2), (3, 4), (4, 3), (2, 5), (1, 12), (12, 1)))
    return random_board(rng, n, m, rng.choice((0.3, 0.7)))


def medium(rng: random.Random, count: int) -> List[Board]:
    """`count` boards of the medium subtask (n, m <= 35): 35 x 35 boards full of bombs, of
    random densities and of mirrored pairs, and smaller ones, for tests.yaml."""
    boards = []
    for k in range(count):
        n = MEDIUM if k % 3 else rng.randint(2, MEDIUM)
        m = MEDIUM if k % 3 else rng.randint(2, MEDIUM)
        if k % 4 == 0:
            boards.append(random_board(rng, n, m, 1.0 if k % 8 == 0 else 0.97))
        elif k % 4 == 1:
            size = min(n, m)
            cells = set()
            for _ in range(rng.randint(1, 30)):
                p, q = rng.randint(1, size), rng.randint(1, size)
                cells.update(((p, q), (q, p)))
            boards.append(with_bombs(n, m, cells))
        else:
            boards.append(random_board(rng, n, m, rng.random()))
    return boards


def grundy_table(size: int) -> List[List[int]]:
    """sg(i, j) (from 0) by its definition, for the zero-XOR boards of the max inputs."""
    sg = [[0] * size for _ in range(size)]
    for i in range(size):
        sg[i][0] = sg[0][i] = i
    for i in range(1, size):
        for j in range(1, size):
            seen = {sg[i][y] ^ sg[x][j] for x in range(i) for y in range(j)}
            g = 0
            while g in seen:
                g += 1
            sg[i][j] = g
    return sg


def _zero_board(rng: random.Random, sg: List[List[int]]) -> Board:
    """A 50 x 50 board whose bombs' values XOR to 0 (Jack's), most of them in the part where
    values pass 255: a mex bounded by 256 changes some of them and the winner with them."""
    by_value = {}
    for i in range(MAX_N):
        for j in range(MAX_M):
            by_value.setdefault(sg[i][j], []).append((i + 1, j + 1))
    while True:
        cells = set()
        for _ in range(rng.randint(1, 30)):
            cells.add((rng.randint(23, MAX_N), rng.randint(23, MAX_M)))
        x = 0
        for p, q in cells:
            x ^= sg[p - 1][q - 1]
        spare = [c for c in by_value.get(x, []) if c not in cells and c != (1, 1)]
        if x == 0 or spare:
            if x:
                cells.add(rng.choice(spare))
            return with_bombs(MAX_N, MAX_M, cells)


def _max_board(rng: random.Random, k: int, sg: List[List[int]]) -> Board:
    kind = k % 5
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
    if kind == 3:
        return _zero_board(rng, sg)
    return random_board(rng, MAX_N, MAX_M, 0.97)


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return fmt([_small_board(rng) for _ in range(rng.randint(1, 4))])
    if size == "edge":
        return fmt([_edge_board(rng) for _ in range(rng.randint(1, 4))])
    if size == "max":
        sg = grundy_table(MAX_N)
        return fmt([_max_board(rng, k, sg) for k in range(MAX_T)])
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

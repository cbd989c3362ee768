"""Input generator for Rake It In (ICPC 2017 Nanning I, Jisuanke A1538).

Sizes:
  small  1-3 boards with k = 1 or 2 (the brute force's minimax is quick there)
  edge   1-3 boards of the special kinds, the first with k = 3 half of the time: all numbers
         equal, two values, a checkerboard, stripes, one odd number out, 1s and 10s only,
         the boards of the sample, and boards that make alpha-beta search hardest
  max    t = 200 boards with k = 3: random ones, special ones, and (40%) the hardest boards
         known for the reference's alpha-beta search, turned by quarter turns (a quarter
         turn of the whole board keeps the game: counterclockwise stays counterclockwise)
"""
import random
from typing import Iterator, List, Tuple

MAX_T = 200

Case = Tuple[int, List[int]]

# Boards on which the reference's alpha-beta search visits the most positions with k = 3
# (found by a hill-climbing search over boards; 1600 to 1900 positions, against about 500
# for a random board).
HARD = [
    [6, 10, 1, 8, 2, 5, 1, 7, 8, 4, 8, 7, 1, 6, 3, 3],
    [9, 4, 7, 4, 2, 7, 1, 7, 3, 8, 7, 9, 4, 7, 2, 2],
    [4, 3, 2, 9, 7, 8, 7, 4, 2, 7, 1, 7, 2, 9, 7, 4],
    [1, 10, 5, 5, 6, 6, 1, 10, 6, 7, 9, 5, 2, 9, 1, 6],
    [6, 10, 1, 9, 2, 5, 1, 7, 9, 4, 8, 7, 1, 6, 3, 3],
    [1, 9, 2, 6, 6, 4, 5, 10, 3, 8, 1, 1, 3, 7, 7, 9],
    [4, 7, 9, 2, 7, 1, 7, 2, 4, 7, 8, 7, 9, 2, 3, 4],
    [7, 10, 2, 9, 1, 4, 6, 4, 10, 5, 9, 6, 6, 5, 3, 6],
]
SAMPLE = [
    [1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 4, 4, 3, 3, 4, 4],
    [1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4],
    [1, 1, 4, 4, 4, 4, 1, 1, 1, 1, 4, 4, 1, 4, 1, 4],
    [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1],
]


def fmt(cases: List[Case]) -> str:
    lines = [str(len(cases))]
    for k, board in cases:
        lines.append(str(k))
        lines += [" ".join(map(str, board[4 * r:4 * r + 4])) for r in range(4)]
    return "\n".join(lines) + "\n"


def parse(text: str) -> List[Case]:
    tokens = [int(x) for x in text.split()]
    return [(tokens[1 + 17 * i], tokens[2 + 17 * i:18 + 17 * i]) for i in range(tokens[0])]


def quarter_turn(board: List[int]) -> List[int]:
    """The board turned a quarter clockwise (row r of the result is column r, bottom up)."""
    return [board[4 * (3 - c) + r] for r in range(4) for c in range(4)]


def _turned(rng: random.Random, board: List[int]) -> List[int]:
    for _ in range(rng.randrange(4)):
        board = quarter_turn(board)
    return board


def _special(rng: random.Random) -> List[int]:
    kind = rng.randrange(8)
    if kind == 0:
        return [rng.randint(1, 10)] * 16                            # all equal
    if kind == 1:
        a, b = rng.sample(range(1, 11), 2)
        return [rng.choice((a, b)) for _ in range(16)]              # two values
    if kind == 2:
        a, b = rng.sample(range(1, 11), 2)
        return [a if (r + c) % 2 else b for r in range(4) for c in range(4)]   # checkerboard
    if kind == 3:
        values = [rng.randint(1, 10) for _ in range(4)]
        board = [values[r] for r in range(4) for c in range(4)]     # stripes
        return board if rng.random() < 0.5 else quarter_turn(board)
    if kind == 4:
        a, b = rng.sample(range(1, 11), 2)
        board = [a] * 16
        board[rng.randrange(16)] = b                                # one number out
        return board
    if kind == 5:
        return [rng.choice((1, 10)) for _ in range(16)]
    if kind == 6:
        return _turned(rng, list(rng.choice(SAMPLE)))
    return _turned(rng, list(rng.choice(HARD)))


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return fmt([(rng.randint(1, 2), [rng.randint(1, 10) for _ in range(16)])
                    for _ in range(rng.randint(1, 3))])
    if size == "edge":
        cases = [(rng.randint(1, 2), _special(rng)) for _ in range(rng.randint(1, 3))]
        if rng.random() < 0.5:
            cases[0] = (3, cases[0][1])
        return fmt(cases)
    if size == "max":
        cases = []
        for _ in range(MAX_T):
            r = rng.random()
            if r < 0.4:
                board = _turned(rng, list(rng.choice(HARD)))
            elif r < 0.8:
                board = [rng.randint(1, 10) for _ in range(16)]
            else:
                board = _special(rng)
            cases.append((3, board))
        return fmt(cases)
    raise ValueError("unknown size: %r" % (size,))


def shrink(text: str) -> Iterator[str]:
    """Fewer boards first, then smaller k, then smaller numbers."""
    try:
        cases = parse(text)
    except (ValueError, IndexError):
        return
    seen = {text}

    def emit(cs: List[Case]) -> Iterator[str]:
        if cs:
            s = fmt(cs)
            if s not in seen:
                seen.add(s)
                yield s

    if len(cases) > 1:
        for i in range(len(cases)):
            yield from emit([cases[i]])
        for i in range(len(cases)):
            yield from emit(cases[:i] + cases[i + 1:])
    for i, (k, board) in enumerate(cases):
        if k > 1:
            yield from emit(cases[:i] + [(k - 1, board)] + cases[i + 1:])
    for i, (k, board) in enumerate(cases):
        for j, x in enumerate(board):
            if x > 1:
                smaller = board[:j] + [1] + board[j + 1:]
                yield from emit(cases[:i] + [(k, smaller)] + cases[i + 1:])

"""Input generator for HDU 1536 (S-Nim).

A test set is (S, positions): S a list of k move sizes (printed as given: unsorted, duplicates
allowed), positions a list of m heap lists. The input is the test sets followed by "0".

Sizes:
  small  1-3 test sets, a few small moves, up to 3 heaps of at most 14 beads
  edge   the traps and boundaries, kept small enough for the brute force (few reachable
         positions): S unsorted with a large size first, duplicated sizes, heaps of 0,
         sizes larger than every heap, s = 10000 and heaps of 10000 with only big moves,
         S = {1} (parity), k = 100, and m = 100 positions of l = 100 heaps of 0/1
  max    10 test sets (the most the validator allows; the statement sets no bound) with
         k = 100, m = 100, l = 100 and heaps up to 10000 (every test set has a heap of
         10000), S of several shapes, mostly ones that defeat the reference solution's
         shortcuts (no early period, all 100 moves legal for most heaps), about 0.5 MB
"""
import random
from typing import Iterator, List, Tuple

MAX_T = 10
MAX_K = 100
MAX_S = 10000
MAX_M = 100
MAX_L = 100
MAX_H = 10000

TestSet = Tuple[List[int], List[List[int]]]


def fmt(sets: List[TestSet]) -> str:
    lines = []
    for moves, positions in sets:
        lines.append(" ".join(map(str, [len(moves)] + moves)))
        lines.append(str(len(positions)))
        for heaps in positions:
            lines.append(" ".join(map(str, [len(heaps)] + heaps)))
    lines.append("0")
    return "\n".join(lines) + "\n"


def parse(text: str) -> List[TestSet]:
    tokens = [int(t) for t in text.split()]
    pos, sets = 0, []
    while tokens[pos] != 0:
        k = tokens[pos]
        moves = tokens[pos + 1:pos + 1 + k]
        pos += 1 + k
        m = tokens[pos]
        pos += 1
        positions = []
        for _ in range(m):
            l = tokens[pos]
            positions.append(tokens[pos + 1:pos + 1 + l])
            pos += 1 + l
        sets.append((moves, positions))
    return sets


def _small_set(rng: random.Random) -> TestSet:
    moves = [rng.randint(1, rng.choice((3, 6, 10))) for _ in range(rng.randint(1, 5))]
    top = rng.choice((5, 9, 14))
    positions = [[rng.randint(0, top) for _ in range(rng.randint(1, 3))]
                 for _ in range(rng.randint(1, 6))]
    return moves, positions


def _edge_set(rng: random.Random) -> TestSet:
    kind = rng.randrange(10)
    m = rng.randint(1, 6)
    if kind == 0:
        # unsorted, a large size first: code that stops at the first s > x misses moves
        small = [rng.randint(1, 4) for _ in range(rng.randint(1, 3))]
        moves = [rng.randint(5, 12)] + small
        if rng.random() < 0.5:
            moves = sorted(moves, reverse=True)
        return moves, [[rng.randint(0, 14) for _ in range(rng.randint(1, 3))] for _ in range(m)]
    if kind == 1:
        # duplicated sizes
        base = [rng.randint(1, 7) for _ in range(rng.randint(1, 3))]
        moves = [rng.choice(base) for _ in range(rng.randint(2, 8))] + base
        rng.shuffle(moves)
        return moves, [[rng.randint(0, 14) for _ in range(rng.randint(1, 3))] for _ in range(m)]
    if kind == 2:
        # heaps of 0, alone and mixed in
        moves = [rng.randint(1, 6) for _ in range(rng.randint(1, 4))]
        positions = []
        for _ in range(m):
            l = rng.randint(1, 4)
            positions.append([0 if rng.random() < 0.6 else rng.randint(1, 12) for _ in range(l)])
        return moves, positions
    if kind == 3:
        # every size larger than every heap: no move at all, every position is L
        top = rng.choice((0, 1, 7, 100, 9999))
        moves = [rng.randint(top + 1, MAX_S) for _ in range(rng.randint(1, 5))]
        if rng.random() < 0.5:
            moves.append(MAX_S)
        return moves, [[rng.randint(0, top) for _ in range(rng.randint(1, 4))] for _ in range(m)]
    if kind == 4:
        # only big sizes, heaps up to 10000: few reachable positions
        pool = [10000, 9999, 5000, 4999, 5001, 3333, 2500, 7777]
        moves = [rng.choice(pool) for _ in range(rng.randint(1, 4))]
        heaps = [0, 1, 2499, 2500, 3333, 4999, 5000, 5001, 7777, 9998, 9999, 10000]
        positions = [[rng.choice(heaps) for _ in range(rng.randint(1, 3))] for _ in range(m)]
        positions[0][0] = MAX_H
        return moves, positions
    if kind == 5:
        # S = {1}: the parity of the total
        moves = [1] * rng.randint(1, 3)
        return moves, [[rng.randint(0, 20) for _ in range(rng.randint(1, 3))] for _ in range(m)]
    if kind == 6:
        # heap exactly equal to a size, and one less / one more
        s = rng.randint(2, 30)
        moves = [s] + ([rng.randint(1, 40)] if rng.random() < 0.5 else [])
        rng.shuffle(moves)
        return moves, [[max(0, s + rng.choice((-1, 0, 1))) for _ in range(rng.randint(1, 3))]
                       for _ in range(m)]
    if kind == 7:
        # k = 100 (many duplicates), small heaps
        moves = [rng.randint(1, 12) for _ in range(MAX_K)]
        return moves, [[rng.randint(0, 10) for _ in range(rng.randint(1, 2))] for _ in range(m)]
    if kind == 8:
        # m = 100 positions of l = 100 heaps of 0 and 1
        moves = rng.choice(([1], [1, 1], [2, 1, 3], [5, 1, 1]))
        positions = []
        for _ in range(MAX_M):
            ones = rng.randint(0, MAX_L)
            heaps = [1] * ones + [0] * (MAX_L - ones)
            rng.shuffle(heaps)
            positions.append(heaps)
        return moves, positions
    # kind 9: single heaps and equal heaps (a pair of equal heaps is always L)
    moves = [rng.randint(1, 8) for _ in range(rng.randint(1, 4))]
    positions = []
    for _ in range(m):
        h = rng.randint(0, 16)
        positions.append([h] if rng.random() < 0.5 else [h, h])
    return moves, positions


def _max_moves(rng: random.Random, shape: int) -> List[int]:
    if shape == 0:
        moves = rng.sample(range(1, MAX_S + 1), MAX_K)             # spread over the range
    elif shape == 1:
        moves = rng.sample(range(1, 5001), MAX_K)                  # all legal from 5000 on
    elif shape == 2:
        moves = rng.sample(range(1, 101), 50) + rng.sample(range(4000, 6001), 50)
    elif shape == 3:
        moves = rng.sample(range(1, 2001), MAX_K)
    elif shape == 4:
        moves = [rng.randint(1, 300) for _ in range(MAX_K)]       # duplicates likely
        moves[rng.randrange(MAX_K)] = MAX_S
    elif shape == 5:
        moves = rng.sample(range(1, 151), MAX_K)                   # dense and small
    else:
        moves = list(range(1, MAX_K + 1))                          # Grundy values up to 100
    rng.shuffle(moves)
    return moves


def _max_set(rng: random.Random, shape: int) -> TestSet:
    positions = [[rng.randint(0, MAX_H) for _ in range(MAX_L)] for _ in range(MAX_M)]
    positions[rng.randrange(MAX_M)][rng.randrange(MAX_L)] = MAX_H
    return _max_moves(rng, shape), positions


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return fmt([_small_set(rng) for _ in range(rng.randint(1, 3))])
    if size == "edge":
        return fmt([_edge_set(rng) for _ in range(rng.randint(1, 3))])
    if size == "max":
        # S of every shape; mostly small sizes, where every heap above 150-5000 has all
        # 100 moves and the Grundy sequence has no short period (the slowest for the
        # reference solution), once a spread-out S and once S = {1..100}
        shapes = [0, 1, 2, 3, 3, 4, 5, 5, 5, 6]
        rng.shuffle(shapes)
        return fmt([_max_set(rng, shape) for shape in shapes])
    raise ValueError("unknown size: %r" % (size,))


def shrink(text: str) -> Iterator[str]:
    """Fewer test sets, then fewer positions, heaps and sizes, then smaller numbers."""
    try:
        sets = parse(text)
    except (ValueError, IndexError):
        return
    seen = {text}

    def emit(candidate: List[TestSet]) -> Iterator[str]:
        if candidate and all(moves and positions and all(positions)
                             for moves, positions in candidate):
            out = fmt(candidate)
            if out not in seen:
                seen.add(out)
                yield out

    n = len(sets)
    if n > 1:
        for i in range(n):
            yield from emit([sets[i]])
        for i in range(n):
            yield from emit(sets[:i] + sets[i + 1:])
    for i, (moves, positions) in enumerate(sets):
        def put(new_moves, new_positions):
            return sets[:i] + [(new_moves, new_positions)] + sets[i + 1:]
        m = len(positions)
        if m > 1:
            yield from emit(put(moves, positions[:m // 2]))
            yield from emit(put(moves, positions[m // 2:]))
            for j in range(m):
                yield from emit(put(moves, positions[:j] + positions[j + 1:]))
        for j, heaps in enumerate(positions):
            if len(heaps) > 1:
                for r in range(len(heaps)):
                    smaller = heaps[:r] + heaps[r + 1:]
                    yield from emit(put(moves, positions[:j] + [smaller] + positions[j + 1:]))
        if len(moves) > 1:
            for r in range(len(moves)):
                yield from emit(put(moves[:r] + moves[r + 1:], positions))
        for j, heaps in enumerate(positions):
            for r, h in enumerate(heaps):
                for v in (0, h // 2, h - 1):
                    if 0 <= v < h:
                        smaller = heaps[:r] + [v] + heaps[r + 1:]
                        yield from emit(put(moves, positions[:j] + [smaller] + positions[j + 1:]))
        for r, s in enumerate(moves):
            for v in (1, s // 2, s - 1):
                if 1 <= v < s:
                    yield from emit(put(moves[:r] + [v] + moves[r + 1:], positions))

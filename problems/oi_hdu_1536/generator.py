"""Input generator for the OI edition of HDU 1536 (S-Nim).

A test set is (S, positions): S a list of k move sizes (printed as given: unsorted, repeats
allowed), positions a list of m heap lists. The input is the test sets followed by "0".

Sizes, one a subtask's (the recipes name the files so that its patterns pick them):
  small  subtask "small": 1-3 test sets, k <= 5 sizes up to 20, m <= 10 positions of l <= 4
         heaps up to 20 (the brute force searches every position there)
  edge   subtask "small": its boundaries: S unsorted with a large size first, repeated sizes,
         sizes above every heap, heaps of 0, S = {1}, k = 5, l = 4, m = 10, heaps of 20
  max    subtask "full": 10 test sets of k = 100, m = 100, l = 100, one with a heap of
         5 * 10^4 (its S led by 1: a top-down search goes 5 * 10^4 calls deep) and the
         largest heaps adding up to 6 * 10^4; the others S = {1..100} (Grundy values up to
         100) or 100 sizes up to 150 (no early period: the slowest for the reference)
The "medium" subtask's cases (k <= 50, heaps up to 1000) are in tests.yaml, made by medium().
"""
import random
from typing import Iterator, List, Tuple

SMALL_K, SMALL_S, SMALL_M, SMALL_L, SMALL_H = 5, 20, 10, 4, 20   # subtask "small"
MEDIUM_K, MEDIUM_H = 50, 1000                                    # subtask "medium"
MAX_T, MAX_K, MAX_S, MAX_M, MAX_L, MAX_H, MAX_TOTAL = 10, 100, 5 * 10**4, 100, 100, 5 * 10**4, 6 * 10**4

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


def _heaps(rng: random.Random, top: int, m: int, l: int) -> List[List[int]]:
    return [[rng.randint(0, top) for _ in range(rng.randint(1, l))] for _ in range(m)]


def _small_set(rng: random.Random) -> TestSet:
    moves = [rng.randint(1, rng.choice((3, 6, 10, SMALL_S))) for _ in range(rng.randint(1, SMALL_K))]
    top = rng.choice((5, 9, 14))
    return moves, _heaps(rng, top, rng.randint(1, 6), 3)


def _edge_set(rng: random.Random) -> TestSet:
    kind = rng.randrange(7)
    m = rng.randint(1, SMALL_M)
    if kind == 0:  # unsorted, a large size first: stopping at the first s > x misses moves
        moves = [rng.randint(8, SMALL_S)] + [rng.randint(1, 4) for _ in range(rng.randint(1, 4))]
        return moves, _heaps(rng, 14, m, 3)
    if kind == 1:  # repeated sizes, k = 5
        base = [rng.randint(1, 7) for _ in range(2)]
        moves = [rng.choice(base) for _ in range(SMALL_K)]
        return moves, _heaps(rng, 12, m, 3)
    if kind == 2:  # heaps of 0, alone and mixed in
        moves = [rng.randint(1, 6) for _ in range(rng.randint(1, 4))]
        return moves, [[0 if rng.random() < 0.6 else rng.randint(1, 12)
                        for _ in range(rng.randint(1, SMALL_L))] for _ in range(m)]
    if kind == 3:  # every size above every heap: no move, every position is L
        top = rng.choice((0, 1, 7, 15))
        moves = [rng.randint(top + 1, SMALL_S) for _ in range(rng.randint(1, SMALL_K))]
        return moves, _heaps(rng, top, m, SMALL_L)
    if kind == 4:  # S = {1}: the parity of the total
        return [1] * rng.randint(1, 3), _heaps(rng, SMALL_H, m, SMALL_L)
    if kind == 5:  # the bounds: heaps of 20, four of them, big sizes only (few positions)
        moves = [rng.randint(6, SMALL_S) for _ in range(rng.randint(1, SMALL_K))]
        positions = _heaps(rng, SMALL_H, SMALL_M, SMALL_L)
        positions[0] = [SMALL_H] * SMALL_L
        return moves, positions
    # single heaps and equal pairs (a pair of equal heaps is always L)
    moves = [rng.randint(1, 8) for _ in range(rng.randint(1, 4))]
    return moves, [[h] if rng.random() < 0.5 else [h, h]
                   for h in (rng.randint(0, 16) for _ in range(m))]


def medium(rng: random.Random, shape: str, sets: int = 3, m: int = 30) -> List[TestSet]:
    """Test sets of the medium subtask's largest shape (k = 50, heaps up to 1000, l = 100),
    for tests.yaml: `dense` S = {1..50} (Grundy values up to 50), `led-by-1` S with 1 first
    (a top-down search 1000 calls deep), `spread` 50 sizes up to 1000."""
    found = []
    for _ in range(sets):
        if shape == "dense":
            moves = list(range(1, MEDIUM_K + 1))
            rng.shuffle(moves)
        elif shape == "led-by-1":
            moves = [1] + rng.sample(range(2, 200), MEDIUM_K - 1)
        else:
            moves = rng.sample(range(1, MEDIUM_H + 1), MEDIUM_K)
        positions = [[rng.randint(0, MEDIUM_H) for _ in range(rng.randint(1, MAX_L))]
                     for _ in range(m)]
        positions[0] = [MEDIUM_H] + positions[0][1:]
        found.append((moves, positions))
    return found


def _max_moves(rng: random.Random, shape: int) -> List[int]:
    if shape == 0:
        moves = list(range(1, MAX_K + 1))                   # Grundy values up to 100
        rng.shuffle(moves)
    elif shape == 1:
        moves = [1] + rng.sample(range(2, MAX_S + 1), MAX_K - 1)  # 1 first: deep recursion
    else:
        moves = rng.sample(range(1, 151), MAX_K)            # dense and small: no early period
    if shape != 1 and rng.random() < 0.3:
        moves[rng.randrange(MAX_K)] = MAX_S
    return moves


def _max_set(rng: random.Random, shape: int, top: int) -> TestSet:
    positions = [[rng.randint(0, top) for _ in range(MAX_L)] for _ in range(MAX_M)]
    positions[rng.randrange(MAX_M)][rng.randrange(MAX_L)] = top
    if shape == 1:
        positions[0][0] = top  # nothing known yet: a top-down search goes `top` calls deep
    return _max_moves(rng, shape), positions


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return fmt([_small_set(rng) for _ in range(rng.randint(1, 3))])
    if size == "edge":
        return fmt([_edge_set(rng) for _ in range(rng.randint(1, 3))])
    if size == "max":
        # one set up to the largest heap, nine sharing the rest of the total
        rest = MAX_TOTAL - MAX_H
        tops = [MAX_H] + [rest // (MAX_T - 1)] * (MAX_T - 1)
        tops[1] += rest - sum(tops[1:])
        shapes = [1, 0, 2] + [rng.randrange(3) for _ in range(MAX_T - 3)]
        sets = [_max_set(rng, shape, top) for shape, top in zip(shapes, tops)]
        rng.shuffle(sets)
        return fmt(sets)
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

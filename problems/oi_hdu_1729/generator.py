"""Input generator for the OI edition of HDU 1729 (Stone Game).

A box is (s, c): size s, c stones in it. q(s) below is the largest q with q + q^2 < s, the
count where the box's value drops to 0 (see solution.py).

Sizes, one a subtask's (the recipes name the files so that its patterns pick them):
  small  subtask "small" (s <= 30): 1-3 cases of 1-3 boxes of size at most 12 (the brute
         force tabulates every count)
  edge   subtask "small": empty boxes (size 0 too, alone and mixed in), full boxes, c = q(s)
         and its neighbours, c = 1 (one stone at a time), boxes that are Nim heaps from the
         start (c + c^2 >= s), equal boxes that cancel, up to 6 tiny boxes
  max    subtask "full": 1000 cases (the most the validator allows) of up to N = 50 boxes of
         sizes up to 10^18: c = 0, c = q(s) and q(s) + 1, c small (the deepest recursion), c
         near s, random c; boxes s = t^2 + t, c = t, where q(s) = t - 1 but a double's square
         root of 4s - 3 rounds up to 2t + 1 and says q(s) = t (the box is a Nim heap of t^2,
         not lost), each alone or beside a box worth t^2 and boxes in cancelling pairs; a
         full box of 10^18 and empty boxes of size 0
The "medium" subtask's cases (s <= 10^6, the original's bounds) are written by hand in
tests.yaml.
Every input ends with the terminating line 0.
"""
import random
from math import isqrt, sqrt
from typing import Iterator, List, Tuple

MAX_CASES = 1000
MAX_N = 50
MAX_S = 10**18

Box = Tuple[int, int]


def q_of(s: int) -> int:
    """The largest q with q + q^2 < s (s >= 1)."""
    return (isqrt(4 * s - 3) - 1) // 2


def grundy(s: int, c: int) -> int:
    if c == 0:
        return 0
    while c <= q_of(s):
        s = q_of(s)
    return s - c


def double_grundy(s: int, c: int) -> int:
    """The value the same recursion finds with q from a double's square root of 4s - 3."""
    if c == 0:
        return 0
    while True:
        q = int((sqrt(float(4 * s - 3)) - 1) / 2)
        if c > q:
            return s - c
        s = q


def fmt(cases: List[List[Box]]) -> str:
    return "".join("%d\n" % len(boxes) + "".join("%d %d\n" % b for b in boxes)
                   for boxes in cases) + "0\n"


def parse(text: str) -> List[List[Box]]:
    tokens = [int(t) for t in text.split()]
    pos, cases = 0, []
    while tokens[pos] != 0:
        n = tokens[pos]
        cases.append([(tokens[pos + 1 + 2 * i], tokens[pos + 2 + 2 * i]) for i in range(n)])
        pos += 1 + 2 * n
    return cases


def _edge_box(rng: random.Random) -> Box:
    kind = rng.randrange(8)
    if kind == 0:
        return rng.choice((0, 0, 1, 3, 7, 12)), 0               # empty (size 0 too)
    if kind == 1:
        s = rng.randint(0, 12)
        return s, s                                             # full
    if kind == 2:
        s = rng.randint(3, 24)
        q = q_of(s)
        return s, max(1, min(s, q + rng.choice((-1, 0, 0, 1))))  # around q(s)
    if kind == 3:
        return rng.randint(1, 14), 1                            # one stone
    if kind == 4:
        s = rng.randint(2, 20)
        c = rng.randint(1, s)
        while c + c * c < s:
            c += 1
        return s, c                                             # a Nim heap of s - c
    if kind == 5:
        return rng.randint(3, 30), rng.randint(1, 3)             # small c, bigger box
    return (lambda s: (s, rng.randint(0, s)))(rng.randint(0, 10))


def _edge_case(rng: random.Random) -> List[Box]:
    r = rng.random()
    if r < 0.2:
        box = _edge_box(rng)
        return [box, box]                                       # equal boxes cancel
    if r < 0.35:
        return [(rng.randint(0, 4), 0) for _ in range(rng.randint(1, 3))] + [_edge_box(rng)]
    if r < 0.45:
        return [(lambda s: (s, rng.randint(0, s)))(rng.randint(0, 3))
                for _ in range(rng.randint(4, 6))]
    return [_edge_box(rng) for _ in range(rng.randint(1, 2))]


def _max_box(rng: random.Random) -> Box:
    s = rng.randint(MAX_S - 10**12, MAX_S) if rng.random() < 0.6 else rng.randint(1, MAX_S)
    q = q_of(s)
    kind = rng.randrange(6)
    if kind == 0:
        return s, 0
    if kind == 1:
        return s, q
    if kind == 2:
        return s, min(s, q + 1)
    if kind == 3:
        return s, rng.randint(1, 40)                            # down to q(q(q(s)))
    if kind == 4:
        return s, rng.randint(max(0, s - 1000), s)
    return s, rng.randint(0, s)


def _rounded_up(rng: random.Random) -> Box:
    """A box (t^2 + t, t) whose q a double's square root gets one too high."""
    while True:
        t = rng.randint(10**8, 10**9 - 1)
        if double_grundy(t * t + t, t) != grundy(t * t + t, t):
            return t * t + t, t


def _trap_case(rng: random.Random) -> List[Box]:
    """A case a double's square root answers wrongly: the box (t^2 + t, t) alone (won), or
    beside a Nim heap of t^2 (lost), with pairs of equal boxes that cancel."""
    s, t = _rounded_up(rng)
    boxes = [(s, t)]
    if rng.random() < 0.5:
        boxes.append((t * t + t + 1, t + 1))                   # worth t^2 exactly
    for _ in range(rng.randint(0, (MAX_N - len(boxes)) // 2)):
        box = _max_box(rng)
        boxes += [box, box]
    rng.shuffle(boxes)
    return boxes


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        cases = []
        for _ in range(rng.randint(1, 3)):
            boxes = []
            for _ in range(rng.randint(1, 3)):
                s = rng.randint(0, 12)
                boxes.append((s, rng.randint(0, s)))
            cases.append(boxes)
        return fmt(cases)
    if size == "edge":
        return fmt([_edge_case(rng) for _ in range(rng.randint(1, 4))])
    if size == "max":
        cases = [[_max_box(rng) for _ in range(MAX_N)] for _ in range(MAX_CASES - 102)]
        cases += [_trap_case(rng) for _ in range(100)]
        cases.append([(MAX_S, 0)] * (MAX_N - 1) + [(MAX_S, q_of(MAX_S))])
        cases.append([(MAX_S, q_of(MAX_S) + 1), (MAX_S, MAX_S)] + [(0, 0)] * (MAX_N - 2))
        rng.shuffle(cases)
        return fmt(cases)
    raise ValueError("unknown size: %r" % (size,))


def shrink(text: str) -> Iterator[str]:
    """Fewer cases first, then fewer boxes, then smaller sizes and counts."""
    try:
        cases = parse(text)
    except (ValueError, IndexError):
        return
    seen = {text}

    def emit(cs: List[List[Box]]) -> Iterator[str]:
        if cs and all(cs):
            s = fmt(cs)
            if s not in seen:
                seen.add(s)
                yield s

    if len(cases) > 1:
        for i in range(len(cases)):
            yield from emit([cases[i]])
        for i in range(len(cases)):
            yield from emit(cases[:i] + cases[i + 1:])
    for i, boxes in enumerate(cases):
        for j in range(len(boxes)):
            yield from emit(cases[:i] + [boxes[:j] + boxes[j + 1:]] + cases[i + 1:])
    for i, boxes in enumerate(cases):
        for j, (s, c) in enumerate(boxes):
            smaller = [(s2, min(c, s2)) for s2 in (s // 2, s - 1) if 0 <= s2 < s]
            smaller += [(s, c2) for c2 in (0, c // 2, c - 1) if 0 <= c2 < c]
            for box in smaller:
                yield from emit(cases[:i] + [boxes[:j] + [box] + boxes[j + 1:]] + cases[i + 1:])

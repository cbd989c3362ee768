"""The boxes of HDU 1729 as data: box i holds c stones and at most s; a move puts x stones
into one box, 1 <= x <= c^2, without going over s; the player who cannot move loses. A state
is the tuple of (size, stones) boxes. A sum of one-box games: the table lists one box of the
size given (--s), by the stones it holds."""

PARAMETERS = {"s": (30, "the size of the box in the table")}
POSITION = "c, the stones in one box of size s"
TABLE_MAX = 30


def positions(limit, s):
    return list(range(0, min(limit, s) + 1))


def start(position, s):
    stones = [position] if isinstance(position, int) else list(position)
    if s < 0 or any(not 0 <= c <= s for c in stones):
        raise ValueError(f"each box holds 0 to s = {s} stones")
    return tuple(sorted((s, c) for c in stones))


def moves(state, s):
    found = []
    for i, (size, c) in enumerate(state):
        found += [f"{i + 1} {x}" for x in range(1, min(c * c, size - c) + 1)]
    return found


def move(state, text, s):
    try:
        box, x = (int(part) for part in text.split())
    except ValueError:
        raise ValueError("a move is 'i x': put x stones into box i") from None
    if not 1 <= box <= len(state):
        raise ValueError(f"the boxes are numbered 1 to {len(state)}")
    size, c = state[box - 1]
    if x < 1 or x > c * c:
        raise ValueError(f"a move puts 1 to c^2 stones into a box holding c; box {box} holds "
                         f"{c}, so at most {c * c}")
    if c + x > size:
        raise ValueError(f"box {box} holds at most {size}: room for {size - c} more")
    after = list(state)
    after[box - 1] = (size, c + x)
    return tuple(sorted(after))


def describe(state, s):
    return "boxes " + ", ".join(f"{i + 1}: {c} of {size}" for i, (size, c) in enumerate(state))


def _grundy(size, c):
    """The notes' rule: t is the largest number with t + t^2 < size. Above t a box is Nim on
    the room left (size - c); at t it is lost; below t it is the box of size t."""
    if c == 0 or c == size:
        return 0
    t = 0
    while (t + 1) + (t + 1) ** 2 < size:
        t += 1
    if c > t:
        return size - c
    if c == t:
        return 0
    return _grundy(t, c)


def explain(state, s):
    values = [_grundy(size, c) for size, c in state]
    xor = 0
    for g in values:
        xor ^= g
    shown = ", ".join(f"sg({c} of {size})={g}" for (size, c), g in zip(state, values))
    verdict = "0: a P-position" if xor == 0 else f"{xor}, not 0: an N-position"
    return (f"With t the largest number with t + t^2 < size, a box holding more than t is a "
            f"Nim heap of its room, one holding t is lost, one holding less is the box of size "
            f"t: {shown}; the xor is {verdict}.")

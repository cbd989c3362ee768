"""Wythoff's game (HDU 2177) as data: two piles; a move takes any number of stones from one
pile, or the same number from both; taking the last stones wins. A state is the pair of
piles, smaller first; a move is written as the problem prints it: the piles it leaves."""

PARAMETERS = {}
POSITION = "a b, the two piles (a <= b)"
TABLE_MAX = 12


def positions(limit):
    return [[a, b] for b in range(limit + 1) for a in range(b + 1)]


def start(position):
    if isinstance(position, int) or len(position) != 2 or min(position) < 0:
        raise ValueError("two piles of 0 or more stones, 'a b'")
    return tuple(sorted(position))


def _after(state):
    a, b = state
    found = {(x, b) for x in range(a)}                                # from the smaller pile
    found |= {(y, a) if y < a else (a, y) for y in range(b)}          # from the larger one
    found |= {(a - t, b - t) for t in range(1, a + 1)}                # from both
    return sorted(found)


def _reaches(state, x, y):
    """Whether one move from `state` leaves (x, y), x <= y: the same as (x, y) in
    _after(state), without listing every move (the opponent's search calls this often)."""
    a, b = state
    return 0 <= x < a and (y in (a, b) or y - x == b - a) or x == a and a <= y < b


def successors(state):
    return [(f"{x} {y}", (x, y)) for x, y in _after(state)]


def moves(state):
    return [text for text, _ in successors(state)]


def move(state, text):
    try:
        x, y = sorted(int(part) for part in text.split())
    except ValueError:
        raise ValueError("a move is written as the piles it leaves, 'x y'") from None
    if not _reaches(state, x, y):
        raise ValueError("a move takes stones from one pile, or the same number from both "
                         f"(from {state[0]} {state[1]}, 'x y' is not reachable that way)")
    return (x, y)


def describe(state):
    return f"piles {state[0]} {state[1]}"


def explain(state):
    a, b = state
    k = b - a
    golden = (1 + 5 ** 0.5) / 2
    partner = int(k * golden)
    if a == partner:
        return (f"({a}, {b}) is a Wythoff pair: the difference is {k} and {a} = floor({k} x "
                "1.618...): a P-position: every move breaks the pair and the opponent restores one.")
    return (f"({a}, {b}) is not a Wythoff pair (difference {k}: the pair would be ({partner}, "
            f"{partner + k})): an N-position: some move reaches a Wythoff pair.")

"""Nim (Luogu P2197; AcWing 891 and HDU 1850 play the same game, HDU 1850 with cards) as
data: heaps of stones; a move takes one or more stones from one heap; the player who cannot
move loses. A state is the sorted tuple of the non-empty heaps. The game is a sum of one-heap
games, so the table lists one heap: its Grundy value is its size."""

PARAMETERS = {}
POSITION = "a heap of n stones (Nim is a sum of heaps: the table shows one)"
TABLE_MAX = 20
HEAPS = True  # a state is the sorted tuple of the heaps, the game their sum


def positions(limit):
    return list(range(0, limit + 1))


def start(position):
    heaps = [position] if isinstance(position, int) else list(position)
    if any(h < 0 for h in heaps):
        raise ValueError("heaps hold 0 or more stones")
    return tuple(sorted(h for h in heaps if h))


def successors(state):
    found = []
    for h in sorted(set(state)):
        rest = list(state)
        rest.remove(h)
        found += [(f"{h} {x}", tuple(sorted(rest + ([x] if x else [])))) for x in range(h)]
    return found


def moves(state):
    return [text for text, _ in successors(state)]


def move(state, text):
    try:
        heap, left = (int(part) for part in text.split())
    except ValueError:
        raise ValueError("a move is 'h x': a heap of h stones is left with x") from None
    if heap not in state:
        raise ValueError(f"there is no heap of {heap} stones")
    if not 0 <= left < heap:
        raise ValueError("a move takes at least one stone from the heap, and at most all")
    rest = list(state)
    rest.remove(heap)
    return tuple(sorted(rest + ([left] if left else [])))


def describe(state):
    if not state:
        return "no stones left"
    return "heaps " + " ".join(map(str, state)) + "; a move 'h x' leaves a heap of h with x"


def explain(state):
    xor = 0
    for h in state:
        xor ^= h
    shown = " xor ".join(map(str, state)) or "0"
    if xor == 0:
        return (f"{shown} = 0: a P-position: every move changes one heap and so makes the xor "
                "non-zero, and the opponent can make it 0 again.")
    heap = next(h for h in state if h ^ xor < h)
    return (f"{shown} = {xor}, not 0: an N-position: the heap of {heap} has the highest bit of "
            f"{xor}; leaving {heap ^ xor} there makes the xor 0.")

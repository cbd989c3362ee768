"""Lasker's Nim (HDU 3032) as data: heaps; a move either takes one or more objects from one
heap, or splits one heap into two non-empty heaps; the player who cannot move loses. A state
is the sorted tuple of the non-empty heaps. A sum of one-heap games: the table lists one heap."""

PARAMETERS = {}
POSITION = "a heap of h objects (a sum of heaps: the table shows one)"
TABLE_MAX = 24
HEAPS = True  # a state is the sorted tuple of the heaps, the game their sum


def positions(limit):
    return list(range(0, limit + 1))


def start(position):
    heaps = [position] if isinstance(position, int) else list(position)
    if any(h < 0 for h in heaps):
        raise ValueError("heaps hold 0 or more objects")
    return tuple(sorted(h for h in heaps if h))


def successors(state):
    found = []
    for h in sorted(set(state)):
        rest = list(state)
        rest.remove(h)
        found += [(f"{h} {x}", tuple(sorted(rest + ([x] if x else [])))) for x in range(h)]
        found += [(f"{h} {a} {h - a}", tuple(sorted(rest + [a, h - a])))
                  for a in range(1, h // 2 + 1)]
    return found


def moves(state):
    return [text for text, _ in successors(state)]


def move(state, text):
    try:
        numbers = [int(part) for part in text.split()]
    except ValueError:
        numbers = []
    if len(numbers) not in (2, 3):
        raise ValueError("a move is 'h x' (a heap of h is left with x) or 'h a b' (split into a and b)")
    heap, parts = numbers[0], numbers[1:]
    if heap not in state:
        raise ValueError(f"there is no heap of {heap}")
    if len(parts) == 1 and not 0 <= parts[0] < heap:
        raise ValueError("taking removes at least one object from the heap, and at most all")
    if len(parts) == 2 and (min(parts) < 1 or sum(parts) != heap):
        raise ValueError(f"a split makes two non-empty heaps that add up to {heap}")
    rest = list(state)
    rest.remove(heap)
    return tuple(sorted(rest + [p for p in parts if p]))


def describe(state):
    if not state:
        return "no objects left"
    return "heaps " + " ".join(map(str, state)) + "; 'h x' takes from a heap, 'h a b' splits it"


def _grundy(h):
    if h % 4 == 0:
        return h - 1 if h else 0
    return h + 1 if h % 4 == 3 else h


def explain(state):
    values = [_grundy(h) for h in state]
    xor = 0
    for g in values:
        xor ^= g
    shown = ", ".join(f"sg({h})={g}" for h, g in zip(state, values)) or "no heaps"
    verdict = "0: a P-position" if xor == 0 else f"{xor}, not 0: an N-position"
    return (f"sg(h) is h - 1 for h = 4k, h + 1 for h = 4k + 3, else h: {shown}; "
            f"their xor is {verdict}.")

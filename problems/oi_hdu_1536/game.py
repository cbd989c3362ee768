"""S-Nim (HDU 1536) as data: heaps of beads; a move takes from one heap a number of beads
that is in the set S; the player who cannot move loses. A state is the sorted tuple of the
heaps. A sum of one-heap games: the table lists one heap."""

PARAMETERS = {"S": ((2, 5), "the allowed move sizes, e.g. 2,5")}
POSITION = "a heap of h beads (S-Nim is a sum of heaps: the table shows one)"
TABLE_MAX = 40
HEAPS = True  # a state is the sorted tuple of the heaps, the game their sum


def FAMILY(S):
    """The subtraction game S: `judge table --guess` proves its period."""
    return "subtraction:" + ",".join(map(str, S))


def positions(limit, S):
    return list(range(0, limit + 1))


def start(position, S):
    if not S or any(s < 1 for s in S):
        raise ValueError("S is a non-empty set of positive sizes")
    heaps = [position] if isinstance(position, int) else list(position)
    if any(h < 0 for h in heaps):
        raise ValueError("heaps hold 0 or more beads")
    return tuple(sorted(heaps))


def successors(state, S):
    found = []
    for h in sorted(set(state)):
        rest = list(state)
        rest.remove(h)
        found += [(f"{h} {h - s}", tuple(sorted(rest + [h - s]))) for s in sorted(set(S)) if s <= h]
    return found


def moves(state, S):
    return [text for text, _ in successors(state, S)]


def move(state, text, S):
    try:
        heap, left = (int(part) for part in text.split())
    except ValueError:
        raise ValueError("a move is 'h x': a heap of h beads is left with x") from None
    if heap not in state:
        raise ValueError(f"there is no heap of {heap} beads")
    if not 0 <= left < heap:
        raise ValueError("a move takes at least one bead from the heap, and at most all")
    if heap - left not in S:
        raise ValueError(f"a move takes a number of beads in S = {{{', '.join(map(str, S))}}}")
    rest = list(state)
    rest.remove(heap)
    return tuple(sorted(rest + [left]))


def describe(state, S):
    return ("heaps " + " ".join(map(str, state)) + f"; a move takes s in S = "
            f"{{{', '.join(map(str, S))}}} from one heap ('h x': a heap of h is left with x)")


def _grundy(h, S):
    """sg(0..h) by the mex rule, bottom up; the last one."""
    values = []
    for n in range(h + 1):
        seen = {values[n - s] for s in S if s <= n}
        g = 0
        while g in seen:
            g += 1
        values.append(g)
    return values[h]


def explain(state, S):
    values = [_grundy(h, S) for h in state]
    xor = 0
    for g in values:
        xor ^= g
    shown = " xor ".join(f"sg({h})={g}" for h, g in zip(state, values)) or "no heaps"
    verdict = "0: a P-position" if xor == 0 else f"{xor}, not 0: an N-position"
    return (f"Sprague-Grundy: {shown}; the xor is {verdict} (sg(h) is the mex of sg(h - s) "
            "over the sizes s in S that fit).")

"""A New Stone Game (POJ 1740) as data: piles; a move takes one or more stones from one pile
and may then move any of the stones left in it onto other piles that still hold stones; the
player who cannot move loses. A state is the sorted tuple of the non-empty piles; a move is
written as the piles it leaves."""

PARAMETERS = {}
POSITION = "the piles"
TABLE_MAX = 4


def positions(limit):
    found = []
    for a in range(1, limit + 1):
        found.append([a])
        for b in range(a, limit + 1):
            found.append([a, b])
            found += [[a, b, c] for c in range(b, limit + 1)]
    return found


def start(position):
    piles = [position] if isinstance(position, int) else list(position)
    if not piles or min(piles) < 0:
        raise ValueError("piles of 0 or more stones")
    return tuple(sorted(p for p in piles if p))


def _spread(amount, piles):
    """Every way to add up to `amount` stones onto `piles` (each may get any number)."""
    if not piles:
        yield ()
        return
    for give in range(amount + 1):
        for rest in _spread(amount - give, piles[1:]):
            yield (piles[0] + give,) + rest


def _after(state):
    found = set()
    for i, pile in enumerate(state):
        others = state[:i] + state[i + 1:]
        for left in range(pile):  # at least one stone taken
            for moved in range(left + 1):  # stones of the pile moved onto the others
                if moved and not others:
                    continue
                for spread in _spread(moved, others):
                    if sum(spread) - sum(others) != moved:
                        continue
                    kept = left - moved
                    found.add(tuple(sorted(spread + ((kept,) if kept else ()))))
    return sorted(found)


def moves(state):
    return [" ".join(map(str, after)) or "0" for after in _after(state)]


def move(state, text):
    try:
        after = tuple(sorted(p for p in (int(part) for part in text.split()) if p))
    except ValueError:
        raise ValueError("a move is written as the piles it leaves, e.g. '1 2 4'") from None
    if after not in _after(state):
        raise ValueError("a move takes at least one stone from ONE pile, and may only move what "
                         "is left of that pile onto other non-empty piles: "
                         f"{' '.join(map(str, after)) or '0'} cannot be reached that way")
    return after


def describe(state):
    if not state:
        return "no stones left"
    return "piles " + " ".join(map(str, state)) + " (a move is written as the piles it leaves)"


def explain(state):
    if not state:
        return "No stones: a P-position: the player to move cannot move."
    twins = len(state) % 2 == 0 and all(state[i] == state[i + 1] for i in range(0, len(state), 2))
    if twins:
        return ("The piles pair up into equal twins: a P-position: whatever the mover does to "
                "one pile, the opponent copies on its twin.")
    return ("The piles do not pair up into equal twins: an N-position: one move (from the "
            "largest pile) can leave equal twins, or an even number of piles in pairs.")

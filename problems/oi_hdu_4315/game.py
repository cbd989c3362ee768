"""Climbing the Hill (HDU 4315) as data: persons on cells below the hilltop (cell 0); a move
takes one person up by one or more cells, not past the person directly above him (the hilltop
holds any number); whoever moves the king, the k-th person from the top, onto the hilltop
wins. A state is the tuple of the persons' cells, top first (they never pass each other)."""

PARAMETERS = {"k": (2, "the king is the k-th person from the top")}
POSITION = "the cells of the persons, top first"
PICTURE = "cells"  # how the learner's pages draw it
TABLE_MAX = 6


def positions(limit, k):
    found = []
    for a in range(1, limit + 1):
        for b in range(a + 1, limit + 1):
            found.append([a, b])
            found += [[a, b, c] for c in range(b + 1, limit + 1)]
    return [cells for cells in found if len(cells) >= k]


def start(position, k):
    cells = [position] if isinstance(position, int) else list(position)
    if not cells or min(cells) < 1 or len(set(cells)) != len(cells):
        raise ValueError("persons on different cells numbered from 1")
    if not 1 <= k <= len(cells):
        raise ValueError(f"k = {k}: there are {len(cells)} persons")
    return tuple(sorted(cells))


def moves(state, k):
    if state[k - 1] == 0:
        return []  # the king is on the hilltop: the game is over
    found = []
    for i, cell in enumerate(state):
        if cell == 0:
            continue
        above = state[i - 1] if i else 0
        lowest = 0 if above == 0 else above + 1
        found += [f"{cell} {to}" for to in range(lowest, cell)]
    return found


def move(state, text, k):
    try:
        cell, to = (int(part) for part in text.split())
    except ValueError:
        raise ValueError("a move is 'from to': the person on cell from climbs to cell to") from None
    if state[k - 1] == 0:
        raise ValueError("the king is on the hilltop: the game is over")
    if cell == 0 or cell not in state:
        raise ValueError(f"there is nobody to move on cell {cell} (the hilltop is cell 0)")
    if not 0 <= to < cell:
        raise ValueError("a person moves up (to a smaller cell), by at least one cell")
    i = state.index(cell)
    above = state[i - 1] if i else 0
    if above and to <= above:
        raise ValueError(f"a person cannot jump over the person directly above him (on cell {above})")
    return state[:i] + (to,) + state[i + 1:]


def describe(state, k):
    shown = " ".join(("K" if i == k - 1 else "") + str(c) for i, c in enumerate(state))
    return f"persons on cells {shown} (K: the king; cell 0 is the hilltop)"


def explain(state, k):
    cells = list(state)
    if cells[k - 1] == 0:
        return "The king is on the hilltop: a P-position: the player who put him there won."
    tail = [c for c in cells if c > 0]
    king = k - (len(cells) - len(tail))  # those on the hilltop above him play no more
    if king == 1:
        return "Nobody stands between the king and the hilltop: an N-position (he climbs now)."
    if len(tail) % 2:
        tail = [0 if king == 2 else -1] + tail
    gaps = [tail[i + 1] - tail[i] - 1 for i in range(0, len(tail), 2)]
    xor = 0
    for g in gaps:
        xor ^= g
    verdict = "0: a P-position" if xor == 0 else f"{xor}, not 0: an N-position"
    return (f"Staircase Nim from the bottom: pairs of persons, the gaps inside them Nim heaps "
            f"({', '.join(map(str, gaps))}), and with an odd count the top one paired with "
            f"{'the hilltop' if king == 2 else 'a cell above it (-1)'}; the xor is {verdict}. "
            "(No one may climb to the hilltop while the king still could follow.)")

"""Georgia and Bob (POJ 1704) as data: chessmen on distinct cells 1, 2, 3, ...; a move takes
one chessman left by one or more cells, without passing another or the left edge; the player
who cannot move loses. A state is the sorted tuple of the cells. The table lists every set of
at most three chessmen on the first cells."""

PARAMETERS = {}
POSITION = "the cells of the chessmen"
PICTURE = "cells"  # how the learner's pages draw it
TABLE_MAX = 7


def positions(limit):
    found = []
    for a in range(1, limit + 1):
        found.append([a])
        for b in range(a + 1, limit + 1):
            found.append([a, b])
            found += [[a, b, c] for c in range(b + 1, limit + 1)]
    return found


def start(position):
    cells = [position] if isinstance(position, int) else list(position)
    if not cells or min(cells) < 1 or len(set(cells)) != len(cells):
        raise ValueError("one or more chessmen on different cells numbered from 1")
    return tuple(sorted(cells))


def moves(state):
    found = []
    for i, cell in enumerate(state):
        left = state[i - 1] if i else 0
        found += [f"{cell} {to}" for to in range(left + 1, cell)]
    return found


def move(state, text):
    try:
        cell, to = (int(part) for part in text.split())
    except ValueError:
        raise ValueError("a move is 'from to': the chessman on cell from goes to cell to") from None
    if cell not in state:
        raise ValueError(f"there is no chessman on cell {cell}")
    if to >= cell:
        raise ValueError("a chessman moves left, by at least one cell")
    if to < 1:
        raise ValueError("a chessman cannot cross the left edge (cell 1 is the first)")
    i = state.index(cell)
    if i and to <= state[i - 1]:
        raise ValueError(f"a chessman cannot pass or land on another (one is on cell {state[i - 1]})")
    return tuple(sorted(state[:i] + (to,) + state[i + 1:]))


def describe(state):
    return "chessmen on cells " + " ".join(map(str, state))


def explain(state):
    cells = list(state)
    if len(cells) % 2:
        cells = [0] + cells  # the wall, as a chessman that never moves
    gaps = [cells[i + 1] - cells[i] - 1 for i in range(0, len(cells), 2)]
    xor = 0
    for g in gaps:
        xor ^= g
    pairs = ", ".join(f"({cells[i]}, {cells[i + 1]}): {g}" for i, g in zip(range(0, len(cells), 2), gaps))
    verdict = "0: a P-position" if xor == 0 else f"{xor}, not 0: an N-position"
    return (f"Staircase Nim: pair the chessmen from the right (the wall, cell 0, completes an odd "
            f"count); the gaps inside the pairs are Nim heaps ({pairs}); their xor is {verdict}.")

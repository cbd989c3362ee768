"""The Bomb Game (HDU 2873) as data: bombs on a grid; exploding the bomb at (p, q) leaves two
new bombs (u, q) and (p, v) with u < p and v < q (one, on row or column 1); two bombs on one
cell, and a bomb on (1, 1), vanish at once. The player who cannot move loses. A state is the
sorted tuple of the bombs' cells. The bombs are a sum of one-bomb games: the table lists one
bomb (two bombs on one cell vanishing is sg xor sg = 0). The whole game is searched, so
the table stays within a 4 x 4 corner (2^15 sets of bombs)."""

PARAMETERS = {}
POSITION = "p q, one bomb's cell (row, column)"
TABLE_MAX = 4


def positions(limit):
    return [[p, q] for p in range(1, limit + 1) for q in range(1, limit + 1)]


def _settle(cells):
    """Pairs on one cell vanish, and so does a bomb on (1, 1)."""
    odd = set()
    for cell in cells:
        odd ^= {cell}
    odd.discard((1, 1))
    return tuple(sorted(odd))


def start(position):
    numbers = [position] if isinstance(position, int) else list(position)
    if len(numbers) % 2 or not numbers or min(numbers) < 1:
        raise ValueError("bombs as 'p q' pairs of a row and a column, each at least 1")
    return _settle(list(zip(numbers[::2], numbers[1::2])))


def moves(state):
    found = []
    for p, q in state:
        if p > 1 and q > 1:
            found += [f"{p} {q} {u} {v}" for u in range(1, p) for v in range(1, q)]
        elif p == 1:
            found += [f"{p} {q} 1 {v}" for v in range(1, q)]
        else:
            found += [f"{p} {q} {u} 1" for u in range(1, p)]
    return found


def move(state, text):
    try:
        p, q, u, v = (int(part) for part in text.split())
    except ValueError:
        raise ValueError("a move is 'p q u v': the bomb at (p, q) leaves bombs at (u, q) "
                         "and (p, v) (on row 1 u is 1, on column 1 v is 1)") from None
    if (p, q) not in state:
        raise ValueError(f"there is no bomb at ({p}, {q})")
    rest = list(state)
    rest.remove((p, q))
    if p > 1 and q > 1:
        if not (1 <= u < p and 1 <= v < q):
            raise ValueError("the new bombs go to (u, q) and (p, v) with u < p and v < q")
        rest += [(u, q), (p, v)]
    elif p == 1:
        if u != 1 or not 1 <= v < q:
            raise ValueError("a bomb on row 1 leaves one bomb at (1, v) with v < q")
        rest.append((1, v))
    else:
        if v != 1 or not 1 <= u < p:
            raise ValueError("a bomb on column 1 leaves one bomb at (u, 1) with u < p")
        rest.append((u, 1))
    return _settle(rest)


def describe(state):
    if not state:
        return "no bombs left"
    return "bombs at " + ", ".join(f"({p}, {q})" for p, q in state)


def _grundy(p, q):
    """One bomb's Grundy value by the mex rule of a sum: on row or column 1 a Nim heap of
    p + q - 2; elsewhere mex { sg(u, q) xor sg(p, v) : u < p, v < q }."""
    table = {}
    for i in range(1, p + 1):
        for j in range(1, q + 1):
            if i == 1 or j == 1:
                table[i, j] = i + j - 2
                continue
            seen = {table[u, j] ^ table[i, v] for u in range(1, i) for v in range(1, j)}
            g = 0
            while g in seen:
                g += 1
            table[i, j] = g
    return table[p, q]


def explain(state):
    values = [_grundy(p, q) for p, q in state]
    xor = 0
    for g in values:
        xor ^= g
    shown = ", ".join(f"sg({p},{q})={g}" for (p, q), g in zip(state, values)) or "no bombs"
    verdict = "0: a P-position" if xor == 0 else f"{xor}, not 0: an N-position"
    return f"Each bomb is a game of its own: {shown}; the xor is {verdict}."

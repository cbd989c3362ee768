"""The Bash game (HDU 1846) as data: one pile of n stones, each move takes 1 to m stones,
taking the last stone wins. A state is the number of stones left."""

PARAMETERS = {"m": (3, "the most stones one move may take")}
POSITION = "n, the stones on the pile"
TABLE_MAX = 40


def FAMILY(m):
    """The subtraction game {1, ..., m}: `judge table --guess` proves its period."""
    if m < 1:
        raise ValueError("m must be at least 1")
    return "subtraction:" + ",".join(map(str, range(1, m + 1)))


def positions(limit, m):
    return list(range(0, limit + 1))


def start(position, m):
    if m < 1:
        raise ValueError("m must be at least 1")
    if not isinstance(position, int) or position < 0:
        raise ValueError("a pile of 0 or more stones")
    return position


def successors(state, m):
    return [(str(take), state - take) for take in range(1, min(m, state) + 1)]


def moves(state, m):
    return [text for text, _ in successors(state, m)]


def move(state, text, m):
    try:
        take = int(text)
    except ValueError:
        raise ValueError("a move is the number of stones to take") from None
    if take < 1:
        raise ValueError("each move takes at least 1 stone")
    if take > m:
        raise ValueError(f"a move takes at most m = {m} stones")
    if take > state:
        raise ValueError(f"only {state} stones are left")
    return state - take


def describe(state, m):
    return f"{state} stones; a move takes 1 to {m}"


def explain(state, m):
    rest = state % (m + 1)
    if rest == 0:
        return (f"{state} is a multiple of m + 1 = {m + 1}: a P-position: whatever the mover "
                f"takes (t), the opponent takes {m + 1} - t and keeps a multiple of {m + 1}.")
    return (f"{state} = {m + 1} x {state // (m + 1)} + {rest}: taking {rest} leaves a multiple "
            f"of m + 1 = {m + 1}: an N-position.")

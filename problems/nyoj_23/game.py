"""The Bash game (NYOJ 23) as data: a heap of N sweets, each move takes 1 to M, taking the
last one wins. A state is the number of sweets left."""

PARAMETERS = {"M": (3, "the most sweets one move may take")}
POSITION = "N, the sweets on the heap"
TABLE_MAX = 40


def positions(limit, M):
    return list(range(0, limit + 1))


def start(position, M):
    if M < 1:
        raise ValueError("M must be at least 1")
    if not isinstance(position, int) or position < 0:
        raise ValueError("a heap of 0 or more sweets")
    return position


def moves(state, M):
    return [str(take) for take in range(1, min(M, state) + 1)]


def move(state, text, M):
    try:
        take = int(text)
    except ValueError:
        raise ValueError("a move is the number of sweets to take") from None
    if take < 1:
        raise ValueError("each move takes at least 1 sweet")
    if take > M:
        raise ValueError(f"a move takes at most M = {M}")
    if take > state:
        raise ValueError(f"only {state} sweets are left")
    return state - take


def describe(state, M):
    return f"{state} sweets; a move takes 1 to {M}"


def explain(state, M):
    rest = state % (M + 1)
    if rest == 0:
        return (f"{state} is a multiple of M + 1 = {M + 1}: a P-position: whatever the mover "
                f"takes (t), the opponent takes {M + 1} - t and keeps a multiple of {M + 1}.")
    return (f"{state} = {M + 1} x {state // (M + 1)} + {rest}: taking {rest} leaves a multiple "
            f"of M + 1 = {M + 1}: an N-position.")

"""The donation game (HDU 2188) as data: donations of 1 to m yuan in turn; the donation that
makes the total reach or exceed n wins. A state is what is still missing to reach n (the
box holds n minus it); a donation of at least what is missing ends the game."""

PARAMETERS = {"m": (3, "the most yuan one donation may be")}
POSITION = "n, the total that wins"
TABLE_MAX = 40


def positions(limit, m):
    return list(range(1, limit + 1))


def start(position, m):
    if m < 1:
        raise ValueError("m must be at least 1")
    if not isinstance(position, int) or position < 1:
        raise ValueError("a target of at least 1 yuan")
    return position


def moves(state, m):
    return [str(d) for d in range(1, m + 1)] if state > 0 else []


def move(state, text, m):
    try:
        amount = int(text)
    except ValueError:
        raise ValueError("a move is the donation, in yuan") from None
    if state == 0:
        raise ValueError("the total already reached n: the game is over")
    if not 1 <= amount <= m:
        raise ValueError(f"each donation is at least 1 and at most m = {m} yuan")
    return max(state - amount, 0)


def describe(state, m):
    if state == 0:
        return "the total has reached n"
    return f"{state} yuan still missing to reach n; a donation is 1 to {m}"


def explain(state, m):
    if state == 0:
        return "The total reached n: a P-position: the team that donated last won."
    rest = state % (m + 1)
    if rest == 0:
        return (f"{state} missing is a multiple of m + 1 = {m + 1}: a P-position: whatever the "
                f"mover gives (d), the other gives {m + 1} - d and keeps it a multiple.")
    return (f"{state} missing = {m + 1} x {state // (m + 1)} + {rest}: giving {rest} leaves a "
            f"multiple of m + 1 = {m + 1} (or reaches n): an N-position.")

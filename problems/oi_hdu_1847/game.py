"""Taking cards in powers of two (HDU 1847) as data: n cards, each move takes 1, 2, 4, 8, ...
cards, taking the last card wins. A state is the number of cards left."""

PARAMETERS = {}
POSITION = "n, the cards"
TABLE_MAX = 40


def positions(limit):
    return list(range(0, limit + 1))


def start(position):
    if not isinstance(position, int) or position < 0:
        raise ValueError("0 or more cards")
    return position


def _powers(n):
    power = 1
    while power <= n:
        yield power
        power *= 2


def successors(state):
    return [(str(p), state - p) for p in _powers(state)]


def moves(state):
    return [text for text, _ in successors(state)]


def move(state, text):
    try:
        take = int(text)
    except ValueError:
        raise ValueError("a move is the number of cards to take") from None
    if take < 1 or take & (take - 1):
        raise ValueError("each move takes a power of 2 cards (1, 2, 4, 8, ...)")
    if take > state:
        raise ValueError(f"only {state} cards are left")
    return state - take


def describe(state):
    return f"{state} cards; a move takes a power of 2 (1, 2, 4, ...)"


def explain(state):
    if state % 3 == 0:
        return (f"{state} is a multiple of 3: a P-position: no power of 2 is a multiple of 3, "
                "so every move leaves a non-multiple, and the opponent takes 1 or 2 back to one.")
    return (f"{state} leaves {state % 3} when divided by 3: taking {state % 3} (a power of 2) "
            "leaves a multiple of 3: an N-position.")

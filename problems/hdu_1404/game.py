"""Digital Deletions (HDU 1404) as data: a string of digits; a move changes one digit to a
smaller one, or erases a 0 with every digit to its right; the player who removes the last
digit wins (so the empty string is lost for the player to move). A state is the string."""

from functools import lru_cache

PARAMETERS = {}
POSITION = "the string of digits (the table lists every string up to --max digits)"
TABLE_MAX = 2


def positions(limit):
    found = []
    for length in range(1, limit + 1):
        found += [str(n).zfill(length) for n in range(10 ** length)]
    return found


def parse_position(text):
    text = text.strip()
    if not text.isdigit():
        raise ValueError("a string of digits, e.g. 1023")
    return text


def start(position):
    position = str(position)
    if not position.isdigit():
        raise ValueError("a string of digits, e.g. 1023")
    return position


def _after(state):
    found = []
    for i, digit in enumerate(state):
        found += [state[:i] + str(d) + state[i + 1:] for d in range(int(digit))]
        if digit == "0":
            found.append(state[:i])
    return found


def moves(state):
    return [after if after else "(erase all)" for after in _after(state)]


def move(state, text):
    after = "" if text in ("(erase all)", "-") else text.strip()
    if after not in _after(state):
        raise ValueError("a move changes one digit to a smaller one, or erases a 0 and every "
                         f"digit to its right; it is written as the string it leaves: "
                         f"{text!r} cannot be reached from {state} that way")
    return after


def describe(state):
    if not state:
        return "the empty string"
    return f"the string {state} (a move is written as the string it leaves)"


@lru_cache(maxsize=None)
def _won(state):
    return any(not _won(after) for after in _after(state))


def explain(state):
    if not state:
        return "The empty string: a P-position: the last digit has been removed."
    if state[0] == "0":
        return (f"{state} starts with 0: an N-position: erasing that 0 removes every digit, "
                "the last one included.")
    if _won(state):
        best = next(after for after in _after(state) if not _won(after))
        return (f"{state}: an N-position: the move to {best or 'the empty string'} leaves a "
                "string on the table of lost ones.")
    return (f"{state}: a P-position: it is on the table of lost strings (no pattern simpler "
            "than the table is known: every move leads to a won string).")

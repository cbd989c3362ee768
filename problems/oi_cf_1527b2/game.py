"""The Palindrome Game (Codeforces 1527B2) as data: a string of 0s and 1s; a move turns a 0
into a 1 (the mover pays 1 dollar) or reverses the string (free; only when it is not a
palindrome and the previous move was not a reverse); the game ends when no 0 is left, and
whoever paid less wins. A zero-sum game: a state is (string, whether the last move was a
reverse), and a move earns its player minus what it costs."""

PARAMETERS = {}
KIND = "score"
VALUE = "the second player's dollars minus the first player's (positive: the first wins)"
OUTCOMES = True
POSITION = "the string (the table lists every string up to --max characters)"
TABLE_MAX = 4


def positions(limit):
    found = []
    for length in range(1, limit + 1):
        found += [format(n, f"0{length}b") for n in range(2 ** length)]
    return found


def parse_position(text):
    text = text.strip()
    if not text or set(text) - {"0", "1"}:
        raise ValueError("a string of 0s and 1s, e.g. 1010")
    return text


def start(position):
    return (parse_position(str(position)), False)


def moves(state):
    s, reversed_last = state
    found = [str(i + 1) for i, ch in enumerate(s) if ch == "0"]
    if "0" in s and not reversed_last and s != s[::-1]:
        found.append("reverse")
    return found


def move(state, text):
    s, reversed_last = state
    if "0" not in s:
        raise ValueError("no 0 is left: the game is over")
    if text == "reverse":
        if s == s[::-1]:
            raise ValueError("a palindrome may not be reversed")
        if reversed_last:
            raise ValueError("no reverse right after the opponent's reverse")
        return (s[::-1], True)
    try:
        i = int(text)
    except ValueError:
        raise ValueError("a move is 'reverse', or the place (1 to n) of a 0 to turn into 1") from None
    if not 1 <= i <= len(s) or s[i - 1] != "0":
        raise ValueError(f"place {i} does not hold a 0 (places count from 1)")
    return (s[: i - 1] + "1" + s[i:], False)


def gain(state, text):
    return 0 if text == "reverse" else -1


def describe(state):
    s, reversed_last = state
    note = " (the last move was a reverse)" if reversed_last else ""
    return f"the string {s}{note}; a move is the place of a 0 to fill (paying 1), or 'reverse'"


def explain(state):
    s, reversed_last = state
    zeros = s.count("0")
    if s == s[::-1]:
        if zeros == 1:
            return "A palindrome with one 0: the mover must pay for it: the mover loses by 1."
        if zeros % 2:
            return ("A palindrome with an odd number of 0s: the mover fills the middle 0 and "
                    "then copies the opponent: the mover wins by 1.")
        return ("A palindrome with an even number of 0s: the opponent mirrors each fill and "
                "reverses once at the end: the mover loses by 2.")
    if reversed_last:
        return "The opponent just reversed: no reverse now, so fills decide."
    return ("Not a palindrome: the mover can reverse for free until the opponent has paid "
            "enough (one 0 short of a palindrome with a middle 0 and two 0s is the one draw).")

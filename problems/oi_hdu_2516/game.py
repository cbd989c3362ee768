"""Fibonacci Nim (HDU 2516, and its OI edition) as data: one pile; the first move takes any number but not the
whole pile, each later move at least 1 and at most twice what the opponent just took; taking
the last stone wins.

A state is (stones left, the most the player to move may take)."""

PARAMETERS = {}
POSITION = "n, the stones on the pile at the start"
PICTURE = "pile"  # how the learner's pages draw it
TABLE_MAX = 60


def positions(limit):
    return list(range(2, limit + 1))


def start(position):
    if not isinstance(position, int) or position < 2:
        raise ValueError("a pile of at least 2 stones (the statement's 2 <= n)")
    return (position, position - 1)


def successors(state):
    left, most = state
    return [(str(take), (left - take, 2 * take)) for take in range(1, min(most, left) + 1)]


def moves(state):
    return [text for text, _ in successors(state)]


def move(state, text):
    left, most = state
    try:
        take = int(text)
    except ValueError:
        raise ValueError("a move is the number of stones to take") from None
    if take < 1:
        raise ValueError("each move takes at least 1 stone")
    if take > left:
        raise ValueError(f"only {left} stones are left")
    if take > most:
        if most == left - 1 and take == left:
            raise ValueError("the first move may not take the whole pile")
        raise ValueError(f"a move takes at most twice what the opponent just took: {most}")
    return (left - take, 2 * take)


def describe(state):
    left, most = state
    if left == 0:
        return "no stones left"
    return f"{left} stones; the next move may take 1 to {min(most, left)}"


def _fibonacci_up_to(n):
    fib = [1, 2]
    while fib[-1] + fib[-2] <= n:
        fib.append(fib[-1] + fib[-2])
    return fib


def _zeckendorf(n):
    """n as a sum of non-consecutive Fibonacci numbers, largest first."""
    parts = []
    for f in reversed(_fibonacci_up_to(n)):
        if f <= n:
            parts.append(f)
            n -= f
    return parts


def explain(state):
    left, most = state
    if left == 0:
        return "No stones: a P-position: the player to move has lost (the last stone was taken)."
    parts = _zeckendorf(left)
    smallest = parts[-1]
    written = " + ".join(map(str, parts))
    if len(parts) == 1 and most == left - 1:
        return (f"{left} is a Fibonacci number: a P-position, since whatever the first move "
                "takes, the opponent can answer so as to take the last stone.")
    if len(parts) == 1 and smallest > most:
        return (f"{left} is a Fibonacci number, more than the {most} the mover may take: a "
                "P-position: whatever the mover takes, the opponent can answer so as to take "
                "the last stone.")
    if smallest > most:
        return (f"{left} = {written} (Zeckendorf), and its smallest part {smallest} is more than "
                f"the {most} the mover may take: a P-position: every move leaves a smallest "
                "part the opponent can take.")
    return (f"{left} = {written} (Zeckendorf): taking its smallest part, {smallest}, is "
            f"allowed (at most {most}) and leaves a smallest part more than twice it: an "
            "N-position.")

"""Northcott's game (HDU 1730) as data: each row holds Tom's piece and Jerry's; a player moves
one of his own pieces to any empty cell of its row without jumping the other piece (forwards
or back); the player who cannot move loses; Tom moves first. A state is (rows, whether Tom
moves), each row (Tom's column, Jerry's column). Pieces may retreat, so the game has cycles:
search solves it backwards from the end. The rows are a sum: the table lists one row."""

PARAMETERS = {"m": (8, "the columns of the board")}
IMPARTIAL = False  # each player moves his own pieces
POSITION = "T J, the columns of Tom's and Jerry's pieces in one row (Tom moves first)"
TABLE_MAX = 8


def positions(limit, m):
    width = min(limit, m)
    return [[t, j] for t in range(1, width + 1) for j in range(1, width + 1) if t != j]


def start(position, m):
    numbers = [position] if isinstance(position, int) else list(position)
    if m < 2:
        raise ValueError("a board of at least 2 columns")
    if not numbers or len(numbers) % 2:
        raise ValueError("rows as 'T J' pairs: the columns of Tom's and Jerry's pieces")
    rows = tuple(zip(numbers[::2], numbers[1::2]))
    for t, j in rows:
        if t == j or not (1 <= t <= m and 1 <= j <= m):
            raise ValueError(f"two different columns from 1 to m = {m} in each row")
    return (rows, True)


def _cells(mine, theirs, m):
    """Where a piece at `mine` may go: its side of the other piece, any empty cell."""
    low, high = (1, theirs - 1) if mine < theirs else (theirs + 1, m)
    return [c for c in range(low, high + 1) if c != mine]


def successors(state, m):
    rows, tom = state
    found = []
    for i, (t, j) in enumerate(rows):
        mine, theirs = (t, j) if tom else (j, t)
        for c in _cells(mine, theirs, m):
            after = list(rows)
            after[i] = (c, j) if tom else (t, c)
            found.append((f"{i + 1} {c}", (tuple(after), not tom)))
    return found


def moves(state, m):
    return [text for text, _ in successors(state, m)]


def move(state, text, m):
    rows, tom = state
    try:
        row, column = (int(part) for part in text.split())
    except ValueError:
        raise ValueError("a move is 'r c': your piece in row r goes to column c") from None
    if not 1 <= row <= len(rows):
        raise ValueError(f"the rows are numbered 1 to {len(rows)}")
    t, j = rows[row - 1]
    mine, theirs = (t, j) if tom else (j, t)
    if column == mine:
        raise ValueError("a move changes the piece's column")
    if column == theirs:
        raise ValueError("a piece cannot land on the other piece")
    if not 1 <= column <= m:
        raise ValueError(f"the columns are numbered 1 to {m}")
    if column not in _cells(mine, theirs, m):
        raise ValueError("a piece cannot jump over the other piece of its row")
    after = list(rows)
    after[row - 1] = (column, j) if tom else (t, column)
    return (tuple(after), not tom)


def describe(state, m):
    rows, tom = state
    shown = ", ".join(f"row {i + 1}: T {t}, J {j}" for i, (t, j) in enumerate(rows))
    return f"{shown} ({m} columns); {'Tom' if tom else 'Jerry'} to move"


def explain(state, m):
    rows, tom = state
    gaps = [abs(t - j) - 1 for t, j in rows]
    xor = 0
    for g in gaps:
        xor ^= g
    shown = " xor ".join(map(str, gaps))
    if xor == 0:
        return (f"The gaps between the pieces are Nim heaps: {shown} = 0: a P-position: moving "
                "towards the other piece takes from a heap; moving away adds to it, and the "
                "opponent simply takes it back.")
    return (f"The gaps between the pieces are Nim heaps: {shown} = {xor}, not 0: an "
            "N-position: close one gap so that the xor is 0.")

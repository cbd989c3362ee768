"""play_hdu_1730's input: G (1 <= G <= 20), then G lines `m n t1 j1 ... tn jn` (3 <= m <= 8
columns: on 2, the two pieces of a row leave no empty cell; 1 <= n <= 2 rows; in each row
Tom's and Jerry's columns, different, from 1 to m), single spaces; Tom has a first move in
every game."""

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md).
BOUNDS = {"G": (1, 20), "m": (3, 8), "n": (1, 2)}


def _within(value: int, name: str, number: int) -> None:
    low, high = BOUNDS[name]
    if not low <= value <= high:
        raise ValueError(f"line {number}: {name} = {value}, not from {low} to {high}")


def _tom_moves(m: int, rows: list[tuple[int, int]]) -> bool:
    # Tom's piece has another cell on its side of Jerry's piece in some row.
    return any((j - 1 if t < j else m - j) >= 2 for t, j in rows)


def validate(text: str) -> None:
    """Raise ValueError naming the line when `text` is not a valid input."""
    if not text.endswith("\n"):
        raise ValueError("the input ends with a newline")
    lines = text[:-1].split("\n")
    if not lines[0].isdigit() or lines[0] != str(int(lines[0])):
        raise ValueError(f"line 1: G, a number alone on its line, got {lines[0]!r}")
    games = int(lines[0])
    _within(games, "G", 1)
    if len(lines) != games + 1:
        raise ValueError(f"{games} games but {len(lines) - 1} lines after the first")
    for number, line in enumerate(lines[1:], 2):
        parts = line.split(" ")
        if not all(p.isdigit() and p == str(int(p)) for p in parts):
            raise ValueError(f"line {number}: numbers, one space apart, no leading zeros: {line!r}")
        if len(parts) < 2:
            raise ValueError(f"line {number}: m, n, then n pairs T J")
        m, count, *pieces = map(int, parts)
        _within(m, "m", number)
        _within(count, "n", number)
        if len(pieces) != 2 * count:
            raise ValueError(f"line {number}: m, n, then n pairs T J")
        rows = list(zip(pieces[::2], pieces[1::2]))
        if any(t == j or not (1 <= t <= m and 1 <= j <= m) for t, j in rows):
            raise ValueError(f"line {number}: two different columns from 1 to {m} in each row")
        if not _tom_moves(m, rows):
            raise ValueError(f"line {number}: Tom has no first move")

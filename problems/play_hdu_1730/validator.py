"""play_hdu_1730's input: G (1 <= G <= 20), then G lines `m n t1 j1 ... tn jn` (2 <= m <= 8
columns, 1 <= n <= 2 rows, in each row Tom's and Jerry's columns, different, from 1 to m), single
spaces; Tom has a first move in every game."""


def _tom_moves(m: int, rows: list[tuple[int, int]]) -> bool:
    # Tom's piece has another cell on its side of Jerry's piece in some row.
    return any((j - 1 if t < j else m - j) >= 2 for t, j in rows)


def validate(text: str) -> None:
    """Raise ValueError naming the line when `text` is not a valid input."""
    if not text.endswith("\n"):
        raise ValueError("the input ends with a newline")
    lines = text[:-1].split("\n")
    if not lines[0].isdigit() or lines[0] != str(int(lines[0])) or not 1 <= int(lines[0]) <= 20:
        raise ValueError(f"line 1: G from 1 to 20, got {lines[0]!r}")
    games = int(lines[0])
    if len(lines) != games + 1:
        raise ValueError(f"{games} games but {len(lines) - 1} lines after the first")
    for number, line in enumerate(lines[1:], 2):
        parts = line.split(" ")
        if not all(p.isdigit() and p == str(int(p)) for p in parts):
            raise ValueError(f"line {number}: numbers, one space apart, no leading zeros: {line!r}")
        m, count, *pieces = map(int, parts)
        if not 2 <= m <= 8 or not 1 <= count <= 2 or len(pieces) != 2 * count:
            raise ValueError(f"line {number}: m (2 to 8), n (1 or 2), then n pairs T J")
        rows = list(zip(pieces[::2], pieces[1::2]))
        if any(t == j or not (1 <= t <= m and 1 <= j <= m) for t, j in rows):
            raise ValueError(f"line {number}: two different columns from 1 to {m} in each row")
        if not _tom_moves(m, rows):
            raise ValueError(f"line {number}: Tom has no first move")

"""play_hdu_2177's input: G (1 <= G <= 20), then G lines `a b` (0 <= a <= b <= 40, b >= 1)."""

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md).
BOUNDS = {"G": (1, 20), "pile": (0, 40)}


def _within(value: int, name: str, number: int) -> None:
    low, high = BOUNDS[name]
    if not low <= value <= high:
        raise ValueError(f"line {number}: {name} = {value}, not from {low} to {high}")


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
        if len(parts) != 2 or not all(p.isdigit() and p == str(int(p)) for p in parts):
            raise ValueError(f"line {number}: two numbers 'a b', one space, no leading zeros: {line!r}")
        a, b = map(int, parts)
        _within(a, "pile", number)
        _within(b, "pile", number)
        if a > b:
            raise ValueError(f"line {number}: need a <= b, got {a} {b}")
        if b == 0:
            raise ValueError(f"line {number}: both piles empty: no game to play")

"""play_hdu_2516's input: G (1 <= G <= 20), then G lines, each a pile n (2 <= n <= 100)."""

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md).
BOUNDS = {"G": (1, 20), "n": (2, 100)}


def _within(value: int, name: str, number: int) -> None:
    low, high = BOUNDS[name]
    if not low <= value <= high:
        raise ValueError(f"line {number}: {name} = {value}, not from {low} to {high}")


def validate(text: str) -> None:
    """Raise ValueError naming the line when `text` is not a valid input."""
    if not text.endswith("\n"):
        raise ValueError("the input ends with a newline")
    lines = text[:-1].split("\n")
    for number, line in enumerate(lines, 1):
        if not line.isdigit() or line != str(int(line)):
            raise ValueError(f"line {number}: one number, no spaces or leading zeros: {line!r}")
    games = int(lines[0])
    _within(games, "G", 1)
    if len(lines) != games + 1:
        raise ValueError(f"{games} games but {len(lines) - 1} piles")
    for number, line in enumerate(lines[1:], 2):
        _within(int(line), "n", number)

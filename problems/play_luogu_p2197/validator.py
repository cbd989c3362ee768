"""play_luogu_p2197's input: G (1 <= G <= 20), then G lines `n a1 ... an` (1 <= n <= 4,
0 <= ai <= 12, not all 0), single spaces."""

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md).
BOUNDS = {"G": (1, 20), "n": (1, 4), "heap": (0, 12)}


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
        if not all(p.isdigit() and p == str(int(p)) for p in parts):
            raise ValueError(f"line {number}: numbers, one space apart, no leading zeros: {line!r}")
        count, *heaps = map(int, parts)
        _within(count, "n", number)
        if len(heaps) != count:
            raise ValueError(f"line {number}: n = {count}, then n heaps")
        for h in heaps:
            _within(h, "heap", number)
        if not any(heaps):
            raise ValueError(f"line {number}: every heap empty: no game to play")

"""play_hdu_1536's input: G (1 <= G <= 20), then G lines `k s1 ... sk m h1 ... hm`: 1 <= k <= 3
distinct sizes from 1 to 6, 1 <= m <= 3 heaps from 0 to 20, one of them min(S) or more."""

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md).
BOUNDS = {"G": (1, 20), "k": (1, 3), "size": (1, 6), "m": (1, 3), "heap": (0, 20)}


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
        numbers = list(map(int, parts))
        k = numbers[0]
        _within(k, "k", number)
        if len(numbers) < k + 2:
            raise ValueError(f"line {number}: k = {k}, then k sizes and m")
        sizes, m, heaps = numbers[1 : k + 1], numbers[k + 1], numbers[k + 2 :]
        for s in sizes:
            _within(s, "size", number)
        if len(set(sizes)) != k:
            raise ValueError(f"line {number}: k distinct sizes")
        _within(m, "m", number)
        if len(heaps) != m:
            raise ValueError(f"line {number}: m = {m}, then m heaps")
        for h in heaps:
            _within(h, "heap", number)
        if max(heaps) < min(sizes):
            raise ValueError(f"line {number}: no heap of min(S) or more: no game to play")

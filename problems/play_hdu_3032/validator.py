"""play_hdu_3032's input: G (1 <= G <= 20), then G lines `n a1 ... an` (1 <= n <= 3,
0 <= ai <= 7, not all 0), single spaces."""


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
        count, *heaps = map(int, parts)
        if not 1 <= count <= 3 or len(heaps) != count:
            raise ValueError(f"line {number}: n = {count} (from 1 to 3), then n heaps")
        if not all(0 <= h <= 7 for h in heaps) or not any(heaps):
            raise ValueError(f"line {number}: heaps from 0 to 7, not all 0")

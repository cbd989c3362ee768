"""play_hdu_1536's input: G (1 <= G <= 20), then G lines `k s1 ... sk m h1 ... hm`: 1 <= k <= 3
distinct sizes from 1 to 6, 1 <= m <= 3 heaps from 0 to 20, one of them min(S) or more."""


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
        numbers = list(map(int, parts))
        k = numbers[0]
        if not 1 <= k <= 3 or len(numbers) < k + 2:
            raise ValueError(f"line {number}: k = {k} (from 1 to 3), then k sizes")
        sizes, m, heaps = numbers[1 : k + 1], numbers[k + 1], numbers[k + 2 :]
        if len(set(sizes)) != k or not all(1 <= s <= 6 for s in sizes):
            raise ValueError(f"line {number}: k distinct sizes from 1 to 6")
        if not 1 <= m <= 3 or len(heaps) != m:
            raise ValueError(f"line {number}: m = {m} (from 1 to 3), then m heaps")
        if not all(0 <= h <= 20 for h in heaps) or max(heaps) < min(sizes):
            raise ValueError(f"line {number}: heaps from 0 to 20, one of them min(S) or more")

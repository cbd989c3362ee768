"""play_hdu_1847's input: G (1 <= G <= 20), then G lines, each a count of cards n (1 <= n <= 200)."""


def validate(text: str) -> None:
    """Raise ValueError naming the line when `text` is not a valid input."""
    if not text.endswith("\n"):
        raise ValueError("the input ends with a newline")
    lines = text[:-1].split("\n")
    for number, line in enumerate(lines, 1):
        if not line.isdigit() or line != str(int(line)):
            raise ValueError(f"line {number}: one number, no spaces or leading zeros: {line!r}")
    games = int(lines[0])
    if not 1 <= games <= 20:
        raise ValueError(f"line 1: G = {games}, not from 1 to 20")
    if len(lines) != games + 1:
        raise ValueError(f"{games} games but {len(lines) - 1} counts")
    for number, line in enumerate(lines[1:], 2):
        if not 1 <= int(line) <= 200:
            raise ValueError(f"line {number}: n = {line}, not from 1 to 200")

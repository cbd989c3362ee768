"""Input validator for HDU 2177 (取(2堆)石子游戏).

Format: one position per line, "a b" (single space, no leading zeros, no other white space),
0 <= a <= b <= 1,000,000 and not both zero; then the line "0 0", which ends the input.
Every line ends with a newline and nothing follows "0 0".
Bounds of this problem set (the original gives none): 1 to 500 positions per input, their
larger piles b adding up to at most 10^8.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md):
# the positions, a pile (a or b), and the larger piles added up.
BOUNDS = {"positions": (1, 500), "pile": (0, 1000000), "b_total": (1, 10 ** 8)}

_LINE = re.compile(r"(0|[1-9][0-9]{0,6}) (0|[1-9][0-9]{0,6})")


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("the input must end with a newline")
    lines = text[:-1].split("\n")
    total = 0
    for number, line in enumerate(lines, 1):
        match = _LINE.fullmatch(line)
        if match is None:
            raise ValueError("line %d: expected two integers 'a b' separated by one space, got %r"
                             % (number, line[:40]))
        a, b = int(match.group(1)), int(match.group(2))
        if a == 0 and b == 0:
            if number != len(lines):
                raise ValueError("line %d: '0 0' ends the input, but %d line(s) follow it"
                                 % (number, len(lines) - number))
            for name, value in (("positions", number - 1), ("b_total", total)):
                low, high = BOUNDS[name]
                if not low <= value <= high:
                    raise ValueError("line %d: %s = %d before '0 0' is outside [%d, %d]"
                                     % (number, name, value, low, high))
            return
        low, high = BOUNDS["pile"]
        for value in (a, b):
            if not low <= value <= high:
                raise ValueError("line %d: a pile of %d is outside [%d, %d]"
                                 % (number, value, low, high))
        if a > b:
            raise ValueError("line %d: a = %d is larger than b = %d (the input has a <= b)"
                             % (number, a, b))
        total += b
        if number > BOUNDS["positions"][1]:
            raise ValueError("line %d: more than %d positions" % (number, BOUNDS["positions"][1]))
    raise ValueError("line %d: the input does not end with the line '0 0'" % len(lines))

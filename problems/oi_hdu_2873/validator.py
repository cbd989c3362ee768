"""Input validator for the OI edition of HDU 2873 (Bomb Game).

Format: one or more boards, then a line "0 0". A board is a line "n m" (1 <= n, m <= 50)
followed by n lines of exactly m characters, each '#' (bomb) or '.' (empty).
At most 100 boards (the original does not bound their number). The subtasks' smaller bounds
(small: n * m <= 12; medium: n, m <= 35) are the statement's promise about their cases, not a
format of their own.
Every line ends with a newline; "n m" is two plain decimals separated by one space.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md):
# the boards of the input (ours), and a board's n and m.
BOUNDS = {"boards": (1, 100), "n": (1, 50), "m": (1, 50)}

_SIZE = re.compile(r"(0|[1-9][0-9]*) (0|[1-9][0-9]*)\Z")
_ROW = re.compile(r"[#.]+\Z")


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("line %d: missing newline at the end of the input" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    i, boards = 0, 0
    while True:
        if i >= len(lines):
            raise ValueError("line %d: input ends without the final line '0 0'" % (len(lines) + 1))
        match = _SIZE.match(lines[i])
        if not match:
            raise ValueError("line %d: expected 'n m' (two integers, one space), got %r"
                             % (i + 1, lines[i]))
        n, m = int(match.group(1)), int(match.group(2))
        if n == 0 and m == 0:
            i += 1
            break
        for name, value in (("n", n), ("m", m)):
            low, high = BOUNDS[name]
            if not low <= value <= high:
                raise ValueError("line %d: %s = %d is outside [%d, %d]"
                                 % (i + 1, name, value, low, high))
        boards += 1
        if boards > BOUNDS["boards"][1]:
            raise ValueError("line %d: more than %d boards" % (i + 1, BOUNDS["boards"][1]))
        i += 1
        for _ in range(n):
            if i >= len(lines):
                raise ValueError("line %d: input ends inside a board of %d rows"
                                 % (len(lines) + 1, n))
            row = lines[i]
            if len(row) != m:
                raise ValueError("line %d: board row has %d characters, m = %d"
                                 % (i + 1, len(row), m))
            if not _ROW.match(row):
                raise ValueError("line %d: board rows may hold only '#' and '.', got %r"
                                 % (i + 1, row))
            i += 1
    if boards < BOUNDS["boards"][0]:
        raise ValueError("line %d: %d boards before the final '0 0', fewer than %d"
                         % (i, boards, BOUNDS["boards"][0]))
    if i < len(lines):
        raise ValueError("line %d: extra text after the final '0 0'" % (i + 1))

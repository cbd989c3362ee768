"""Input validator for the OI edition of HDU 1847 (Good Luck in CET-4 Everybody!).

Format: a line with C (1 <= C <= 100), then exactly C lines each holding one n with
1 <= n <= 10^18. Every line ends with a newline; numbers are plain decimals. The subtasks'
smaller bounds (n <= 1000; n <= 10^9) are the statement's promise about their cases, not a
format of their own: any case of the problem meets these bounds.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md).
BOUNDS = {"C": (1, 100), "n": (1, 10**18)}

_INT = re.compile(r"(0|[1-9][0-9]*)\Z")


def _int(tok: str, lineno: int, what: str) -> int:
    if not _INT.match(tok):
        raise ValueError("line %d: %s is not a plain non-negative integer: %r" % (lineno, what, tok))
    value = int(tok)
    low, high = BOUNDS[what]
    if not low <= value <= high:
        raise ValueError("line %d: %s = %d is outside [%d, %d]" % (lineno, what, value, low, high))
    return value


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("line %d: missing newline at the end of the input" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    c = _int(lines[0], 1, "C")
    if len(lines) < c + 1:
        raise ValueError("line %d: input ends after %d of the %d counts"
                         % (len(lines) + 1, len(lines) - 1, c))
    if len(lines) > c + 1:
        raise ValueError("line %d: extra line after the %d counts" % (c + 2, c))
    for i in range(1, c + 1):
        _int(lines[i], i + 1, "n")

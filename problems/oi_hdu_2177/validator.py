"""Input validator for the OI edition of HDU 2177 (Stone-Taking Game, Two Piles).

Format: a line with C (1 <= C <= 100), then exactly C lines "a b" with 0 <= a <= b <= 10^18.
Every line ends with a newline; numbers are plain decimals separated by one space. The
subtasks' smaller bounds (piles <= 100; piles <= 10^6) are the statement's promise about their
cases, not a format of their own: any case of the problem meets these bounds.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md).
BOUNDS = {"C": (1, 100), "a": (0, 10**18), "b": (0, 10**18)}

_INT = re.compile(r"(0|[1-9][0-9]*)\Z")


def _int(tok: str, lineno: int, what: str) -> int:
    if not _INT.match(tok):
        raise ValueError("line %d: %s is not a plain non-negative integer: %r" % (lineno, what, tok))
    return int(tok)


def _check(value: int, name: str, lineno: int) -> None:
    low, high = BOUNDS[name]
    if not low <= value <= high:
        raise ValueError("line %d: %s = %d is outside [%d, %d]" % (lineno, name, value, low, high))


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("line %d: missing newline at the end of the input" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    c = _int(lines[0], 1, "C")
    _check(c, "C", 1)
    if len(lines) < c + 1:
        raise ValueError("line %d: input ends after %d of the %d case lines"
                         % (len(lines) + 1, len(lines) - 1, c))
    if len(lines) > c + 1:
        raise ValueError("line %d: extra line after the %d cases" % (c + 2, c))
    for i in range(1, c + 1):
        lineno = i + 1
        parts = lines[i].split(" ")
        if len(parts) != 2:
            raise ValueError("line %d: expected two integers 'a b' separated by one space, got %r"
                             % (lineno, lines[i]))
        a = _int(parts[0], lineno, "a")
        b = _int(parts[1], lineno, "b")
        _check(a, "a", lineno)
        _check(b, "b", lineno)
        if a > b:
            raise ValueError("line %d: a = %d is larger than b = %d (the statement's a <= b)"
                             % (lineno, a, b))

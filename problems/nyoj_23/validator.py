"""Input validator for NYOJ 23 (取石子（一）).

Format: a line "n" (1 <= n <= 999: "fewer than 1000" test cases), then exactly n lines
"N M" with 1 <= N, M <= 1000000, and nothing after them. Every line ends with a newline;
numbers are plain decimals separated by one space.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md): the
# count n ("fewer than 1000"), then each case's N and M.
BOUNDS = {"n": (1, 999), "N": (1, 1000000), "M": (1, 1000000)}

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
    count = _int(lines[0], 1, "n")
    _check(count, "n", 1)
    if len(lines) < count + 1:
        raise ValueError("line %d: input ends after %d of the %d case lines"
                         % (len(lines) + 1, len(lines) - 1, count))
    if len(lines) > count + 1:
        raise ValueError("line %d: extra line after the %d cases" % (count + 2, count))
    for lineno in range(2, count + 2):
        parts = lines[lineno - 1].split(" ")
        if len(parts) != 2:
            raise ValueError("line %d: expected 'N M' separated by one space, got %r"
                             % (lineno, lines[lineno - 1]))
        n = _int(parts[0], lineno, "N")
        m = _int(parts[1], lineno, "M")
        _check(n, "N", lineno)
        _check(m, "M", lineno)

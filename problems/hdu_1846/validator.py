"""Input validator for HDU 1846 (Brave Game).

Format: a line with C (1 <= C <= 100), then exactly C lines "n m" with 1 <= n, m <= 1000.
Every line ends with a newline; numbers are plain decimals separated by one space.
"""
import re

MAX_C = 100
MAX_N = 1000
MAX_M = 1000

_INT = re.compile(r"(0|[1-9][0-9]*)\Z")


def _int(tok: str, lineno: int, what: str) -> int:
    if not _INT.match(tok):
        raise ValueError("line %d: %s is not a plain non-negative integer: %r" % (lineno, what, tok))
    return int(tok)


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("line %d: missing newline at the end of the input" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    c = _int(lines[0], 1, "C")
    if not 1 <= c <= MAX_C:
        raise ValueError("line 1: C = %d is outside [1, %d]" % (c, MAX_C))
    if len(lines) < c + 1:
        raise ValueError("line %d: input ends after %d of the %d case lines"
                         % (len(lines) + 1, len(lines) - 1, c))
    if len(lines) > c + 1:
        raise ValueError("line %d: extra line after the %d cases" % (c + 2, c))
    for i in range(1, c + 1):
        lineno = i + 1
        parts = lines[i].split(" ")
        if len(parts) != 2:
            raise ValueError("line %d: expected two integers 'n m' separated by one space, got %r"
                             % (lineno, lines[i]))
        n = _int(parts[0], lineno, "n")
        m = _int(parts[1], lineno, "m")
        if not 1 <= n <= MAX_N:
            raise ValueError("line %d: n = %d is outside [1, %d]" % (lineno, n, MAX_N))
        if not 1 <= m <= MAX_M:
            raise ValueError("line %d: m = %d is outside [1, %d]" % (lineno, m, MAX_M))

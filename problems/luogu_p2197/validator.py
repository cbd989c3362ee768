"""Input validator for Luogu P2197 (【模板】Nim 游戏).

Format: a line "T" (1 <= T <= 10), then T test cases, each a line "n" (1 <= n <= 10^4) and a
line of n heap sizes (0 <= size <= 9999). Nothing after the last test case. Every line ends
with a newline; numbers are plain decimals separated by single spaces.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md).
BOUNDS = {"T": (1, 10), "n": (1, 10000), "heap": (0, 9999)}

_INT = re.compile(r"(0|[1-9][0-9]*)\Z")


def _numbers(line: str, lineno: int, what: str):
    parts = line.split(" ")
    for tok in parts:
        if not _INT.match(tok):
            raise ValueError("line %d: %s: %r is not a plain non-negative integer "
                             "(single spaces, no leading/trailing space)" % (lineno, what, tok))
    return [int(tok) for tok in parts]


def _single(lines, i: int, what: str) -> int:
    if i >= len(lines):
        raise ValueError("line %d: input ends where %s was expected" % (i + 1, what))
    values = _numbers(lines[i], i + 1, what)
    if len(values) != 1:
        raise ValueError("line %d: expected %s alone on its line" % (i + 1, what))
    return values[0]


def _within(value: int, name: str, lineno: int) -> None:
    low, high = BOUNDS[name]
    if not low <= value <= high:
        raise ValueError("line %d: %s = %d is outside [%d, %d]" % (lineno, name, value, low, high))


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("line %d: missing newline at the end of the input" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    t = _single(lines, 0, "T")
    _within(t, "T", 1)
    i = 1
    for _ in range(t):
        n = _single(lines, i, "n")
        _within(n, "n", i + 1)
        if i + 1 >= len(lines):
            raise ValueError("line %d: input ends where the n heap sizes were expected" % (i + 2))
        heaps = _numbers(lines[i + 1], i + 2, "heap line")
        if len(heaps) != n:
            raise ValueError("line %d: n = %d but %d heap sizes follow" % (i + 2, n, len(heaps)))
        for h in heaps:
            _within(h, "heap", i + 2)
        i += 2
    if i < len(lines):
        raise ValueError("line %d: extra text after the %d test cases" % (i + 1, t))

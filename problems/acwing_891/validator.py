"""Input validator for AcWing 891 (Nim游戏).

Format: a line "n" (1 <= n <= 10^5), then a line of n integers (1 <= each <= 10^9), and
nothing after it. Every line ends with a newline; numbers are plain decimals separated by
single spaces.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md).
BOUNDS = {"n": (1, 10 ** 5), "heap": (1, 10 ** 9)}

_INT = re.compile(r"(0|[1-9][0-9]*)\Z")


def _numbers(line: str, lineno: int, what: str):
    parts = line.split(" ")
    for tok in parts:
        if not _INT.match(tok):
            raise ValueError("line %d: %s: %r is not a plain non-negative integer "
                             "(single spaces, no leading/trailing space)" % (lineno, what, tok))
    return [int(tok) for tok in parts]


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("line %d: missing newline at the end of the input" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    first = _numbers(lines[0], 1, "n line")
    if len(first) != 1:
        raise ValueError("line 1: expected n alone on its line")
    n = first[0]
    low, high = BOUNDS["n"]
    if not low <= n <= high:
        raise ValueError("line 1: n = %d is outside [%d, %d]" % (n, low, high))
    if len(lines) < 2:
        raise ValueError("line 2: input ends where the n heap sizes were expected")
    if len(lines) > 2:
        raise ValueError("line 3: extra text after the heap sizes")
    heaps = _numbers(lines[1], 2, "heap line")
    if len(heaps) != n:
        raise ValueError("line 2: n = %d but %d heap sizes follow" % (n, len(heaps)))
    low, high = BOUNDS["heap"]
    for h in heaps:
        if not low <= h <= high:
            raise ValueError("line 2: a heap of %d is outside [%d, %d]" % (h, low, high))

"""Input validator for the OI edition of HDU 3032 (Nim or not Nim?).

Format: a line with T (1 <= T <= 100), then T test cases of two lines each: N
(1 <= N <= 10^4), then the N heap sizes s with 1 <= s <= 10^18, separated by single spaces; at
most 10^5 heap sizes in all. Every line ends with a newline; numbers are plain decimals. The subtasks' smaller
bounds (N <= 3 and s <= 6; s <= 500) are the statement's promise about their cases, not a
format of their own: any case of the problem meets these bounds.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md).
BOUNDS = {"T": (1, 100), "N": (1, 10**4), "s": (1, 10**18)}
MAX_TOTAL = 10**5  # heap sizes in all

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
    t = _int(lines[0], 1, "T")
    if len(lines) != 2 * t + 1:
        raise ValueError("line %d: %d test cases need %d lines after the first, found %d"
                         % (min(len(lines), 2 * t + 1) + 1, t, 2 * t, len(lines) - 1))
    total = 0
    for i in range(t):
        lineno = 2 * i + 2
        n = _int(lines[lineno - 1], lineno, "N")
        heaps = lines[lineno].split(" ")
        if len(heaps) != n:
            raise ValueError("line %d: expected %d heap sizes separated by single spaces, found %d"
                             % (lineno + 1, n, len(heaps)))
        for tok in heaps:
            _int(tok, lineno + 1, "s")
        total += n
        if total > MAX_TOTAL:
            raise ValueError("line %d: more than %d heap sizes in all" % (lineno + 1, MAX_TOTAL))

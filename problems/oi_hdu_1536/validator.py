"""Input validator for the OI edition of HDU 1536 (S-Nim).

Format: one or more test sets, then a line "0". A test set is
  a line "k s1 ... sk"   1 <= k <= 100, 1 <= si <= 5 * 10^4 (any order, repeats allowed)
  a line "m"             1 <= m <= 100
  m lines "l h1 ... hl"  1 <= l <= 100, 0 <= hi <= 5 * 10^4
At most 10 test sets, and the largest heaps of the test sets add up to at most 6 * 10^4
("total"). The subtasks' smaller bounds (small: k <= 5, si, hi <= 20, m <= 10, l <= 4;
medium: k <= 50, si, hi <= 1000) are the statement's promise about their cases, not a format
of their own. Every line ends with a newline; numbers are plain decimals separated by single
spaces.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md):
# "sets" counts the test sets, "total" is the sum over them of their largest heap.
BOUNDS = {"sets": (1, 10), "k": (1, 100), "s": (1, 5 * 10**4), "m": (1, 100), "l": (1, 100),
          "h": (0, 5 * 10**4), "total": (0, 6 * 10**4)}

_INT = re.compile(r"(0|[1-9][0-9]*)\Z")


def _numbers(line: str, lineno: int, what: str):
    parts = line.split(" ")
    for tok in parts:
        if not _INT.match(tok):
            raise ValueError("line %d: %s: %r is not a plain non-negative integer "
                             "(single spaces, no leading/trailing space)" % (lineno, what, tok))
    return [int(tok) for tok in parts]


def _check(value: int, bound: str, lineno: int, what: str) -> None:
    low, high = BOUNDS[bound]
    if not low <= value <= high:
        raise ValueError("line %d: %s = %d is outside [%d, %d]" % (lineno, what, value, low, high))


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("line %d: missing newline at the end of the input" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    i = sets = total = 0

    def line(what: str):
        if i >= len(lines):
            raise ValueError("line %d: input ends where %s was expected (no final 0?)"
                             % (len(lines) + 1, what))
        return lines[i]

    while True:
        first = _numbers(line("k s1 ... sk or the final 0"), i + 1, "move line")
        if first == [0]:
            i += 1
            break
        k = first[0]
        _check(k, "k", i + 1, "k")
        if len(first) != k + 1:
            raise ValueError("line %d: k = %d but %d sizes follow" % (i + 1, k, len(first) - 1))
        for s in first[1:]:
            _check(s, "s", i + 1, "a size si")
        sets += 1
        if sets > BOUNDS["sets"][1]:
            raise ValueError("line %d: more than %d test sets" % (i + 1, BOUNDS["sets"][1]))
        i += 1
        mline = _numbers(line("m"), i + 1, "m line")
        if len(mline) != 1:
            raise ValueError("line %d: expected m alone on its line" % (i + 1))
        m = mline[0]
        _check(m, "m", i + 1, "m")
        i += 1
        largest = 0
        for _ in range(m):
            row = _numbers(line("a position 'l h1 ... hl'"), i + 1, "position line")
            l = row[0]
            _check(l, "l", i + 1, "l")
            if len(row) != l + 1:
                raise ValueError("line %d: l = %d but %d heaps follow" % (i + 1, l, len(row) - 1))
            for h in row[1:]:
                _check(h, "h", i + 1, "a heap hi")
            largest = max(largest, max(row[1:]))
            i += 1
        total += largest
        if total > BOUNDS["total"][1]:
            raise ValueError("line %d: the test sets' largest heaps add up to %d so far, more "
                             "than %d" % (i, total, BOUNDS["total"][1]))
    if total < BOUNDS["total"][0]:
        raise ValueError("line %d: the test sets' largest heaps add up to %d, less than %d"
                         % (i, total, BOUNDS["total"][0]))
    if sets < BOUNDS["sets"][0]:
        raise ValueError("line %d: %d test sets before the final 0, fewer than %d"
                         % (i, sets, BOUNDS["sets"][0]))
    if i < len(lines):
        raise ValueError("line %d: extra text after the final 0" % (i + 1))

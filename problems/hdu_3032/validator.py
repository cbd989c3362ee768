"""Input validator for HDU 3032 (Nim or not Nim?).

Format: a line "T" (1 <= T <= 100), then T test cases, each a line "N" (1 <= N <= 10^6)
and a line of N heap sizes (1 <= s <= 2^31 - 1), and nothing after them. At most 10^6 heap
sizes in all: our bound (the original's allows 10^8, see statement.md). Every line ends
with a newline; numbers are plain decimals separated by single spaces.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md): T, N,
# the heap sizes of the input in all (ours), and a heap size s.
BOUNDS = {"T": (1, 100), "N": (1, 10 ** 6), "total": (1, 10 ** 6), "s": (1, 2 ** 31 - 1)}
# The bounds no input reaches together with the others, and why.
APART = {"N": "N = 10^6 heaps are as many as an input holds in all: T is 1 then"}

_COUNT = re.compile(r"[1-9][0-9]*\Z")
_HEAPS = re.compile(r"[1-9][0-9]*(?: [1-9][0-9]*)*\Z")


def _count(lines, i: int, what: str) -> int:
    if i >= len(lines):
        raise ValueError("line %d: input ends where %s was expected" % (i + 1, what))
    if not _COUNT.match(lines[i]):
        raise ValueError("line %d: expected %s, a positive integer alone on its line, got %r"
                         % (i + 1, what, lines[i][:40]))
    value = int(lines[i])
    low, high = BOUNDS[what]
    if not low <= value <= high:
        raise ValueError("line %d: %s = %d is outside [%d, %d]" % (i + 1, what, value, low, high))
    return value


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("line %d: missing newline at the end of the input" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    t = _count(lines, 0, "T")
    total, i = 0, 1
    for _ in range(t):
        n = _count(lines, i, "N")
        total += n
        if total > BOUNDS["total"][1]:
            raise ValueError("line %d: more than %d heap sizes in all"
                             % (i + 1, BOUNDS["total"][1]))
        if i + 1 >= len(lines):
            raise ValueError("line %d: input ends where the N heap sizes were expected" % (i + 2))
        line = lines[i + 1]
        if not _HEAPS.match(line):
            raise ValueError("line %d: expected positive integers separated by single spaces"
                             % (i + 2))
        heaps = line.split(" ")
        if len(heaps) != n:
            raise ValueError("line %d: N = %d but %d heap sizes follow" % (i + 2, n, len(heaps)))
        low, high = BOUNDS["s"]
        for extreme in (min, max):                      # the numbers compared as strings
            value = int(extreme(heaps, key=lambda h: (len(h), h)))
            if not low <= value <= high:
                raise ValueError("line %d: a heap of %d is outside [%d, %d]"
                                 % (i + 2, value, low, high))
        i += 2
    if i < len(lines):
        raise ValueError("line %d: extra text after the %d test cases" % (i + 1, t))
    if total < BOUNDS["total"][0]:
        raise ValueError("line %d: %d heap sizes in all, fewer than %d"
                         % (i, total, BOUNDS["total"][0]))

"""Input validator for HDU 3032 (Nim or not Nim?).

Format: a line "T" (1 <= T <= 100), then T test cases, each a line "N" (1 <= N <= 10^6)
and a line of N heap sizes (1 <= s <= 2^31 - 1), and nothing after them. At most 10^6 heap
sizes in all: our bound (the original's allows 10^8, see statement.md). Every line ends
with a newline; numbers are plain decimals separated by single spaces.
"""
import re

MAX_T = 100
MAX_N = 10 ** 6
MAX_TOTAL = 10 ** 6
MAX_S = 2 ** 31 - 1

_COUNT = re.compile(r"[1-9][0-9]*\Z")
_HEAPS = re.compile(r"[1-9][0-9]*(?: [1-9][0-9]*)*\Z")


def _count(lines, i: int, what: str) -> int:
    if i >= len(lines):
        raise ValueError("line %d: input ends where %s was expected" % (i + 1, what))
    if not _COUNT.match(lines[i]):
        raise ValueError("line %d: expected %s, a positive integer alone on its line, got %r"
                         % (i + 1, what, lines[i][:40]))
    return int(lines[i])


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("line %d: missing newline at the end of the input" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    t = _count(lines, 0, "T")
    if t > MAX_T:
        raise ValueError("line 1: T = %d is outside [1, %d]" % (t, MAX_T))
    total, i = 0, 1
    for _ in range(t):
        n = _count(lines, i, "N")
        if n > MAX_N:
            raise ValueError("line %d: N = %d is outside [1, %d]" % (i + 1, n, MAX_N))
        total += n
        if total > MAX_TOTAL:
            raise ValueError("line %d: more than %d heap sizes in all" % (i + 1, MAX_TOTAL))
        if i + 1 >= len(lines):
            raise ValueError("line %d: input ends where the N heap sizes were expected" % (i + 2))
        line = lines[i + 1]
        if not _HEAPS.match(line):
            raise ValueError("line %d: expected positive integers separated by single spaces"
                             % (i + 2))
        heaps = line.split(" ")
        if len(heaps) != n:
            raise ValueError("line %d: N = %d but %d heap sizes follow" % (i + 2, n, len(heaps)))
        largest = max(heaps, key=lambda h: (len(h), h))
        if int(largest) > MAX_S:
            raise ValueError("line %d: a heap of %s is above 2^31 - 1" % (i + 2, largest))
        i += 2
    if i < len(lines):
        raise ValueError("line %d: extra text after the %d test cases" % (i + 1, t))

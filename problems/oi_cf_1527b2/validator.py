"""Input validator for the OI edition of Codeforces 1527B2 (Palindrome Game, hard version).

Format: a line "t" (1 <= t <= 10^4), then t test cases, each a line "n" (1 <= n <= 10^6)
and a line with a string of n characters 0 and 1 holding at least one 0; the n add up to at
most 10^6; nothing after them. Every line ends with a newline. The subtasks' smaller bounds
(small: n <= 10; medium: t, n <= 100) are the statement's promise about their cases, not a
format rule.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md).
BOUNDS = {"t": (1, 10**4), "n": (1, 10**6), "total": (1, 10**6)}
# The bounds no input reaches together with the others, and why.
APART = {"n": "a string of 10^6 characters is the whole total: t is 1 then"}

_COUNT = re.compile(r"[1-9][0-9]*\Z")
_BINARY = re.compile(r"[01]+\Z")


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
    t = _count(lines, 0, "t")
    i = 1
    total = 0
    for _ in range(t):
        n = _count(lines, i, "n")
        if i + 1 >= len(lines):
            raise ValueError("line %d: input ends where the string was expected" % (i + 2))
        s = lines[i + 1]
        if not _BINARY.match(s):
            raise ValueError("line %d: expected a string of 0 and 1, got %r" % (i + 2, s[:40]))
        if len(s) != n:
            raise ValueError("line %d: n = %d but the string has %d characters" % (i + 2, n, len(s)))
        if "0" not in s:
            raise ValueError("line %d: the string has no 0" % (i + 2))
        total += n
        if total > BOUNDS["total"][1]:
            raise ValueError("line %d: the strings' lengths add up to more than %d"
                             % (i + 2, BOUNDS["total"][1]))
        i += 2
    if i < len(lines):
        raise ValueError("line %d: extra text after the %d test cases" % (i + 1, t))
    if total < BOUNDS["total"][0]:
        raise ValueError("line %d: %d characters in all, fewer than %d"
                         % (i, total, BOUNDS["total"][0]))

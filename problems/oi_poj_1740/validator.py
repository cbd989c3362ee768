"""Input validator for the OI edition of POJ 1740 (A New Stone Game).

Format: test cases, each a line "n" (1 <= n <= 10^5) and a line of n pile sizes
(1 <= size <= 10^9), then a line "0" that ends the input (it must be the last line); at most
1000 test cases and 2 * 10^5 piles in all. The subtasks' smaller bounds (n <= 10 and at most
12 stones in all; n <= 10 and piles <= 100) are the statement's promise about their cases, not
a format of their own: any case of the problem meets these bounds. Every line ends with a
newline; numbers are plain decimals separated by single spaces.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md): the
# test cases, n, and a pile.
BOUNDS = {"cases": (1, 1000), "n": (1, 10**5), "pile": (1, 10**9)}
MAX_TOTAL = 2 * 10**5  # piles in all

_INT = re.compile(r"(0|[1-9][0-9]*)\Z")


def _numbers(line: str, lineno: int, what: str):
    parts = line.split(" ")
    for tok in parts:
        if not _INT.match(tok):
            raise ValueError("line %d: %s: %r is not a plain non-negative integer "
                             "(single spaces, no leading/trailing space)" % (lineno, what, tok))
    return [int(tok) for tok in parts]


def _piles(line: str, lineno: int, n: int) -> None:
    piles = _numbers(line, lineno, "pile line")
    if len(piles) != n:
        raise ValueError("line %d: n = %d but %d piles follow" % (lineno, n, len(piles)))
    low, high = BOUNDS["pile"]
    for p in piles:
        if not low <= p <= high:
            raise ValueError("line %d: a pile of %d is outside [%d, %d]" % (lineno, p, low, high))


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("line %d: missing newline at the end of the input" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    i = cases = total = 0
    while True:
        if i >= len(lines):
            raise ValueError("line %d: input ends without the terminating 0" % (len(lines) + 1))
        head = _numbers(lines[i], i + 1, "n line")
        if len(head) != 1:
            raise ValueError("line %d: expected n alone on its line" % (i + 1))
        n = head[0]
        if n == 0:
            if cases < BOUNDS["cases"][0]:
                raise ValueError("line %d: %d test cases before the terminating 0, fewer "
                                 "than %d" % (i + 1, cases, BOUNDS["cases"][0]))
            if i + 1 != len(lines):
                raise ValueError("line %d: text after the terminating 0" % (i + 2))
            return
        low, high = BOUNDS["n"]
        if not low <= n <= high:
            raise ValueError("line %d: n = %d is outside [%d, %d]" % (i + 1, n, low, high))
        cases += 1
        if cases > BOUNDS["cases"][1]:
            raise ValueError("line %d: more than %d test cases" % (i + 1, BOUNDS["cases"][1]))
        total += n
        if total > MAX_TOTAL:
            raise ValueError("line %d: more than %d piles in all" % (i + 1, MAX_TOTAL))
        if i + 1 >= len(lines):
            raise ValueError("line %d: input ends where the n pile sizes were expected" % (i + 2))
        _piles(lines[i + 1], i + 2, n)
        i += 2

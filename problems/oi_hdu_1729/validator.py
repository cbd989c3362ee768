"""Input validator for the OI edition of HDU 1729 (Stone Game).

Format: test cases, each a line "N" (1 <= N <= 50) followed by N lines "s c"
(0 <= c <= s <= 10^18), then a line "0" that ends the input (it must be the last line).
The original does not bound the number of test cases; we allow 1 to 1000 (see
statement.md). The subtasks' smaller bounds (s <= 30; s <= 10^6) are the statement's promise
about their cases, not a format of their own: any case of the problem meets these bounds.
Every line ends with a newline; numbers are plain decimals separated by one space.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md):
# the test cases (ours), N, and a box's size s and stones c (c <= s besides).
BOUNDS = {"cases": (1, 1000), "N": (1, 50), "s": (0, 10**18), "c": (0, 10**18)}

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
    i = cases = 0
    while True:
        if i >= len(lines):
            raise ValueError("line %d: input ends without the terminating 0" % (len(lines) + 1))
        head = _numbers(lines[i], i + 1, "N line")
        if len(head) != 1:
            raise ValueError("line %d: expected N alone on its line" % (i + 1))
        n = head[0]
        if n == 0:
            if cases < BOUNDS["cases"][0]:
                raise ValueError("line %d: %d test cases before the terminating 0, fewer "
                                 "than %d" % (i + 1, cases, BOUNDS["cases"][0]))
            if i + 1 != len(lines):
                raise ValueError("line %d: text after the terminating 0" % (i + 2))
            return
        low, high = BOUNDS["N"]
        if not low <= n <= high:
            raise ValueError("line %d: N = %d is outside [%d, %d]" % (i + 1, n, low, high))
        cases += 1
        if cases > BOUNDS["cases"][1]:
            raise ValueError("line %d: more than %d test cases" % (i + 1, BOUNDS["cases"][1]))
        for j in range(i + 1, i + 1 + n):
            if j >= len(lines):
                raise ValueError("line %d: input ends where a box 's c' was expected" % (j + 1))
            box = _numbers(lines[j], j + 1, "box line")
            if len(box) != 2:
                raise ValueError("line %d: expected 's c', got %r" % (j + 1, lines[j]))
            s, c = box
            if c > s:
                raise ValueError("line %d: c = %d stones in a box of s = %d" % (j + 1, c, s))
            for name, value in (("s", s), ("c", c)):
                low, high = BOUNDS[name]
                if not low <= value <= high:
                    raise ValueError("line %d: %s = %d is outside [%d, %d]"
                                     % (j + 1, name, value, low, high))
        i += 1 + n

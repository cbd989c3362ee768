"""Input validator for the OI edition of HDU 1850 (Being a Good Boy in Spring Festival).

Format: test cases, each a line "M" (2 <= M <= 100) and a line of M integers Ni
(1 <= Ni <= 10^18), then a line "0" that ends the input (it must be the last line). The
original does not bound the number of test cases; we allow 1 to 100 (see statement.md).
The subtasks' smaller bounds (M <= 6 and Ni <= 12; Ni <= 10^6) are the statement's promise
about their cases, not a format of their own: any case of the problem meets these bounds.
Every line ends with a newline; numbers are plain decimals separated by single spaces.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md):
# the test cases (ours), M and a heap Ni.
BOUNDS = {"cases": (1, 100), "M": (2, 100), "N": (1, 10**18)}

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
        head = _numbers(lines[i], i + 1, "M line")
        if len(head) != 1:
            raise ValueError("line %d: expected M alone on its line" % (i + 1))
        m = head[0]
        if m == 0:
            if cases < BOUNDS["cases"][0]:
                raise ValueError("line %d: %d test cases before the terminating 0, fewer "
                                 "than %d" % (i + 1, cases, BOUNDS["cases"][0]))
            if i + 1 != len(lines):
                raise ValueError("line %d: text after the terminating 0" % (i + 2))
            return
        low, high = BOUNDS["M"]
        if not low <= m <= high:
            raise ValueError("line %d: M = %d is outside [%d, %d]" % (i + 1, m, low, high))
        cases += 1
        if cases > BOUNDS["cases"][1]:
            raise ValueError("line %d: more than %d test cases" % (i + 1, BOUNDS["cases"][1]))
        if i + 1 >= len(lines):
            raise ValueError("line %d: input ends where the M heaps were expected" % (i + 2))
        heaps = _numbers(lines[i + 1], i + 2, "heap line")
        if len(heaps) != m:
            raise ValueError("line %d: M = %d but %d heaps follow" % (i + 2, m, len(heaps)))
        low, high = BOUNDS["N"]
        for n in heaps:
            if not low <= n <= high:
                raise ValueError("line %d: a heap Ni = %d is outside [%d, %d]"
                                 % (i + 2, n, low, high))
        i += 2

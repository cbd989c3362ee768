"""Input validator for HDU 2516 (取石子游戏, Fibonacci Nim).

Format: one integer n per line with 2 <= n < 2^31, then a line "0" that ends the input (it
must be the last line). The original does not bound the number of test cases; we allow 1 to
100000 (see statement.md). Every line ends with a newline; no blank lines, no extra spaces.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md):
# the test cases (ours), and n (n < 2^31).
BOUNDS = {"cases": (1, 100000), "n": (2, 2 ** 31 - 1)}

_INT = re.compile(r"(0|[1-9][0-9]*)\Z")


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("line %d: missing newline at the end of the input" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    for i, line in enumerate(lines, 1):
        if not _INT.match(line):
            raise ValueError("line %d: expected one plain integer, got %r" % (i, line))
        n = int(line)
        if n == 0:
            if i != len(lines):
                raise ValueError("line %d: the terminating 0 must be the last line" % i)
            if i - 1 < BOUNDS["cases"][0]:
                raise ValueError("line %d: %d test cases before the terminating 0, fewer than %d"
                                 % (i, i - 1, BOUNDS["cases"][0]))
        elif not BOUNDS["n"][0] <= n <= BOUNDS["n"][1]:
            raise ValueError("line %d: n = %d is outside [%d, %d]" % (i, n, *BOUNDS["n"]))
        if i > BOUNDS["cases"][1] + 1:
            raise ValueError("line %d: more than %d test cases" % (i, BOUNDS["cases"][1]))
    if lines[-1] != "0":
        raise ValueError("line %d: the input must end with a line 0" % (len(lines) + 1))

"""Input validator for the OI edition of POJ 1704 (Georgia and Bob).

Layout: a line with T, then for each test case a line with N and a line with N integers
P1 ... PN. Every line ends with a newline, numbers are separated by single spaces, no blank
lines. Bounds: 1 <= T <= 20, 1 <= N <= 10^4, 1 <= Pi <= 10^18, the Pi pairwise different
(in any order), at most 10^5 positions in all. The subtasks' smaller bounds (N <= 8 and
Pi <= 20; N <= 1000 and Pi <= 10000) are the statement's promise about their cases, not a
format of their own: any case of the problem meets these bounds.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md).
BOUNDS = {"T": (1, 20), "N": (1, 10**4), "P": (1, 10**18)}
MAX_TOTAL = 10**5  # positions in all

_NUMBER = re.compile(r"0|[1-9][0-9]*")


def _ints(line, number, what):
    parts = line.split(" ")
    if not all(_NUMBER.fullmatch(p) for p in parts):
        raise ValueError(f"line {number}: expected {what}: integers separated by single spaces, "
                         f"got {line[:40]!r}")
    return [int(p) for p in parts]


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError(f"line {text.count(chr(10)) + 1}: the last line does not end with a newline")
    lines = text[:-1].split("\n")
    (t,) = _one(lines, 0, "T")
    _within(t, "T", 1)
    i = 1
    total = 0
    for case in range(1, t + 1):
        if i >= len(lines):
            raise ValueError(f"line {i + 1}: end of input, expected test case {case} of {t}")
        (n,) = _one(lines, i, "N")
        _within(n, "N", i + 1)
        if i + 1 >= len(lines):
            raise ValueError(f"line {i + 2}: end of input, expected the {n} positions")
        p = _ints(lines[i + 1], i + 2, "the positions")
        if len(p) != n:
            raise ValueError(f"line {i + 2}: expected {n} positions, got {len(p)}")
        for v in p:
            _within(v, "P", i + 2)
        if len(set(p)) != n:
            raise ValueError(f"line {i + 2}: the positions are not pairwise different")
        total += n
        if total > MAX_TOTAL:
            raise ValueError(f"line {i + 2}: more than {MAX_TOTAL} positions in all")
        i += 2
    if i != len(lines):
        raise ValueError(f"line {i + 1}: extra data after the {t} test cases")


def _within(value, name, number):
    low, high = BOUNDS[name]
    if not low <= value <= high:
        raise ValueError(f"line {number}: {name} = {value} is out of range [{low}, {high}]")


def _one(lines, i, what):
    values = _ints(lines[i], i + 1, what)
    if len(values) != 1:
        raise ValueError(f"line {i + 1}: expected a single integer {what}, got {len(values)}")
    return values

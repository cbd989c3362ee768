"""Input validator for the OI edition of HDU 1730 (Northcott Game).

Layout: one or more test sets until end of file. A test set is a line "n m" followed by n
lines "Ti Ji". Any number of empty lines (including none) may separate two test sets or
follow the last one; the file does not start with an empty line and no empty line appears
inside a test set. Every line ends with a newline; numbers are separated by single spaces.
Bounds: 1 <= n <= 10^4, 2 <= m <= 10^18, 1 <= Ti, Ji <= m, Ti != Ji; at most 100 test sets (ours:
the original does not bound them, see statement.md) and at most 5 * 10^4 rows in all. The
subtasks' smaller bounds (n <= 3 and m <= 6; n <= 1000 and m <= 100) are the statement's
promise about their cases, not a format of their own: any case of the problem meets these
bounds.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md).
BOUNDS = {"sets": (1, 100), "n": (1, 10**4), "m": (2, 10**18)}
MAX_ROWS = 5 * 10**4  # rows in all

_LINE = re.compile(r"(0|[1-9][0-9]*) (0|[1-9][0-9]*)")


def _pair(line, number, what):
    if not _LINE.fullmatch(line):
        raise ValueError(f"line {number}: expected {what} as two integers separated by one "
                         f"space, got {line[:40]!r}")
    a, b = line.split(" ")
    return int(a), int(b)


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input, expected at least one test set")
    if not text.endswith("\n"):
        raise ValueError(f"line {text.count(chr(10)) + 1}: the last line does not end with a newline")
    lines = text[:-1].split("\n")
    if lines[0] == "":
        raise ValueError("line 1: the input starts with an empty line")
    i = sets = rows = 0
    while i < len(lines):
        sets += 1
        if sets > BOUNDS["sets"][1]:
            raise ValueError(f"line {i + 1}: more than {BOUNDS['sets'][1]} test sets")
        n, m = _pair(lines[i], i + 1, "'n m'")
        for name, value in (("n", n), ("m", m)):
            low, high = BOUNDS[name]
            if not low <= value <= high:
                raise ValueError(f"line {i + 1}: {name} = {value} is out of range [{low}, {high}]")
        rows += n
        if rows > MAX_ROWS:
            raise ValueError(f"line {i + 1}: more than {MAX_ROWS} rows in all")
        if i + n >= len(lines):
            raise ValueError(f"line {len(lines) + 1}: end of input, but the test set starting "
                             f"at line {i + 1} needs {n} rows")
        for r in range(i + 1, i + n + 1):
            t, j = _pair(lines[r], r + 1, "'Ti Ji'")
            if not 1 <= t <= m:
                raise ValueError(f"line {r + 1}: Ti = {t} is out of range [1, {m}]")
            if not 1 <= j <= m:
                raise ValueError(f"line {r + 1}: Ji = {j} is out of range [1, {m}]")
            if t == j:
                raise ValueError(f"line {r + 1}: both pieces on column {t}")
        i += n + 1
        while i < len(lines) and lines[i] == "":
            i += 1
    if sets < BOUNDS["sets"][0]:
        raise ValueError(f"line {i}: {sets} test sets, fewer than {BOUNDS['sets'][0]}")

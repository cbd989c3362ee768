"""Input validator for the OI edition of HDU 4315 (Climbing the Hill): the original's bounds;
the subtasks' smaller ones (N <= 3 and cells <= 20; N <= 3) are the statement's promise about
their cases, not a format of their own.

Layout: one or more test cases until end of file, each two lines: "N k", then N cells.
Every line ends with a newline, numbers are separated by single spaces, no blank lines.
Bounds: 1 <= N <= 1000, 1 <= k <= N, 0 < cell < 100000, cells strictly increasing; at most
100 test cases (ours: the original does not bound them, see statement.md).
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md): the
# test cases (ours: the original does not bound them), N and a cell (k <= N besides).
BOUNDS = {"cases": (1, 100), "N": (1, 1000), "cell": (1, 99999)}

_NUMBER = re.compile(r"0|[1-9][0-9]*")


def _ints(line, number, what):
    parts = line.split(" ")
    if not all(_NUMBER.fullmatch(p) for p in parts):
        raise ValueError(f"line {number}: expected {what}: integers separated by single spaces, "
                         f"got {line[:40]!r}")
    return [int(p) for p in parts]


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input, expected at least one test case")
    if not text.endswith("\n"):
        raise ValueError(f"line {text.count(chr(10)) + 1}: the last line does not end with a newline")
    lines = text[:-1].split("\n")
    i = cases = 0
    while i < len(lines):
        cases += 1
        if cases > BOUNDS["cases"][1]:
            raise ValueError(f"line {i + 1}: more than {BOUNDS['cases'][1]} test cases")
        head = _ints(lines[i], i + 1, "'N k'")
        if len(head) != 2:
            raise ValueError(f"line {i + 1}: expected the two integers N and k, got {len(head)}")
        n, k = head
        low, high = BOUNDS["N"]
        if not low <= n <= high:
            raise ValueError(f"line {i + 1}: N = {n} is out of range [{low}, {high}]")
        if not 1 <= k <= n:
            raise ValueError(f"line {i + 1}: k = {k} is out of range [1, N = {n}]")
        if i + 1 >= len(lines):
            raise ValueError(f"line {i + 2}: end of input, expected the {n} cells")
        cells = _ints(lines[i + 1], i + 2, "the cells")
        if len(cells) != n:
            raise ValueError(f"line {i + 2}: expected {n} cells, got {len(cells)}")
        low, high = BOUNDS["cell"]
        for c in cells:
            if not low <= c <= high:
                raise ValueError(f"line {i + 2}: cell {c} is out of range [{low}, {high}]")
        for a, b in zip(cells, cells[1:]):
            if a >= b:
                raise ValueError(f"line {i + 2}: the cells are not strictly increasing ({a} then {b})")
        i += 2
    if cases < BOUNDS["cases"][0]:
        raise ValueError(f"line {i}: {cases} test cases, fewer than {BOUNDS['cases'][0]}")

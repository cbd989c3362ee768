"""Input validator for HDU 4315 (Climbing the Hill).

Layout: one or more test cases until end of file, each two lines: "N k", then N cells.
Every line ends with a newline, numbers are separated by single spaces, no blank lines.
Bounds: 1 <= N <= 1000, 1 <= k <= N, 0 < cell < 100000, cells strictly increasing.
"""
import re

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
    i = 0
    while i < len(lines):
        head = _ints(lines[i], i + 1, "'N k'")
        if len(head) != 2:
            raise ValueError(f"line {i + 1}: expected the two integers N and k, got {len(head)}")
        n, k = head
        if not 1 <= n <= 1000:
            raise ValueError(f"line {i + 1}: N = {n} is out of range [1, 1000]")
        if not 1 <= k <= n:
            raise ValueError(f"line {i + 1}: k = {k} is out of range [1, N = {n}]")
        if i + 1 >= len(lines):
            raise ValueError(f"line {i + 2}: end of input, expected the {n} cells")
        cells = _ints(lines[i + 1], i + 2, "the cells")
        if len(cells) != n:
            raise ValueError(f"line {i + 2}: expected {n} cells, got {len(cells)}")
        for c in cells:
            if not 0 < c < 100000:
                raise ValueError(f"line {i + 2}: cell {c} is out of range [1, 99999]")
        for a, b in zip(cells, cells[1:]):
            if a >= b:
                raise ValueError(f"line {i + 2}: the cells are not strictly increasing ({a} then {b})")
        i += 2

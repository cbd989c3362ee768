"""Input validator for HDU 1847 (Good Luck in CET-4 Everybody!).

Format: one integer n per line (1 <= n <= 1000) until the end of the input, no count and no
terminator. The original does not bound the number of lines; we allow 1 to 1000 lines
(see statement.md). Every line ends with a newline; no blank lines, no extra spaces.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md).
BOUNDS = {"lines": (1, 1000), "n": (1, 1000)}

_INT = re.compile(r"(0|[1-9][0-9]*)\Z")


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input (at least one n is required)")
    if not text.endswith("\n"):
        raise ValueError("line %d: missing newline at the end of the input" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    low, high = BOUNDS["lines"]
    if not low <= len(lines) <= high:
        raise ValueError("line %d: %d lines, outside [%d, %d]" % (min(len(lines), high + 1),
                                                                 len(lines), low, high))
    low, high = BOUNDS["n"]
    for i, line in enumerate(lines, 1):
        if not _INT.match(line):
            raise ValueError("line %d: expected one plain integer n, got %r" % (i, line))
        n = int(line)
        if not low <= n <= high:
            raise ValueError("line %d: n = %d is outside [%d, %d]" % (i, n, low, high))

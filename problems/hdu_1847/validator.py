"""Input validator for HDU 1847 (Good Luck in CET-4 Everybody!).

Format: one integer n per line (1 <= n <= 1000) until the end of the input, no count and no
terminator. The original does not bound the number of lines; we allow 1 to 1000 lines
(see statement.md). Every line ends with a newline; no blank lines, no extra spaces.
"""
import re

MAX_LINES = 1000
MAX_N = 1000

_INT = re.compile(r"(0|[1-9][0-9]*)\Z")


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input (at least one n is required)")
    if not text.endswith("\n"):
        raise ValueError("line %d: missing newline at the end of the input" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    if len(lines) > MAX_LINES:
        raise ValueError("line %d: more than %d lines" % (MAX_LINES + 1, MAX_LINES))
    for i, line in enumerate(lines, 1):
        if not _INT.match(line):
            raise ValueError("line %d: expected one plain integer n, got %r" % (i, line))
        n = int(line)
        if not 1 <= n <= MAX_N:
            raise ValueError("line %d: n = %d is outside [1, %d]" % (i, n, MAX_N))

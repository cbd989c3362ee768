"""Input validator for HDU 1404 (Digital Deletions).

Format: 1 to 100,000 lines (our bound: the original gives none), each a string of 1 to 6
decimal digits (leading zeros allowed), read until the end of the input. Every line ends
with a newline; no blank lines, no spaces.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md):
# the number of lines, and the digits of a string.
BOUNDS = {"lines": (1, 100000), "digits": (1, 6)}

_DIGITS = re.compile(r"[0-9]+\Z")


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("line %d: missing newline at the end of the input" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    low, high = BOUNDS["lines"]
    if not low <= len(lines) <= high:
        raise ValueError("line %d: %d lines, outside [%d, %d]" % (min(len(lines), high + 1),
                                                                 len(lines), low, high))
    low, high = BOUNDS["digits"]
    for i, line in enumerate(lines, 1):
        if not _DIGITS.match(line) or not low <= len(line) <= high:
            raise ValueError("line %d: expected a string of %d to %d digits, got %r"
                             % (i, low, high, line[:20]))

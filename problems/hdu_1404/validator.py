"""Input validator for HDU 1404 (Digital Deletions).

Format: 1 to 100,000 lines (our bound: the original gives none), each a string of 1 to 6
decimal digits (leading zeros allowed), read until the end of the input. Every line ends
with a newline; no blank lines, no spaces.
"""
import re

MAX_LINES = 100000

_DIGITS = re.compile(r"[0-9]{1,6}\Z")


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("line %d: missing newline at the end of the input" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    if len(lines) > MAX_LINES:
        raise ValueError("line %d: more than %d lines" % (MAX_LINES + 1, MAX_LINES))
    for i, line in enumerate(lines, 1):
        if not _DIGITS.match(line):
            raise ValueError("line %d: expected a string of 1 to 6 digits, got %r" % (i, line[:20]))

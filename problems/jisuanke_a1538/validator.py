"""Input validator for Rake It In (ICPC 2017 Nanning I, Jisuanke A1538).

Format: a line "t" (1 <= t <= 200), then t test cases of five lines each: "k"
(1 <= k <= 3), then four lines of four integers between 1 and 10; nothing after them.
Every line ends with a newline; numbers are plain decimals separated by single spaces.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md): t, k
# and a number on the board.
BOUNDS = {"t": (1, 200), "k": (1, 3), "cell": (1, 10)}

_INT = re.compile(r"[1-9][0-9]*\Z")
_ROW = re.compile(r"[1-9][0-9]*(?: [1-9][0-9]*){3}\Z")


def _within(value: int, name: str, lineno: int) -> None:
    low, high = BOUNDS[name]
    if not low <= value <= high:
        raise ValueError("line %d: %s = %d is outside [%d, %d]" % (lineno, name, value, low, high))


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("line %d: missing newline at the end of the input" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    if not re.match(r"[1-9][0-9]*\Z", lines[0]):
        raise ValueError("line 1: expected t, a positive integer alone on its line")
    t = int(lines[0])
    _within(t, "t", 1)
    if len(lines) < 1 + 5 * t:
        raise ValueError("line %d: input ends inside test case %d"
                         % (len(lines) + 1, (len(lines) - 1) // 5 + 1))
    if len(lines) > 1 + 5 * t:
        raise ValueError("line %d: extra text after the %d test cases" % (2 + 5 * t, t))
    for case in range(t):
        at = 1 + 5 * case
        if not _INT.match(lines[at]):
            raise ValueError("line %d: expected k, a positive integer alone on its line, got %r"
                             % (at + 1, lines[at][:40]))
        _within(int(lines[at]), "k", at + 1)
        for row in range(1, 5):
            if not _ROW.match(lines[at + row]):
                raise ValueError("line %d: expected four positive integers separated by single "
                                 "spaces, got %r" % (at + row + 1, lines[at + row][:40]))
            for number in lines[at + row].split(" "):
                _within(int(number), "cell", at + row + 1)

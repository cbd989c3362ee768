"""Input validator for Rake It In (ICPC 2017 Nanning I, Jisuanke A1538).

Format: a line "t" (1 <= t <= 200), then t test cases of five lines each: "k"
(1 <= k <= 3), then four lines of four integers between 1 and 10; nothing after them.
Every line ends with a newline; numbers are plain decimals separated by single spaces.
"""
import re

MAX_T = 200

_K = re.compile(r"[1-3]\Z")
_ROW = re.compile(r"(?:[1-9]|10)(?: (?:[1-9]|10)){3}\Z")


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("line %d: missing newline at the end of the input" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    if not re.match(r"[1-9][0-9]*\Z", lines[0]):
        raise ValueError("line 1: expected t, a positive integer alone on its line")
    t = int(lines[0])
    if t > MAX_T:
        raise ValueError("line 1: t = %d is outside [1, %d]" % (t, MAX_T))
    if len(lines) < 1 + 5 * t:
        raise ValueError("line %d: input ends inside test case %d"
                         % (len(lines) + 1, (len(lines) - 1) // 5 + 1))
    if len(lines) > 1 + 5 * t:
        raise ValueError("line %d: extra text after the %d test cases" % (2 + 5 * t, t))
    for case in range(t):
        at = 1 + 5 * case
        if not _K.match(lines[at]):
            raise ValueError("line %d: expected k, 1 to 3, alone on its line, got %r"
                             % (at + 1, lines[at]))
        for row in range(1, 5):
            if not _ROW.match(lines[at + row]):
                raise ValueError("line %d: expected four integers from 1 to 10 separated by "
                                 "single spaces, got %r" % (at + row + 1, lines[at + row]))

"""Input validator for HDU 2177 (取(2堆)石子游戏).

Format: one position per line, "a b" (single space, no leading zeros, no other white space),
0 <= a <= b <= 1,000,000 and not both zero; then the line "0 0", which ends the input.
Every line ends with a newline and nothing follows "0 0".
Bounds of this problem set: 1 to 500 positions per input (the original gives no bound).
"""
import re

MAX_VALUE = 1000000
MAX_POSITIONS = 500

_LINE = re.compile(r"(0|[1-9][0-9]{0,6}) (0|[1-9][0-9]{0,6})")


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("the input must end with a newline")
    lines = text[:-1].split("\n")
    for number, line in enumerate(lines, 1):
        match = _LINE.fullmatch(line)
        if match is None:
            raise ValueError("line %d: expected two integers 'a b' separated by one space, got %r"
                             % (number, line[:40]))
        a, b = int(match.group(1)), int(match.group(2))
        if a == 0 and b == 0:
            if number != len(lines):
                raise ValueError("line %d: '0 0' ends the input, but %d line(s) follow it"
                                 % (number, len(lines) - number))
            if number == 1:
                raise ValueError("line 1: no position before '0 0' (at least one is required)")
            return
        if b > MAX_VALUE:
            raise ValueError("line %d: b = %d exceeds %d" % (number, b, MAX_VALUE))
        if a > b:
            raise ValueError("line %d: a = %d is larger than b = %d (the input has a <= b)"
                             % (number, a, b))
        if number > MAX_POSITIONS:
            raise ValueError("line %d: more than %d positions" % (number, MAX_POSITIONS))
    raise ValueError("line %d: the input does not end with the line '0 0'" % len(lines))

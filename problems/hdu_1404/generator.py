"""Input generator for HDU 1404 (Digital Deletions). One string per line, until the end.

Sizes:
  small  1-8 random strings of 1-3 digits (the brute force searches every position)
  edge   small enough for the brute force (the strings reachable by lowering digits stay few):
         single digits, strings starting with 0 (won at once), zeros inside (10, 20, 100,
         1010, ...), all zeros, strings of 5 or 6 digits made of 0, 1 and 2 (6 digits in a
         quarter of the inputs)
  max    100,000 lines (the most the validator allows; the original gives no bound): strings
         of 6 digits, many with large digits, many starting with 0, and the shorter lengths
"""
import random
from typing import Iterator, List

MAX_LINES = 100000


def fmt(strings: List[str]) -> str:
    return "".join(s + "\n" for s in strings)


def _digits(rng: random.Random, length: int, top: int) -> str:
    return "".join(str(rng.randint(0, top)) for _ in range(length))


def _edge_string(rng: random.Random) -> str:
    kind = rng.randrange(8)
    if kind == 0:
        return str(rng.randint(0, 9))                                  # one digit
    if kind == 1:
        return "0" + _digits(rng, rng.randint(0, 5), 9)                # leading zero: won
    if kind == 2:
        return rng.choice(("10", "20", "30", "100", "200", "1010", "2020", "1100", "1001",
                           "90", "910", "109", "2000", "10000", "100000"))
    if kind == 3:
        return "0" * rng.randint(1, 6)
    if kind == 4:
        return str(rng.randint(1, 2)) + _digits(rng, rng.randint(4, 5), 1)   # 0/1 strings
    if kind == 5:
        s = str(rng.randint(1, 2)) + _digits(rng, rng.randint(3, 5), 2)
        return s if sum(map(int, s)) <= 7 else s.replace("2", "1")
    if kind == 6:
        return str(rng.randint(1, 9)) + "0" + _digits(rng, rng.randint(0, 1), 3)
    return _digits(rng, rng.randint(1, 3), 9)


def _max_string(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.5:
        return str(rng.randint(100000, 999999))                        # six digits
    if r < 0.6:
        return str(rng.randint(5, 9)) + _digits(rng, 5, 9).replace("0", "9")   # no zero
    if r < 0.75:
        return "0" + _digits(rng, rng.randint(0, 5), 9)
    return _digits(rng, rng.randint(1, 5), 9)


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return fmt([_digits(rng, rng.randint(1, 3), 9) for _ in range(rng.randint(1, 8))])
    if size == "edge":
        strings = [_edge_string(rng) for _ in range(rng.randint(1, 10))]
        if rng.random() < 0.75:
            # most edge inputs stop at 5 digits: a 6-digit string makes the reference fill
            # its whole table, the bulk of the time of the brute-force comparison
            strings = [s[:5] for s in strings]
        return fmt(strings)
    if size == "max":
        return fmt([_max_string(rng) for _ in range(MAX_LINES)])
    raise ValueError("unknown size: %r" % (size,))


def shrink(text: str) -> Iterator[str]:
    """Fewer lines first (halves, then one line removed), then shorter strings and smaller
    digits."""
    strings = text.split()
    seen = {text}

    def emit(ss: List[str]) -> Iterator[str]:
        if ss:
            s = fmt(ss)
            if s not in seen:
                seen.add(s)
                yield s

    if len(strings) > 1:
        half = len(strings) // 2
        yield from emit(strings[:half])
        yield from emit(strings[half:])
        for i in range(len(strings)):
            yield from emit(strings[:i] + strings[i + 1:])
    for i, s in enumerate(strings):
        if len(s) > 1:
            yield from emit(strings[:i] + [s[:-1]] + strings[i + 1:])
            yield from emit(strings[:i] + [s[1:]] + strings[i + 1:])
        for j, ch in enumerate(s):
            if ch != "0":
                smaller = s[:j] + str(int(ch) // 2) + s[j + 1:]
                yield from emit(strings[:i] + [smaller] + strings[i + 1:])

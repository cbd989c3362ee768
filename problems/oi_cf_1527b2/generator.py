"""Input generator for the OI edition of Codeforces 1527B2 (Palindrome Game, hard version).

Sizes, one a subtask's (the recipes name the files so that its patterns pick them):
  small  subtask "small": 1-5 random strings of length 1-8 (the brute force plays every game
         out)
  edge   subtask "small": its boundaries, strings of length at most 10 of the shapes that
         decide the answer: palindromes with one 0, an even and an odd number of zeros;
         strings one fill away from a palindrome, with and without a 0 in the middle (the one
         draw: odd length, a 0 in the middle and one other 0); two mismatched pairs; all zeros
  max    subtask "full": 10^6 characters (the validator's total), either one string of 10^6
         or 10^4 strings of 100, of those shapes: a search over the pairs' counts meets about
         5 * 10^4 pairs of zeros in the long string
The "medium" subtask's cases (at most 100 strings of at most 100) are in tests.yaml, made by
medium().
"""
import random
from typing import Iterator, List

SMALL_N = 10        # subtask "small": n <= 10
MEDIUM = 100        # subtask "medium": t, n <= 100
MAX_T = 10 ** 4
MAX_N = 10 ** 6
MAX_TOTAL = 10 ** 6


def fmt(strings: List[str]) -> str:
    return "%d\n" % len(strings) + "".join("%d\n%s\n" % (len(s), s) for s in strings)


def _random(rng: random.Random, n: int, ones: float) -> str:
    s = "".join("1" if rng.random() < ones else "0" for _ in range(n))
    return s if "0" in s else s[:-1] + "0"


def _palindrome(rng: random.Random, n: int, ones: float, middle: str = "") -> str:
    half = "".join("1" if rng.random() < ones else "0" for _ in range(n // 2))
    mid = (middle or rng.choice("01")) if n % 2 else ""
    s = half + mid + half[::-1]
    if "0" not in s:
        s = "0" + s[1:-1] + "0" if n > 1 else "0"
    return s


def _shape(rng: random.Random, n: int) -> str:
    """A string of length n of one of the shapes that matter."""
    kind = rng.randrange(8)
    ones = rng.choice((0.3, 0.6, 0.9))
    if kind == 0 and n % 2:
        return "1" * (n // 2) + "0" + "1" * (n // 2)              # palindrome, one 0
    if kind <= 2:
        return _palindrome(rng, n, ones)                          # palindrome
    if kind == 3 and n % 2 and n >= 3:
        s = ["1"] * n
        s[n // 2] = "0"
        s[rng.choice([k for k in range(n) if k != n // 2])] = "0"
        return "".join(s)                                         # the draw: middle + one
    if kind <= 5 and n >= 2:
        s = list(_palindrome(rng, n, ones))
        i = rng.randrange(n // 2)
        j = n - 1 - i
        s[i], s[j] = "0", "1"                                     # one mismatched pair
        if rng.random() < 0.5 and n // 2 >= 2:
            k = rng.randrange(n // 2)
            if k != i:
                s[k], s[n - 1 - k] = "1", "0"                     # two mismatched pairs
        return "".join(s)
    if kind == 6:
        return "0" * n
    return _random(rng, n, ones)


def medium(rng: random.Random, count: int) -> List[str]:
    """`count` strings of the medium subtask (n <= 100): of every shape, most of length 100
    or 99, for tests.yaml."""
    return [_shape(rng, MEDIUM - rng.randrange(2) if k % 4 else rng.randint(1, MEDIUM))
            for k in range(count)]


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        return fmt([_random(rng, rng.randint(1, 8), 0.5) for _ in range(rng.randint(1, 5))])
    if size == "edge":
        return fmt([_shape(rng, rng.randint(1, SMALL_N)) for _ in range(rng.randint(1, 8))])
    if size == "max":
        if rng.random() < 0.5:
            return fmt([_shape(rng, MAX_N)])
        return fmt([_shape(rng, MAX_TOTAL // MAX_T) for _ in range(MAX_T)])
    raise ValueError("unknown size: %r" % (size,))


def shrink(text: str) -> Iterator[str]:
    """Fewer test cases first, then shorter strings, then fewer zeros."""
    strings = text.split()[2::2]
    seen = {text}

    def emit(ss: List[str]) -> Iterator[str]:
        if ss and all("0" in s for s in ss):
            out = fmt(ss)
            if out not in seen:
                seen.add(out)
                yield out

    if len(strings) > 1:
        for i in range(len(strings)):
            yield from emit([strings[i]])
        for i in range(len(strings)):
            yield from emit(strings[:i] + strings[i + 1:])
    for i, s in enumerate(strings):
        if len(s) > 1:
            for shorter in (s[1:-1], s[1:], s[:-1]):
                if shorter:
                    yield from emit(strings[:i] + [shorter] + strings[i + 1:])
        for j, ch in enumerate(s):
            if ch == "0":
                yield from emit(strings[:i] + [s[:j] + "1" + s[j + 1:]] + strings[i + 1:])

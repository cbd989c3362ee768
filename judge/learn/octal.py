"""Heap games given by a code: octal games (`0.77` Kayles, `0.07` Dawson's Kayles) and finite
subtraction games (`2,5,7`), their rules, and their Grundy values computed fast, as sums: a
move that splits a heap is worth the XOR of the two heaps it leaves."""

from __future__ import annotations

from dataclasses import dataclass
from operator import xor

from judge.errors import JudgeError

MAX_POSITIONS = 20_000  # an octal game's table up to here takes seconds, not minutes


@dataclass(frozen=True)
class HeapRules:
    """An octal game: digit d_k says what removing k tokens from a heap may leave, by its bits:
    1 no heap (the whole heap taken), 2 one heap, 4 two heaps (the rest split in two)."""

    name: str  # as given: "octal:0.77" or "subtraction:2,5,7"
    digits: tuple[int, ...]  # digits[k - 1] is d_k
    subtraction: bool  # given as a subtraction set

    @property
    def most_removed(self) -> int:
        """t, the most tokens a move removes."""
        return max(k for k, d in enumerate(self.digits, 1) if d)

    @property
    def splits(self) -> bool:
        """Whether some move leaves two heaps."""
        return any(d & 4 for d in self.digits)


def parse_octal(code: str) -> HeapRules:
    """`0.77` (or `.77`) as rules; JudgeError naming the fault."""
    whole, point, fraction = code.strip().partition(".")
    if not point or whole not in ("", "0") or not fraction:
        raise JudgeError(f"octal:{code}: an octal code is 0. then digits, like 0.77 (Kayles)")
    bad = [c for c in fraction if c not in "01234567"]
    if bad:
        raise JudgeError(f"octal:{code}: {bad[0]!r} is not an octal digit (0 to 7)")
    digits = tuple(int(c) for c in fraction)
    if not any(digits):
        raise JudgeError(f"octal:{code}: every digit is 0: the game has no move")
    return HeapRules(f"octal:0.{fraction}", digits, subtraction=False)


def parse_subtraction(text: str) -> HeapRules:
    """`2,5,7` as rules (each move removes 2, 5 or 7 tokens); JudgeError when the set is
    empty or holds a number that is not positive."""
    parts = [p for p in text.replace(" ", ",").split(",") if p]
    try:
        sizes = sorted({int(p) for p in parts})
    except ValueError:
        raise JudgeError(f"subtraction:{text}: the set is numbers separated by commas") from None
    if not sizes:
        raise JudgeError(f"subtraction:{text}: the set is empty: give the sizes a move removes")
    if sizes[0] < 1:
        raise JudgeError(
            f"subtraction:{text}: {sizes[0]} is not positive: a move removes 1 or more"
        )
    if sizes[-1] > MAX_POSITIONS:
        raise JudgeError(f"subtraction:{text}: {sizes[-1]} is larger than {MAX_POSITIONS}")
    digits = tuple(3 if k in sizes else 0 for k in range(1, sizes[-1] + 1))
    return HeapRules("subtraction:" + ",".join(map(str, sizes)), digits, subtraction=True)


def parse_family(text: str) -> HeapRules:
    """`octal:CODE` or `subtraction:S`."""
    kind, _, rest = text.partition(":")
    if kind == "octal":
        return parse_octal(rest)
    if kind == "subtraction":
        return parse_subtraction(rest)
    raise JudgeError(f"{text}: a family is octal:CODE or subtraction:S")


def check_limit(rules: HeapRules, limit: int) -> None:
    """JudgeError saying which --max fits when `limit` is too large to compute in seconds."""
    if limit > MAX_POSITIONS:
        raise JudgeError(
            f"{rules.name}: --max {limit} is too large to compute in the time bound; "
            f"--max {MAX_POSITIONS} fits"
        )


def after_moves(rules: HeapRules, heap: int) -> list[tuple[int, ...]]:
    """The heaps one move from `heap` may leave (each sorted, no empty heap)."""
    found: list[tuple[int, ...]] = []
    for k, digit in enumerate(rules.digits, 1):
        rest = heap - k
        if rest < 0:
            break
        if digit & 1 and rest == 0:
            found.append(())
        if digit & 2 and rest >= 1:
            found.append((rest,))
        if digit & 4:
            found += [(a, rest - a) for a in range(1, rest // 2 + 1)]
    return found


def grundy_values(rules: HeapRules, limit: int) -> list[int]:
    """g(0) ... g(limit). While the values are few, the splits are found value by value, not
    split by split: for each pair of values (u, w), a bitmask of the heaps worth u meets one of
    the heaps worth w read backwards, a few big-integer operations per pair of values."""
    check_limit(rules, limit)
    values = [0] * (limit + 1)
    ahead: dict[int, int] = {}  # value -> bit a set for each heap a >= 1 worth it
    behind: dict[int, int] = {}  # value -> bit (limit - b) set for each heap b >= 1 worth it
    for n in range(1, limit + 1):
        seen = set()
        for k, digit in enumerate(rules.digits, 1):
            rest = n - k
            if rest < 0:
                break
            if digit & 1 and rest == 0:
                seen.add(0)
            if digit & 2 and rest >= 1:
                seen.add(values[rest])
            if digit & 4 and rest >= 2:
                if len(ahead) ** 2 < rest // 8:
                    seen |= _split_values(ahead, behind, limit - rest)
                else:  # many values (0.6, Grundy-like games): split by split is cheaper
                    half = rest // 2
                    seen.update(
                        map(xor, values[1 : half + 1], values[rest - 1 : rest - half - 1 : -1])
                    )
        value = 0
        while value in seen:
            value += 1
        values[n] = value
        ahead[value] = ahead.get(value, 0) | 1 << n
        behind[value] = behind.get(value, 0) | 1 << (limit - n)
    return values


def _split_values(ahead: dict[int, int], behind: dict[int, int], shift: int) -> set[int]:
    """The values u ^ w of the splits a + b = rest (a, b >= 1), `shift` = limit - rest."""
    found = set()
    known = sorted(ahead)
    for i, u in enumerate(known):
        mask = ahead[u]
        for w in known[i:]:
            if mask & (behind[w] >> shift):
                found.add(u ^ w)
    return found
